-- D428 (section 18, 02-architecture 11.6): each node's section 18 values, written on the connection that
-- holds its cluster.mode lock and keyed by that connection's backend. A row is live while its backend
-- holds the lock; the next node to start removes the rows of nodes that are gone.
CREATE TABLE cluster_node_settings (
  backend_pid   integer     NOT NULL,
  backend_start timestamptz NOT NULL,
  node_id       text        NOT NULL,
  settings      jsonb       NOT NULL,
  started_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (backend_pid, backend_start)
);
