-- 8.2, 8.3 (D353): a write whose event goes to its own author whatever the channel (a draft, a read
-- state, the sidebar, a notification preference) must not commit after a permission change that took
-- its target away, unless that change's access.changed comes after the write's event. Such a write
-- takes this advisory lock shared and then reads visibility_version; every change of what
-- loadVisibility reads takes it exclusive here, in the trigger that moves visibility_version, and
-- holds it to its commit. A heavyweight lock queues fairly: shared requests that come after a waiting
-- change wait behind it (a row lock FOR SHARE on the counter let them pass, and a change could wait
-- as long as personal writes kept coming).
CREATE OR REPLACE FUNCTION bump_visibility_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('bothy visibility_version', 0));
  UPDATE sequence_counters SET value = value + 1 WHERE name = 'visibility_version';
  RETURN NULL;
END $$;
