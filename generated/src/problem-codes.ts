// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.

/** The closed list of problem codes (RFC 9457 `code`), on REST and in gateway error frames. */
export const ProblemCode = {
  ValidationFailed: "validation_failed",
  AuthenticationFailed: "authentication_failed",
  UseDpopNonce: "use_dpop_nonce",
  TokenExpired: "token_expired",
  Revoked: "revoked",
  Forbidden: "forbidden",
  DevicePending: "device_pending",
  InvocationTokenInvalid: "invocation_token_invalid",
  NotFound: "not_found",
  RequestTimeout: "request_timeout",
  RequestInProgress: "request_in_progress",
  BaseVersionConflict: "base_version_conflict",
  AlreadyStarted: "already_started",
  RunNotActive: "run_not_active",
  BillingModeMismatch: "billing_mode_mismatch",
  ToolClassMismatch: "tool_class_mismatch",
  RunActiveOtherAgent: "run_active_other_agent",
  SubscriptionExists: "subscription_exists",
  SubscriptionLimitReached: "subscription_limit_reached",
  AutocompleteClosed: "autocomplete_closed",
  LastOwner: "last_owner",
  MessageDeleted: "message_deleted",
  ResyncRequired: "resync_required",
  VersionConflict: "version_conflict",
  PayloadTooLarge: "payload_too_large",
  UnsupportedMediaType: "unsupported_media_type",
  ExpectationFailed: "expectation_failed",
  IdempotencyKeyReuse: "idempotency_key_reuse",
  PreconditionRequired: "precondition_required",
  RateLimited: "rate_limited",
  InternalError: "internal_error",
  ServiceUnavailable: "service_unavailable",
} as const;
export type ProblemCode = (typeof ProblemCode)[keyof typeof ProblemCode];

export interface ProblemCodeInfo {
  status: number;
  title: string;
}

export const problemCodes: Readonly<Record<ProblemCode, ProblemCodeInfo>> = {
  validation_failed: {"status":400,"title":"The request is not valid"},
  authentication_failed: {"status":401,"title":"The token or DPoP proof is not valid"},
  use_dpop_nonce: {"status":401,"title":"The DPoP proof needs the server nonce from the DPoP-Nonce header (RFC 9449, 8)"},
  token_expired: {"status":401,"title":"The access token has expired"},
  revoked: {"status":401,"title":"The session, device, token or principal was revoked (8.5)"},
  forbidden: {"status":403,"title":"The action is not permitted"},
  device_pending: {"status":403,"title":"The device is waiting for approval"},
  invocation_token_invalid: {"status":403,"title":"The invocation token is not valid (15.3)"},
  not_found: {"status":404,"title":"No such resource, or not visible"},
  request_timeout: {"status":408,"title":"The request was not received in full within server.request_timeout (its headers within server.headers_timeout); repeat it, with the same Idempotency-Key or client_msg_id (5, D507)"},
  request_in_progress: {"status":409,"title":"A request with this Idempotency-Key is still running (5.2)"},
  base_version_conflict: {"status":409,"title":"base_version is not the current run version (11.2)"},
  already_started: {"status":409,"title":"The run has already been started by another delivery (15.3)"},
  run_not_active: {"status":409,"title":"The run is not active"},
  billing_mode_mismatch: {"status":409,"title":"The billing mode differs from the configured mode (15.3)"},
  tool_class_mismatch: {"status":409,"title":"The tool class is higher than permitted (15.3)"},
  run_active_other_agent: {"status":409,"title":"A run of another agent is active in this thread (15.4)"},
  subscription_exists: {"status":409,"title":"The agent already has a webhook subscription to this URL (15.6)"},
  subscription_limit_reached: {"status":409,"title":"The agent has as many webhook subscriptions as server.webhook_subscriptions_per_agent allows (15.6, 7.6)"},
  autocomplete_closed: {"status":409,"title":"The autocomplete request was answered already or timed out (15.7)"},
  last_owner: {"status":409,"title":"The change would leave the instance without an active owner; make another principal an owner first (8.2, D505)"},
  message_deleted: {"status":410,"title":"The message was deleted (13.3)"},
  resync_required: {"status":410,"title":"Catch-up is not possible; reload the snapshot (7.3)"},
  version_conflict: {"status":412,"title":"If-Match does not match the current version (13.3)"},
  payload_too_large: {"status":413,"title":"The request or payload is too large"},
  unsupported_media_type: {"status":415,"title":"The request body must be application/json"},
  expectation_failed: {"status":417,"title":"The Expect header names an expectation this server does not meet; only 100-continue is met (RFC 9110 10.1.1)"},
  idempotency_key_reuse: {"status":422,"title":"The key was used with a different request (5)"},
  precondition_required: {"status":428,"title":"This request needs If-Match"},
  rate_limited: {"status":429,"title":"Too many requests"},
  internal_error: {"status":500,"title":"Internal error"},
  service_unavailable: {"status":503,"title":"The service is not available right now"},
};

export function isProblemCode(code: unknown): code is ProblemCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(problemCodes, code);
}
