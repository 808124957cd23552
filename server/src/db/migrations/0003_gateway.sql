-- Gateway sessions (6.3): resume within sync.resume_window restores focus and
-- subscriptions, also on another node or after a restart.
CREATE TABLE gateway_sessions (
  id                   uuid PRIMARY KEY,
  principal_id         uuid NOT NULL REFERENCES principals (id),
  device_id            uuid,
  consumer             text,
  node_id              text NOT NULL,
  focus                jsonb NOT NULL DEFAULT '{"thread_ids": [], "background_thread_ids": [], "idle": false}',
  stats_subscribed     boolean NOT NULL DEFAULT false,
  stats_space_id       uuid,
  created_at           timestamptz NOT NULL DEFAULT now(),
  last_active_at       timestamptz NOT NULL DEFAULT now(),
  closed_at            timestamptz
);
CREATE INDEX gateway_sessions_principal ON gateway_sessions (principal_id);

-- 6.1: one connection per device, across nodes. The newest claim wins; its
-- claim_seq orders claims that cross on their way between nodes.
CREATE SEQUENCE gateway_claim_seq;
CREATE TABLE gateway_device_claims (
  device_id  uuid PRIMARY KEY,
  session_id uuid   NOT NULL,
  claim_seq  bigint NOT NULL,
  node_id    text   NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
