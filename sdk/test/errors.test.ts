import { problemCodes, ProblemCode, type Message } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import {
  AuthenticationFailedError,
  BaseVersionConflictError,
  BothyError,
  DevicePendingError,
  DpopNonceError,
  errorFromProblem,
  ForbiddenError,
  IdempotencyKeyReuseError,
  InternalServerError,
  InvocationTokenInvalidError,
  MessageDeletedError,
  NotFoundError,
  PayloadTooLargeError,
  PreconditionRequiredError,
  ProblemError,
  RateLimitedError,
  RequestInProgressError,
  ResyncRequiredError,
  RevokedError,
  RunConflictError,
  AutocompleteClosedError,
  LastOwnerError,
  RequestTimeoutError,
  SubscriptionExistsError,
  SubscriptionLimitError,
  ServiceUnavailableError,
  TokenExpiredError,
  UnexpectedResponseError,
  UnsupportedMediaTypeError,
  ExpectationFailedError,
  ValidationFailedError,
  VersionConflictError,
} from '../src/errors.ts';
import { message } from './support/events.ts';

/** The class 06-api's problem codes map to, written out independently of errors.ts. */
const expected: Record<ProblemCode, abstract new (...args: never[]) => ProblemError> = {
  [ProblemCode.ValidationFailed]: ValidationFailedError,
  [ProblemCode.AuthenticationFailed]: AuthenticationFailedError,
  [ProblemCode.UseDpopNonce]: DpopNonceError,
  [ProblemCode.TokenExpired]: TokenExpiredError,
  [ProblemCode.Revoked]: RevokedError,
  [ProblemCode.Forbidden]: ForbiddenError,
  [ProblemCode.DevicePending]: DevicePendingError,
  [ProblemCode.InvocationTokenInvalid]: InvocationTokenInvalidError,
  [ProblemCode.NotFound]: NotFoundError,
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
  [ProblemCode.RequestTimeout]: RequestTimeoutError,
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

describe('errorFromProblem: one class per problem code (06-api, RFC 9457)', () => {
  for (const code of Object.keys(problemCodes) as ProblemCode[]) {
    const { status, title } = problemCodes[code];
    it(`${status} ${code} -> ${expected[code].name}`, () => {
      const body = { type: 'about:blank', title, status, code, detail: `detail of ${code}` };
      const error = errorFromProblem(status, body);
      expect(error).toBeInstanceOf(expected[code]);
      expect(error).toBeInstanceOf(BothyError);
      expect(error.code).toBe(code);
      expect(error.status).toBe(status);
      expect(error.problem).toMatchObject(body);
      expect(error.message).toBe(`detail of ${code}`);
      expect(error.name).toBe(expected[code].name);
    });
  }

  it('carries the current revision on 412 version_conflict (13.3)', () => {
    const current: Message = message({ version: 7, content_md: 'theirs' });
    const error = errorFromProblem(412, { type: 'about:blank', title: 't', status: 412, code: ProblemCode.VersionConflict, current });
    expect(error).toBeInstanceOf(VersionConflictError);
    expect((error as VersionConflictError).current).toEqual(current);
  });

  it('carries reason, head_seq and sync_epoch on 410 resync_required (7.4)', () => {
    const error = errorFromProblem(410, { type: 'about:blank', title: 't', status: 410, code: ProblemCode.ResyncRequired, reason: 'retention', head_seq: 42, sync_epoch: 'e' });
    expect(error).toBeInstanceOf(ResyncRequiredError);
    expect((error as ResyncRequiredError).reason).toBe('retention');
    expect((error as ResyncRequiredError).headSeq).toBe(42);
  });

  it('carries retry_after_ms on 429', () => {
    const error = errorFromProblem(429, { type: 'about:blank', title: 't', status: 429, code: ProblemCode.RateLimited, retry_after_ms: 1200 });
    expect((error as RateLimitedError).retryAfterMs).toBe(1200);
  });

  it('picks the class by status when the body has no code and one code has that status', () => {
    const error = errorFromProblem(413, 'Payload Too Large');
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error.code).toBe(ProblemCode.PayloadTooLarge);
  });

  it('tells 410 message_deleted from 410 resync_required by the code, not the status', () => {
    expect(errorFromProblem(410, { code: ProblemCode.MessageDeleted })).toBeInstanceOf(MessageDeletedError);
    expect(errorFromProblem(410, { code: ProblemCode.ResyncRequired })).toBeInstanceOf(ResyncRequiredError);
  });

  it('answers UnexpectedResponseError with the status when neither code nor status decides (502, 409 without code)', () => {
    for (const status of [502, 409]) {
      const error = errorFromProblem(status, '<html>bad gateway</html>');
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect(error.status).toBe(status);
    }
  });
});
