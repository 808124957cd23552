// The rule list of the frame conformance suite (G9). The order is the order of
// the reports; fallback rules run only when no other rule found anything in a frame.
import { frameSchema } from './frame.ts';
import {
  envelopeAudience,
  envelopeDeliveryFields,
  envelopeDurableFields,
  envelopeNoNull,
  envelopePayloadSchema,
  envelopeRedaction,
  envelopeResourceVersion,
  envelopeSchema,
  envelopeUnknownField,
  webhookDurableOnly,
} from './envelope.ts';
import {
  connectionAfterClose,
  connectionCatchupBound,
  connectionCatchupFirst,
  connectionCatchupHead,
  connectionCursorOrder,
  connectionReadyFirst,
  connectionRunChain,
  connectionSeqOrder,
  connectionSnapshotLeftOut,
  connectionThreadSeqOrder,
} from './connection.ts';
import type { Rule } from './rule.ts';

export const rules: readonly Rule[] = [
  frameSchema,
  envelopeNoNull,
  envelopeUnknownField,
  envelopeDurableFields,
  envelopeResourceVersion,
  envelopePayloadSchema,
  envelopeRedaction,
  envelopeDeliveryFields,
  envelopeAudience,
  envelopeSchema,
  webhookDurableOnly,
  connectionReadyFirst,
  connectionCatchupFirst,
  connectionSeqOrder,
  connectionCursorOrder,
  connectionThreadSeqOrder,
  connectionRunChain,
  connectionCatchupHead,
  connectionSnapshotLeftOut,
  connectionCatchupBound,
  connectionAfterClose,
];

const byId = new Map(rules.map((r) => [r.id, r]));

export function ruleById(id: string): Rule | undefined {
  return byId.get(id);
}

export type { Rule, RuleGroup, FrameFacts, EventFacts, CatalogueView, EnvelopeField } from './rule.ts';
export { frameFacts } from './rule.ts';
export { newConnection, enter, advance, type ConnectionState, type ReceiverKind, type Mark } from './state.ts';
