-- Agent presence, command autocomplete and live statistics (12, 15.7, R-SY-26; D200-D209).

-- Presence (12, D200): the last heartbeat of each agent (POST /agents/me/heartbeat, or the
-- gateway heartbeat of its adapter) and the state the server derived from it. offline is set
-- by the presence job from the database's clock (agent.presence_timeout), on whichever node
-- runs it, also after a restart. reported_* are what the adapter says; the configured values
-- stay in agents.
CREATE TABLE agent_presence (
  agent_id                 uuid PRIMARY KEY REFERENCES principals (id),
  state                    text NOT NULL CHECK (state IN ('online', 'degraded', 'offline')),
  adapter_state            text NOT NULL DEFAULT 'ready' CHECK (adapter_state IN ('ready', 'busy', 'degraded')),
  runtime_version          text,
  reported_billing_mode    text,
  billing_modes_supported  text[] NOT NULL DEFAULT '{}',
  billing_evidence         jsonb,
  reported_tool_class      text CHECK (reported_tool_class IN ('none', 'read', 'write', 'execute')),
  active_run_ids           uuid[] NOT NULL DEFAULT '{}',
  last_heartbeat_at        timestamptz NOT NULL DEFAULT now(),
  state_changed_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_presence_live ON agent_presence (last_heartbeat_at) WHERE state <> 'offline';

-- Commands (15.7, D204): the options of a command, and which of them autocomplete.
-- options: [{ "name": ..., "autocomplete": true|false }].
ALTER TABLE agent_commands ADD COLUMN options jsonb NOT NULL DEFAULT '[]';

-- Live statistics (12, R-SY-26, D207): messages per minute, space and channel, rolled up by a
-- job from messages; every node reads the same rows, so every node sends the same rates.
CREATE TABLE stats_minutes (
  minute      timestamptz NOT NULL,
  space_id    uuid NOT NULL,
  channel_id  uuid NOT NULL,
  messages    integer NOT NULL CHECK (messages >= 0),
  PRIMARY KEY (minute, channel_id)
);
CREATE INDEX stats_minutes_space ON stats_minutes (space_id, minute);

-- Autocomplete requests (15.7, D204): what a node sends and another answers, read by ID only
-- (R-SY-25). state: open until answered or timed out (expired); delivered_by: the node that
-- sent command.autocomplete_requested (one connection of the owner, across every node).
CREATE TABLE command_autocomplete_requests (
  id            uuid PRIMARY KEY,
  owner_id      uuid NOT NULL REFERENCES principals (id),
  command       text NOT NULL,
  channel_id    uuid NOT NULL REFERENCES channels (id),
  space_id      uuid NOT NULL REFERENCES spaces (id),
  thread_id     uuid,
  user_id       uuid NOT NULL REFERENCES principals (id),
  option        text NOT NULL,
  value         text NOT NULL,
  options       jsonb NOT NULL DEFAULT '{}',
  expires_at    timestamptz NOT NULL,
  delivered_by  text,
  state         text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'answered', 'expired')),
  choices       jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX command_autocomplete_requests_created ON command_autocomplete_requests (created_at);
