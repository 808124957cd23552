-- Personal data (14): read states, drafts and settings. Each change writes a
-- personal durable event (audience self); lists name only threads the person
-- may still read, and rows stay when access goes (they reappear with it).
CREATE TABLE read_states (
  principal_id  uuid   NOT NULL REFERENCES principals (id),
  thread_id     uuid   NOT NULL REFERENCES threads (id),
  last_read_seq bigint NOT NULL DEFAULT 0,
  version       bigint NOT NULL DEFAULT 1,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (principal_id, thread_id)
);

CREATE TABLE drafts (
  id           uuid   PRIMARY KEY,
  principal_id uuid   NOT NULL REFERENCES principals (id),
  thread_id    uuid   NOT NULL REFERENCES threads (id),
  content_md   text   NOT NULL DEFAULT '',
  file_ids     uuid[] NOT NULL DEFAULT '{}',
  version      bigint NOT NULL DEFAULT 0,
  deleted      boolean NOT NULL DEFAULT false,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (principal_id, thread_id)
);

CREATE TABLE user_settings (
  principal_id uuid  NOT NULL REFERENCES principals (id),
  key          text  NOT NULL,
  value        jsonb,
  version      bigint NOT NULL DEFAULT 1,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (principal_id, key)
);
