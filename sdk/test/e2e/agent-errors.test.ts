// The adapter's failures end visibly, end to end: an error with no `error` listener is written to
// console.warn (never dropped, never thrown, no secret in it); 4016 for an agent principal waiting
// for approval ends in `closed` with a reported GatewayClosedError instead of awaiting_device for
// good; a follow-up whose inbox write failed leaves no envelope behind. Real server, PostgreSQL and
// sockets; every wait bounded.
import { CloseCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { GatewayClosedError, SdkErrorCode } from '../../src/errors.ts';
import { agentSuite, createAgent, FailingStore, runOf, stoppedAfterEach } from '../support/agent.ts';
import { sleep, until } from '../support/e2e.ts';
import { catchWarnings } from '../support/warn.ts';

const { adapterFor } = stoppedAfterEach();

const { warned } = catchWarnings();

describe('an adapter without an error listener (15.3 a handler that throws; 6.4 report)', () => {
  const s = agentSuite({});
  const t = s.t;

  it('a handler that throws is reported failed and written to console.warn with its code, without a token', { timeout: 20_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const { agent: bothy } = await adapterFor(t.server.url, agent, { listenErrors: false });
    let token: string | undefined;
    bothy.on('invocation', async (run) => {
      token = bothy.inbox.find((e) => e.runId === run.id)?.token;
      throw new Error(`handler broke on run ${run.id}`);
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> break`)).status).toBe(201);
    await until(() => bothy.inbox[0]?.state === 'done', 'the run done', 10_000);
    const runId = bothy.inbox[0]!.runId;
    expect(bothy.inbox[0]!.outcome).toMatchObject({ state: 'failed', reason: 'handler_error' });
    expect(await runOf(t, runId)).toMatchObject({ state: 'failed' });
    const lines = warned();
    expect(lines.filter((l) => l.includes('handler broke'))).toEqual([`[@bothy/sdk] ${SdkErrorCode.Unexpected}: Error: handler broke on run ${runId} (no 'error' listener took it)`]);
    expect(token).toBeDefined();
    for (const line of lines) {
      expect(line).not.toContain(agent.apiToken);
      expect(line).not.toContain(token!);
    }
  });
});

describe('4016 device_pending for an agent (6.4, 6.3; 15.1): no device flow, so closed and reported', () => {
  const s = agentSuite({});
  const t = s.t;

  it('a principal waiting for approval: the adapter ends closed with GatewayClosedError 4016, stays there, and start() connects once approved', { timeout: 20_000 }, async () => {
    const agent = await createAgent(t);
    await t.db.pool.query(`UPDATE principals SET status = 'pending' WHERE id = $1`, [agent.id]);
    const adapter = await adapterFor(t.server.url, agent, { live: false });
    const stopped: Array<{ code: number | undefined }> = [];
    adapter.agent.on('stopped', (e) => stopped.push(e));
    const states: string[] = [];
    adapter.agent.on('state', ({ to }) => states.push(to));
    await until(() => adapter.agent.state === 'closed', 'the adapter closed', 8_000);
    const closes = adapter.errors.filter((e): e is GatewayClosedError => e instanceof GatewayClosedError);
    expect(closes).toHaveLength(1);
    expect(closes[0]).toMatchObject({ name: 'GatewayClosedError', code: SdkErrorCode.GatewayClosed, closeCode: CloseCode.DevicePending });
    expect(closes[0]!.info).toMatchObject({ name: 'device_pending', recovery: 'fatal' });
    await until(() => stopped.length === 1, 'the stopped event', 2_000);
    expect(stopped[0]!.code).toBe(CloseCode.DevicePending);
    // No attempt on its own: with a reconnect backoff of 50-400 ms, several would have come by now.
    await sleep(1_000);
    expect(adapter.agent.state).toBe('closed');
    expect(states.filter((x) => x === 'connecting')).toHaveLength(0);
    expect(states).not.toContain('awaiting_device');

    // The owner approves; the app starts the adapter again (a user action).
    await t.db.pool.query(`UPDATE principals SET status = 'active' WHERE id = $1`, [agent.id]);
    await adapter.agent.start();
    await until(() => adapter.agent.state === 'live', 'live after start()', 8_000);
  });
});

describe('a follow-up whose inbox write fails (15.2, 15.4): not acknowledged, and its envelope not kept', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  it('the write of the follow-up fails at every delivery; the run ends without it; the process holds no envelope of it', { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    await t.db.pool.query(`UPDATE agents SET followups = 'steer' WHERE principal_id = $1`, [agent.id]);
    const place = await personWithChannel(t, s.alex, 'write');
    // Every write of an entry that holds an input fails; the others land.
    const store = new FailingStore((entry) => (entry.inputs?.length ?? 0) > 0);
    const adapter = await adapterFor(t.server.url, agent, { inboxStore: store });
    let first: string | undefined;
    adapter.agent.on('invocation', async (run) => {
      first ??= run.id;
      if (run.id !== first) return;
      // The follow-up never reaches the handler: its acceptance fails, the run ends without it.
      await run.nextInput({ signal: AbortSignal.timeout(2_500) }).catch(() => undefined);
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> first`)).status).toBe(201);
    await until(() => adapter.agent.inbox[0]?.state === 'running', 'the run running', 10_000);
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> and this`)).status).toBe(201);
    await until(() => store.failed >= 1, 'the follow-up write refused', 8_000);
    await until(() => adapter.agent.inbox.find((e) => e.runId === first)?.state === 'done', 'the run done', 10_000);
    await until(() => (adapter.agent.runMemory['writes'] ?? 0) === 0, 'the write queues drained', 2_000);
    await sleep(200);
    expect(adapter.errors.some((e) => e.message.includes('inbox write failed'))).toBe(true);
    expect(adapter.agent.inbox.find((e) => e.runId === first)!.inputs ?? []).toEqual([]);
    expect(adapter.agent.runMemory['inputEvents']).toBe(0);
  });
});
