// The receiver's side of webhooks as an agent transport (15.6, D121, D122, D347, D513, D521, D528): a
// function-style adapter (a serverless function an agent author writes) verifies each request
// with `verifyWebhookDelivery` and decides what a repeat means with `webhookDeliveryAction`.
// The signature is a detached compact JWS over the exact body bytes, EdDSA with a key of the
// server's /api/v1/jwks.json, whose protected header names typ bothy-webhook+jws, kid,
// delivery_id, subscription_id and iat. The keys come from the same jose remote key set the
// invocation token verifier uses (token.ts), with a short cooldown: a key ID it does not hold makes
// one fetch again (a rotated key), at most once per WEBHOOK_JWKS_COOLDOWN_MS, a failed fetch included (D538).
import { base64url, compactVerify, createLocalJWKSet, decodeProtectedHeader, errors as joseErrors, type JSONWebKeySet, type JWTVerifyGetKey, type ProtectedHeaderParameters } from 'jose';
import { check, formatIssues, validateEnvelopeIgnoringUnknown, validateEventIgnoringUnknown, validateResyncRequiredFrameIgnoringUnknown, ServerOp, WEBHOOK_SIGNATURE_TYP, WebhookHeader, type Envelope, type Event, type ResyncRequiredFrame, type ValidationIssue } from '@bothy/generated';
import { BothyError, NetworkError, SdkErrorCode, WebhookErrorCode, WebhookVerificationError, type WebhookVerificationCode } from '../errors.ts';
import { newerThanThisSdk } from '../sync/newer-event.ts';
import { isFetchFailure, serverKeySet } from './token.ts';

/**
 * The request headers of a delivery (openapi.yaml `webhooks:` deliverWebhookEvent; D121, D122) and the
 * `typ` of a webhook signature's protected header (never an invocation token's agent-invocation+jwt):
 * the contract's, generated (D526), and part of this module's API as before.
 */
export { WebhookHeader, WEBHOOK_SIGNATURE_TYP };

/**
 * How far a signature's `iat` may lie from the receiver's clock, either way, by default (D347): every
 * attempt is signed anew, so only clock skew and the time in flight separate them.
 */
export const WEBHOOK_IAT_TOLERANCE_SEC = 300;

/**
 * The least time between two fetches of the JWKS that a key ID it does not hold causes. A signature
 * of a key just rotated in verifies at once when the key set is older than this; within it the
 * request is refused (webhook_unknown_key) and passes at the server's next attempt. It also bounds
 * the fetches a stranger's made-up key IDs can cause to one per this time, also while the JWKS is
 * down or no key set (D538): within this time of a failed fetch a request that needs one throws
 * NetworkError without fetching.
 */
export const WEBHOOK_JWKS_COOLDOWN_MS = 1_000;

/** The request as the receiver got it: its headers (a Fetch `Headers` or Node's `req.headers`) and the body's exact bytes. */
export interface WebhookRequest {
  headers: { get(name: string): string | null } | Record<string, string | readonly string[] | undefined>;
  /** The raw body. Pass the bytes as received (a string only if it decodes them as UTF-8 unchanged): a re-serialized JSON fails the signature. */
  body: string | Uint8Array;
}

export interface VerifyWebhookOptions {
  /**
   * The server's base URL (as for InvocationTokenVerifier): its JWKS is fetched from
   * /api/v1/jwks.json and kept for this process per URL (jose's cache, 10 min), and fetched again
   * once for a key ID it does not hold. Give either this or `jwks`.
   */
  baseUrl?: string;
  /** A JWKS already fetched (`{keys}`; never fetched again), or a jose key-set function such as `createRemoteJWKSet`. */
  jwks?: JSONWebKeySet | JWTVerifyGetKey;
  /** The ID the receiver got when it created its subscription: never the Bothy-Subscription-Id header, which travels with the request (D347). */
  subscriptionId: string;
  /** Seconds `iat` may lie from now, either way; default WEBHOOK_IAT_TOLERANCE_SEC. */
  toleranceSec?: number;
  /** The receiver's clock in ms since the epoch (tests); default Date.now. */
  now?: () => number;
  /** @internal A deliberately broken variant (D528's twin): an envelope whose type and schema_version this SDK does not know is refused webhook_body_invalid, as before D528 (its subscription stalls behind it, 15.6). */
  brokenUnknownEventRefused?: boolean;
  /** @internal A deliberately broken variant (D538's twin): jose's cooldown alone, which counts from the last successful fetch, so that while the JWKS fails every made-up key ID is a fetch, as before D538. */
  brokenJwksFetchUnthrottled?: boolean;
  /** @internal A deliberately broken variant (D538's twin): the typ, kid and delivery ID a request names go into error messages as written, control characters and all, as before D538. */
  brokenAttackerTextInErrors?: boolean;
}

interface DeliveryHead {
  /** Bothy-Delivery-Id, which the signature names too. */
  deliveryId: string;
  /** Bothy-Delivery-Attempt: 1, 2, ... (grows with every attempt of the delivery, D348). */
  attempt: number;
  /** The subscription the signature names: the receiver's own. */
  subscriptionId: string;
  /** When the server signed this attempt (ms since the epoch, the signature's iat). */
  signedAt: number;
}

/**
 * A verified delivery: an event envelope of the contract (with the delivery fields sync_epoch,
 * invocation_token where the event carries an invocation, redelivered on a repeat), or the
 * resync_required frame that stands in for events retention removed (7.3, D344): ack both alike.
 *
 * `unknown_event` (D528): a signed envelope of the contract's common members (`Envelope`: id, seq,
 * type, schema_version, scope, resource, an object as payload, ...) whose `type` and
 * `schema_version` this SDK's generated types do not know: a newer server's event (2.2, 6.1: new
 * event types and schema versions are additive). Answer it 2xx and skip it, as the gateway client
 * skips such an event and acks it (D543, 15.2): 2xx is the subscription's ack up to its seq,
 * and until it comes no later event is sent (15.6). Log it (`envelope.type`, `schema_version`, `id`,
 * `seq`): an upgrade of the SDK is due. Its payload is not checked, and the SDK reads no invocation
 * token from it (invocationTokenOf: undefined; it would not know the run the token is for); the
 * envelope is the body as received less the members its closed objects do not name (D542), a delivery
 * field `invocation_token` included: do not log it whole.
 */
export type WebhookDelivery =
  | (DeliveryHead & { kind: 'event'; envelope: Event })
  | (DeliveryHead & { kind: typeof ServerOp.ResyncRequired; frame: ResyncRequiredFrame })
  | (DeliveryHead & { kind: 'unknown_event'; envelope: Envelope });

/** The remote key sets of this process, one per JWKS URL, so that a warm function does not fetch per request. */
const keySets = new Map<string, JWTVerifyGetKey>();

/** A fetch of the JWKS left out: the last one ended less than WEBHOOK_JWKS_COOLDOWN_MS ago (and failed, or jose would not fetch). */
class JwksNotFetchedAgain extends Error {}

/**
 * The server's key set for webhook signatures (D538): jose's remote set, whose own cooldown counts
 * from its last successful fetch only, so that while the JWKS was down, answered non-200 or was no key
 * set, every request that needed a fetch (each made-up key ID, or any request before a first success)
 * fetched again. Here every fetch also starts at least WEBHOOK_JWKS_COOLDOWN_MS after the last one
 * ended; jose's pending fetch is shared by the requests that wait for it.
 */
function spacedKeySet(base: string): JWTVerifyGetKey {
  // A monotonic clock: a wall clock stepped back (NTP, a resumed VM) would hold every fetch off, a cold
  // receiver's first one too, for as long as it stepped.
  let lastEnded = -Infinity;
  return serverKeySet(base, WEBHOOK_JWKS_COOLDOWN_MS, async (url, init) => {
    if (performance.now() - lastEnded < WEBHOOK_JWKS_COOLDOWN_MS) throw new JwksNotFetchedAgain();
    lastEnded = Infinity;
    try {
      return await fetch(url, init);
    } finally {
      lastEnded = performance.now();
    }
  });
}

function keySetOf(options: VerifyWebhookOptions): JWTVerifyGetKey {
  if ((options.baseUrl === undefined) === (options.jwks === undefined)) {
    throw new BothyError(SdkErrorCode.InvalidOptions, 'verifyWebhookDelivery needs either baseUrl or jwks');
  }
  if (options.jwks !== undefined) return typeof options.jwks === 'function' ? options.jwks : createLocalJWKSet(options.jwks);
  const base = options.baseUrl!;
  const key = options.brokenJwksFetchUnthrottled ? `${base}\u0000unthrottled` : base;
  let set = keySets.get(key);
  if (!set) keySets.set(key, (set = options.brokenJwksFetchUnthrottled ? serverKeySet(base, WEBHOOK_JWKS_COOLDOWN_MS) : spacedKeySet(base)));
  return set;
}

/**
 * Text of the request (a typ, a kid, a delivery ID) as an error message names it (D538): a receiver logs
 * its refusals, so what an attacker wrote there goes in quoted, every character but printable ASCII
 * escaped (no forged log line, no terminal control), and cut at 64 characters.
 */
function quoted(value: unknown, options: VerifyWebhookOptions): string {
  const text = String(value);
  if (options.brokenAttackerTextInErrors) return text;
  const shown = JSON.stringify(text.slice(0, 64)).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > 64 ? `${shown} (cut, ${text.length} characters)` : shown;
}

function headerOf(headers: WebhookRequest['headers'], name: string): string | undefined {
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    // A header sent twice (an array) is not one value: refused as not of its form.
    return typeof value === 'string' ? value : value.length === 1 ? value[0] : '';
  }
  return undefined;
}

function requiredHeader(headers: WebhookRequest['headers'], name: string): string {
  const value = headerOf(headers, name);
  if (!value) throw refuse(WebhookErrorCode.WebhookHeaderInvalid, `the ${name} header is missing`);
  return value;
}

const refuse = (code: WebhookVerificationCode, message: string, issues: readonly ValidationIssue[] = [], cause?: unknown) => new WebhookVerificationError(code, message, issues, cause);

/**
 * Verifies one webhook request and returns the delivery it carries; throws WebhookVerificationError
 * (answer the request non-2xx: the server tries again) when it is not a delivery of this server to
 * this subscription, made now: a Bothy-* header missing or malformed (webhook_header_invalid); a
 * signature that is not a detached webhook JWS or does not verify over the exact body bytes
 * (webhook_signature_invalid); a key ID the JWKS lacks also after fetching it again
 * (webhook_unknown_key); a signature for another delivery (webhook_wrong_delivery) or subscription
 * (webhook_wrong_subscription); an iat outside the tolerance (webhook_stale); a body that is no
 * envelope of the contract, or an envelope of a type and schema_version this SDK knows whose members
 * do not match their schema (webhook_body_invalid). An envelope of a type or schema_version it does
 * not know is `unknown_event` (D528): answer it 2xx. A JWKS that cannot be fetched, is no key set
 * of public keys, or failed less than WEBHOOK_JWKS_COOLDOWN_MS ago (D538) throws NetworkError: nothing
 * was decided, answer 5xx. Text of the request that a message names is quoted and cut (D538). Checking the envelope's invocation_token (15.3) is
 * InvocationTokenVerifier's; what a repeat means is webhookDeliveryAction's.
 */
export async function verifyWebhookDelivery(request: WebhookRequest, options: VerifyWebhookOptions): Promise<WebhookDelivery> {
  const keySet = keySetOf(options);
  const signature = requiredHeader(request.headers, WebhookHeader.Signature);
  const deliveryId = requiredHeader(request.headers, WebhookHeader.DeliveryId);
  const attemptText = requiredHeader(request.headers, WebhookHeader.Attempt);
  if (!/^[1-9][0-9]{0,8}$/.test(attemptText)) throw refuse(WebhookErrorCode.WebhookHeaderInvalid, `${WebhookHeader.Attempt} is not a positive integer`);

  const [protectedPart, payloadPart, signaturePart, ...rest] = signature.split('.');
  if (!protectedPart || payloadPart !== '' || !signaturePart || rest.length > 0) {
    throw refuse(WebhookErrorCode.WebhookSignatureInvalid, `${WebhookHeader.Signature} is not a detached compact JWS (<protected>..<signature>)`);
  }
  let declared: ProtectedHeaderParameters;
  try {
    declared = decodeProtectedHeader(`${protectedPart}..${signaturePart}`);
  } catch (error) {
    throw refuse(WebhookErrorCode.WebhookSignatureInvalid, 'the signature\'s protected header is not JSON', [], error);
  }
  // Checked before any key is looked up: an invocation token's signature (agent-invocation+jwt) never passes as a webhook's (D121).
  if (declared.typ !== WEBHOOK_SIGNATURE_TYP) throw refuse(WebhookErrorCode.WebhookSignatureInvalid, `the signature's typ is ${quoted(declared.typ, options)}, not ${WEBHOOK_SIGNATURE_TYP}`);
  if (typeof declared.kid !== 'string' || !declared.kid) throw refuse(WebhookErrorCode.WebhookSignatureInvalid, 'the signature names no key (kid)');

  const bytes = typeof request.body === 'string' ? new TextEncoder().encode(request.body) : request.body;
  let header: ProtectedHeaderParameters & Record<string, unknown>;
  try {
    ({ protectedHeader: header } = await compactVerify(`${protectedPart}.${base64url.encode(bytes)}.${signaturePart}`, keySet, { algorithms: ['EdDSA'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWKSNoMatchingKey) throw refuse(WebhookErrorCode.WebhookUnknownKey, `the signature's key ${quoted(declared.kid, options)} is not in the server's JWKS`, [], error);
    if (error instanceof joseErrors.JWKSTimeout || isFetchFailure(error)) throw new NetworkError('the server\'s JWKS could not be fetched', error);
    // Nothing decided either (D538): the JWKS failed a moment ago, or what it served is no key set of public keys.
    if (error instanceof JwksNotFetchedAgain) throw new NetworkError(`the server's JWKS failed less than ${WEBHOOK_JWKS_COOLDOWN_MS} ms ago and is not fetched again yet`, error);
    if (error instanceof joseErrors.JWKSInvalid) throw new NetworkError(`the server's JWKS is no JSON Web Key Set of public keys: ${error.message}`, error);
    throw refuse(WebhookErrorCode.WebhookSignatureInvalid, `the signature does not verify: ${error instanceof Error ? error.message : String(error)}`, [], error);
  }

  // What the signature says, against what this receiver knows: the request's delivery, its own subscription, its clock (D347).
  if (header.delivery_id !== deliveryId) throw refuse(WebhookErrorCode.WebhookWrongDelivery, `the signature is for another delivery than ${WebhookHeader.DeliveryId} ${quoted(deliveryId, options)}`);
  if (header.subscription_id !== options.subscriptionId) throw refuse(WebhookErrorCode.WebhookWrongSubscription, 'the signature is for another subscription than this receiver\'s');
  // The attempt is signed too (D525): a captured first attempt played again with a later Bothy-Delivery-Attempt would
  // otherwise bring its superseded token back as a newer one. A server before D525 signs none; the header stands then.
  if (header.attempt !== undefined && header.attempt !== Number(attemptText)) throw refuse(WebhookErrorCode.WebhookWrongDelivery, `the signature is for attempt ${String(header.attempt)}, not ${WebhookHeader.Attempt} ${attemptText}`);
  const now = (options.now ?? Date.now)();
  const tolerance = options.toleranceSec ?? WEBHOOK_IAT_TOLERANCE_SEC;
  if (typeof header.iat !== 'number' || !Number.isFinite(header.iat)) throw refuse(WebhookErrorCode.WebhookStale, 'the signature has no iat');
  if (Math.abs(now / 1000 - header.iat) > tolerance) throw refuse(WebhookErrorCode.WebhookStale, `the signature's iat is more than ${tolerance} s from this receiver's clock`);

  const head: DeliveryHead = { deliveryId, attempt: Number(attemptText), subscriptionId: options.subscriptionId, signedAt: header.iat * 1000 };
  let text: string;
  let parsed: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    parsed = JSON.parse(text);
  } catch (error) {
    throw refuse(WebhookErrorCode.WebhookBodyInvalid, 'the body is not JSON in UTF-8', [], error);
  }
  if (typeof parsed === 'object' && parsed !== null && (parsed as { op?: unknown }).op === ServerOp.ResyncRequired) {
    const frame = check(validateResyncRequiredFrameIgnoringUnknown, parsed);
    if (!frame.ok) throw refuse(WebhookErrorCode.WebhookBodyInvalid, `the body is no resync_required frame of the contract: ${formatIssues(frame.issues)}`, frame.issues);
    return { ...head, kind: ServerOp.ResyncRequired, frame: frame.value };
  }
  // A newer server's members this SDK does not know are deleted, not refused (6.1, D542).
  const event = check(validateEventIgnoringUnknown, parsed);
  if (event.ok) return { ...head, kind: 'event', envelope: event.value };
  // Not an event this SDK knows in full: an envelope all the same (its common members, the payload an
  // object), of a type and schema_version it does not know, is a newer server's event (D528). Read from the
  // text again: the refused event check may have deleted members on its way (a newer schema_version of a
  // known type), and an unknown_event's payload is handed over whole.
  const envelope = check(validateEnvelopeIgnoringUnknown, JSON.parse(text));
  if (!envelope.ok) throw refuse(WebhookErrorCode.WebhookBodyInvalid, `the body is no event envelope of the contract: ${formatIssues(envelope.issues)}`, envelope.issues);
  if (!newerThanThisSdk(envelope.value) || options.brokenUnknownEventRefused) {
    throw refuse(WebhookErrorCode.WebhookBodyInvalid, `the body is no ${envelope.value.type} v${envelope.value.schema_version} event of the contract: ${formatIssues(event.issues)}`, event.issues);
  }
  return { ...head, kind: 'unknown_event', envelope: envelope.value };
}

/** What a receiver keeps of a delivery it accepted, by its delivery ID (the key to look it up with). */
export interface StoredWebhookDelivery {
  deliveryId: string;
  /** The attempt whose token is stored. */
  attempt: number;
  /** The invocation token of that attempt, for an event that carries one (agent.invocation, agent.followup, interaction.created). */
  invocationToken?: string;
  /** Set once the run was started (or resumed) with the stored token: from then on no repeat changes anything. */
  started: boolean;
}

/** The invocation token of a delivery whose event carries one (15.3): fresh on every attempt. Never an unknown_event's (D528): the SDK knows neither its payload nor the run it would be for. */
export function invocationTokenOf(d: WebhookDelivery): string | undefined {
  return d.kind === 'event' && 'invocation_token' in d.envelope ? d.envelope.invocation_token : undefined;
}

/** What a receiver stores for a delivery it processes (`started` false until it starts the run). */
export function storedWebhookDelivery(d: WebhookDelivery): StoredWebhookDelivery {
  const token = invocationTokenOf(d);
  return { deliveryId: d.deliveryId, attempt: d.attempt, ...(token === undefined ? {} : { invocationToken: token }), started: false };
}

/**
 * - `process`: a delivery not seen yet: store it (storedWebhookDelivery) and process it.
 * - `duplicate`: seen already: ack it and do nothing.
 * - `replace_token`: seen already, but this attempt's invocation token is newer: store it in place
 *   of the stored one (with its attempt) and ack; do not process the event again. Start the run
 *   with the token stored at the moment of the start (a start with an older one answers 403
 *   `superseded` for good, D314; on that answer read the stored token again).
 */
export type WebhookDeliveryAction = 'process' | 'duplicate' | 'replace_token';

/**
 * The dedupe rule of a webhook receiver (15.2, 15.6, D513): by the delivery ID, except that a later
 * attempt carrying an invocation token replaces the stored token, since every attempt carries a
 * freshly issued token that supersedes the earlier ones; unless the run was started with the
 * stored one. `stored` is what the receiver kept under `incoming.deliveryId` (undefined: nothing).
 * An earlier attempt that arrives late (its function was slow) never replaces a later one's token.
 * An unknown_event (D528) carries no token the SDK reads: `process` once (store it, skip it, ack), then
 * `duplicate`.
 * Pure: the storage and its atomicity (one decision per delivery ID at a time) are the receiver's.
 */
export function webhookDeliveryAction(stored: StoredWebhookDelivery | undefined, incoming: WebhookDelivery): WebhookDeliveryAction {
  if (!stored || stored.deliveryId !== incoming.deliveryId) return 'process';
  const token = invocationTokenOf(incoming);
  if (token === undefined || stored.started || incoming.attempt <= stored.attempt || token === stored.invocationToken) return 'duplicate';
  return 'replace_token';
}
