// Token and proof checking shared by REST (rest/auth.ts) and the gateway's
// identify and resume: DPoP-bound tokens (RFC 9449) with the htm and htu of the
// request and a server nonce.
import { decodeProtectedHeader } from 'jose';
import { proofIdLifetimeMs, type ServerContext } from '../context.ts';
import { AuthFailure } from './errors.ts';
import { API_TOKEN_TYP, authenticateApiToken, authenticatePerson, type AuthContext, type ProofContext } from './tokens.ts';

export function proofContext(ctx: ServerContext, htm: string, htu: string, nonceOk?: (n: unknown) => boolean): ProofContext {
  return { htm, htu, nonceOk: nonceOk ?? ((n) => ctx.nonces.isFresh(n)), maxAgeMs: ctx.config.spec['auth.dpop_nonce_ttl'], jti: ctx.jti, proofIds: ctx.proofIdStore, proofIdTtlMs: proofIdLifetimeMs(ctx.config), ...(ctx.twins?.unboundProofIgnored ? { unboundProofIgnored: true } : {}) };
}

/** Chooses the check by the token's typ: access tokens of people or API tokens of agents and apps. */
export async function authenticateToken(ctx: ServerContext, token: string, proof: string | undefined, pc: ProofContext, deviceId?: string, allowPendingDevice = false): Promise<AuthContext> {
  let typ: unknown;
  try {
    typ = decodeProtectedHeader(token).typ;
  } catch {
    throw new AuthFailure('invalid', 'the token is not a JWT');
  }
  return typ === API_TOKEN_TYP
    ? authenticateApiToken(ctx.tokenChecks, ctx.keys, { apiToken: token, proof }, pc)
    : authenticatePerson(ctx.tokenChecks, ctx.keys, { accessToken: token, proof, deviceId, allowPendingDevice }, pc);
}
