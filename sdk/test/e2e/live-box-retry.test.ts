// The live box's healing GET that fails (11.3, 13; D418), end to end: a person's BothyClient with
// `runs: runStore` focuses a thread with a running run of the reference server, behind the fault
// proxy. The box has no document for the run (forgotten), so the next run.updated patch is a gap
// and heals with GET /runs/{id}; the proxy loses that GET once. It is the run's last frame: the
// box must heal by a retry on a timer, not wait for a next frame or focus. The same check with
// `retries: 0` (the store before D418) stays stale. A whole document that reaches the box after it
// forgot (a reconnect's focus) heals it without a GET: the try is printed and repeated, a few times.
import type { RunDocument } from '@bothy/generated';
import { EventType, ProblemCode, ServerOp } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { runStore, type RunStoreOptions } from '../../src/runs/store.ts';
import { useRunSuite } from '../../../server/test/support/runs.ts';
import { e2eClient, sleep, until, type E2eClient } from '../support/e2e.ts';
import { FaultProxy } from '../support/fault-proxy.ts';

const s = useRunSuite({ overrides: { 'agent.run_update_min_interval': '50ms', 'sync.run_patch_coalesce_interval': '50ms' } });
const t = s.t;
const open: E2eClient[] = [];
const proxies: FaultProxy[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) await c.client.close();
  for (const p of proxies.splice(0)) await p.stop();
});

const ATTEMPTS = 3;

/** The run.updated frames of the run among the client's dispatches after the first `from`: version and kind (ops, snapshot), for a failure's message. */
function runFramesSince(c: E2eClient, from: number, runId: string): string {
  const frames = c.seen.received(ServerOp.Dispatch).slice(from).flatMap(({ conn, d }) => {
    const payload = d.payload as Record<string, unknown> | undefined;
    if (d.type !== EventType.RunUpdated || payload?.run_id !== runId) return [];
    return [`v${String(payload.version)} ${payload.snapshot ? 'snapshot' : payload.ops ? 'ops' : 'other'} on ${conn}`];
  });
  return frames.length ? frames.join(', ') : 'none';
}

/**
 * The box after a gap whose healing GET is lost once and no frame follows: the document the person's
 * client holds 2 s later and the GETs of the run that reached the proxy (without DPoP nonce challenges).
 */
async function lastFrameHealLost(store: (o: RunStoreOptions) => ReturnType<typeof runStore>) {
  const r = await s.running();
  const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [r.person.who.principalId]);
  const proxy = new FaultProxy(t.server.port);
  await proxy.start();
  proxies.push(proxy);
  const runPath = `/api/v1/runs/${r.runId}`;
  let lost = 0;
  proxy.restFault = (req) => (req.method === 'GET' && req.path === runPath && (lost += 1) === 1 ? 'drop_request' : 'forward');
  const c = await e2eClient(t, proxy.url, rows[0]!.handle, { runs: store });
  open.push(c);
  await c.client.start();
  await c.client.whenLive();
  c.client.focus([r.person.thread]);
  // Focused with an active run: the whole document first (11.3).
  await until(() => c.client.runs?.get(r.runId) !== undefined, 'the run document in the box');
  // The case needs the box to meet the patch without a document. A whole document that reaches it
  // after forget() (a reconnect's focus sends one, 11.3) heals it without any GET: then the box
  // forgets again and the agent patches again, at most ATTEMPTS times, each try printed.
  for (let attempt = 1; ; attempt++) {
    c.client.runs!.forget(r.runId);
    const from = c.seen.received(ServerOp.Dispatch).length;
    const version = Number((await r.agent.request<{ version: number }>('GET', runPath)).body.version);
    const patched = await r.agent.request('PATCH', runPath, { base_version: version, ops: [{ op: 'add', path: '/status_line', value: 'the last step' }] });
    expect(patched.status).toBe(200);
    const since = () => runFramesSince(c, from, r.runId);
    await until(() => lost >= 1 || c.client.runs!.get(r.runId) !== undefined, 'the healing GET', 20_000).catch((e: unknown) => {
      throw new Error(`${(e as Error).message} (run.updated since forget: ${since()}; states: ${c.seen.states.join(' ')})`);
    });
    if (lost >= 1) break;
    console.warn(`live-box-retry: try ${attempt} of ${ATTEMPTS}: the box got the document without a GET (run.updated since forget: ${since()}; states: ${c.seen.states.join(' ')})`);
    if (attempt === ATTEMPTS) throw new Error(`the box never met a patch without its document in ${ATTEMPTS} tries`);
  }
  await sleep(2_000);
  const gets = proxy.exchanges.filter((e) => e.method === 'GET' && e.path === runPath && e.problem !== ProblemCode.UseDpopNonce);
  const document: RunDocument | undefined = c.client.runs!.get(r.runId);
  return { document, gets: gets.map((e) => e.fault), errors: c.seen.errors.length };
}

describe('the live box heals a lost healing GET by a retry on a timer (11.3, 13; D418)', () => {
  it('the last frame of a run whose GET is lost: the box has the stored document within 2 s, by one retried GET', async () => {
    const r = await lastFrameHealLost(runStore);
    expect(r.document?.status_line).toBe('the last step');
    expect(r.gets).toEqual(['drop_request', 'forward']);
    expect(r.errors).toBe(1); // the frame whose GET was lost is reported once (D391)
  });

  it('twin (retries: 0, the store before D418): the box stays without the document, and the same check fails', async () => {
    const r = await lastFrameHealLost((o) => runStore({ ...o, retries: 0 }));
    expect(r.document).toBeUndefined();
    expect(r.gets).toEqual(['drop_request']);
  });
});
