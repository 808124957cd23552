// The places and people of the gateway benchmark, written straight into the
// benchmark's database after the server has seeded the demo:
//   - space "gwbench fan" with channel fan (4 threads): every receiver has a
//     read grant on it (the single-channel, all-visible fan-out);
//   - 5 spaces of 10 channels each (50 channels, one thread each) with mixed
//     grants (issue 5): receiver i lives in channel i % 50 and reaches it
//     through, by turns, a direct channel grant (read, trigger or write; plus
//     an expired and a revoked grant elsewhere that must not count), a group
//     with a grant on the channel, or a read grant on the channel's whole space;
//   - space "gwbench backlog" with one channel and thread that only the
//     catch-up reader may read.
// Then one device per receiver through POST /api/v1/dev/tokens.
import type { Pool } from '../../src/db/pool.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { registerDevice, type BenchDevice } from '../support/dpop-client.ts';
import type { ThreadRef } from './writer.ts';

export const MIXED_SPACES = 5;
export const MIXED_CHANNELS_PER_SPACE = 10;
export const MIXED_CHANNELS = MIXED_SPACES * MIXED_CHANNELS_PER_SPACE;
const FAN_THREADS = 4;
const LEVELS = ['read', 'trigger', 'write'] as const;

export type GrantKind = 'channel' | 'group' | 'space';

export interface Receiver {
  index: number;
  handle: string;
  principalId: string;
  grant: GrantKind;
  /** The mixed channels this receiver may read. */
  visibleMixed: Set<string>;
}

export interface GwFixture {
  fanThreads: ThreadRef[];
  /** One thread per mixed channel, in channel order. */
  mixedThreads: ThreadRef[];
  backlogThread: ThreadRef;
  receivers: Receiver[];
  catchupHandle: string;
  /** How many receivers each mixed channel reaches, by channel id. */
  reach: Map<string, number>;
}

interface Row {
  [k: string]: string | number | boolean | null;
}

async function insertRows(pool: Pool, table: string, columns: Record<string, string>, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const names = Object.keys(columns);
    await pool.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${names.map((n) => `${n} ${columns[n]}`).join(', ')})`,
      [JSON.stringify(rows.slice(i, i + 5000))],
    );
  }
}

function kindOf(i: number): GrantKind {
  const turn = Math.floor(i / MIXED_CHANNELS) % 4;
  return turn < 2 ? 'channel' : turn === 2 ? 'group' : 'space';
}

export async function createGwFixture(pool: Pool, receiverCount: number, ownerId: string): Promise<GwFixture> {
  const spaces: Row[] = [];
  const channels: Row[] = [];
  const threads: ThreadRef[] = [];
  const threadRows: Row[] = [];
  const place = (spaceId: string, name: string, threadCount: number): ThreadRef[] => {
    const channelId = uuidv7();
    channels.push({ id: channelId, space_id: spaceId, name });
    return Array.from({ length: threadCount }, (_, n) => {
      const t = { id: uuidv7(), channel_id: channelId, space_id: spaceId };
      threads.push(t);
      threadRows.push({ ...t, title: `${name} ${n}` });
      return t;
    });
  };
  const fanSpace = uuidv7();
  spaces.push({ id: fanSpace, name: 'gwbench fan' });
  const fanThreads = place(fanSpace, 'fan', FAN_THREADS);
  const mixedSpaces = Array.from({ length: MIXED_SPACES }, (_, s) => {
    const id = uuidv7();
    spaces.push({ id, name: `gwbench mixed ${s}` });
    return id;
  });
  const mixedThreads = Array.from({ length: MIXED_CHANNELS }, (_, c) => place(mixedSpaces[Math.floor(c / MIXED_CHANNELS_PER_SPACE)]!, `mixed-${c}`, 1)[0]!);
  const backlogSpace = uuidv7();
  spaces.push({ id: backlogSpace, name: 'gwbench backlog' });
  const backlogThread = place(backlogSpace, 'backlog', 1)[0]!;

  const principals: Row[] = [];
  const grants: Row[] = [];
  const groups: Row[] = mixedThreads.map((_, c) => ({ id: uuidv7(), name: `gwbench mixed-${c} readers` }));
  const members: Row[] = [];
  const grant = (subjectKind: 'principal' | 'group', subjectId: string, targetKind: 'space' | 'channel', targetId: string, level: string, extra: Row = {}) =>
    grants.push({ id: uuidv7(), subject_kind: subjectKind, subject_id: subjectId, target_kind: targetKind, target_id: targetId, level, created_by: ownerId, expires_at: null, revoked_at: null, ...extra });
  mixedThreads.forEach((t, c) => grant('group', groups[c]!.id as string, 'channel', t.channel_id, 'read'));

  const receivers: Receiver[] = [];
  for (let i = 0; i < receiverCount; i++) {
    const handle = `gw${String(i).padStart(5, '0')}`;
    const id = uuidv7();
    principals.push({ id, kind: 'user', handle, display_name: `Receiver ${i}` });
    grant('principal', id, 'channel', fanThreads[0]!.channel_id, 'read');
    const home = i % MIXED_CHANNELS;
    const kind = kindOf(i);
    const visibleMixed = new Set<string>();
    if (kind === 'channel') {
      grant('principal', id, 'channel', mixedThreads[home]!.channel_id, LEVELS[i % LEVELS.length]!);
      grant('principal', id, 'channel', mixedThreads[(home + 1) % MIXED_CHANNELS]!.channel_id, 'read', { expires_at: '2000-01-01T00:00:00Z' });
      grant('principal', id, 'channel', mixedThreads[(home + 2) % MIXED_CHANNELS]!.channel_id, 'read', { revoked_at: '2000-01-01T00:00:00Z' });
      visibleMixed.add(mixedThreads[home]!.channel_id);
    } else if (kind === 'group') {
      members.push({ group_id: groups[home]!.id as string, principal_id: id });
      visibleMixed.add(mixedThreads[home]!.channel_id);
    } else {
      const space = Math.floor(home / MIXED_CHANNELS_PER_SPACE);
      grant('principal', id, 'space', mixedSpaces[space]!, 'read');
      for (let c = space * MIXED_CHANNELS_PER_SPACE; c < (space + 1) * MIXED_CHANNELS_PER_SPACE; c++) visibleMixed.add(mixedThreads[c]!.channel_id);
    }
    receivers.push({ index: i, handle, principalId: id, grant: kind, visibleMixed });
  }
  const catchupHandle = 'gwcatchup';
  const catchupId = uuidv7();
  principals.push({ id: catchupId, kind: 'user', handle: catchupHandle, display_name: 'Catch-up reader' });
  grant('principal', catchupId, 'channel', backlogThread.channel_id, 'read');

  await insertRows(pool, 'spaces', { id: 'uuid', name: 'text' }, spaces);
  await insertRows(pool, 'channels', { id: 'uuid', space_id: 'uuid', name: 'text' }, channels);
  await insertRows(pool, 'threads', { id: 'uuid', channel_id: 'uuid', space_id: 'uuid', title: 'text' }, threadRows);
  await insertRows(pool, 'principals', { id: 'uuid', kind: 'text', handle: 'text', display_name: 'text' }, principals);
  await insertRows(pool, 'groups', { id: 'uuid', name: 'text' }, groups);
  await insertRows(pool, 'group_members', { group_id: 'uuid', principal_id: 'uuid' }, members);
  await insertRows(
    pool,
    'grants',
    { id: 'uuid', subject_kind: 'text', subject_id: 'uuid', target_kind: 'text', target_id: 'uuid', level: 'text', created_by: 'uuid', expires_at: 'timestamptz', revoked_at: 'timestamptz' },
    grants,
  );
  await pool.query('ANALYZE');

  const reach = new Map<string, number>(mixedThreads.map((t) => [t.channel_id, 0]));
  for (const r of receivers) for (const c of r.visibleMixed) reach.set(c, reach.get(c)! + 1);
  return { fanThreads, mixedThreads, backlogThread, receivers, catchupHandle, reach };
}

/** One device per handle, `concurrency` registrations at a time. */
export async function registerDevices(baseUrl: string, handles: string[], concurrency = 16): Promise<BenchDevice[]> {
  const out = new Array<BenchDevice>(handles.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= handles.length) return;
        out[i] = await registerDevice(baseUrl, handles[i]!, { ttlSeconds: 3600 });
      }
    }),
  );
  return out;
}
