-- 15.3 resumption, 15.4, R-SY-19 (D313): which input a waiting run's token came from, and which
-- input resumed the run last. A delivery of input while the run waits replaces invocation_jti only
-- for an input newer than the one that resumed it last: a redelivery of an answer already consumed
-- (agent.ack_timeout, a restart before acked_seq was stored) carries a token that resumes nothing.
ALTER TABLE runs
  ADD COLUMN invocation_input_seq bigint,
  ADD COLUMN resumed_input_seq    bigint NOT NULL DEFAULT 0;
