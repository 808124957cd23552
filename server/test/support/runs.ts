// A triggered run: a person with write on a fresh channel posts a message that
// mentions a fresh agent; the trigger rule (D80) gives the message trigger_state
// received, queues a run and writes the personal event agent.invocation to the
// agent, in the message's transaction as 15.3 says. The agent has an agents row
// (migration 0009) and an API token.
import { EventType } from '@bothy/generated';
import { beforeAll, expect } from 'vitest';
import type { ConsumerHolder } from '../../src/agents/consumer.ts';
import type { GateDecision } from '../../src/agents/invocation-gate.ts';
import type { ServerContext } from '../../src/context.ts';
import { runEventTransaction } from '../../src/events/appender.ts';
import type { LogRow } from '../../src/events/log-reader.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { writeEntry } from '../../src/runs/consumer-tokens.ts';
import { RunInvocationGate } from '../../src/runs/invocation-gate.ts';
import { personWithChannel, type PersonWithChannel } from './people.ts';
import { useTestServer, type ConfigOverrides, type TestClient, type TestResponse, type TestServer } from './server.ts';

export interface Agent {
  id: string;
  handle: string;
  apiToken: string;
  /** The consumer `default` held by a gateway session that exists only here: what the gate checks (R-SY-23). */
  holder: ConsumerHolder;
  /** A REST call with the agent's API token (not bound to a key: no DPoP proof, 6.3). */
  request<T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
}

export interface TriggeredRun {
  person: PersonWithChannel;
  agent: Agent;
  runId: string;
  messageId: string;
  /** The agent.invocation row of the log, as the consumer reads it. */
  invocation: LogRow;
}

let agents = 0;

export async function createAgent(t: TestServer, o: { billingMode?: string; toolClass?: 'none' | 'read' | 'write' | 'execute' } = {}): Promise<Agent> {
  agents += 1;
  const handle = `agent${agents}-${uuidv7().slice(-6)}`;
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'agent', $2, $2)`, [id, handle]);
  await t.db.pool.query(`INSERT INTO agents (principal_id, billing_mode, tool_class) VALUES ($1, $2, $3)`, [id, o.billingMode ?? 'subscription', o.toolClass ?? 'write']);
  const apiToken = await t.apiToken(handle);
  const holder: ConsumerHolder = { agentId: id, consumer: 'default', sessionId: uuidv7() };
  await t.db.pool.query(`INSERT INTO agent_consumer_cursors (agent_id, consumer, acked_seq, holder_session_id) VALUES ($1, $2, 0, $3)`, [id, holder.consumer, holder.sessionId]);
  return {
    id,
    handle,
    apiToken,
    holder,
    async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await fetch(new URL(path, t.server.url), {
        method,
        headers: { authorization: `DPoP ${apiToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}

/** Another consumer of the agent, held by a gateway session that exists only here (15.1; several consumers, D314). */
export async function consumerOf(t: TestServer, agent: Agent, consumer: string): Promise<ConsumerHolder> {
  const holder: ConsumerHolder = { agentId: agent.id, consumer, sessionId: uuidv7() };
  await t.db.pool.query(`INSERT INTO agent_consumer_cursors (agent_id, consumer, acked_seq, holder_session_id) VALUES ($1, $2, 0, $3)`, [agent.id, consumer, holder.sessionId]);
  return holder;
}

/** Stores a token's jti as a delivery to the consumer would (runs.consumer_tokens, D314): a token the test signed itself becomes the newest. */
export async function storeToken(t: TestServer, runId: string, jti: string, consumer = 'default'): Promise<void> {
  await writeEntry(t.db.pool, runId, consumer, { jti, renewed_from: null, input_seq: null }, 'subscription');
}

export async function readLogRow(t: TestServer, seq: number): Promise<LogRow> {
  const { rows } = await t.db.pool.query<LogRow>(
    `SELECT e.seq, e.type, e.space_id, e.channel_id, e.thread_id, e.audience_principal_id, e.trace_context, event_envelope(e)::text AS json FROM event_log e WHERE e.seq = $1`,
    [seq],
  );
  return rows[0]!;
}

/** An agent.followup of the run written to the log (the person's answer), as the gate meets it. */
export async function followupRow(t: TestServer, r: TriggeredRun): Promise<LogRow> {
  const { append } = await runEventTransaction(t.server.ctx, async () => ({
    result: undefined,
    events: [
      {
        type: EventType.AgentFollowup,
        actor: { kind: 'user', id: r.person.who.principalId },
        scope: { space_id: t.ids.space, channel_id: r.person.channel, thread_id: r.person.thread },
        resource: { kind: 'run', id: r.runId },
        audiencePrincipalId: r.agent.id,
        payload: { run_id: r.runId, thread_id: r.person.thread, message_id: r.messageId },
      } as never,
    ],
  }));
  return readLogRow(t, append!.lastSeq);
}

/** A new thread in the channel. */
export async function newThread(t: TestServer, channelId: string): Promise<string> {
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) SELECT $1, id, space_id FROM channels WHERE id = $2`, [id, channelId]);
  return id;
}

/** `owner` creates the person's channel; `person` reuses one (another run in the same channel, in a new thread). */
export async function triggeredRun(t: TestServer, owner: TestClient, o: { person?: PersonWithChannel; agent?: Agent } = {}): Promise<TriggeredRun> {
  // A reused person posts in a new thread of their channel: in a thread with an active run a further
  // trigger becomes its follow-up or is refused (15.4).
  const person = o.person ? { ...o.person, thread: await newThread(t, o.person.channel) } : await personWithChannel(t, owner, 'write');
  const agent = o.agent ?? (await createAgent(t));
  const posted = await person.who.postMessage(person.thread, `<@${agent.id}> please look`);
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const messageId = posted.body.id;
  // The trigger rule (runs/trigger.ts, D80) queued the run and wrote agent.invocation with the message.
  const { rows } = await t.db.pool.query<{ id: string; seq: string }>(
    `SELECT r.id, e.seq::text AS seq FROM runs r JOIN event_log e ON e.type = $3 AND e.resource_id = r.id::text
      WHERE r.trigger_message_id = $1 AND r.agent_id = $2`,
    [messageId, agent.id, EventType.AgentInvocation],
  );
  expect(rows, 'the mention queued one run with its agent.invocation').toHaveLength(1);
  const runId = rows[0]!.id;
  return { person, agent, runId, messageId, invocation: await readLogRow(t, Number(rows[0]!.seq)) };
}

/** The events of a resource in log order, with their payloads. */
export async function eventsOf(t: TestServer, kind: string, id: string, type?: string): Promise<{ seq: number; type: string; payload: Record<string, unknown> }[]> {
  const { rows } = await t.db.pool.query<{ seq: string; type: string; payload: Record<string, unknown> }>(
    `SELECT e.seq::text AS seq, e.type, e.payload FROM event_log e WHERE e.resource_kind = $1 AND e.resource_id = $2 AND ($3::text IS NULL OR e.type = $3) ORDER BY e.seq`,
    [kind, id, type ?? null],
  );
  return rows.map((r) => ({ seq: Number(r.seq), type: r.type, payload: r.payload }));
}

export async function runRow(t: TestServer, runId: string): Promise<Record<string, unknown> & { state: string; state_reason: string | null; invocation_jti: string | null; started_jti: string | null; renewed_from_jti: string | null; billing_mode_expected: string | null }> {
  const { rows } = await t.db.pool.query(`SELECT * FROM runs WHERE id = $1`, [runId]);
  return rows[0];
}

/**
 * The agent's grace is over for the run (15.5, D143): its cancellation request is moved back by
 * agent.cancel_grace (`graceMs`, the test server's), as if that time had passed by the database's
 * clock, so that the sweep ends it on its next pass. A test with a long grace does its steps within
 * it however long the machine takes, and then ends the grace itself.
 */
export async function graceOver(t: TestServer, runId: string, graceMs: number): Promise<void> {
  const { rowCount } = await t.db.pool.query(`UPDATE runs SET cancel_requested_at = cancel_requested_at - $2 * interval '1 millisecond' WHERE id = $1 AND cancel_requested_at IS NOT NULL`, [runId, graceMs]);
  expect(rowCount, 'a cancellation of the run was requested').toBe(1);
}

export async function triggerStateOf(t: TestServer, messageId: string): Promise<{ trigger_state: string | null; trigger_state_reason: string | null }> {
  const { rows } = await t.db.pool.query(`SELECT trigger_state, trigger_state_reason FROM messages WHERE id = $1`, [messageId]);
  return rows[0];
}

/** A run's follow-ups (run_followups, 15.4) in their order. */
export async function followupsOf(t: TestServer, runId: string): Promise<{ message_id: string; status: string }[]> {
  const { rows } = await t.db.pool.query(`SELECT message_id, status FROM run_followups WHERE run_id = $1 ORDER BY ordinal`, [runId]);
  return rows;
}

export interface ThreadRun {
  id: string;
  agent_id: string;
  trigger_kind: string;
  trigger_message_id: string;
  trigger_principal_id: string;
  state: string;
  state_reason: string | null;
}

/** The runs of a thread in the order they were created (a run's end may create the next, 15.4). */
export async function runsOfThread(t: TestServer, thread: string): Promise<ThreadRun[]> {
  const { rows } = await t.db.pool.query<ThreadRun>(
    `SELECT id, agent_id, trigger_kind, trigger_message_id, trigger_principal_id, state, state_reason FROM runs WHERE thread_id = $1 ORDER BY created_at, id`,
    [thread],
  );
  return rows;
}

/** What the run tests share (D71): the suite's server, alex who owns the channels of their runs, and the invocation gate. */
export interface RunSuite {
  t: TestServer;
  readonly alex: TestClient;
  readonly gate: RunInvocationGate;
  /** triggeredRun in a fresh channel of alex's, or in `o.person`'s. */
  triggered(o?: { person?: PersonWithChannel; agent?: Agent }): Promise<TriggeredRun>;
  /** One delivery of the run's agent.invocation (or `row`) through the gate, by the session holding the agent's consumer. */
  prepare(r: TriggeredRun, redelivered: boolean, row?: LogRow): Promise<GateDecision>;
  /** A triggered run delivered through the gate and started by its agent (15.3 steps 2-4). */
  running(o?: { person?: PersonWithChannel; agent?: Agent }): Promise<TriggeredRun>;
}

/** `gateCtx`: the context the gate runs on (e.g. with a logger that keeps its lines). */
export function useRunSuite(o: { gateCtx?: (ctx: ServerContext) => ServerContext; overrides?: ConfigOverrides } = {}): RunSuite {
  const t = useTestServer(o.overrides);
  let alex: TestClient | undefined;
  let gate: RunInvocationGate | undefined;
  beforeAll(async () => {
    alex = await t.client('alex');
    gate = new RunInvocationGate(o.gateCtx ? o.gateCtx(t.server.ctx) : t.server.ctx);
  });
  const ready = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('useRunSuite: used before its beforeAll ran');
    return v;
  };
  return {
    t,
    get alex() {
      return ready(alex);
    },
    get gate() {
      return ready(gate);
    },
    triggered: (x = {}) => triggeredRun(t, ready(alex), x),
    prepare: (r, redelivered, row = r.invocation) => ready(gate).prepare(row, redelivered, r.agent.holder),
    async running(x = {}) {
      const r = await triggeredRun(t, ready(alex), x);
      const d = await ready(gate).prepare(r.invocation, false, r.agent.holder);
      if (!d.deliver) throw new Error('the gate refused the delivery');
      const started = await r.agent.request('POST', `/api/v1/runs/${r.runId}/start`, { invocation_token: d.invocationToken, billing_mode_used: 'subscription', tool_class_used: 'read' });
      if (started.status !== 200) throw new Error(`the start was refused: ${started.status} ${started.text}`);
      return r;
    },
  };
}

/** A hidden thing answers exactly like a missing one (D49): the same status and problem, `instance` apart from the ID asked for. */
export function expectAnswersAsMissing(hidden: TestResponse<Record<string, unknown>>, missing: TestResponse<Record<string, unknown>>, ids: [hiddenId: string, missingId: string], what = ''): void {
  expect([hidden.status, missing.status], what).toEqual([404, 404]);
  const { instance: ih, ...restH } = hidden.body;
  const { instance: im, ...restM } = missing.body;
  expect(restH, what).toEqual(restM);
  expect(String(ih).replace(ids[0], '<id>'), what).toBe(String(im).replace(ids[1], '<id>'));
}

/** A running run whose agent (given write on the channel) asked a question in the thread: a message that takes interactions (5.1, 15.3). */
export async function askedQuestion(s: RunSuite): Promise<TriggeredRun & { questionId: string }> {
  const r = await s.running();
  return { ...r, questionId: await askQuestion(s.alex, r) };
}

/** The run's agent, given write on the channel by `owner`, asks a question in the thread; the question's ID (a message that takes interactions, 5.1, 15.3). */
export async function askQuestion(owner: TestClient, r: Pick<TriggeredRun, 'agent' | 'person'>): Promise<string> {
  const g = await owner.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: r.agent.id }, target: { kind: 'channel', id: r.person.channel }, level: 'write' } });
  expect(g.status, g.text).toBe(201);
  const q = await r.agent.request<{ id: string }>('POST', `/api/v1/threads/${r.person.thread}/messages`, { client_msg_id: uuidv7(), content_md: 'Which one?' });
  expect(q.status, q.text).toBe(201);
  return q.body.id;
}
