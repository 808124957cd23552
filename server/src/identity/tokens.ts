// Access tokens (people) and API tokens (agents and apps), signed by the server
// (EdDSA), and the full check of 6.3: token, signature, expiry, DPoP proof,
// cnf.jkt against the device's key, device active, session not revoked,
// principal active.
import { createHash } from 'node:crypto';
import { ProblemCode } from '@bothy/generated';
import { calculateJwkThumbprint, errors as joseErrors, jwtVerify, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { VISIBILITY_VERSION, visibilityOfRow, visibilityStateSql, type Visibility, type VisibilityState } from '../authz/visibility.ts';
import { DomainError } from '../errors.ts';
import type { Queryable } from '../db/queryable.ts';
import { statement } from '../db/statement.ts';
import { isUuid, uuidv7 } from '../internal/uuid.ts';
import { CheckGroup, digestKey, type CheckGroupTwins } from './check-group.ts';
import { dpopKeyRefusal, verifyDpopProof, type JtiCache } from './dpop.ts';
import { proofIdDigest, proofIdNewSql, spendProofIdsCte, type ProofIdStore } from './proof-ids.ts';
import { AuthFailure } from './errors.ts';
import type { ServerKeys } from './keys.ts';

/** The issuer of every token this server signs (access, API and invocation tokens). */

/** A key that could sign no DPoP proof (dpop.ts dpopKeyRefusal) is the client's 400 at /public_jwk, before anything is stored. */
export function refuseUnusableKey(jwk: unknown): void {
  const refusal = dpopKeyRefusal(jwk);
  if (refusal) throw new DomainError(ProblemCode.ValidationFailed, `public_jwk: ${refusal}`, { errors: [{ pointer: '/public_jwk', message: refusal }] });
}

export const ISSUER = 'bothy';
export const ACCESS_TOKEN_TYP = 'at+jwt';
export const API_TOKEN_TYP = 'bothy-api+jwt';

export interface AuthContext {
  principalId: string;
  kind: 'user' | 'agent' | 'app';
  sessionId?: string;
  deviceId?: string;
  apiTokenId?: string;
  /** When the token stops working; the gateway closes with 4011 then (6.3). */
  expiresAt: number;
  /** visibility_version read with the check, for authz/visibility-cache.ts. */
  visibilityVersion?: number;
  /** The principal's visibility, read by the check's statement where the caller kept none at visibilityVersion (D549). */
  visibility?: Visibility;
}

/**
 * The visibility_version of the principal's visibility the caller keeps and may still use (not past its
 * validUntil), or undefined: the check's statement reads the visibility too unless the kept one's
 * version is the current one (D549).
 */
export type KeptVisibilityVersion = (principalId: string) => number | undefined;

export async function signAccessToken(keys: ServerKeys, claims: { principalId: string; sessionId: string; deviceId: string; jkt: string; ttlMs: number }): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = Math.floor((Date.now() + claims.ttlMs) / 1000) * 1000;
  const token = await new SignJWT({ sid: claims.sessionId, did: claims.deviceId, cnf: { jkt: claims.jkt } })
    .setProtectedHeader({ alg: 'EdDSA', typ: ACCESS_TOKEN_TYP, kid: keys.accessToken.kid })
    .setIssuer(ISSUER)
    .setSubject(claims.principalId)
    .setJti(uuidv7())
    .setIssuedAt()
    .setExpirationTime(expiresAt / 1000)
    .sign(keys.accessToken.privateKey);
  return { token, expiresAt };
}

export async function signApiToken(keys: ServerKeys, claims: { principalId: string; tokenId: string; expiresAt: number; jkt?: string }): Promise<string> {
  const payload: Record<string, unknown> = { tid: claims.tokenId };
  if (claims.jkt) payload.cnf = { jkt: claims.jkt };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'EdDSA', typ: API_TOKEN_TYP, kid: keys.accessToken.kid })
    .setIssuer(ISSUER)
    .setSubject(claims.principalId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt / 1000))
    .sign(keys.accessToken.privateKey);
}

/**
 * Server tokens whose signature and claims were checked, per verification key,
 * until they expire: a client sends the same token with every request, and the
 * signature check costs more than the rest of the token check. What can change
 * about a token (revocation of its session, device, principal or API token) is
 * read from the database on every request all the same.
 */
const verifiedTokens = new WeakMap<CryptoKey, Map<string, { typ: string; payload: JWTPayload }>>();
/** Kept by their SHA-256, which is shorter than a token and as unique. */
const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');
const VERIFIED_TOKENS_MAX = 10_000;

async function verifyServerJwt(keys: ServerKeys, token: string, typ: string): Promise<{ payload: JWTPayload }> {
  const key = keys.accessToken.publicKey;
  let verified = verifiedTokens.get(key);
  if (!verified) verifiedTokens.set(key, (verified = new Map()));
  const digest = tokenDigest(token);
  const hit = verified.get(digest);
  if (hit && hit.typ === typ && typeof hit.payload.exp === 'number' && Date.now() < hit.payload.exp * 1000) return { payload: hit.payload };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, { issuer: ISSUER, typ, algorithms: ['EdDSA'] }));
  } catch (err) {
    verified.delete(digest);
    if (err instanceof joseErrors.JWTExpired) throw new AuthFailure('expired', 'the token has expired');
    throw new AuthFailure('invalid', 'the token is not valid');
  }
  if (typeof payload.exp === 'number') {
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
    verified.set(digest, { typ, payload });
  }
  return { payload };
}

export interface ProofContext {
  htm: string;
  htu: string;
  nonceOk: (nonce: unknown) => boolean;
  maxAgeMs: number;
  /** This process's proof IDs, checked first. */
  jti: JtiCache;
  /** Where a proof's ID is spent for the cluster (D47); `process`: only in `jti` (tests' broken twin). */
  proofIds: ProofIdStore;
  /** How long a spent proof ID is kept: as long as a proof can be accepted. */
  proofIdTtlMs: number;
  /** Test-only (ServerContext.twins): a proof beside an unbound API token is not looked at, as before D508. */
  unboundProofIgnored?: boolean;
}

/** The digest of a verified proof's ID, or null when nothing is spent in the table. */
function spendDigest(pc: ProofContext, proof: { jkt: string; jti: string } | undefined): Buffer | null {
  return proof && pc.proofIds === 'shared' ? proofIdDigest(proof.jkt, proof.jti) : null;
}

function checkProofSpent(spend: Buffer | null, row: { proof_id_new: boolean } | undefined): void {
  if (spend && row && !row.proof_id_new) throw new AuthFailure('invalid', 'the DPoP proof was already used');
}

/**
 * The token's IDs go into the group's uuid arrays: one that is not a UUID would fail the whole group's
 * statement, so it is refused here, as its own check's failure. The server signs only UUIDs.
 */
function tokenId(value: string, claim: string): string {
  if (!isUuid(value)) throw new AuthFailure('invalid', `the token's ${claim} is not a UUID`);
  return value;
}

interface PrincipalRow {
  kind: AuthContext['kind'];
  status: 'active' | 'pending' | 'disabled';
  is_owner: boolean;
  visibility_version: number;
  /** Read where the check's known_vv is not the current visibility_version (D549). */
  visibility: VisibilityState | null;
}

interface PersonCheck {
  principalId: string;
  deviceId: string;
  sessionId: string;
  digest: Buffer | null;
  ttlMs: number;
  /** KeptVisibilityVersion's answer; null: none kept. */
  knownVv: number | null;
}

interface PersonRow extends PrincipalRow {
  device_state: string | null;
  device_jkt: string | null;
  session_revoked: boolean | null;
  session_principal: string | null;
  proof_id_new: boolean;
}

interface ApiTokenCheck {
  principalId: string;
  tokenId: string;
  digest: Buffer | null;
  ttlMs: number;
  /** As PersonCheck's. */
  knownVv: number | null;
}

interface ApiTokenRow extends PrincipalRow {
  token_revoked: boolean | null;
  proof_id_new: boolean;
}

/**
 * Read with every token check, in the same round trip: visibility_version, and the visibility itself
 * where the caller keeps none at that version (known_vv NULL or another number) and the principal is
 * active (no other passes the check). One snapshot reads both (D549).
 */
const visibilitySql = (twins: StatementTwins) => `p.is_owner, ${VISIBILITY_VERSION} AS visibility_version,
            CASE WHEN p.status = 'active' AND ${twins.visibilityReadWhenNoneKept ? 'c.known_vv IS NULL' : `c.known_vv IS DISTINCT FROM ${VISIBILITY_VERSION}`}
                 THEN ${visibilityStateSql('p', 'now()')} END AS visibility`;

/** The statements' broken variants (CheckGroupTwins), each under a name of its own. */
type StatementTwins = Pick<CheckGroupTwins, 'proofIdsUnordered' | 'visibilityReadWhenNoneKept'>;
const twinSuffix = (twins: StatementTwins) => `${twins.proofIdsUnordered ? '_unordered' : ''}${twins.visibilityReadWhenNoneKept ? '_vis_if_none_kept' : ''}`;

/**
 * People's token checks with their proof spends: one statement per group of checks (D545), prepared
 * (D278). A row per check whose principal exists, with the check's position as `i`.
 *
 * Each array is read through a scalar subquery: the planner then estimates unnest's rows without
 * looking at the values. Given the arrays themselves, it estimates each plan for their real length,
 * finds that cheaper than the generic plan and plans the statement anew on every check (custom_plans
 * in pg_prepared_statements), which made a check of one about three times as dear as this form.
 */
const personChecks = (twins: StatementTwins) =>
  statement(
    `person_checks${twinSuffix(twins)}`,
    `WITH c AS (
       SELECT * FROM unnest((SELECT $1::uuid[]), (SELECT $2::uuid[]), (SELECT $3::uuid[]), (SELECT $4::bytea[]), (SELECT $5::float8[]), (SELECT $6::int8[])) WITH ORDINALITY
                  AS c(principal_id, device_id, session_id, digest, ttl_ms, known_vv, i)),
     ${spendProofIdsCte('c', twins.proofIdsUnordered === true)}
     SELECT c.i::int AS i, p.kind, p.status, ${visibilitySql(twins)}, ${proofIdNewSql('c')},
            d.state AS device_state, d.jkt AS device_jkt,
            (s.revoked_at IS NOT NULL OR s.expires_at < now()) AS session_revoked, s.principal_id AS session_principal
       FROM c
       JOIN principals p ON p.id = c.principal_id
       LEFT JOIN devices d ON d.id = c.device_id AND d.principal_id = p.id
       LEFT JOIN sessions s ON s.id = c.session_id`,
  );

/**
 * Agents' and apps' API token checks with their proof spends, grouped and planned as personChecks
 * (D545, D278). `token_revoked` is NULL where the token has no row (a restore to a time before it was made,
 * a row removed by hand): the check refuses it as a revoked one.
 */
const apiTokenChecks = (twins: StatementTwins) =>
  statement(
    `api_token_checks${twinSuffix(twins)}`,
    `WITH c AS (
       SELECT * FROM unnest((SELECT $1::uuid[]), (SELECT $2::uuid[]), (SELECT $3::bytea[]), (SELECT $4::float8[]), (SELECT $5::int8[])) WITH ORDINALITY
                  AS c(principal_id, token_id, digest, ttl_ms, known_vv, i)),
     ${spendProofIdsCte('c', twins.proofIdsUnordered === true)}
     SELECT c.i::int AS i, p.kind, p.status, ${visibilitySql(twins)}, ${proofIdNewSql('c')},
            CASE WHEN t.id IS NOT NULL THEN t.revoked_at IS NOT NULL END AS token_revoked
       FROM c
       JOIN principals p ON p.id = c.principal_id
       LEFT JOIN api_tokens t ON t.id = c.token_id AND t.principal_id = p.id`,
  );

/** The two kinds of token check of one process, each in groups of at most server.auth_check_batch_max (D545). */
export interface TokenChecks {
  person: CheckGroup<PersonCheck, PersonRow>;
  apiToken: CheckGroup<ApiTokenCheck, ApiTokenRow>;
}

export function tokenChecks(db: Queryable, max: number, twins?: () => CheckGroupTwins | undefined): TokenChecks {
  const statementTwins = twins?.() ?? {};
  return {
    person: new CheckGroup<PersonCheck, PersonRow>(
      db,
      personChecks(statementTwins),
      (cs) => [cs.map((c) => c.principalId), cs.map((c) => c.deviceId), cs.map((c) => c.sessionId), cs.map((c) => c.digest), cs.map((c) => c.ttlMs), cs.map((c) => c.knownVv)],
      max,
      digestKey,
      twins,
    ),
    apiToken: new CheckGroup<ApiTokenCheck, ApiTokenRow>(
      db,
      apiTokenChecks(statementTwins),
      (cs) => [cs.map((c) => c.principalId), cs.map((c) => c.tokenId), cs.map((c) => c.digest), cs.map((c) => c.ttlMs), cs.map((c) => c.knownVv)],
      max,
      digestKey,
      twins,
    ),
  };
}

function checkPrincipal(row: PrincipalRow | undefined): PrincipalRow {
  if (!row) throw new AuthFailure('invalid', 'unknown principal');
  if (row.status === 'pending') throw new AuthFailure('pending', 'the person is waiting for approval');
  if (row.status !== 'active') throw new AuthFailure('revoked', 'the principal is not active');
  return row;
}

/** What every passed check returns about its principal: visibility_version, and the visibility where the statement read it (D549). */
function principalPart(principalId: string, row: PrincipalRow): Pick<AuthContext, 'visibilityVersion' | 'visibility'> {
  if (!row.visibility) return { visibilityVersion: row.visibility_version };
  return { visibilityVersion: row.visibility_version, visibility: visibilityOfRow({ ...row, id: principalId }, row.visibility) };
}

/** A person: access token plus DPoP proof (6.3). `deviceId`, when given (identify), must be the token's device. */
export async function authenticatePerson(
  checks: TokenChecks,
  keys: ServerKeys,
  input: { accessToken: string; proof: string | undefined; deviceId?: string; allowPendingDevice?: boolean; keptVisibility: KeptVisibilityVersion },
  proofCtx: ProofContext,
): Promise<AuthContext> {
  const { payload } = await verifyServerJwt(keys, input.accessToken, ACCESS_TOKEN_TYP);
  const jkt = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.did !== 'string' || typeof jkt !== 'string') {
    throw new AuthFailure('invalid', 'the access token lacks sub, sid, did or cnf.jkt');
  }
  const principalId = tokenId(payload.sub, 'sub');
  const sessionId = tokenId(payload.sid, 'sid');
  // A UUID in either case names the same device (RFC 9562). In lower case, as PostgreSQL prints it,
  // also for a token signed before device IDs were stored so: the connection's keys and every row
  // and notice agree (D277).
  const deviceId = tokenId(payload.did, 'did').toLowerCase();
  if (input.deviceId !== undefined && input.deviceId.toLowerCase() !== deviceId) throw new AuthFailure('invalid', 'device_id does not match the token');
  if (!input.proof) throw new AuthFailure('invalid', 'a DPoP proof is required');
  // A proof by another key than the token's is refused before its ID is remembered.
  const proof = await verifyDpopProof(input.proof, { ...proofCtx, accessToken: input.accessToken, jkt });
  const digest = spendDigest(proofCtx, proof);
  // The proof's ID is spent for the whole cluster in the same round trip as the check (D47).
  const row = await checks.person.check({ principalId, deviceId, sessionId, digest, ttlMs: proofCtx.proofIdTtlMs, knownVv: input.keptVisibility(principalId) ?? null });
  checkProofSpent(digest, row);
  const principal = checkPrincipal(row);
  if (!row!.device_state || row!.device_jkt !== jkt) throw new AuthFailure('invalid', 'the device is unknown or has another key');
  if (row!.device_state === 'revoked') throw new AuthFailure('revoked', 'the device was revoked');
  // A pending device may ask only for its own state (6.4: 4016, the client polls GET /devices/{id}).
  if (row!.device_state === 'pending' && !input.allowPendingDevice) throw new AuthFailure('pending', 'the device is waiting for approval');
  if (row!.session_revoked !== false || row!.session_principal !== payload.sub) throw new AuthFailure('revoked', 'the session was revoked or has ended');
  return { principalId, kind: principal.kind, sessionId, deviceId, expiresAt: (payload.exp ?? 0) * 1000, ...principalPart(principalId, principal) };
}

/** An agent or app: API token, with a DPoP proof when the token is bound to a key (6.3). */
export async function authenticateApiToken(
  checks: TokenChecks,
  keys: ServerKeys,
  input: { apiToken: string; proof?: string; keptVisibility: KeptVisibilityVersion },
  proofCtx: ProofContext,
): Promise<AuthContext> {
  const { payload } = await verifyServerJwt(keys, input.apiToken, API_TOKEN_TYP);
  if (typeof payload.sub !== 'string' || typeof payload.tid !== 'string') throw new AuthFailure('invalid', 'the API token lacks sub or tid');
  const principalId = tokenId(payload.sub, 'sub');
  const apiTokenId = tokenId(payload.tid, 'tid');
  const jkt = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
  let proof: { jkt: string; jti: string } | undefined;
  if (typeof jkt === 'string') {
    if (!input.proof) throw new AuthFailure('invalid', 'this API token needs a DPoP proof');
    proof = await verifyDpopProof(input.proof, { ...proofCtx, accessToken: input.apiToken, jkt });
  } else if (input.proof !== undefined && !proofCtx.unboundProofIgnored) {
    // D508: an unbound token needs no proof (D106), but one that is sent is checked as every proof is
    // (RFC 9449 4.3: signature, htm, htu, iat, nonce, ath, not replayed), with any key: a client that
    // believes its token bound, or sends a broken proof, hears it instead of being served unproven.
    proof = await verifyDpopProof(input.proof, { ...proofCtx, accessToken: input.apiToken });
  }
  const digest = spendDigest(proofCtx, proof);
  const row = await checks.apiToken.check({ principalId, tokenId: apiTokenId, digest, ttlMs: proofCtx.proofIdTtlMs, knownVv: input.keptVisibility(principalId) ?? null });
  checkProofSpent(digest, row);
  const principal = checkPrincipal(row);
  if (row!.token_revoked !== false) throw new AuthFailure('revoked', 'the API token was revoked');
  if (principal.kind === 'user') throw new AuthFailure('invalid', 'API tokens belong to agents and apps');
  return { principalId, kind: principal.kind, apiTokenId, expiresAt: (payload.exp ?? 0) * 1000, ...principalPart(principalId, principal) };
}

/** Registers a device with its DPoP public key and opens a session: the dev CLI's login (the full flow is 08-identity's). */
export async function issueDeviceSession(
  db: Queryable,
  keys: ServerKeys,
  input: { principalId: string; publicJwk: JWK; deviceId?: string; deviceName?: string; ttlMs: number; state?: 'active' | 'pending' },
): Promise<{ accessToken: string; expiresAt: number; deviceId: string; sessionId: string; jkt: string }> {
  refuseUnusableKey(input.publicJwk);
  const jkt = await calculateJwkThumbprint(input.publicJwk);
  // In the lower case that PostgreSQL's uuid type prints: the token's did is then the spelling of every
  // row and notice (the device's claim reaches other nodes as text, D275), whatever the client sent.
  const deviceId = (input.deviceId ?? uuidv7()).toLowerCase();
  const { rows } = await db.query<{ jkt: string }>(
    `INSERT INTO devices (id, principal_id, name, jkt, public_jwk, state) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id RETURNING jkt`,
    [deviceId, input.principalId, input.deviceName ?? '', jkt, input.publicJwk, input.state ?? 'active'],
  );
  if (rows[0]?.jkt !== jkt) throw new AuthFailure('invalid', 'this device is registered with another key');
  const sessionId = uuidv7();
  await db.query(`INSERT INTO sessions (id, principal_id, device_id, expires_at) VALUES ($1, $2, $3, now() + interval '30 days')`, [sessionId, input.principalId, deviceId]);
  const { token, expiresAt } = await signAccessToken(keys, { principalId: input.principalId, sessionId, deviceId, jkt, ttlMs: input.ttlMs });
  return { accessToken: token, expiresAt, deviceId, sessionId, jkt };
}
