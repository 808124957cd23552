// An event of a newer server than this SDK (6.1: new event types within a major version; 2.2:
// schema versions change only additively): the gateway client skips it and counts its seq as
// received (D543), a webhook receiver acks it as `unknown_event` (D528).
import { eventSchemaVersions, validateSeq, validateVersion, type Envelope } from '@bothy/generated';

/**
 * Whether the envelope is of a newer server than this SDK (D528 and its addendum): a type the SDK's
 * catalogue lacks, or a schema_version above the catalogue's for the type (schema versions only grow,
 * 2.2). An older schema_version of a known type is not newer: that is an older server, whose event an
 * SDK that no longer holds the older schema cannot read, and skipping it would drop its token unseen.
 */
export function newerThanThisSdk(envelope: Pick<Envelope, 'type' | 'schema_version'>): boolean {
  if (!Object.hasOwn(eventSchemaVersions, envelope.type)) return true;
  return envelope.schema_version > eventSchemaVersions[envelope.type as keyof typeof eventSchemaVersions];
}

/** What the gateway client reads of a newer server's event to skip it (D543). */
export interface NewerEvent {
  type: string;
  schemaVersion: number;
  /** Absent on an ephemeral event. */
  seq?: number;
  /** It carries an invocation_token (15.3): a run this SDK cannot start, since it cannot read the event. */
  invocation: boolean;
}

/**
 * The event of a dispatch this SDK cannot read, if it is a newer server's: its type a string,
 * schema_version and seq (where present) of the contract's forms, and newerThanThisSdk. Only these
 * three are read, and the skip's one effect is the cursor a server's cursor frame could move as well,
 * so the rest of the envelope is not checked: a newer server may have widened it too (a new actor
 * kind), and its validator would weigh on every browser bundle (D543 addendum).
 */
export function newerEventOf(d: unknown): NewerEvent | undefined {
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return undefined;
  // The members by their names in the generated Envelope, their values unchecked until below.
  const { type, schema_version: schemaVersion, seq, invocation_token: token } = d as { [K in keyof Envelope]?: unknown };
  if (typeof type !== 'string' || !validateVersion(schemaVersion) || (seq !== undefined && !validateSeq(seq))) return undefined;
  if (!newerThanThisSdk({ type, schema_version: schemaVersion })) return undefined;
  const invocation = typeof token === 'string';
  return seq === undefined ? { type, schemaVersion, invocation } : { type, schemaVersion, seq: seq as number, invocation };
}
