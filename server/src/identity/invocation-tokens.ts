// Invocation tokens (15.3, R-SY-07, R-SY-08, R-SY-17; D85): a JWS signed with
// the server's invocation key (EdDSA, published in /jwks.json), made afresh for
// every delivery of an invocation and never stored in the log. The adapter
// verifies it against the JWKS; the server checks it again on run.start and
// run.token.renew. A token is a secret: it goes into no log line, event,
// recording or error message.
// The header's typ (INVOCATION_TOKEN_TYP) is the contract's: the media type of the envelope's invocation_token (D526).
import { INVOCATION_TOKEN_TYP, type AgentInfo, type AgentInvocationV1 } from '@bothy/generated';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { uuidv7 } from '../internal/uuid.ts';
import type { ServerKeys } from './keys.ts';
import { ISSUER } from './tokens.ts';

/** The tool classes of the contract, lowest first (toolClassRank). */
export const TOOL_CLASSES = ['none', 'read', 'write', 'execute'] as const satisfies readonly AgentInfo['tool_class'][];
export type ToolClass = (typeof TOOL_CLASSES)[number];
export type TriggerKind = AgentInvocationV1['trigger_kind'];

/** The claims of 05-actions section 5 as far as this chapter needs them (D85). */
export interface InvocationClaims {
  runId: string;
  threadId: string;
  /** The agent: the token's audience. */
  agentId: string;
  triggerKind: TriggerKind;
  /** The configured billing mode the adapter must report exactly (I3). */
  billingMode: string;
  /** The highest tool class the run may use. */
  toolClass: ToolClass;
}

export interface VerifiedInvocation extends InvocationClaims {
  jti: string;
  issuedAt: number;
  expiresAt: number;
}

export interface SignedInvocation {
  token: string;
  jti: string;
  expiresAt: number;
}

/** Why a token is refused; `superseded` is decided against the run, not here. */
export class InvocationTokenFailure extends Error {
  override readonly name = 'InvocationTokenFailure';
  constructor(readonly reason: 'expired' | 'invalid', message: string) {
    super(message);
  }
}

export async function signInvocationToken(keys: ServerKeys, claims: InvocationClaims, ttlMs: number): Promise<SignedInvocation> {
  const jti = uuidv7();
  const expiresAt = Math.floor((Date.now() + ttlMs) / 1000) * 1000;
  const token = await new SignJWT({
    run_id: claims.runId,
    thread_id: claims.threadId,
    trigger_kind: claims.triggerKind,
    billing_mode: claims.billingMode,
    tool_class: claims.toolClass,
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: INVOCATION_TOKEN_TYP, kid: keys.invocationToken.kid })
    .setIssuer(ISSUER)
    .setAudience(claims.agentId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(expiresAt / 1000)
    .sign(keys.invocationToken.privateKey);
  return { token, jti, expiresAt };
}

function claimsOf(payload: JWTPayload): VerifiedInvocation {
  const p = payload as Record<string, unknown>;
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : undefined);
  const runId = str('run_id');
  const threadId = str('thread_id');
  const triggerKind = str('trigger_kind') as TriggerKind | undefined;
  const billingMode = str('billing_mode');
  const toolClass = str('tool_class') as ToolClass | undefined;
  const aud = typeof payload.aud === 'string' ? payload.aud : undefined;
  if (!runId || !threadId || !triggerKind || billingMode === undefined || !toolClass || !TOOL_CLASSES.includes(toolClass) || !aud || !payload.jti || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') {
    throw new InvocationTokenFailure('invalid', 'the invocation token lacks a claim');
  }
  return { runId, threadId, agentId: aud, triggerKind, billingMode, toolClass, jti: payload.jti, issuedAt: payload.iat * 1000, expiresAt: payload.exp * 1000 };
}

/**
 * Signature, typ, issuer, audience (the calling agent) and, unless
 * `ignoreExpiry` (run.token.renew checks the old token without it), expiry.
 */
export async function verifyInvocationToken(keys: ServerKeys, token: string, expect: { agentId: string; ignoreExpiry?: boolean }): Promise<VerifiedInvocation> {
  try {
    const { payload } = await jwtVerify(token, keys.invocationToken.publicKey, { issuer: ISSUER, audience: expect.agentId, typ: INVOCATION_TOKEN_TYP, algorithms: ['EdDSA'] });
    return claimsOf(payload);
  } catch (err) {
    if (err instanceof InvocationTokenFailure) throw err;
    // jose checks the signature, issuer and audience before the expiry, so an expired token's claims are verified ones.
    if (err instanceof joseErrors.JWTExpired) {
      if (expect.ignoreExpiry) return claimsOf(err.payload);
      throw new InvocationTokenFailure('expired', 'the invocation token has expired');
    }
    throw new InvocationTokenFailure('invalid', 'the invocation token is not valid');
  }
}

export function toolClassRank(c: string): number {
  return TOOL_CLASSES.indexOf(c as ToolClass);
}
