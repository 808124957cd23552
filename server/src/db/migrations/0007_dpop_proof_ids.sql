-- DPoP proof IDs (RFC 9449 section 11.1, 6.3, D47): each proof is accepted
-- once on every node. The token check spends the proof's ID here in its own
-- query (INSERT ... ON CONFLICT DO NOTHING); a second use of the ID finds the
-- row. id is SHA-256 of the key's thumbprint and the jti, so its size is fixed
-- whatever a client sends. UNLOGGED: no WAL on the REST hot path; after a
-- crash of PostgreSQL the table is empty, and proofs of the last
-- auth.dpop_nonce_ttl could be used once more. Expired rows are swept.
CREATE UNLOGGED TABLE dpop_proof_ids (
  id bytea PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
