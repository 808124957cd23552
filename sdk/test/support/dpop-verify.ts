// Checks a DPoP proof the way a server does (RFC 9449, 4.3), with jose.
import { base64url, calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import { createHash } from 'node:crypto';

export interface VerifiedProof {
  jkt: string;
  payload: Record<string, unknown>;
}

export async function verifyDpopProof(
  proof: string,
  expect: { htm: string; htu: string; nonce?: string; accessToken?: string },
): Promise<VerifiedProof> {
  const header = decodeProtectedHeader(proof);
  if (header.typ !== 'dpop+jwt') throw new Error(`typ ${String(header.typ)}`);
  if (header.alg !== 'ES256') throw new Error(`alg ${String(header.alg)}`);
  const { payload } = await jwtVerify(proof, EmbeddedJWK, { typ: 'dpop+jwt', maxTokenAge: '60s' });
  if (payload['htm'] !== expect.htm) throw new Error(`htm ${String(payload['htm'])} != ${expect.htm}`);
  if (payload['htu'] !== expect.htu) throw new Error(`htu ${String(payload['htu'])} != ${expect.htu}`);
  if (typeof payload.jti !== 'string' || payload.jti.length < 16) throw new Error('jti missing');
  if (expect.nonce !== undefined && payload['nonce'] !== expect.nonce) throw new Error(`nonce ${String(payload['nonce'])} != ${expect.nonce}`);
  if (expect.accessToken !== undefined) {
    const ath = base64url.encode(createHash('sha256').update(expect.accessToken).digest());
    if (payload['ath'] !== ath) throw new Error('ath does not match the access token');
  }
  const jkt = await calculateJwkThumbprint(header.jwk as JWK, 'sha256');
  return { jkt, payload };
}
