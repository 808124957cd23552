import { ProblemCode, validateEvent, type DurableEvent as Event } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { runRetention } from '../../src/retention/retention.ts';
import { finalizeRestore } from '../../src/epoch/restore.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

interface Page {
  events: Event[];
  next_cursor: number;
  head_seq: number;
  sync_epoch: string;
}

const PAGE = 5;
let alex: TestClient;
let sam: TestClient;
let secretThread: string;

const t = useTestServer({ 'sync.catchup_page_size': PAGE, 'sync.catchup_max_events': 40 });
beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
  // A space only the owner sees: Sam has a grant on "Bothy demo" only.
  const space = uuidv7();
  const channel = uuidv7();
  secretThread = uuidv7();
  await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'Board')`, [space]);
  await t.db.pool.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, 'plans')`, [channel, space]);
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id, title) VALUES ($1, $2, $3, 'Secret')`, [secretThread, channel, space]);
});

async function page(c: TestClient, query: string) {
  return c.request<Page>('GET', `/api/v1/events?${query}`);
}

async function drain(c: TestClient, after: number, epoch?: string): Promise<{ events: Event[]; cursor: number; pages: number }> {
  const events: Event[] = [];
  let cursor = after;
  let pages = 0;
  for (;;) {
    const r = await page(c, `after=${cursor}${epoch ? `&epoch=${epoch}` : ''}&limit=1000`);
    expect(r.status, r.text).toBe(200);
    pages += 1;
    events.push(...r.body.events);
    if (r.body.next_cursor === cursor) return { events, cursor, pages };
    cursor = r.body.next_cursor;
    if (cursor >= r.body.head_seq) return { events, cursor, pages };
  }
}

describe('REST catch-up (7.4)', () => {
  it('answers {events, next_cursor, head_seq, sync_epoch}, each event valid against the contract, in seq order', async () => {
    const r = await page(alex, 'after=0');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['events', 'head_seq', 'next_cursor', 'sync_epoch']);
    for (const e of r.body.events) expect(validateEvent(e), JSON.stringify(validateEvent.errors)).toBe(true);
    const seqs = r.body.events.map((e) => e.seq as number);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('caps limit at sync.catchup_page_size', async () => {
    for (let i = 0; i < PAGE + 3; i++) await alex.postMessage(t.ids.welcomeThread, `cap ${i}`);
    const r = await page(alex, 'after=0&limit=1000');
    expect(r.body.events).toHaveLength(PAGE);
    expect(r.body.next_cursor).toBe(r.body.events[PAGE - 1]!.seq);
  });

  it('advances next_cursor past events the reader may not see: the last checked seq, not the last returned (7.1)', async () => {
    const head0 = (await page(sam, 'after=0')).body.head_seq;
    for (let i = 0; i < 3; i++) await alex.postMessage(secretThread, `secret ${i}`);
    const r = await page(sam, `after=${head0}`);
    expect(r.body.events).toEqual([]);
    expect(r.body.head_seq).toBe(head0 + 3);
    expect(r.body.next_cursor).toBe(head0 + 3);
    // The owner sees them.
    const a = await page(alex, `after=${head0}`);
    expect(a.body.events.map((e) => e.seq)).toEqual([head0 + 1, head0 + 2, head0 + 3]);
  });

  it('never hands a reader an event of a channel it cannot read, over many pages (no leak), and the twin shows the check can fail', async () => {
    const secretContent = (events: Event[]) => events.filter((e) => JSON.stringify(e).includes('secret '));
    const samView = await drain(sam, 0);
    expect(samView.pages).toBeGreaterThan(1);
    expect(secretContent(samView.events)).toEqual([]);
    const alexView = await drain(alex, 0);
    expect(secretContent(alexView.events).length).toBe(3);
  });

  it('returns every visible event exactly once across pages (no loss, no duplicate)', async () => {
    const { events } = await drain(sam, 0);
    const { rows } = await t.db.pool.query<{ seq: number }>(`SELECT seq FROM event_log WHERE space_id = $1 ORDER BY seq`, [t.ids.space]);
    expect(events.map((e) => e.seq)).toEqual(rows.map((r) => r.seq));
  });
});

describe('resync_required (7.3)', () => {
  const problem = (r: { status: number; body: unknown }) => r.body as { code: string; reason: string; head_seq: number; sync_epoch: string };

  it('answers a foreign epoch with epoch_changed, even when the cursor is behind head', async () => {
    const r = await page(sam, `after=0&epoch=${uuidv7()}`);
    expect(r.status).toBe(410);
    expect(problem(r)).toMatchObject({ code: ProblemCode.ResyncRequired, reason: 'epoch_changed' });
  });

  it('an epoch that is not a UUIDv7 is the client\'s 400, not epoch_changed (7.4, the contract\'s UuidV7; D382)', async () => {
    const r = await page(sam, `after=0&epoch=${crypto.randomUUID()}`);
    expect([r.status, problem(r).code]).toEqual([400, 'validation_failed']);
  });

  it('answers a cursor beyond head_seq with cursor_ahead', async () => {
    const head = (await page(sam, 'after=0')).body.head_seq;
    const r = await page(sam, `after=${head + 10}`);
    expect(r.status).toBe(410);
    expect(problem(r)).toMatchObject({ reason: 'cursor_ahead', head_seq: head });
  });

  it('checks the epoch before cursor_ahead', async () => {
    const head = (await page(sam, 'after=0')).body.head_seq;
    expect(problem(await page(sam, `after=${head + 10}&epoch=${uuidv7()}`)).reason).toBe('epoch_changed');
  });

  it('answers a backlog over sync.catchup_max_events with too_far_behind', async () => {
    const before = (await page(sam, 'after=0')).body.head_seq;
    for (let i = 0; i < 41; i++) await sam.postMessage(t.ids.welcomeThread, `burst ${i}`);
    const r = await page(sam, `after=${before - 0}`);
    expect(r.status).toBe(410);
    expect(problem(r).reason).toBe('too_far_behind');
    expect((await page(sam, `after=${before + 1}`)).status).toBe(200);
  });

  it('answers a cursor older than the retained log with retention after the retention job ran', async () => {
    const head = (await page(alex, 'after=0&limit=1')).body.head_seq;
    await t.db.pool.query(`UPDATE event_log SET occurred_at = now() - interval '40 days' WHERE seq <= $1`, [head - 5]);
    const r = await runRetention(t.server.ctx, t.config.spec['sync.event_retention']);
    expect(r.removed).toBeGreaterThan(0);
    expect(r.minRetainedSeq).toBe(head - 4);
    const stale = await page(alex, `after=${head - 10}`);
    expect(stale.status).toBe(410);
    expect(problem(stale).reason).toBe('retention');
    // The cursor min_retained_seq - 1 still catches up: nothing after it was removed.
    const edge = await page(alex, `after=${r.minRetainedSeq - 1}`);
    expect(edge.status).toBe(200);
    expect(edge.body.events[0]!.seq).toBe(r.minRetainedSeq);
  });

  it('removes a backlog in steps, min_retained_seq moved past each in its transaction, up to the newest old event (7.3, D327)', async () => {
    for (let i = 0; i < 8; i++) await sam.postMessage(t.ids.welcomeThread, `old ${i}`);
    const head = (await page(alex, 'after=0&limit=1')).body.head_seq;
    await t.db.pool.query(`UPDATE event_log SET occurred_at = now() - interval '40 days' WHERE seq <= $1`, [head - 2]);
    const { rows } = await t.db.pool.query<{ n: number; min: number }>(
      `SELECT count(*)::int AS n, (SELECT min_retained_seq FROM instance)::int AS min FROM event_log WHERE seq <= $1 AND seq >= (SELECT min_retained_seq FROM instance)`,
      [head - 2],
    );
    expect(rows[0]!.n, 'more old events than one step takes').toBeGreaterThan(3);
    const r = await runRetention(t.server.ctx, t.config.spec['sync.event_retention'], 3);
    expect(r).toEqual({ removed: rows[0]!.n, minRetainedSeq: head - 1, reissued: 0 });
    const left = await t.db.pool.query<{ min: number }>('SELECT min(seq)::int AS min FROM event_log');
    expect(left.rows[0]!.min).toBe(head - 1);
  });

  it('answers the old epoch with epoch_changed after bothy restore finalize (7.5)', async () => {
    const before = (await page(alex, 'after=0&limit=1')).body.sync_epoch ?? (await page(alex, `after=${0}`)).body.sync_epoch;
    const head = (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value;
    await t.db.pool.query(`INSERT INTO event_consumer_cursors (consumer, last_seq) VALUES ('push', 1)`);
    await t.db.pool.query(`INSERT INTO agent_consumer_cursors (agent_id, consumer, acked_seq) VALUES ($1, 'default', 1)`, [t.ids.helper]);
    const result = await finalizeRestore(t.db.pool);
    expect(result.previousEpoch).not.toBe(result.syncEpoch);
    expect(result.headSeq).toBe(head);
    const { rows } = await t.db.pool.query<{ last_seq: number }>(`SELECT last_seq FROM event_consumer_cursors WHERE consumer = 'push'`);
    expect(rows[0]!.last_seq).toBe(head);
    const agent = await t.db.pool.query<{ acked_seq: number }>(`SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1`, [t.ids.helper]);
    expect(agent.rows[0]!.acked_seq).toBe(head);
    const old = await page(alex, `after=${head}&epoch=${before}`);
    expect(old.status).toBe(410);
    expect(problem(old)).toMatchObject({ reason: 'epoch_changed', sync_epoch: result.syncEpoch });
    const fresh = await page(alex, `after=${head}&epoch=${result.syncEpoch}`);
    expect(fresh.status).toBe(200);
  });
});

describe('GET /sync/snapshot (7.3)', () => {
  it('names head_seq and sync_epoch consistent with the log, and only the structure the reader may see', async () => {
    const r = await sam.request<{ head_seq: number; sync_epoch: string; spaces: { id: string }[]; channels: { id: string }[] }>('GET', '/api/v1/sync/snapshot');
    expect(r.status).toBe(200);
    const { rows } = await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`);
    expect(r.body.head_seq).toBe(rows[0]!.value);
    expect(r.body.spaces.map((s) => s.id)).toEqual([t.ids.space]);
    expect(r.body.channels.map((c) => c.id).sort()).toEqual([t.ids.general, t.ids.random].sort());
    const owner = await alex.request<{ spaces: unknown[] }>('GET', '/api/v1/sync/snapshot');
    expect(owner.body.spaces).toHaveLength(2);
  });
});
