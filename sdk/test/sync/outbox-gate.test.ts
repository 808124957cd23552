// 13.4 and 16.2 without the reference server: a loopback gateway and a scripted REST side share
// one log, so that a create's echo comes over the socket like from the real server.
import { ClientOp, ServerOp } from '@bothy/generated';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaticTokenProvider } from '../../src/auth.ts';
import { generateDpopKey } from '../../src/dpop/key.ts';
import { GatewayConnection } from '../../src/gateway/connection.ts';
import { Outbox } from '../../src/outbox/outbox.ts';
import { MemoryCursorStore } from '../../src/store/cursor-store.ts';
import { MemoryOutboxStore } from '../../src/store/outbox-store.ts';
import { gateOutbox } from '../../src/sync/outbox-gate.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { EPOCH, messageCreated, THREAD } from '../support/events.ts';
import { ScriptedGateway } from '../support/gateway-server.ts';
import { networkError, ScriptedTransport } from '../support/scripted-transport.ts';

let gateway: ScriptedGateway;
let transport: ScriptedTransport;
let conn: GatewayConnection;
let outbox: Outbox;

async function until(predicate: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

beforeEach(async () => {
  gateway = new ScriptedGateway();
  await gateway.start();
  transport = new ScriptedTransport();
  // Every stored create becomes a durable event, delivered live to every open connection (16.1).
  const create = transport.createMessage.bind(transport);
  transport.createMessage = async (threadId, body) => {
    const before = transport.messages.size;
    try {
      return await create(threadId, body);
    } finally {
      if (transport.messages.size > before) {
        const stored = [...transport.messages.values()].at(-1)!;
        const event = messageCreated(gateway.head + 1, stored);
        gateway.log.push(event);
        for (const c of gateway.connections) if (c.socket.readyState === WebSocket.OPEN) c.send({ op: ServerOp.Dispatch, d: event });
      }
    }
  };
  const store = new MemoryCursorStore({ cursor: 0, sync_epoch: EPOCH });
  conn = new GatewayConnection({
    url: gateway.url,
    deviceId: uuidv7(),
    dpopKey: await generateDpopKey(),
    tokens: new StaticTokenProvider('t'),
    client: { platform: 'node', version: 'test' },
    cursorStore: store,
    WebSocket,
    reconnectBase: 20,
    reconnectCap: 40,
  });
  outbox = await Outbox.open({ transport, store: new MemoryOutboxStore(), retryBase: 10, retryCap: 40 });
  gateOutbox(conn, outbox);
});

afterEach(async () => {
  outbox.close();
  await conn.stop();
  await gateway.stop();
});

describe('outbox gate (13.4)', () => {
  it('sends nothing before the first catch-up completes, then sends and confirms by the echo (16.1)', async () => {
    await outbox.sendMessage(THREAD, 'queued before connect');
    expect(outbox.paused).toBe(true);
    await conn.start();
    await until(() => conn.state === 'live');
    await until(() => outbox.entries().length === 0);
    expect(transport.count('queued before connect')).toBe(1);
  });

  it('16.2: offline send, reconnect with resume, send only after catch-up, lost answer, one message', async () => {
    await conn.start();
    await until(() => conn.state === 'live');
    // Network gone: the gateway drops, REST fails. The gateway holds the resume that follows,
    // so that the connection stays out of live until the network is "back" below.
    transport.decide = () => networkError();
    let held: Parameters<NonNullable<ScriptedGateway['onResume']>> | undefined;
    gateway.onResume = (c, d) => {
      held = [c, d];
    };
    gateway.connections[0]!.socket.terminate();
    await until(() => held !== undefined);
    expect(conn.state).not.toBe('live');
    await outbox.sendMessage(THREAD, 'sent offline');
    expect(outbox.paused).toBe(true);
    // Network back: the first POST is stored but its answer is lost; then answers arrive.
    const order: string[] = [];
    conn.on('synced', () => order.push('synced'));
    let calls = 0;
    transport.decide = () => {
      order.push('create');
      return (calls += 1) === 1 ? 'lost' : 'ok';
    };
    const [heldConn, resume] = held!;
    gateway.onResume = undefined;
    heldConn.send({ op: ServerOp.Resumed, d: { gateway_session_id: resume.gateway_session_id, head_seq: gateway.head, sync_epoch: gateway.epoch } });
    gateway.catchUp(heldConn, resume.cursor);
    await until(() => conn.state === 'live');
    expect(gateway.frames(ClientOp.Resume)).toHaveLength(1);
    await until(() => outbox.entries().length === 0);
    expect(transport.count('sent offline')).toBe(1);
    expect(order[0]).toBe('synced'); // 13.4: catch up first, then send
    // The echo of the stored message confirms the entry, whether it overtakes the retry or not.
    expect(transport.calls.filter((c) => c.kind === 'create').length).toBeGreaterThanOrEqual(1);
  });

  it('pauses the outbox whenever the connection leaves live', async () => {
    await conn.start();
    await until(() => conn.state === 'live');
    expect(outbox.paused).toBe(false);
    // Seen at the moment the connection leaves live: the reconnect may be back before a poll would look.
    const pausedOnLeaving: boolean[] = [];
    conn.on('state', ({ to }) => {
      if (to !== 'live') pausedOnLeaving.push(outbox.paused);
    });
    gateway.connections[0]!.socket.terminate();
    await until(() => pausedOnLeaving.length > 0);
    expect(pausedOnLeaving.every(Boolean)).toBe(true);
    await until(() => conn.state === 'live' && !outbox.paused);
  });
});

describe('gateOutbox: a connection that leaves live while the sent entries are settled (13.4)', () => {
  it('keeps the outbox paused: it resumes only while the connection is live', async () => {
    const listeners = new Map<string, (value: never) => void>();
    const fake = { on: (type: string, listener: (value: never) => void) => (listeners.set(type, listener), () => listeners.delete(type)) };
    let settle!: () => void;
    const calls: string[] = [];
    const box = {
      pause: () => void calls.push('pause'),
      resume: () => void calls.push('resume'),
      settleSent: () => new Promise<void>((resolve) => (settle = resolve)),
      confirmEcho: async () => false,
    };
    gateOutbox(fake as never, box as never);
    const emit = (type: string, value: unknown) => listeners.get(type)!(value as never);
    emit('state', { from: 'catching_up', to: 'live' });
    emit('synced', { cursor: 1, sync_epoch: EPOCH });
    emit('state', { from: 'live', to: 'waiting' }); // the link dropped while settling
    settle();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual(['pause']);
    // Live again: the next synced resumes it.
    emit('state', { from: 'catching_up', to: 'live' });
    emit('synced', { cursor: 2, sync_epoch: EPOCH });
    settle();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual(['pause', 'resume']);
  });
});
