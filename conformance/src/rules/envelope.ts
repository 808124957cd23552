// Rules on one event envelope, delivered as a dispatch (2.3) or a webhook (15.6),
// checked against the catalogue (ADR 0049). Each rule owns one cause, so that a
// frame with one fault gets exactly one finding; envelope.schema catches what no
// specific rule names.
import {
  carriesInvocationToken,
  check,
  eventCatalogue,
  isRedactable,
  payloadValidator,
  redactedPayloadValidator,
  redactionRules,
  validateEvent,
  type Envelope,
  type EventActor,
  type EventType,
  type EventResource,
  type EventScope,
  type Validator,
} from '@bothy/generated';
import { Transport } from '../recording.ts';
import { atPointer, has, isInteger, isObject, nullPaths } from '../internal/json.ts';
import { envelopeHas, formatIssuesAt, pointer, type EnvelopeField, type EventFacts, type FrameFacts, type Rule } from './rule.ts';
import { receivesAgentFields, type ConnectionState } from './state.ts';

// The members the contract defines, checked against the generated types: a new
// member in the contract fails the typecheck here until it is listed.
const ENVELOPE_FIELDS = {
  id: true, seq: true, type: true, schema_version: true, occurred_at: true, actor: true, scope: true,
  resource: true, audience: true, payload: true, redacted: true, truncated: true, correlation_id: true,
  trace_context: true, client_msg_id: true, permission_version: true, invocation_token: true,
  redelivered: true, sync_epoch: true,
} as const satisfies Record<EnvelopeField, true>;
const ACTOR_FIELDS = { kind: true, id: true } as const satisfies Record<keyof EventActor, true>;
const SCOPE_FIELDS = { space_id: true, channel_id: true, thread_id: true } as const satisfies Record<keyof EventScope, true>;
const RESOURCE_FIELDS = { kind: true, id: true, version: true } as const satisfies Record<keyof EventResource, true>;

const DURABLE_ONLY: readonly EnvelopeField[] = ['seq', 'permission_version'];
/** The one audience value (2.2), typed by the generated envelope. */
const PERSONAL_AUDIENCE: NonNullable<Envelope['audience']> = 'self';

type AjvError = NonNullable<Validator<unknown>['errors']>[number];

/** How the payload fares against `<type>.v<schema_version>`. */
type PayloadVerdict =
  | { kind: 'valid' }
  | { kind: 'unknown_field'; path: string }
  | { kind: 'invalid'; issue: AjvError }
  /** No catalogue entry, another schema_version, or the first issue is a null (each is another rule's). */
  | { kind: 'not_judged' };

const verdicts = new WeakMap<EventFacts, PayloadVerdict>();

function payloadVerdict(event: EventFacts): PayloadVerdict {
  const cached = verdicts.get(event);
  if (cached) return cached;
  const verdict = judgePayload(event);
  verdicts.set(event, verdict);
  return verdict;
}

function judgePayload(event: EventFacts): PayloadVerdict {
  const { entry, type, envelope } = event;
  if (!entry || !type || envelope.schema_version !== entry.schema_version) return { kind: 'not_judged' };
  const validator = payloadValidator(type);
  if (validator(envelope.payload)) return { kind: 'valid' };
  const issue = validator.errors?.[0];
  if (!issue) return { kind: 'invalid', issue: { instancePath: '', keyword: 'false', params: {}, message: 'is not valid' } };
  if (atPointer(envelope.payload, issue.instancePath) === null) return { kind: 'not_judged' };
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    return { kind: 'unknown_field', path: `${issue.instancePath}/${issue.params.additionalProperty}` };
  }
  return { kind: 'invalid', issue };
}

function unknownMembers(obj: unknown, known: Record<string, true>, at: string): string[] {
  if (!isObject(obj)) return [];
  return Object.keys(obj)
    .filter((k) => !has(known, k))
    .map((k) => `${at}/${k}`);
}

/** Wraps a check on the event of a frame; frames without an event keep every envelope rule. */
function onEvent(check: (event: EventFacts, frame: FrameFacts, conn: Readonly<ConnectionState>) => string[]): Rule['check'] {
  return (frame, conn) => (frame.event ? check(frame.event, frame, conn) : []);
}

export const envelopeNoNull: Rule = {
  id: 'envelope.no_null',
  title: 'No JSON null anywhere in the envelope; a missing member means "no value"',
  section: '2.2, ADR 0053',
  group: 'envelope',
  fallback: false,
  check: onEvent((event) => {
    const paths = nullPaths(event.envelope, event.at);
    return paths.length > 0 ? [`JSON null at ${paths.join(', ')}; leave a member out instead`] : [];
  }),
};

export const envelopeUnknownField: Rule = {
  id: 'envelope.unknown_field',
  title: 'No member that the envelope, its actor, scope and resource, or the payload schema does not define',
  section: '2.2',
  group: 'envelope',
  fallback: false,
  check: onEvent((event) => {
    const { envelope } = event;
    const paths = [
      ...unknownMembers(envelope, ENVELOPE_FIELDS, event.at),
      ...unknownMembers(envelope.actor, ACTOR_FIELDS, pointer(event, 'actor')),
      ...unknownMembers(envelope.scope, SCOPE_FIELDS, pointer(event, 'scope')),
      ...unknownMembers(envelope.resource, RESOURCE_FIELDS, pointer(event, 'resource')),
    ];
    const verdict = payloadVerdict(event);
    if (verdict.kind === 'unknown_field') paths.push(`${pointer(event, 'payload')}${verdict.path}`);
    return paths.length > 0 ? [`unknown member(s) ${paths.join(', ')}`] : [];
  }),
};

export const envelopeDurableFields: Rule = {
  id: 'envelope.durable_fields',
  title: 'Durable events carry seq and permission_version; ephemeral events carry neither',
  section: '2.1, 2.2',
  group: 'envelope',
  fallback: false,
  check: onEvent(({ envelope, entry, type }) => {
    if (!entry) return [];
    if (entry.durable) {
      const missing = DURABLE_ONLY.filter((f) => !envelopeHas(envelope, f));
      return missing.length > 0 ? [`${type} is durable but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing`] : [];
    }
    const present = DURABLE_ONLY.filter((f) => envelopeHas(envelope, f));
    return present.length > 0 ? [`${type} is ephemeral but carries ${present.join(' and ')}`] : [];
  }),
};

export const envelopeResourceVersion: Rule = {
  id: 'envelope.resource_version',
  title: 'resource.version is present exactly where the catalogue says the event reports a new version',
  section: '9 item 3',
  group: 'envelope',
  fallback: false,
  check: onEvent(({ envelope, entry, type }) => {
    if (!entry || !isObject(envelope.resource)) return [];
    const present = has(envelope.resource, 'version');
    if (entry.resource_version && !present) return [`${type} reports the new version of its ${entry.resource_kind}, but resource.version is missing`];
    if (!entry.resource_version && present) return [`${type} reports no new version of its ${entry.resource_kind}, but resource.version is present`];
    return [];
  }),
};

export const envelopePayloadSchema: Rule = {
  id: 'envelope.payload_schema',
  title: 'The payload matches the schema <type>.v<schema_version> of the catalogue',
  section: '2.2',
  group: 'envelope',
  fallback: false,
  check: onEvent((event) => {
    const { envelope, entry, type } = event;
    if (!entry) return [];
    if (isInteger(envelope.schema_version) && envelope.schema_version !== entry.schema_version) {
      return [`schema_version ${envelope.schema_version}: the catalogue has ${type} only as ${entry.payload}`];
    }
    const verdict = payloadVerdict(event);
    if (verdict.kind !== 'invalid') return [];
    const at = pointer(event, 'payload');
    const issue = { path: verdict.issue.instancePath || '/', keyword: verdict.issue.keyword, message: verdict.issue.message ?? verdict.issue.keyword };
    return [`the payload does not match ${entry.payload}: ${formatIssuesAt(at, [issue])}`];
  }),
};

export const envelopeRedaction: Rule = {
  id: 'envelope.redaction',
  title: 'A payload marked redacted: true matches the redaction schema of its type',
  section: '2.2',
  group: 'envelope',
  fallback: false,
  check: onEvent((event) => {
    const { envelope, type } = event;
    if (envelope.redacted !== true || !type) return [];
    if (!isRedactable(type)) return [`redacted: true on ${type}, which has no redaction: only types whose resource is a message or a file are redacted`];
    if (payloadVerdict(event).kind !== 'valid') return [];
    const result = check(redactedPayloadValidator(type), envelope.payload);
    if (result.ok) return [];
    const rule = JSON.stringify(redactionRules[type]);
    return [`the payload of ${type} is marked redacted but is not its redacted form ${rule}: ${formatIssuesAt(pointer(event, 'payload'), result.issues)}`];
  }),
};

/**
 * A durable type whose catalogue entry lists invocation_token: an input that invokes the agent
 * (15.3, 15.4), delivered to the agent only and with a fresh token on every delivery (R-SY-07).
 * command.autocomplete_requested lists the field too, but it is ephemeral and goes to the command's
 * owner, which may be an app that gets no token (15.7): there the token is allowed, not required.
 */
export function isInvocationEvent(type: EventType): boolean {
  return eventCatalogue[type].durable && carriesInvocationToken(type);
}

export const envelopeDeliveryFields: Rule = {
  id: 'envelope.delivery_fields',
  title: 'Delivery fields only where allowed: invocation_token on listed types and only to agents; a durable type that lists it goes to agents only and carries it on every gateway dispatch; redelivered and trace_context only to agents; sync_epoch only in webhooks',
  section: '2.2, 15.2, 15.3, 7.5',
  group: 'envelope',
  fallback: false,
  check: onEvent(({ envelope, entry, type }, frame, conn) => {
    if (!entry || !type) return [];
    const findings: string[] = [];
    const toAgent = receivesAgentFields(conn);
    const receiver = `${conn.receiver} connection`;
    const withToken = envelopeHas(envelope, 'invocation_token');
    // The agent's own input on the gateway: to the agent only, with a token on every delivery.
    const invocation = isInvocationEvent(type) && frame.transport === Transport.Gateway;
    if (withToken && !carriesInvocationToken(type)) {
      findings.push(`invocation_token on ${type}, whose catalogue entry does not list it (15.3)`);
    } else if (invocation && toAgent === false) {
      findings.push(`${type} dispatched to a ${receiver}; it goes to the agent it invokes only (15.3, 15.4)`);
    } else if (invocation && !withToken) {
      findings.push(`${type} dispatched without invocation_token; every delivery carries a fresh one (15.3, R-SY-07, R-SY-17)`);
    } else if (withToken && toAgent === false) {
      findings.push(`invocation_token delivered to a ${receiver}; invocation tokens go to agents only (15.3)`);
    }
    if (envelopeHas(envelope, 'redelivered')) {
      if (!entry.durable) findings.push(`redelivered on the ephemeral ${type}; only durable events are redelivered (15.2)`);
      else if (toAgent === false) findings.push(`redelivered delivered to a ${receiver}; only agent consumers get redeliveries (15.2)`);
    }
    if (envelopeHas(envelope, 'trace_context') && toAgent === false) {
      findings.push(`trace_context delivered to a ${receiver}; it is only in deliveries to agent adapters (2.2)`);
    }
    if (envelopeHas(envelope, 'sync_epoch') && frame.transport !== Transport.Webhook) {
      findings.push('sync_epoch in a gateway dispatch; it is only in webhook deliveries (7.5)');
    }
    return findings;
  }),
};

export const envelopeAudience: Rule = {
  id: 'envelope.audience',
  title: 'audience "self" is present exactly on personal types',
  section: '2.2',
  group: 'envelope',
  fallback: false,
  check: onEvent(({ envelope, entry, type }) => {
    if (!entry) return [];
    const present = envelopeHas(envelope, 'audience');
    if (entry.audience === PERSONAL_AUDIENCE) {
      if (!present) return [`${type} is personal but audience is missing`];
      if (envelope.audience !== PERSONAL_AUDIENCE) return [`audience is ${JSON.stringify(envelope.audience)}; the only audience is "${PERSONAL_AUDIENCE}"`];
      return [];
    }
    return present ? [`${type} is not personal but carries audience`] : [];
  }),
};

export const webhookDurableOnly: Rule = {
  id: 'webhook.durable_only',
  title: 'Webhooks deliver durable events only',
  section: '15.6',
  group: 'envelope',
  fallback: false,
  check: onEvent(({ entry, type }, frame) =>
    frame.transport === Transport.Webhook && entry && !entry.durable ? [`${type} is ephemeral; ephemeral events do not exist on the webhook path`] : [],
  ),
};

export const envelopeSchema: Rule = {
  id: 'envelope.schema',
  title: 'The envelope validates against the generated schema of delivered events',
  section: '2.2',
  group: 'envelope',
  fallback: true,
  check(frame) {
    const event = frame.event;
    if (!event) {
      // A webhook line always carries one event; anything but an object is no envelope at all.
      if (frame.transport !== Transport.Webhook) return [];
      const result = check(validateEvent, frame.record.frame);
      if (result.ok) return [];
      return [`a webhook delivery is a bare envelope: ${formatIssuesAt('', result.issues)}`];
    }
    const { envelope } = event;
    if (typeof envelope.type === 'string' && !event.type) return [`type ${JSON.stringify(envelope.type)} is not in the event catalogue`];
    const result = check(validateEvent, envelope);
    return result.ok ? [] : [`the envelope does not match its schema: ${formatIssuesAt(event.at, result.issues)}`];
  },
};
