-- 15.4, 15.5 (D293): a follow-up written while its run already had a cancel request. The message
-- statement reads the run FOR SHARE and the cancel request updates it, so this flag is the order
-- of the two on the run row, not a clock. A person's Stop discards the follow-ups it found; a
-- message sent after it is a new request and is deferred into a new run at the end.
ALTER TABLE run_followups ADD COLUMN after_cancel boolean NOT NULL DEFAULT false;
