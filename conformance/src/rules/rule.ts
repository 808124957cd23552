// What a rule is, and the facts about one frame that every rule reads.
import { eventCatalogue, formatIssues, isEventType, ServerOp, type Envelope, type EventType, type ValidationIssue } from '@bothy/generated';
import { Direction, Transport, transportOf, type RecordedFrame } from '../recording.ts';
import { has, isInteger, isObject, type JsonObject } from '../internal/json.ts';
import type { ConnectionState } from './state.ts';

export type RuleGroup = 'frame' | 'envelope' | 'connection';

/** A member name of the envelope (2.2), checked against the generated type. */
export type EnvelopeField = keyof Envelope;

/** The catalogue entry of a type (ADR 0049), widened so that optional members can be read. */
export interface CatalogueView {
  readonly durable: boolean;
  readonly schema_version: number;
  readonly resource_kind: string;
  readonly resource_version: boolean;
  readonly audience?: 'self';
  readonly payload: string;
  readonly delivery_fields: readonly EnvelopeField[];
  readonly section: string;
}

/** An event carried by a frame: the d of a server dispatch, or a whole webhook frame. */
export interface EventFacts {
  /** JSON pointer of the envelope inside the frame ('/d' on the gateway, '' on a webhook). */
  at: string;
  envelope: JsonObject;
  /** Set when the envelope's type is in the catalogue. */
  type?: EventType;
  entry?: CatalogueView;
  /** The envelope's seq when it is an integer. */
  seq?: number;
  redelivered: boolean;
}

export interface FrameFacts {
  /** 1-based line of the frame in its recording. */
  line: number;
  record: RecordedFrame;
  transport: Transport;
  /** The op of a gateway frame, when it is a string. */
  op?: string;
  /** The frame's d, when it is an object. */
  d?: JsonObject;
  event?: EventFacts;
}

export interface Rule {
  /** Stable id; a broken fixture test/fixtures/broken/<id>.jsonl exists for every rule. */
  readonly id: string;
  readonly title: string;
  /** Where chapter 04 states the rule. */
  readonly section: string;
  readonly group: RuleGroup;
  /** A fallback rule runs only when no other rule found anything in the frame. */
  readonly fallback: boolean;
  /**
   * The rule's verdict on one frame: a message per finding, none when the frame
   * keeps the rule. conn is the connection as it was before this frame.
   */
  check(frame: FrameFacts, conn: Readonly<ConnectionState>): string[];
}

export function envelopeHas(envelope: JsonObject, field: EnvelopeField): boolean {
  return has(envelope, field);
}

/** The JSON pointer of an envelope member inside the frame. */
export function pointer(event: EventFacts, ...path: string[]): string {
  return [event.at, ...path].join('/') || '/';
}

/** Validation issues as text, with their paths made absolute inside the frame. */
export function formatIssuesAt(prefix: string, issues: readonly ValidationIssue[]): string {
  return formatIssues(issues.map((i) => ({ ...i, path: `${prefix}${i.path === '/' ? '' : i.path}` || '/' })));
}

function eventFacts(envelope: JsonObject, at: string): EventFacts {
  const facts: EventFacts = { at, envelope, redelivered: envelope.redelivered === true };
  if (isEventType(envelope.type)) {
    facts.type = envelope.type;
    facts.entry = eventCatalogue[envelope.type];
  }
  if (isInteger(envelope.seq)) facts.seq = envelope.seq;
  return facts;
}

/** The facts about one recorded frame that the rules share. */
export function frameFacts(record: RecordedFrame, line: number): FrameFacts {
  const transport = transportOf(record);
  const facts: FrameFacts = { line, record, transport };
  const frame = record.frame;
  if (transport === Transport.Webhook) {
    if (isObject(frame)) facts.event = eventFacts(frame, '');
    return facts;
  }
  if (!isObject(frame)) return facts;
  if (typeof frame.op === 'string') facts.op = frame.op;
  if (isObject(frame.d)) facts.d = frame.d;
  if (record.from === Direction.Server && facts.op === ServerOp.Dispatch && facts.d && isDispatchShape(frame)) {
    facts.event = eventFacts(facts.d, '/d');
  }
  return facts;
}

/** {op, d} and nothing else (2.3); anything more is the frame rule's finding, not the envelope's. */
function isDispatchShape(frame: JsonObject): boolean {
  return Object.keys(frame).length === 2 && has(frame, 'op') && has(frame, 'd');
}
