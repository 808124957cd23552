-- D413 (7.6, 8.3 "Push"): a push job is claimed with a lease in a short transaction, sent outside any
-- transaction, and marked done only while the lease is the sender's own, as webhook subscriptions are
-- (D120). Both NULL: nobody holds the job; a lease_until in the past: its holder died or stalled.
ALTER TABLE worker_jobs
  ADD COLUMN lease_id    uuid,
  ADD COLUMN lease_until timestamptz;
