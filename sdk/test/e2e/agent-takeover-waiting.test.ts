// A waiting run whose answer the last process of the consumer acknowledged and never resumed with
// (15.2, 15.3 "Resumption", 15.1; D515, D518). The first holder here is a raw gateway client of the
// consumer `sdk`: it starts the run, makes it wait, and acknowledges the person's answer without
// resuming (a process that stored it and died). A new SDK process with an empty inbox then takes the
// consumer over; the server delivers the answer again with a fresh token (D515), and the adapter
// applies the rule of a run whose handler died with an earlier process (D511): it stores the entry
// before the ack, resumes the run with the token and ends it as `onInterrupted` says (default failed
// adapter_restarted), once, also across its own restart. Another consumer of the same agent gets a
// standby copy whose token resumes nothing (D323): it drops its entry and never ends the run.
// Twins: `brokenTakeoverIgnored` (before D518: the run waits for good), `brokenTakeoverBlind` (reported
// without the resume and without the token: the other consumer ends the run). Real server, PostgreSQL,
// sockets and EdDSA; every wait bounded.
import { ClientOp, CloseCode, EventType, ProblemCode } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { connectAgent, dispatches, type Delivered } from '../../../server/test/support/agents.ts';
import type { GatewayTestClient } from '../../../server/test/support/gateway-client.ts';
import { askQuestion, triggeredRun, type Agent, type TriggeredRun } from '../../../server/test/support/runs.ts';
import { MemoryInboxStore, type InboxStore } from '../../src/agent/inbox.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { agentSuite, createAgent, runOf, stoppedAfterEach, type TestAdapter } from '../support/agent.ts';
import { until } from '../support/e2e.ts';

type Answer = typeof EventType.AgentFollowup | typeof EventType.InteractionCreated;

const raw: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of raw.splice(0)) c.terminate();
});
const { adapterFor } = stoppedAfterEach();

// The redelivery after an ack timeout must not stand in for the claim's (D515): 30 s. A Stop leaves the
// run active for the whole case: agent.cancel_grace 60 s.
const s = agentSuite({ 'agent.ack_timeout': '30s', 'agent.ack_persist_interval': '200ms', 'agent.cancel_grace': '60s' });
const t = s.t;

const tokenBody = (token: string) => ({ invocation_token: token, billing_mode_used: 'subscription', tool_class_used: 'read' });
const deliveredOf = (c: GatewayTestClient, type: string, runId: string) => dispatches(c).filter((d) => d.type === type && d.payload.run_id === runId);

async function storedAck(agent: Agent, consumer: string): Promise<number> {
  const { rows } = await t.db.pool.query<{ acked_seq: string }>('SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2', [agent.id, consumer]);
  return Number(rows[0]?.acked_seq ?? -1);
}

/** B2 ended the run as its onInterrupted said (completed), after the start and one resume; its entry done, taken over. */
async function completedAsInterrupted(b2: TestAdapter, runId: string, asked: string[]): Promise<void> {
  await until(async () => (await runOf(t, runId)).state === 'completed', 'B2 ended the run', 15_000);
  await until(() => b2.agent.inbox[0]?.state === 'done', 'B2 done', 10_000);
  expect(asked).toEqual([runId]);
  expect(b2.agent.inbox[0]).toMatchObject({ takenOver: true, outcome: { state: 'completed' } });
  expect(await states(runId)).toEqual(['running', 'running', 'completed']);
}

/** The run's run.state_changed to running (the start, each resume) and to its end, in log order. */
async function states(runId: string): Promise<string[]> {
  const { rows } = await t.db.pool.query<{ state: string }>(
    `SELECT payload->>'state' AS state FROM event_log WHERE type = $1 AND resource_id = $2 AND payload->>'state' IN ('running', 'completed', 'failed', 'cancelled') ORDER BY seq`,
    [EventType.RunStateChanged, runId],
  );
  return rows.map((r) => r.state);
}

/**
 * The first holder (a raw client of the consumer `sdk`) starts a run and makes it wait; `meanwhile`
 * runs once it waits (another consumer connects); the person answers (a follow-up, or a button on the
 * agent's question), and the holder acknowledges the answer without resuming, its ack stored.
 */
async function ackedNotResumed(answer: Answer, meanwhile?: (agent: Agent) => Promise<void>) {
  const agent = await createAgent(t);
  const old = await connectAgent(t.server.url, agent, 'sdk', raw);
  const r: TriggeredRun = await triggeredRun(t, s.alex, { agent });
  await until(() => deliveredOf(old, EventType.AgentInvocation, r.runId).length === 1, 'the invocation');
  const inv = deliveredOf(old, EventType.AgentInvocation, r.runId)[0]!;
  old.send({ op: ClientOp.Ack, d: { seq: inv.seq } });
  const started = await agent.request('POST', `/api/v1/runs/${r.runId}/start`, tokenBody(inv.invocation_token!));
  expect(started.status, started.text).toBe(200);
  const questionId = answer === EventType.InteractionCreated ? await askQuestion(s.alex, r) : undefined;
  const waited = await agent.request('POST', `/api/v1/runs/${r.runId}/wait`);
  expect(waited.status, waited.text).toBe(200);
  await meanwhile?.(agent);
  const res =
    answer === EventType.AgentFollowup
      ? await r.person.who.postMessage(r.person.thread, `<@${agent.id}> the answer is 42`)
      : await r.person.who.request('POST', `/api/v1/messages/${questionId}/interactions`, { body: { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'a' } } });
  expect(res.status, res.text).toBe(201);
  await until(() => deliveredOf(old, answer, r.runId).length === 1, 'the answer at the first holder');
  const first = deliveredOf(old, answer, r.runId)[0]! as Delivered & { id: string };
  expect(first.invocation_token, 'the answer to a waiting run carries a token (15.3)').toEqual(expect.any(String));
  // Ephemeral events (agent.presence_changed) have no seq.
  const last = Math.max(...dispatches(old).flatMap((d) => (typeof d.seq === 'number' ? [d.seq] : [])));
  old.send({ op: ClientOp.Ack, d: { seq: last } });
  await until(async () => (await storedAck(agent, 'sdk')) >= last, 'the ack stored');
  return { agent, old, r, first };
}

/** A copy of what `store` holds now (a crash leaves the file as it is). */
async function snapshot(store: InboxStore): Promise<MemoryInboxStore> {
  const copy = new MemoryInboxStore();
  for (const entry of await store.load()) await copy.put(entry);
  return copy;
}

/**
 * B1 takes the consumer over, stores the entry and acknowledges; its resume never gets through (a
 * process that dies then): `copies` copies of its inbox as it leaves it, once it stopped.
 */
async function storedNotResumed(agent: Agent, runId: string, copies: number): Promise<MemoryInboxStore[]> {
  const store = new MemoryInboxStore();
  const b1 = await adapterFor(t.server.url, agent, {
    consumer: 'sdk',
    inboxStore: store,
    fetch: (request) => (request.method === 'POST' && request.url.endsWith('/resume') ? Promise.reject(new TypeError('fetch failed (the test)')) : fetch(request)),
  });
  await until(() => b1.agent.inbox[0]?.takenOver === true && b1.errors.length > 0, 'B1 stored the entry and tried the resume', 10_000);
  expect(b1.agent.inbox[0]).toMatchObject({ runId, state: 'waiting' });
  const left = await Promise.all(Array.from({ length: copies }, () => snapshot(store)));
  await b1.agent.stop();
  return left;
}

describe('an SDK process that takes over a consumer resumes the waiting run whose answer it gets again, and reports it interrupted (15.2, 15.3 resumption; D515, D518)', () => {
  const cases: Array<[Answer, boolean]> = [
    [EventType.AgentFollowup, false],
    [EventType.InteractionCreated, false],
    [EventType.AgentFollowup, true],
  ];
  for (const [answer, twin] of cases) {
    const title = twin
      ? `the twin (brokenTakeoverIgnored): ${answer} is only emitted and acknowledged; the run waits for good`
      : `${answer}: the run is resumed with the answer's fresh token and ends failed adapter_restarted, once`;
    it(title, { timeout: 30_000 }, async () => {
      const { agent, old, r, first } = await ackedNotResumed(answer);
      const b = await adapterFor(t.server.url, agent, { consumer: 'sdk', ...(twin ? { brokenTakeoverIgnored: true } : {}) });
      expect((await old.waitClose()).code).toBe(CloseCode.ConsumerReplaced);
      if (twin) {
        // B got the event again and acknowledged it (the claim had moved acked_seq back before it).
        await until(() => b.lines.some((l) => l.includes(first.id)), 'B got the answer again', 10_000);
        await until(async () => (await storedAck(agent, 'sdk')) >= first.seq, 'B acknowledged it', 10_000);
        expect(b.agent.inbox).toEqual([]);
        expect((await runOf(t, r.runId)).state, 'nobody resumes the run').toBe('waiting_input');
        return;
      }
      await until(async () => (await runOf(t, r.runId)).state === 'failed', 'B ended the run', 15_000);
      expect(await runOf(t, r.runId)).toMatchObject({ state: 'failed', state_reason: 'adapter_restarted' });
      await until(() => b.agent.inbox[0]?.state === 'done', 'B done', 10_000);
      expect(b.agent.inbox).toHaveLength(1);
      expect(b.agent.inbox[0]).toMatchObject({ runId: r.runId, takenOver: true, finishWithToken: true, outcome: { state: 'failed', reason: 'adapter_restarted' } });
      expect(b.agent.inbox[0]!.eventIds).toEqual([first.id]);
      expect(await states(r.runId), "the start, B's resume, B's finish").toEqual(['running', 'running', 'failed']);
      expect(b.errors).toEqual([]);
    });
  }

  it('onInterrupted decides the outcome; a restart with the entry stored (the resume never answered) resumes once, and one after the end sends nothing', { timeout: 40_000 }, async () => {
    const { agent, r, first } = await ackedNotResumed(EventType.AgentFollowup);
    const [crashed, crashedAgain] = await storedNotResumed(agent, r.runId, 2);
    expect((await runOf(t, r.runId)).state).toBe('waiting_input');

    // B2: the inbox B1 left, and the same event again (the claim delivers it with yet another token).
    const asked: string[] = [];
    const b2: TestAdapter = await adapterFor(t.server.url, agent, {
      consumer: 'sdk',
      inboxStore: crashed,
      onInterrupted: async (run) => {
        asked.push(run.id);
        return { state: 'completed' };
      },
    });
    await completedAsInterrupted(b2, r.runId, asked);
    expect(b2.agent.inbox[0]!.eventIds).toContain(first.id);
    await b2.agent.stop();

    // B3: the entry as B1 left it, once the run is over: it reads the run and sends nothing.
    const b3 = await adapterFor(t.server.url, agent, { consumer: 'sdk', inboxStore: crashedAgain });
    await until(() => b3.agent.inbox[0]?.state === 'done', 'B3 done', 10_000);
    expect(b3.agent.inbox[0]!.note).toMatch(/^ended at the server before it was resumed here: completed/);
    expect(b3.agent.inbox[0]!.outcome).toBeUndefined();
    expect(await states(r.runId)).toEqual(['running', 'running', 'completed']);
  });

  it('a Stop requested while onInterrupted decides is reported cancelled, with the token that resumed the run (15.5, D317)', { timeout: 30_000 }, async () => {
    const { agent, r } = await ackedNotResumed(EventType.AgentFollowup);
    let b: TestAdapter | undefined;
    b = await adapterFor(t.server.url, agent, {
      consumer: 'sdk',
      onInterrupted: async (run) => {
        expect((await r.person.who.request('POST', `/api/v1/runs/${run.id}/cancel`)).status).toBe(202);
        await until(() => b?.agent.inbox[0]?.cancelReason !== undefined, 'the Stop at B', 10_000);
        return { state: 'failed', reason: 'adapter_restarted' };
      },
    });
    await until(async () => (await runOf(t, r.runId)).state === 'cancelled', 'B ended the run', 15_000);
    expect(await runOf(t, r.runId)).toMatchObject({ state: 'cancelled', state_reason: 'user_cancelled' });
    await until(() => b!.agent.inbox[0]?.state === 'done', 'B done', 10_000);
    expect(b.agent.inbox[0]).toMatchObject({ outcome: { state: 'cancelled', reason: 'user_cancelled' }, finishWithToken: true });
    expect(await states(r.runId)).toEqual(['running', 'running', 'cancelled']);
  });

  it('a Stop requested while the process with the stored entry was down is reported cancelled with the token and ends the run at once (D317, D522); it is never failed adapter_restarted', { timeout: 30_000 }, async () => {
    const { agent, r } = await ackedNotResumed(EventType.AgentFollowup);
    const [crashed] = await storedNotResumed(agent, r.runId, 1);
    expect((await r.person.who.request('POST', `/api/v1/runs/${r.runId}/cancel`)).status).toBe(202);
    const b2 = await adapterFor(t.server.url, agent, { consumer: 'sdk', inboxStore: crashed });
    await until(() => b2.agent.inbox[0]?.state === 'done', 'B2 done', 10_000);
    expect(b2.agent.inbox[0]).toMatchObject({ outcome: { state: 'cancelled', reason: 'user_cancelled' } });
    // The answer's token would resume the run, so it ends it (D522): no wait for cancel_timeout, no resume.
    expect((await runOf(t, r.runId)).state).toBe('cancelled');
    expect(await states(r.runId), 'no resume, the end').toEqual(['running', 'cancelled']);
  });

  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenCredentialsFinal): the 401 revoked of the resume drops the entry, as a refusal of the run'
      : 'the agent disabled while the resume is on its way: its 401 revoked halts the adapter and keeps the entry, nothing is dropped or reported (D511 addendum)';
    it(title, { timeout: 30_000 }, async () => {
      const { agent, r } = await ackedNotResumed(EventType.AgentFollowup);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let resumeSent = false;
      let resumeAnswer: number | undefined;
      const notes: string[] = [];
      const b = await adapterFor(t.server.url, agent, {
        consumer: 'sdk',
        ...(twin ? { brokenCredentialsFinal: true } : {}),
        fetch: async (request) => {
          if (!(request.method === 'POST' && request.url.endsWith('/resume'))) return fetch(request);
          resumeSent = true;
          await held;
          const answer = await fetch(request);
          resumeAnswer = answer.status;
          return answer;
        },
      });
      b.agent.on('run', (e) => notes.push(e.note ?? ''));
      await until(() => resumeSent && b.agent.inbox[0]?.takenOver === true, 'the resume on its way', 10_000);
      const disabled = await s.alex.request('PATCH', `/api/v1/principals/${agent.id}`, { body: { status: 'disabled' } });
      expect(disabled.status, disabled.text).toBe(200);
      release();
      if (twin) {
        await until(() => b.agent.inbox.length === 0, 'the entry dropped', 10_000);
        expect(notes).toEqual([`not resumed here: ${ProblemCode.Revoked}`]);
        return;
      }
      await until(() => b.agent.state !== 'live', 'B closed with 4012', 10_000);
      await until(() => resumeAnswer !== undefined, 'the resume answered', 10_000);
      expect(resumeAnswer).toBe(401);
      await b.agent.stop(); // the settling ends with the halt: stop() returns, the entry as it is
      expect(b.agent.inbox).toHaveLength(1);
      expect(b.agent.inbox[0]).toMatchObject({ runId: r.runId, state: 'waiting', takenOver: true });
      expect(notes).toEqual([]);
      expect(await states(r.runId), 'not resumed, not ended').toEqual(['running']);
    });
  }
});

describe('another consumer of the agent gets a standby copy of the answer: its token resumes nothing, and it never ends the run (15.1, 15.3; D323, D317, D518)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? "the twin (brokenTakeoverBlind): reported without the resume and without the token, the other consumer ends the run the consumer sdk's holder waits on"
      : 'the other consumer drops its entry after 403 superseded; the run waits, and the holder of sdk resumes it with its own token';
    it(title, { timeout: 30_000 }, async () => {
      let c: TestAdapter | undefined;
      const notes: Array<{ runId: string; note?: string }> = [];
      const { agent, r, first } = await ackedNotResumed(EventType.AgentFollowup, async (agent) => {
        // Connected after the start: it never saw the invocation (a consumer starts at the head, 15.1).
        c = await adapterFor(t.server.url, agent, { consumer: 'other', ...(twin ? { brokenTakeoverBlind: true } : {}) });
        c.agent.on('run', (e) => notes.push({ runId: e.runId, ...(e.note ? { note: e.note } : {}) }));
      });
      await until(() => notes.some((n) => n.runId === r.runId), 'the other consumer settled the answer', 15_000);
      if (twin) {
        expect((await runOf(t, r.runId)).state).toBe('failed');
        return;
      }
      expect(notes).toEqual([{ runId: r.runId, note: 'not resumed here: superseded' }]);
      expect(c!.agent.inbox).toEqual([]);
      expect((await runOf(t, r.runId)).state).toBe('waiting_input');
      const resumed = await agent.request('POST', `/api/v1/runs/${r.runId}/resume`, tokenBody(first.invocation_token!));
      expect(resumed.status, resumed.text).toBe(200);
      expect(await states(r.runId)).toEqual(['running', 'running']);
    });
  }
});

describe('a taken-over run resumed here before a restart is reported after it, not resumed again (15.3 resumption; D518 addendum)', () => {
  // This server answers a second resume of a run that runs with the token that resumed it with the run
  // (R-SY-19: checked before the key, the expiry and supersession), so the twin still ends the run here;
  // the adapter no longer depends on that: it sends no second resume.
  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenTakeoverResumedAgain): after the restart the run is resumed again with the same key, past its TTL'
      : 'the entry stored `running` (resumed, onInterrupted on its way when the process died): after the restart, past the key\'s TTL, no second resume; onInterrupted decides and the run ends with the token';
    it(title, { timeout: 40_000 }, async () => {
      const { agent, r } = await ackedNotResumed(EventType.AgentFollowup);
      // B1 takes the consumer over, resumes the run and dies while onInterrupted decides (its finish never gets through).
      const store = new MemoryInboxStore();
      let left: MemoryInboxStore | undefined;
      const b1 = await adapterFor(t.server.url, agent, {
        consumer: 'sdk',
        inboxStore: store,
        fetch: (request) => (request.method === 'POST' && request.url.endsWith('/finish') ? Promise.reject(new TypeError('fetch failed (the test)')) : fetch(request)),
        onInterrupted: async () => {
          left = await snapshot(store);
          return { state: 'completed' };
        },
      });
      await until(() => left !== undefined && b1.errors.length > 0, 'B1 resumed the run and tried the finish', 15_000);
      await b1.agent.stop();
      const [entry] = await left!.load();
      expect(entry).toMatchObject({ runId: r.runId, state: 'running', takenOver: true, finishWithToken: true });
      expect(await states(r.runId), "the start, B1's resume").toEqual(['running', 'running']);
      // A day later: the resume's Idempotency-Key expired (sync.idempotency_key_ttl), as the server sees it.
      await t.db.pool.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1::uuid`, [entry!.startKey]);

      const asked: string[] = [];
      const resumes: string[] = [];
      const b2 = await adapterFor(t.server.url, agent, {
        consumer: 'sdk',
        inboxStore: left!,
        ...(twin ? { brokenTakeoverResumedAgain: true } : {}),
        fetch: (request) => {
          if (request.method === 'POST' && request.url.endsWith('/resume')) resumes.push(request.url);
          return fetch(request);
        },
        onInterrupted: async (run) => {
          asked.push(run.id);
          return { state: 'completed' };
        },
      });
      await completedAsInterrupted(b2, r.runId, asked);
      if (twin) {
        expect(resumes, 'resumed again').toHaveLength(1);
        return;
      }
      expect(resumes, 'no second resume').toEqual([]);
    });
  }
});
