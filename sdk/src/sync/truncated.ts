// 2.2: an event with truncated: true carries a reduced payload (a long message's text is cut to
// fit sync.event_payload_max_bytes); the client reloads the object via REST. Opt-in and imported
// by name, so the minimal browser app does not carry it (the 60 KB budget, D112):
//   reloadTruncated(client.connection, client.rest, (message) => store.put(message));
import { EventType, type EventOf, type Message } from '@bothy/generated';
import type { GatewayConnection } from '../gateway/connection.ts';
import { warnUnheard } from '../internal/report.ts';
import type { BothyRestClient } from '../rest/client.ts';

type MessageEvent = EventOf<typeof EventType.MessageCreated> | EventOf<typeof EventType.MessageUpdated>;

/**
 * Calls `onMessage` with the whole message (GET /messages/{id}) for every message.created or
 * message.updated that arrives with truncated: true; other events are left alone. A reload that
 * fails goes to `onError`; without one, to the SDK's fallback line (console.warn, secrets masked).
 * Returns the function that stops listening.
 */
export function reloadTruncated(
  connection: Pick<GatewayConnection, 'on'>,
  rest: Pick<BothyRestClient, 'api' | 'call' | 'signal'>,
  onMessage: (message: Message, event: MessageEvent) => void,
  onError: (error: unknown) => void = warnUnheard,
): () => void {
  const reload = (event: MessageEvent) => {
    if (event.truncated !== true) return;
    const id = event.payload.message.id;
    rest.call(() => rest.api.GET('/messages/{message_id}', { params: { path: { message_id: id } }, signal: rest.signal() })).then((m) => onMessage(m, event), onError);
  };
  const offs = [connection.on(EventType.MessageCreated, reload), connection.on(EventType.MessageUpdated, reload)];
  return () => offs.forEach((off) => off());
}
