-- 15.4 (D362): whether an agent.followup was written for a follow-up. A follow-up that met its run
-- queued, or running with followups = queue, is held without one; when the run then waits for input
-- the oldest held one goes out as its answer, and when a steer agent's run starts every held one is
-- fed into the turn. Rows from before this migration count as written (nothing is sent twice).
ALTER TABLE run_followups ADD COLUMN notified boolean NOT NULL DEFAULT true;
ALTER TABLE run_followups ALTER COLUMN notified SET DEFAULT false;
