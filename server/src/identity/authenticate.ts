// Token and proof checking shared by REST (rest/auth.ts) and the gateway's
// identify and resume: DPoP-bound tokens (RFC 9449) with the htm and htu of the
// request and a server nonce.
import { decodeProtectedHeader } from 'jose';
import { loadVisibility, type Visibility } from '../authz/visibility.ts';
import { proofIdLifetimeMs, type ServerContext } from '../context.ts';
import { AuthFailure } from './errors.ts';
import { API_TOKEN_TYP, authenticateApiToken, authenticatePerson, type AuthContext, type ProofContext } from './tokens.ts';

export function proofContext(ctx: ServerContext, htm: string, htu: string, nonceOk?: (n: unknown) => boolean): ProofContext {
  return { htm, htu, nonceOk: nonceOk ?? ((n) => ctx.nonces.isFresh(n)), maxAgeMs: ctx.config.spec['auth.dpop_nonce_ttl'], jti: ctx.jti, proofIds: ctx.proofIdStore, proofIdTtlMs: proofIdLifetimeMs(ctx.config), ...(ctx.twins?.unboundProofIgnored ? { unboundProofIgnored: true } : {}) };
}

/**
 * Chooses the check by the token's typ: access tokens of people or API tokens of agents and apps. The
 * check's statement also reads the principal's visibility when this process keeps none current (D549);
 * it is kept here for the next request or connection of the principal (D36, D230), and visibilityOf
 * takes it.
 */
export async function authenticateToken(ctx: ServerContext, token: string, proof: string | undefined, pc: ProofContext, deviceId?: string, allowPendingDevice = false): Promise<AuthContext> {
  let typ: unknown;
  try {
    typ = decodeProtectedHeader(token).typ;
  } catch {
    throw new AuthFailure('invalid', 'the token is not a JWT');
  }
  let sent: number | undefined;
  const keptVisibility = (principalId: string) => (sent = ctx.visibilityCache.keptVersion(principalId));
  const auth = await (typ === API_TOKEN_TYP
    ? authenticateApiToken(ctx.tokenChecks, ctx.keys, { apiToken: token, proof, keptVisibility }, pc)
    : authenticatePerson(ctx.tokenChecks, ctx.keys, { accessToken: token, proof, deviceId, allowPendingDevice, keptVisibility }, pc));
  // The kept version was read in a statement before the check's was sent: a lower one read by the check is a
  // restore (the cache's get tells it too, but is not reached where the check read the visibility itself).
  if (!ctx.twins?.visibilityRestoreUnseen) ctx.visibilityCache.readAfter(sent, auth.visibilityVersion);
  if (auth.visibility) ctx.visibilityCache.set(auth.visibility);
  return auth;
}

/**
 * The authenticated principal's visibility now (8.2): the one its check read (D549), else the one kept at
 * the visibility_version the check read (D36, D230), else one read on its own (the kept one went from
 * the cache meanwhile, or another check kept a newer one; that one is left in the cache). Undefined: the
 * principal is gone.
 */
export async function visibilityOf(ctx: ServerContext, auth: AuthContext): Promise<Visibility | undefined> {
  if (auth.visibility) return auth.visibility;
  return ctx.visibilityCache.getOrLoad(auth.principalId, auth.visibilityVersion, () => loadVisibility(ctx.pool, auth.principalId));
}
