-- 15.3 resumption, 15.6 (D319, D323): an answer to a waiting run that reaches a consumer other than the
-- run's runner (D314) gives that consumer a token that resumes nothing while the runner is there. It is
-- kept here, per consumer, so that when the runner's consumer is gone for good (its webhook subscription
-- deleted) the consumers that already got the answer can resume the run with it. A start or a resume
-- empties it; the deletion moves its entries into consumer_tokens.
--   standby_tokens = { "<consumer>": { "jti": ..., "renewed_from": null, "input_seq": ... } }
ALTER TABLE runs ADD COLUMN standby_tokens jsonb NOT NULL DEFAULT '{}'::jsonb;
