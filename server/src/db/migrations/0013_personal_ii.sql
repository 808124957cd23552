-- Personal data II (14, 6.3): the sidebar per space, notification preferences
-- per target, quiet hours per person, and the smallest feature flag model
-- (D172). Every personal row keeps a version that rises with each write, so the
-- last write wins in commit order and the snapshot names the versions.
CREATE TABLE user_space_states (
  principal_id  uuid    NOT NULL REFERENCES principals (id),
  space_id      uuid    NOT NULL REFERENCES spaces (id),
  collapsed     boolean NOT NULL DEFAULT false,
  channel_order uuid[]  NOT NULL DEFAULT '{}',
  version       bigint  NOT NULL DEFAULT 1,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (principal_id, space_id)
);

CREATE TABLE notification_prefs (
  principal_id uuid   NOT NULL REFERENCES principals (id),
  target_kind  text   NOT NULL CHECK (target_kind IN ('instance', 'space', 'channel')),
  target_id    uuid   NOT NULL,
  level        text   NOT NULL CHECK (level IN ('all', 'mentions', 'none')),
  version      bigint NOT NULL DEFAULT 1,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (principal_id, target_kind, target_id)
);

CREATE TABLE quiet_hours (
  principal_id uuid    PRIMARY KEY REFERENCES principals (id),
  enabled      boolean NOT NULL,
  start_time   text    NOT NULL,
  end_time     text    NOT NULL,
  timezone     text    NOT NULL,
  version      bigint  NOT NULL DEFAULT 1,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- D172: a flag is a key with an instance-wide default; a principal may have an
-- override. Evaluated per principal into the snapshot's feature_flags.
CREATE TABLE feature_flags (
  key        text    PRIMARY KEY CHECK (key ~ '^[a-z0-9_.-]{1,100}$'),
  enabled    boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feature_flag_overrides (
  flag_key     text    NOT NULL REFERENCES feature_flags (key) ON DELETE CASCADE,
  principal_id uuid    NOT NULL REFERENCES principals (id),
  enabled      boolean NOT NULL,
  PRIMARY KEY (flag_key, principal_id)
);
