import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calculateJwkThumbprint, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { generateDpopKey, loadOrCreateDpopKey, MemoryDpopKeyStore } from '../../src/dpop/key.ts';
import { FileDpopKeyStore } from '../../src/node/file-stores.ts';
import { createDpopProof, gatewayHtu, htuOf } from '../../src/dpop/proof.ts';
import { verifyDpopProof } from '../support/dpop-verify.ts';

describe('DPoP key of a device (RFC 9449, 6.3)', () => {
  it('keeps the private key non-extractable by default', async () => {
    const key = await generateDpopKey();
    expect(key.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', key.privateKey)).rejects.toThrow();
    expect(key.publicJwk).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String) });
  });

  it('names the key by its RFC 7638 thumbprint (jkt)', async () => {
    const key = await generateDpopKey();
    expect(key.jkt).toBe(await calculateJwkThumbprint(key.publicJwk, 'sha256'));
    expect(key.jkt).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps one key per device across restarts (file store, mode 0600)', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'bothy-dpop-')), 'device.jwk');
    const first = await loadOrCreateDpopKey(new FileDpopKeyStore(file));
    const again = await loadOrCreateDpopKey(new FileDpopKeyStore(file));
    expect(again.jkt).toBe(first.jkt);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('d');
    // The loaded private key signs proofs that verify against the original public key.
    const proof = await createDpopProof({ key: again, htm: 'GET', htu: 'https://h/x' });
    expect((await verifyDpopProof(proof, { htm: 'GET', htu: 'https://h/x' })).jkt).toBe(first.jkt);
  });

  it('creates the key once in a memory store', async () => {
    const store = new MemoryDpopKeyStore();
    const a = await loadOrCreateDpopKey(store);
    const b = await loadOrCreateDpopKey(store);
    expect(b).toBe(a);
  });
});

describe('DPoP proofs (RFC 9449, 4)', () => {
  it('signs typ dpop+jwt with the public JWK in the header, jti, iat, htm, htu, nonce and ath', async () => {
    const key = await generateDpopKey();
    const proof = await createDpopProof({ key, htm: 'POST', htu: 'https://chat.example.com/api/v1/threads/t/messages', nonce: 'n-1', accessToken: 'token-abc' });
    const header = decodeProtectedHeader(proof);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'dpop+jwt', jwk: key.publicJwk });
    const claims = decodeJwt(proof);
    expect(claims.iat).toBeCloseTo(Date.now() / 1000, -1);
    const verified = await verifyDpopProof(proof, {
      htm: 'POST',
      htu: 'https://chat.example.com/api/v1/threads/t/messages',
      nonce: 'n-1',
      accessToken: 'token-abc',
    });
    expect(verified.jkt).toBe(key.jkt);
  });

  it('uses a fresh jti on every proof', async () => {
    const key = await generateDpopKey();
    const jtis = await Promise.all([1, 2, 3].map(async () => decodeJwt(await createDpopProof({ key, htm: 'GET', htu: 'https://h/' })).jti));
    expect(new Set(jtis).size).toBe(3);
  });

  it('fails verification when the token does not match ath (twin of the ath check)', async () => {
    const key = await generateDpopKey();
    const proof = await createDpopProof({ key, htm: 'GET', htu: 'https://h/', accessToken: 'right' });
    await expect(verifyDpopProof(proof, { htm: 'GET', htu: 'https://h/', accessToken: 'wrong' })).rejects.toThrow(/ath/);
  });

  it('htu drops query and fragment', () => {
    expect(htuOf('https://h.example/api/v1/events?after=3#x')).toBe('https://h.example/api/v1/events');
  });

  it('the gateway proof uses the HTTPS form of the gateway URL (6.3)', () => {
    expect(gatewayHtu('wss://chat.example.com/api/v1/gateway')).toBe('https://chat.example.com/api/v1/gateway');
    expect(gatewayHtu('ws://127.0.0.1:4000/api/v1/gateway?v=1')).toBe('http://127.0.0.1:4000/api/v1/gateway');
  });
});
