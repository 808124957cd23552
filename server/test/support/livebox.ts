// What the live-box tests share (11.2, 11.3): their suite, the run.updated payloads a test
// connection got, and the client rule of 11.3 over them.
import { ClientOp, ServerOp, type JsonPatchOp, type ServerFrame } from '@bothy/generated';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, expect } from 'vitest';
import fjp from 'fast-json-patch';
import { until } from './agents.ts';
import { GatewayTestClient } from './gateway-client.ts';
import { useRunSuite, type RunSuite, type TriggeredRun } from './runs.ts';
import type { TestServer } from './server.ts';

export interface Updated {
  run_id: string;
  base_version?: number;
  version: number;
  ops?: JsonPatchOp[];
  snapshot?: Record<string, unknown>;
  /** The snapshot left out: its frame would have passed sync.ws_max_frame_bytes (D478). */
  snapshot_too_large?: number;
}

/** The run.updated payloads of one run that a connection got, in order. */
export const updates = (c: GatewayTestClient, runId: string): Updated[] =>
  c.frames
    .flatMap((f) => (f.op === ServerOp.Dispatch && (f as Extract<ServerFrame, { op: typeof ServerOp.Dispatch }>).d.type === 'run.updated' ? [(f as Extract<ServerFrame, { op: typeof ServerOp.Dispatch }>).d.payload as unknown as Updated] : []))
    .filter((u) => u.run_id === runId);

/** The run.updated payloads of one run after the connection's last resync_required: what a client that dropped its documents then builds on (7.5). */
export function updatesAfterResync(c: GatewayTestClient, runId: string): Updated[] {
  const at = c.frames.map((f) => f.op).lastIndexOf(ServerOp.ResyncRequired);
  return updates({ frames: c.frames.slice(at + 1) } as GatewayTestClient, runId);
}

/** The client rule of 11.3 over the frames a connection got; undefined on a gap (the SDK fetches then). */
export function documentFrom(frames: readonly Updated[]): Record<string, unknown> | undefined {
  let doc: Record<string, unknown> | undefined;
  let version = 0;
  for (const f of frames) {
    if (f.snapshot) [doc, version] = [fjp.deepClone(f.snapshot), f.version];
    else if (f.version <= version) continue;
    // The ops copied: applyPatch puts an op's value into the document as it is, and a later op of the frame
    // would change it there, and so the frame, which the next call (documentReaches polls) reads again.
    else if (doc && f.base_version === version) [doc, version] = [{ ...fjp.applyPatch(doc, fjp.deepClone(f.ops) as fjp.Operation[], true, true).newDocument, version: f.version }, f.version];
    else return undefined;
  }
  return doc;
}

/**
 * A connection of the run's person at `url` that focuses the run's thread and has the run's
 * snapshot (or, past the frame, its snapshot_too_large, D478); `flush` runs the live box's window (tests whose coalesce interval is long). Pushed
 * to `open` for the caller's cleanup.
 */
export async function focusedReader(url: string, r: TriggeredRun, flush: () => Promise<void>, open: GatewayTestClient[]): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.identify(r.person.who);
  await c.waitFor(ServerOp.CatchupComplete);
  c.send({ op: ClientOp.Focus, d: { thread_ids: [r.person.thread], idle: false } });
  // The focus handled first: it owes the reader the snapshot once its read of the thread's runs is
  // done, and a window run before that would send one, and the focus owe a second one later, which
  // a test would then get after what it changes (a twin would see the stored document by it).
  await c.handled(10_000);
  await until('the reader has the document', async () => {
    await flush();
    return updates(c, r.runId).some((u) => u.snapshot || u.snapshot_too_large);
  }, 15_000);
  return c;
}

/** What a test reads of the live box of a node (gateway/live-runs.ts): its window and the runs owed to the next one. */
export interface LiveBoxInside {
  flush(): Promise<void>;
  dirty: Map<string, { threadId: string; version: number }>;
}

/**
 * Waits until the live box heard (NOTIFY) of the run's `version` or a later one. Not merely of the
 * run: an earlier version's notice that came late would let a window go before this version's notice.
 */
export function heardOf(live: () => LiveBoxInside, runId: string, version: number, ms = 15_000): Promise<void> {
  return until(`the live box has heard of version ${version}`, () => (live().dirty.get(runId)?.version ?? 0) >= version, ms);
}

/**
 * The agent sets the run's status_line (11.2) after waiting out `minIntervalMs`
 * (agent.run_update_min_interval); expects 200 and returns the new version.
 */
export async function patchStatusLine(r: TriggeredRun, value: string, minIntervalMs: number): Promise<number> {
  await new Promise((res) => setTimeout(res, minIntervalMs + 5));
  const base = Number((await r.agent.request<{ version: number }>('GET', `/api/v1/runs/${r.runId}`)).body.version);
  const ops: JsonPatchOp[] = [{ op: 'add', path: '/status_line', value }];
  const res = await r.agent.request<{ version: number }>('PATCH', `/api/v1/runs/${r.runId}`, { base_version: base, ops });
  expect(res.status, res.text).toBe(200);
  return Number(res.body.version);
}

/**
 * Runs the live box's window (`flush`) until the document the client rule builds from `frames()`
 * equals `want`, or `ms` pass (a bounded wait); the last document built.
 */
export async function documentReaches(frames: () => readonly Updated[], want: unknown, flush: () => Promise<void>, ms = 3_000): Promise<unknown> {
  const deadline = Date.now() + ms;
  let got: unknown;
  while (Date.now() < deadline) {
    await flush();
    await new Promise((res) => setTimeout(res, 50));
    got = documentFrom(frames());
    if (isDeepStrictEqual(got, want)) break;
  }
  return got;
}

/** agent.run_update_min_interval of the live-box suite, in ms: what patchStatusLine waits out. */
export const LIVE_BOX_MIN_MS = 10;

export interface LiveBoxSuite {
  s: RunSuite;
  t: TestServer;
  /** The test's connections: terminated after each test. */
  open: GatewayTestClient[];
  /** Runs the live box's window now. */
  flush(): Promise<void>;
  /** The run's document as GET /runs/{id} answers it. */
  stored(r: TriggeredRun): Promise<Record<string, unknown>>;
  /** focusedReader on the suite's server, flushed by `flush`, kept in `open`. */
  reader(r: TriggeredRun): Promise<GatewayTestClient>;
  /**
   * The document the client rule builds from `frames()` once it is the stored one, or after 3 s
   * (documentReaches, flushed by `flush`); and the stored one, read first.
   */
  reaches(r: TriggeredRun, frames: () => readonly Updated[]): Promise<{ got: unknown; want: unknown }>;
}

/**
 * The live-box tests' suite (11.3): a run suite whose agent may patch every LIVE_BOX_MIN_MS, whose
 * live box runs its window only when the test flushes (sync.run_patch_coalesce_interval 60 s, or
 * `coalesce`) and which records no G9 frames (server.record_frames_dir ''). After each test the
 * connections in `open` are terminated and the twins cleared.
 */
export function useLiveBoxSuite(o: { coalesce?: string } = {}): LiveBoxSuite {
  const s = useRunSuite({ overrides: { 'agent.run_update_min_interval': `${LIVE_BOX_MIN_MS}ms`, 'sync.run_patch_coalesce_interval': o.coalesce ?? '60s', 'server.record_frames_dir': '' } });
  const t = s.t;
  const open: GatewayTestClient[] = [];
  afterEach(() => {
    for (const c of open.splice(0)) c.terminate();
    t.server.ctx.twins = undefined;
  });
  const flush = () => (t.server.gateway.live as unknown as { flush(): Promise<void> }).flush();
  const stored = async (r: TriggeredRun) => (await r.agent.request<{ document: Record<string, unknown> }>('GET', `/api/v1/runs/${r.runId}`)).body.document;
  return {
    s,
    t,
    open,
    flush,
    stored,
    reader: (r) => focusedReader(t.server.url, r, flush, open),
    async reaches(r, frames) {
      const want = await stored(r);
      return { got: await documentReaches(frames, want, flush), want };
    },
  };
}
