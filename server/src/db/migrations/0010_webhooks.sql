-- Webhooks as an agent transport and the worker consumers behind them (7.6,
-- 15.6; D120-D126).

-- 15.6: a subscription's delivery state. last_seq is the highest seq the
-- receiver acknowledged with a 2xx (or that was checked and not for it);
-- failures never move it. A subscription whose endpoint keeps failing for
-- webhook.pause_after is paused (D123) until resumed. A sender holds a
-- subscription by lease (lease_id until lease_until, D120); the agent consumer
-- row 'webhook:<id>' carries the same lease as its holder_session_id, so the
-- invocation gate fences it as it fences a gateway session (R-SY-23).
ALTER TABLE webhook_subscriptions
  ADD COLUMN state           text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'paused')),
  ADD COLUMN attempts        integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN failing_since   timestamptz,
  ADD COLUMN paused_at       timestamptz,
  ADD COLUMN last_error      text,
  ADD COLUMN delivered_count bigint NOT NULL DEFAULT 0,
  ADD COLUMN lease_id        uuid,
  ADD COLUMN lease_until     timestamptz;
CREATE INDEX webhook_subscriptions_due ON webhook_subscriptions (next_attempt_at) WHERE state = 'active';
CREATE INDEX webhook_subscriptions_agent ON webhook_subscriptions (agent_id);

-- 7.6: a webhook job names its subscription (push jobs have none) and carries
-- the delivery ID the receiver dedupes by: the same on every retry (D122).
ALTER TABLE worker_jobs
  ADD COLUMN subscription_id uuid REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  ADD COLUMN delivery_id     uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN attempts        integer NOT NULL DEFAULT 0,
  ADD COLUMN finished_at     timestamptz,
  ADD COLUMN reason          text;
ALTER TABLE worker_jobs DROP CONSTRAINT worker_jobs_consumer_event_seq_receiver_principal_id_key;
ALTER TABLE worker_jobs ADD CONSTRAINT worker_jobs_one_per_receiver UNIQUE NULLS NOT DISTINCT (consumer, event_seq, receiver_principal_id, subscription_id);
CREATE INDEX worker_jobs_next_of_subscription ON worker_jobs (subscription_id, event_seq) WHERE state = 'queued';
CREATE INDEX worker_jobs_queued_push ON worker_jobs (consumer, id) WHERE state = 'queued' AND subscription_id IS NULL;

-- D121: webhook requests are signed with a key of their own, published in /jwks.json.
ALTER TABLE signing_keys DROP CONSTRAINT signing_keys_use_check;
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_use_check CHECK (use IN ('access_token', 'invocation_token', 'webhook', 'dpop_nonce'));
