import { ProblemCode } from '@bothy/generated';
import { ServerError } from '../errors.ts';

/**
 * Why a token, proof or session was refused. REST maps it to a problem code and
 * the gateway to a close code (rest/auth.ts, gateway); the message never holds
 * a token.
 */
export type AuthFailureReason = 'invalid' | 'nonce' | 'expired' | 'revoked' | 'pending';

export class AuthFailure extends ServerError {
  override readonly name = 'AuthFailure';
  readonly code = ProblemCode.AuthenticationFailed;
  constructor(readonly reason: AuthFailureReason, message: string) {
    super(message);
  }
}
