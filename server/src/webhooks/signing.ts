// Signed webhook requests (15.6, D121): a JWS (RFC 7515) with a detached
// payload over the exact request body, signed with the server's EdDSA key that
// /api/v1/jwks.json publishes, the key adapters already verify invocation
// tokens with (R-SY-08). The receiver rebuilds `<protected>.<base64url(body)>.<signature>`
// and verifies it against the JWKS; the protected header names the delivery and
// the subscription, so a signature cannot be replayed for another one, and its
// iat, so that an old captured delivery is refused (D347).
// The request headers (WebhookHeader) and the protected header's typ (WEBHOOK_SIGNATURE_TYP, never an
// invocation token's agent-invocation+jwt) are the contract's, from @bothy/generated (D526).
import { CompactSign, compactVerify, type CryptoKey, type JWK, importJWK } from 'jose';
import { WEBHOOK_SIGNATURE_TYP } from '@bothy/generated';
import type { SigningKey } from '../identity/keys.ts';

export interface SignatureClaims {
  deliveryId: string;
  subscriptionId: string;
  /** Bothy-Delivery-Attempt, signed too (D525): a receiver orders repeats by it, so a replayed first attempt cannot claim to be a later one. */
  attempt?: number;
}

/** The detached JWS of `body` (the bytes sent). */
export async function signDelivery(key: SigningKey, body: string, claims: SignatureClaims): Promise<string> {
  const jws = await new CompactSign(new TextEncoder().encode(body))
    .setProtectedHeader({
      alg: 'EdDSA',
      kid: key.kid,
      typ: WEBHOOK_SIGNATURE_TYP,
      delivery_id: claims.deliveryId,
      subscription_id: claims.subscriptionId,
      ...(claims.attempt === undefined ? {} : { attempt: claims.attempt }),
      iat: Math.floor(Date.now() / 1000),
    })
    .sign(key.privateKey);
  const [protectedHeader, , signature] = jws.split('.');
  return `${protectedHeader}..${signature}`;
}

/** How far a delivery's `iat` may lie from the receiver's clock, either way, by default (D347): 5 minutes. */
export const DELIVERY_IAT_TOLERANCE_SEC = 300;

export interface VerifyDeliveryOptions {
  /** Seconds `iat` may lie from now, either way (clock skew and the request's time in flight); default DELIVERY_IAT_TOLERANCE_SEC. */
  toleranceSec?: number;
  /** The receiver's clock in ms (tests); default Date.now(). */
  now?: number;
}

/**
 * What a receiver does (and the tests): verify the detached JWS over the body
 * with the key of its kid from the JWKS; the header's delivery must be the
 * request's and its subscription the one the receiver knows as its own (not
 * the Bothy-Subscription-Id header, which travels with the request); its `iat`
 * within `toleranceSec` of now (every attempt is signed anew, so an older one is
 * a captured delivery played again, D347). Throws when anything does not match.
 */
export async function verifyDelivery(jwks: { keys: JWK[] }, signature: string, body: string, expect: SignatureClaims, o: VerifyDeliveryOptions = {}): Promise<void> {
  const [protectedHeader, empty, sig] = signature.split('.');
  if (!protectedHeader || empty !== '' || !sig) throw new Error('the signature is not a detached compact JWS');
  const header = JSON.parse(Buffer.from(protectedHeader, 'base64url').toString()) as Record<string, unknown>;
  const jwk = jwks.keys.find((k) => k.kid === header.kid);
  if (!jwk) throw new Error('the signature names a key that is not in the JWKS');
  const key = (await importJWK(jwk, 'EdDSA')) as CryptoKey;
  const { protectedHeader: h } = await compactVerify(`${protectedHeader}.${Buffer.from(body).toString('base64url')}.${sig}`, key, { algorithms: ['EdDSA'] });
  if (h.typ !== WEBHOOK_SIGNATURE_TYP || h.delivery_id !== expect.deliveryId || h.subscription_id !== expect.subscriptionId) throw new Error('the signature is for another delivery');
  // The request's Bothy-Delivery-Attempt, when the caller names it, against the signed one (D525).
  if (expect.attempt !== undefined && h.attempt !== undefined && h.attempt !== expect.attempt) throw new Error('the signature is for another attempt');
  const now = (o.now ?? Date.now()) / 1000;
  if (typeof h.iat !== 'number' || Math.abs(now - h.iat) > (o.toleranceSec ?? DELIVERY_IAT_TOLERANCE_SEC)) throw new Error('the signature is not fresh: its iat is too far from now');
}
