-- R-SY-23 (D285): the claim that holds an agent consumer. A resume keeps its gateway session, so
-- holder_session_id alone cannot tell the resumed connection from the one it left on another node;
-- every claim of the gateway writes a fresh ID here, and the invocation gate and the store of
-- acked_seq compare it as well. Webhook leases (0010) and rows of older servers leave it NULL.
ALTER TABLE agent_consumer_cursors ADD COLUMN holder_claim_id uuid;
