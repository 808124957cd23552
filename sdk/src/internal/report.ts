// The one policy for errors of the SDK's background work (a listener or handler that threw, a
// refused token, a failed store or reload, a close whose catalogue row says `report`): they never
// throw into the app and are never dropped. With an `error` listener they reach it as a BothyError
// with a stable code; without one, and when an `error` listener itself throws, one line with the
// code and the message goes to console.warn, with anything shaped like a secret masked.
import { SECRET_FIELDS, SECRET_MASK } from '@bothy/generated';
import { BothyError, SdkErrorCode } from '../errors.ts';
import { Emitter } from '../events.ts';

/** Any thrown value as a BothyError: a BothyError as it is, anything else as `unexpected_error` with it as the cause. */
export function asBothyError(error: unknown): BothyError {
  return error instanceof BothyError ? error : new BothyError(SdkErrorCode.Unexpected, printable(error), { cause: error });
}

/** String(value), or a stand-in for a value whose conversion throws (an object without a prototype, a throwing toString). */
function printable(value: unknown): string {
  try {
    return String(value);
  } catch {
    return 'a thrown value that cannot be printed';
  }
}

/**
 * Emits `error` on `emitter` when someone listens, else writes the fallback line. Never throws:
 * a throwing `error` listener is the emitter's listener error, which `reportingEmitter` writes.
 */
export function reportError<M extends { error: BothyError }>(emitter: Emitter<M>, error: unknown): void {
  const bothy = asBothyError(error);
  if (emitter.listenerCount('error') === 0) return warnUnheard(bothy);
  emitter.emit('error', bothy as M['error']);
}

/**
 * An Emitter whose throwing listeners are reported by the policy: a listener of any other event
 * through `error`, an `error` listener (which must not be reported into itself) through the fallback line.
 */
export function reportingEmitter<M extends { error: BothyError }>(): Emitter<M> {
  const emitter: Emitter<M> = new Emitter<M>((error, type) => (type === 'error' ? warnUnheard(error) : reportError(emitter, error)));
  return emitter;
}

/** The fallback: one console.warn line, `[@bothy/sdk] <code>: <message>`, secrets masked. Never throws. */
export function warnUnheard(error: unknown): void {
  try {
    const bothy = asBothyError(error);
    console.warn(`[@bothy/sdk] ${bothy.code}: ${maskSecretText(bothy.message)} (no 'error' listener took it)`);
  } catch {
    // A console that throws: there is nowhere left to write to, and the app must not get the throw.
  }
}

/** Private members of a JWK (RFC 7518 6.2.2, 6.3.2, 6.4): a key's secret half. */
const JWK_PRIVATE = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'];
const SECRET_MEMBERS = [...SECRET_FIELDS, 'refresh_token', ...JWK_PRIVATE];
/** A compact JWS or JWE (access, API and invocation tokens, DPoP proofs): base64url segments after a JSON header `{"`. */
const COMPACT_JOSE = /eyJ[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*){2,4}/g;
/** An Authorization header's credentials. */
const AUTH_SCHEME = /\b(Bearer|DPoP)\s+[A-Za-z0-9._~+/=-]+/gi;
/** `"name": "value"`, `name=value` or `name: value` of a secret member. */
const SECRET_MEMBER = new RegExp(`(["']?\\b(?:${SECRET_MEMBERS.join('|')})\\b["']?\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s,;&}]+)`, 'g');

/** A text with every token, proof, credential and private key member replaced by SECRET_MASK. */
export function maskSecretText(text: string): string {
  return text.replace(COMPACT_JOSE, SECRET_MASK).replace(AUTH_SCHEME, `$1 ${SECRET_MASK}`).replace(SECRET_MEMBER, `$1${SECRET_MASK}`);
}
