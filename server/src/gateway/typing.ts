// Typing indicators (section 12): typing.started is ephemeral, never in the log.
// The gateway publishes a typing.start to every node (gateway.ts, the bus);
// each node delivers it to its own connections that focus on the thread and may
// read it, never to the typist, and only to connections that are live (7.2) and
// whose permissions are not settling after a removal (8.3, D376).
import { EventType, eventCatalogue, validateEvent } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import { ephemeralDispatch } from './ephemeral-event.ts';
import type { GatewayConnection } from './connection.ts';

export interface ThreadPlace {
  spaceId: string;
  channelId: string;
}

/** typing.started to connections with focus on the thread and read permission, not to the typist (12). */
export function deliverTyping(connections: Iterable<GatewayConnection>, place: ThreadPlace, threadId: string, principalId: string, expiresAt: number): void {
  const entry = eventCatalogue[EventType.TypingStarted];
  const { event, text } = ephemeralDispatch(EventType.TypingStarted, {
    scope: { space_id: place.spaceId, channel_id: place.channelId, thread_id: threadId },
    resourceId: threadId,
    payload: { thread_id: threadId, principal_id: principalId, expires_at: new Date(expiresAt).toISOString() },
  });
  if (!validateEvent(event)) throw new Error('typing.started does not match the contract');
  for (const c of connections) {
    const id = c.identity;
    if (!id || id.principalId === principalId || id.kind !== 'user' || !c.focus.thread_ids.includes(threadId) || !c.visibility) continue;
    // After the connection's own access.changed, its visibility and focus may still be from before the
    // removal until they settle (D312): the indicator is dropped, as an ephemeral event may be (D376).
    if (c.delivery.permissionsSettling && !c.gw.ctx.twins?.ephemeralWhileSettling) continue;
    if (!authorize(c.visibility, entry.receive_action, place).allowed) continue;
    c.delivery.offerEphemeral(text, place.channelId);
  }
}
