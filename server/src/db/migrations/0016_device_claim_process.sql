-- The process that made a device's claim (D277): a node tells its own claims from the others' by
-- it, which node_id cannot do when two nodes are configured with the same server.node_id. Rows of
-- older servers have none and count as another process's.
ALTER TABLE gateway_device_claims ADD COLUMN process_id text;
