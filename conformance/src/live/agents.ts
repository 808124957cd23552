// The agent cases of the live mode (15.1-15.3, 2.2, R-SY-08, R-SY-10, R-SY-19):
// an agent adapter identifies with its API token and a consumer name, the run's
// person mentions it, and the invocation comes with a token that verifies
// against /jwks.json; a redelivery carries redelivered: true and a fresh jti; a
// second connection of the consumer closes the first with 4015; start is one
// compare-and-swap; a person's cancel reaches the agent as run.cancel_requested
// (15.5) and a waiting run refuses its consumed start token (15.3, R-SY-19). Over the wire only: the agent's token comes from
// --agent-token-command or the reference server's dev endpoint, the trigger is
// a message that mentions the agent (`<@id>`, 15.3), and the JWS is checked with
// node:crypto against the published keys.
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { carriesInvocationToken, ClientOp, CloseCode, CURRENT_PROTOCOL_VERSION, EventType, INVOCATION_TOKEN_TYP, ProblemCode, REST_BASE_PATH, ServerOp } from '@bothy/generated';
import { LiveWaitError } from '../errors.ts';
import { isInteger, isObject } from '../internal/json.ts';
import { expectStatus, postMessage, writableThread, type LiveCase } from './cases.ts';
import { answerText } from './answer.ts';
import { problemCode, type RestAnswer } from './credentials.ts';
import { CaseFailure, CaseSkipped, fail, uuidv7, type CaseContext, type Frame, type LiveNode } from './session.ts';
import type { LiveSocket } from './socket.ts';

const TOOL_CLASSES = ['none', 'read', 'write', 'execute'];

export interface AgentSession {
  socket: LiveSocket;
  agentId: string;
  token: string;
}

/** An agent adapter's connection to `node`: identify with the API token and a consumer name (6.3, 15.1). */
export async function agentSession(ctx: CaseContext, consumer: string, node: LiveNode = 'main'): Promise<AgentSession> {
  const token = await ctx.run.agentToken();
  const socket = await ctx.connect(node);
  await ctx.hello(socket);
  socket.sendText(JSON.stringify({ op: ClientOp.Identify, d: { api_token: token, consumer, protocol_version: CURRENT_PROTOCOL_VERSION } }));
  const ready = await ctx.waitOp(socket, ServerOp.Ready);
  const principal = ready.d.principal;
  if (principal.kind !== 'agent') fail(`${ServerOp.Ready} names a principal of kind ${principal.kind} for ${ctx.options.agent}'s API token; the agent cases need an agent (--agent)`);
  return { socket, agentId: principal.id, token };
}

export interface Invocation {
  seq: number;
  runId: string;
  threadId: string;
  token: string;
  redelivered: boolean;
  claims: Record<string, unknown>;
}

function invocationOf(f: Frame, messageId: string): Invocation | undefined {
  if (f.op !== ServerOp.Dispatch || f.d.type !== EventType.AgentInvocation) return undefined;
  const payload = isObject(f.d.payload) ? f.d.payload : {};
  if (payload.message_id !== messageId) return undefined;
  const token = f.d.invocation_token;
  if (typeof token !== 'string') fail(`${EventType.AgentInvocation} seq ${String(f.d.seq)} reached the agent without the delivery field invocation_token (15.3)`);
  if (!isInteger(f.d.seq)) fail(`${EventType.AgentInvocation} without seq`);
  if (f.d.redelivered !== undefined && f.d.redelivered !== true) fail(`redelivered is ${JSON.stringify(f.d.redelivered)}; it is true or absent (2.2)`);
  return { seq: f.d.seq, runId: String(payload.run_id), threadId: String(payload.thread_id), token, redelivered: f.d.redelivered === true, claims: claimsOf(token) };
}

function part(token: string, i: 0 | 1): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(token.split('.')[i] ?? '', 'base64url').toString('utf8'));
    if (isObject(value)) return value;
  } catch {
    // reported below
  }
  fail(`the invocation token is no JWS: its ${i === 0 ? 'header' : 'payload'} is no JSON object`);
}

export const claimsOf = (token: string) => part(token, 1);

/** The invocations of the agent's socket for one triggering message, in arrival order. */
function invocations(ctx: CaseContext, a: AgentSession, messageId: string): Invocation[] {
  return ctx.frames(a.socket).flatMap((f) => invocationOf(f, messageId) ?? []);
}

async function waitInvocations(ctx: CaseContext, a: AgentSession, messageId: string, n: number, withinMs: number, what: string): Promise<Invocation[]> {
  try {
    await a.socket.waitFor(() => invocations(ctx, a, messageId).length >= n, withinMs);
  } catch (e) {
    if (e instanceof LiveWaitError) fail(`no ${what}: ${e.message}`);
    throw e;
  }
  return invocations(ctx, a, messageId);
}

/** The run's person mentions the agent in a thread it may write in; the invocation reaches the agent (15.3). */
export async function invoke(ctx: CaseContext, a: AgentSession): Promise<{ messageId: string; first: Invocation }> {
  const thread = await writableThread(ctx);
  const posted = await postMessage(ctx, thread, uuidv7(), `<@${a.agentId}> bothy-conformance invocation`);
  expectStatus(posted, 201, 'POST a message that mentions the agent');
  const messageId = (posted.body as { id: string }).id;
  const [first] = await waitInvocations(ctx, a, messageId, 1, ctx.options.stepTimeoutMs, `${EventType.AgentInvocation} for the mention of ${ctx.options.agent}`);
  return { messageId, first: first! };
}

export const ack = (a: AgentSession, seq: number) => a.socket.sendText(JSON.stringify({ op: ClientOp.Ack, d: { seq } }));

/** REST as the agent on `node`: its API token, not bound to a key (6.3). */
export async function agentRequest(ctx: CaseContext, a: AgentSession, method: string, path: string, body?: unknown, node: LiveNode = 'main'): Promise<RestAnswer> {
  const url = new URL(`${REST_BASE_PATH}${path}`, ctx.run.origin(node));
  const res = await fetch(url, {
    method,
    headers: { authorization: `DPoP ${a.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(ctx.options.stepTimeoutMs),
  });
  const text = await answerText(res, `${method} ${url.pathname}`, undefined, ctx.options.twins?.answersUnbounded);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // the text itself
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** run.start with the token's own billing mode and tool class (15.3 step 4). */
export const start = (ctx: CaseContext, a: AgentSession, inv: Invocation, token = inv.token) =>
  agentRequest(ctx, a, 'POST', `/runs/${inv.runId}/start`, { invocation_token: token, billing_mode_used: inv.claims.billing_mode, tool_class_used: inv.claims.tool_class });

export async function finish(ctx: CaseContext, a: AgentSession, inv: Invocation): Promise<void> {
  expectStatus(await agentRequest(ctx, a, 'POST', `/runs/${inv.runId}/finish`, { state: 'completed' }), 200, `POST /runs/${inv.runId}/finish`);
}

/** 15.3: a start with a token that is not the run's current one starts nothing: 403 superseded while queued, 409 already_started once running. */
function expectRefusedOlder(answer: RestAnswer, what: string): void {
  const code = problemCode(answer.body);
  const reason = isObject(answer.body) ? answer.body.reason : undefined;
  const superseded = answer.status === 403 && code === ProblemCode.InvocationTokenInvalid && reason === 'superseded';
  const started = answer.status === 409 && code === ProblemCode.AlreadyStarted;
  if (!superseded && !started) fail(`${what} answered ${answer.status}${code ? ` ${code}` : ''}${typeof reason === 'string' ? ` (${reason})` : ''}; 15.3 says 403 invocation_token_invalid superseded or 409 already_started`);
}

/** The JWS checks of 15.3 and R-SY-08 that every agent token shares: EdDSA, typ, a key of /jwks.json, the agent as audience, not expired. */
export async function jwsProblems(ctx: CaseContext, agentId: string, token: string): Promise<string[]> {
  const header = part(token, 0);
  const problems: string[] = [];
  if (header.alg !== 'EdDSA') problems.push(`alg is ${String(header.alg)}, not EdDSA`);
  if (header.typ !== INVOCATION_TOKEN_TYP) problems.push(`typ is ${String(header.typ)}, not ${INVOCATION_TOKEN_TYP}`);
  const jwksAnswer = await fetch(new URL(`${REST_BASE_PATH}/jwks.json`, ctx.options.url), { signal: AbortSignal.timeout(ctx.options.stepTimeoutMs) });
  if (jwksAnswer.status !== 200) fail(`GET ${REST_BASE_PATH}/jwks.json answered ${jwksAnswer.status}`);
  const jwks = JSON.parse(await answerText(jwksAnswer, `GET ${REST_BASE_PATH}/jwks.json`, undefined, ctx.options.twins?.answersUnbounded)) as { keys?: (JsonWebKey & { kid?: string })[] };
  const candidates = (jwks.keys ?? []).filter((k) => k.kty === 'OKP' && k.crv === 'Ed25519' && (header.kid === undefined || k.kid === header.kid));
  const [h, p, s] = token.split('.');
  const signed = Buffer.from(`${h}.${p}`);
  const verified = candidates.some((k) => {
    try {
      return verify(null, signed, createPublicKey({ key: k, format: 'jwk' }), Buffer.from(s ?? '', 'base64url'));
    } catch {
      return false;
    }
  });
  if (!verified) problems.push(`the signature verifies against no Ed25519 key of /jwks.json${header.kid ? ` with kid ${String(header.kid)}` : ''}`);
  const c = claimsOf(token);
  const aud = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!aud.includes(agentId)) problems.push(`aud ${JSON.stringify(c.aud)} does not name the agent ${agentId}`);
  if (typeof c.jti !== 'string' || c.jti === '') problems.push('jti is missing');
  if (!isInteger(c.exp) || c.exp * 1000 <= Date.now()) problems.push(`exp ${String(c.exp)} is no time in the future`);
  return problems;
}

/** The JWS checks of 15.3 and R-SY-08: EdDSA, typ, a key of /jwks.json, the claims. */
export async function verifyInvocationToken(ctx: CaseContext, a: AgentSession, inv: Invocation): Promise<void> {
  const problems = await jwsProblems(ctx, a.agentId, inv.token);
  const c = inv.claims;
  if (c.run_id !== inv.runId) problems.push(`run_id ${String(c.run_id)} is not the payload's run ${inv.runId}`);
  if (c.thread_id !== inv.threadId) problems.push(`thread_id ${String(c.thread_id)} is not the payload's thread ${inv.threadId}`);
  if (c.trigger_kind !== 'mention') problems.push(`trigger_kind is ${String(c.trigger_kind)}, not mention`);
  if (typeof c.billing_mode !== 'string' || c.billing_mode === '') problems.push('billing_mode is missing');
  if (!TOOL_CLASSES.includes(c.tool_class as string)) problems.push(`tool_class ${String(c.tool_class)} is none of ${TOOL_CLASSES.join(', ')}`);
  if (problems.length > 0) fail(`invocation token: ${problems.join('; ')}`);
}

/** An agent session on a fresh consumer, invoked by the person's mention, the invocation acked and the run started (15.3). */
async function startedRun(ctx: CaseContext): Promise<{ a: AgentSession; first: Invocation }> {
  const a = await agentSession(ctx, consumerName());
  const { first } = await invoke(ctx, a);
  ack(a, first.seq);
  expectStatus(await start(ctx, a, first), 200, `POST /runs/${first.runId}/start`);
  return { a, first };
}

/** A fresh consumer per case (at most 64 characters), so that a run never meets the cursor of an earlier one. */
export const consumerName = () => `conformance-${uuidv7()}`;

export const agentCases: readonly LiveCase[] = [
  {
    id: 'agent.invocation_token',
    title: `A mention reaches the agent consumer as ${EventType.AgentInvocation} with an invocation token that verifies against /jwks.json, and never over the REST catch-up`,
    section: '15.1, 15.3, 2.2, 7.4, R-SY-08',
    async run(ctx) {
      const a = await agentSession(ctx, consumerName());
      const { messageId, first } = await invoke(ctx, a);
      if (first.redelivered) fail('the first delivery says redelivered: true');
      await verifyInvocationToken(ctx, a, first);
      ack(a, first.seq);
      // 15.3 step 4: the adapter fetches the context (run.context.read), then starts (D439).
      const context = await agentRequest(ctx, a, 'GET', `/runs/${first.runId}/context`);
      expectStatus(context, 200, `GET ${REST_BASE_PATH}/runs/${first.runId}/context before the start`);
      const read = (isObject(context.body) ? context.body : {}) as { run?: { id?: unknown; state?: unknown }; trigger_message?: { id?: unknown } };
      if (read.run?.id !== first.runId || read.run?.state !== 'queued' || read.trigger_message?.id !== messageId) {
        fail(`the run's context before the start names run ${String(read.run?.id)} (${String(read.run?.state)}) and trigger message ${String(read.trigger_message?.id)}, not the queued run ${first.runId} and the mention ${messageId}`);
      }
      expectStatus(await start(ctx, a, first), 200, `POST /runs/${first.runId}/start`);
      await finish(ctx, a, first);
      // The REST catch-up is no delivery path for it: no token, no check of 15.3 there (7.4, D401).
      const page = await agentRequest(ctx, a, 'GET', `/events?after=${first.seq - 1}&limit=1`);
      expectStatus(page, 200, `GET ${REST_BASE_PATH}/events?after=${first.seq - 1} as ${ctx.options.agent}`);
      const listed = isObject(page.body) && Array.isArray(page.body.events) ? (page.body.events as { seq?: unknown; type?: unknown }[]) : [];
      const tokenEvents = listed.filter((e) => typeof e.type === 'string' && carriesInvocationToken(e.type));
      if (tokenEvents.length > 0) fail(`GET ${REST_BASE_PATH}/events as ${ctx.options.agent} lists ${tokenEvents.map((e) => `${String(e.type)} seq ${String(e.seq)}`).join(', ')}, an event that carries an invocation token, without the token and the check of 15.3 (D401)`);
    },
  },
  {
    id: 'agent.redelivered',
    title: 'Without an ack the invocation comes again after agent.ack_timeout, with redelivered: true and a fresh token; the older token starts nothing',
    section: '15.2, 15.3',
    async run(ctx) {
      const a = await agentSession(ctx, consumerName());
      const { messageId, first } = await invoke(ctx, a);
      const [, again] = await waitInvocations(ctx, a, messageId, 2, ctx.options.ackTimeoutMs + ctx.options.stepTimeoutMs, `redelivery within agent.ack_timeout (--ack-timeout ${ctx.options.ackTimeoutMs} ms)`);
      if (!again!.redelivered) fail('the second delivery of the invocation lacks redelivered: true (15.2)');
      if (again!.seq !== first.seq) fail(`the redelivery has seq ${again!.seq}, the first delivery ${first.seq}`);
      if (again!.claims.jti === first.claims.jti) fail('the redelivery carries the same jti; 15.3 says a fresh token per delivery');
      await verifyInvocationToken(ctx, a, again!);
      ack(a, again!.seq);
      // A redelivery the server sent before it read the ack may still be on the way: the newest token is the current one.
      await new Promise((r) => setTimeout(r, 250));
      const newest = invocations(ctx, a, messageId).at(-1)!;
      expectRefusedOlder(await start(ctx, a, first), 'run.start with the first delivery\'s token');
      expectStatus(await start(ctx, a, newest), 200, 'run.start with the newest delivery\'s token');
      expectRefusedOlder(await start(ctx, a, first), 'run.start with the first delivery\'s token once running');
      await finish(ctx, a, newest);
    },
  },
  {
    id: 'agent.consumer_replaced',
    title: `A second connection of the same consumer takes over: the first closes with ${CloseCode.ConsumerReplaced} consumer_replaced`,
    section: '15.1, 6.4',
    async run(ctx) {
      const consumer = consumerName();
      const first = await agentSession(ctx, consumer);
      await agentSession(ctx, consumer);
      await ctx.expectClose(first.socket, CloseCode.ConsumerReplaced, ctx.options.stepTimeoutMs, `a second ${ClientOp.Identify} of consumer ${consumer}`);
    },
  },
  {
    id: 'run.start_cas',
    title: 'run.start is one compare-and-swap: two concurrent starts with the current token give one transition and the same run; an older token is refused',
    section: '15.3, R-SY-10, R-SY-19',
    async run(ctx) {
      const a = await agentSession(ctx, consumerName());
      const { first } = await invoke(ctx, a);
      ack(a, first.seq);
      // renew (15.3 step 3) replaces the run's current token: the delivered one becomes an older token.
      const renewed = await agentRequest(ctx, a, 'POST', `/runs/${first.runId}/invocation-token`, { invocation_token: first.token });
      expectStatus(renewed, 200, `POST /runs/${first.runId}/invocation-token`);
      const current = (renewed.body as { invocation_token?: unknown }).invocation_token;
      if (typeof current !== 'string') fail('the renewal carries no invocation_token');
      if (claimsOf(current).jti === first.claims.jti) fail('the renewed token has the jti of the old one');
      const { socket: person } = await ctx.session();
      await ctx.waitOp(person, ServerOp.CatchupComplete);
      const [x, y] = await Promise.all([start(ctx, a, first, current), start(ctx, a, first, current)]);
      expectStatus(x!, 200, 'one of two concurrent starts');
      expectStatus(y!, 200, 'the other of two concurrent starts (R-SY-19: the same token again answers 200)');
      const [bx, by] = [x!.body as Record<string, unknown>, y!.body as Record<string, unknown>];
      if (bx.id !== first.runId || by.id !== first.runId || bx.state !== 'running' || by.state !== 'running') fail(`the starts answered runs ${String(bx.id)} (${String(bx.state)}) and ${String(by.id)} (${String(by.state)}); want ${first.runId} running twice`);
      if (bx.version !== by.version) fail(`the two starts answered versions ${String(bx.version)} and ${String(by.version)}: the run changed twice`);
      // The token before the renewal, once running (the redelivered case checks it while queued).
      const older = await start(ctx, a, first);
      await finish(ctx, a, first);
      const changes = (state: string) => ctx.frames(person).filter((f) => f.op === ServerOp.Dispatch && f.d.type === EventType.RunStateChanged && isObject(f.d.resource) && f.d.resource.id === first.runId && isObject(f.d.payload) && f.d.payload.state === state);
      await ctx.waitOp(person, ServerOp.Dispatch, 0, () => changes('completed').length > 0);
      const running = changes('running').length;
      if (running !== 1) fail(`the person saw ${running} ${EventType.RunStateChanged} running for run ${first.runId}; one start, one transition`);
      expectRefusedOlder(older, 'run.start with the token before the renewal once running');
    },
  },
  {
    id: 'run.person_cancel',
    title: `A person cancels a running run: 202, ${EventType.RunCancelRequested} with user_cancelled reaches the agent, finish cancelled ends the run`,
    section: '15.5, 8.3',
    async run(ctx) {
      const { a, first } = await startedRun(ctx);
      const asked = await (await ctx.run.rest()).request('POST', `${REST_BASE_PATH}/runs/${first.runId}/cancel`);
      expectStatus(asked, 202, `POST /runs/${first.runId}/cancel as the run's person`);
      const requests = () => ctx.frames(a.socket).filter((f) => f.op === ServerOp.Dispatch && f.d.type === EventType.RunCancelRequested && isObject(f.d.payload) && f.d.payload.run_id === first.runId);
      try {
        await a.socket.waitFor(() => requests().length > 0, ctx.options.stepTimeoutMs);
      } catch (e) {
        if (e instanceof LiveWaitError) fail(`no ${EventType.RunCancelRequested} for run ${first.runId} at the agent: ${e.message}`);
        throw e;
      }
      const [request] = requests();
      const payload = request!.d.payload as Record<string, unknown>;
      if (payload.reason !== 'user_cancelled') fail(`${EventType.RunCancelRequested} carries reason ${String(payload.reason)}; a person's cancel is user_cancelled (15.5)`);
      if (request!.d.invocation_token !== undefined) fail(`${EventType.RunCancelRequested} carries an invocation token`);
      if (isInteger(request!.d.seq)) ack(a, request!.d.seq);
      const finished = await agentRequest(ctx, a, 'POST', `/runs/${first.runId}/finish`, { state: 'cancelled' });
      expectStatus(finished, 200, `POST /runs/${first.runId}/finish (cancelled)`);
      const state = isObject(finished.body) ? finished.body.state : undefined;
      if (state !== 'cancelled') fail(`the finished run is ${String(state)}, not cancelled`);
    },
  },
  {
    id: 'run.wait_resume',
    title: 'A running run waits for input; its consumed start token neither resumes nor renews it (403 superseded), and it still finishes',
    section: '15.3, R-SY-19',
    async run(ctx) {
      const { a, first } = await startedRun(ctx);
      const waiting = await agentRequest(ctx, a, 'POST', `/runs/${first.runId}/wait`);
      expectStatus(waiting, 200, `POST /runs/${first.runId}/wait`);
      const state = isObject(waiting.body) ? waiting.body.state : undefined;
      if (state !== 'waiting_input') fail(`the run is ${String(state)} after wait, not waiting_input`);
      const consumed = (answer: RestAnswer, what: string) => {
        const reason = isObject(answer.body) ? answer.body.reason : undefined;
        if (answer.status !== 403 || problemCode(answer.body) !== ProblemCode.InvocationTokenInvalid || reason !== 'superseded')
          fail(`${what} with the consumed start token answered ${answer.status} ${String(problemCode(answer.body))} ${String(reason)}; want 403 ${ProblemCode.InvocationTokenInvalid} superseded (R-SY-19)`);
      };
      consumed(await agentRequest(ctx, a, 'POST', `/runs/${first.runId}/resume`, { invocation_token: first.token, billing_mode_used: first.claims.billing_mode, tool_class_used: first.claims.tool_class }), `POST /runs/${first.runId}/resume`);
      consumed(await agentRequest(ctx, a, 'POST', `/runs/${first.runId}/invocation-token`, { invocation_token: first.token }), 'run.token.renew');
      await finish(ctx, a, first);
    },
  },
  {
    id: 'run.interaction_discarded',
    title: `A person's interaction that the run never took (its adapter gone) is discarded when the run ends: ${EventType.InteractionDiscarded} reaches the person`,
    section: '15.4, 15.3 (D372)',
    async run(ctx) {
      const { a, first } = await startedRun(ctx);
      // The agent's question in the run's thread: what the person answers with a button (15.3).
      const asked = await agentRequest(ctx, a, 'POST', `/threads/${first.threadId}/messages`, { client_msg_id: uuidv7(), content_md: 'bothy-conformance: which one?' });
      if (asked.status === 403 || asked.status === 404) {
        await finish(ctx, a, first);
        throw new CaseSkipped(`${ctx.options.agent} may not write in thread ${first.threadId} (${asked.status}); grant it write there or pass --thread`);
      }
      expectStatus(asked, 201, `POST /threads/${first.threadId}/messages as the agent`);
      const questionId = (asked.body as { id: string }).id;
      // The adapter goes: nothing can deliver the answer to the running turn any more.
      a.socket.close(CloseCode.Normal);
      await a.socket.waitClose(ctx.options.stepTimeoutMs);
      const { socket: person } = await ctx.liveSession();
      const clientId = uuidv7();
      const answered = await (await ctx.run.rest()).request('POST', `${REST_BASE_PATH}/messages/${questionId}/interactions`, { client_interaction_id: clientId, kind: 'button', values: { choice: 'a' } });
      expectStatus(answered, 201, `POST /messages/${questionId}/interactions`);
      const interactionId = (answered.body as { id?: unknown }).id;
      await finish(ctx, a, first);
      const discarded = await ctx.waitOp(person, ServerOp.Dispatch, 0, (f) => f.d.type === EventType.InteractionDiscarded && isObject(f.d.payload) && f.d.payload.client_interaction_id === clientId).catch((e: unknown) => {
        if (e instanceof CaseFailure) fail(`no ${EventType.InteractionDiscarded} for the interaction the ended run never took: ${e.message}`);
        throw e;
      });
      const p = discarded.d.payload as Record<string, unknown>;
      const problems = [
        ...(p.interaction_id === interactionId ? [] : [`interaction_id ${String(p.interaction_id)}, not ${String(interactionId)}`]),
        ...(p.run_id === first.runId ? [] : [`run_id ${String(p.run_id)}, not ${first.runId}`]),
        ...(p.message_id === questionId ? [] : [`message_id ${String(p.message_id)}, not ${questionId}`]),
        ...(p.run_state === 'completed' ? [] : [`run_state ${String(p.run_state)}, not completed`]),
      ];
      if (problems.length) fail(`${EventType.InteractionDiscarded}: ${problems.join('; ')}`);
    },
  },
];
