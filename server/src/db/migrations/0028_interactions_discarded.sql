-- 15.4 (D372): at a run's end, the interactions it never took are discarded and their authors told.
-- The gate records how far each interaction reached its run: delivered to the running turn of the
-- consumer that runs it (taken), or delivered while the run waited (delivered_seq, the seq of its
-- interaction.created; taken when the run then resumes, which sets delivered_running).
ALTER TABLE interactions ADD COLUMN delivered_running boolean NOT NULL DEFAULT false;
ALTER TABLE interactions ADD COLUMN delivered_seq bigint;
-- Interactions before this migration count as taken: nothing is discarded that an old run may have had.
UPDATE interactions SET delivered_running = true;
CREATE INDEX interactions_run ON interactions (run_id);
