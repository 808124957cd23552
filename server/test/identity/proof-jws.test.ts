import { createHash, createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthFailure } from '../../src/identity/errors.ts';
import { DPOP_ALGORITHMS, proofKeyThumbprint, verifyProofJws } from '../../src/identity/dpop.ts';

// The DPoP proof as a JWS (RFC 9449 section 4.2 and 4.3, RFC 7515, RFC 7518): every proof the
// check accepts was signed by the private half of the key in its own header, with an allowed
// algorithm that fits that key. D274: the check runs on node:crypto, not on jose's jwtVerify; jose
// (WebCrypto) signs the proofs here, so the two implementations meet in every accepted case.

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const claims = () => ({ htm: 'POST', htu: 'https://bothy.test/api/v1/x', jti: `jti-${Math.random()}`, iat: Math.floor(Date.now() / 1000) });

interface Signer {
  alg: string;
  jwk: JWK;
  sign: (payload?: Record<string, unknown>, header?: Record<string, unknown>) => Promise<string>;
}

async function signer(alg: string, options: Record<string, unknown> = {}): Promise<Signer> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true, ...options });
  const jwk = await exportJWK(publicKey);
  return {
    alg,
    jwk,
    sign: (payload = claims(), header = {}) => new SignJWT(payload).setProtectedHeader({ alg, typ: 'dpop+jwt', jwk, ...header }).sign(privateKey),
  };
}

/** A compact JWS put together by hand: header and payload as given, signed by `key` over them (node:crypto). */
function handMade(header: Record<string, unknown>, payload: Record<string, unknown> | string, key: KeyObject, digest: string | null = 'sha256'): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign(digest, Buffer.from(input), digest ? { key, dsaEncoding: 'ieee-p1363' } : key).toString('base64url')}`;
}

async function refused(proof: string, check = verifyProofJws): Promise<string> {
  try {
    await check(proof);
  } catch (err) {
    expect(err).toBeInstanceOf(AuthFailure);
    return (err as Error).message;
  }
  return 'accepted';
}

const signers: Record<string, Signer> = {};
beforeAll(async () => {
  for (const alg of DPOP_ALGORITHMS) signers[alg] = await signer(alg, alg === 'EdDSA' ? { crv: 'Ed25519' } : {});
});

describe('a DPoP proof is a JWS its own key signed (RFC 9449 4.2, 4.3; D274)', () => {
  it('accepts a proof of every allowed algorithm, signed by jose, and names the key and its thumbprint', async () => {
    for (const alg of DPOP_ALGORITHMS) {
      const s = signers[alg]!;
      const got = await verifyProofJws(await s.sign());
      expect(got.header.alg, alg).toBe(alg);
      expect(got.jwk.kty).toBe(s.jwk.kty);
      expect(got.jkt).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(got.payload.htm).toBe('POST');
    }
  });

  it('refuses a proof whose payload or header was changed after signing', async () => {
    for (const alg of DPOP_ALGORITHMS) {
      const [h, , sig] = (await signers[alg]!.sign()).split('.');
      expect(await refused(`${h}.${b64({ ...claims(), htm: 'DELETE' })}.${sig}`), alg).toMatch(/does not verify/);
      const other = await signers[alg]!.sign();
      expect(await refused(`${other.split('.')[0]}.${(await signers[alg]!.sign()).split('.')[1]}.${sig}`), alg).toMatch(/does not verify/);
    }
  });

  it('refuses a proof signed by another key than the one in its header', async () => {
    const mine = signers.ES256!;
    const theirs = await signer('ES256');
    const forged = await theirs.sign(claims(), { jwk: mine.jwk });
    expect(await refused(forged)).toMatch(/does not verify/);
  });

  it('refuses alg none, a MAC, an unknown alg, and an alg that does not fit the key', async () => {
    const jwk = signers.ES256!.jwk;
    const payload = b64(claims());
    expect(await refused(`${b64({ alg: 'none', typ: 'dpop+jwt', jwk })}.${payload}.`)).toMatch(/compact form|alg/);
    expect(await refused(`${b64({ alg: 'none', typ: 'dpop+jwt', jwk })}.${payload}.AA`)).toMatch(/alg is not one of/);
    const hs = `${b64({ alg: 'HS256', typ: 'dpop+jwt', jwk })}.${payload}`;
    expect(await refused(`${hs}.${createHmac('sha256', 'secret').update(hs).digest('base64url')}`)).toMatch(/alg is not one of/);
    expect(await refused(`${b64({ alg: 'ES512', typ: 'dpop+jwt', jwk })}.${payload}.AA`)).toMatch(/alg is not one of/);
    // An ES256 key named as ES384, an EC key named as RS256, an RSA key named as ES256.
    for (const [alg, key] of [['ES384', signers.ES256!.jwk], ['RS256', signers.ES256!.jwk], ['ES256', signers.RS256!.jwk], ['EdDSA', signers.ES256!.jwk]] as const) {
      expect(await refused(`${b64({ alg, typ: 'dpop+jwt', jwk: key })}.${payload}.AA`), `${alg} with ${key.kty}`).toMatch(/does not fit/);
    }
  });

  it('refuses a key whose members are not strings, and an Ed448 key (as jose did), with an auth refusal, never a server error', async () => {
    const payload = b64(claims());
    const jwk = signers.ES256!.jwk;
    expect(await refused(`${b64({ alg: 'ES256', typ: 'dpop+jwt', jwk: { ...jwk, crv: { toString: 1 } } })}.${payload}.AA`)).toMatch(/cannot be read/);
    expect(await refused(`${b64({ alg: 'ES256', typ: 'dpop+jwt', jwk: { ...jwk, x: 5 } })}.${payload}.AA`)).toMatch(/cannot be read/);
    const { privateKey, publicKey } = generateKeyPairSync('ed448');
    const ed448 = publicKey.export({ format: 'jwk' });
    expect(await refused(handMade({ alg: 'EdDSA', typ: 'dpop+jwt', jwk: ed448 }, claims(), privateKey, null))).toMatch(/does not fit/);
  });

  it('refuses an RSA key shorter than 2048 bits (RFC 7518 3.3)', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const jwk = publicKey.export({ format: 'jwk' });
    const header = { alg: 'RS256', typ: 'dpop+jwt', jwk };
    const input = `${b64(header)}.${b64(claims())}`;
    expect(await refused(`${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`)).toMatch(/shorter than 2048/);
  });

  it('refuses a wrong typ, a crit or b64 header, a missing or private jwk', async () => {
    const s = signers.ES256!;
    expect(await refused(await s.sign(claims(), { typ: 'JWT' }))).toMatch(/typ/);
    expect(await refused(await s.sign(claims(), { jwk: undefined }))).toMatch(/public key/);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const priv = privateKey.export({ format: 'jwk' });
    expect(await refused(handMade({ alg: 'ES256', typ: 'dpop+jwt', jwk: priv }, claims(), privateKey))).toMatch(/public key/);
    const pub = { kty: priv.kty, crv: priv.crv, x: priv.x, y: priv.y };
    expect(await refused(handMade({ alg: 'ES256', typ: 'dpop+jwt', jwk: pub, crit: ['exp'] }, claims(), privateKey))).toMatch(/crit, b64/);
    expect(await refused(handMade({ alg: 'ES256', typ: 'dpop+jwt', jwk: pub, b64: false }, claims(), privateKey))).toMatch(/crit, b64/);
    // The same hand-made proof without them is accepted: the refusals above are for the named cause.
    expect(await refused(handMade({ alg: 'ES256', typ: 'dpop+jwt', jwk: pub }, claims(), privateKey))).toBe('accepted');
  });

  it('refuses what is not a compact JWS, and a header or payload that is not a JSON object', async () => {
    const s = signers.ES256!;
    const good = await s.sign();
    for (const bad of ['', 'a.b', `${good}.x`, good.replace(/\./, '.+'), `${good.split('.')[0]}..${good.split('.')[2]}`]) expect(await refused(bad), bad.slice(0, 20)).toMatch(/compact form/);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const priv = privateKey.export({ format: 'jwk' });
    const jwk = { kty: priv.kty, crv: priv.crv, x: priv.x, y: priv.y };
    expect(await refused(handMade({ alg: 'ES256', typ: 'dpop+jwt', jwk }, '[1,2]', privateKey))).toMatch(/payload is not a JSON object/);
    expect(await refused(handMade({ alg: 'ES256', typ: 'dpop+jwt', jwk }, 'not json', privateKey))).toMatch(/payload is not JSON/);
    expect(await refused(`${b64('[]')}.${b64(claims())}.AA`)).toMatch(/header is not a JSON object/);
  });

  it('refuses an expired proof (exp) and one not valid yet (nbf) (RFC 7519 4.1.4, 4.1.5)', async () => {
    const s = signers.ES256!;
    const now = Math.floor(Date.now() / 1000);
    expect(await refused(await s.sign({ ...claims(), exp: now - 5 }))).toMatch(/expired/);
    expect(await refused(await s.sign({ ...claims(), nbf: now + 3600 }))).toMatch(/not valid yet/);
    expect(await refused(await s.sign({ ...claims(), exp: now + 60, nbf: now - 1 }))).toBe('accepted');
  });

  it('twin: a check that skips the signature accepts the forged proofs above, and the same assertions catch it', async () => {
    const skipsSignature = async (proof: string) => {
      const [h, p] = proof.split('.');
      return { header: JSON.parse(Buffer.from(h!, 'base64url').toString()), payload: JSON.parse(Buffer.from(p!, 'base64url').toString()), jwk: {}, jkt: '' };
    };
    const mine = signers.ES256!;
    const forged = await (await signer('ES256')).sign(claims(), { jwk: mine.jwk });
    expect(await refused(forged, skipsSignature as typeof verifyProofJws)).toBe('accepted');
    const [h, , sig] = (await mine.sign()).split('.');
    expect(await refused(`${h}.${b64({ ...claims(), htm: 'DELETE' })}.${sig}`, skipsSignature as typeof verifyProofJws)).toBe('accepted');
  });
});

describe('the proof key thumbprint (RFC 7638, RFC 9449 section 6.1: cnf.jkt)', () => {
  // The server writes jkt at registration with jose's calculateJwkThumbprint and compares the
  // proof's own thumbprint with it on every request: the two must agree for every key type.
  const KEYS: [string, Record<string, unknown>][] = [
    ['ES256', {}],
    ['ES384', {}],
    ['EdDSA', { crv: 'Ed25519' }],
    ['RS256', { modulusLength: 2048 }],
  ];

  /** A thumbprint that hashes the members in the key's own order, not RFC 7638's. */
  const unsorted = (jwk: JWK) => createHash('sha256').update(JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, n: jwk.n, e: jwk.e })).digest('base64url');

  it('is jose\'s thumbprint for EC, OKP and RSA keys, and the one a verified proof reports', async () => {
    for (const [alg, options] of KEYS) {
      const s = await signer(alg, options);
      const expected = await calculateJwkThumbprint(s.jwk);
      expect(proofKeyThumbprint(s.jwk), alg).toBe(expected);
      expect((await verifyProofJws(await s.sign())).jkt, alg).toBe(expected);
    }
  });

  it('leaves out the members RFC 7638 does not name (kid, alg, use, key_ops), as jose does', async () => {
    const s = await signer('ES256');
    const extra: JWK = { ...s.jwk, kid: 'k1', alg: 'ES256', use: 'sig', key_ops: ['verify'] };
    expect(proofKeyThumbprint(extra)).toBe(await calculateJwkThumbprint(extra));
    expect(proofKeyThumbprint(extra)).toBe(proofKeyThumbprint(s.jwk));
  });

  it('twin: members hashed in their own order give another thumbprint, and the same comparison catches it', async () => {
    for (const [alg, options] of KEYS) {
      const s = await signer(alg, options);
      expect(unsorted(s.jwk), alg).not.toBe(await calculateJwkThumbprint(s.jwk));
    }
  });
});
