// 13.4 as wiring: the outbox sends only while the connection is in step with the server. It pauses
// whenever the connection leaves `live`, and after catch-up (or after a resync's reload) it first
// settles the entries whose echo was already processed, then sends in order. Echoes of
// message.created confirm entries (13.2).
import { EventType } from '@bothy/generated';
import type { GatewayConnection } from '../gateway/connection.ts';
import { warnUnheard } from '../internal/report.ts';
import type { Outbox } from '../outbox/outbox.ts';

export function gateOutbox(
  connection: Pick<GatewayConnection, 'on'>,
  outbox: Pick<Outbox, 'pause' | 'resume' | 'settleSent' | 'confirmEcho'>,
  onError: (error: unknown) => void = warnUnheard,
): () => void {
  const offs = [
    connection.on('state', ({ to }) => {
      if (to !== 'live') outbox.pause();
    }),
    connection.on('synced', () => {
      outbox.settleSent().then(() => outbox.resume(), onError);
    }),
    connection.on(EventType.MessageCreated, (event) => {
      outbox.confirmEcho(event).catch(onError);
    }),
  ];
  return () => offs.forEach((off) => off());
}
