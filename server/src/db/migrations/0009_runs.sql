-- Agents I (15.1-15.3, 11.1, 3.3; D79). The schema that runs, invocation
-- tokens, the trigger rule and the audit chain share.

-- What the server knows of an agent beyond its principal row: the billing mode
-- configured by the operator (I3: the adapter must report exactly this) and the
-- highest tool class it may use. Disabled is principals.status = 'disabled'.
CREATE TABLE agents (
  principal_id  uuid PRIMARY KEY REFERENCES principals (id),
  billing_mode  text NOT NULL DEFAULT 'subscription',
  tool_class    text NOT NULL DEFAULT 'read' CHECK (tool_class IN ('none', 'read', 'write', 'execute')),
  version       bigint NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO agents (principal_id) SELECT id FROM principals WHERE kind = 'agent' ON CONFLICT DO NOTHING;

-- The smallest trigger rule (D80): a channel may name one agent that answers
-- every message of a person there (trigger_kind free_response).
ALTER TABLE channels ADD COLUMN free_response_agent_id uuid REFERENCES principals (id);

-- 15.3: a triggering message carries its trigger state (R-SY-21).
ALTER TABLE messages
  ADD COLUMN trigger_state text CHECK (trigger_state IN ('received', 'queued', 'working', 'followup_delivered', 'done', 'failed', 'cancelled')),
  ADD COLUMN trigger_state_reason text;

-- 15.3, 11.1: one run per triggering message and agent.
CREATE TABLE runs (
  id                     uuid PRIMARY KEY,
  agent_id               uuid   NOT NULL REFERENCES principals (id),
  thread_id              uuid   NOT NULL REFERENCES threads (id),
  channel_id             uuid   NOT NULL REFERENCES channels (id),
  space_id               uuid   NOT NULL REFERENCES spaces (id),
  trigger_kind           text   NOT NULL CHECK (trigger_kind IN ('mention', 'free_response', 'command', 'followup', 'schedule')),
  trigger_message_id     uuid   REFERENCES messages (id),
  trigger_principal_id   uuid   NOT NULL REFERENCES principals (id),
  state                  text   NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'waiting_input', 'completed', 'failed', 'cancelled')),
  state_reason           text,
  version                bigint NOT NULL DEFAULT 1,
  document               jsonb  NOT NULL,
  invocation_jti         text,
  started_jti            text,
  renewed_from_jti       text,
  invocation_held_until  timestamptz,
  billing_mode_expected  text,
  billing_mode_used      text,
  tool_class_used        text CHECK (tool_class_used IN ('none', 'read', 'write', 'execute')),
  external_session_ref   text,
  model                  text,
  summary                jsonb,
  created_at             timestamptz NOT NULL DEFAULT now(),
  started_at             timestamptz,
  finished_at            timestamptz,
  updated_at             timestamptz NOT NULL DEFAULT now(),
  UNIQUE (trigger_message_id, agent_id)
);
CREATE INDEX runs_thread_active ON runs (thread_id) WHERE state IN ('queued', 'running', 'waiting_input');
CREATE INDEX runs_agent_active ON runs (agent_id) WHERE state IN ('queued', 'running', 'waiting_input');
CREATE INDEX runs_trigger_principal_active ON runs (trigger_principal_id) WHERE state IN ('queued', 'running', 'waiting_input');

-- 3.3: the audit log, numbered by audit_seq and chained by hash, so that a
-- removed or altered entry is found (hash = sha256(prev_hash || canonical entry)).
CREATE TABLE audit_events (
  audit_seq     bigint PRIMARY KEY,
  at            timestamptz NOT NULL DEFAULT now(),
  action        text NOT NULL,
  actor_id      uuid,
  resource_kind text NOT NULL,
  resource_id   uuid,
  outcome       text NOT NULL CHECK (outcome IN ('allowed', 'denied', 'failed')),
  reason        text,
  detail        jsonb NOT NULL DEFAULT '{}',
  prev_hash     text NOT NULL,
  hash          text NOT NULL
);
