-- D443 addendum (7.6, 8.3 "Push"): the push claim reads the queued push jobs in the order they came due
-- (a new job at its created_at, a retried one at its next_attempt_at), so that it stops at now() and never
-- reads the jobs that wait out a backoff. worker_jobs_queued_push (consumer, id) had them all at the front
-- in id order during a push outage: every claim, and each pass's last (empty) one, read the whole backlog.
-- It served only the claim and is replaced.
CREATE INDEX worker_jobs_due_push ON worker_jobs (consumer, COALESCE(next_attempt_at, created_at), id)
  WHERE state = 'queued' AND subscription_id IS NULL;
DROP INDEX worker_jobs_queued_push;
