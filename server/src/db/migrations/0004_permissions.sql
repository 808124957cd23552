-- Permission changes (8.2): the instance as a target of access.changed, and the
-- bookkeeping of the expiry sweep (authz.expiry_sweep) and of access.expiring.
ALTER TABLE instance ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE grants ADD COLUMN expiry_processed_at timestamptz, ADD COLUMN expiring_notified_at timestamptz;
ALTER TABLE group_members ADD COLUMN expiry_processed_at timestamptz, ADD COLUMN expiring_notified_at timestamptz;
CREATE INDEX grants_expiry ON grants (expires_at) WHERE expires_at IS NOT NULL AND revoked_at IS NULL AND expiry_processed_at IS NULL;
CREATE INDEX group_members_expiry ON group_members (expires_at) WHERE expires_at IS NOT NULL AND expiry_processed_at IS NULL;
