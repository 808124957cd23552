import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessTokenHash, DPOP_JTI_MAX_LENGTH, JtiCache, verifyDpopProof } from '../../src/identity/dpop.ts';

const HTU = 'https://bothy.test/api/v1/events';

async function proof(jti: string, token: string) {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = await exportJWK(publicKey);
  const text = await new SignJWT({ htm: 'GET', htu: HTU, jti, ath: accessTokenHash(token) })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
    .setIssuedAt()
    .sign(privateKey);
  return { text, jkt: await calculateJwkThumbprint(jwk) };
}

describe('DPoP proofs bound to a token (6.3, RFC 9449)', () => {
  it('refuses a proof by another key than the token is bound to before spending its ID', async () => {
    const jti = new JtiCache(60_000);
    const expect_ = { htm: 'GET', htu: HTU, accessToken: 'token', nonceOk: () => true, maxAgeMs: 60_000, jti };
    const p = await proof(randomUUID(), 'token');
    await expect(verifyDpopProof(p.text, { ...expect_, jkt: 'another key' })).rejects.toThrow(/not the key the token is bound to/);
    expect(jti.size).toBe(0);
    await expect(verifyDpopProof(p.text, { ...expect_, jkt: p.jkt })).resolves.toMatchObject({ jkt: p.jkt });
    expect(jti.size).toBe(1);
    await expect(verifyDpopProof(p.text, { ...expect_, jkt: p.jkt })).rejects.toThrow(/already used/);
  });
});

describe('a DPoP jti is bounded in length (RFC 9449 4.2; what the replay cache keeps)', () => {
  it(`takes a jti of ${DPOP_JTI_MAX_LENGTH} characters and refuses one longer as invalid, keeping nothing of it`, async () => {
    const jti = new JtiCache(60_000);
    const expect_ = { htm: 'GET', htu: HTU, accessToken: 'token', nonceOk: () => true, maxAgeMs: 60_000, jti };
    const long = await proof('x'.repeat(DPOP_JTI_MAX_LENGTH + 1), 'token');
    await expect(verifyDpopProof(long.text, { ...expect_, jkt: long.jkt })).rejects.toMatchObject({ name: 'AuthFailure', message: expect.stringMatching(/jti is longer than/) });
    const huge = await proof('x'.repeat(700_000), 'token');
    await expect(verifyDpopProof(huge.text, { ...expect_, jkt: huge.jkt })).rejects.toThrow(/jti is longer than/);
    expect(jti.size).toBe(0);
    const fits = await proof('y'.repeat(DPOP_JTI_MAX_LENGTH), 'token');
    await expect(verifyDpopProof(fits.text, { ...expect_, jkt: fits.jkt })).resolves.toMatchObject({ jkt: fits.jkt });
    expect(jti.size).toBe(1);
  });
});
