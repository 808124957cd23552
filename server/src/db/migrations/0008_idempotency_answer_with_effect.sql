-- D40 (5.2): the answer of an Idempotency-Key request is written in the
-- transaction of its effect, under a transaction-scoped advisory lock on
-- (principal, key). A row is always a final answer; a first request still
-- running is its lock, not an in_progress row. A claim left by a server
-- before this migration has no answer and an unknown effect: it goes.
DELETE FROM idempotency_keys WHERE state <> 'done' OR status IS NULL;
ALTER TABLE idempotency_keys DROP COLUMN state;
ALTER TABLE idempotency_keys ALTER COLUMN status SET NOT NULL, ALTER COLUMN headers SET NOT NULL;
