// A real webhook receiver on loopback (node:http, 15.6): it answers each request
// as `answer` says (a status, a delay, no answer at all, or a dropped
// connection, an answer held until the test lets it go), keeps every request it got, and can be stopped and started
// again on the same port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { WebhookHeader } from '@bothy/generated';

export interface ReceivedDelivery {
  at: number;
  body: string;
  envelope: Record<string, unknown> & { seq: number; type: string; id: string };
  deliveryId: string;
  attempt: number;
  subscriptionId: string;
  signature: string;
  /** What the receiver answered: a status, or 'hang' / 'drop'. */
  answered: number | 'hang' | 'drop';
}

/** A status; no answer; a dropped connection; a status after a delay, or once `until` settles. */
export type Answer = number | 'hang' | 'drop' | { status: number; delayMs: number } | { status: number; until: Promise<unknown> };

export class WebhookReceiver {
  readonly got: ReceivedDelivery[] = [];
  private server?: http.Server;
  private port = 0;
  private readonly sockets = new Set<import('node:net').Socket>();

  constructor(public answer: (d: Omit<ReceivedDelivery, 'answered'>) => Answer = () => 200) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        const d = {
          at: Date.now(),
          body,
          envelope: JSON.parse(body) as ReceivedDelivery['envelope'],
          deliveryId: String(req.headers[WebhookHeader.DeliveryId.toLowerCase()]),
          attempt: Number(req.headers[WebhookHeader.Attempt.toLowerCase()]),
          subscriptionId: String(req.headers[WebhookHeader.Subscription.toLowerCase()]),
          signature: String(req.headers[WebhookHeader.Signature.toLowerCase()]),
        };
        const a = this.answer(d);
        const status = typeof a === 'object' ? a.status : a;
        this.got.push({ ...d, answered: status });
        if (status === 'hang') return; // never answers: the sender's timeout
        if (status === 'drop') return req.socket.destroy();
        const reply = () => res.writeHead(status).end();
        if (typeof a !== 'object') reply();
        else if ('until' in a) void a.until.then(reply, reply);
        else setTimeout(reply, a.delayMs);
      });
    });
    server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port and every open connection (a receiver that went away). */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = undefined;
    if (!s) return;
    for (const sock of this.sockets) sock.destroy();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** The deliveries that were answered 2xx. */
  get acked(): ReceivedDelivery[] {
    return this.got.filter((d) => typeof d.answered === 'number' && d.answered >= 200 && d.answered < 300);
  }
}

/** Receivers a test file starts (each on its own port), all stopped after the file. */
export function useReceivers(): (answer?: ConstructorParameters<typeof WebhookReceiver>[0]) => Promise<WebhookReceiver> {
  const started: WebhookReceiver[] = [];
  afterAll(async () => {
    for (const r of started) await r.stop();
  });
  return async (answer) => {
    const r = new WebhookReceiver(answer);
    await r.start();
    started.push(r);
    return r;
  };
}
