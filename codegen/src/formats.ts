// The string formats the contracts use, written for Bothy from the RFCs (D373), so that the
// generated validators no longer import ajv-formats' formats module: that one object carried every
// format of ajv-formats into every bundle of the SDK, some 2 KB gzip of a 60 KB budget.
//
// Semantics: what ajv-formats' full `date-time` and `uri` accepted (the server validates requests
// with these validators), less the strings they accepted against the RFCs. Every difference is
// listed here and in codegen/test/formats.test.ts, which compares both over a corpus and a
// fast-check run.
import { CodegenError } from './errors.ts';
import type { Json, JsonObject } from './contracts.ts';

// ---------------------------------------------------------------------------------------------
// date-time: RFC 3339 section 5.6 `date-time` = full-date "T" full-time, with the limits of
// section 5.7: the day of the month by month and leap year (Appendix C), hours 00-23, minutes
// 00-59, seconds 00-59 and 60 only at a leap second, i.e. at 23:59:60 UTC once the offset is
// taken off (1990-12-31T15:59:60-08:00 is one). Which months had one is not checked.
// Accepted beyond the RFC, as ajv-formats did: "t" and "z" in lower case (5.6 NOTE allows it), a
// space for "T" (5.6 NOTE: "say, a space"), a fraction of any length, and the offsets +hhmm and
// +hh of ISO 8601 besides +hh:mm (some clients write +0000). Refused, where ajv-formats accepted:
// any other white space for "T" (a tab, a line break, U+00A0, U+3000, ...), and an hour above 23
// or a minute above 59 that its leap-second branch let through when the offset brought the time
// to 23:59 UTC (2020-01-01T24:59:59+01:00).
//
// It is a function, not a pattern, for the day of the month and the leap second; ajv calls it
// with a string. The source below is what validators.js carries (compileValidators); codegen and
// its tests run the same text (DATE_TIME below).
export const DATE_TIME_SOURCE = String.raw`const BOTHY_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2})(?::(\d{2})|(\d{2}))?)$/;
/** RFC 3339 date-time (5.6, 5.7), with the extensions and limits of codegen/src/formats.ts (D373). */
function bothyDateTime(s) {
  const m = BOTHY_DATE_TIME.exec(s);
  if (m === null) return false;
  const year = +m[1], month = +m[2], day = +m[3], hour = +m[4], minute = +m[5], second = +m[6];
  const offsetHour = m[8] === undefined ? 0 : +m[8];
  const offsetMinute = +(m[9] ?? m[10] ?? 0);
  // 31 days in odd months up to July and in even months from August; February by Appendix C.
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : 30 + ((month + (month >> 3)) & 1);
  if (month < 1 || month > 12 || day < 1 || day > days) return false;
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  // A leap second: local time less the offset must be 23:59 UTC, on this day or the one before.
  const utcMinutes = hour * 60 + minute - (m[7] === "-" ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  return (utcMinutes + 1440) % 1440 === 1439;
}`;

// ---------------------------------------------------------------------------------------------
// uri: RFC 3986 section 3, `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`, the
// grammar of Appendix A composed into one case-insensitive pattern (ASCII only: an IRI is no URI).
// One deliberate departure from the RFC, kept from ajv-formats: the empty hier-part (path-empty:
// "urn:", "mailto:?to=x") is refused; no contract URI (a webhook url, the discovery URLs) is one.
// Refused, where ajv-formats accepted: an IP-literal after a single slash ("a:/[::1]", not an
// authority, and "[" is no pchar), and an IPv4 octet with a leading zero inside an IPv6 literal
// ("[::1.2.3.04]": dec-octet has none). IPv4address needs no alternative of its own in host: a
// reg-name matches every one.
const HEXDIG = '[0-9a-f]';
const PCT_ENCODED = `%${HEXDIG}{2}`;
const UNRESERVED = 'a-z0-9\\-._~'; // in a character class: ALPHA DIGIT "-" "." "_" "~"
const SUB_DELIMS = "!$&'()*+,;=";
const oneOf = (chars: string): string => `(?:[${chars}]|${PCT_ENCODED})`;
const PCHAR = oneOf(`${UNRESERVED}${SUB_DELIMS}:@`);
const SCHEME = '[a-z][a-z0-9+\\-.]*';
const USERINFO = `${oneOf(`${UNRESERVED}${SUB_DELIMS}:`)}*`;
const H16 = `${HEXDIG}{1,4}`;
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
const IPV4ADDRESS = `${DEC_OCTET}(?:\\.${DEC_OCTET}){3}`;
const LS32 = `(?:${H16}:${H16}|${IPV4ADDRESS})`;
/** `n` times h16 ":" */
const h16s = (n: number): string => (n === 0 ? '' : n === 1 ? `${H16}:` : `(?:${H16}:){${n}}`);
/** The RFC's `[ *k( h16 ":" ) h16 ]` before "::" (k = -1: nothing before it). */
const before = (k: number): string => (k < 0 ? '' : k === 0 ? `(?:${H16})?` : `(?:(?:${H16}:){0,${k}}${H16})?`);
// The nine forms of IPv6address (section 3.2.2), in the RFC's order.
const IPV6ADDRESS = `(?:${[
  `${h16s(6)}${LS32}`,
  ...[5, 4, 3, 2, 1, 0].map((n, i) => `${before(i - 1)}::${h16s(n)}${LS32}`),
  `${before(5)}::${H16}`,
  `${before(6)}::`,
].join('|')})`;
const IPVFUTURE = `v${HEXDIG}+\\.[${UNRESERVED}${SUB_DELIMS}:]+`;
const HOST = `(?:\\[(?:${IPV6ADDRESS}|${IPVFUTURE})\\]|${oneOf(`${UNRESERVED}${SUB_DELIMS}`)}*)`;
const AUTHORITY = `(?:${USERINFO}@)?${HOST}(?::[0-9]*)?`;
const PATH_ABEMPTY = `(?:/${PCHAR}*)*`;
const HIER_PART = `(?://${AUTHORITY}${PATH_ABEMPTY}|/(?:${PCHAR}+${PATH_ABEMPTY})?|${PCHAR}+${PATH_ABEMPTY})`;
const QUERY = `${oneOf(`${UNRESERVED}${SUB_DELIMS}:@/?`)}*`; // fragment has the same grammar

/** RFC 3986 URI, less path-empty (see above); ajv writes it into validators.js as a literal. */
export const URI_FORMAT = new RegExp(`^${SCHEME}:${HIER_PART}(?:\\?${QUERY})?(?:#${QUERY})?$`, 'i');

/**
 * `format: uuid` without ajv-formats' optional `urn:uuid:` prefix: the contracts' UUIDs are the bare
 * form (RFC 9562 section 4), which is what PostgreSQL's uuid type and the server's path patterns
 * accept; a prefixed one passed the validator and failed in the database (a 5xx or a 4000 close).
 */
export const UUID_FORMAT = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** A date-time check from its source text (the tests compile mutants of it the same way). */
export function compileDateTime(source: string): (s: string) => boolean {
  return new Function(`${source}\nreturn bothyDateTime;`)() as (s: string) => boolean;
}

/** The date-time check, compiled from the same source text that validators.js carries. */
export const DATE_TIME = compileDateTime(DATE_TIME_SOURCE);

/**
 * Every format the contracts may use. A pattern is written into validators.js by ajv; a function
 * by compileValidators, from `source`, under `name`.
 */
export const FORMATS: Record<string, RegExp | { check: (s: string) => boolean; name: string; source: string }> = {
  'date-time': { check: DATE_TIME, name: 'bothyDateTime', source: DATE_TIME_SOURCE },
  uri: URI_FORMAT,
  uuid: UUID_FORMAT,
};

const NOT_SCHEMAS = new Set(['enum', 'const', 'default', 'examples', 'example']);

/**
 * Refuses a schema whose `format` is not one of FORMATS: ajv-formats is no longer there to cover
 * it, and a format of its own is written and tested here first (D373).
 */
export function checkFormats(schema: Json, at: string): void {
  if (Array.isArray(schema)) {
    schema.forEach((s, i) => checkFormats(s, `${at}/${i}`));
    return;
  }
  if (schema === null || typeof schema !== 'object') return;
  const o = schema as JsonObject;
  if (typeof o.format === 'string' && !Object.hasOwn(FORMATS, o.format)) {
    throw new CodegenError(
      'unsupported_schema',
      `${at} uses format "${o.format}", which codegen does not implement (it has ${Object.keys(FORMATS).join(', ')}); write and test it in codegen/src/formats.ts (D373) rather than import ajv-formats again`,
    );
  }
  for (const [k, v] of Object.entries(o)) if (!NOT_SCHEMAS.has(k)) checkFormats(v, `${at}/${k}`);
}
