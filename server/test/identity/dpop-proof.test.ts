import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessTokenHash, JtiCache, verifyDpopProof } from '../../src/identity/dpop.ts';

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
