import { ProblemCode } from '@bothy/generated';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, useTestServer, type TestClient } from '../support/server.ts';
import { DEV_TTL_MAX_SECONDS } from '../../src/identity/dev.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';

let sam: TestClient;

const t = useTestServer();
beforeAll(async () => {
  sam = await t.client('sam');
});

const code = (r: { body: unknown }) => (r.body as { code?: string }).code;
const events = (c: TestClient, o = {}) => c.request('GET', '/api/v1/events?after=0&limit=1', o);

describe('DPoP-bound REST requests (6.3, RFC 9449)', () => {
  it('accepts a valid proof with the server nonce, and hands out a DPoP-Nonce on every answer', async () => {
    const r = await events(sam);
    expect(r.status).toBe(200);
    expect(r.headers.get('dpop-nonce')).toBeTruthy();
  });

  it('asks for a nonce first: 401 use_dpop_nonce with a DPoP-Nonce header (RFC 9449, 8)', async () => {
    const c = await t.client('sam');
    const r = await events(c, { noNonceRetry: true });
    expect(r.status).toBe(401);
    expect(code(r)).toBe('use_dpop_nonce');
    expect(r.headers.get('www-authenticate')).toContain('use_dpop_nonce');
    expect(r.headers.get('dpop-nonce')).toBeTruthy();
  });

  it('refuses a request without a proof, with a bearer token, with a proof for another URL or method, and a replayed proof', async () => {
    expect(code(await events(sam, { noProof: true }))).toBe('authentication_failed');
    const bearer = await sam.request('GET', '/api/v1/events?after=0', { headers: { authorization: `Bearer ${sam.accessToken}` } });
    expect(bearer.status).toBe(401);
    expect(code(await events(sam, { proofHtu: `${t.server.url}/api/v1/other` }))).toBe('authentication_failed');
    expect(code(await events(sam, { proofHtm: 'POST' }))).toBe('authentication_failed');
    expect((await events(sam)).status).toBe(200);
    const replay = await events(sam, { proof: sam.lastProof });
    expect(replay.status).toBe(401);
    expect(code(replay)).toBe('authentication_failed');
  });

  it('refuses a proof signed by another key than the token is bound to (cnf.jkt)', async () => {
    const other = await t.client('sam');
    const r = await sam.request('GET', '/api/v1/events?after=0', { proof: await other.proofFor('GET', `${t.server.url}/api/v1/events`, sam.nonce, sam.accessToken) });
    expect(r.status).toBe(401);
    expect(code(r)).toBe('authentication_failed');
  });

  it('answers an expired token with token_expired', async () => {
    const c = await t.client('sam');
    const payload = JSON.parse(Buffer.from(c.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    c.accessToken = await new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid: t.server.ctx.keys.accessToken.kid })
      .sign(t.server.ctx.keys.accessToken.privateKey);
    expect(code(await events(c))).toBe('token_expired');
  });

  it('refuses a token at its expiry although it was accepted a moment before (the server keeps verified tokens)', async () => {
    const c = await t.client('sam');
    const payload = JSON.parse(Buffer.from(c.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const exp = Math.floor(Date.now() / 1000) + 2;
    c.accessToken = await new SignJWT({ ...payload, exp })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid: t.server.ctx.keys.accessToken.kid })
      .sign(t.server.ctx.keys.accessToken.privateKey);
    expect((await events(c)).status).toBe(200);
    expect((await events(c)).status).toBe(200);
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
    expect(code(await events(c))).toBe(ProblemCode.TokenExpired);
  });

  it('stops a revoked session, device or principal at once (8.5)', async () => {
    const a = await t.client('sam');
    expect((await events(a)).status).toBe(200);
    await t.db.pool.query('UPDATE sessions SET revoked_at = now() WHERE device_id = $1', [a.deviceId]);
    expect(code(await events(a))).toBe('revoked');
    const b = await t.client('sam');
    await t.db.pool.query(`UPDATE devices SET state = 'revoked' WHERE id = $1`, [b.deviceId]);
    expect(code(await events(b))).toBe('revoked');
  });

  it('answers a device waiting for approval with 403 device_pending, but lets it read its own state (6.4: 4016)', async () => {
    const c = await t.client('sam', { deviceState: 'pending' });
    const r = await events(c);
    expect(r.status).toBe(403);
    expect(code(r)).toBe('device_pending');
    const own = await c.request<{ state: string }>('GET', `/api/v1/devices/${c.deviceId}`);
    expect(own.status).toBe(200);
    expect(own.body.state).toBe('pending');
    await t.db.pool.query(`UPDATE devices SET state = 'active' WHERE id = $1`, [c.deviceId]);
    expect((await c.request<{ state: string }>('GET', `/api/v1/devices/${c.deviceId}`)).body.state).toBe('active');
    expect((await events(c)).status).toBe(200);
  });
});

describe('browsers on an allowed origin', () => {
  it('answers a CORS preflight from an origin of server.allowed_origins, and not from another', async () => {
    const s = await startTestServer({ 'server.allowed_origins': 'https://app.example' });
    try {
      const ok = await fetch(`${s.server.url}/api/v1/events?after=0`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, dpop' } });
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect(ok.headers.get('access-control-allow-headers')).toContain('DPoP');
      const other = await fetch(`${s.server.url}/api/v1/events?after=0`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await s.close();
    }
  });
});

describe('problem details for bad input (RFC 9457)', () => {
  it('answers malformed JSON, a wrong content type, an unknown route and a bad parameter with a problem document', async () => {
    const bad = await sam.request('POST', `/api/v1/threads/${t.ids.welcomeThread}/messages`, { body: '{"client_msg_id":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(code(bad)).toBe(ProblemCode.ValidationFailed);
    const text = await sam.request('POST', `/api/v1/threads/${t.ids.welcomeThread}/messages`, { body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(code(text)).toBe('unsupported_media_type');
    const none = await sam.request('GET', '/api/v1/nowhere');
    expect(none.status).toBe(404);
    expect(none.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const param = await sam.request('GET', '/api/v1/events?after=-1');
    expect(code(param)).toBe(ProblemCode.ValidationFailed);
    // A limit past the contract's maximum (listThreadMessages: 500) is refused, not cut to it.
    const past = await sam.request('GET', `/api/v1/threads/${t.ids.welcomeThread}/messages?limit=501`);
    expect([past.status, code(past)]).toEqual([400, ProblemCode.ValidationFailed]);
    expect((await sam.request('GET', `/api/v1/threads/${t.ids.welcomeThread}/messages?limit=500`)).status).toBe(200);
    const field = await sam.request<{ errors: { pointer: string }[] }>('POST', `/api/v1/threads/${t.ids.welcomeThread}/messages`, { body: { client_msg_id: '01937f4a-9c00-7000-8000-000000000001', content_md: 'x', colour: 'red' } });
    expect(field.status).toBe(400);
    expect(field.body.errors.length).toBeGreaterThan(0);
  });

  it('answers the dev endpoints a key no DPoP proof can use, or a lifetime past a year, with 400 at the field, storing nothing (D332)', async () => {
    const { publicKey } = await generateKeyPair('ES256');
    const good = await exportJWK(publicKey);
    const post = async (path: string, body: Record<string, unknown>) => {
      const r = await fetch(`${t.server.url}/api/v1/dev/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: r.status, body: (await r.json()) as { code?: string; errors?: { pointer: string }[] } };
    };
    const devices = async () => Number((await t.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM devices')).rows[0]!.n);
    const before = await devices();
    const keys = [{}, { kty: 'EC', crv: 'P-256', x: 1, y: 2 }, { kty: 1 }, { ...good, crv: 'P-521' }, { kty: 'oct', k: 'AAAA' }, { ...good, x: 'AAAA' }, { ...good, d: 'AAAA' }];
    for (const public_jwk of keys) {
      for (const [path, principal] of [['tokens', 'sam'], ['api-tokens', 'helper']] as const) {
        const r = await post(path, { principal, public_jwk });
        expect([r.status, r.body.code, r.body.errors?.[0]?.pointer], `${path} ${JSON.stringify(public_jwk)}`).toEqual([400, ProblemCode.ValidationFailed, '/public_jwk']);
      }
    }
    for (const [path, principal] of [['tokens', 'sam'], ['api-tokens', 'helper']] as const) {
      for (const ttl_seconds of [DEV_TTL_MAX_SECONDS + 1, 10_000_000_000_000]) {
        const r = await post(path, { principal, public_jwk: good, ttl_seconds });
        expect([r.status, r.body.code, r.body.errors?.[0]?.pointer], `${path} ${ttl_seconds}`).toEqual([400, ProblemCode.ValidationFailed, '/ttl_seconds']);
      }
    }
    expect(await devices()).toBe(before);
    expect((await post('tokens', { principal: 'sam', public_jwk: good, ttl_seconds: 60 })).status).toBe(201);
    // A year exactly is the longest lifetime taken (D332).
    for (const [path, principal] of [['tokens', 'sam'], ['api-tokens', 'helper']] as const) {
      const yearly = (await post(path, { principal, public_jwk: good, ttl_seconds: DEV_TTL_MAX_SECONDS })) as { status: number; body: { expires_at?: string } };
      expect(yearly.status, path).toBe(201);
      expect(Math.abs(Date.parse(yearly.body.expires_at!) - (Date.now() + DEV_TTL_MAX_SECONDS * 1000)), path).toBeLessThan(60_000);
    }
    // A handle shaped like a UUID but not one (its letters are not hex) is looked up as a handle, not
    // handed to PostgreSQL as an ID it refuses.
    const lookalike = 'wxyzwxyz-wxyz-wxyz-wxyz-wxyzwxyzwxyz';
    const id = uuidv7();
    await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, $2)`, [id, lookalike]);
    const found = await post('tokens', { principal: lookalike, public_jwk: good });
    expect([found.status, (found.body as { principal?: { id: string } }).principal?.id]).toEqual([201, id]);
  });

  it('answers a thread the reader cannot see like one that does not exist (no leak)', async () => {
    const r = await sam.postMessage('01937f4a-9c00-7000-8000-0000000000ff', 'hello?');
    expect(r.status).toBe(404);
  });
});
