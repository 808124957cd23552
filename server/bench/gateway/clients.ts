// The client side of the fan-out benchmark: 2,000 connections in this process
// for each of the three servers, handled alike. Every client parses every frame
// it gets (JSON.parse, as a real client must; Socket.IO's client does it
// inside), finds the event number in content_md and records the receipt time.
import { io as ioClient, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { GATEWAY_PATH } from '@bothy/generated';
import { accessTokenHash } from '../../src/identity/dpop.ts';
import { signDpopProof, type BenchDevice } from '../support/dpop-client.ts';
import { monoMs } from './child.ts';
import { waitForCount } from '../support/run.ts';

/** The parts of an envelope the benchmark reads. */
export interface Envelope {
  seq?: number;
  scope?: { channel_id?: string };
  payload?: { message?: { content_md?: string } };
}

interface Frame {
  op: string;
  d: Record<string, unknown>;
}

export interface RunOptions {
  /** content_md of this run's events is `${tag}:${k}`. */
  tag: string;
  events: number;
  clients: number;
  /** Keep every receipt time (for latency); otherwise only whether it arrived. */
  latency: boolean;
  /** Per client, the channels it may read; a receipt from another one is a violation. */
  visible?: (Set<string> | undefined)[];
  /** Check that each client gets seqs in increasing order (the baselines send no real seq). */
  checkOrder?: boolean;
}

/** One measured run: which client got which event when. */
export class Run {
  readonly recv: Float64Array | undefined;
  private readonly seen: Uint8Array;
  readonly perClient: Int32Array;
  private readonly lastSeq: Float64Array;
  received = 0;
  duplicates = 0;
  outOfOrder = 0;
  violations = 0;
  stray = 0;
  firstAt = NaN;
  lastAt = NaN;

  constructor(readonly o: RunOptions) {
    const slots = o.events * o.clients;
    this.recv = o.latency ? new Float64Array(slots) : undefined;
    this.seen = new Uint8Array(slots);
    this.perClient = new Int32Array(o.clients);
    this.lastSeq = new Float64Array(o.clients);
  }

  record(ci: number, d: Envelope | undefined): void {
    const content = d?.payload?.message?.content_md;
    const tag = this.o.tag;
    if (typeof content !== 'string' || content.length <= tag.length || content.charCodeAt(tag.length) !== 58 /* : */ || !content.startsWith(tag)) {
      this.stray++;
      return;
    }
    const k = Number(content.slice(tag.length + 1));
    if (!(k >= 0 && k < this.o.events) || ci >= this.o.clients) {
      this.stray++;
      return;
    }
    const t = monoMs();
    const slot = k * this.o.clients + ci;
    if (this.seen[slot]) {
      this.duplicates++;
      return;
    }
    this.seen[slot] = 1;
    if (this.recv) this.recv[slot] = t;
    this.received++;
    this.perClient[ci]!++;
    if (this.received === 1) this.firstAt = t;
    this.lastAt = t;
    const seq = d!.seq;
    if (this.o.checkOrder && seq !== undefined) {
      if (seq <= this.lastSeq[ci]!) this.outOfOrder++;
      this.lastSeq[ci] = seq;
    }
    const visible = this.o.visible?.[ci];
    if (visible && !visible.has(d!.scope?.channel_id ?? '')) this.violations++;
  }

  /** Waits until `expected` receipts, or until nothing arrived for `idleMs`, or `timeoutMs`. */
  settle(expected: number, timeoutMs: number, idleMs = 5000): Promise<boolean> {
    return waitForCount(() => this.received, expected, timeoutMs, idleMs);
  }

  /** Receipt minus base time of its event, for every receipt (ms), sorted. */
  latencies(baseAt: ArrayLike<number>): Float64Array {
    const out = new Float64Array(this.received);
    if (!this.recv) return out;
    let n = 0;
    const { clients, events } = this.o;
    for (let k = 0; k < events; k++) {
      const base = baseAt[k]!;
      for (let ci = 0; ci < clients; ci++) {
        const t = this.recv[k * clients + ci]!;
        if (t) out[n++] = t - base;
      }
    }
    return out.subarray(0, n).sort();
  }
}

/** Where the clients of every fleet put what they receive. */
export class Recorder {
  run: Run | undefined;
  record(ci: number, d: Envelope | undefined): void {
    this.run?.record(ci, d);
  }
}

export interface Fleet {
  readonly kind: 'gateway' | 'ws' | 'socketio';
  readonly size: number;
  /** Close codes (or reasons) of connections that ended while they should not have. */
  readonly closes: Map<string, number>;
  close(): Promise<void>;
}

export async function inBatches(count: number, concurrency: number, open: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      for (;;) {
        const i = next++;
        if (i >= count) return;
        await open(i);
      }
    }),
  );
}

function countClose(closes: Map<string, number>, why: string): void {
  closes.set(why, (closes.get(why) ?? 0) + 1);
}

function closeAll(sockets: WebSocket[], timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    let open = 0;
    const timer = setTimeout(() => {
      for (const ws of sockets) ws.terminate();
      resolve();
    }, timeoutMs);
    const done = () => {
      if (--open === 0) {
        clearTimeout(timer);
        resolve();
      }
    };
    for (const ws of sockets) {
      if (ws.readyState === WebSocket.CLOSED) continue;
      open++;
      ws.once('close', done);
      ws.close(1000);
    }
    if (open === 0) {
      clearTimeout(timer);
      resolve();
    }
  });
}

// ------------------------------------------------------------------ the Bothy gateway

export interface GatewayClientOptions {
  cursor?: number;
  /** Every frame that is not a dispatch, hello or ready. */
  onFrame?: (f: Frame) => void;
  /** Every dispatch, instead of the recorder. */
  onDispatch?: (d: Envelope) => void;
}

/** One person's device on the gateway: hello, identify with a DPoP proof over the nonce (6.3), then frames. */
export class GatewayClient {
  readonly ws: WebSocket;
  readonly ready: Promise<{ head_seq: number; sync_epoch: string }>;
  identifySentAt = NaN;
  readyAt = NaN;
  closed?: { code: number; reason: string };

  constructor(ci: number, baseUrl: string, dev: BenchDevice, recorder: Recorder | undefined, o: GatewayClientOptions = {}) {
    const url = `${baseUrl.replace(/^http/, 'ws')}${GATEWAY_PATH}`;
    const htu = url.replace(/^ws/, 'http');
    this.ws = new WebSocket(url, { perMessageDeflate: false });
    this.ready = new Promise((resolve, reject) => {
      this.ws.on('message', (data: Buffer) => {
        const f = JSON.parse(data.toString()) as Frame;
        switch (f.op) {
          case 'dispatch':
            if (o.onDispatch) o.onDispatch(f.d as Envelope);
            else recorder?.record(ci, f.d as Envelope);
            return;
          case 'hello': {
            const nonce = f.d.dpop_nonce as string;
            void signDpopProof(dev, { htm: 'GET', htu, ath: accessTokenHash(dev.accessToken), nonce }).then((dpop) => {
              this.identifySentAt = monoMs();
              this.ws.send(
                JSON.stringify({
                  op: 'identify',
                  d: {
                    access_token: dev.accessToken,
                    dpop,
                    device_id: dev.deviceId,
                    protocol_version: 1,
                    client: { platform: 'bench', version: '1' },
                    ...(o.cursor !== undefined ? { cursor: o.cursor, sync_epoch: f.d.sync_epoch } : {}),
                  },
                }),
              );
            }, reject);
            return;
          }
          case 'ready':
            this.readyAt = monoMs();
            resolve(f.d as { head_seq: number; sync_epoch: string });
            return;
          default:
            o.onFrame?.(f);
        }
      });
      this.ws.on('close', (code, reason) => {
        this.closed = { code, reason: reason.toString() };
        reject(new Error(`gateway closed ${code} ${reason.toString()} before ready`));
      });
      this.ws.on('error', (err) => reject(err));
    });
    this.ready.catch(() => {});
  }
}

export class GatewayFleet implements Fleet {
  readonly kind = 'gateway';
  readonly closes = new Map<string, number>();
  private closing = false;

  private constructor(readonly clients: GatewayClient[]) {}

  get size(): number {
    return this.clients.length;
  }

  /** Client i records as client `firstIndex + i`, so that fleets on several nodes can share one Run. */
  static async connect(baseUrl: string, devices: BenchDevice[], recorder: Recorder, concurrency = 32, firstIndex = 0): Promise<GatewayFleet> {
    const fleet = new GatewayFleet([]);
    await inBatches(devices.length, concurrency, async (i) => {
      const c = new GatewayClient(firstIndex + i, baseUrl, devices[i]!, recorder);
      fleet.clients[i] = c;
      await c.ready;
      c.ws.on('close', (code) => {
        if (!fleet.closing) countClose(fleet.closes, String(code));
      });
    });
    return fleet;
  }

  close(): Promise<void> {
    this.closing = true;
    return closeAll(this.clients.map((c) => c.ws));
  }
}

// ------------------------------------------------------------------ bare ws

export class WsFleet implements Fleet {
  readonly kind = 'ws';
  readonly closes = new Map<string, number>();
  private closing = false;

  private constructor(readonly sockets: WebSocket[]) {}

  get size(): number {
    return this.sockets.length;
  }

  static async connect(baseUrl: string, count: number, recorder: Recorder, concurrency = 64): Promise<WsFleet> {
    const fleet = new WsFleet([]);
    const url = baseUrl.replace(/^http/, 'ws');
    await inBatches(count, concurrency, async (i) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      fleet.sockets[i] = ws;
      ws.on('message', (data: Buffer) => {
        const f = JSON.parse(data.toString()) as Frame;
        if (f.op === 'dispatch') recorder.record(i, f.d as Envelope);
      });
      ws.on('close', (code) => {
        if (!fleet.closing) countClose(fleet.closes, String(code));
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
    });
    return fleet;
  }

  close(): Promise<void> {
    this.closing = true;
    return closeAll(this.sockets);
  }
}

// ------------------------------------------------------------------ Socket.IO

export class SocketIoFleet implements Fleet {
  readonly kind = 'socketio';
  readonly closes = new Map<string, number>();
  private closing = false;

  private constructor(readonly sockets: Socket[]) {}

  get size(): number {
    return this.sockets.length;
  }

  static async connect(baseUrl: string, count: number, recorder: Recorder, concurrency = 64): Promise<SocketIoFleet> {
    const fleet = new SocketIoFleet([]);
    await inBatches(count, concurrency, async (i) => {
      const s = ioClient(baseUrl, { transports: ['websocket'], forceNew: true, reconnection: false });
      fleet.sockets[i] = s;
      s.on('dispatch', (d: Envelope) => recorder.record(i, d));
      s.on('disconnect', (reason) => {
        if (!fleet.closing) countClose(fleet.closes, reason);
      });
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
    });
    return fleet;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const s of this.sockets) s.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
