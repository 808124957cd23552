// 8.3 and 15.5 (D283): an access removal withdraws the waiting frames of the
// removed targets, not the receiver's own events in them. The case that loses
// something otherwise: a person cancels their agent's run (run.cancel_requested,
// user_cancelled, addressed to the agent in the run's channel) while the
// adapter's socket is slow, and the agent then loses its grant on that channel.
// The access.changed after the cancel writes no second cancel (one is already
// requested), and the adapter's ack of the access.changed covers the cancel's
// seq: a withdrawn cancel never reaches the agent. Real server, real
// PostgreSQL, a real socket that stops reading; every wait is bounded.
import { ClientOp, ServerOp } from '@bothy/generated';
import type { Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { connectAgent, dispatches, until } from '../support/agents.ts';

const open: GatewayTestClient[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.terminate();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("an access removal keeps the receiver's own events (8.3, 15.5, D283)", () => {
  // Big frames so that a socket that stops reading makes later ones wait in the server's queue;
  // the ack timer is far away, so nothing comes back by redelivery within the test.
  const t = useTestServer({
    'sync.event_payload_max_bytes': 2_000_000,
    'sync.ws_max_frame_bytes': 4_000_000,
    'gateway.write_timeout': '60s',
    'agent.max_inflight_events': 100,
    'agent.ack_timeout': '60s',
  });
  let alex: TestClient;
  beforeAll(async () => {
    alex = await t.client('alex');
  });

  /**
   * A running run of an agent with a read grant on the person's channel; the adapter stops
   * reading, big messages of the channel fill its socket, the person cancels the run, and with
   * the cancel waiting in the server's queue the agent's grant is revoked. The adapter reads
   * again, acks the access.changed as it handles it, and the run's cancel requests it got are
   * returned. Bounded: at most 20 messages, waits of seconds.
   */
  async function cancelBehindRemoval(consumer: string): Promise<{ cancels: number; accessSeq: number; cancelSeq: number }> {
    const agent = await createAgent(t);
    const person = await personWithChannel(t, alex, 'write');
    const grant = await alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agent.id }, target: { kind: 'channel', id: person.channel }, level: 'read' } });
    expect(grant.status, grant.text).toBe(201);
    const adapter = await connectAgent(t.server.url, agent, consumer, open);
    const posted = await person.who.postMessage(person.thread, `<@${agent.id}> please look`);
    expect(posted.status, posted.text).toBe(201);
    await until('the invocation at the adapter', () => dispatches(adapter).some((d) => d.type === 'agent.invocation'));
    const inv = dispatches(adapter).find((d) => d.type === 'agent.invocation')!;
    const runId = inv.payload.run_id as string;
    adapter.send({ op: ClientOp.Ack, d: { seq: inv.seq } });
    const started = await agent.request('POST', `/api/v1/runs/${runId}/start`, { invocation_token: inv.invocation_token, billing_mode_used: 'subscription', tool_class_used: 'read' });
    expect(started.status, started.text).toBe(200);

    // The adapter stops reading: without ws's data listener nothing resumes the socket.
    const socket = (adapter.ws as unknown as { _socket: Socket })._socket;
    const onData = socket.listeners('data') as ((chunk: Buffer) => void)[];
    socket.removeAllListeners('data');
    socket.pause();
    const conn = [...t.server.gateway.registry.all].find((x) => x.identity?.principalId === agent.id)!;
    const big = 'q'.repeat(800_000);
    for (let i = 0; i < 20 && conn.held().queued < 2; i++) await alex.postMessage(person.thread, big);
    expect(conn.held().queued, 'frames wait in the outbound queue').toBeGreaterThanOrEqual(2);

    const queuedBefore = conn.held().queued;
    const cancelled = await person.who.request('POST', `/api/v1/runs/${runId}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(202);
    const { rows } = await t.db.pool.query<{ seq: number }>(`SELECT seq::int AS seq FROM event_log WHERE type = 'run.cancel_requested' AND resource_id = $1`, [runId]);
    expect(rows).toHaveLength(1);
    const cancelSeq = rows[0]!.seq;
    await until('the cancel waits in the outbound queue', () => conn.held().queued > queuedBefore, 3_000);

    const revoked = await alex.request('POST', `/api/v1/grants/${grant.body.id}/revoke`);
    expect(revoked.status, revoked.text).toBeLessThan(300);
    // The revocation wrote no second cancel: one was requested already.
    const again = await t.db.pool.query(`SELECT 1 FROM event_log WHERE type = 'run.cancel_requested' AND resource_id = $1`, [runId]);
    expect(again.rowCount).toBe(1);
    await until('the queue reached the access.changed', () => conn.held().queued < queuedBefore + 1, 3_000);

    for (const f of onData) socket.on('data', f);
    socket.resume();
    const access = await adapter.waitFor(ServerOp.Dispatch, (x) => x.d.type === 'access.changed', 15_000);
    const accessSeq = (access.d as { seq: number }).seq;
    // The adapter handled it and acks it, as the SDK's adapter does: the ack covers every seq up to it (15.2).
    adapter.send({ op: ClientOp.Ack, d: { seq: accessSeq } });
    await sleep(500);
    const cancels = dispatches(adapter).filter((d) => d.type === 'run.cancel_requested' && d.payload.run_id === runId).length;
    return { cancels, accessSeq, cancelSeq };
  }

  it('a run.cancel_requested waiting in the queue when the agent loses the run\'s channel still reaches the agent, before the access.changed', async () => {
    const got = await cancelBehindRemoval('own-events');
    expect(got.cancelSeq).toBeLessThan(got.accessSeq);
    expect(got.cancels).toBe(1);
  }, 60_000);

  it('twin: withdrawing the receiver\'s own events as well loses the cancel for good', async () => {
    t.server.ctx.twins = { withdrawOwnEvents: true };
    try {
      const got = await cancelBehindRemoval('own-events-twin');
      expect(got.cancelSeq).toBeLessThan(got.accessSeq);
      expect(got.cancels).toBe(0);
    } finally {
      t.server.ctx.twins = undefined;
    }
  }, 60_000);
});
