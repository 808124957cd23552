// The two baselines of the fan-out benchmark, each in a process of its own like
// the Bothy server: BENCH_BASELINE=ws is a bare `ws` server that broadcasts the
// same frames (the ceiling: one Buffer per event, sent to every socket);
// BENCH_BASELINE=socketio is Socket.IO with connection-state recovery on,
// broadcasting the same payload with io.emit (what users would pick instead).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Server as SocketIOServer } from 'socket.io';
import { WebSocketServer } from 'ws';
import { monoMs, serve } from './child.ts';

const mode = process.env.BENCH_BASELINE;
if (mode !== 'ws' && mode !== 'socketio') throw new Error('BENCH_BASELINE must be ws or socketio');

const httpServer = http.createServer((_req, res) => res.writeHead(404).end());
let wss: WebSocketServer | undefined;
let io: SocketIOServer | undefined;
const TEXT = { binary: false };

export interface BroadcastArgs {
  /** Frame text whose content_md is the placeholder, replaced by `${tag}:${k}` for event k. */
  template: string;
  placeholder: string;
  tag: string;
  count: number;
  /** Events per second; 0 sends all of them back to back. */
  rate: number;
}

export interface BroadcastResult {
  /**
   * When each event was due: its slot of the schedule (all at the start for a
   * burst). It is the baselines' commit time: a broadcast loop that falls behind
   * its schedule shows that as latency, as a gateway that falls behind the commits does.
   */
  dueAt: number[];
  /** When the loop actually began to send each event. */
  sentAt: number[];
}

/** Sends `count` events at `rate`. */
async function broadcast(a: BroadcastArgs): Promise<BroadcastResult> {
  const texts = Array.from({ length: a.count }, (_, k) => a.template.replace(a.placeholder, `${a.tag}:${k}`));
  // Prepared before the clock starts: the ceiling pays for neither encoding nor parsing.
  const prepared = mode === 'ws' ? texts.map((t) => Buffer.from(t)) : texts.map((t) => (JSON.parse(t) as { d: unknown }).d);
  const sentAt: number[] = new Array<number>(a.count);
  const dueAt: number[] = new Array<number>(a.count);
  const start = monoMs() + 20;
  for (let k = 0; k < a.count; k++) {
    dueAt[k] = a.rate > 0 ? start + (k * 1000) / a.rate : start;
    const wait = dueAt[k]! - monoMs();
    if (wait >= 1) await sleep(wait);
    sentAt[k] = monoMs();
    if (wss) {
      const buf = prepared[k] as Buffer;
      for (const c of wss.clients) c.send(buf, TEXT);
    } else {
      io!.emit('dispatch', prepared[k]);
    }
  }
  return { dueAt, sentAt };
}

serve(
  {
    count: () => (wss ? wss.clients.size : io!.engine.clientsCount),
    broadcast: (a: BroadcastArgs) => broadcast(a),
  },
  async () => {
    if (mode === 'ws') wss = new WebSocketServer({ server: httpServer, perMessageDeflate: false });
    // Heartbeats as rare as the gateway's in this run (sync.heartbeat_interval 10m), so that no side drops clients the others keep.
    else io = new SocketIOServer(httpServer, { connectionStateRecovery: {}, transports: ['websocket'], perMessageDeflate: false, pingInterval: 600_000, pingTimeout: 600_000 });
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', () => resolve()));
    const { port } = httpServer.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, mode };
  },
  async () => {
    if (wss) for (const c of wss.clients) c.terminate();
    if (io) io.disconnectSockets(true);
    io?.close();
    wss?.close();
    httpServer.closeAllConnections();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  },
);
