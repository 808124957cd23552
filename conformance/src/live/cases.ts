// The cases of the live mode: a black-box protocol suite that talks to a server
// over the wire only (chapter 04: 5.1, 6.3, 6.4, 7.1-7.3, 7.5). Each case is
// data with one run function; it throws a verdict (CaseFailure, CaseSkipped)
// or returns for a pass. Every frame of every case also goes through the rule
// engine (frames.catalogue, the last case).
import {
  check,
  ClientOp,
  clientOps,
  CloseCode,
  CURRENT_PROTOCOL_VERSION,
  EventType,
  formatIssues,
  ProblemCode,
  REST_BASE_PATH,
  ResyncReason,
  ServerOp,
  validateServerFrame,
  type ClientFrameOf,
  type ServerFrameOf,
} from '@bothy/generated';
import { isInteger, isObject } from '../internal/json.ts';
import { problemCode, type RestAnswer } from './credentials.ts';
import { CaseSkipped, fail, uuidv7, type CaseContext, type Frame } from './session.ts';
import type { LiveSocket } from './socket.ts';

export interface LiveCase {
  /** Stable id, the row of the table and the JUnit testcase. */
  readonly id: string;
  readonly title: string;
  /** Where chapter 04 states what the case checks. */
  readonly section: string;
  run(ctx: CaseContext): Promise<void>;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A valid heartbeat: what is wrong with the frames built from it is exactly one thing. */
const heartbeat: ClientFrameOf<typeof ClientOp.Heartbeat> = { op: ClientOp.Heartbeat, d: { last_seq: 0 } };

/** An identify that is well formed, with credentials that are not: the server would answer it with authentication_failed. */
const strangerIdentify: ClientFrameOf<typeof ClientOp.Identify> = {
  op: ClientOp.Identify,
  d: { access_token: 'not-a-token', dpop: 'not-a-proof', device_id: uuidv7(), protocol_version: CURRENT_PROTOCOL_VERSION, client: { platform: 'bothy-conformance', version: '1' } },
};

/** An op name that the protocol does not have. */
function unknownOp(): string {
  let name = 'x-conformance.no_such_op';
  while ((clientOps as readonly string[]).includes(name)) name += '_';
  return name;
}

/** Connects, waits for hello, sends one thing, and expects the close code of 6.4. */
function refused(id: string, title: string, section: string, want: CloseCode, send: (s: LiveSocket, ctx: CaseContext) => void): LiveCase {
  return {
    id,
    title,
    section,
    async run(ctx) {
      const s = await ctx.connect();
      await ctx.hello(s);
      send(s, ctx);
      await ctx.expectClose(s, want);
    },
  };
}

export function expectStatus(answer: RestAnswer, status: number, what: string): void {
  if (answer.status !== status) {
    const code = problemCode(answer.body);
    fail(`${what} answered ${answer.status}${code ? ` ${code}` : ''}, want ${status}`);
  }
}

/** Frames between ready and catchup.complete (or resync_required), in order. */
function catchupFrames(frames: Frame[]): Frame[] {
  const start = frames.findIndex((f) => f.op === ServerOp.Ready);
  const end = frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
  return frames.slice(start + 1, end < 0 ? undefined : end);
}

export async function writableThread(ctx: CaseContext): Promise<string> {
  if (ctx.options.thread) return ctx.options.thread;
  const rest = await ctx.run.rest();
  const snapshot = await rest.request('GET', `${REST_BASE_PATH}/sync/snapshot`);
  expectStatus(snapshot, 200, `GET ${REST_BASE_PATH}/sync/snapshot`);
  const body = snapshot.body as { head_seq?: unknown; channels?: { id?: unknown; read_only?: unknown; archived?: unknown }[] };
  const writable = new Set((body.channels ?? []).filter((c) => c.read_only !== true && c.archived !== true).map((c) => c.id));
  const head = isInteger(body.head_seq) ? body.head_seq : 0;
  const page = await rest.request('GET', `${REST_BASE_PATH}/events?after=${Math.max(0, head - 500)}&limit=500`);
  expectStatus(page, 200, `GET ${REST_BASE_PATH}/events`);
  const events = isObject(page.body) && Array.isArray(page.body.events) ? (page.body.events as { type?: unknown; scope?: { channel_id?: unknown; thread_id?: unknown } }[]) : [];
  const found = events.find((e) => e.type === EventType.MessageCreated && writable.has(e.scope?.channel_id) && typeof e.scope?.thread_id === 'string');
  if (!found) throw new CaseSkipped('no thread to post in among the recent events; pass --thread <id>');
  return found.scope!.thread_id as string;
}

export async function postMessage(ctx: CaseContext, thread: string, clientMsgId: string, content: string): Promise<RestAnswer> {
  return (await ctx.run.rest()).request('POST', `${REST_BASE_PATH}/threads/${thread}/messages`, { client_msg_id: clientMsgId, content_md: content });
}

async function resync(ctx: CaseContext, reason: ResyncReason, extra: (hello: ServerFrameOf<typeof ServerOp.Hello>) => { cursor: number; sync_epoch: string }): Promise<void> {
  await ctx.run.credentials();
  const socket = await ctx.connect();
  const hello = await ctx.hello(socket);
  socket.sendText(JSON.stringify(await ctx.identifyFrame(hello, extra(hello))));
  const ready = await ctx.waitOp(socket, ServerOp.Ready);
  const resync = await ctx.waitOp(socket, ServerOp.ResyncRequired);
  if (resync.d.reason !== reason) fail(`${ServerOp.ResyncRequired} names ${resync.d.reason}, want ${reason}`);
  if (resync.d.head_seq !== ready.d.head_seq) fail(`${ServerOp.ResyncRequired} head_seq ${resync.d.head_seq} is not the head_seq ${ready.d.head_seq} of ${ServerOp.Ready}`);
  if (resync.d.sync_epoch !== hello.d.sync_epoch) fail(`${ServerOp.ResyncRequired} names the epoch ${resync.d.sync_epoch}, ${ServerOp.Hello} named ${hello.d.sync_epoch}`);
  // The connection stays open and is live from head_seq (7.3).
  await ctx.heartbeat(socket, ready.d.head_seq);
}

export const liveCases: readonly LiveCase[] = [
  {
    id: 'hello.fields',
    title: `${ServerOp.Hello} comes first, with every field, and a fresh dpop_nonce per connection`,
    section: '6.3',
    async run(ctx) {
      const a = await ctx.connect();
      const hello = await ctx.hello(a);
      const d: Record<string, unknown> = hello.d;
      const problems: string[] = [];
      for (const f of ['heartbeat_interval_ms', 'resume_window_ms']) if (!(isInteger(d[f]) && d[f] > 0)) problems.push(`${f} is no positive integer`);
      const versions = d.protocol_versions;
      if (!Array.isArray(versions) || versions.length === 0 || !versions.every(isInteger)) problems.push('protocol_versions is no list of versions');
      else if (!versions.includes(CURRENT_PROTOCOL_VERSION)) problems.push(`protocol_versions does not name ${CURRENT_PROTOCOL_VERSION}, the version of this suite`);
      if (typeof d.dpop_nonce !== 'string' || d.dpop_nonce === '') problems.push('dpop_nonce is missing');
      if (typeof d.server_time !== 'string' || !RFC3339.test(d.server_time) || Number.isNaN(Date.parse(d.server_time))) problems.push('server_time is no RFC 3339 time');
      if (typeof d.sync_epoch !== 'string' || !UUID.test(d.sync_epoch)) problems.push('sync_epoch is no UUID');
      const schema = check(validateServerFrame, hello);
      if (!schema.ok) problems.push(`the frame fails its schema: ${formatIssues(schema.issues)}`);
      if (problems.length > 0) fail(problems.join('; '));
      const other = await ctx.hello(await ctx.connect());
      if (other.d.dpop_nonce === hello.d.dpop_nonce) fail('two connections got the same dpop_nonce; it must be fresh');
      if (other.d.sync_epoch !== hello.d.sync_epoch) fail('two connections got different sync epochs');
    },
  },
  refused('close.frame_too_big', 'A frame over sync.ws_max_frame_bytes closes with decode_error', '2.3, 6.4', CloseCode.DecodeError, (s, ctx) => {
    // A valid heartbeat padded with JSON whitespace: its size is its only fault.
    const text = JSON.stringify(heartbeat);
    s.sendText(text.padEnd(ctx.options.maxFrameBytes + 1, ' '));
  }),
  refused('close.binary_frame', 'A binary frame closes with decode_error', '2.3, 6.4', CloseCode.DecodeError, (s) => s.sendBinary(Buffer.from(JSON.stringify(heartbeat)))),
  refused('close.invalid_json', 'Invalid JSON closes with decode_error', '6.4', CloseCode.DecodeError, (s) => s.sendText(JSON.stringify(heartbeat).slice(0, -2))),
  refused('close.invalid_utf8', 'A text frame that is no UTF-8 closes with decode_error', '6.4', CloseCode.DecodeError, (s) => {
    const text = Buffer.from(JSON.stringify({ ...strangerIdentify, d: { ...strangerIdentify.d, client: { platform: '__', version: '1' } } }));
    const at = text.indexOf('__');
    text[at] = 0xc3; // a lead byte followed by an ASCII byte: no UTF-8
    text[at + 1] = 0x28;
    s.sendTextBytes(text);
  }),
  refused('close.duplicate_key', 'A duplicate key closes with decode_error', '6.4', CloseCode.DecodeError, (s) => {
    const text = JSON.stringify(strangerIdentify);
    const member = `"protocol_version":${CURRENT_PROTOCOL_VERSION}`;
    s.sendText(text.replace(member, `${member},${member}`));
  }),
  refused('close.unknown_field', 'An unknown field closes with decode_error', '6.4', CloseCode.DecodeError, (s) =>
    s.sendText(JSON.stringify({ ...strangerIdentify, d: { ...strangerIdentify.d, x_conformance_unknown: true } })),
  ),
  refused('close.unknown_op', 'An op the protocol does not have closes with unknown_op', '6.4', CloseCode.UnknownOp, (s) => s.sendText(JSON.stringify({ op: unknownOp(), d: {} }))),
  {
    id: 'identify.timeout',
    title: `No ${ClientOp.Identify} within sync.identify_timeout closes with not_identified`,
    section: '6.3, 6.4',
    async run(ctx) {
      const s = await ctx.connect();
      await ctx.hello(s);
      await ctx.expectClose(s, CloseCode.NotIdentified, ctx.options.identifyTimeoutMs, `${ctx.options.identifyTimeoutMs} ms without ${ClientOp.Identify} (--identify-timeout)`);
    },
  },
  refused('identify.op_before', `An op before ${ClientOp.Identify} closes with not_identified`, '6.4', CloseCode.NotIdentified, (s) => s.sendText(JSON.stringify(heartbeat))),
  {
    id: 'heartbeat.ack',
    title: `${ClientOp.Heartbeat} is answered with ${ServerOp.HeartbeatAck}, and the connection stays`,
    section: '6.3',
    async run(ctx) {
      const { socket, ready } = await ctx.session();
      await ctx.waitOp(socket, ServerOp.CatchupComplete);
      for (let i = 0; i < 2; i++) await ctx.heartbeat(socket, ready.d.head_seq);
      if (socket.closed) fail(`the connection closed with ${socket.closed.code} after ${ServerOp.HeartbeatAck}`);
    },
  },
  {
    id: 'catchup.order',
    title: `Catch-up from a cursor: events after it in seq order, ${ServerOp.Cursor} frames that never go back, ${ServerOp.CatchupComplete} at head_seq`,
    section: '7.1, 7.2',
    async run(ctx) {
      const first = await ctx.session();
      const head = first.ready.d.head_seq;
      await ctx.waitOp(first.socket, ServerOp.CatchupComplete);
      // One connection per device (6.1): this one ends before the next identify.
      first.socket.close(CloseCode.Normal);
      await first.socket.waitClose(ctx.options.stepTimeoutMs);
      const posted: string[] = [];
      let cursor = Math.max(0, head - 5);
      const thread = await writableThread(ctx).catch((e: unknown) => (e instanceof CaseSkipped ? undefined : Promise.reject(e)));
      if (thread) {
        for (const n of [1, 2]) {
          const answer = await postMessage(ctx, thread, uuidv7(), `bothy-conformance catch-up ${n}`);
          expectStatus(answer, 201, 'POST a message');
          posted.push((answer.body as { id: string }).id);
        }
        cursor = head;
      }
      if (cursor === 0 && posted.length === 0) throw new CaseSkipped('the log is empty and there is no thread to post in; pass --thread <id>');
      const { socket, ready } = await ctx.session({ cursor, sync_epoch: first.hello.d.sync_epoch });
      const complete = await ctx.waitOp(socket, ServerOp.CatchupComplete);
      if (complete.d.head_seq !== ready.d.head_seq) fail(`${ServerOp.CatchupComplete} head_seq ${complete.d.head_seq} is not the head_seq ${ready.d.head_seq} of ${ServerOp.Ready}`);
      const frames = catchupFrames(ctx.frames(socket));
      const resync = frames.find((f) => f.op === ServerOp.ResyncRequired);
      // D477: a person whose snapshot does not fit one frame reloads it by REST at every identify; no catch-up to order.
      if (resync && resync.d.reason === ResyncReason.SnapshotTooLarge && ready.d.snapshot === undefined) {
        throw new CaseSkipped(`${ctx.options.principal}'s snapshot does not fit one frame (${ServerOp.Ready} names snapshot_too_large ${String(ready.d.snapshot_too_large)}): the identify is a reload, not a catch-up; pass a --principal who reads fewer threads`);
      }
      if (resync) fail(`${ServerOp.ResyncRequired} (${String(resync.d.reason)}) for a cursor ${ready.d.head_seq - cursor} events behind`);
      let position = cursor;
      let lastCursor: number | undefined;
      const messages: string[] = [];
      for (const f of frames) {
        if (f.op === ServerOp.Dispatch) {
          const seq = f.d.seq;
          if (!isInteger(seq)) fail(`a ${String(f.d.type)} without seq during catch-up (only durable events are caught up, 2.1)`);
          if (seq <= position) fail(`seq ${seq} after position ${position}: not in seq order, or not after the cursor`);
          if (seq > ready.d.head_seq) fail(`seq ${seq} is past head_seq ${ready.d.head_seq} before ${ServerOp.CatchupComplete}`);
          position = seq;
          const message = isObject(f.d.payload) && isObject(f.d.payload.message) ? f.d.payload.message.id : undefined;
          if (f.d.type === EventType.MessageCreated && typeof message === 'string') messages.push(message);
        } else if (f.op === ServerOp.Cursor) {
          const seq = f.d.seq;
          if (!isInteger(seq) || seq < position || seq > ready.d.head_seq) fail(`${ServerOp.Cursor} ${String(seq)} is behind position ${position} or past head_seq ${ready.d.head_seq}`);
          position = seq;
          lastCursor = seq;
        }
      }
      if (cursor < ready.d.head_seq) {
        if (lastCursor === undefined) fail(`no ${ServerOp.Cursor} frame during a catch-up of ${ready.d.head_seq - cursor} events (7.1: at the end of every page)`);
        if (position !== ready.d.head_seq) fail(`the catch-up ends at ${position}, not at head_seq ${ready.d.head_seq}`);
      }
      const missing = posted.filter((id) => !messages.includes(id));
      if (missing.length > 0) fail(`the catch-up lacks the ${EventType.MessageCreated} of message(s) ${missing.join(', ')} posted after the cursor`);
    },
  },
  {
    id: 'resync.cursor_ahead',
    title: `A cursor past head_seq gets ${ServerOp.ResyncRequired} ${ResyncReason.CursorAhead}, and the connection stays live`,
    section: '7.3',
    run: (ctx) => resync(ctx, ResyncReason.CursorAhead, (hello) => ({ cursor: 2 ** 50, sync_epoch: hello.d.sync_epoch })),
  },
  {
    id: 'resync.epoch_changed',
    title: `A foreign sync epoch gets ${ServerOp.ResyncRequired} ${ResyncReason.EpochChanged}, and the connection stays live`,
    section: '7.3, 7.5',
    run: (ctx) =>
      resync(ctx, ResyncReason.EpochChanged, (hello) => {
        let epoch = uuidv7();
        while (epoch === hello.d.sync_epoch) epoch = uuidv7();
        return { cursor: 0, sync_epoch: epoch };
      }),
  },
  {
    id: 'message.idempotent_post',
    title: 'The same client_msg_id twice: 201, then 200 with Idempotent-Replay: true; another body: 422 idempotency_key_reuse',
    section: '5.1',
    async run(ctx) {
      const thread = await writableThread(ctx);
      const id = uuidv7();
      const created = await postMessage(ctx, thread, id, `bothy-conformance idempotency ${id}`);
      expectStatus(created, 201, 'the first POST');
      const replay = await postMessage(ctx, thread, id, `bothy-conformance idempotency ${id}`);
      expectStatus(replay, 200, 'the same POST again');
      if (replay.headers.get('idempotent-replay') !== 'true') fail(`the repeated POST has Idempotent-Replay: ${replay.headers.get('idempotent-replay') ?? '(none)'}, want true`);
      const first = (created.body as { id?: unknown }).id;
      const again = (replay.body as { id?: unknown }).id;
      if (first === undefined || first !== again) fail(`the repeated POST answers message ${String(again)}, not the original ${String(first)}`);
      const reuse = await postMessage(ctx, thread, id, `bothy-conformance idempotency ${id}, another body`);
      expectStatus(reuse, 422, 'the same client_msg_id with another body');
      if (problemCode(reuse.body) !== ProblemCode.IdempotencyKeyReuse) fail(`the 422 names ${problemCode(reuse.body) ?? 'no code'}, want ${ProblemCode.IdempotencyKeyReuse}`);
    },
  },
];
