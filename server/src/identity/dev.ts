// Dev-only credentials (npm start, tests): a device session for a person, an API
// token for an agent or app. The login flow itself is 08-identity's.
import { ProblemCode } from '@bothy/generated';
import type { JWK } from 'jose';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { DomainError } from '../errors.ts';
import { isUuid, uuidv7 } from '../internal/uuid.ts';
import { AuthFailure } from './errors.ts';
import { issueDeviceSession, refuseUnusableKey, signApiToken } from './tokens.ts';
import { calculateJwkThumbprint } from 'jose';

/** Access tokens of the dev endpoints live this long; reauth (6.3) renews them. */
export const DEV_ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const DEV_API_TOKEN_TTL_MS = 24 * 3_600_000;

/** The longest ttl_seconds of the dev endpoints: a year (a larger one is 400 at /ttl_seconds, before anything is stored; D332). */
export const DEV_TTL_MAX_SECONDS = 365 * 24 * 3600;

function refuseLongTtl(ttlSeconds: number | undefined): void {
  if (ttlSeconds !== undefined && ttlSeconds > DEV_TTL_MAX_SECONDS) {
    throw new DomainError(ProblemCode.ValidationFailed, `ttl_seconds is at most ${DEV_TTL_MAX_SECONDS} (a year)`, { errors: [{ pointer: '/ttl_seconds', message: `at most ${DEV_TTL_MAX_SECONDS}` }] });
  }
}

export async function findPrincipal(db: Queryable, ref: string): Promise<{ id: string; kind: 'user' | 'agent' | 'app' }> {
  const byId = isUuid(ref);
  const { rows } = await db.query<{ id: string; kind: 'user' | 'agent' | 'app' }>(`SELECT id, kind FROM principals WHERE ${byId ? 'id = $1::uuid' : 'handle = $1'}`, [ref]);
  if (!rows[0]) throw new AuthFailure('invalid', `no principal ${ref}`);
  return rows[0];
}

export async function issueDevSession(
  ctx: ServerContext,
  input: { principal: string; publicJwk: JWK; deviceId?: string; deviceName?: string; state?: 'active' | 'pending'; ttlSeconds?: number },
) {
  refuseLongTtl(input.ttlSeconds);
  const p = await findPrincipal(ctx.pool, input.principal);
  if (p.kind !== 'user') throw new AuthFailure('invalid', 'device sessions are for people; agents and apps use API tokens');
  const s = await issueDeviceSession(ctx.pool, ctx.keys, { principalId: p.id, publicJwk: input.publicJwk, deviceId: input.deviceId, deviceName: input.deviceName, state: input.state, ttlMs: input.ttlSeconds ? input.ttlSeconds * 1000 : DEV_ACCESS_TOKEN_TTL_MS });
  return { access_token: s.accessToken, expires_at: new Date(s.expiresAt).toISOString(), device_id: s.deviceId, session_id: s.sessionId, principal: { id: p.id, kind: p.kind } };
}

export async function issueApiToken(ctx: ServerContext, input: { principal: string; publicJwk?: JWK; ttlSeconds?: number }) {
  refuseLongTtl(input.ttlSeconds);
  const p = await findPrincipal(ctx.pool, input.principal);
  if (p.kind === 'user') throw new AuthFailure('invalid', 'API tokens are for agents and apps');
  const tokenId = uuidv7();
  const expiresAt = Date.now() + (input.ttlSeconds ? input.ttlSeconds * 1000 : DEV_API_TOKEN_TTL_MS);
  if (input.publicJwk !== undefined) refuseUnusableKey(input.publicJwk);
  const jkt = input.publicJwk ? await calculateJwkThumbprint(input.publicJwk) : undefined;
  await ctx.pool.query('INSERT INTO api_tokens (id, principal_id, dpop_jkt, expires_at) VALUES ($1, $2, $3, $4)', [tokenId, p.id, jkt ?? null, new Date(expiresAt)]);
  const apiToken = await signApiToken(ctx.keys, { principalId: p.id, tokenId, expiresAt, jkt });
  return { api_token: apiToken, expires_at: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString(), principal: { id: p.id, kind: p.kind } };
}
