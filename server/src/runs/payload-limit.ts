// 2.2: an event's payload is smaller than sync.event_payload_max_bytes. A builder that
// puts free-form client JSON into a payload the contract does not bound (the values
// of an interaction, the options of a command) and has no reduced form for it (the
// receiver could not reload what a reduction drops: there is no REST read of an
// interaction or a command invocation) refuses the request as the client's 413
// payload_too_large before anything is written, so the appender's
// EventPayloadTooLargeError (a server bug, 500) stays unreachable from client input.
import { ProblemCode, type EventType } from '@bothy/generated';
import type { ServerContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { jsonBytes } from '../events/reduce.ts';

/** A stand-in for an ID not known yet: every UUID is 36 characters in JSON, as this one. */
export const ID_PLACEHOLDER = '00000000-0000-0000-0000-000000000000';

/** Throws 413 payload_too_large when `payload` of `type` (durable or ephemeral: 2.2 bounds both) is over sync.event_payload_max_bytes. */
export function refuseOversizedPayload(ctx: Pick<ServerContext, 'config'>, type: EventType, payload: unknown, field: string): void {
  const max = ctx.config.spec['sync.event_payload_max_bytes'];
  const bytes = jsonBytes(payload);
  if (bytes <= max) return;
  throw new DomainError(ProblemCode.PayloadTooLarge, `${field} makes the payload of ${type} ${bytes} bytes, more than sync.event_payload_max_bytes (${max}) (2.2)`);
}
