// The run document and its run.updated frames stay within one WebSocket frame (11.1, 11.3,
// sync.ws_max_frame_bytes; D306). A patch that would grow the document past
// sync.ws_max_frame_bytes less the frame's reserve is the adapter's 413 payload_too_large, and
// nothing is stored; a patch that does not grow a document already over it is taken, so the
// adapter can always make room. A coalesced frame whose ops of many versions add up past the
// limit goes as the (smaller) snapshot instead. The checks: every run.updated frame a focused
// reader gets is at most sync.ws_max_frame_bytes. Twins: runDocumentUnbounded (a snapshot over
// the limit reaches the reader) and livePatchFramesUnbounded (a coalesced frame over the limit).
// Real server, PostgreSQL and sockets; the coalesce interval is long so only the test's own
// flushes run; every wait is bounded.
import { ClientOp, EventType, ProblemCode, ServerOp, type JsonPatchOp, type JsonValue, type ServerFrame } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { FRAME_RESERVE_BYTES } from '../../src/config/config.ts';
import { connectAgent, until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { focusedReader, heardOf, updates, type LiveBoxInside } from '../support/livebox.ts';
import { createAgent, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const MAX_FRAME = 24_000;
const DOC_MAX = MAX_FRAME - FRAME_RESERVE_BYTES;
const MIN = 10;
// No G9 recording from this file: the twins send frames over the limit on purpose.
const s = useRunSuite({ overrides: { 'sync.ws_max_frame_bytes': MAX_FRAME, 'sync.event_payload_max_bytes': 16_384, 'agent.run_update_min_interval': `${MIN}ms`, 'sync.run_patch_coalesce_interval': '60s', 'server.record_frames_dir': '' } });
const t = s.t;
const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
  t.server.ctx.twins = undefined;
});

const call = (r: TriggeredRun, body?: unknown, method = 'GET') => r.agent.request<Record<string, unknown>>(method, `/api/v1/runs/${r.runId}`, body);
const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));
const live = () => t.server.gateway.live as unknown as LiveBoxInside;

async function patch(r: TriggeredRun, ops: JsonPatchOp[]): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  await pause(MIN + 5);
  const base = Number((await call(r)).body.version);
  return call(r, { base_version: base, ops }, 'PATCH');
}
const documentBytes = async (r: TriggeredRun) => Buffer.byteLength(JSON.stringify((await call(r)).body.document));

/** The bytes of each run.updated frame of the run a connection got (the server writes JSON.stringify of the frame). */
const frameBytes = (c: GatewayTestClient, runId: string) =>
  c.frames
    .filter((f) => f.op === ServerOp.Dispatch && (f as Extract<ServerFrame, { op: typeof ServerOp.Dispatch }>).d.type === EventType.RunUpdated && (f as Extract<ServerFrame, { op: typeof ServerOp.Dispatch }>).d.resource?.id === runId)
    .map((f) => Buffer.byteLength(JSON.stringify(f)));

const reader = (r: TriggeredRun) => focusedReader(t.server.url, r, () => live().flush(), open);

/** The live box has heard of every stored version (NOTIFY), then one flush; the reader has the run's version. */
async function flushedTo(c: GatewayTestClient, r: TriggeredRun): Promise<void> {
  const version = Number((await call(r)).body.version);
  await heardOf(live, r.runId, version);
  await live().flush();
  await until('the reader has the version', () => updates(c, r.runId).some((u) => u.version === version), 15_000);
}

describe('the run document fits in one frame (11.1, 11.3; D306)', () => {
  it('a patch that would grow the document past sync.ws_max_frame_bytes less the reserve is 413 payload_too_large, and nothing is stored', async () => {
    const r = await s.running();
    const before = (await call(r)).body.document as { version: number };
    const room = DOC_MAX - (await documentBytes(r));
    const res = await patch(r, [{ op: 'add', path: '/status_line', value: 'x'.repeat(room + 100) }]);
    expect(res.status, res.text).toBe(413);
    expect(res.body).toMatchObject({ code: ProblemCode.PayloadTooLarge, detail: expect.stringContaining('sync.ws_max_frame_bytes') });
    expect((await call(r)).body.document).toEqual(before);
    const { rows } = await t.db.pool.query(`SELECT 1 FROM run_patches WHERE run_id = $1 AND version > $2`, [r.runId, before.version]);
    expect(rows).toHaveLength(0);
    // Up to the bound is taken.
    const fits = await patch(r, [{ op: 'add', path: '/status_line', value: 'x'.repeat(room - 200) }]);
    expect(fits.status, fits.text).toBe(200);
    expect(await documentBytes(r)).toBeLessThanOrEqual(DOC_MAX);
  });

  it('a patch that does not grow a document already over the bound is taken: the adapter can make room', async () => {
    const r = await s.running();
    t.server.ctx.twins = { runDocumentUnbounded: true };
    expect((await patch(r, [{ op: 'add', path: '/metrics', value: { big: 'y'.repeat(DOC_MAX) } }])).status).toBe(200);
    t.server.ctx.twins = undefined;
    expect(await documentBytes(r)).toBeGreaterThan(DOC_MAX);
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'more' }])).status).toBe(413);
    const smaller = await patch(r, [{ op: 'replace', path: '/metrics/big', value: 'y'.repeat(DOC_MAX - 10) }]);
    expect(smaller.status, smaller.text).toBe(200);
    expect((await patch(r, [{ op: 'remove', path: '/metrics/big' }])).status).toBe(200);
    expect(await documentBytes(r)).toBeLessThan(DOC_MAX);
  });

  it('a same-size patch is taken on an over-bound document also when the version gains a digit (9 → 10)', async () => {
    const r = await s.running();
    t.server.ctx.twins = { runDocumentUnbounded: true };
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'a'.repeat(DOC_MAX) }])).status).toBe(200);
    t.server.ctx.twins = undefined;
    for (let version = Number((await call(r)).body.version); version <= 11; version++) {
      const same = await patch(r, [{ op: 'replace', path: '/status_line', value: (version % 2 ? 'a' : 'b').repeat(DOC_MAX) }]);
      expect(same.status, `at version ${version}: ${same.text}`).toBe(200);
    }
  });

  it('a follow-up report is taken on a document the server’s follow-up entries took over the bound (15.4)', async () => {
    const agent = await createAgent(t);
    await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [agent.id]);
    const r = await s.running({ agent });
    const room = DOC_MAX - (await documentBytes(r));
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'x'.repeat(room - 20) }])).status).toBe(200);
    const posted = await r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> and one more thing`);
    expect(posted.status, posted.text).toBe(201);
    await until('the follow-up is in the document', async () => JSON.stringify((await call(r)).body.document).includes(posted.body.id), 10_000);
    expect(await documentBytes(r)).toBeGreaterThan(DOC_MAX);
    const report = await patch(r, [{ op: 'replace', path: `/followups/${posted.body.id}/status`, value: 'delivered' }]);
    expect(report.status, report.text).toBe(200);
  });

  it('twin: an unbounded document (as before D306, and before D478 sent whole) reaches a focused reader as a snapshot over sync.ws_max_frame_bytes', async () => {
    const r = await s.running();
    t.server.ctx.twins = { runDocumentUnbounded: true, runSnapshotPastFrame: true };
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'z'.repeat(MAX_FRAME) }])).status).toBe(200);
    expect(await documentBytes(r)).toBeGreaterThan(DOC_MAX);
    const c = await reader(r);
    expect(Math.max(...frameBytes(c, r.runId))).toBeGreaterThan(MAX_FRAME);
  });
});

describe('a run document past the frame reaches a reader as snapshot_too_large, and the reader loads it by REST (11.3; D478)', () => {
  /** A document over the frame, as one stored before D306 or grown by follow-up entries (which D306 never refuses). */
  async function overTheFrame(r: TriggeredRun): Promise<void> {
    t.server.ctx.twins = { runDocumentUnbounded: true };
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'z'.repeat(MAX_FRAME) }])).status).toBe(200);
    t.server.ctx.twins = undefined;
    expect(await documentBytes(r)).toBeGreaterThan(MAX_FRAME);
  }

  it('a focused reader gets run.updated naming the version and snapshot_too_large, within the frame; a shrinking patch then chains to it', async () => {
    const r = await s.running();
    await overTheFrame(r);
    const version = Number((await call(r)).body.version);
    const c = await reader(r);
    const marker = updates(c, r.runId).at(-1)!;
    expect(marker).toMatchObject({ run_id: r.runId, version });
    expect(marker.snapshot).toBeUndefined();
    expect(marker.ops).toBeUndefined();
    expect(marker.snapshot_too_large).toBeGreaterThan(MAX_FRAME);
    expect(Math.max(...frameBytes(c, r.runId))).toBeLessThanOrEqual(MAX_FRAME);
    // The document the frame points to is there by REST.
    expect(((await call(r)).body.document as { status_line: string }).status_line).toHaveLength(MAX_FRAME);
    // The adapter makes room; the reader gets the patch on the version it holds.
    expect((await patch(r, [{ op: 'replace', path: '/status_line', value: 'short again' }])).status).toBe(200);
    await flushedTo(c, r);
    expect(updates(c, r.runId).at(-1)).toMatchObject({ base_version: version, ops: [{ op: 'replace', path: '/status_line', value: 'short again' }] });
    expect(Math.max(...frameBytes(c, r.runId))).toBeLessThanOrEqual(MAX_FRAME);
  });

  it("run.update's base_version_conflict names current_too_large instead of the document, within the frame; the document is there by REST", async () => {
    const r = await s.running();
    await overTheFrame(r);
    const version = Number((await call(r)).body.version);
    const adapter = await connectAgent(t.server.url, r.agent, 'size', open);
    adapter.send({ op: ClientOp.RunUpdate, d: { run_id: r.runId, base_version: version - 1, ops: [{ op: 'replace', path: '/status_line', value: 'stale' }] } });
    const err = await adapter.waitFor(ServerOp.Error, (f) => f.d.op === ClientOp.RunUpdate);
    expect(err.d).toMatchObject({ run_id: r.runId, code: ProblemCode.BaseVersionConflict });
    expect(err.d.current).toBeUndefined();
    expect(err.d.current_too_large).toBeGreaterThan(MAX_FRAME);
    expect(Buffer.byteLength(JSON.stringify(err))).toBeLessThanOrEqual(MAX_FRAME);
    // Twin (runSnapshotPastFrame): the document goes whole, and the frame passes the limit.
    t.server.ctx.twins = { runSnapshotPastFrame: true };
    adapter.send({ op: ClientOp.RunUpdate, d: { run_id: r.runId, base_version: version - 1, ops: [{ op: 'replace', path: '/status_line', value: 'stale' }] } });
    const whole = await adapter.waitFor(ServerOp.Error, (f) => f.d.op === ClientOp.RunUpdate && f.d.current !== undefined);
    expect(Buffer.byteLength(JSON.stringify(whole))).toBeGreaterThan(MAX_FRAME);
  });

  it('twin (runSnapshotPastFrame): the snapshot goes whole, and the frame passes sync.ws_max_frame_bytes', async () => {
    const r = await s.running();
    await overTheFrame(r);
    t.server.ctx.twins = { runSnapshotPastFrame: true };
    const c = await reader(r);
    expect(updates(c, r.runId).at(-1)!.snapshot).toBeDefined();
    expect(Math.max(...frameBytes(c, r.runId))).toBeGreaterThan(MAX_FRAME);
  });
});

describe('a coalesced run.updated over the frame limit goes as the snapshot (11.3; D306)', () => {
  /** Versions whose ops add up past the limit while the document stays small: an index-like key is never merged (coalesce.ts). */
  async function churn(r: TriggeredRun): Promise<void> {
    expect((await patch(r, [{ op: 'add', path: '/metrics', value: {} }])).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await patch(r, [{ op: 'add', path: '/metrics/0', value: `${i}`.repeat(7_000) }])).status).toBe(200);
      expect((await patch(r, [{ op: 'remove', path: '/metrics/0' }])).status).toBe(200);
    }
    expect((await patch(r, [{ op: 'add', path: '/status_line', value: 'after the churn' }])).status).toBe(200);
  }

  it('a reader behind by versions whose ops exceed sync.ws_max_frame_bytes gets the snapshot, and every frame fits', async () => {
    const r = await s.running();
    const c = await reader(r);
    await churn(r);
    await flushedTo(c, r);
    const last = updates(c, r.runId).at(-1)!;
    expect(last.snapshot).toMatchObject({ status_line: 'after the churn' });
    expect(Math.max(...frameBytes(c, r.runId))).toBeLessThanOrEqual(MAX_FRAME);
  });

  it('twin: coalesced frames without the check (as before D306) send one over sync.ws_max_frame_bytes', async () => {
    const r = await s.running();
    const c = await reader(r);
    t.server.ctx.twins = { livePatchFramesUnbounded: true };
    await churn(r);
    await flushedTo(c, r);
    expect(updates(c, r.runId).at(-1)!.snapshot).toBeUndefined();
    expect(Math.max(...frameBytes(c, r.runId))).toBeGreaterThan(MAX_FRAME);
  });
});

/** A value that nests `n` objects: {a: {a: ... {a: 1}}}. */
const nested = (n: number): JsonValue => (n === 0 ? 1 : { a: nested(n - 1) });

/** How deep a value nests arrays and objects (0 for a scalar). */
const depthOf = (v: unknown): number => (v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0);

describe('the run document is never deeper than server.json_max_depth (11.2; D378)', () => {
  /** The document nested to 41 levels, then to 64 (the limit) through a path 41 segments deep. */
  async function toTheLimit(r: TriggeredRun): Promise<string> {
    expect(t.server.ctx.config.server.jsonMaxDepth).toBe(64);
    const first = await patch(r, [{ op: 'add', path: '/metrics', value: nested(40) }]);
    expect(first.status, first.text).toBe(200);
    const deep = `/metrics${'/a'.repeat(39)}/b`;
    const limit = await patch(r, [{ op: 'add', path: deep, value: nested(23) }]);
    expect(limit.status, limit.text).toBe(200);
    expect(depthOf((await call(r)).body.document)).toBe(64);
    return deep;
  }

  it('a patch that would nest it deeper is 400 validation_failed naming the op\'s value, and nothing is stored; the run reads and ends as always', async () => {
    const r = await s.running();
    const deep = await toTheLimit(r);
    const before = (await call(r)).body.document;
    const res = await patch(r, [{ op: 'replace', path: deep, value: nested(24) }]);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer: '/ops/0/value' }] });
    expect((await call(r)).body.document).toEqual(before);
    expect((await r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' }, { 'Idempotency-Key': uuidv7() })).status).toBe(200);
  });

  it('twin (runDocumentDepthUnbounded): the patch is taken and the document nests deeper than any request may', async () => {
    const r = await s.running();
    const deep = await toTheLimit(r);
    t.server.ctx.twins = { runDocumentDepthUnbounded: true };
    expect((await patch(r, [{ op: 'replace', path: deep, value: nested(24) }])).status).toBe(200);
    expect(depthOf((await call(r)).body.document)).toBeGreaterThan(64);
  });

  it('a path is an RFC 6901 pointer: ~ only as ~0 or ~1 (one spelling per member, so coalescing compares paths as text)', async () => {
    const r = await s.running();
    const alias = await patch(r, [{ op: 'add', path: '/metrics', value: {} }, { op: 'add', path: '/metrics/k~2', value: 1 }]);
    expect(alias.status, alias.text).toBe(400);
    expect(alias.body).toMatchObject({ code: ProblemCode.ValidationFailed, errors: [{ pointer: '/ops/1', message: expect.stringContaining('is not allowed') }] });
    const escaped = await patch(r, [{ op: 'add', path: '/metrics', value: {} }, { op: 'add', path: '/metrics/k~0~1', value: 2 }]);
    expect(escaped.status, escaped.text).toBe(200);
    expect(((await call(r)).body.document as { metrics: Record<string, unknown> }).metrics['k~/']).toBe(2);
  });
});
