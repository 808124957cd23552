// The server's own keys, kept in the database so that every node of a cluster
// signs and verifies with the same ones: EdDSA for access tokens, invocation
// tokens (R-SY-08) and webhook requests (D121), an HMAC secret for stateless DPoP nonces.
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Queryable } from '../db/queryable.ts';
import { uuidv7 } from '../internal/uuid.ts';

export type KeyUse = 'access_token' | 'invocation_token' | 'webhook' | 'dpop_nonce';

export interface SigningKey {
  kid: string;
  alg: 'EdDSA';
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export interface ServerKeys {
  accessToken: SigningKey;
  invocationToken: SigningKey;
  /** Signs webhook requests (15.6, D121). */
  webhook: SigningKey;
  nonceSecret: Buffer;
  /** Public keys by kid, for verification and the JWKS document. */
  publicJwks: JWK[];
}

async function ensureSigningKey(db: Queryable, use: Exclude<KeyUse, 'dpop_nonce'>): Promise<SigningKey> {
  const existing = await db.query<{ kid: string; public_jwk: JWK; private_jwk: JWK }>(
    `SELECT kid, public_jwk, private_jwk FROM signing_keys WHERE use = $1 AND retired_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    [use],
  );
  let row = existing.rows[0];
  if (!row) {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
    const kid = uuidv7();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'EdDSA' };
    // Two nodes starting at once: the unique use-per-active-key is not enforced, the newest wins on read.
    await db.query(`INSERT INTO signing_keys (kid, use, alg, public_jwk, private_jwk) VALUES ($1, $2, 'EdDSA', $3, $4)`, [kid, use, publicJwk, privateJwk]);
    row = { kid, public_jwk: publicJwk, private_jwk: privateJwk };
  }
  return {
    kid: row.kid,
    alg: 'EdDSA',
    privateKey: (await importJWK(row.private_jwk, 'EdDSA')) as CryptoKey,
    publicKey: (await importJWK(row.public_jwk, 'EdDSA')) as CryptoKey,
    publicJwk: row.public_jwk,
  };
}

async function ensureNonceSecret(db: Queryable): Promise<Buffer> {
  const { rows } = await db.query<{ private_jwk: { k: string } }>(
    `SELECT private_jwk FROM signing_keys WHERE use = 'dpop_nonce' AND retired_at IS NULL ORDER BY created_at ASC LIMIT 1`,
  );
  if (rows[0]) return Buffer.from(rows[0].private_jwk.k, 'base64url');
  const secret = randomBytes(32);
  await db.query(`INSERT INTO signing_keys (kid, use, alg, private_jwk) VALUES ($1, 'dpop_nonce', 'HS256', $2)`, [uuidv7(), { kty: 'oct', k: secret.toString('base64url') }]);
  return ensureNonceSecret(db);
}

export async function loadServerKeys(db: Queryable): Promise<ServerKeys> {
  const accessToken = await ensureSigningKey(db, 'access_token');
  const invocationToken = await ensureSigningKey(db, 'invocation_token');
  const webhook = await ensureSigningKey(db, 'webhook');
  const nonceSecret = await ensureNonceSecret(db);
  const { rows } = await db.query<{ public_jwk: JWK }>(`SELECT public_jwk FROM signing_keys WHERE public_jwk IS NOT NULL ORDER BY created_at`);
  return { accessToken, invocationToken, webhook, nonceSecret, publicJwks: rows.map((r) => r.public_jwk) };
}
