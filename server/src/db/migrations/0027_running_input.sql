-- 15.3 resumption, 15.2 (D370): the highest input (agent.followup, interaction.created) delivered while
-- the run was running. Such input counts as taken by the running turn, so that its redelivery once the
-- run waits resumes nothing (D313), only when the consumer has acknowledged it: a frame that never
-- reached the adapter (a lost link, a node killed) is redelivered as the answer it still is.
ALTER TABLE runs ADD COLUMN running_input_seq bigint NOT NULL DEFAULT 0;
-- Input a running run took before this migration stays counted as taken (it raised resumed_input_seq).
