-- Agents II (15.3 resumption, 15.4, 15.5; D140). Cancellation: when
-- run.cancel_requested was written and why; the job of D143 ends a run whose
-- agent did not report within agent.cancel_grace, from the database's clock,
-- on whichever node runs it, also after a restart.
ALTER TABLE runs
  ADD COLUMN cancel_requested_at timestamptz,
  ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('user_cancelled', 'access_revoked', 'channel_read_only', 'agent_disabled', 'trigger_principal_disabled'));
CREATE INDEX runs_cancel_pending ON runs (cancel_requested_at) WHERE cancel_requested_at IS NOT NULL AND state IN ('queued', 'running', 'waiting_input');
-- The runs of a channel that becomes read-only (8.3).
CREATE INDEX runs_channel_active ON runs (channel_id) WHERE state IN ('queued', 'running', 'waiting_input');

-- Follow-ups (15.4, R-SY-22; D147): the agent setting (steer: agent.followup into the running
-- turn; queue: they wait for the run's end) and one row per follow-up of a run, in arrival order.
ALTER TABLE agents ADD COLUMN followups text NOT NULL DEFAULT 'queue' CHECK (followups IN ('steer', 'queue'));
CREATE TABLE run_followups (
  run_id      uuid   NOT NULL REFERENCES runs (id),
  message_id  uuid   NOT NULL REFERENCES messages (id),
  ordinal     bigint NOT NULL,
  status      text   NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'delivered', 'absorbed', 'deferred', 'discarded')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, message_id)
);
CREATE INDEX run_followups_open ON run_followups (run_id, ordinal) WHERE status IN ('queued', 'delivered');

-- Interactions (5.1; D150): idempotent through (author, client_interaction_id) for good, as messages
-- through client_msg_id; the hash is over the canonical request.
CREATE TABLE interactions (
  id                     uuid PRIMARY KEY,
  message_id             uuid NOT NULL REFERENCES messages (id),
  run_id                 uuid NOT NULL REFERENCES runs (id),
  author_principal_id    uuid NOT NULL REFERENCES principals (id),
  client_interaction_id  uuid NOT NULL,
  client_payload_sha256  text NOT NULL,
  kind                   text NOT NULL CHECK (kind IN ('button', 'select', 'form')),
  "values"               jsonb NOT NULL DEFAULT '{}',
  created_at             timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT interactions_author_client_id UNIQUE (author_principal_id, client_interaction_id)
);

-- Commands (15.4; D151): what an agent answers to; control commands go to it at once as command.invoked.
CREATE TABLE agent_commands (
  agent_id     uuid NOT NULL REFERENCES principals (id),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  control      boolean NOT NULL DEFAULT false,
  description  text,
  PRIMARY KEY (agent_id, name)
);
