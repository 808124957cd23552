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
