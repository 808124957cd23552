// A raw protocol client for gateway tests: a real WebSocket on loopback, real
// DPoP proofs, every received frame kept in order.
import { ClientOp, GATEWAY_PATH, ServerOp, type ServerFrame, type ServerFrameOf } from '@bothy/generated';
import WebSocket from 'ws';
import type { TestClient } from './server.ts';

export interface Closed {
  code: number;
  reason: string;
}

export class GatewayTestClient {
  readonly frames: ServerFrame[] = [];
  closed?: Closed;
  private waiters: (() => void)[] = [];
  private closeWaiters: ((c: Closed) => void)[] = [];

  private constructor(readonly ws: WebSocket, readonly url: string) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      this.notify();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const w of this.closeWaiters) w(this.closed);
      this.closeWaiters = [];
      this.notify();
    });
    ws.on('error', () => {});
  }

  static async connect(baseUrl: string, headers: Record<string, string> = {}): Promise<GatewayTestClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}${GATEWAY_PATH}`;
    const ws = new WebSocket(url, { headers });
    const client = new GatewayTestClient(ws, url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
    return client;
  }

  /**
   * Waits until the server has handled every frame this connection sent before (a focus, say): a
   * heartbeat goes after them and its heartbeat_ack comes back. The server handles one connection's
   * frames in order (GatewayConnection's chain), so the answer means the earlier ones were handled:
   * a condition, where a fixed sleep would only guess how long that takes under load.
   */
  async handled(timeoutMs = 5000): Promise<void> {
    const from = this.frames.length;
    this.send({ op: ClientOp.Heartbeat, d: {} });
    await this.waitFor(ServerOp.HeartbeatAck, () => true, timeoutMs, from);
  }

  /** The https form of the gateway URL that a proof names (6.3). */
  get htu(): string {
    return this.url.replace(/^ws/, 'http');
  }

  private notify(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  ops(): string[] {
    return this.frames.map((f) => f.op);
  }

  /** Waits until a frame matches (searching from `from`), or fails after `timeoutMs`. */
  async waitFor<O extends ServerOp>(op: O, predicate: (f: ServerFrameOf<O>) => boolean = () => true, timeoutMs = 5000, from = 0): Promise<ServerFrameOf<O>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find((f) => f.op === op && predicate(f as ServerFrameOf<O>));
      if (found) return found as ServerFrameOf<O>;
      if (this.closed) throw new Error(`closed with ${this.closed.code} (${this.closed.reason}) while waiting for ${op}; got ${this.ops().join(',')}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${op} within ${timeoutMs} ms; got ${this.ops().join(',')}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  waitClose(timeoutMs = 5000): Promise<Closed> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`not closed within ${timeoutMs} ms; got ${this.ops().join(',')}`)), timeoutMs);
      this.closeWaiters.push((c) => {
        clearTimeout(t);
        resolve(c);
      });
    });
  }

  async hello(): Promise<ServerFrameOf<typeof ServerOp.Hello>> {
    return this.waitFor(ServerOp.Hello);
  }

  /** identify as the person of `who`, with a DPoP proof over the hello nonce. */
  async identify(who: TestClient, extra: { cursor?: number; sync_epoch?: string; protocol_version?: number } = {}): Promise<ServerFrameOf<typeof ServerOp.Ready>> {
    const hello = await this.hello();
    this.send({
      op: ClientOp.Identify,
      d: {
        access_token: who.accessToken,
        dpop: await who.proofFor('GET', this.htu, hello.d.dpop_nonce),
        device_id: who.deviceId,
        protocol_version: extra.protocol_version ?? 1,
        client: { platform: 'test', version: '1' },
        ...(extra.cursor !== undefined ? { cursor: extra.cursor } : {}),
        ...(extra.sync_epoch ? { sync_epoch: extra.sync_epoch } : {}),
      },
    });
    return this.waitFor(ServerOp.Ready);
  }

  async resume(who: TestClient, d: { gateway_session_id: string; cursor: number; sync_epoch: string }): Promise<ServerFrameOf<typeof ServerOp.Resumed>> {
    const hello = await this.hello();
    this.send({ op: ClientOp.Resume, d: { ...d, access_token: who.accessToken, dpop: await who.proofFor('GET', this.htu, hello.d.dpop_nonce) } });
    return this.waitFor(ServerOp.Resumed);
  }

  /** Seqs of the durable events dispatched so far, in arrival order. */
  seqs(): number[] {
    return this.frames.filter((f): f is ServerFrameOf<typeof ServerOp.Dispatch> => f.op === ServerOp.Dispatch).map((f) => (f.d as { seq?: number }).seq).filter((s): s is number => s !== undefined);
  }

  close(code = 1000): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close(code);
  }

  terminate(): void {
    this.ws.terminate();
  }
}
