// A live-box window that spans an access removal (8.3: "After that it delivers no more events from
// the removed targets, ends their focus"; 11.3; D514). A window picks its receivers, then reads the
// run's stored ops (or its document) from PostgreSQL; an access.changed that the connection gets
// meanwhile ends its focus and makes its permissions settle. The window checks each receiver again
// right before it hands the frame over, so nothing of the removed target follows the access.changed.
// Twin: liveReceiversOfWindowStart (the receivers of the window's start get the frame, as before
// D514). Real server, PostgreSQL and sockets; the slow read is the pool's own query held,
// PostgreSQL answers as always, only later.
import { ServerOp, type ServerFrameOf } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { holdQuery, settled } from '../support/hold.ts';
import { focusedReader, heardOf, LIVE_BOX_MIN_MS as MIN, patchStatusLine, useLiveBoxSuite, type LiveBoxInside } from '../support/livebox.ts';
import { personWithChannel } from '../support/people.ts';
import type { TriggeredRun } from '../support/runs.ts';

const { s, t, open } = useLiveBoxSuite();
const live = () => t.server.gateway.live as unknown as LiveBoxInside;

type Dispatch = ServerFrameOf<typeof ServerOp.Dispatch>;
const dispatchesOf = (c: GatewayTestClient, type: string) => c.frames.flatMap((f, i) => (f.op === ServerOp.Dispatch && (f as Dispatch).d.type === type ? [{ i, payload: (f as Dispatch).d.payload as Record<string, unknown> }] : []));

/** A reader with a channel grant on r's channel, focused on its thread, with the document. */
async function reader(r: TriggeredRun) {
  const q = await personWithChannel(t, s.alex, 'read');
  const g = await s.alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: q.who.principalId }, target: { kind: 'channel', id: r.person.channel }, level: 'read' } });
  expect(g.status, g.text).toBe(201);
  // The reader is q, on r's thread: focusedReader identifies as the run's person.
  const c = await focusedReader(t.server.url, { ...r, person: { ...r.person, who: q.who } }, () => live().flush(), open);
  return { c, grantId: g.body.id };
}

async function leakedAcrossRemoval(twin: boolean): Promise<unknown[]> {
  if (twin) t.server.ctx.twins = { liveReceiversOfWindowStart: true };
  const r = await s.running();
  const q = await reader(r);
  const version = await patchStatusLine(r, 'secret written before the removal', MIN);
  await heardOf(live, r.runId, version);
  // The window reads the stored ops of the run after it picked its receivers: held, as a slow database would.
  const read = holdQuery(t.server.ctx.pool, (sql) => sql.includes('FROM run_patches WHERE run_id'));
  try {
    const window = live().flush();
    await until('the window reads the ops', () => read.holding(), 15_000);
    const revoked = await s.alex.request('POST', `/api/v1/grants/${q.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    await until('access.changed (removed) at the reader', () => dispatchesOf(q.c, 'access.changed').some((a) => (a.payload.removed as unknown[]).length > 0), 15_000);
    read.release();
    await window;
    const removedAt = dispatchesOf(q.c, 'access.changed').find((a) => (a.payload.removed as unknown[]).length > 0)!.i;
    return settled(twin, () => dispatchesOf(q.c, 'run.updated').filter((u) => u.i > removedAt && u.payload.run_id === r.runId));
  } finally {
    read.restore();
  }
}

describe('8.3 on the live box: a window that spans the removal (D514)', () => {
  it('a run.updated whose window picked the reader before its access.changed does not reach it after the access.changed', async () => {
    expect(await leakedAcrossRemoval(false)).toEqual([]);
  });

  it('twin (liveReceiversOfWindowStart): the frame of the window goes out after the access.changed', async () => {
    expect((await leakedAcrossRemoval(true)).length).toBeGreaterThan(0);
  });
});
