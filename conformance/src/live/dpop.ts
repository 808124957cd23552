// DPoP proofs (RFC 9449) for the live mode: an ES256 device key and compact
// JWS proofs, with node:crypto only. The gateway wants one in identify (htm GET,
// htu the http(s) form of the gateway URL, nonce from hello, ath the token
// hash, 6.3); REST wants one per request, with the nonce of the last
// use_dpop_nonce answer.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, type JsonWebKey, type KeyObject } from 'node:crypto';

export interface DpopKey {
  privateKey: KeyObject;
  /** The public key as a JWK: kty, crv, x, y. */
  publicJwk: JsonWebKey;
}

function publicJwkOf(key: KeyObject): JsonWebKey {
  const { kty, crv, x, y } = key.export({ format: 'jwk' });
  return { kty, crv, x, y };
}

export function generateDpopKey(): DpopKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey, publicJwk: publicJwkOf(publicKey) };
}

/** A key handed over as a private JWK (for example a dev-token command's credentials file). */
export function importDpopKey(privateJwk: JsonWebKey): DpopKey {
  const privateKey = createPrivateKey({ key: privateJwk, format: 'jwk' });
  return { privateKey, publicJwk: publicJwkOf(createPublicKey(privateKey)) };
}

/** ath: base64url of the SHA-256 of the access token. */
export function accessTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface ProofClaims {
  htm: string;
  htu: string;
  token: string;
  nonce?: string;
}

export function dpopProof(key: DpopKey, claims: ProofClaims): string {
  const header = { alg: 'ES256', typ: 'dpop+jwt', jwk: key.publicJwk };
  const payload = {
    htm: claims.htm,
    htu: claims.htu,
    jti: randomUUID(),
    iat: Math.floor(Date.now() / 1_000),
    ath: accessTokenHash(claims.token),
    ...(claims.nonce ? { nonce: claims.nonce } : {}),
  };
  const input = `${part(header)}.${part(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
