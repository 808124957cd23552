-- Event core (chapter 04, sections 3, 4, 5, 7): the instance, the counters, the
-- commit-ordered event log, the structure that visibility needs, messages and
-- idempotency keys.

CREATE TABLE instance (
  singleton        boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  sync_epoch       uuid        NOT NULL,                 -- 7.5
  min_retained_seq bigint      NOT NULL DEFAULT 1,       -- 7.3: cursor < min_retained_seq - 1 -> retention
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- 3.2, 3.3: one row per counter, locked as the last step of a writing transaction.
CREATE TABLE sequence_counters (
  name  text   PRIMARY KEY CHECK (name IN ('event_seq', 'audit_seq', 'permission_version')),
  value bigint NOT NULL CHECK (value >= 0)
);
INSERT INTO sequence_counters (name, value) VALUES ('event_seq', 0), ('audit_seq', 0), ('permission_version', 0);

CREATE TABLE principals (
  id           uuid PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('user', 'agent', 'app')),
  handle       text NOT NULL UNIQUE,
  display_name text NOT NULL,
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'disabled')),
  is_owner     boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE groups (
  id         uuid PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE group_members (
  group_id     uuid NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  principal_id uuid NOT NULL REFERENCES principals (id) ON DELETE CASCADE,
  expires_at   timestamptz,
  PRIMARY KEY (group_id, principal_id)
);
CREATE INDEX group_members_principal ON group_members (principal_id);

CREATE TABLE spaces (
  id         uuid PRIMARY KEY,
  name       text    NOT NULL,
  archived   boolean NOT NULL DEFAULT false,
  version    bigint  NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE channels (
  id               uuid PRIMARY KEY,
  space_id         uuid    NOT NULL REFERENCES spaces (id),
  name             text    NOT NULL,
  kind             text    NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'forum')),
  read_only        boolean NOT NULL DEFAULT false,
  archived         boolean NOT NULL DEFAULT false,
  version          bigint  NOT NULL DEFAULT 1,
  settings_version bigint  NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channels_space ON channels (space_id);

-- 4: threads.last_message_seq is the gapless per-thread counter, locked before event_seq.
CREATE TABLE threads (
  id               uuid PRIMARY KEY,
  channel_id       uuid   NOT NULL REFERENCES channels (id),
  space_id         uuid   NOT NULL REFERENCES spaces (id),
  title            text,
  closed           boolean NOT NULL DEFAULT false,
  last_message_seq bigint NOT NULL DEFAULT 0,
  message_count    bigint NOT NULL DEFAULT 0,
  version          bigint NOT NULL DEFAULT 1,
  unread_floor_seq bigint NOT NULL DEFAULT 0,          -- 15.8: imported content is unread for nobody
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX threads_channel ON threads (channel_id);

CREATE TABLE messages (
  id                    uuid PRIMARY KEY,
  thread_id             uuid   NOT NULL REFERENCES threads (id),
  channel_id            uuid   NOT NULL REFERENCES channels (id),
  space_id              uuid   NOT NULL REFERENCES spaces (id),
  thread_seq            bigint NOT NULL,
  author_principal_id   uuid   NOT NULL REFERENCES principals (id),
  client_msg_id         uuid,
  client_payload_sha256 text,
  origin                text   NOT NULL CHECK (origin IN ('human', 'agent', 'app', 'import', 'system')),
  kind                  text   NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'system')),
  content_md            text   NOT NULL,
  reply_to_id           uuid,
  attachments           jsonb  NOT NULL DEFAULT '[]',
  mention_ids           uuid[] NOT NULL DEFAULT '{}',
  version               bigint NOT NULL DEFAULT 1,
  created_at            timestamptz NOT NULL DEFAULT now(),
  edited_at             timestamptz,
  deleted_at            timestamptz,
  UNIQUE (thread_id, thread_seq)
);
-- 5.1: the pair is unique, permanently.
CREATE UNIQUE INDEX messages_author_client_msg_id ON messages (author_principal_id, client_msg_id) WHERE client_msg_id IS NOT NULL;

-- The grants that visibility needs (the permissions chapter deepens them).
CREATE TABLE grants (
  id           uuid PRIMARY KEY,
  subject_kind text NOT NULL CHECK (subject_kind IN ('principal', 'group')),
  subject_id   uuid NOT NULL,
  target_kind  text NOT NULL CHECK (target_kind IN ('instance', 'space', 'channel')),
  target_id    uuid NOT NULL,
  level        text NOT NULL CHECK (level IN ('read', 'trigger', 'write', 'manage')),
  expires_at   timestamptz,
  revoked_at   timestamptz,
  created_by   uuid REFERENCES principals (id),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX grants_subject ON grants (subject_kind, subject_id) WHERE revoked_at IS NULL;
CREATE INDEX grants_target ON grants (target_kind, target_id) WHERE revoked_at IS NULL;

-- 2.2, 3: the commit-ordered log. seq comes from sequence_counters('event_seq'), never from a sequence.
CREATE TABLE event_log (
  seq                   bigint PRIMARY KEY,
  id                    uuid        NOT NULL UNIQUE,
  type                  text        NOT NULL,
  schema_version        integer     NOT NULL,
  occurred_at           timestamptz NOT NULL,
  actor_kind            text CHECK (actor_kind IN ('user', 'agent', 'app', 'system')),
  actor_id              uuid,
  space_id              uuid,
  channel_id            uuid,
  thread_id             uuid,
  resource_kind         text        NOT NULL,
  resource_id           text        NOT NULL,
  resource_version      bigint,
  audience_principal_id uuid,
  payload               jsonb       NOT NULL,
  redacted              boolean     NOT NULL DEFAULT false,
  truncated             boolean     NOT NULL DEFAULT false,
  correlation_id        uuid,
  trace_context         text,
  client_msg_id         uuid,
  permission_version    bigint      NOT NULL
);
-- 7.2: the catch-up filter reads seq > cursor in seq order; these let the planner
-- reach the rows of a few channels, spaces or one audience without a full range scan.
CREATE INDEX event_log_channel_seq ON event_log (channel_id, seq) WHERE channel_id IS NOT NULL;
CREATE INDEX event_log_space_seq ON event_log (space_id, seq) WHERE space_id IS NOT NULL;
CREATE INDEX event_log_audience_seq ON event_log (audience_principal_id, seq) WHERE audience_principal_id IS NOT NULL;
-- 2.2: redaction finds every earlier event of a deleted message or file.
CREATE INDEX event_log_content_resource ON event_log (resource_id) WHERE resource_kind IN ('message', 'file');
-- Retention (7.3) finds the last seq older than sync.event_retention.
CREATE INDEX event_log_occurred_at ON event_log (occurred_at);

-- 5.2: Idempotency-Key for every other write.
CREATE TABLE idempotency_keys (
  principal_id   uuid NOT NULL,
  key            uuid NOT NULL,
  method         text NOT NULL,
  path           text NOT NULL,
  request_sha256 text NOT NULL,
  state          text NOT NULL CHECK (state IN ('in_progress', 'done')),
  status         integer,
  headers        jsonb,
  body           text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  PRIMARY KEY (principal_id, key)
);
CREATE INDEX idempotency_keys_expires ON idempotency_keys (expires_at);

-- 15.8: import progress, the resource of import.progress.
CREATE TABLE imports (
  id             uuid PRIMARY KEY,
  thread_id      uuid   NOT NULL REFERENCES threads (id),
  batches        bigint NOT NULL DEFAULT 0,
  imported_count bigint NOT NULL DEFAULT 0,
  total_count    bigint,
  state          text   NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed')),
  version        bigint NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE import_batches (
  import_id uuid   NOT NULL REFERENCES imports (id),
  batch     bigint NOT NULL,
  PRIMARY KEY (import_id, batch)
);

-- 7.6: worker consumers read the log in seq order and advance in the same transaction as their jobs.
CREATE TABLE event_consumer_cursors (
  consumer   text PRIMARY KEY,
  last_seq   bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE worker_jobs (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  consumer              text   NOT NULL,
  event_seq             bigint NOT NULL,
  receiver_principal_id uuid   NOT NULL,
  state                 text   NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'dropped')),
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (consumer, event_seq, receiver_principal_id)
);

-- 15.1: durable cursors of agent consumers (the agents issue fills them in).
CREATE TABLE agent_consumer_cursors (
  agent_id          uuid NOT NULL REFERENCES principals (id),
  consumer          text NOT NULL,
  acked_seq         bigint NOT NULL DEFAULT 0,
  holder_session_id uuid,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agent_id, consumer)
);

-- 15.6: outgoing webhook subscriptions, each with its own position in the log.
CREATE TABLE webhook_subscriptions (
  id          uuid PRIMARY KEY,
  url         text   NOT NULL,
  agent_id    uuid REFERENCES principals (id),
  event_types text[] NOT NULL DEFAULT '{}',
  last_seq    bigint NOT NULL DEFAULT 0,
  created_by  uuid REFERENCES principals (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- 2.2: the envelope as the wire carries it, built once per read, without nulls.
-- trace_context goes only to agent adapters and is added by their delivery path.
CREATE FUNCTION event_envelope(e event_log) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'id', e.id,
    'seq', e.seq,
    'type', e.type,
    'schema_version', e.schema_version,
    'occurred_at', to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'actor', CASE WHEN e.actor_kind IS NOT NULL THEN jsonb_build_object('kind', e.actor_kind, 'id', e.actor_id) END,
    'scope', jsonb_build_object('space_id', e.space_id, 'channel_id', e.channel_id, 'thread_id', e.thread_id),
    'resource', jsonb_build_object('kind', e.resource_kind, 'id', e.resource_id, 'version', e.resource_version),
    'audience', CASE WHEN e.audience_principal_id IS NOT NULL THEN 'self' END,
    'redacted', CASE WHEN e.redacted THEN true END,
    'truncated', CASE WHEN e.truncated THEN true END,
    'correlation_id', e.correlation_id,
    'client_msg_id', e.client_msg_id,
    'permission_version', e.permission_version
  )) || jsonb_build_object('payload', e.payload)
$$;
