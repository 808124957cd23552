// Live cases of agent presence, command autocomplete and live statistics (chapter 04:
// 12, 15.7, R-SY-26). Each checks what the server does, not only that it answers: the
// configured agent (--agent) reports a heartbeat and the run's person sees the state it
// derived; the agent declares a command, answers a person's autocomplete request and the
// person gets its choices; a run the case starts shows in the active_runs of a stats.live
// frame and leaves it when it ends.
import { ClientOp, EventType, ProblemCode, REST_BASE_PATH, ServerOp, configDefaults } from '@bothy/generated';
import { LiveWaitError } from '../errors.ts';
import { isInteger, isObject } from '../internal/json.ts';
import { ack, agentRequest, agentSession, consumerName, finish, invoke, jwsProblems, start, type AgentSession } from './agents.ts';
import { expectStatus, postMessage, writableThread, type LiveCase } from './cases.ts';
import { problemCode, type RestAnswer } from './credentials.ts';
import { CaseSkipped, fail, uuidv7, type CaseContext, type Frame } from './session.ts';
import type { LiveSocket } from './socket.ts';

/** Waits for a frame of `socket` (from message index `from`) that `match` accepts; fails with `what` otherwise. */
async function waitFrame(ctx: CaseContext, socket: LiveSocket, match: (f: Frame) => boolean, withinMs: number, what: string, from = 0): Promise<Frame> {
  try {
    await socket.waitFor(() => ctx.frames(socket, from).some(match), withinMs, from);
  } catch (e) {
    if (e instanceof LiveWaitError) fail(`${what}: ${e.message}`);
    throw e;
  }
  return ctx.frames(socket, from).find(match)!;
}

/** A thread the person may write in and its channel (from its messages, or from a message the case posts). */
async function writablePlace(ctx: CaseContext): Promise<{ thread: string; channel: string }> {
  const thread = await writableThread(ctx);
  const listed = await (await ctx.run.rest()).request('GET', `${REST_BASE_PATH}/threads/${thread}/messages?limit=1`);
  expectStatus(listed, 200, `GET ${REST_BASE_PATH}/threads/${thread}/messages`);
  let channel = (listed.body as { messages?: { channel_id?: string }[] }).messages?.[0]?.channel_id;
  if (channel === undefined) {
    const posted = await postMessage(ctx, thread, uuidv7(), 'bothy-conformance place');
    expectStatus(posted, 201, 'POST a message');
    channel = (posted.body as { channel_id?: string }).channel_id;
  }
  if (typeof channel !== 'string') fail(`no channel_id for thread ${thread}`);
  return { thread, channel };
}

const dispatchOf = (type: string) => (f: Frame) => f.op === ServerOp.Dispatch && f.d.type === type;

// ------------------------------------------------------------------ presence (12)

/** agent_heartbeat.v1 that follows the configured mode per run: no reported mode, both modes named (Ruling L8). */
const heartbeatBody = (state: 'ready' | 'degraded') => ({ state, runtime_version: 'bothy-conformance', billing_modes_supported: ['subscription', 'api'], tool_class: 'none', active_run_ids: [] });

async function heartbeat(ctx: CaseContext, a: AgentSession, state: 'ready' | 'degraded', want: 'online' | 'degraded'): Promise<void> {
  const answer = await agentRequest(ctx, a, 'POST', '/agents/me/heartbeat', heartbeatBody(state));
  expectStatus(answer, 200, `POST ${REST_BASE_PATH}/agents/me/heartbeat (${state})`);
  const got = isObject(answer.body) ? answer.body.state : undefined;
  if (got !== want) fail(`a heartbeat with state ${state} answered the presence ${String(got)}; 12 derives ${want}`);
}

const presenceOf = (agentId: string, state: string) => (f: Frame) => dispatchOf(EventType.AgentPresenceChanged)(f) && isObject(f.d.payload) && f.d.payload.agent_id === agentId && f.d.payload.state === state;

// ------------------------------------------------------------------ statistics (12, R-SY-26)

/** The active runs of `channel` in a stats.live frame (a channel the frame does not list has none). */
function activeRuns(f: Frame, channel: string): number | undefined {
  if (!dispatchOf(EventType.StatsLive)(f) || !isObject(f.d.payload) || !Array.isArray(f.d.payload.channels)) return undefined;
  const row = (f.d.payload.channels as unknown[]).find((c) => isObject(c) && c.channel_id === channel);
  return isObject(row) && isInteger(row.active_runs) ? row.active_runs : 0;
}

// ------------------------------------------------------------------ autocomplete (15.7)

interface DeclaredCommand {
  name: string;
  control: boolean;
  options: { name: string; autocomplete: boolean }[];
}

/** The command this suite declares for the agent, beside the agent's own (restored after the case). */
const COMMAND = 'bothy-conformance';

export const presenceCases: readonly LiveCase[] = [
  {
    id: 'presence.heartbeat',
    title: `The agent's heartbeat sets its presence: degraded, then online, in the answer and in ${EventType.AgentPresenceChanged} to a person who reads the agent; a person's heartbeat is forbidden`,
    section: '12, 6.3',
    async run(ctx) {
      const rest = await ctx.run.rest();
      const person = await rest.request('POST', `${REST_BASE_PATH}/agents/me/heartbeat`, heartbeatBody('ready'));
      if (person.status !== 403 || problemCode(person.body) !== ProblemCode.Forbidden) fail(`a person's heartbeat answered ${person.status} ${problemCode(person.body) ?? ''}, want 403 ${ProblemCode.Forbidden}`);
      const a = await agentSession(ctx, consumerName());
      await heartbeat(ctx, a, 'ready', 'online');
      const { socket, ready } = await ctx.session();
      await ctx.waitOp(socket, ServerOp.CatchupComplete);
      // Whether the person reads the agent (agent.read): ready's snapshot names it then (6.3).
      // A ready that came without its snapshot (too large for one frame, D477): the REST snapshot it points to.
      const presence = ready.d.snapshot?.agent_presence ?? ((await rest.request('GET', `${REST_BASE_PATH}/sync/snapshot`)).body as { agent_presence?: { agent_id: string; state: string }[] }).agent_presence;
      const listed = presence?.find((p) => p.agent_id === a.agentId);
      if (!listed) throw new CaseSkipped(`the snapshot of ${ctx.options.principal} does not name ${ctx.options.agent}: the person does not read the agent (--principal, --agent)`);
      if (listed.state !== 'online') fail(`ready names ${ctx.options.agent} ${listed.state} right after a heartbeat that answered online`);
      const from = socket.messages.length;
      await heartbeat(ctx, a, 'degraded', 'degraded');
      await waitFrame(ctx, socket, presenceOf(a.agentId, 'degraded'), ctx.options.stepTimeoutMs, `no ${EventType.AgentPresenceChanged} degraded for ${ctx.options.agent} at the person`, from);
      const snapshot = await rest.request('GET', `${REST_BASE_PATH}/sync/snapshot`);
      expectStatus(snapshot, 200, `GET ${REST_BASE_PATH}/sync/snapshot`);
      const fresh = (snapshot.body as { agent_presence?: { agent_id: string; state: string }[] }).agent_presence?.find((p) => p.agent_id === a.agentId);
      if (fresh?.state !== 'degraded') fail(`a fresh snapshot names ${ctx.options.agent} ${String(fresh?.state)} after the degraded heartbeat`);
      await heartbeat(ctx, a, 'ready', 'online');
      await waitFrame(ctx, socket, presenceOf(a.agentId, 'online'), ctx.options.stepTimeoutMs, `no ${EventType.AgentPresenceChanged} online for ${ctx.options.agent} at the person after it recovered`, from);
    },
  },
  {
    id: 'autocomplete.answered',
    title: `The agent declares a command; a person's request reaches it as ${EventType.CommandAutocompleteRequested} with a token of trigger_kind autocomplete; its ${ClientOp.CommandAutocompleteResult} is the person's answer, a second one autocomplete_closed`,
    section: '15.7, 6.2',
    async run(ctx) {
      const { socket } = await ctx.session();
      const before = socket.messages.length;
      socket.sendText(JSON.stringify({ op: ClientOp.CommandAutocompleteResult, d: { request_id: uuidv7(), choices: [] } }));
      const refused = await ctx.waitOp(socket, ServerOp.Error, before);
      if (refused.d.code !== ProblemCode.Forbidden) fail(`${ClientOp.CommandAutocompleteResult} from a person answered ${refused.d.code}, want ${ProblemCode.Forbidden}`);
      const { thread, channel } = await writablePlace(ctx);
      const rest = await ctx.run.rest();
      const a = await agentSession(ctx, consumerName());
      const own = await agentRequest(ctx, a, 'GET', `/agents/${a.agentId}/commands`);
      expectStatus(own, 200, `GET ${REST_BASE_PATH}/agents/${a.agentId}/commands as the agent`);
      const kept = ((own.body as { commands?: DeclaredCommand[] }).commands ?? []).filter((c) => c.name !== COMMAND).map(({ name, control, options }) => ({ name, control, options }));
      const declare = (commands: DeclaredCommand[]) => agentRequest(ctx, a, 'PUT', '/agents/me/commands', { commands });
      expectStatus(await declare([...kept, { name: COMMAND, control: false, options: [{ name: 'word', autocomplete: true }] }]), 200, `PUT ${REST_BASE_PATH}/agents/me/commands`);
      try {
        const from = a.socket.messages.length;
        const asked = rest.request('POST', `${REST_BASE_PATH}/commands/autocomplete`, { agent_id: a.agentId, command: COMMAND, option: 'word', value: 'con', channel_id: channel, thread_id: thread });
        // The request waits while the case waits for the agent's frame, and is awaited only after it: a request
        // that fails meanwhile (a reset, no answer within --step-timeout) must not be an unhandled rejection,
        // which ends the process (D470). The await below still throws its error.
        if (!ctx.options.twins?.autocompleteRequestUnheard) asked.catch(() => {});
        const request = await waitFrame(ctx, a.socket, dispatchOf(EventType.CommandAutocompleteRequested), ctx.options.stepTimeoutMs, `no ${EventType.CommandAutocompleteRequested} at the agent`, from);
        const p = isObject(request.d.payload) ? request.d.payload : {};
        const problems: string[] = [];
        if (p.command_id !== COMMAND || p.option !== 'word' || p.value !== 'con' || p.channel_id !== channel || p.thread_id !== thread) problems.push(`the payload names ${JSON.stringify({ command_id: p.command_id, option: p.option, value: p.value, channel_id: p.channel_id, thread_id: p.thread_id })}, not the request`);
        if (request.d.seq !== undefined) problems.push('it carries a seq: it is ephemeral (2.1)');
        const token = request.d.invocation_token;
        if (typeof token !== 'string') problems.push('it carries no invocation_token (15.7: agents get a token)');
        else {
          problems.push(...(await jwsProblems(ctx, a.agentId, token)));
          const c = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
          if (c.trigger_kind !== 'autocomplete') problems.push(`the token's trigger_kind is ${String(c.trigger_kind)}, not autocomplete`);
          if (c.run_id !== undefined) problems.push('the token names a run (15.7: without run_id)');
        }
        if (problems.length > 0) fail(`${EventType.CommandAutocompleteRequested}: ${problems.join('; ')}`);
        const choices = [{ name: 'conformance', value: 'conformance' }, { name: 'consistent', value: 'consistent' }];
        a.socket.sendText(JSON.stringify({ op: ClientOp.CommandAutocompleteResult, d: { request_id: p.request_id, choices } }));
        const answer: RestAnswer = await asked;
        expectStatus(answer, 200, `POST ${REST_BASE_PATH}/commands/autocomplete`);
        const got = (answer.body as { choices?: unknown }).choices;
        if (JSON.stringify(got) !== JSON.stringify(choices)) fail(`the person got ${JSON.stringify(got)}, the agent answered ${JSON.stringify(choices)}`);
        const late = a.socket.messages.length;
        a.socket.sendText(JSON.stringify({ op: ClientOp.CommandAutocompleteResult, d: { request_id: p.request_id, choices: [] } }));
        const closed = await ctx.waitOp(a.socket, ServerOp.Error, late);
        if (closed.d.code !== ProblemCode.AutocompleteClosed) fail(`a second answer was refused with ${closed.d.code}, want ${ProblemCode.AutocompleteClosed}`);
      } finally {
        await declare(kept);
      }
    },
  },
  {
    id: 'stats.live_frames',
    title: `${ClientOp.StatsSubscribe} gets ${EventType.StatsLive} frames (ephemeral, personal) whose active_runs of a channel count a run the case starts, and no longer once it ends`,
    section: '12, R-SY-26',
    async run(ctx) {
      const { socket } = await ctx.session();
      await ctx.waitOp(socket, ServerOp.CatchupComplete);
      const waitMs = configDefaults['stats.live_interval'] + ctx.options.stepTimeoutMs;
      const a = await agentSession(ctx, consumerName());
      const { thread, channel } = await writablePlace(ctx);
      let from = socket.messages.length;
      socket.sendText(JSON.stringify({ op: ClientOp.StatsSubscribe, d: {} }));
      const first = await waitFrame(ctx, socket, (f) => dispatchOf(EventType.StatsLive)(f) || (f.op === ServerOp.Error && f.d.op === ClientOp.StatsSubscribe), waitMs, `no ${EventType.StatsLive} and no error after ${ClientOp.StatsSubscribe}`, from);
      if (first.op === ServerOp.Error) {
        if (first.d.code !== ProblemCode.Forbidden) fail(`${ClientOp.StatsSubscribe} answered ${String(first.d.code)}, want frames or ${ProblemCode.Forbidden}`);
        throw new CaseSkipped(`${ctx.options.principal} lacks stats.read (forbidden): the case needs a manager (--principal)`);
      }
      if (first.d.seq !== undefined || first.d.audience !== 'self') fail(`${EventType.StatsLive} must be ephemeral (no seq) and personal (audience self)`);
      const base = activeRuns(first, channel)!;
      // A run of the case's own: the person mentions the agent; it is queued until it ends.
      from = socket.messages.length;
      const { first: inv } = await invoke(ctx, a);
      if (inv.threadId !== thread) fail(`the invocation names thread ${inv.threadId}, the mention was in ${thread}`);
      ack(a, inv.seq);
      await waitFrame(ctx, socket, (f) => (activeRuns(f, channel) ?? -1) > base, waitMs * 2, `no ${EventType.StatsLive} counts the run the case started: active_runs of channel ${channel} stayed ${base} or less`, from);
      expectStatus(await start(ctx, a, inv), 200, `POST ${REST_BASE_PATH}/runs/${inv.runId}/start`);
      const counted = activeRuns(ctx.frames(socket, from).filter(dispatchOf(EventType.StatsLive)).at(-1)!, channel)!;
      from = socket.messages.length;
      await finish(ctx, a, inv);
      await waitFrame(ctx, socket, (f) => (activeRuns(f, channel) ?? Number.POSITIVE_INFINITY) < counted, waitMs * 2, `active_runs of channel ${channel} stayed ${counted} after the case's run completed`, from);
      socket.sendText(JSON.stringify({ op: ClientOp.StatsUnsubscribe, d: {} }));
    },
  },
];
