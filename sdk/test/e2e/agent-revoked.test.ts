// The adapter when its agent is disabled mid-run, and start() while the server is down (8.5, 15.3,
// 15.5, 15.7; D511). On 4012 the running handler's signal aborts with the close as its reason, the
// run is recorded `finishing` `cancelled` `revoked` without a REST call that must fail, and the
// finish goes out at the next start() with a new token. start() with `commands` resolves while the server is down
// and the declaration lands once it is up. Real server, PostgreSQL and sockets; every wait bounded.
import { CloseCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import WebSocket from 'ws';
import { BothyAgent } from '../../src/agent/agent.ts';
import { type BothyError, GatewayClosedError, SdkErrorCode } from '../../src/errors.ts';
import { agentSuite, createAgent, runOf, stoppedAfterEach } from '../support/agent.ts';
import { RestartableServer, sleep, startTestServer, until, within } from '../support/e2e.ts';

const { adapterFor, open } = stoppedAfterEach();

describe('the agent disabled while its run runs: 4012 (8.5, 15.5; D511)', () => {
  const s = agentSuite({ 'agent.cancel_grace': '60s' });
  const t = s.t;

  it("aborts the handler's signal naming the revocation, records the run finishing cancelled revoked, and sends nothing more", { timeout: 30_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const requests: string[] = [];
    let revokedAt: number | undefined;
    const after: string[] = [];
    // The owner issues a new API token after the agent is active again (the old one stays revoked, D504).
    let token = agent.apiToken;
    const tokens = { getAccessToken: async () => token, renewAccessToken: async () => token };
    const a = await adapterFor(t.server.url, agent, {
      apiToken: tokens,
      fetch: (request) => {
        requests.push(`${request.method} ${new URL(request.url).pathname}`);
        if (revokedAt !== undefined) after.push(`${request.method} ${new URL(request.url).pathname}`);
        return fetch(request);
      },
    });
    a.agent.on('close', (c) => {
      if (c.code === CloseCode.Revoked) revokedAt = Date.now();
    });
    let reason: unknown;
    let running: string | undefined;
    a.agent.on('invocation', async (run, { signal }) => {
      running = run.id;
      run.patch((d) => void (d.status_line = 'working'));
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      reason = signal.reason;
      run.patch((d) => void (d.status_line = 'stopping')); // a change after the abort: not sent
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> work`)).status).toBe(201);
    await until(() => running !== undefined && a.agent.inbox[0]?.state === 'running', 'the run runs', 10_000);
    // The first change has gone out (a PATCH still on its way when the server revokes is refused before the close reaches the adapter).
    await until(() => requests.some((r) => r.startsWith('PATCH ')), 'the first PATCH sent', 5_000);
    await a.agent.heartbeatIdle();
    await sleep(300);

    const r = await s.alex.request('PATCH', `/api/v1/principals/${agent.id}`, { body: { status: 'disabled' } });
    expect(r.status, r.text).toBe(200);
    await until(() => reason !== undefined, 'the handler aborted', 10_000);
    expect(reason).toBeInstanceOf(GatewayClosedError);
    expect(reason).toMatchObject({ code: SdkErrorCode.GatewayClosed, closeCode: CloseCode.Revoked });
    await until(() => a.agent.inbox[0]?.state === 'finishing', 'recorded finishing', 5_000);
    expect(a.agent.inbox[0]!.outcome).toEqual({ state: 'cancelled', reason: 'revoked' });
    await sleep(1_000); // the retry backoff of the test adapter is 50-400 ms: a retried call would show by now
    expect(after, 'no REST call after 4012').toEqual([]);
    expect(a.errors.filter((e) => e.code === 'revoked'), 'no 401 revoked reported').toEqual([]);

    // Active again, a new token, start(): the recorded finish goes out.
    const back = await s.alex.request('PATCH', `/api/v1/principals/${agent.id}`, { body: { status: 'active' } });
    expect(back.status, back.text).toBe(200);
    token = await t.apiToken(agent.handle);
    await a.agent.start();
    await until(() => a.agent.inbox[0]?.state === 'done', 'the finish sent at the next start()', 10_000);
    expect(a.agent.inbox[0]!.outcome).toEqual({ state: 'cancelled', reason: 'revoked' });
    expect(a.agent.inbox[0]!.note).toBeUndefined();
    expect((await runOf(t, running!)).state).toBe('cancelled');
  });
});

describe('the agent disabled while its finish is on its way: 401 revoked before the 4012 (8.5, 15.2; D511 addendum)', () => {
  const s = agentSuite({ 'agent.cancel_grace': '60s' });
  const t = s.t;

  /** The handler completes; its finish meets the disable first. The entry and the run after that, and after a new token and start(). */
  async function finishMeetsDisable(broken: boolean): Promise<{ entry: string | undefined; note: string | undefined; run: string; afterRestart?: string }> {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    let token = agent.apiToken;
    const tokens = { getAccessToken: async () => token, renewAccessToken: async () => token };
    let disabled = false;
    const a = await adapterFor(t.server.url, agent, {
      apiToken: tokens,
      ...(broken ? { brokenCredentialsFinal: true } : {}),
      fetch: async (request) => {
        if (!disabled && request.method === 'POST' && new URL(request.url).pathname.endsWith('/finish')) {
          disabled = true;
          const r = await s.alex.request('PATCH', `/api/v1/principals/${agent.id}`, { body: { status: 'disabled' } });
          expect(r.status, r.text).toBe(200);
        }
        return fetch(request);
      },
    });
    let runId: string | undefined;
    a.agent.on('invocation', async (run) => {
      runId = run.id;
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> quick one`)).status).toBe(201);
    await until(() => disabled, 'the finish sent', 10_000);
    await sleep(1_000); // its answer (401 revoked), and a retry if there were one (the test adapter's backoff is 50-400 ms)
    const seen = { entry: a.agent.inbox[0]?.state, note: a.agent.inbox[0]?.note, run: (await runOf(t, runId!)).state };
    if (broken) return seen;
    const back = await s.alex.request('PATCH', `/api/v1/principals/${agent.id}`, { body: { status: 'active' } });
    expect(back.status, back.text).toBe(200);
    token = await t.apiToken(agent.handle);
    await a.agent.start();
    await until(async () => (await runOf(t, runId!)).state !== 'running', 'the finish sent at the next start()', 10_000);
    return { ...seen, afterRestart: (await runOf(t, runId!)).state };
  }

  it('the entry stays finishing, and the finish goes out at the next start() with a new token', { timeout: 30_000 }, async () => {
    const seen = await finishMeetsDisable(false);
    expect(seen).toMatchObject({ entry: 'finishing', note: undefined, run: 'running' });
    // Completed as the handler ended, or cancelled for the disable's run.cancel_requested (15.5) that the
    // restarted adapter received first: either way the finish went out and the run is over.
    expect(['completed', 'cancelled']).toContain(seen.afterRestart);
  });

  it('twin (brokenCredentialsFinal): the entry is done with the note revoked, and the run stays running', { timeout: 30_000 }, async () => {
    expect(await finishMeetsDisable(true)).toEqual({ entry: 'done', note: 'revoked', run: 'running' });
  });
});

describe('start() with commands while the server is down (15.7; D511)', () => {
  it('resolves at once, keeps connecting, and the declaration lands once the server is up', { timeout: 40_000 }, async () => {
    const server = new RestartableServer(await startTestServer());
    try {
      const agent = await createAgent(server.t);
      const url = server.t.server.url;
      await server.stopServer();
      const a = new BothyAgent({ baseUrl: url, apiToken: agent.apiToken, billingMode: 'subscription', toolClass: 'read', WebSocket: WebSocket as never, commands: [{ name: 'weather' }], retryBase: 50, retryCap: 400, reconnectBase: 50, reconnectCap: 400 });
      open.push(a);
      const errors: BothyError[] = [];
      a.on('error', (e) => errors.push(e));
      const began = Date.now();
      await a.start();
      expect(Date.now() - began, 'start() does not wait for the declaration').toBeLessThan(1_000);
      await until(() => errors.some((e) => e.code === SdkErrorCode.Network), 'a failed declaration reported', 10_000);
      await server.startServer();
      const declared = await within(a.commandsDeclared, 'the commands declared', 15_000);
      expect(declared?.map((c) => c.name)).toEqual(['weather']);
      await within(a.whenLive(), 'live', 15_000);
    } finally {
      await server.close();
    }
  });
});
