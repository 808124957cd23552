-- visibility_version (7.2, 8): moves with every committed change to what
-- loadVisibility reads (principals, grants, group memberships, channels,
-- spaces), whoever writes it. A server may keep a principal's visibility while
-- this number stands; every request reads the number again, so a revocation
-- still takes effect at the next request (authz/visibility-cache.ts).
ALTER TABLE sequence_counters DROP CONSTRAINT sequence_counters_name_check;
ALTER TABLE sequence_counters ADD CONSTRAINT sequence_counters_name_check
  CHECK (name IN ('event_seq', 'audit_seq', 'permission_version', 'visibility_version'));
INSERT INTO sequence_counters (name, value) VALUES ('visibility_version', 0);

CREATE FUNCTION bump_visibility_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sequence_counters SET value = value + 1 WHERE name = 'visibility_version';
  RETURN NULL;
END $$;

CREATE TRIGGER principals_visibility AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON principals
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visibility_version();
CREATE TRIGGER grants_visibility AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visibility_version();
CREATE TRIGGER group_members_visibility AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visibility_version();
CREATE TRIGGER channels_visibility AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON channels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visibility_version();
CREATE TRIGGER spaces_visibility AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON spaces
  FOR EACH STATEMENT EXECUTE FUNCTION bump_visibility_version();
