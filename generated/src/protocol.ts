// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.

/** The supported protocol versions (info.x-protocol-versions, 6.1). */
export const PROTOCOL_VERSIONS: readonly number[] = [1];
export const CURRENT_PROTOCOL_VERSION = 1;
/** Path of the gateway endpoint (6.1). */
export const GATEWAY_PATH = "/api/v1/gateway";
/** Base path of every REST operation. */
export const REST_BASE_PATH = "/api/v1";
/** Operations without a token (security: [] in openapi.yaml): method and path template under REST_BASE_PATH. */
export const UNAUTHENTICATED_OPERATIONS: readonly { method: string; path: string }[] = [{"method":"POST","path":"/dev/tokens"},{"method":"POST","path":"/dev/api-tokens"},{"method":"GET","path":"/discovery"},{"method":"GET","path":"/jwks.json"}];

/** Reasons of resync_required, in the order the server checks them (7.3). */
export const ResyncReason = {
  EpochChanged: "epoch_changed",
  Retention: "retention",
  TooFarBehind: "too_far_behind",
  CursorAhead: "cursor_ahead",
  SnapshotTooLarge: "snapshot_too_large",
} as const;
export type ResyncReason = (typeof ResyncReason)[keyof typeof ResyncReason];

export const resyncReasons: readonly ResyncReason[] = ["epoch_changed","retention","too_far_behind","cursor_ahead","snapshot_too_large"];

/** The request headers of a webhook delivery (openapi.yaml `webhooks:` deliverWebhookEvent; components/parameters Webhook<Name>; 15.6, D121, D122). */
export const WebhookHeader = {
  /** A JWS with a detached payload, `<protected>..<signature>`, EdDSA over the exact body with a key of /api/v1/jwks.json (kid); its protected header has typ bothy-webhook+jws (the media type of this content without its application/ prefix, RFC 7515 4.1.9: WEBHOOK_SIGNATURE_TYP of generated/, D526), delivery_id, subscription_id, attempt and iat (D121, D525). A receiver checks delivery_id against Bothy-Delivery-Id, attempt against Bothy-Delivery-Attempt, subscription_id against the ID it knows for its own subscription (not against Bothy-Subscription-Id), and refuses an iat more than 5 minutes from its clock: every attempt is signed anew (D347) */
  Signature: "Bothy-Signature",
  /** The same on every attempt of one event to one subscription: dedupe by it (D122), except that a repeat with an invocation_token replaces the stored token unless the run was started with that one (15.2, D513) */
  DeliveryId: "Bothy-Delivery-Id",
  /** 1 for the first attempt. After a takeover from a sender whose lease ran out, the jobs it may have sent unrecorded (those marked redelivered, D294) count its attempt too (D348) */
  Attempt: "Bothy-Delivery-Attempt",
  Subscription: "Bothy-Subscription-Id",
} as const;
export type WebhookHeader = (typeof WebhookHeader)[keyof typeof WebhookHeader];
/** The `typ` of the JWS protected header of Bothy-Signature: the media type of its content without application/ (RFC 7515 4.1.9); never an invocation token's. */
export const WEBHOOK_SIGNATURE_TYP = "bothy-webhook+jws";
/** The `typ` of an invocation token's JWS protected header (15.3, R-SY-08): the contentMediaType of the envelope's invocation_token without application/ (RFC 7515 4.1.9); never a webhook signature's. */
export const INVOCATION_TOKEN_TYP = "agent-invocation+jwt";
