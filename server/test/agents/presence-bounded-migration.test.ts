// Migration 0035 (D479; 12, 2.2; D466, D468): presence rows stored before the heartbeat's strings were
// bounded lose what passes the bounds (a reported mode or a supported mode over 64 characters, more
// than 32 supported modes, a runtime_version over 256), so that no old row sends an oversized mode in
// agent.presence_changed or writes it into the audit log; rows within the bounds keep every value.
// The migration's own SQL runs again over rows written after the database was migrated (it is
// idempotent), on the real PostgreSQL of the suite.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { useTestServer } from '../support/server.ts';
import { createAgent } from '../support/runs.ts';

const t = useTestServer();

interface Row {
  reported_billing_mode: string | null;
  billing_modes_supported: string[];
  runtime_version: string | null;
}

async function stored(agentId: string, row: Row): Promise<void> {
  await t.db.pool.query(
    `INSERT INTO agent_presence (agent_id, state, runtime_version, reported_billing_mode, billing_modes_supported) VALUES ($1, 'online', $2, $3, $4)
     ON CONFLICT (agent_id) DO UPDATE SET runtime_version = $2, reported_billing_mode = $3, billing_modes_supported = $4`,
    [agentId, row.runtime_version, row.reported_billing_mode, row.billing_modes_supported],
  );
}

async function read(agentId: string): Promise<Row> {
  const { rows } = await t.db.pool.query<Row>('SELECT reported_billing_mode, billing_modes_supported, runtime_version FROM agent_presence WHERE agent_id = $1', [agentId]);
  return rows[0]!;
}

const migration = async () => readFile(path.join(MIGRATIONS_DIR, '0035_presence_bounded.sql'), 'utf8');

describe('presence rows from before the heartbeat bounds are cleared of what passes them (12; D468, D479)', () => {
  it('is applied to the database', async () => {
    const { rows } = await t.db.pool.query('SELECT 1 FROM schema_migrations WHERE version = 35');
    expect(rows).toHaveLength(1);
  });

  it('clears each value over its bound, keeps the rest and every row within the bounds', async () => {
    const [big, many, version, within] = await Promise.all([createAgent(t), createAgent(t), createAgent(t), createAgent(t)]);
    const é = 'é'.repeat(64); // 64 characters, 128 bytes: within the bound, which counts characters
    await stored(big.id, { reported_billing_mode: 'm'.repeat(65), billing_modes_supported: ['m'.repeat(65), 'api'], runtime_version: '1.0' });
    await stored(many.id, { reported_billing_mode: 'api', billing_modes_supported: Array.from({ length: 33 }, (_, i) => `m${i}`), runtime_version: 'v'.repeat(257) });
    await stored(version.id, { reported_billing_mode: null, billing_modes_supported: ['api', 'subscription'], runtime_version: 'v'.repeat(257) });
    await stored(within.id, { reported_billing_mode: é, billing_modes_supported: [é, ...Array.from({ length: 31 }, (_, i) => `m${i}`)], runtime_version: 'v'.repeat(256) });
    const before = await read(within.id);

    await t.db.pool.query(await migration());

    expect(await read(big.id)).toEqual({ reported_billing_mode: null, billing_modes_supported: [], runtime_version: '1.0' });
    expect(await read(many.id)).toEqual({ reported_billing_mode: 'api', billing_modes_supported: [], runtime_version: null });
    expect(await read(version.id)).toEqual({ reported_billing_mode: null, billing_modes_supported: ['api', 'subscription'], runtime_version: null });
    expect(await read(within.id)).toEqual(before);
  });
});
