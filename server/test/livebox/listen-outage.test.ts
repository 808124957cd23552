// The live box after its node's LISTEN connection came back (11.3, R-SY-25; D307). A node learns
// of a run's new version only from PostgreSQL's NOTIFY; while its LISTEN connection is down (a
// database outage as this node sees it) the notices are lost. Before D307 a reader on that node
// kept the old document until the run's next patch, and for good when there was none. Now the
// reconnect puts every run a live connection holds, and every active run of a focused thread,
// into the next window. Node A reaches PostgreSQL through a TCP proxy the test takes down; the
// agent patches through the suite's server, which stays up. Twin `liveIgnoresReconnect`. And a
// window that meets a connection error keeps its runs for the next one (twin liveDropsFailedWindow).
// Real servers, PostgreSQL, sockets and TCP; every wait is bounded.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.ts';
import { until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { focusedReader, heardOf, patchStatusLine, updates, type LiveBoxInside } from '../support/livebox.ts';
import { PgProxy } from '../support/pg-proxy.ts';
import { useRunSuite, type TriggeredRun } from '../support/runs.ts';

const MIN = 10;
const OVERRIDES = { 'cluster.mode': 'multi', 'agent.run_update_min_interval': `${MIN}ms`, 'sync.run_patch_coalesce_interval': '60s', 'server.record_frames_dir': '' } as const;
const s = useRunSuite({ overrides: OVERRIDES });
const t = s.t;
let proxy: PgProxy;
let nodeA: RunningServer;
const open: GatewayTestClient[] = [];

beforeAll(async () => {
  const p = await PgProxy.inFrontOf(t.db.url);
  proxy = p.proxy;
  nodeA = await t.startNode(OVERRIDES, { databaseUrl: p.url });
});
afterEach(async () => {
  for (const c of open.splice(0)) c.terminate();
  nodeA.ctx.twins = undefined;
  await proxy.up();
});
afterAll(async () => {
  await nodeA.close();
  await proxy.down();
});

const liveA = () => nodeA.gateway.live as unknown as LiveBoxInside;
const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));

const patch = (r: TriggeredRun, value: string) => patchStatusLine(r, value, MIN);

/** A reader on node A with the run's snapshot; node A loses PostgreSQL while the agent patches on the other node; then it comes back. */
async function patchedWhileAway(): Promise<{ c: GatewayTestClient; r: TriggeredRun; version: number }> {
  const r = await s.running();
  const c = await focusedReader(nodeA.url, r, () => liveA().flush(), open);
  await proxy.down();
  await until('node A noticed its LISTEN connection is gone', () => !nodeA.gateway.listening, 10_000);
  const version = await patch(r, 'while node A was away');
  await pause(200); // the notice went out to every listener that was there
  await proxy.up();
  await until('node A listens again', () => nodeA.gateway.listening, 15_000);
  return { c, r, version };
}

describe('the live box after the LISTEN connection came back (11.3; D307)', () => {
  it('a reader on the node that lost PostgreSQL gets the version committed meanwhile, without a further patch', async () => {
    const { c, r, version } = await patchedWhileAway();
    await until('node A has the run in its next window', () => liveA().dirty.has(r.runId), 10_000);
    await liveA().flush();
    await until('the reader has the version', () => updates(c, r.runId).some((u) => u.version === version), 10_000);
    expect(updates(c, r.runId).at(-1)).toMatchObject({ version, ops: [{ op: 'add', path: '/status_line', value: 'while node A was away' }] });
  });

  it('twin: a reconnect that does nothing (as before D307) leaves the reader at the old version', async () => {
    nodeA.ctx.twins = { liveIgnoresReconnect: true };
    const { c, r, version } = await patchedWhileAway();
    await pause(1_000); // room for a resync that the fix would have run
    await liveA().flush();
    await pause(300);
    expect(updates(c, r.runId).some((u) => u.version === version)).toBe(false);
  });
});

describe('a live-box window that meets a connection error keeps its runs (11.3; D307)', () => {
  /** The live box has the version; PostgreSQL goes away before its window; the window fails; PostgreSQL is back and a window runs. */
  async function failedWindow(): Promise<{ c: GatewayTestClient; r: TriggeredRun; version: number }> {
    const r = await s.running();
    const c = await focusedReader(nodeA.url, r, () => liveA().flush(), open);
    const version = await patch(r, 'before the outage');
    // This version's notice, not an earlier one of the run that came late: a notice that came after
    // the failed window took its batch would go with the next window, as it should, and the twin pass.
    await heardOf(liveA, r.runId, version, 10_000);
    await proxy.down();
    await expect(liveA().flush()).rejects.toThrow();
    await proxy.up();
    await until('node A listens again', () => nodeA.gateway.listening, 15_000);
    await liveA().flush();
    await pause(300);
    return { c, r, version };
  }

  it('the run goes with the next window: the reader gets the version', async () => {
    nodeA.ctx.twins = { liveIgnoresReconnect: true }; // the reconnect's resync would hide what this checks
    const { c, r, version } = await failedWindow();
    await until('the reader has the version', () => updates(c, r.runId).some((u) => u.version === version), 10_000);
  });

  it('twin: a failed window that drops its runs (as before D307) leaves the reader at the old version', async () => {
    nodeA.ctx.twins = { liveIgnoresReconnect: true, liveDropsFailedWindow: true };
    const { c, r, version } = await failedWindow();
    expect(updates(c, r.runId).some((u) => u.version === version)).toBe(false);
  });
});
