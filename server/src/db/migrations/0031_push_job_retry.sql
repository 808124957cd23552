-- D443 (7.6, 8.3 "Push"): a push job whose send failed (or did not answer within server.push_send_timeout)
-- waits until next_attempt_at, a full-jitter backoff of server.push_retry_base and server.push_retry_cap as
-- a webhook subscription's (D123); the claim takes only jobs whose time has come. NULL: due at once (every
-- new job, and webhook jobs, whose retry time is their subscription's).
ALTER TABLE worker_jobs
  ADD COLUMN next_attempt_at timestamptz;
