-- R-SY-23 (D285): the claim that holds an agent consumer. A resume keeps its gateway session, so
-- holder_session_id alone cannot tell the resumed connection from the one it left on another node;
-- every claim of the gateway writes a fresh ID here, and the invocation gate and the store of
-- acked_seq compare it as well. Webhook leases (0010) set it NULL; a claim by an older server
-- during a rolling upgrade leaves the previous claim's ID, and only the session tells holders apart.
ALTER TABLE agent_consumer_cursors ADD COLUMN holder_claim_id uuid;

-- 7.5 (D286): the timeline that acked_seq belongs to. Restore finalize sets it with acked_seq, and a
-- store compares it, so that a store of the old timeline that lands after finalize (or waited for
-- its row lock) cannot carry an old seq into the new timeline. NULL: written by an older server;
-- the next claim sets it. A restore finalize must run from a server with this migration's code:
-- an older one leaves the column at the old epoch, and the agents' stores fail as other_epoch
-- until they reconnect (redelivery, no gap).
ALTER TABLE agent_consumer_cursors ADD COLUMN sync_epoch uuid;
