// 7.1 in live delivery (D369): a live connection that skips events it may not see gets cursor {seq} at the
// latest after sync.cursor_advance_every of them, as its catch-up does, so that its cursor is the highest
// seq checked for it; a cursor never passes an event still on its way to it; and the cursor it ends
// with catches up without the skipped events. Twin: live delivery without those cursors.
import { ServerOp, type ServerFrameOf } from '@bothy/generated';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const EVERY = 3;
const HIDDEN = 8;

const t = useTestServer({ 'sync.cursor_advance_every': EVERY });
let alex: TestClient;
let sam: TestClient;
const open: GatewayTestClient[] = [];
beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
});
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
  delete t.server.ctx.twins;
});

async function live(): Promise<{ c: GatewayTestClient; ready: ServerFrameOf<typeof ServerOp.Ready> }> {
  const c = await GatewayTestClient.connect(t.server.url);
  open.push(c);
  const ready = await c.identify(sam);
  await c.waitFor(ServerOp.CatchupComplete);
  return { c, ready };
}

/** A thread in a space of its own, which sam cannot see. */
async function hiddenThread(): Promise<string> {
  const [space, channel, thread] = [uuidv7(), uuidv7(), uuidv7()];
  await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'Hidden')`, [space]);
  await t.db.pool.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, 'h')`, [channel, space]);
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, channel, space]);
  return thread;
}

/**
 * Alex writes HIDDEN messages sam cannot see, then one sam sees, and sam's live connection gets the last one.
 * Returns the seqs of the hidden events and sam's positions after ready: the seq of each dispatch and cursor.
 */
async function skipLive(c: GatewayTestClient, from: number): Promise<{ hidden: number[]; positions: number[]; seen: number }> {
  const thread = await hiddenThread();
  for (let i = 0; i < HIDDEN; i++) expect((await alex.postMessage(thread, `hidden ${i}`)).status).toBe(201);
  const id = uuidv7();
  expect((await alex.postMessage(t.ids.welcomeThread, 'seen', id)).status).toBe(201);
  const seen = await c.waitFor(ServerOp.Dispatch, (f) => (f.d as { client_msg_id?: string }).client_msg_id === id);
  const { rows } = await t.db.pool.query<{ seq: string }>(`SELECT seq FROM event_log WHERE thread_id = $1 ORDER BY seq`, [thread]);
  const positions = c.frames.flatMap((f) => {
    const seq = f.op === ServerOp.Dispatch || f.op === ServerOp.Cursor ? (f.d as { seq?: unknown }).seq : undefined;
    return typeof seq === 'number' && seq > from ? [seq] : [];
  });
  return { hidden: rows.map((r) => Number(r.seq)), positions, seen: (seen.d as { seq: number }).seq };
}

/** The most hidden events between two positions in a row (from `from`): what went by without a cursor. */
function longestSkip(from: number, positions: number[], hidden: number[]): number {
  let most = 0;
  for (const [i, to] of positions.entries()) {
    const at = i === 0 ? from : positions[i - 1]!;
    most = Math.max(most, hidden.filter((s) => s > at && s < to).length);
  }
  return most;
}

describe('cursor frames in live delivery (7.1)', () => {
  it('passes events a live connection may not see with a cursor at the latest after sync.cursor_advance_every of them, in seq order with its dispatches', async () => {
    const { c, ready } = await live();
    const { hidden, positions, seen } = await skipLive(c, ready.d.head_seq);
    expect(hidden).toHaveLength(HIDDEN);
    expect(longestSkip(ready.d.head_seq, positions, hidden)).toBeLessThanOrEqual(EVERY);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions).toContain(seen);
    // The connection's cursor: the last position. Catching up from it finds nothing of the hidden thread.
    const cursor = positions.at(-1)!;
    const again = await GatewayTestClient.connect(t.server.url);
    open.push(again);
    await again.identify(sam, { cursor, sync_epoch: ready.d.sync_epoch });
    await again.waitFor(ServerOp.CatchupComplete);
    expect(again.seqs().filter((s) => s <= seen)).toEqual([]);
  });

  it('twin: without them, a live connection passes every event it may not see unseen', async () => {
    t.server.ctx.twins = { liveWithoutCursor: true };
    const { c, ready } = await live();
    const { hidden, positions } = await skipLive(c, ready.d.head_seq);
    expect(longestSkip(ready.d.head_seq, positions, hidden)).toBe(HIDDEN);
  });
});
