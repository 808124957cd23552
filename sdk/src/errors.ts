// One base class for every failure the SDK reports (CONVENTIONS: Errors). REST failures are
// RFC 9457 problem documents; `errorFromProblem` picks the class from the problem code, or from
// the status when the body carries no known code. Each class sets `name` and a stable `code`.
import {
  ProblemCode,
  problemCodes,
  isProblemCode,
  type CloseCodeInfo,
  type Message,
  type Problem,
  type ResyncReason,
  type RunDocument,
  type ValidationIssue,
} from '@bothy/generated';

/** Codes of failures that have no problem code: they happen before or outside an HTTP answer. */
export const SdkErrorCode = {
  Network: 'network_error',
  Timeout: 'timeout',
  UnexpectedResponse: 'unexpected_response',
  InvalidFrame: 'invalid_frame',
  GatewayClosed: 'gateway_closed',
  UnexpectedFrame: 'unexpected_frame',
  NoWebSocket: 'no_websocket',
  Storage: 'storage_error',
  /** A FileInboxStore is held by another live process (its lock file names it, D511): one process per inbox. */
  InboxLocked: 'inbox_locked',
  /**
   * Not a failure (an `error` event that only informs): start() found a stale lock of its inbox (of
   * this host, boot and pid namespace, its process gone), removed it and took the inbox (D511).
   */
  InboxLockTakenOver: 'inbox_lock_taken_over',
  /**
   * The adapter halted (D511, fourth addendum): its inbox lock was taken over by another process or
   * removed, or not refreshed for half the stale time (this process stalled). No start, resume or
   * finish is sent and the inbox is not written any more; the handlers are aborted and the
   * connection closed. Stop this adapter; the process that holds the inbox goes on with its runs.
   */
  InboxLockLost: 'inbox_lock_lost',
  /** The inbox store object is already in use by another BothyAgent of this process: one agent per store (D511). */
  InboxInUse: 'inbox_in_use',
  /**
   * Not a failure (an `error` event that only informs): a dispatch of a newer server's event, of a type
   * or schema version this SDK does not know (6.1, 2.2), was skipped and its seq counted as received
   * (D543). Reported once per type and version per connection: an upgrade of the SDK is due.
   */
  UnknownEvent: 'unknown_event',
  /**
   * Not a failure (an `error` event that only informs): a frame of an op this SDK does not know, a
   * newer server's (6.1: new ops are additive), was ignored (D544). Reported once per op per connection.
   */
  UnknownOp: 'unknown_op',
  /** The token provider could not renew the access token. */
  TokenRenewal: 'token_renewal_failed',
  /** The app's options contradict each other or the protocol (found when the object is made). */
  InvalidOptions: 'invalid_options',
  /** Anything else that went wrong inside the SDK or in a callback of the app. */
  Unexpected: 'unexpected_error',
} as const;
/** Every code of an SDK failure: SdkErrorCode's, and a webhook receiver's (WebhookErrorCode, kept apart for the bundle's size). */
export type SdkErrorCode = (typeof SdkErrorCode)[keyof typeof SdkErrorCode] | WebhookVerificationCode;

export interface BothyErrorOptions {
  status?: number;
  problem?: Problem;
  cause?: unknown;
}

export class BothyError extends Error {
  override readonly name: string = 'BothyError';
  /** A ProblemCode for answers of the server, an SdkErrorCode otherwise. */
  readonly code: ProblemCode | SdkErrorCode;
  /** The HTTP status, when the failure is an HTTP answer. */
  readonly status: number | undefined;
  /** The RFC 9457 body as the server sent it. */
  readonly problem: Problem | undefined;

  constructor(code: ProblemCode | SdkErrorCode, message: string, options: BothyErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.problem = options.problem;
  }
}

/** A REST answer with a problem document (any status). */
export class ProblemError extends BothyError {
  override readonly name: string = 'ProblemError';
  declare readonly code: ProblemCode;
  declare readonly status: number;
  declare readonly problem: Problem;

  constructor(status: number, problem: Problem) {
    super(problem.code, problem.detail ?? problem.title, { status, problem });
  }
}

export class ValidationFailedError extends ProblemError {
  override readonly name = 'ValidationFailedError';
  get errors(): NonNullable<Problem['errors']> {
    return this.problem.errors ?? [];
  }
}
export class AuthenticationFailedError extends ProblemError {
  override readonly name = 'AuthenticationFailedError';
}
/** 401 use_dpop_nonce: the request needs the nonce from the DPoP-Nonce header (RFC 9449, 8). */
export class DpopNonceError extends ProblemError {
  override readonly name = 'DpopNonceError';
}
export class TokenExpiredError extends ProblemError {
  override readonly name = 'TokenExpiredError';
}
/** The session, device, token or principal was revoked (8.5). */
export class RevokedError extends ProblemError {
  override readonly name = 'RevokedError';
}
export class ForbiddenError extends ProblemError {
  override readonly name = 'ForbiddenError';
}
export class DevicePendingError extends ProblemError {
  override readonly name = 'DevicePendingError';
}
export class InvocationTokenInvalidError extends ProblemError {
  override readonly name = 'InvocationTokenInvalidError';
  get reason(): string | undefined {
    const reason = this.problem['reason'];
    return typeof reason === 'string' ? reason : undefined;
  }
}
/** 408 request_timeout (D507): the server did not receive the request in full within its server.request_timeout; repeat it with the same ID (13.2: a timeout). */
export class RequestTimeoutError extends ProblemError {
  override readonly name = 'RequestTimeoutError';
}
export class NotFoundError extends ProblemError {
  override readonly name = 'NotFoundError';
}
/** 409: a request with this Idempotency-Key is still running (5.2). Retry with the same key. */
export class RequestInProgressError extends ProblemError {
  override readonly name = 'RequestInProgressError';
}
/** 409 base_version_conflict with the current run document (11.2). */
export class BaseVersionConflictError extends ProblemError {
  override readonly name = 'BaseVersionConflictError';
  get current(): RunDocument | undefined {
    return this.problem['current'] as RunDocument | undefined;
  }
}
/** 409 conflicts of a run: already_started, run_not_active, billing/tool-class mismatch, another agent's run. */
export class RunConflictError extends ProblemError {
  override readonly name = 'RunConflictError';
}
/** 409 subscription_exists (15.6, D322): the agent already has a webhook subscription to this URL; its id. */
export class SubscriptionExistsError extends ProblemError {
  override readonly name = 'SubscriptionExistsError';
  get subscriptionId(): string | undefined {
    const id = this.problem['subscription_id'];
    return typeof id === 'string' ? id : undefined;
  }
}
/** 409 subscription_limit_reached (15.6, D349): the agent has as many webhook subscriptions as the server allows; `problem.limit`. */
export class SubscriptionLimitError extends ProblemError {
  override readonly name = 'SubscriptionLimitError';
}
/** 409 autocomplete_closed (15.7): the autocomplete request was answered already or timed out. */
export class AutocompleteClosedError extends ProblemError {
  override readonly name = 'AutocompleteClosedError';
}
/** 409 last_owner (8.2, D505): the change would leave the instance without an active owner; make another principal an owner first. */
export class LastOwnerError extends ProblemError {
  override readonly name = 'LastOwnerError';
}
/** 410 message_deleted (13.3): the entry is discarded, its text stays available. */
export class MessageDeletedError extends ProblemError {
  override readonly name = 'MessageDeletedError';
}
/** 410 resync_required (7.3, 7.4). */
export class ResyncRequiredError extends ProblemError {
  override readonly name = 'ResyncRequiredError';
  get reason(): ResyncReason | undefined {
    return this.problem['reason'] as ResyncReason | undefined;
  }
  get headSeq(): number | undefined {
    return this.problem['head_seq'] as number | undefined;
  }
  get syncEpoch(): string | undefined {
    return this.problem['sync_epoch'] as string | undefined;
  }
}
/** 412 version_conflict with the current revision (13.3). */
export class VersionConflictError extends ProblemError {
  override readonly name = 'VersionConflictError';
  get current(): Message | undefined {
    return this.problem['current'] as Message | undefined;
  }
}
export class PayloadTooLargeError extends ProblemError {
  override readonly name = 'PayloadTooLargeError';
}
export class UnsupportedMediaTypeError extends ProblemError {
  override readonly name = 'UnsupportedMediaTypeError';
}
/** 417: the request's Expect header names an expectation the server does not meet (only 100-continue is). */
export class ExpectationFailedError extends ProblemError {
  override readonly name = 'ExpectationFailedError';
}
/** 422: the ID was used with a different request (5). */
export class IdempotencyKeyReuseError extends ProblemError {
  override readonly name = 'IdempotencyKeyReuseError';
}
/** 428: the operation needs If-Match. */
export class PreconditionRequiredError extends ProblemError {
  override readonly name = 'PreconditionRequiredError';
}
export class RateLimitedError extends ProblemError {
  override readonly name = 'RateLimitedError';
  get retryAfterMs(): number | undefined {
    return this.problem.retry_after_ms;
  }
}
export class InternalServerError extends ProblemError {
  override readonly name = 'InternalServerError';
}
export class ServiceUnavailableError extends ProblemError {
  override readonly name = 'ServiceUnavailableError';
}

/** No answer: the connection failed or was cut. Retryable (13.2). */
export class NetworkError extends BothyError {
  override readonly name: string = 'NetworkError';
  constructor(message: string, cause?: unknown) {
    super(SdkErrorCode.Network, message, { cause });
  }
}
/**
 * A store of the app (outbox, cursor, inbox) refused a write or could not be opened: what was to be
 * kept durably is not (D390). `code` is storage_error, inbox_locked for an inbox another process
 * holds, or inbox_in_use for a store object another BothyAgent of this process has started with (D511).
 */
export class StorageError extends BothyError {
  override readonly name = 'StorageError';
  constructor(message: string, cause?: unknown, code: typeof SdkErrorCode.Storage | typeof SdkErrorCode.InboxLocked | typeof SdkErrorCode.InboxInUse = SdkErrorCode.Storage) {
    super(code, message, { cause });
  }
}
/**
 * The codes of WebhookVerificationError (15.6, D521), apart from SdkErrorCode: only a webhook receiver
 * (`@bothy/sdk/agent`) uses them, and an app's bundle that does not is not made larger by them
 * (the browser bundle's budget, bench:bundle).
 */
export const WebhookErrorCode = {
  /** A webhook request (15.6, D521): a Bothy-* header it needs is missing or not of its form. */
  WebhookHeaderInvalid: 'webhook_header_invalid',
  /** A webhook request's Bothy-Signature is no detached JWS of a webhook (typ bothy-webhook+jws, EdDSA, a kid) or does not verify over the body's exact bytes. */
  WebhookSignatureInvalid: 'webhook_signature_invalid',
  /** A webhook signature names a key the server's JWKS does not hold, also after fetching it again (key rotation). */
  WebhookUnknownKey: 'webhook_unknown_key',
  /** A valid webhook signature made for another delivery than the request's Bothy-Delivery-Id. */
  WebhookWrongDelivery: 'webhook_wrong_delivery',
  /** A valid webhook signature made for another subscription than the receiver's own. */
  WebhookWrongSubscription: 'webhook_wrong_subscription',
  /** A webhook signature whose iat lies further from the receiver's clock than the tolerance (D347): a captured request played again. */
  WebhookStale: 'webhook_stale',
  /** A signed webhook body that is neither an event envelope of the contract nor a resync_required frame. */
  WebhookBodyInvalid: 'webhook_body_invalid',
} as const;

/** The codes of WebhookVerificationError. */
export type WebhookVerificationCode = (typeof WebhookErrorCode)[keyof typeof WebhookErrorCode];

/**
 * A webhook request that `verifyWebhookDelivery` refuses (15.6, D121, D347, D521): answer it with a
 * non-2xx status (e.g. 401; the server tries again, a real delivery passes then). `issues` lists
 * what the contract found wrong with a body (webhook_body_invalid).
 */
export class WebhookVerificationError extends BothyError {
  override readonly name = 'WebhookVerificationError';
  declare readonly code: WebhookVerificationCode;
  constructor(
    code: WebhookVerificationCode,
    message: string,
    readonly issues: readonly ValidationIssue[] = [],
    cause?: unknown,
  ) {
    super(code, message, { cause });
  }
}

/** No answer in time. Retryable (13.2); the request may have been carried out. */
export class TimeoutError extends BothyError {
  override readonly name = 'TimeoutError';
  constructor(message: string, cause?: unknown) {
    super(SdkErrorCode.Timeout, message, { cause });
  }
}
/** An HTTP answer that is not a problem document with a known code. */
export class UnexpectedResponseError extends BothyError {
  override readonly name = 'UnexpectedResponseError';
  constructor(
    status: number,
    readonly body: unknown,
    message = `unexpected HTTP ${status} without a problem code`,
  ) {
    super(SdkErrorCode.UnexpectedResponse, message, { status });
  }
}
/** A gateway frame that does not match the contract; it is dropped and reported, never thrown. */
export class InvalidFrameError extends BothyError {
  override readonly name = 'InvalidFrameError';
  constructor(
    readonly issues: readonly ValidationIssue[],
    readonly raw: unknown,
  ) {
    super(SdkErrorCode.InvalidFrame, `invalid frame: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
  }
}
/** A newer server's event this SDK cannot read, skipped: its seq counts as received (D543). Informs; nothing failed. */
export class UnknownEventError extends BothyError {
  override readonly name = 'UnknownEventError';
  // The type is quoted in the message (JSON.stringify): it is a server's text, any string, and goes into console lines (D543 fourth addendum).
  constructor(
    readonly type: string,
    readonly schemaVersion: number,
    /** Set when the event carried an invocation token: the seq of an invocation whose run this SDK did not start. */
    readonly invocationSeq?: number,
  ) {
    super(
      SdkErrorCode.UnknownEvent,
      invocationSeq === undefined
        ? `skipped an event of ${JSON.stringify(type)} v${schemaVersion}, which this SDK does not know (a newer server): upgrade @bothy/sdk to read it`
        : `skipped an invocation at seq ${invocationSeq}, an event of ${JSON.stringify(type)} v${schemaVersion}, which this SDK does not know (a newer server): its run is not started; upgrade @bothy/sdk to read it`,
    );
  }
}
/** A newer server's op this SDK does not know, ignored (D544). Informs; nothing failed. */
export class UnknownOpError extends BothyError {
  override readonly name = 'UnknownOpError';
  constructor(readonly op: string) {
    super(SdkErrorCode.UnknownOp, `ignored a frame of the op ${op}, which this SDK does not know (a newer server): upgrade @bothy/sdk to read it`);
  }
}
/** A valid frame that the connection did not expect in its state. */
export class UnexpectedFrameError extends BothyError {
  override readonly name = 'UnexpectedFrameError';
  constructor(
    readonly op: string,
    readonly state: string,
  ) {
    super(SdkErrorCode.UnexpectedFrame, `frame ${op} is not expected in state ${state}`);
  }
}
/** The gateway closed with a code whose catalogue row says `report` (6.4). */
export class GatewayClosedError extends BothyError {
  override readonly name = 'GatewayClosedError';
  constructor(
    readonly closeCode: number,
    readonly reason: string,
    readonly info: CloseCodeInfo,
  ) {
    super(SdkErrorCode.GatewayClosed, `gateway closed with ${closeCode} ${info.name}${reason ? `: ${reason}` : ''}`);
  }
}
/** An `error` frame of the gateway: an op failed, the connection stays (6.2). */
export class GatewayOpError extends BothyError {
  override readonly name = 'GatewayOpError';
  declare readonly code: ProblemCode;
  constructor(
    code: ProblemCode,
    readonly op: string,
    detail: string | undefined,
    readonly retryAfterMs: number | undefined,
  ) {
    super(code, detail ?? `${op} failed: ${code}`);
  }
}
export class NoWebSocketError extends BothyError {
  override readonly name = 'NoWebSocketError';
  constructor() {
    super(SdkErrorCode.NoWebSocket, 'no WebSocket implementation: pass options.WebSocket (for example from the ws package in Node 20)');
  }
}

/**
 * Whether an answer is passing, so that the same request (same ID, key or token) may succeed later
 * (13.2): a 5xx, 408 request_timeout (the request did not arrive in time, D507), 429 and 409
 * request_in_progress (the first request with this key still runs, 5.2). The outbox and the agent
 * adapter retry these; what else they retry (401 after a renewal, no answer) is theirs.
 */
export function isTransientAnswer(status: number, code: string | undefined): boolean {
  return status >= 500 || status === 408 || status === 429 || (status === 409 && code === ProblemCode.RequestInProgress);
}

type ProblemErrorClass = new (status: number, problem: Problem) => ProblemError;

/** The class of each problem code. A Record, so that a new code in the contract fails to compile here. */
const problemClasses: Record<ProblemCode, ProblemErrorClass> = {
  [ProblemCode.ValidationFailed]: ValidationFailedError,
  [ProblemCode.AuthenticationFailed]: AuthenticationFailedError,
  [ProblemCode.UseDpopNonce]: DpopNonceError,
  [ProblemCode.TokenExpired]: TokenExpiredError,
  [ProblemCode.Revoked]: RevokedError,
  [ProblemCode.Forbidden]: ForbiddenError,
  [ProblemCode.DevicePending]: DevicePendingError,
  [ProblemCode.InvocationTokenInvalid]: InvocationTokenInvalidError,
  [ProblemCode.NotFound]: NotFoundError,
  [ProblemCode.RequestTimeout]: RequestTimeoutError,
  [ProblemCode.RequestInProgress]: RequestInProgressError,
  [ProblemCode.BaseVersionConflict]: BaseVersionConflictError,
  [ProblemCode.AlreadyStarted]: RunConflictError,
  [ProblemCode.RunNotActive]: RunConflictError,
  [ProblemCode.BillingModeMismatch]: RunConflictError,
  [ProblemCode.ToolClassMismatch]: RunConflictError,
  [ProblemCode.RunActiveOtherAgent]: RunConflictError,
  [ProblemCode.SubscriptionExists]: SubscriptionExistsError,
  [ProblemCode.SubscriptionLimitReached]: SubscriptionLimitError,
  [ProblemCode.AutocompleteClosed]: AutocompleteClosedError,
  [ProblemCode.LastOwner]: LastOwnerError,
  [ProblemCode.MessageDeleted]: MessageDeletedError,
  [ProblemCode.ResyncRequired]: ResyncRequiredError,
  [ProblemCode.VersionConflict]: VersionConflictError,
  [ProblemCode.PayloadTooLarge]: PayloadTooLargeError,
  [ProblemCode.UnsupportedMediaType]: UnsupportedMediaTypeError,
  [ProblemCode.ExpectationFailed]: ExpectationFailedError,
  [ProblemCode.IdempotencyKeyReuse]: IdempotencyKeyReuseError,
  [ProblemCode.PreconditionRequired]: PreconditionRequiredError,
  [ProblemCode.RateLimited]: RateLimitedError,
  [ProblemCode.InternalError]: InternalServerError,
  [ProblemCode.ServiceUnavailable]: ServiceUnavailableError,
};

/** The code a status stands for when the body names none: the one code of the contract with that status. */
function codeForStatus(status: number): ProblemCode | undefined {
  const matches = (Object.keys(problemCodes) as ProblemCode[]).filter((code) => problemCodes[code].status === status);
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * The one factory from an HTTP failure to an error class: by the problem `code` when the body has a
 * known one, else by the status when exactly one code of the contract has it, else
 * UnexpectedResponseError (which still carries the status, so 5xx stay retryable).
 */
export function errorFromProblem(status: number, body: unknown): BothyError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const named = record?.['code'];
  const code = isProblemCode(named) ? named : codeForStatus(status);
  if (code === undefined) return new UnexpectedResponseError(status, body);
  const problem: Problem = {
    type: 'about:blank',
    title: problemCodes[code].title,
    status,
    ...record,
    code,
  };
  return new problemClasses[code](status, problem);
}
