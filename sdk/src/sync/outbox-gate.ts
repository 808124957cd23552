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
  let live = false;
  const offs = [
    connection.on('state', ({ to }) => {
      live = to === 'live';
      if (!live) outbox.pause();
    }),
    connection.on('synced', () => {
      // Settling awaits the store: the connection may have left live meanwhile, and then it stays paused.
      outbox.settleSent().then(() => {
        if (live) outbox.resume();
      }, onError);
    }),
    connection.on(EventType.MessageCreated, (event) => {
      outbox.confirmEcho(event).catch(onError);
    }),
  ];
  return () => offs.forEach((off) => off());
}
