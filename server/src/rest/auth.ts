// REST authentication: DPoP-bound tokens (RFC 9449) checked by the same module
// as the gateway's identify (identity/authenticate.ts), with htm and htu of the
// request and a server nonce. Every response carries a DPoP-Nonce, the one REST answers share for up to a second (D546).
import type { NextFunction, Request, Response } from 'express';
import { ProblemCode } from '@bothy/generated';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import { authenticateToken, proofContext, visibilityOf } from '../identity/authenticate.ts';
import { AuthFailure, type AuthFailureReason } from '../identity/errors.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { NoHostError, requestOrigin, targetPath } from '../internal/request-url.ts';
import { ProblemError } from './problem.ts';

/** How each refusal reads on REST; the gateway maps the same reasons to close codes. */
export const AUTH_PROBLEMS: Record<AuthFailureReason, ProblemCode> = {
  invalid: ProblemCode.AuthenticationFailed,
  nonce: ProblemCode.UseDpopNonce,
  expired: ProblemCode.TokenExpired,
  revoked: ProblemCode.Revoked,
  pending: ProblemCode.DevicePending,
};

export interface RequestAuth {
  auth: AuthContext;
  visibility: Visibility;
}

/**
 * The origin the client addressed (internal/request-url.ts, D495): server.public_url when set, else
 * the authority of an absolute-form target or the Host header. One that names no host ("a b") is the
 * client's fault: 400 validation_failed, not the 500 of URL's TypeError (D465).
 */
export function requestBase(ctx: ServerContext, req: Request): URL {
  try {
    return requestOrigin(ctx.config.server.publicUrl, req, req.originalUrl, ctx.twins);
  } catch (err) {
    if (!(err instanceof NoHostError) || ctx.twins?.hostUnchecked) throw err;
    throw new ProblemError(ProblemCode.ValidationFailed, `${err.source} names no host: the URL of this request cannot be formed from it`);
  }
}

/** The URL the client addressed, without its query (the DPoP htu, RFC 9449 4.3): requestBase and the target's path. */
export function requestUrl(ctx: ServerContext, req: Request): string {
  // restListener refuses every other target before a route (D495); never a URL of another path.
  const path = targetPath(req.originalUrl);
  if (path === undefined) throw new ProblemError(ProblemCode.ValidationFailed, 'the request target is not a URL: send a path such as /api/v1/events, or an absolute http URL');
  return new URL(path, requestBase(ctx, req)).toString();
}

/** `allowPendingDevice`: only for GET /devices/{id}, which a device waiting for approval polls (6.4). */
export function requireAuth(ctx: ServerContext, options: { allowPendingDevice?: boolean } = {}) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.get('authorization') ?? '';
    const m = /^DPoP\s+(\S+)$/i.exec(header);
    if (!m) {
      throw new ProblemError(ProblemCode.AuthenticationFailed, 'send Authorization: DPoP <access token> with a DPoP proof header (RFC 9449)', {}, { 'WWW-Authenticate': 'DPoP algs="ES256 EdDSA"' });
    }
    try {
      const auth = await authenticateToken(ctx, m[1]!, req.get('dpop'), proofContext(ctx, req.method, requestUrl(ctx, req)), undefined, options.allowPendingDevice);
      const visibility = await visibilityOf(ctx, auth);
      if (!visibility) throw new AuthFailure('invalid', 'unknown principal');
      res.locals.requestAuth = { auth, visibility } satisfies RequestAuth;
    } catch (err) {
      if (!(err instanceof AuthFailure)) throw err;
      const code = AUTH_PROBLEMS[err.reason];
      const www = err.reason === 'nonce' ? 'DPoP error="use_dpop_nonce"' : 'DPoP error="invalid_token"';
      throw new ProblemError(code, err.message, {}, { 'WWW-Authenticate': www });
    }
    next();
  };
}

export function authOf(res: Response): RequestAuth {
  const a = res.locals.requestAuth as RequestAuth | undefined;
  if (!a) throw new Error('route is not behind requireAuth');
  return a;
}
