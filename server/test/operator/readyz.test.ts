// /readyz as an operator reads it (D405): a pool whose every connection is busy
// is not a database that is down. The probe still answers 503 (send no traffic
// here now), but says the database gave no answer in time, not that it is not
// reachable, matching the log ("every PostgreSQL connection of the pool is
// busy", no "database down"). A database that is down still reads
// "not reachable" (server/test/operator/npm-start.test.ts).
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/database.ts';
import { downLines, startLoggedNode } from '../support/logged-node.ts';

const db = useTestDatabase();

describe('/readyz while every pooled connection is busy (D53, D405)', () => {
  it('answers 503 naming no answer within server.database_connect_timeout, not "not reachable"; logs no "database down"; 200 once a connection is free', async () => {
    const node = await startLoggedNode(db.url, { 'server.port': 0, 'server.database_check_interval': '200ms', 'server.database_connect_timeout': '1s', 'server.shutdown_timeout': '1s', 'server.pool_size': 2 });
    try {
      const held = await Promise.all([node.pool.connect(), node.pool.connect()]);
      let body: { checks: Record<string, string>; not_ready: string[] };
      let status: number;
      try {
        const res = await fetch(`${node.server.url}/readyz`);
        status = res.status;
        body = (await res.json()) as typeof body;
      } finally {
        held.forEach((c) => c.release());
      }
      expect(status).toBe(503);
      expect(body.not_ready).toEqual(['database', 'migrations']);
      expect(body.checks.database).toBe('no answer within 1000 ms (server.database_connect_timeout): the pool is busy or the database slow; the node does not count it as down');
      expect(body.checks.migrations).toBe('unknown: no answer');
      expect(downLines(node)).toEqual([]);
      expect((await fetch(`${node.server.url}/readyz`)).status).toBe(200);
    } finally {
      await node.server.close();
      await node.pool.end();
    }
  });
});
