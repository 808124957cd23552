// The one JSON input policy of the server's edges (2.2, 2.3, 13.2, D43, D44):
// every REST body and every gateway frame is checked here before any code that
// recurses over it (masking, hashing, JSON.stringify, validators, PostgreSQL).
// Nothing in this file recurses, so it is safe on any text and any value.
//
// - depth: nesting of arrays and objects at most server.json_max_depth (size is
//   bounded before, by server.max_request_bytes and sync.ws_max_frame_bytes);
// - text PostgreSQL cannot store: U+0000 anywhere (text and jsonb refuse it)
//   and lone surrogates (jsonb refuses them, text turns them into U+FFFD), in
//   strings and in keys;
// - numbers outside the safe integer range (±(2^53 - 1)): JavaScript cannot
//   hold them exactly, and past 2^63 PostgreSQL's bigint refuses them;
// - null anywhere (2.2: there is no JSON null; D311): no contract type takes it,
//   so it could only pass inside free-form data (interaction values, command
//   options, settings, run patch values) and reach an event as it was sent;
// - duplicate keys in one object (findDuplicateKey, on the raw text).

/** Where in the value and why; `pointer` is a JSON pointer (RFC 6901) like the validators' issues. */
export interface InputIssue {
  pointer: string;
  message: string;
}

let enforced = true;

/**
 * Test-only: switches the policy off, so that the hardening tests can show that
 * their property fails without it (server/test/hardening). Never called by the server.
 */
export function setInputPolicyEnforced(on: boolean): void {
  enforced = on;
}

export function inputPolicyEnforced(): boolean {
  return enforced;
}

/**
 * True when the JSON text nests arrays and objects deeper than maxDepth. Scans
 * the raw text (strings skipped), so it works on any text, JSON or not, and
 * stops at the first level too deep.
 */
export function textDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** Finds a key that appears twice in one object of valid JSON text (JSON.parse accepted it). */
export function findDuplicateKey(text: string): string | undefined {
  const stack: { keys: Set<string> | undefined; expectKey: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (d === 0x5c /* \ */) j += 2;
        else if (d === 0x22) break;
        else j++;
      }
      const top = stack[stack.length - 1];
      if (top?.keys && top.expectKey) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (top.keys.has(key)) return key;
        top.keys.add(key);
        top.expectKey = false;
      }
      i = j;
    } else if (c === 0x7b /* { */) stack.push({ keys: new Set(), expectKey: true });
    else if (c === 0x5b /* [ */) stack.push({ keys: undefined, expectKey: false });
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) stack.pop();
    else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.keys) top.expectKey = true;
    }
  }
  return undefined;
}

/** Why PostgreSQL cannot store this text, or undefined when it can. */
export function unstorableText(s: string): string | undefined {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return 'contains U+0000, which cannot be stored';
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return 'contains a lone surrogate (not a Unicode scalar value), which cannot be stored';
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return 'contains a lone surrogate (not a Unicode scalar value), which cannot be stored';
    }
  }
  return undefined;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A JSON pointer for the message, with its characters safe to show (no U+0000, no lone surrogate). */
export function printablePointer(pointer: string): string {
  return pointer.replace(/[\u0000\ud800-\udfff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 200);
}

/** A place in a value, linked to its parent, so that a pointer is built only for an issue. */
interface Place {
  value: unknown;
  parent: Place | undefined;
  key: string;
  depth: number;
}

function pointerOf(place: Place, last?: string): string {
  const keys: string[] = last === undefined ? [] : [last];
  for (let p: Place | undefined = place; p?.parent; p = p.parent) keys.push(p.key);
  return printablePointer(keys.reverse().map((k) => `/${escapePointer(k)}`).join(''));
}

/**
 * The first place where a parsed JSON value breaks the policy (depth, text,
 * numbers), or undefined. Iterative: safe on a value of any depth.
 */
export function findInputIssue(value: unknown, maxDepth: number): InputIssue | undefined {
  const stack: Place[] = [{ value, parent: undefined, key: '', depth: 0 }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const v = place.value;
    if (typeof v === 'string') {
      const why = unstorableText(v);
      if (why) return { pointer: pointerOf(place), message: `the text ${why}` };
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v) || Math.abs(v) > Number.MAX_SAFE_INTEGER) {
        return { pointer: pointerOf(place), message: `the number is outside ±${Number.MAX_SAFE_INTEGER}` };
      }
    } else if (v === null) {
      return { pointer: pointerOf(place), message: 'null is no value of this protocol (2.2: leave the member out)' };
    } else if (typeof v === 'object') {
      const depth = place.depth + 1;
      if (depth > maxDepth) return { pointer: pointerOf(place), message: `nested deeper than server.json_max_depth (${maxDepth})` };
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: place, key: String(i), depth });
      } else {
        const keys = Object.keys(v);
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i]!;
          const why = unstorableText(key);
          if (why) return { pointer: pointerOf(place, key), message: `the key ${why}` };
          stack.push({ value: (v as Record<string, unknown>)[key], parent: place, key, depth });
        }
      }
    }
  }
  return undefined;
}

/** One line for a detail or a close reason: "at /d/content_md: the text contains U+0000, ...". */
export function describeIssue(issue: InputIssue): string {
  return `at ${issue.pointer === '' ? '/' : issue.pointer}: ${issue.message}`;
}

/** The default of server.json_max_depth. */
export const DEFAULT_JSON_MAX_DEPTH = 64;
