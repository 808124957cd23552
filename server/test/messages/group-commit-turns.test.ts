// The group commit's turns (3.2; D510 and its second addendum): waiting messages are kept per thread,
// and a take fills its batch thread by thread. A thread whose messages a take left in part goes to the
// back of the turn, so that with few write slots (server.write_concurrency, shared with every other
// write) a thread that always has more waiting cannot fill every batch while another thread's message
// waits behind it. Real PostgreSQL, the real group commit and write gate.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadVisibility } from '../../src/authz/visibility.ts';
import type { ServerContext } from '../../src/context.ts';
import { createPool, type Pool } from '../../src/db/pool.ts';
import { WriteGate } from '../../src/events/write-gate.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { clientPayloadHash, MessageGroupCommit, type CreateRequest } from '../../src/messages/create.ts';
import { newThread } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let sam: TestClient;
let other: string;
beforeAll(async () => {
  sam = await t.client('sam');
  other = await newThread(t, t.ids.general);
});

describe('the group commit serves the threads in turn (3.2, D510)', () => {
  let pool: Pool;
  let twins: ServerContext['twins'];
  let commits: MessageGroupCommit;
  beforeEach(() => {
    pool = createPool(t.db.url, { max: 2 });
    twins = undefined;
    // One write slot and batches of two: the busy thread is free at every take.
    commits = new MessageGroupCommit({ pool, appender: t.server.ctx.appender, gate: new WriteGate(1), log: t.server.ctx.log, twins: () => twins }, 2);
  });
  afterEach(() => pool.end());

  async function request(threadId: string, text: string): Promise<CreateRequest> {
    const visibility = (await loadVisibility(t.db.pool, sam.principalId))!;
    const body = { client_msg_id: uuidv7(), content_md: text };
    return { threadId, author: { id: sam.principalId, kind: 'user' }, body, hash: clientPayloadHash(threadId, body), auth: { principalId: sam.principalId, kind: 'user', expiresAt: Date.now() + 60_000 }, visibility };
  }

  /** Six messages of the welcome thread, then one of another thread, all queued in one tick: the order their commits are answered in. */
  async function answered(): Promise<string[]> {
    const busy = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => request(t.ids.welcomeThread, `busy ${n}`)));
    const waiting = await request(other, 'the other thread');
    const order: string[] = [];
    const all = [...busy.map((r, i) => commits.submit(r).then(() => order.push(`busy ${i + 1}`))), commits.submit(waiting).then(() => order.push('other'))];
    await Promise.all(all);
    return order;
  }

  it('the other thread\'s message goes in the second batch, before the busy thread\'s third and later', async () => {
    const order = await answered();
    expect(order.indexOf('other'), order.join(', ')).toBeLessThan(order.indexOf('busy 5'));
    // Within a thread, arrival order (10: one order per thread).
    expect(order.filter((o) => o !== 'other')).toEqual(['busy 1', 'busy 2', 'busy 3', 'busy 4', 'busy 5', 'busy 6']);
  });

  it('twin (busyThreadKeepsFront): the busy thread keeps the front and fills every batch; the other thread\'s message comes last', async () => {
    twins = { busyThreadKeepsFront: true };
    const order = await answered();
    expect(order.at(-1), order.join(', ')).toBe('other');
  });
});
