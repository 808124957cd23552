-- 15.4 (D372): at a run's end, the interactions it never took are discarded and their authors told. The
-- end finds a run's interactions, and each one's interaction.created in the log, by these.
CREATE INDEX interactions_run ON interactions (run_id);
CREATE INDEX event_log_interaction_resource ON event_log (resource_id) WHERE resource_kind = 'interaction';
