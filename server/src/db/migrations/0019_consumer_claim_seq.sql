-- 15.1, R-SY-23 (D303): the order of an agent consumer's claims. Every claim of the gateway raises
-- it and carries it in its notice to the other nodes; a node replaces its connection only for a
-- notice of a higher claim, so two identifies at once leave exactly one holder (the device claims
-- of 6.1 have claim_seq for the same reason). 0: never claimed by a server with this migration.
ALTER TABLE agent_consumer_cursors ADD COLUMN claim_seq bigint NOT NULL DEFAULT 0;
