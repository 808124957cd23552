-- The people side of issue 19 (D180-D182): reactions and pins of a message (9) and the
-- thread marked done (13.3, threads.closed exists since 0001).
-- message_reactions: one row per (message, emoji, principal); the count of an emoji is the
-- number of its rows, so adding the same reaction twice is one row (the primary key).
-- Removed with the message's tombstone (2.2: a tombstone carries no reactions).
CREATE TABLE message_reactions (
  message_id   uuid NOT NULL REFERENCES messages (id),
  emoji        text NOT NULL,
  principal_id uuid NOT NULL REFERENCES principals (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, emoji, principal_id)
);
-- A pin is a state of the message (pinned yes or no, 9); it changes no messages.version.
ALTER TABLE messages ADD COLUMN pinned_by uuid REFERENCES principals (id), ADD COLUMN pinned_at timestamptz;
