// An event of a newer server than this SDK (6.1: new event types within a major version; 2.2:
// schema versions change only additively): the gateway client skips it and counts its seq as
// received (D543), a webhook receiver acks it as `unknown_event` (D528).
import { check, eventCatalogue, validateEnvelopeIgnoringUnknown, type Envelope } from '@bothy/generated';

/**
 * Whether the envelope is of a newer server than this SDK (D528 and its addendum): a type the SDK's
 * catalogue lacks, or a schema_version above the catalogue's for the type (schema versions only grow,
 * 2.2). An older schema_version of a known type is not newer: that is an older server, whose event an
 * SDK that no longer holds the older schema cannot read, and skipping it would drop its token unseen.
 */
export function newerThanThisSdk(envelope: Pick<Envelope, 'type' | 'schema_version'>): boolean {
  if (!Object.hasOwn(eventCatalogue, envelope.type)) return true;
  return envelope.schema_version > eventCatalogue[envelope.type as keyof typeof eventCatalogue].schema_version;
}

/** The envelope of a newer server's event: an `Envelope` of the contract (its common members) that newerThanThisSdk; otherwise undefined. */
export function newerEnvelope(value: unknown): Envelope | undefined {
  const envelope = check(validateEnvelopeIgnoringUnknown, value);
  return envelope.ok && newerThanThisSdk(envelope.value) ? envelope.value : undefined;
}
