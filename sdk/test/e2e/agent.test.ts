// The agent adapter of the SDK end to end (15.1-15.3, 16.5): a person's BothyClient mentions an
// agent, a BothyAgent checks the invocation token against /jwks.json, stores it in its inbox,
// acks, starts the run, runs the app's handler (which reads the message and answers in the
// thread) and finishes. And each answer of 15.3 to a start: a token refused before acceptance
// (billing mode, tool class), an expired token renewed, a superseded one adopted, a run started
// by another delivery left alone. Real server, PostgreSQL, sockets and EdDSA; every wait bounded.
import { CloseCode, EventType, type EventOf, type Message } from '@bothy/generated';
import { generateDpopKey } from '../../src/dpop/key.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import type { AgentStep } from '../../src/agent/agent.ts';
import { FaultProxy } from '../support/fault-proxy.ts';
import { agentSuite, createAgent, grantWrite, runOf, startAdapter, threadIn, type TestAdapter } from '../support/agent.ts';
import { runStore } from '../../src/runs/store.ts';
import { e2eClient, until, useTestServer, type E2eClient, type E2eClientOptions } from '../support/e2e.ts';

const open: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.stop().catch(() => undefined);
});

async function adapterFor(url: string, ...args: Parameters<typeof startAdapter> extends [string, ...infer R] ? R : never): Promise<TestAdapter> {
  const a = await startAdapter(url, ...args);
  open.push(a.agent);
  return a;
}

async function personClient(t: ReturnType<typeof useTestServer>, handle: string, options: E2eClientOptions = {}): Promise<E2eClient> {
  const p = await e2eClient(t, t.server.url, handle, options);
  open.push({ stop: () => p.client.stop() });
  await p.client.start();
  await p.client.whenLive();
  return p;
}

describe('16.5 with the SDK on both sides: mention, invocation, inbox, ack, start, answer, finish (15.1-15.3)', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('the handler runs once, answers in the thread; the person sees queued, working, done and the answer', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    await grantWrite(s.alex, agent.id, place.channel);
    let storedAt = -1;
    let adapter: TestAdapter | undefined;
    const onStep = (step: AgentStep) => {
      if (step === 'stored') storedAt = adapter!.lines.length;
    };
    adapter = await adapterFor(t.server.url, agent, { onStep });
    const calls: string[] = [];
    adapter.agent.on('invocation', async (run) => {
      calls.push(run.id);
      const m = await run.message();
      await run.reply(`echo: ${m.content_md}`);
    });
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [place.who.principalId]);
    const p = await personClient(t, rows[0]!.handle);
    const states: string[] = [];
    const answers: Message[] = [];
    p.client.on(EventType.MessageUpdated, (e: EventOf<typeof EventType.MessageUpdated>) => {
      if (e.payload.message.trigger_state) states.push(e.payload.message.trigger_state);
    });
    p.client.on(EventType.MessageCreated, (e) => {
      if (e.payload.message.author.id === agent.id) answers.push(e.payload.message);
    });

    await p.client.sendMessage(place.thread, `<@${agent.id}> hello there`);
    await until(() => states.includes('done') && answers.length === 1, 'done and the answer at the person');
    // The adapter stores done once the finish is answered, which may be after the person saw it.
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done at the adapter');
    expect(calls).toHaveLength(1);
    expect(answers[0]!.content_md).toBe(`echo: <@${agent.id}> hello there`);
    expect(states).toEqual(['queued', 'working', 'done']);
    const entry = adapter.agent.inbox.find((e) => e.runId === calls[0]);
    expect(entry).toMatchObject({ state: 'done', outcome: { state: 'completed' } });
    expect(await runOf(t, calls[0]!)).toMatchObject({ state: 'completed', started_jti: entry!.jti });

    // The ack followed the store (15.2): no ack covering the invocation before the 'stored' step.
    expect(ackBefore(adapter.lines, storedAt, entry!.seq)).toBe(false);
    // No token in the recording (secrets are masked before a line is written).
    expect(adapter.lines.join('\n')).not.toContain(entry!.token);
  });

  it('run.context() (run.context.read, 15.3; D439): an agent without a grant of its own reads the message it was asked about; message() answers 404', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const adapter = await adapterFor(t.server.url, agent);
    const seen: { trigger?: string; followups?: number; run?: string; direct?: number } = {};
    adapter.agent.on('invocation', async (run) => {
      const c = await run.context();
      Object.assign(seen, { trigger: c.trigger_message?.content_md, followups: c.followups.length, run: c.run.id });
      seen.direct = await run.message().then(
        () => 200,
        (e: { status?: number }) => e.status,
      );
    });
    const posted = await place.who.postMessage(place.thread, `<@${agent.id}> read me without a grant`);
    expect(posted.status, posted.text).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'the run done at the adapter');
    expect(seen).toEqual({ trigger: `<@${agent.id}> read me without a grant`, followups: 0, run: adapter.agent.inbox[0]!.runId, direct: 404 });
  });
});

describe('the ack follows the store (15.2), and its twin', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  /** Whether a client ack covering `seq` was recorded before the adapter's 'stored' step for it. */
  async function ackBeforeStore(broken: boolean): Promise<boolean> {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    let storedAt = -1;
    let adapter: TestAdapter | undefined;
    adapter = await adapterFor(t.server.url, agent, {
      brokenAckBeforeStore: broken,
      onStep: (step) => {
        if (step === 'stored') storedAt = adapter!.lines.length;
      },
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> ack order`)).status).toBe(201);
    await until(() => storedAt >= 0, 'stored');
    const seq = adapter.agent.inbox[0]!.seq;
    return ackBefore(adapter.lines, storedAt, seq);
  }

  it('no ack covers an invocation before it is stored', async () => {
    expect(await ackBeforeStore(false)).toBe(false);
  });

  it('twin: an adapter that acks before storing is caught by the same check', async () => {
    expect(await ackBeforeStore(true)).toBe(true);
  });
});

describe('stopping the adapter (15.5 grace for the app): stop() waits for the runs of this process', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('stop() while a handler runs resolves once the handler settled and its finish was answered', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const adapter = await adapterFor(t.server.url, agent);
    let release: () => void = () => {};
    let started = false;
    adapter.agent.on('invocation', async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> slow`)).status).toBe(201);
    await until(() => started, 'the handler runs');
    let stopped = false;
    const stopping = adapter.agent.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release();
    await Promise.race([stopping, new Promise((_, reject) => setTimeout(() => reject(new Error('stop() did not resolve')), 5_000))]);
    expect(adapter.agent.inbox[0]).toMatchObject({ state: 'done', outcome: { state: 'completed' } });
    expect(await runOf(t, adapter.agent.inbox[0]!.runId)).toMatchObject({ state: 'completed' });
  });
});

describe('concurrency (15.3): at most `concurrency` handlers at once; the others wait queued and start later', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('four runs with concurrency 2: never more than two handlers at once, all four complete, each once', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const adapter = await adapterFor(t.server.url, agent, { concurrency: 2 });
    let now = 0;
    let most = 0;
    const ran: string[] = [];
    adapter.agent.on('invocation', async (run) => {
      now += 1;
      most = Math.max(most, now);
      ran.push(run.id);
      // A barrier: each handler holds its slot until two run at once (or the last one runs alone).
      await until(() => now >= 2 || ran.length === 4, 'two handlers at once');
      await new Promise((r) => setTimeout(r, 30));
      now -= 1;
    });
    for (let i = 0; i < 4; i += 1) expect((await place.who.postMessage(await threadIn(t, place.channel), `<@${agent.id}> job ${i}`)).status).toBe(201);
    await until(() => adapter.agent.inbox.length === 4 && adapter.agent.inbox.every((e) => e.state === 'done'), 'four done');
    expect(most).toBe(2);
    expect(new Set(ran).size).toBe(4);
    expect(ran).toHaveLength(4);
  });
});

describe('token check before acceptance (15.3): a mismatch is reported as failed with its reason, the handler never runs', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  for (const c of [
    { name: 'billing_mode_mismatch', agent: {}, adapter: { billingMode: 'api_key' } },
    { name: 'tool_class_mismatch', agent: { toolClass: 'read' as const }, adapter: { toolClass: 'execute' as const } },
  ]) {
    it(`${c.name}: finish failed with reason ${c.name}`, async () => {
      const agent = await createAgent(t, c.agent);
      const place = await personWithChannel(t, s.alex, 'write');
      const adapter = await adapterFor(t.server.url, agent, c.adapter);
      let called = 0;
      adapter.agent.on('invocation', async () => {
        called += 1;
      });
      const posted = await place.who.postMessage(place.thread, `<@${agent.id}> check`);
      expect(posted.status, posted.text).toBe(201);
      await until(() => adapter.agent.inbox.some((e) => e.state === 'done'), 'the run done at the adapter');
      const entry = adapter.agent.inbox[0]!;
      expect(entry.outcome).toEqual({ state: 'failed', reason: c.name });
      expect(await runOf(t, entry.runId)).toMatchObject({ state: 'failed', state_reason: c.name, started_jti: null });
      expect(called).toBe(0);
    });
  }
});

/** Whether a recorded client ack covering `seq` comes among the first `at` lines (before the 'stored' step). */
const ackBefore = (lines: string[], at: number, seq: number): boolean =>
  lines.slice(0, at).some((l) => /"from":"client".*"op":"ack"/.test(l) && (JSON.parse(l) as { frame: { d: { seq: number } } }).frame.d.seq >= seq);

const paths = (log: string[], suffix: string) => log.filter((p) => p.endsWith(suffix)).length;
/** Logs each request as "METHOD /path"; with `statuses`, also "METHOD /path STATUS" once answered. */
const logging = (log: string[], statuses?: string[]) => async (request: Request) => {
  const line = `${request.method} ${new URL(request.url).pathname}`;
  log.push(line);
  const response = await fetch(request);
  statuses?.push(`${line} ${response.status}`);
  return response;
};

describe('the start of 15.3 with an expired token: renew, then start', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s', 'agent.invocation_token_ttl': '2s' });
  const t = s.t;

  it('expired: an accepted token past its exp is renewed (run.token.renew), then the run starts', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const log: string[] = [];
    const adapter = await adapterFor(t.server.url, agent, { fetch: logging(log) });
    const posted = await place.who.postMessage(place.thread, `<@${agent.id}> later`);
    expect(posted.status).toBe(201);
    await until(() => adapter.agent.inbox.length === 1, 'accepted');
    const entry = adapter.agent.inbox[0]!;
    // No handler yet: the run waits in the inbox until its token has expired.
    await until(() => Date.now() > entry.tokenExpiresAt + 100, 'the token expired', 5_000);
    let ran = 0;
    adapter.agent.on('invocation', async () => {
      ran += 1;
    });
    await until(() => adapter.agent.inbox[0]!.state === 'done', 'done');
    expect(ran).toBe(1);
    expect(paths(log, '/invocation-token')).toBe(1);
    const done = adapter.agent.inbox[0]!;
    expect(done.jti).not.toBe(entry.jti);
    expect(await runOf(t, entry.runId)).toMatchObject({ state: 'completed', started_jti: done.jti });
  });

});

describe('the start of 15.3: adopt on superseded, stop on already_started', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s', 'agent.ack_persist_interval': '30s' });
  const t = s.t;

  it('superseded: a newer delivery replaced the token while the start was under way; the adapter adopts it and starts once', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const proxy = new FaultProxy(t.server.port);
    await proxy.start();
    open.push(proxy);
    let first = true;
    let adapter: TestAdapter | undefined;
    const onStep = async (step: AgentStep) => {
      if (step !== 'starting' || !first) return;
      first = false;
      // The gateway link drops before the start goes out: the server, whose acked_seq was not
      // stored yet (30 s), delivers the invocation again on the next connection with a new token.
      const before = adapter!.agent.inbox[0]!.jti;
      proxy.cutGateways();
      await until(() => adapter!.agent.inbox[0]!.jti !== before, 'the newer token in the inbox', 8_000);
    };
    const log: string[] = [];
    adapter = await adapterFor(proxy.url, agent, { onStep, fetch: logging(log) });
    let ran = 0;
    adapter.agent.on('invocation', async () => {
      ran += 1;
    });
    const posted = await place.who.postMessage(place.thread, `<@${agent.id}> swap`);
    expect(posted.status).toBe(201);
    await until(() => adapter!.agent.inbox[0]?.state === 'done', 'done', 10_000);
    expect(ran).toBe(1);
    // Two starts: the older token (403 superseded), then the adopted one (200).
    expect(paths(log, '/start')).toBe(2);
    const entry = adapter.agent.inbox[0]!;
    expect(await runOf(t, entry.runId)).toMatchObject({ state: 'completed', started_jti: entry.jti });
  });

  it('already_started: another delivery started the run; the adapter starts nothing and runs no handler', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    let adapter: TestAdapter | undefined;
    let other = '';
    const onStep = async (step: AgentStep) => {
      if (step !== 'starting' || other) return;
      // Another process of the agent renews the same invocation and starts it with the new token.
      const entry = adapter!.agent.inbox[0]!;
      const renewed = await agent.request<{ invocation_token: string }>('POST', `/api/v1/runs/${entry.runId}/invocation-token`, { invocation_token: entry.token });
      expect(renewed.status, renewed.text).toBe(200);
      other = renewed.body.invocation_token;
      const started = await agent.request('POST', `/api/v1/runs/${entry.runId}/start`, { invocation_token: other, billing_mode_used: 'subscription', tool_class_used: 'read' });
      expect(started.status, started.text).toBe(200);
    };
    adapter = await adapterFor(t.server.url, agent, { onStep });
    let ran = 0;
    adapter.agent.on('invocation', async () => {
      ran += 1;
    });
    const posted = await place.who.postMessage(place.thread, `<@${agent.id}> race`);
    expect(posted.status).toBe(201);
    await until(() => adapter!.agent.inbox[0]?.state === 'done', 'done');
    expect(ran).toBe(0);
    expect(adapter.agent.inbox[0]).toMatchObject({ state: 'done', note: 'already_started' });
    expect(await runOf(t, adapter.agent.inbox[0]!.runId)).toMatchObject({ state: 'running' });
  });
});

async function devApiToken(url: string, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${url}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { api_token: string };
  if (res.status !== 201) throw new Error(`dev api token: ${res.status} ${JSON.stringify(json)}`);
  return json.api_token;
}

describe('the agent connection (6.3, 6.4, 15.1): a bound token with DPoP, 4011 and 4015 stop the adapter', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('an API token bound to a key (dpop_jkt): with the key the adapter identifies and runs; without it the server refuses (4004)', async () => {
    const agent = await createAgent(t);
    const key = await generateDpopKey();
    const bound = await devApiToken(t.server.url, { principal: agent.handle, public_jwk: key.publicJwk });
    const withKey = await adapterFor(t.server.url, { ...agent, apiToken: bound }, { dpopKey: key, consumer: 'bound' });
    let ran = 0;
    withKey.agent.on('invocation', async () => {
      ran += 1;
    });
    const place = await personWithChannel(t, s.alex, 'write');
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> bound`)).status).toBe(201);
    await until(() => withKey.agent.inbox[0]?.state === 'done', 'done with a bound token');
    expect(ran).toBe(1);
    expect(await runOf(t, withKey.agent.inbox[0]!.runId)).toMatchObject({ state: 'completed' });

    const without = await adapterFor(t.server.url, { ...agent, apiToken: bound }, { consumer: 'unbound', live: false });
    const closes: number[] = [];
    without.agent.on('close', (c) => closes.push(c.code));
    const stopped: Array<number | undefined> = [];
    without.agent.on('stopped', (s) => stopped.push(s.code));
    // 4004: renew the token; a static API token cannot be renewed, so the adapter stops (logged out).
    await until(() => stopped.length === 1, 'stopped after 4004');
    expect(closes).toEqual([CloseCode.AuthenticationFailed]);
    expect(without.agent.state).toBe('logged_out');
  });

  it('4011: when the API token reaches its expires_at the adapter stops and reports it; it does not reconnect', async () => {
    const agent = await createAgent(t);
    const short = await devApiToken(t.server.url, { principal: agent.handle, ttl_seconds: 2 });
    const adapter = await adapterFor(t.server.url, { ...agent, apiToken: short }, { consumer: 'short', live: false });
    const stopped: Array<{ code: number | undefined; reason: string }> = [];
    adapter.agent.on('stopped', (s) => stopped.push(s));
    await until(() => stopped.length === 1, 'stopped at expiry', 8_000);
    expect(stopped[0]!.code).toBe(CloseCode.TokenExpired);
    expect(adapter.agent.state).toBe('closed');
    expect(adapter.errors.some((e) => e.code === 'gateway_closed')).toBe(true);
    const identifies = () => adapter.lines.filter((l) => /"op":"identify"|"op":"resume"/.test(l)).length;
    const before = identifies();
    await new Promise((r) => setTimeout(r, 800));
    expect(identifies()).toBe(before);
  });

  it('4015: a second adapter on the same consumer takes over; the first stops and does not reconnect', async () => {
    const agent = await createAgent(t);
    const first = await adapterFor(t.server.url, agent, { consumer: 'shared' });
    await until(() => first.agent.state === 'live', 'first live');
    const stopped: Array<number | undefined> = [];
    first.agent.on('stopped', (s) => stopped.push(s.code));
    const second = await adapterFor(t.server.url, agent, { consumer: 'shared' });
    await until(() => second.agent.state === 'live' && stopped.length === 1, 'takeover');
    expect(stopped).toEqual([CloseCode.ConsumerReplaced]);
    expect(first.agent.state).toBe('closed');
  });
});

describe('16.4 with the SDK on both sides: access removal during an open connection cancels the run; the adapter aborts its handler (8.3, 15.5, R-SY-11)', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  /** A run whose handler is running at a BothyAgent, and the person's BothyClient live. */
  async function runningHandler() {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const adapter = await adapterFor(t.server.url, agent);
    const seen: { running?: string; abortReason?: unknown } = {};
    adapter.agent.on('invocation', async (run, { signal }) => {
      seen.running = run.id;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 8_000);
        signal.addEventListener('abort', () => {
          seen.abortReason = signal.reason;
          clearTimeout(timer);
          resolve();
        });
      });
    });
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [place.who.principalId]);
    const person = await personClient(t, rows[0]!.handle);
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> long job`)).status).toBe(201);
    await until(() => seen.running !== undefined, 'the handler runs');
    return { agent, place, adapter, seen, person, runId: seen.running! };
  }

  it('the owner revokes the person\'s grant: the person gets access.changed, the handler aborts with access_revoked, the run ends cancelled', async () => {
    const { adapter, seen, person, runId, place } = await runningHandler();
    const changes: string[] = [];
    person.client.on(EventType.AccessChanged, (e) => changes.push(...e.payload.removed.map((r) => r.id)));
    const revoked = await s.alex.request('POST', `/api/v1/grants/${place.grantId}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done after the revocation');
    expect(seen.abortReason).toBeDefined();
    expect(adapter.agent.inbox[0]).toMatchObject({ cancelReason: 'access_revoked', outcome: { state: 'cancelled', reason: 'access_revoked' } });
    expect(await runOf(t, runId)).toMatchObject({ state: 'cancelled' });
    await until(() => changes.includes(place.channel), 'access.changed at the person');
  });

  it('the person cancels (POST /runs/{id}/cancel): the handler aborts with user_cancelled, finish cancelled', async () => {
    const { adapter, seen, runId, place } = await runningHandler();
    const cancelled = await place.who.request('POST', `/api/v1/runs/${runId}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(202);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done after the cancel');
    expect(seen.abortReason).toBeDefined();
    expect(adapter.agent.inbox[0]).toMatchObject({ cancelReason: 'user_cancelled', outcome: { state: 'cancelled', reason: 'user_cancelled' } });
    expect(await runOf(t, runId)).toMatchObject({ state: 'cancelled' });
  });

  it('cancelled before the start: nothing starts, the handler never runs', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    let adapter: TestAdapter | undefined;
    // The start is held until the cancellation has reached the adapter.
    const onStep = async (step: AgentStep) => {
      if (step === 'starting') await until(() => adapter!.agent.inbox[0]?.cancelReason !== undefined, 'the cancellation at the adapter');
    };
    adapter = await adapterFor(t.server.url, agent, { onStep });
    let ran = 0;
    adapter.agent.on('invocation', async () => {
      ran += 1;
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> never mind`)).status).toBe(201);
    await until(() => adapter!.agent.inbox.length === 1, 'accepted');
    const runId = adapter.agent.inbox[0]!.runId;
    expect((await place.who.request('POST', `/api/v1/runs/${runId}/cancel`)).status).toBe(202);
    await until(() => adapter!.agent.inbox[0]?.state === 'done', 'done without a start');
    expect(ran).toBe(0);
    expect(adapter.agent.inbox[0]).toMatchObject({ cancelReason: 'user_cancelled' });
    expect(await runOf(t, runId)).toMatchObject({ state: 'cancelled', started_jti: null });
  });
});

describe('16.5 with a follow-up, the SDK on both sides (15.3 resumption, 15.4, R-SY-22)', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  async function steeringAgent() {
    const agent = await createAgent(t);
    await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [agent.id]);
    const place = await personWithChannel(t, s.alex, 'write');
    await grantWrite(s.alex, agent.id, place.channel);
    const adapter = await adapterFor(t.server.url, agent);
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [place.who.principalId]);
    const person = await personClient(t, rows[0]!.handle);
    const states = new Map<string, string[]>();
    person.client.on(EventType.MessageUpdated, (e: EventOf<typeof EventType.MessageUpdated>) => {
      const m = e.payload.message;
      if (m.trigger_state) states.set(m.id, [...(states.get(m.id) ?? []), m.trigger_state]);
    });
    return { agent, place, adapter, person, states };
  }

  it('steer: a follow-up while the handler runs reaches it; delivered and absorbed; the person sees followup_delivered', async () => {
    const { agent, place, adapter, states } = await steeringAgent();
    const got: string[] = [];
    let ready: () => void = () => {};
    const started = new Promise<void>((resolve) => (ready = resolve));
    adapter.agent.on('invocation', async (run) => {
      ready();
      const input = await run.nextInput();
      got.push(input.messageId);
      await input.delivered();
      await input.absorbed();
      await run.reply('got both');
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> first`)).status).toBe(201);
    await started;
    const followup = await place.who.postMessage(place.thread, `<@${agent.id}> and also this`);
    expect(followup.status, followup.text).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done');
    expect(got).toEqual([followup.body.id]);
    await until(() => (states.get(followup.body.id) ?? []).includes('followup_delivered'), 'followup_delivered at the person');
    expect(adapter.agent.inbox).toHaveLength(1); // the follow-up started no run of its own
    expect(adapter.agent.inbox[0]!.inputs).toMatchObject([{ kind: 'followup', messageId: followup.body.id, status: 'absorbed' }]);
    expect(await runOf(t, adapter.agent.inbox[0]!.runId)).toMatchObject({ state: 'completed' });
  });

  it('waiting: the handler asks, the run waits; the follow-up brings a token that resumes it; then it completes', async () => {
    const { agent, place, adapter } = await steeringAgent();
    adapter.agent.on('invocation', async (run) => {
      await run.reply('which one?');
      const input = await run.waitForInput();
      await input.delivered();
      await input.absorbed();
      await run.reply(`taking ${input.messageId}`);
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> pick`)).status).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'waiting', 'the run waits');
    const runId = adapter.agent.inbox[0]!.runId;
    // The adapter marks the entry waiting before POST /wait goes out; the server follows.
    await until(async () => (await runOf(t, runId)).state === 'waiting_input', 'waiting_input at the server');
    const startJti = (await runOf(t, runId)).started_jti;
    const answer = await place.who.postMessage(place.thread, `<@${agent.id}> the second`);
    expect(answer.status, answer.text).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done after the resume');
    const row = await runOf(t, runId);
    expect(row.state).toBe('completed');
    // Resumed with the follow-up's token, not the consumed start token (R-SY-19): the server consumed it.
    expect(adapter.agent.inbox[0]!.jti).not.toBe(startJti);
    expect(row.started_jti).toBe(adapter.agent.inbox[0]!.jti);
  });
});

describe('interactions (5.1, 15.3): the person answers the agent with BothyClient.sendInteraction; the waiting run resumes with its token', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('the agent asks and waits; the person presses a button on its message; the handler gets the interaction; the run completes', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    await grantWrite(s.alex, agent.id, place.channel);
    const adapter = await adapterFor(t.server.url, agent);
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [place.who.principalId]);
    const person = await personClient(t, rows[0]!.handle);
    let question: Message | undefined;
    let pressed: { kind: string; interactionId?: string } | undefined;
    adapter.agent.on('invocation', async (run) => {
      question = await run.reply('continue?');
      const input = await run.waitForInput();
      pressed = { kind: input.kind, ...(input.interactionId ? { interactionId: input.interactionId } : {}) };
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> ask me`)).status).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'waiting', 'the run waits');
    await until(async () => (await runOf(t, adapter.agent.inbox[0]!.runId)).state === 'waiting_input', 'waiting_input at the server');
    const entry = await person.client.sendInteraction(question!, { kind: 'button', values: { choice: 'yes' } });
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done after the interaction');
    expect(pressed?.kind).toBe('interaction');
    expect(typeof pressed?.interactionId).toBe('string');
    expect(await runOf(t, adapter.agent.inbox[0]!.runId)).toMatchObject({ state: 'completed' });
    // Exactly one interaction for the outbox entry's client_interaction_id (5.1).
    const { rows: stored } = await t.db.pool.query(`SELECT id FROM interactions WHERE client_interaction_id = $1`, [entry.id]);
    expect(stored).toHaveLength(1);
  });
});

describe('the live box from the adapter (11.1-11.3): run.patch is throttled and merged; the person watching sees the newest document', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s', 'agent.run_update_min_interval': '200ms', 'sync.run_patch_coalesce_interval': '50ms' });
  const t = s.t;

  it('twenty quick changes go out as a few PATCHes at most one per interval; the focused person ends with the stored document', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const answers: string[] = [];
    const adapter = await adapterFor(t.server.url, agent, { runUpdateMinInterval: 200, fetch: logging([], answers) });
    const { rows } = await t.db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [place.who.principalId]);
    const person = await personClient(t, rows[0]!.handle, { runs: runStore });
    person.client.focus([place.thread]);
    let runId = '';
    adapter.agent.on('invocation', async (run) => {
      runId = run.id;
      for (let i = 1; i <= 20; i += 1) {
        run.patch((doc) => {
          doc.status_line = `step ${i} of 20`;
        });
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    const started = Date.now();
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> work`)).status).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'done', 'done');
    const elapsed = Date.now() - started;
    const patches = answers.filter((l) => l.startsWith('PATCH ')).length;
    // The adapter counts its interval from the last answer, so the server's own limit (D161, the same
    // 200 ms) never refuses one of its patches.
    expect(answers.filter((l) => l.startsWith('PATCH ') && !l.endsWith(' 200')), 'PATCHes not answered 200').toEqual([]);
    // 20 changes over about 400 ms, at most one PATCH per 200 ms (plus the last before the finish).
    expect(patches).toBeGreaterThanOrEqual(1);
    expect(patches).toBeLessThanOrEqual(Math.ceil(elapsed / 200) + 1);
    expect(patches).toBeLessThan(20);
    const { rows: stored } = await t.db.pool.query<{ document: { status_line?: string } }>('SELECT document FROM runs WHERE id = $1', [runId]);
    expect(stored[0]!.document.status_line).toBe('step 20 of 20');
    await until(() => person.client.runs?.get(runId)?.status_line === 'step 20 of 20', 'the newest document at the person');
  });
});
