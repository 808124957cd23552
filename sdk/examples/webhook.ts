import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebhookVerificationError } from '@bothy/sdk';
import { invocationTokenOf, storedWebhookDelivery, verifyWebhookDelivery, webhookDeliveryAction, type StoredWebhookDelivery, type WebhookDelivery } from '@bothy/sdk/agent';

/** Your own store of deliveries by ID (a database table): `get` and `put` of one request in one transaction. */
export interface Deliveries {
  transaction<T>(work: (tx: { get(id: string): Promise<StoredWebhookDelivery | undefined>; put(d: StoredWebhookDelivery): Promise<void> }) => Promise<T>): Promise<T>;
}

export function webhookReceiver(o: {
  baseUrl: string;
  subscriptionId: string;
  deliveries: Deliveries;
  process(d: WebhookDelivery): Promise<void>;
  /** An event this SDK does not know; default: a warning in the log. */
  skipped?(d: Extract<WebhookDelivery, { kind: 'unknown_event' }>): void;
  /** Largest body read; larger is answered 413 (default 1 MiB: a delivery is one event, at most a gateway frame; raise it with the server's sync.ws_max_frame_bytes). */
  maxBytes?: number;
}) {
  const maxBytes = o.maxBytes ?? 1_048_576;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      // Too large: 413 at once; the rest is read and dropped (leaving the loop destroys the connection, and
      // the sender could lose the answer), up to 64 times the limit: a body without end is cut there (one
      // that trickles in is bounded by node:http's requestTimeout).
      if (size > maxBytes && !res.headersSent) res.writeHead(413).end();
      if (size > 64 * maxBytes) return;
      if (!res.headersSent) chunks.push(chunk as Buffer);
    }
    if (res.headersSent) return;
    let d: WebhookDelivery;
    try {
      // The raw bytes: the signature covers exactly them.
      d = await verifyWebhookDelivery({ headers: req.headers, body: Buffer.concat(chunks) }, { baseUrl: o.baseUrl, subscriptionId: o.subscriptionId });
    } catch (error) {
      // Refused: 401. The JWKS out of reach (NetworkError): 503. Either way the server tries again.
      res.writeHead(error instanceof WebhookVerificationError ? 401 : 503).end();
      return;
    }
    if (d.kind === 'unknown_event') {
      // A newer server's event type or schema version (D528): ack it with a 2xx and skip it, as the gateway
      // client does. Any other answer holds back every later event of the subscription, invocations too (15.6).
      // Log its type, not the envelope (it may carry an invocation token): an upgrade of @bothy/sdk is due.
      if (o.skipped) o.skipped(d);
      else console.warn(`webhook: skipped ${d.envelope.type} v${d.envelope.schema_version} (event ${d.envelope.id}), unknown to this @bothy/sdk: upgrade it`);
      res.writeHead(204).end();
      return;
    }
    const action = await o.deliveries.transaction(async (tx) => {
      const stored = await tx.get(d.deliveryId);
      const action = webhookDeliveryAction(stored, d);
      if (action === 'process') await tx.put(storedWebhookDelivery(d));
      // A later attempt's token supersedes the stored one (D513): the run starts only with the newest.
      if (action === 'replace_token') await tx.put({ ...stored!, attempt: d.attempt, invocationToken: invocationTokenOf(d)! });
      return action;
    });
    // Start a run with the token stored when it starts, and mark the delivery `started` then.
    if (action === 'process') await o.process(d);
    res.writeHead(204).end();
  };
  // Answer every request, and never let one reject: node:http leaves a rejected handler unhandled, which
  // ends the process (a client that aborts its body is enough). A failure of your store is answered 500,
  // and the server tries again; so is one of `process`, whose retry is then a duplicate: the delivery is
  // stored and not `started`, yours to start as after a crash. The log names the error, never the delivery.
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      await handle(req, res);
    } catch (error) {
      if (req.destroyed && !req.complete) return; // the client went away mid-body: nobody to answer
      // A store's message may quote a value it was given: anything shaped like a token (a JWS) is cut out.
      const why = (error instanceof Error ? error.message : String(error)).replace(/[\w-]{16,}\.[\w-]{16,}\.[\w-]{16,}/g, '<token>');
      console.error(`webhook: answered 500 (the server tries again): ${why}`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  };
}
