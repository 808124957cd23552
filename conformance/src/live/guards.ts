// Live cases that a broken server would otherwise pass (the mutation audit of the G9 suite): no leak
// of a channel or of another principal's personal events to a principal without access, live or in
// the catch-up (7.2, 8.1); an Idempotency-Key that replays (5.2); exactly 4004 for a bad token (6.4);
// 4012 at once on a revocation (8.5); a resume that catches up what it missed (6.3); a catch-up over
// page boundaries with a cursor at every page end (7.1), which needs a small sync.catchup_page_size
// and skips with the reason otherwise.
// Over the wire only. The leak case needs a second principal: the configured agent (--agent), which
// must not read some channel that the run's person writes in (the demo of `npm start`: helper reads
// #general only, alex writes in #random and #support); it skips with the reason otherwise.
import { ClientOp, CloseCode, EventType, ProblemCode, REST_BASE_PATH, ServerOp, type ClientFrameOf } from '@bothy/generated';
import { LiveWaitError } from '../errors.ts';
import { isInteger, isObject } from '../internal/json.ts';
import { agentRequest, agentSession, consumerName, type AgentSession } from './agents.ts';
import { expectStatus, postMessage, writableThread, type LiveCase } from './cases.ts';
import { problemCode, type RestAnswer, type RestClient } from './credentials.ts';
import { generateDpopKey } from './dpop.ts';
import { CaseSkipped, fail, uuidv7, type CaseContext, type Frame } from './session.ts';
import type { LiveSocket } from './socket.ts';

/** The ID of the message a message.created frame carries. */
export const createdMessage = (f: Frame): string | undefined =>
  f.op === ServerOp.Dispatch && f.d.type === EventType.MessageCreated && isObject(f.d.payload) && isObject(f.d.payload.message) && typeof f.d.payload.message.id === 'string' ? f.d.payload.message.id : undefined;

/** Waits until the message.created of `messageId` is on `socket` (from message index `from`). */
export async function waitMessage(ctx: CaseContext, socket: LiveSocket, messageId: string, what: string, from = 0): Promise<void> {
  await ctx.waitOp(socket, ServerOp.Dispatch, from, (f) => createdMessage(f as unknown as Frame) === messageId).catch((e: unknown) => {
    if (e instanceof Error) fail(`${what}: ${e.message}`);
    throw e;
  });
}

async function post(ctx: CaseContext, thread: string, what: string): Promise<{ id: string; channel: string }> {
  const answer = await postMessage(ctx, thread, uuidv7(), `bothy-conformance ${what}`);
  expectStatus(answer, 201, `POST a message (${what})`);
  const body = answer.body as { id?: unknown; channel_id?: unknown };
  if (typeof body.id !== 'string' || typeof body.channel_id !== 'string') fail(`the created message (${what}) has no id or channel_id`);
  return { id: body.id, channel: body.channel_id };
}

/** The events after `after` up to the head, page by page (7.4: a page is at most sync.catchup_page_size). */
async function eventsAfter(request: (path: string) => Promise<RestAnswer>, after: number, who: string): Promise<Frame['d'][]> {
  const out: Frame['d'][] = [];
  for (let cursor = after, pages = 0; ; pages++) {
    const page = await request(`${REST_BASE_PATH}/events?after=${cursor}`);
    expectStatus(page, 200, `GET ${REST_BASE_PATH}/events?after=${cursor} as ${who}`);
    const body = page.body as { events?: Frame['d'][]; next_cursor?: unknown; head_seq?: unknown };
    out.push(...(body.events ?? []));
    if (!isInteger(body.next_cursor) || !isInteger(body.head_seq)) fail(`GET ${REST_BASE_PATH}/events as ${who} answered no next_cursor or head_seq`);
    if (body.next_cursor >= body.head_seq) return out;
    if (body.next_cursor <= cursor || pages > 1_000) fail(`GET ${REST_BASE_PATH}/events as ${who} does not advance: next_cursor ${body.next_cursor} after ${cursor}, head_seq ${body.head_seq}`);
    cursor = body.next_cursor;
  }
}

/** Threads of message.created events among the person's recent events, with their channels. */
async function recentThreads(rest: RestClient): Promise<Map<string, string>> {
  const snapshot = await rest.request('GET', `${REST_BASE_PATH}/sync/snapshot`);
  expectStatus(snapshot, 200, `GET ${REST_BASE_PATH}/sync/snapshot`);
  const body = snapshot.body as { head_seq?: unknown; channels?: { id?: unknown; read_only?: unknown; archived?: unknown }[] };
  const writable = new Set((body.channels ?? []).filter((c) => c.read_only !== true && c.archived !== true).map((c) => c.id));
  const head = isInteger(body.head_seq) ? body.head_seq : 0;
  const threads = new Map<string, string>();
  for (const e of await eventsAfter((path) => rest.request('GET', path), Math.max(0, head - 500), 'the person')) {
    const scope = isObject(e.scope) ? e.scope : {};
    if (e.type === EventType.MessageCreated && typeof scope.thread_id === 'string' && typeof scope.channel_id === 'string' && writable.has(scope.channel_id)) threads.set(scope.thread_id, scope.channel_id);
  }
  return threads;
}

/** What of the person's writes the agent must not see: the hidden channel and thread, the message, the person's draft (8.1, 7.2). */
function leaks(frames: Frame['d'][], hidden: { channel: string; thread: string; message: string }): string[] {
  const found: string[] = [];
  for (const d of frames) {
    const scope = isObject(d.scope) ? d.scope : {};
    const resource = isObject(d.resource) ? d.resource : {};
    const payload = isObject(d.payload) ? d.payload : {};
    const message = isObject(payload.message) ? payload.message.id : payload.message_id;
    const what = `${String(d.type)}${isInteger(d.seq) ? ` seq ${d.seq}` : ''}`;
    if (d.type === EventType.DraftUpdated || d.type === EventType.DraftDeleted) found.push(`${what} (the person's own draft: personal, 2.1)`);
    else if (scope.channel_id === hidden.channel || scope.thread_id === hidden.thread || resource.id === hidden.channel || message === hidden.message) found.push(`${what} of the channel it cannot read`);
  }
  return found;
}

/** A thread the person writes in whose channel the agent cannot read, and one whose channel it can, each [thread, channel]; skipped without them. */
async function hiddenAndOpen(ctx: CaseContext, agent: AgentSession): Promise<{ hiddenThread: [string, string]; openThread: [string, string] }> {
  const seen = await agentRequest(ctx, agent, 'GET', '/sync/snapshot');
  expectStatus(seen, 200, `GET ${REST_BASE_PATH}/sync/snapshot as ${ctx.options.agent}`);
  const readable = new Set(((seen.body as { channels?: { id?: unknown }[] }).channels ?? []).map((c) => c.id));
  const threads = [...(await recentThreads(await ctx.run.rest()))];
  const hiddenThread = threads.find(([, channel]) => !readable.has(channel));
  const openThread = threads.find(([, channel]) => readable.has(channel));
  if (!hiddenThread || !openThread) {
    throw new CaseSkipped(`needs a thread the person writes in whose channel ${ctx.options.agent} cannot read, and one it can (found ${hiddenThread ? '' : 'no hidden '}${openThread ? '' : 'no readable '}thread among the recent messages); --principal, --agent`);
  }
  return { hiddenThread, openThread };
}

/**
 * 7.1: a connection's positions are the seq of each dispatch and cursor frame (from `from` on). More than
 * `every` of `skipped` (seqs it may not see) never lie between a position and the next dispatch: a cursor
 * past them comes first. (A cursor may pass any number at once: the server checked them together.)
 */
function advanceProblem(frames: Frame[], from: number, skipped: readonly number[], every: number): string | undefined {
  let at = from;
  for (const f of frames) {
    if ((f.op !== ServerOp.Dispatch && f.op !== ServerOp.Cursor) || !isInteger(f.d.seq) || f.d.seq <= at) continue;
    const passed = skipped.filter((seq) => seq > at && seq < (f.d.seq as number));
    if (f.op === ServerOp.Dispatch && passed.length > every) return `${f.op} seq ${f.d.seq} came after ${at} with ${passed.length} events it may not see between (seq ${passed[0]}..${passed.at(-1)}) and no ${ServerOp.Cursor} past them`;
    at = f.d.seq;
  }
  return undefined;
}

/** The upper bound of sync.cursor_advance_every the cursor case checks: it posts one message more than it. */
const MAX_ADVANCE_CHECKED = 20;

const dispatches = (frames: Frame[]) => frames.filter((f) => f.op === ServerOp.Dispatch).map((f) => f.d);

/** The frames of a catch-up: after ready or resumed, up to catchup.complete. */
function catchupOf(frames: Frame[], start: string): Frame[] {
  const from = frames.findIndex((f) => f.op === start);
  const end = frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
  return frames.slice(from + 1, end < 0 ? undefined : end);
}

export const guardCases: readonly LiveCase[] = [
  {
    id: 'access.no_leak',
    title: `A principal without access to a channel gets neither its ${EventType.MessageCreated} nor anything of it, nor another principal's personal events: live, in the catch-up, over REST`,
    section: '7.2, 8.1, 15.1',
    async run(ctx) {
      const rest = await ctx.run.rest();
      const consumer = consumerName();
      const first: AgentSession = await agentSession(ctx, consumer);
      await ctx.waitOp(first.socket, ServerOp.CatchupComplete);
      const ready = ctx.frames(first.socket).find((f) => f.op === ServerOp.Ready)!;
      const start = ready.d.head_seq as number;
      const { hiddenThread, openThread } = await hiddenAndOpen(ctx, first);
      // The person's own personal event in a thread the agent reads: only the person may get it.
      const draft = await rest.request('PUT', `${REST_BASE_PATH}/threads/${openThread[0]}/draft`, { base_version: 0, content_md: 'bothy-conformance draft' });
      const draftVersion = isObject(draft.body) && isInteger(draft.body.version) ? draft.body.version : undefined;
      try {
        if (draft.status !== 200) fail(`PUT ${REST_BASE_PATH}/threads/${openThread[0]}/draft answered ${draft.status} ${problemCode(draft.body) ?? ''}, want 200`);
        const hidden = await post(ctx, hiddenThread[0], 'hidden from the agent');
        const control = await post(ctx, openThread[0], 'seen by the agent');
        const hiddenPlace = { channel: hiddenThread[1], thread: hiddenThread[0], message: hidden.id };
        // Live (7.2: authorize is the truth): the later message arrives, so the earlier ones would have too (10).
        await waitMessage(ctx, first.socket, control.id, `no ${EventType.MessageCreated} of the message in a channel ${ctx.options.agent} reads, live`);
        const live = leaks(dispatches(ctx.frames(first.socket)), hiddenPlace);
        if (live.length > 0) fail(`live, ${ctx.options.agent} got ${live.join(', ')}`);
        // Catch-up: the same consumer again, nothing acked since ready, so it catches up from there (15.1, 15.2).
        first.socket.close(CloseCode.Normal);
        await first.socket.waitClose(ctx.options.stepTimeoutMs);
        const again = await agentSession(ctx, consumer);
        await ctx.waitOp(again.socket, ServerOp.CatchupComplete);
        await waitMessage(ctx, again.socket, control.id, `no ${EventType.MessageCreated} of the message in a channel ${ctx.options.agent} reads, in the catch-up of its consumer`);
        const caught = leaks(dispatches(ctx.frames(again.socket)), hiddenPlace);
        if (caught.length > 0) fail(`in the catch-up, ${ctx.options.agent} got ${caught.join(', ')}`);
        // The REST variant from the cursor before the writes (7.4: the same rules).
        const page = await eventsAfter((path) => agentRequest(ctx, again, 'GET', path.slice(REST_BASE_PATH.length)), start, ctx.options.agent);
        if (!page.some((e) => isObject(e.payload) && isObject(e.payload.message) && e.payload.message.id === control.id)) fail(`GET ${REST_BASE_PATH}/events?after=${start} as ${ctx.options.agent} lacks the message in the channel it reads`);
        const listed = leaks(page, hiddenPlace);
        if (listed.length > 0) fail(`GET ${REST_BASE_PATH}/events?after=${start} as ${ctx.options.agent} lists ${listed.join(', ')}`);
      } finally {
        if (draftVersion !== undefined) await rest.request('PUT', `${REST_BASE_PATH}/threads/${openThread[0]}/draft`, { base_version: draftVersion, content_md: '' });
      }
    },
  },
  {
    id: 'cursor.advance_every',
    title: `Events a principal may not see are passed with a ${ServerOp.Cursor} at the latest after sync.cursor_advance_every of them, live and in the catch-up`,
    section: '7.1',
    async run(ctx) {
      const every = ctx.options.cursorAdvanceEvery;
      if (every > MAX_ADVANCE_CHECKED) {
        throw new CaseSkipped(`sync.cursor_advance_every is ${every} (--cursor-advance-every); the case posts one message more than it and checks at most ${MAX_ADVANCE_CHECKED} (start the server with BOTHY_SYNC_CURSOR_ADVANCE_EVERY=1 and pass --cursor-advance-every 1)`);
      }
      const consumer = consumerName();
      const first = await agentSession(ctx, consumer);
      await ctx.waitOp(first.socket, ServerOp.CatchupComplete);
      const start = ctx.frames(first.socket).find((f) => f.op === ServerOp.Ready)!.d.head_seq as number;
      const { hiddenThread, openThread } = await hiddenAndOpen(ctx, first);
      // The person's connection tells the seqs of the messages the agent may not see.
      const { socket: person } = await ctx.liveSession();
      const hidden: string[] = [];
      for (let n = 0; n <= every; n++) hidden.push((await post(ctx, hiddenThread[0], `hidden ${n + 1} of ${every + 1}`)).id);
      await waitMessage(ctx, person, hidden.at(-1)!, `no ${EventType.MessageCreated} of the person's own message`);
      const seqs = hidden.map((id) => ctx.frames(person).find((f) => createdMessage(f) === id)?.d.seq);
      if (!seqs.every(isInteger)) fail(`the person's connection lacks the ${EventType.MessageCreated} of its own messages in ${hiddenThread[0]}`);
      // Live, with nothing after them: a cursor comes past all but at most the bound of them by itself, not only ahead of a later dispatch.
      const position = () => Math.max(start, ...ctx.frames(first.socket).flatMap((f) => ((f.op === ServerOp.Dispatch || f.op === ServerOp.Cursor) && isInteger(f.d.seq) ? [f.d.seq] : [])));
      const behind = () => seqs.filter((seq) => seq > position()).length;
      await first.socket.waitFor(() => behind() <= every, ctx.options.stepTimeoutMs).catch((e: unknown) => {
        if (e instanceof LiveWaitError) fail(`live, to ${ctx.options.agent}: ${behind()} events it may not see (seq ${seqs.find((s) => s > position())}..${seqs.at(-1)}) after its last position ${position()} and no ${ServerOp.Cursor} within ${ctx.options.stepTimeoutMs} ms; sync.cursor_advance_every is ${every} (7.1)`);
        throw e;
      });
      const control = await post(ctx, openThread[0], 'after the hidden ones');
      // The later message arrives, so everything before it was passed (10).
      await waitMessage(ctx, first.socket, control.id, `no ${EventType.MessageCreated} of the message in a channel ${ctx.options.agent} reads, live`);
      const live = advanceProblem(ctx.frames(first.socket), start, seqs, every);
      if (live) fail(`live, to ${ctx.options.agent}: ${live}; sync.cursor_advance_every is ${every} (7.1)`);
      // Catch-up: the same consumer again, nothing acked since ready, so it catches up from there (15.1, 15.2).
      first.socket.close(CloseCode.Normal);
      await first.socket.waitClose(ctx.options.stepTimeoutMs);
      const again = await agentSession(ctx, consumer);
      // The later message was committed before this identify, so it is part of the catch-up: it comes before
      // catchup.complete, which ends the catch-up up to the ready's head_seq for an agent too (7.2, 15.2).
      await ctx.waitOp(again.socket, ServerOp.CatchupComplete);
      const caught = catchupOf(ctx.frames(again.socket), ServerOp.Ready);
      if (!caught.some((f) => createdMessage(f) === control.id)) {
        const after = ctx.frames(again.socket).some((f) => createdMessage(f) === control.id);
        fail(`the catch-up of ${ctx.options.agent}'s consumer lacks the message in the channel it reads${after ? `: it came after ${ServerOp.CatchupComplete} (7.2)` : ''}`);
      }
      const late = advanceProblem(caught, start, seqs, every);
      if (late) fail(`in the catch-up of ${ctx.options.agent}: ${late}; sync.cursor_advance_every is ${every} (7.1)`);
    },
  },
  {
    id: 'idempotency.key_replay',
    title: 'A write under an Idempotency-Key sent again answers the stored status and body and writes nothing; the key with another request: 422 idempotency_key_reuse',
    section: '5.2',
    async run(ctx) {
      const rest = await ctx.run.rest();
      const { socket } = await ctx.liveSession();
      const thread = await writableThread(ctx);
      const message = await post(ctx, thread, 'reactions');
      // A reaction added, removed and added again under the first key: a replay answers the first
      // answer and writes nothing; a server that runs the repeat adds the reaction a second time.
      const path = `${REST_BASE_PATH}/messages/${message.id}/reactions/${REACTION}`;
      const key = uuidv7();
      const added = await rest.request('PUT', path, undefined, { 'idempotency-key': key });
      expectStatus(added, 200, `PUT ${path}`);
      expectStatus(await rest.request('DELETE', path, undefined, { 'idempotency-key': uuidv7() }), 200, `DELETE ${path}`);
      const repeat = await rest.request('PUT', path, undefined, { 'idempotency-key': key });
      if (repeat.status !== added.status || canonical(repeat.body) !== canonical(added.body)) {
        fail(`the repeat under the same Idempotency-Key answered ${repeat.status} ${JSON.stringify(repeat.body)}, the first request ${added.status} ${JSON.stringify(added.body)}`);
      }
      if (repeat.headers.get('idempotent-replay') !== 'true') fail(`the repeat under the same Idempotency-Key answered without Idempotent-Replay: true (5.2, the contract's IdempotencyKey)`);
      // Every event of the writes is on the person's connection before the next message's (10).
      const sentinel = await post(ctx, thread, 'after the reactions');
      await waitMessage(ctx, socket, sentinel.id, `no ${EventType.MessageCreated} after the reactions`);
      const of = (type: string) => ctx.frames(socket).filter((f) => f.op === ServerOp.Dispatch && f.d.type === type && isObject(f.d.payload) && f.d.payload.message_id === message.id).length;
      const [plus, minus] = [of(EventType.ReactionAdded), of(EventType.ReactionRemoved)];
      if (plus !== 1 || minus !== 1) fail(`the writes gave ${plus} ${EventType.ReactionAdded} and ${minus} ${EventType.ReactionRemoved}, want one each: the repeat under the same key wrote again`);
      const other = `${REST_BASE_PATH}/messages/${message.id}/reactions/${REACTION}-other`;
      const reuse = await rest.request('PUT', other, undefined, { 'idempotency-key': key });
      if (reuse.status !== 422 || problemCode(reuse.body) !== ProblemCode.IdempotencyKeyReuse) fail(`the same Idempotency-Key on another request answered ${reuse.status} ${problemCode(reuse.body) ?? ''}, want 422 ${ProblemCode.IdempotencyKeyReuse}`);
    },
  },
  {
    id: 'identify.bad_token',
    title: `A well-formed ${ClientOp.Identify} with a token whose signature is wrong, or with a proof of another key, closes with ${CloseCode.AuthenticationFailed} authentication_failed`,
    section: '6.3, 6.4',
    async run(ctx) {
      const c = await ctx.run.credentials();
      const [h, p, sig] = c.accessToken.split('.');
      if (sig === undefined) throw new CaseSkipped('the access token is no JWS: no signature to spoil');
      // Another signature of the same length: the token is well formed, and false.
      const forged = `${h}.${p}.${Buffer.from(Buffer.from(sig, 'base64url').map((b) => b ^ 0xff)).toString('base64url')}`;
      const stranger = generateDpopKey();
      for (const [what, token, key] of [
        ['a token with a false signature', forged, c.key],
        ['a DPoP proof of a key the token is not bound to', c.accessToken, stranger],
      ] as const) {
        const socket = await ctx.connect();
        const hello = await ctx.hello(socket);
        const frame = await ctx.identifyFrame(hello, {}, c);
        frame.d = { ...frame.d, access_token: token, dpop: ctx.gatewayProof(key, token, hello.d.dpop_nonce) } as typeof frame.d;
        socket.sendText(JSON.stringify(frame));
        await ctx.expectClose(socket, CloseCode.AuthenticationFailed, ctx.options.stepTimeoutMs, `${ClientOp.Identify} with ${what}`);
      }
    },
  },
  {
    id: 'revoke.device',
    title: `Revoking the device of a live connection closes it with ${CloseCode.Revoked} revoked at once; its token then identifies nowhere`,
    section: '8.5, 6.4',
    async run(ctx) {
      const device = await ctx.run.freshCredentials();
      const { socket } = await ctx.liveSession({}, device);
      const path = `${REST_BASE_PATH}/devices/${device.deviceId}/revoke`;
      expectStatus(await (await ctx.run.rest()).request('POST', path), 204, `POST ${path}`);
      await ctx.expectClose(socket, CloseCode.Revoked, ctx.options.stepTimeoutMs, `POST ${path}`);
      const late = await ctx.connect();
      const hello = await ctx.hello(late);
      late.sendText(JSON.stringify(await ctx.identifyFrame(hello, {}, device)));
      await ctx.expectClose(late, CloseCode.Revoked, ctx.options.stepTimeoutMs, `${ClientOp.Identify} with the token of the revoked device`);
    },
  },
  {
    id: 'resume.catchup',
    title: `A connection that drops after ${ServerOp.Ready} ${ClientOp.Resume}s its session from its cursor: ${ServerOp.Resumed}, then the event it missed, then ${ServerOp.CatchupComplete}`,
    section: '6.3, 7.2',
    async run(ctx) {
      const thread = await writableThread(ctx);
      const first = await ctx.liveSession();
      const session = first.ready.d.gateway_session_id;
      const cursor = Math.max(first.ready.d.head_seq, ...dispatches(ctx.frames(first.socket)).flatMap((d) => (isInteger(d.seq) ? [d.seq] : [])));
      // The connection drops: no close frame, as a lost network does.
      first.socket.destroy();
      await first.socket.waitClose(ctx.options.stepTimeoutMs);
      const missed = await post(ctx, thread, 'while disconnected');
      const c = await ctx.run.credentials();
      const socket = await ctx.connect();
      const hello = await ctx.hello(socket);
      const resume: ClientFrameOf<typeof ClientOp.Resume> = {
        op: ClientOp.Resume,
        d: { gateway_session_id: session, access_token: c.accessToken, dpop: ctx.gatewayProof(c.key, c.accessToken, hello.d.dpop_nonce), cursor, sync_epoch: first.hello.d.sync_epoch },
      };
      socket.sendText(JSON.stringify(resume));
      const resumed = await ctx.waitOp(socket, ServerOp.Resumed);
      if (resumed.d.gateway_session_id !== session) fail(`${ServerOp.Resumed} names session ${resumed.d.gateway_session_id}, the resume named ${session}`);
      await ctx.waitOp(socket, ServerOp.CatchupComplete);
      const caught = catchupOf(ctx.frames(socket), ServerOp.Resumed);
      if (!caught.some((f) => createdMessage(f) === missed.id)) fail(`no ${EventType.MessageCreated} of the message posted while disconnected between ${ServerOp.Resumed} and ${ServerOp.CatchupComplete} (cursor ${cursor})`);
    },
  },
  {
    id: 'catchup.pages',
    title: `A catch-up over several pages of sync.catchup_page_size: every event, and a ${ServerOp.Cursor} at the end of every page`,
    section: '7.1, 7.2, 7.4',
    async run(ctx) {
      const thread = await writableThread(ctx);
      const first = await ctx.liveSession();
      const head = first.ready.d.head_seq;
      first.socket.close(CloseCode.Normal); // one connection per device (6.1)
      await first.socket.waitClose(ctx.options.stepTimeoutMs);
      const posted: string[] = [];
      for (let n = 1; n <= PAGED_MESSAGES; n++) posted.push((await post(ctx, thread, `page ${n}`)).id);
      // sync.catchup_page_size is not announced; a REST page (7.4: limit at most the page size) shows it.
      const page = await (await ctx.run.rest()).request('GET', `${REST_BASE_PATH}/events?after=${head}`);
      expectStatus(page, 200, `GET ${REST_BASE_PATH}/events?after=${head}`);
      const body = page.body as { events?: unknown[]; next_cursor?: unknown; head_seq?: unknown };
      const size = body.events?.length ?? 0;
      if (!isInteger(body.next_cursor) || !isInteger(body.head_seq) || body.next_cursor >= body.head_seq || size === 0) {
        throw new CaseSkipped(`${PAGED_MESSAGES} new events fit one catch-up page: the server's sync.catchup_page_size is larger (start it with BOTHY_SYNC_CATCHUP_PAGE_SIZE=2 to check page boundaries)`);
      }
      const { socket, ready } = await ctx.liveSession({ cursor: head, sync_epoch: first.hello.d.sync_epoch });
      const frames = catchupOf(ctx.frames(socket), ServerOp.Ready);
      const missing = posted.filter((id) => !frames.some((f) => createdMessage(f) === id));
      if (missing.length > 0) fail(`the catch-up over pages of ${size} lacks ${missing.length} of the ${PAGED_MESSAGES} messages posted after the cursor (a page was dropped?)`);
      let run = 0;
      let last: number | undefined;
      for (const f of frames) {
        if (f.op === ServerOp.Dispatch) run += 1;
        else if (f.op === ServerOp.Cursor) [run, last] = [0, f.d.seq as number];
        if (run > size) fail(`${run} events in a row without a ${ServerOp.Cursor} in a catch-up whose pages hold ${size} (7.1: a cursor at the end of every page)`);
      }
      if (last !== ready.d.head_seq) fail(`the last ${ServerOp.Cursor} of the catch-up is ${String(last)}, not head_seq ${ready.d.head_seq}`);
    },
  },
];

/** Messages of the page case: more than two pages of a page size of 2. */
const PAGED_MESSAGES = 5;

/** The emoji of the idempotency case: text without whitespace (9). */
const REACTION = 'bothy-conformance';

/** JSON with sorted keys: the same body, however its members are ordered. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (isObject(v) && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
}
