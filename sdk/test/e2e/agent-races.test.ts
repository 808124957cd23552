// Two races of the adapter's run steps against deliveries, end to end (15.2-15.4): a renewal whose
// answer lands after a redelivery stored a newer token must not overwrite it (the run would start
// with a superseded token and stay queued), and a run adopted after `superseded` that stays
// queued is reported, never silent; a follow-up that arrives between the start's answer and
// `running` reaches the handler. Real server, PostgreSQL and sockets; each step held by the test
// (a promise in onStep or in fetch, a stalled or cut gateway link); every wait bounded.
import { EventType } from '@bothy/generated';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import type { AgentStep } from '../../src/agent/agent.ts';
import { SdkErrorCode } from '../../src/errors.ts';
import { agentSuite, createAgent, runOf, stoppedAfterEach, type TestAdapter } from '../support/agent.ts';
import { until } from '../support/e2e.ts';
import { FaultProxy } from '../support/fault-proxy.ts';

const { open, adapterFor } = stoppedAfterEach();

const jtiOf = (token: string): string => decodeJwt(token).jti!;

describe('a renewal that races a redelivery (15.2, 15.3): the newer delivered token is kept', () => {
  // acked_seq is stored only at the close here, and the ack is held on the wire: the cut gateway
  // link makes the server deliver the invocation again, with a token issued after the renewal's.
  const s = agentSuite({ 'agent.ack_timeout': '30s', 'agent.ack_persist_interval': '30s', 'agent.invocation_token_ttl': '2s' });
  const t = s.t;

  it('renewal issues T3, a redelivery then stores T2, the renewal answer lands: the start goes with T2 and the run completes once', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const proxy = new FaultProxy(t.server.port);
    await proxy.start();
    open.push(proxy);
    let adapter: TestAdapter | undefined;
    const seen: { t1?: string; t2?: string; t3?: string; starts: string[] } = { starts: [] };
    let held = false;
    const onStep = (step: AgentStep) => {
      // The ack of the first delivery never reaches the server (held on the link, dropped by the cut).
      if (step === 'stored' && !held) {
        held = true;
        proxy.stallGateways(60_000, 'up');
      }
    };
    const fetching = async (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith('/start')) seen.starts.push(jtiOf(((await request.clone().json()) as { invocation_token: string }).invocation_token));
      const response = await fetch(request);
      if (request.method === 'POST' && path.endsWith('/invocation-token') && seen.t3 === undefined && response.status === 200) {
        // The server issued T3 (invocation_jti = T3). Before its answer reaches the adapter, the
        // gateway link drops: the redelivery brings T2 (invocation_jti = T2), stored in the inbox.
        seen.t3 = jtiOf(((await response.clone().json()) as { invocation_token: string }).invocation_token);
        proxy.cutGateways();
        await until(() => ![seen.t1, seen.t3].includes(adapter!.agent.inbox[0]?.jti), 'the redelivered token stored', 8_000);
        seen.t2 = adapter!.agent.inbox[0]!.jti;
      }
      return response;
    };
    adapter = await adapterFor(proxy.url, agent, { onStep, fetch: fetching });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> renew race`)).status).toBe(201);
    await until(() => adapter!.agent.inbox.length === 1, 'accepted');
    const accepted = adapter.agent.inbox[0]!;
    seen.t1 = accepted.jti;
    // No handler yet: the run waits in the inbox until T1 has expired, so that its start renews first.
    await until(() => Date.now() > accepted.tokenExpiresAt + 100, 'T1 expired', 5_000);
    let ran = 0;
    adapter.agent.on('invocation', async () => {
      ran += 1;
    });
    await until(() => seen.starts.length >= 1, 'a start sent', 10_000);
    expect(seen.t2).toBeDefined();
    expect(new Set([seen.t1, seen.t2, seen.t3]).size).toBe(3);
    // The start goes with the token delivered last (T2), not with the renewal's T3 (superseded).
    expect(seen.starts[0]).toBe(seen.t2);
    await until(() => adapter!.agent.inbox[0]?.state === 'done', 'done', 10_000);
    expect(ran).toBe(1);
    expect(seen.starts).toEqual([seen.t2]);
    expect(adapter.agent.inbox[0]).toMatchObject({ jti: seen.t2, outcome: { state: 'completed' } });
    expect(await runOf(t, accepted.runId)).toMatchObject({ state: 'completed', started_jti: seen.t2 });
  });
});

describe('a run adopted after superseded that stays queued (15.2): reported, not silent', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('another process renews the token while the start is under way; no newer delivery comes; the adapter reports the queued run', { timeout: 20_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    let adapter: TestAdapter | undefined;
    let renewedElsewhere = false;
    const onStep = async (step: AgentStep) => {
      if (step !== 'starting' || renewedElsewhere) return;
      renewedElsewhere = true;
      // A renewal with this consumer's token by another process replaces the consumer's token at the
      // server (D314); it is no delivery, so none with the newer token ever reaches this adapter.
      const entry = adapter!.agent.inbox[0]!;
      const renewed = await agent.request('POST', `/api/v1/runs/${entry.runId}/invocation-token`, { invocation_token: entry.token });
      expect(renewed.status, renewed.text).toBe(200);
    };
    // agent.ack_timeout as the adapter assumes it: the look at the adopted run every 200 ms, reported after three.
    adapter = await adapterFor(t.server.url, agent, { onStep, ackTimeout: 200 });
    let ran = 0;
    adapter.agent.on('invocation', async () => {
      ran += 1;
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> adopted`)).status).toBe(201);
    await until(() => adapter!.agent.inbox.length === 1, 'accepted');
    const runId = adapter.agent.inbox[0]!.runId;
    await until(() => adapter!.errors.some((e) => e.code === SdkErrorCode.Timeout), 'the queued adopted run reported', 8_000);
    const reported = adapter.errors.filter((e) => e.code === SdkErrorCode.Timeout);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.name).toBe('BothyError');
    expect(reported[0]!.message).toContain(runId);
    expect(ran).toBe(0);
    expect(adapter.agent.inbox[0]!.state).not.toBe('done');
    expect(await runOf(t, runId)).toMatchObject({ state: 'queued', started_jti: null });
    // Reported once, not at every look.
    await new Promise((r) => setTimeout(r, 700));
    expect(adapter.errors.filter((e) => e.code === SdkErrorCode.Timeout)).toHaveLength(1);
  });
});

describe('a follow-up while the start is answered but running not stored (15.3, 15.4): it reaches the handler', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('the answered step is held until the follow-up was processed; nextInput returns it; one run, completed, absorbed', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [agent.id]);
    const place = await personWithChannel(t, s.alex, 'write');
    const arrived: string[] = [];
    let followupId: string | undefined;
    let adapter: TestAdapter | undefined;
    const onStep = async (step: AgentStep) => {
      if (step !== 'answered' || followupId) return;
      // The run is running at the server; the adapter's entry is still `starting`.
      expect(adapter!.agent.inbox[0]!.state).toBe('starting');
      const posted = await place.who.postMessage(place.thread, `<@${agent.id}> and also this`);
      expect(posted.status, posted.text).toBe(201);
      followupId = (posted.body as { id: string }).id;
      await until(() => arrived.includes(followupId!), 'the follow-up processed by the adapter', 8_000);
    };
    adapter = await adapterFor(t.server.url, agent, { onStep });
    adapter.agent.on(EventType.AgentFollowup, (e) => arrived.push(e.payload.message_id));
    const got: string[] = [];
    adapter.agent.on('invocation', async (run) => {
      const input = await run.nextInput({ signal: AbortSignal.timeout(3_000) });
      got.push(input.messageId);
      await input.delivered();
      await input.absorbed();
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> first`)).status).toBe(201);
    await until(() => adapter!.agent.inbox[0]?.state === 'done', 'done', 15_000);
    expect(got).toEqual([followupId]);
    expect(adapter.agent.inbox).toHaveLength(1);
    expect(adapter.agent.inbox[0]).toMatchObject({ outcome: { state: 'completed' }, inputs: [{ kind: 'followup', messageId: followupId, status: 'absorbed' }] });
    expect(await runOf(t, adapter.agent.inbox[0]!.runId)).toMatchObject({ state: 'completed' });
    // The follow-up was absorbed, so the server deferred nothing into a second run (15.4).
    const { rows } = await t.db.pool.query(`SELECT id FROM runs WHERE agent_id = $1`, [agent.id]);
    expect(rows).toHaveLength(1);
  });
});
