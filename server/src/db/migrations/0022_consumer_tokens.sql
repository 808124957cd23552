-- 15.1, 15.2, 15.3 (D314): an agent may have several consumers, each with its own cursor and its own
-- deliveries of the same invocation. One invocation_jti per run let every consumer's (re)delivery
-- supersede the token another consumer had received and acked: a consumer that never acks starved a
-- healthy one. Each consumer's newest token now has its own entry:
--   consumer_tokens = { "<consumer>": { "jti": ..., "renewed_from": ... | null, "input_seq": ... | null } }
-- A delivery replaces only its own consumer's entry; start, resume and renew accept the token of any
-- entry; a start or resume leaves only the entry it used (the others' tokens start nothing later).
-- invocation_jti, renewed_from_jti and invocation_input_seq stay as the record of the entry written
-- last (the single-consumer view the spec names); no decision reads them.
ALTER TABLE runs ADD COLUMN consumer_tokens jsonb NOT NULL DEFAULT '{}'::jsonb;

-- A token delivered before this migration keeps working: its consumer is unknown, so its entry has the
-- name '' (no consumer has it: consumer names are never empty), which only a start, resume or renew
-- with that token uses.
UPDATE runs
   SET consumer_tokens = jsonb_build_object('', jsonb_build_object('jti', invocation_jti, 'renewed_from', renewed_from_jti, 'input_seq', invocation_input_seq))
 WHERE invocation_jti IS NOT NULL AND state IN ('queued', 'running', 'waiting_input');
