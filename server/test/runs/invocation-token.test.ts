// Invocation tokens (15.3, R-SY-07, R-SY-08): EdDSA, typ agent-invocation+jwt,
// signed with the invocation key that /jwks.json publishes, valid for
// agent.invocation_token_ttl, with the claims of D85.
import { INVOCATION_TOKEN_TYP } from '@bothy/generated';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { InvocationTokenFailure, signInvocationToken, verifyInvocationToken } from '../../src/identity/invocation-tokens.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer } from '../support/server.ts';

const t = useTestServer({ 'agent.invocation_token_ttl': '2s' });

const claims = () => ({ runId: uuidv7(), threadId: uuidv7(), agentId: uuidv7(), triggerKind: 'mention' as const, billingMode: 'subscription', toolClass: 'read' as const });

describe('invocation tokens (15.3, R-SY-08)', () => {
  it('signs with EdDSA, typ agent-invocation+jwt and the invocation key, which /jwks.json publishes; the claims of D85', async () => {
    const c = claims();
    const ttl = t.server.ctx.config.spec['agent.invocation_token_ttl'];
    expect(ttl).toBe(2000);
    const signed = await signInvocationToken(t.server.ctx.keys, c, ttl);
    const header = decodeProtectedHeader(signed.token);
    expect(header).toEqual({ alg: 'EdDSA', typ: INVOCATION_TOKEN_TYP, kid: t.server.ctx.keys.invocationToken.kid });
    // What an adapter does: the JWKS of the server, no shared secret (R-SY-08).
    const jwks = (await (await fetch(`${t.server.url}/api/v1/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toContain(header.kid);
    expect(JSON.stringify(jwks)).not.toContain('"d"');
    const { payload } = await jwtVerify(signed.token, createLocalJWKSet(jwks as never), { typ: INVOCATION_TOKEN_TYP, algorithms: ['EdDSA'], audience: c.agentId });
    expect(payload).toEqual({
      iss: 'bothy',
      aud: c.agentId,
      run_id: c.runId,
      thread_id: c.threadId,
      trigger_kind: 'mention',
      billing_mode: 'subscription',
      tool_class: 'read',
      jti: signed.jti,
      iat: expect.any(Number),
      exp: signed.expiresAt / 1000,
    });
    expect(payload.exp! - payload.iat!).toBeGreaterThanOrEqual(1);
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(2);
  });

  it('is made afresh each time: a new jti per token (R-SY-07)', async () => {
    const c = claims();
    const a = await signInvocationToken(t.server.ctx.keys, c, 60_000);
    const b = await signInvocationToken(t.server.ctx.keys, c, 60_000);
    expect(a.jti).not.toBe(b.jti);
  });

  it('verifies for its audience only, refuses another typ, another key, and an expired one unless the expiry is ignored (renew)', async () => {
    const keys = t.server.ctx.keys;
    const c = claims();
    const ok = await signInvocationToken(keys, c, 60_000);
    expect((await verifyInvocationToken(keys, ok.token, { agentId: c.agentId })).jti).toBe(ok.jti);
    const reasonOf = (p: Promise<unknown>) => p.then(() => 'passed', (e: unknown) => (e instanceof InvocationTokenFailure ? e.reason : String(e)));
    expect(await reasonOf(verifyInvocationToken(keys, ok.token, { agentId: uuidv7() }))).toBe('invalid');
    // An access-token-shaped JWT signed with the access key: another typ, another key.
    const other = await new SignJWT({ run_id: c.runId }).setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid: keys.accessToken.kid }).setAudience(c.agentId).setIssuer('bothy').setIssuedAt().setExpirationTime('1m').sign(keys.accessToken.privateKey);
    expect(await reasonOf(verifyInvocationToken(keys, other, { agentId: c.agentId }))).toBe('invalid');
    const forged = await new SignJWT({ run_id: c.runId, thread_id: c.threadId, trigger_kind: 'mention', billing_mode: 'x', tool_class: 'read' })
      .setProtectedHeader({ alg: 'EdDSA', typ: INVOCATION_TOKEN_TYP, kid: keys.invocationToken.kid }).setAudience(c.agentId).setIssuer('bothy').setJti(uuidv7()).setIssuedAt().setExpirationTime('1m')
      .sign((await generateKeyPair('EdDSA')).privateKey);
    expect(await reasonOf(verifyInvocationToken(keys, forged, { agentId: c.agentId }))).toBe('invalid');
    const expired = await signInvocationToken(keys, c, -5_000);
    expect(await reasonOf(verifyInvocationToken(keys, expired.token, { agentId: c.agentId }))).toBe('expired');
    expect((await verifyInvocationToken(keys, expired.token, { agentId: c.agentId, ignoreExpiry: true })).jti).toBe(expired.jti);
    // Without the expiry, the rest still holds: another audience stays invalid.
    expect(await reasonOf(verifyInvocationToken(keys, expired.token, { agentId: uuidv7(), ignoreExpiry: true }))).toBe('invalid');
  });
});
