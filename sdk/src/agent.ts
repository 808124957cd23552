// @bothy/sdk/agent: the agent adapter (15.1–15.3, 15.5). An adapter for an AI runtime connects
// with its API token and a consumer, registers one handler, and the SDK keeps the fifth promise of
// chapter 04: nothing missed, nothing started twice, across its own crashes and the server's. The
// file inbox for Node is FileInboxStore in @bothy/sdk/node.
export {
  BothyAgent,
  type AgentEventMap,
  type AgentRun,
  type AgentStep,
  type BothyAgentOptions,
  type RunContext,
  type RunHandler,
  type AutocompleteHandler,
} from './agent/agent.ts';
export { admit, openEntries, MemoryInboxStore, type Admission, type Delivery, type InboxEntry, type InboxState, type InboxStore, type RunOutcome } from './agent/inbox.ts';
export {
  InvocationTokenVerifier,
  INVOCATION_TOKEN_ALG,
  INVOCATION_TOKEN_TYP,
  TOOL_CLASSES,
  toolClassRank,
  type AdapterCapabilities,
  type InvocationClaims,
  type TokenCheck,
  type ToolClass,
} from './agent/token.ts';
export { PresenceReporter, heartbeatInterval, type PresenceReport, type PresenceReporterOptions } from './agent/presence.ts';
export { RunPatcher, PATCHABLE, type RunPatcherOptions, type RunPatchRequest, type RunPatchRefusal, type PatchClock } from './agent/patch.ts';
export {
  verifyWebhookDelivery,
  webhookDeliveryAction,
  storedWebhookDelivery,
  invocationTokenOf,
  WebhookHeader,
  WEBHOOK_SIGNATURE_TYP,
  WEBHOOK_IAT_TOLERANCE_SEC,
  WEBHOOK_JWKS_COOLDOWN_MS,
  type StoredWebhookDelivery,
  type VerifyWebhookOptions,
  type WebhookDelivery,
  type WebhookDeliveryAction,
  type WebhookRequest,
} from './agent/webhook.ts';
// The close codes (6.4): an adapter's app tells a stop apart by its code (`stopped`), e.g. 4015, after
// which a supervisor must not restart it (README, D531).
export { CloseCode } from '@bothy/generated';
