// BothyAgent.whenLive() (15.1): a consumer the server has not seen starts at the head of the log when
// its first connection claims it, so an adapter on its first activation misses what was committed
// before that claim. whenLive() resolves only once the claim is made and the connection is in step;
// what is triggered after it reaches the handler. It rejects when the adapter stops for good before
// that. The identify frame is held back by the test (a gated socket), so that "before the claim" is a
// state the test controls rather than a race. Real server, PostgreSQL and sockets; every wait bounded.
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import type { BothyAgent } from '../../src/agent/agent.ts';
import { BothyError, SdkErrorCode } from '../../src/errors.ts';
import { agentSuite, createAgent, stoppedAfterEach, type TestAdapter } from '../support/agent.ts';
import { until, within } from '../support/e2e.ts';

const { adapterFor } = stoppedAfterEach();

/** A `ws` WebSocket that holds every frame the adapter sends until `release()`. */
function gatedWebSocket(): { WebSocket: typeof WebSocket; held: () => number; release(): void } {
  let open = false;
  const queue: Array<() => void> = [];
  class Gated extends WebSocket {
    // The SDK sends text frames with no options or callback.
    override send(data: string): void {
      if (open) return super.send(data);
      queue.push(() => super.send(data));
    }
  }
  return {
    WebSocket: Gated as typeof WebSocket,
    held: () => queue.length,
    release() {
      open = true;
      for (const send of queue.splice(0)) send();
    },
  };
}

describe('an adapter\'s first activation waits for its claim with whenLive() (15.1)', () => {
  const s = agentSuite({ 'agent.ack_timeout': '30s' });
  const t = s.t;

  const claimed = async (agentId: string, consumer: string) =>
    (await t.db.pool.query(`SELECT 1 FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2 AND holder_session_id IS NOT NULL`, [agentId, consumer])).rowCount === 1;

  /**
   * Starts a new consumer behind a gated socket, waits with `ready`, and checks what whenLive() promises:
   * the server holds the consumer's cursor then, and a mention posted after it reaches the handler.
   */
  async function firstActivation(ready: (agent: BothyAgent) => Promise<void>): Promise<void> {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const gate = gatedWebSocket();
    const consumer = `first-${agent.id.slice(0, 8)}`;
    const adapter: TestAdapter = await adapterFor(t.server.url, agent, { consumer, WebSocket: gate.WebSocket as never, live: false });
    const invoked: string[] = [];
    adapter.agent.on('invocation', async (run) => {
      invoked.push(run.id);
    });
    const waiting = ready(adapter.agent);
    let settled = false;
    void waiting.then(() => (settled = true), () => (settled = true));
    // The identify is held: the server has not claimed the consumer.
    await until(() => gate.held() > 0, 'the identify sent into the gate');
    expect(await claimed(agent.id, consumer)).toBe(false);
    // A ready that does not wait for the claim has settled by now; the gate then stays shut until it is judged.
    await new Promise((r) => setImmediate(r));
    if (!settled) gate.release();
    await within(waiting, 'whenLive');
    expect(await claimed(agent.id, consumer), 'the consumer claimed when whenLive() resolved').toBe(true);
    gate.release();
    const posted = await place.who.postMessage(place.thread, `<@${agent.id}> after whenLive`);
    expect(posted.status, posted.text).toBe(201);
    await until(() => invoked.length === 1, 'the invocation of the mention posted after whenLive() reached the handler');
  }

  it('resolves once the server has claimed the consumer; a mention posted after it reaches the handler', async () => {
    await firstActivation((agent) => agent.whenLive());
  });

  it('twin (a ready that resolves once start() returned): the consumer is not claimed yet, and the check fails', async () => {
    await expect(firstActivation(async () => undefined)).rejects.toThrow(/the consumer claimed when whenLive\(\) resolved/);
  });

  it('rejects with gateway_closed when the adapter stops before it is live (an API token the server refuses)', async () => {
    const agent = await createAgent(t);
    const adapter = await adapterFor(t.server.url, { ...agent, apiToken: `${agent.apiToken.slice(0, -4)}AAAA` }, { consumer: 'refused', live: false });
    const err = await within(adapter.agent.whenLive().then(() => undefined, (e: unknown) => e), 'whenLive to reject');
    expect(err).toBeInstanceOf(BothyError);
    expect((err as BothyError).code).toBe(SdkErrorCode.GatewayClosed);
    // Called once the adapter has stopped: it rejects at once rather than wait for a transition that never comes.
    const late = await within(adapter.agent.whenLive().then(() => undefined, (e: unknown) => (e as BothyError).code), 'whenLive after the stop');
    expect(late).toBe(SdkErrorCode.GatewayClosed);
  });

  it('resolves at once when live, and rejects when the app stops the adapter first', async () => {
    const agent = await createAgent(t);
    const live = await adapterFor(t.server.url, agent, { consumer: 'live' });
    await within(live.agent.whenLive(), 'whenLive when live');
    const gate = gatedWebSocket();
    const held = await adapterFor(t.server.url, agent, { consumer: 'held', WebSocket: gate.WebSocket as never, live: false });
    const waiting = held.agent.whenLive().then(() => 'resolved', (e: unknown) => (e as BothyError).code);
    await held.agent.stop();
    expect(await within(waiting, 'whenLive across stop()')).toBe(SdkErrorCode.GatewayClosed);
    expect(await within(held.agent.whenLive().then(() => 'resolved', (e: unknown) => (e as BothyError).code), 'whenLive after stop()')).toBe(SdkErrorCode.GatewayClosed);
  });
});
