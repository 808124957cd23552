// The envelope of an ephemeral event (2.1, 2.2): no seq, never in the log, built per
// delivery from the catalogue's entry for its type.
import { eventCatalogue, ServerOp, type Event, type EventType } from '@bothy/generated';
import { uuidv7 } from '../internal/uuid.ts';

/** A dispatch frame of an ephemeral event, as JSON text. */
export function ephemeralDispatch(type: EventType, d: { scope: Event['scope']; resourceId: string; payload: unknown; audience?: 'self' }): { event: Event; text: string } {
  const entry = eventCatalogue[type];
  const event = {
    id: uuidv7(),
    type,
    schema_version: entry.schema_version,
    occurred_at: new Date().toISOString(),
    scope: d.scope,
    resource: { kind: entry.resource_kind, id: d.resourceId },
    ...(d.audience ? { audience: d.audience } : {}),
    payload: d.payload,
  } as Event;
  return { event, text: JSON.stringify({ op: ServerOp.Dispatch, d: event }) };
}
