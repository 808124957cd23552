// The places and principals of the agents benchmark, written straight into the
// benchmark's database after the server has seeded the demo:
//   - space "agbench" with CONSUMERS channels of one thread each;
//   - WRITERS people with write (which includes trigger, the level agent.invoke
//     asks for) on every channel: they post, and mention agents;
//   - CONSUMERS readers, reader c with read on channel c only: the people of the
//     baseline, who get the messages of their channel and nothing else;
//   - CONSUMERS agents (principal kind agent plus an agents row), with no grant:
//     what reaches them is their personal agent.invocation (15.1), nothing else.
// Message k of a phase goes to thread k % consumers, so that reader c and agent c
// each get the same share of the same messages.
import type { Pool } from '../../src/db/pool.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';

export interface AgThread {
  id: string;
  channel_id: string;
  space_id: string;
}

export interface AgFixture {
  threads: AgThread[];
  writerHandles: string[];
  readerHandles: string[];
  agents: { id: string; handle: string }[];
}

type Row = Record<string, string | null>;

async function insertRows(pool: Pool, table: string, columns: Record<string, string>, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const names = Object.keys(columns);
  await pool.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${names.map((n) => `${n} ${columns[n]}`).join(', ')})`,
    [JSON.stringify(rows)],
  );
}

export async function createAgFixture(pool: Pool, o: { ownerId: string; writers: number; consumers: number }): Promise<AgFixture> {
  const spaceId = uuidv7();
  const channels: Row[] = [];
  const threads: AgThread[] = [];
  for (let c = 0; c < o.consumers; c++) {
    const channelId = uuidv7();
    channels.push({ id: channelId, space_id: spaceId, name: `agbench-${c}` });
    threads.push({ id: uuidv7(), channel_id: channelId, space_id: spaceId });
  }
  const principals: Row[] = [];
  const grants: Row[] = [];
  const grant = (subjectId: string, channelId: string, level: string) =>
    grants.push({ id: uuidv7(), subject_kind: 'principal', subject_id: subjectId, target_kind: 'channel', target_id: channelId, level, created_by: o.ownerId });
  const writerHandles: string[] = [];
  for (let w = 0; w < o.writers; w++) {
    const id = uuidv7();
    const handle = `agw${String(w).padStart(3, '0')}`;
    principals.push({ id, kind: 'user', handle, display_name: `Writer ${w}` });
    for (const t of threads) grant(id, t.channel_id, 'write');
    writerHandles.push(handle);
  }
  const readerHandles: string[] = [];
  const agents: { id: string; handle: string }[] = [];
  for (let c = 0; c < o.consumers; c++) {
    const rid = uuidv7();
    const rhandle = `agr${String(c).padStart(3, '0')}`;
    principals.push({ id: rid, kind: 'user', handle: rhandle, display_name: `Reader ${c}` });
    grant(rid, threads[c]!.channel_id, 'read');
    readerHandles.push(rhandle);
    const aid = uuidv7();
    const ahandle = `aga${String(c).padStart(3, '0')}`;
    principals.push({ id: aid, kind: 'agent', handle: ahandle, display_name: `Agent ${c}` });
    agents.push({ id: aid, handle: ahandle });
  }
  await insertRows(pool, 'spaces', { id: 'uuid', name: 'text' }, [{ id: spaceId, name: 'agbench' }]);
  await insertRows(pool, 'channels', { id: 'uuid', space_id: 'uuid', name: 'text' }, channels);
  await insertRows(pool, 'threads', { id: 'uuid', channel_id: 'uuid', space_id: 'uuid', title: 'text' }, threads.map((t, c) => ({ ...t, title: `agbench ${c}` })));
  await insertRows(pool, 'principals', { id: 'uuid', kind: 'text', handle: 'text', display_name: 'text' }, principals);
  await insertRows(pool, 'agents', { principal_id: 'uuid', billing_mode: 'text', tool_class: 'text' }, agents.map((a) => ({ principal_id: a.id, billing_mode: 'subscription', tool_class: 'write' })));
  await insertRows(pool, 'grants', { id: 'uuid', subject_kind: 'text', subject_id: 'uuid', target_kind: 'text', target_id: 'uuid', level: 'text', created_by: 'uuid' }, grants);
  await pool.query('ANALYZE');
  return { threads, writerHandles, readerHandles, agents };
}

/**
 * One new thread per message of a phase, message k's in the channel of thread k % consumers: a
 * triggering message in a thread with an active run of its agent is a follow-up of it, not a run
 * of its own (15.4), and the adapters here never end their runs. Both kinds get them, so that the
 * baseline takes the same thread locks as the triggered phase.
 */
export async function phaseThreads(pool: Pool, fx: AgFixture, count: number, consumers: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, k) => {
    const home = fx.threads[k % consumers]!;
    return { id: uuidv7(), channel_id: home.channel_id, space_id: home.space_id, title: `agbench ${k % consumers}` };
  });
  await insertRows(pool, 'threads', { id: 'uuid', channel_id: 'uuid', space_id: 'uuid', title: 'text' }, rows);
  return rows.map((r) => r.id);
}
