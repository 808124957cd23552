// 2.2: an event's payload is smaller than sync.event_payload_max_bytes. A builder that
// puts free-form client JSON into a payload the contract does not bound (the values
// of an interaction, the options of a command) and has no reduced form for it (the
// receiver could not reload what a reduction drops: there is no REST read of an
// interaction or a command invocation) refuses the request as the client's 413
// payload_too_large before anything is written, so the appender's
// EventPayloadTooLargeError (a server bug, 500) stays unreachable from client input.
import { ProblemCode, type EventType, type RunDocument } from '@bothy/generated';
import type { ServerContext } from '../context.ts';
import { frameContentMaxBytes } from '../config/config.ts';
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

/**
 * The largest content of a run document (JSON bytes, D306): what the adapter writes, so that the
 * snapshot fits in one frame with its envelope (config.ts frameContentMaxBytes: the frame less
 * FRAME_RESERVE_BYTES, never below half of it, so that a small sync.ws_max_frame_bytes does not
 * refuse every patch).
 */
export function runDocumentMaxBytes(ctx: Pick<ServerContext, 'config'>): number {
  return frameContentMaxBytes(ctx.config.spec['sync.ws_max_frame_bytes']);
}

/**
 * The adapter's content of a document in JSON bytes: without `followups`, which the server writes
 * and the adapter only reports on (15.4), and with one version, so that documents of two versions
 * compare by what the adapter changed.
 */
function contentBytes(doc: RunDocument): number {
  return Buffer.byteLength(JSON.stringify({ ...doc, followups: undefined, stall_warned_at: undefined, version: 0 }));
}

/**
 * 11.1, 11.3 (D306): a patch that leaves the run document over runDocumentMaxBytes may not grow the
 * adapter's content, so that run.updated with the whole document (a focus, a full queue) stays one
 * WebSocket frame within sync.ws_max_frame_bytes. Follow-up entries and stall_warned_at are the
 * server's and do not count (a follow-up report is never refused); a patch that does not grow the
 * content is never refused, so the adapter can always make room. `json` is the new document as
 * stored: the content is measured only when the whole document is over the bound.
 */
export function refuseOversizedDocument(ctx: Pick<ServerContext, 'config'>, next: RunDocument, json: string, before: RunDocument): void {
  const max = runDocumentMaxBytes(ctx);
  const bytes = Buffer.byteLength(json);
  if (bytes <= max || contentBytes(next) <= contentBytes(before)) return;
  throw new DomainError(
    ProblemCode.PayloadTooLarge,
    `the patch makes the run document ${bytes} bytes, more than ${max} (sync.ws_max_frame_bytes less the room of the frame around run.updated) (11.1, 11.3)`,
  );
}
