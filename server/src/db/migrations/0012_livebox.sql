-- The live box (11.2, 11.3; D161, D163). runs.patched_at: when the adapter's last content
-- patch was stored, for agent.run_update_min_interval per run on every node. run_patches:
-- the normalized ops of each stored patch, so that every node reads the same ops after
-- NOTIFY ephemeral carried only the run's ID and version (R-SY-25); the newest
-- RUN_PATCHES_KEPT versions of a run are kept, a node that fell further behind sends the
-- document as a snapshot. Deleted with their run.
ALTER TABLE runs ADD COLUMN patched_at timestamptz;
CREATE TABLE run_patches (
  run_id       uuid   NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  version      bigint NOT NULL,
  base_version bigint NOT NULL,
  ops          jsonb  NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, version)
);
