// Fixed code that codegen writes into generated/ next to the data it emits.
// It lives here, not in generated/, because nothing in generated/ is edited by hand.

export const REDACTION_RUNTIME = `export interface RedactionRule {
  readonly unchanged?: true;
  /** JSON pointer to the object inside the payload that carries content. */
  readonly target?: string;
  readonly keep?: readonly string[];
  readonly remove?: readonly string[];
  readonly set?: Readonly<Record<string, unknown>>;
  readonly stamp?: readonly string[];
}

export function isRedactable(type: string): type is RedactableEventType {
  return Object.prototype.hasOwnProperty.call(redactionRules, type);
}

/**
 * The redacted form of a payload after its message or file was deleted (2.2).
 * The result stays valid against the type's payload schema; the input is not changed.
 */
export function redactPayload<T extends RedactableEventType>(type: T, payload: PayloadOf<T>, deletedAt: string): PayloadOf<T> {
  const rule: RedactionRule = redactionRules[type];
  const copy = structuredClone(payload) as Record<string, unknown>;
  if (rule.unchanged) return copy as PayloadOf<T>;
  let target = copy;
  for (const segment of (rule.target ?? '').split('/').slice(1)) {
    const next = target[segment];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) {
      throw new TypeError(\`\${type}: the payload has no object at \${rule.target ?? ''}\`);
    }
    target = next as Record<string, unknown>;
  }
  const set = rule.set ?? {};
  const keep = rule.keep ? new Set([...rule.keep, ...Object.keys(set), ...(rule.stamp ?? [])]) : undefined;
  for (const key of Object.keys(target)) {
    if ((keep && !keep.has(key)) || rule.remove?.includes(key)) delete target[key];
  }
  for (const [key, value] of Object.entries(set)) target[key] = structuredClone(value);
  for (const key of rule.stamp ?? []) target[key] = deletedAt;
  return copy as PayloadOf<T>;
}
`;

export const VALIDATE_RUNTIME = `// Named imports and exports only (validate<Schema> for every schema, at the end), so that a bundle
// that uses one check keeps only the code of that validator; lookups by name are in by-name.ts.
import type { Validator } from './validators.js';
import { eventCatalogue, type EventType } from './catalogue.js';

export type { Validator };

export interface ValidationIssue {
  /** JSON pointer of the offending value. */
  path: string;
  keyword: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

/** Runs a validator and returns its verdict as data. */
export function check<T>(validator: Validator<T>, data: unknown): ValidationResult<T> {
  if (validator(data)) return { ok: true, value: data };
  const issues = (validator.errors ?? []).map((e) => ({
    path: e.instancePath || '/',
    keyword: e.keyword,
    message: e.message ?? e.keyword,
  }));
  return { ok: false, issues };
}

export function formatIssues(issues: readonly ValidationIssue[]): string {
  return issues.map((i) => \`\${i.path} \${i.message}\`).join('; ');
}

export function isEventType(type: unknown): type is EventType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(eventCatalogue, type);
}
`;

/**
 * Lookups of validators by schema name or event type. They reach every validator, so a bundle
 * that imports them keeps all; the SDK does not.
 */
export const BY_NAME_RUNTIME = `import * as validators from './validators.js';
import type { Validator } from './validators.js';
import { payloadValidatorNames, redactedPayloadValidatorNames, type EventType, type RedactableEventType } from './catalogue.js';

export { validators };
export type SchemaName = keyof typeof validators;

export function payloadValidator(type: EventType): Validator<unknown> {
  return validators[payloadValidatorNames[type]];
}

export function redactedPayloadValidator(type: RedactableEventType): Validator<unknown> {
  return validators[redactedPayloadValidatorNames[type]];
}
`;

export const CONFIG_RUNTIME = `export type ConfigKind = 'duration' | 'bytes' | 'count' | 'rate' | readonly string[];

/** A rate limit: at most limit per window_ms. */
export interface Rate {
  limit: number;
  window_ms: number;
}

type ValueOfKind<K> = K extends 'duration' | 'bytes' | 'count' ? number : K extends 'rate' ? Rate : K extends readonly (infer V)[] ? V : never;

/** Parsed configuration values: durations in milliseconds, bytes and counts as numbers. */
export type ConfigValues = { -readonly [N in ConfigName]: ValueOfKind<(typeof configSpec)[N]['kind']> };

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export class ConfigValueError extends Error {
  override readonly name = 'ConfigValueError';
  readonly code = 'config_value_invalid';
  constructor(readonly key: string, readonly value: string, readonly expected: string) {
    super(\`\${key}: "\${value}" is not \${expected}\`);
  }
}

function parseDuration(key: string, raw: string): number {
  const m = /^([0-9]+(?:\\.[0-9]+)?)(ms|s|m|h|d)$/.exec(raw.trim());
  if (!m) throw new ConfigValueError(key, raw, 'a duration such as 250ms, 10s, 5m, 24h or 30d');
  return Math.round(Number(m[1]) * (DURATION_UNITS[m[2]!] ?? 0));
}

function parseCount(key: string, raw: string, expected: string): number {
  if (!/^[0-9]+$/.test(raw.trim())) throw new ConfigValueError(key, raw, expected);
  return Number(raw.trim());
}

/** Parses one value of the given name from its text form (environment, file or default). */
export function parseConfigValue<N extends ConfigName>(name: N, raw: string | number): ConfigValues[N] {
  const kind: ConfigKind = configSpec[name].kind;
  const text = String(raw);
  let value: unknown;
  if (kind === 'duration') value = parseDuration(name, text);
  else if (kind === 'bytes') value = parseCount(name, text, 'a number of bytes');
  else if (kind === 'count') value = parseCount(name, text, 'a whole number');
  else if (kind === 'rate') {
    const [limit, window] = text.split('/');
    if (limit === undefined || window === undefined) throw new ConfigValueError(name, text, 'a rate such as 30/1m');
    value = { limit: parseCount(name, limit, 'a rate such as 30/1m'), window_ms: parseDuration(name, window) };
  } else {
    if (!kind.includes(text)) throw new ConfigValueError(name, text, \`one of \${kind.join(', ')}\`);
    value = text;
  }
  return value as ConfigValues[N];
}

export function isConfigName(name: string): name is ConfigName {
  return Object.prototype.hasOwnProperty.call(configSpec, name);
}
`;

/**
 * How configDefaults is computed: by parseConfigValue from configSpec. Codegen runs it once on the
 * module it generates and writes the values as a literal (emit.ts), so that a bundle that needs only
 * the defaults (the SDK) leaves the specs and the parser out.
 */
export const CONFIG_DEFAULTS_PROBE = `
export const configDefaults: Readonly<ConfigValues> = Object.freeze(
  Object.fromEntries(configNames.map((n) => [n, parseConfigValue(n, configSpec[n].default)])) as ConfigValues,
);
`;

// The capped read of a REST answer's body, shared by the live conformance runner (D474) and the operator CLI
// (D481), which may not import each other (server/test/structure/boundaries.test.ts). Web APIs only (Response,
// TextDecoder): generated/ also goes to the browser.
export const ANSWER_RUNTIME = `/**
 * The most bytes of one REST answer that the repository's own clients read (the live conformance runner,
 * D474; the operator CLI, D481): 64 MiB. No spec limit bounds a REST answer; the largest a server within the
 * spec gives is a page of events, sync.catchup_page_size (500 by default) payloads of up to
 * sync.event_payload_max_bytes (64 KiB) each, some 32 MiB with their envelopes. An answer that never ends
 * stops here instead of growing the reader's memory without bound.
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** An answer over its cap: its body was cancelled unread. The message is "<what>: answer larger than <limit> bytes". */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError';
  constructor(
    readonly what: string,
    readonly limit: number,
  ) {
    super(\`\${what}: answer larger than \${limit} bytes\`);
  }
}

/**
 * The text (UTF-8) of \`res\`'s body, at most \`limit\` bytes read; past that the body is cancelled and an
 * AnswerTooLargeError names \`what\` (for example the method and path) and the limit.
 */
export async function readAnswerText(res: Response, what: string, limit: number = MAX_ANSWER_BYTES): Promise<string> {
  if (res.body === null) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError(what, limit);
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(whole); // a BOM stays: JSON must not carry one (RFC 8259 8.1), and the caller should see it
}
`;
