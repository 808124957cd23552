// Our formats (codegen/src/formats.ts, D373) against ajv-formats' full ones, which the validators
// used until then: over a corpus and a bounded fast-check run, both must agree, except for the
// intended differences listed below (each a string ajv-formats accepted against the RFC and we
// refuse; we never accept what it refused). The same comparison, given a broken twin of a check,
// must find it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validators } from '@bothy/generated';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormats, compileDateTime, DATE_TIME, DATE_TIME_SOURCE, URI_FORMAT } from '../src/formats.ts';
import { repoRoot } from './helpers.ts';

type Check = (s: string) => boolean;
type Difference = [reason: string, applies: (s: string) => boolean];

const ajvDateTime: Check = (s) => (fullFormats['date-time'] as { validate: Check }).validate(s);
const ajvUri = fullFormats.uri as Check;
const ourUri: Check = (s) => URI_FORMAT.test(s);

const DATE_TIME_DIFFERENCES: Difference[] = [
  // RFC 3339 5.6 NOTE allows "say, a space" for readability; ajv-formats took any \s, down to a
  // line break or U+3000, which no client means and which logs and URLs carry badly.
  ['white space other than a space for "T"', (s) => /^\d{4}-\d\d-\d\d[^\S ]/.test(s)],
  // ajv-formats' leap-second branch let an hour above 23 or a minute above 59 through when the
  // offset brought the time to 23:59 UTC ("2020-01-01T24:59:59+01:00"); 5.6 has 00-23 and 00-59.
  ['an hour above 23 or a minute above 59', (s) => {
    const m = /^\d{4}-\d\d-\d\d.(\d\d):(\d\d)/.exec(s);
    return m !== null && (Number(m[1]) > 23 || Number(m[2]) > 59);
  }],
];

const URI_DIFFERENCES: Difference[] = [
  // "a:/[::1]" is a path-absolute, and "[" is no pchar; ajv-formats read an authority after one slash.
  ['an IP-literal after a single slash', (s) => /^[a-z][a-z0-9+.-]*:\/(?!\/)[^?#]*\[/i.test(s)],
  // "http://h:8a/" has no authority (a port is digits): ajv-formats read an empty host after one
  // slash, then the path "/h:8a/"; the same for two "@" ("http://a@b@c/").
  ['a "//" not followed by an authority', (s) => {
    const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(s);
    if (m === null) return false;
    const authority = m[1]!;
    const hostPort = authority.slice(authority.indexOf('@') + 1);
    const port = hostPort.startsWith('[') ? hostPort.slice(hostPort.indexOf(']') + 1) : hostPort;
    return authority.split('@').length > 2 || (port.includes(':') && /[^0-9]/.test(port.slice(port.indexOf(':') + 1)));
  }],
  // dec-octet (RFC 3986 3.2.2) has no leading zero; ajv-formats allowed one in an IPv6 literal's IPv4 part.
  ['an IPv4 octet with a leading zero in an IPv6 literal', (s) => {
    const m = /\[[0-9a-f:]*:(\d+)\.(\d+)\.(\d+)\.(\d+)\]/i.exec(s);
    return m !== null && m.slice(1).some((o) => o.length > 1 && o.startsWith('0'));
  }],
];

/** Where ours and ajv-formats' disagree other than by an intended difference; undefined if nowhere. */
function unexplained(ours: Check, theirs: Check, intended: Difference[], s: string): string | undefined {
  const o = ours(s);
  const t = theirs(s);
  if (o === t) return undefined;
  if (!o && intended.some(([, applies]) => applies(s))) return undefined;
  return `${JSON.stringify(s)}: ours ${o}, ajv-formats ${t}`;
}

function compare(ours: Check, theirs: Check, intended: Difference[], corpus: string[]): string[] {
  return corpus.map((s) => unexplained(ours, theirs, intended, s)).filter((d) => d !== undefined);
}

// [string, what our check answers]
const DATE_TIMES: [string, boolean][] = [
  // RFC 3339 5.8
  ['1985-04-12T23:20:50.52Z', true],
  ['1996-12-19T16:39:57-08:00', true],
  ['1990-12-31T23:59:60Z', true],
  ['1990-12-31T15:59:60-08:00', true],
  ['1937-01-01T12:00:27.87+00:20', true],
  ['2026-12-04T22:25:19.123456789Z', true],
  ['0000-01-01T00:00:00Z', true],
  ['9999-12-31T23:59:59.999+23:59', true],
  ['2024-02-29T00:00:00Z', true],
  ['2000-02-29T00:00:00Z', true],
  ['2023-02-29T00:00:00Z', false],
  ['1900-02-29T00:00:00Z', false],
  ['2100-02-29T00:00:00Z', false],
  ['2023-02-28T00:00:00Z', true],
  ['2023-04-30T00:00:00Z', true],
  ['2023-04-31T00:00:00Z', false],
  ['2023-06-31T00:00:00Z', false],
  ['2023-09-31T00:00:00Z', false],
  ['2023-11-31T00:00:00Z', false],
  ['2023-07-31T00:00:00Z', true],
  ['2023-08-31T00:00:00Z', true],
  ['2023-10-31T00:00:00Z', true],
  ['2023-12-31T00:00:00Z', true],
  ['2023-12-32T00:00:00Z', false],
  ['2023-13-01T00:00:00Z', false],
  ['2023-00-01T00:00:00Z', false],
  ['2023-01-00T00:00:00Z', false],
  ['2023-01-01T24:00:00Z', false],
  ['2023-01-01T23:60:00Z', false],
  ['2023-01-01T23:59:61Z', false],
  ['2023-01-01T12:59:60Z', false],
  ['2023-01-01T23:59:60.5Z', true],
  ['2023-01-01T23:59:60+01:00', false],
  ['2023-01-01T00:59:60+01:00', true],
  ['2023-01-01T00:29:60+00:30', true],
  ['2023-01-01T18:29:60-05:30', true],
  ['2023-01-01T22:14:60-01:45', true],
  ['2023-01-01T23:59:60-00:00', true],
  ['2023-01-01T23:59:60+23:59', false],
  ['2023-01-01t00:00:00z', true],
  ['2023-01-01 00:00:00Z', true],
  ['2023-01-01T00:00:00+0100', true],
  ['2023-01-01T00:00:00+01', true],
  ['2023-01-01T00:00:00+05:30', true],
  ['2023-01-01T00:00:00+24:00', false],
  ['2023-01-01T00:00:00+01:60', false],
  ['2023-01-01T00:00:00+1', false],
  ['2023-01-01T00:00:00+01:', false],
  ['2023-01-01T00:00:00+01:0', false],
  ['2023-01-01T00:00:00', false],
  ['2023-01-01T00:00:00.Z', false],
  ['2023-01-01T00:00Z', false],
  ['2023-01-01', false],
  ['2023-1-01T00:00:00Z', false],
  ['12023-01-01T00:00:00Z', false],
  ['2023-01-01TT00:00:00Z', false],
  ['2023-01-0100:00:00Z', false],
  [' 2023-01-01T00:00:00Z', false],
  ['2023-01-01T00:00:00Z ', false],
  ['2023-01-01T00:00:00Z\n', false],
  ['２０２３-01-01T00:00:00Z', false],
  ['', false],
  // intended differences: ajv-formats accepted these
  ['2023-01-01\t00:00:00Z', false],
  ['2023-01-01\n00:00:00Z', false],
  ['2023-01-01\u300000:00:00Z', false],
  ['2023-01-01\u00a000:00:00Z', false],
  ['2020-01-01T24:59:59+01:00', false],
  ['2020-01-01T24:59:60+01:00', false],
  ['2020-01-01T23:60:00+00:01', false],
];

const URIS: [string, boolean][] = [
  // RFC 3986 1.1.2 and 3
  ['ftp://ftp.is.co.za/rfc/rfc1808.txt', true],
  ['http://www.ietf.org/rfc/rfc2396.txt', true],
  ['ldap://[2001:db8::7]/c=GB?objectClass?one', true],
  ['mailto:John.Doe@example.com', true],
  ['news:comp.infosystems.www.servers.unix', true],
  ['tel:+1-816-555-1212', true],
  ['telnet://192.0.2.16:80/', true],
  ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', true],
  ['foo://example.com:8042/over/there?name=ferret#nose', true],
  ['https://example.com/', true],
  ['https://bothy.example/api/v1', true],
  ['wss://bothy.example/api/v1/gateway', true],
  ['https://hooks.example.com:8443/in?token=a%2Fb&x=1#frag', true],
  ['http://user:pw@host:8080/p/a/t/h?query=1#frag', true],
  ['http://h/~user/a;b=c/d,e/(f)*!$\'', true],
  ['file:///etc/hosts', true],
  ['http://h:/', true],
  ['http://h?#', true],
  ['x://@', true],
  ['a:b', true],
  ['a:/', true],
  ['A+B-C.D:x', true],
  ['HTTP://EXAMPLE.COM/%7E', true],
  ['http://127.0.0.1:3000/hook', true],
  ['http://001.2.3.4/', true],
  ['http://[::1]:3000/', true],
  ['http://[::]/', true],
  ['http://[1:2:3:4:5:6:7:8]/', true],
  ['http://[1::8]/', true],
  ['http://[1:2:3:4:5:6:7::]/', true],
  ['http://[::2:3:4:5:6:7:8]/', true],
  ['http://[::ffff:192.0.2.1]/', true],
  ['http://[1:2:3:4:5:6:1.2.3.4]/', true],
  ['http://[FE80::A%25en1]/', false],
  ['http://[v7.fe80::a+en1]/', true],
  ['http://[V1.x]/', true],
  ['http://[v.x]/', false],
  ['http://[vg.x]/', false],
  ['http://[v1.]/', false],
  ['http://[1:2:3:4:5:6:7:8:9]/', false],
  ['http://[1:2:3:4:5:6:7]/', false],
  ['http://[::1::2]/', false],
  ['http://[12345::]/', false],
  ['http://[::256.0.0.1]/', false],
  ['http://[::1.2.3]/', false],
  ['http://[1:2:3:4:5:6:7:1.2.3.4]/', false],
  ['http://[::1/', false],
  ['http://::1]/', false],
  ['http://h/%zz', false],
  ['http://h/%4', false],
  ['http://h/#a#b', false],
  ['http://exa mple.com/', false],
  ['http://h/ ', false],
  ['http://h/a\\b', false],
  ['http://h/<x>', false],
  ['http://h/a^b', false],
  ['http://h/{x}', false],
  ['http://h/"x"', false],
  ['https://exämple.com/', false],
  ['1http://x', false],
  ['+a:x', false],
  ['example.com', false],
  ['//example.com/', false],
  ['/path', false],
  [':x', false],
  ['', false],
  // path-empty: RFC 3986 allows it, ajv-formats refused it and so do we (formats.ts)
  ['urn:', false],
  ['a:?q', false],
  ['a:#f', false],
  // intended differences: ajv-formats accepted these
  ['a:/[::1]', false],
  ['http:/u@[v1.x]/p', false],
  ['http://h:8a/', false],
  ['http://a@b@c/', false],
  ['http://[::1]:x/', false],
  ['http://[::1.2.3.04]/', false],
  ['http://[::ffff:192.0.02.1]/', false],
];

// fast-check: strings near the grammars, so that most runs reach the checks' finer rules.
const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const dateTimeArb = fc
  .tuple(
    fc.oneof(fc.constantFrom(1900, 2000, 2023, 2024, 2100), fc.integer({ min: 0, max: 9999 })),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.constantFrom('T', 't', ' ', '\t', '\u3000', 'x', '', 'TT'),
    fc.oneof(fc.constantFrom(0, 23, 24), fc.integer({ min: 0, max: 99 })),
    fc.oneof(fc.constantFrom(0, 59, 60), fc.integer({ min: 0, max: 99 })),
    fc.oneof(fc.constantFrom(59, 60, 61), fc.integer({ min: 0, max: 99 })),
    fc.constantFrom('', '.5', '.123456', '.', ''),
    fc.oneof(
      fc.constantFrom('Z', 'z', '', '+', 'Q'),
      fc.tuple(fc.constantFrom('+', '-'), fc.oneof(fc.constantFrom(0, 1, 23, 24), fc.integer({ min: 0, max: 99 })), fc.oneof(fc.constantFrom(0, 1, 30, 59, 60), fc.integer({ min: 0, max: 99 })), fc.constantFrom(':', '', 'hh'))
        .map(([sign, h, m, form]) => (form === 'hh' ? `${sign}${pad(h, 2)}` : `${sign}${pad(h, 2)}${form}${pad(m, 2)}`)),
    ),
  )
  .map(([y, mo, d, sep, h, mi, s, frac, off]) => `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}${sep}${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}${frac}${off}`);

const octet = fc.oneof(fc.integer({ min: 0, max: 300 }).map(String), fc.constantFrom('01', '00', '010', '255', '256'));
const ipv4 = fc.array(octet, { minLength: 3, maxLength: 5 }).map((o) => o.join('.'));
const h16 = fc.oneof(fc.constantFrom('0', 'ffff', 'FE80', 'db8', '12345', 'g'), fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16)));
const ipv6 = fc
  .tuple(fc.array(h16, { maxLength: 8 }), fc.array(h16, { maxLength: 8 }), fc.boolean(), fc.option(ipv4))
  .map(([a, b, gap, v4]) => `${a.join(':')}${gap ? '::' : a.length && (b.length || v4) ? ':' : ''}${b.join(':')}${v4 ? `${b.length || !gap ? ':' : ''}${v4}` : ''}`);
const uriChar = fc.constantFrom(...'aZ09-._~!$&\'()*+,;=:@/?#[]% "<>\\^`{|}é'.split(''), '%2F', '%zz', '%4');
const uriText = fc.array(uriChar, { maxLength: 12 }).map((c) => c.join(''));
const host = fc.oneof(uriText, ipv4, ipv6.map((a) => `[${a}]`), fc.constantFrom('[v1.x]', '[v.x]', 'example.com', ''));
const uriArb = fc.oneof(
  fc.tuple(fc.constantFrom('http:', 'a:', 'A+b.c-d:', '1a:', '', ':'), uriText).map(([s, r]) => s + r),
  fc
    .tuple(
      fc.constantFrom('https:', 'x:', '1x:'),
      fc.constantFrom('//', '/', '', '///'),
      fc.option(uriText.map((u) => `${u}@`)),
      host,
      fc.option(fc.oneof(fc.nat(99999).map(String), uriText).map((p) => `:${p}`)),
      fc.option(uriText.map((p) => `/${p}`)),
      fc.option(uriText.map((q) => `?${q}`)),
      fc.option(uriText.map((f) => `#${f}`)),
    )
    .map((parts) => parts.map((p) => p ?? '').join('')),
);

// Bounded; FORMATS_RUNS=100000 for a longer search (none found a difference when this was written).
const RUNS = { numRuns: Number(process.env.FORMATS_RUNS ?? 4000) };
const agrees = (ours: Check, theirs: Check, intended: Difference[], arb: fc.Arbitrary<string>): void =>
  fc.assert(fc.property(arb, (s) => unexplained(ours, theirs, intended, s) === undefined), RUNS);

interface Format {
  ours: Check;
  theirs: Check;
  differences: Difference[];
  corpus: [string, boolean][];
  arb: fc.Arbitrary<string>;
}

const COMPARED: [name: string, Format][] = [
  ['date-time (RFC 3339 5.6)', { ours: DATE_TIME, theirs: ajvDateTime, differences: DATE_TIME_DIFFERENCES, corpus: DATE_TIMES, arb: dateTimeArb }],
  ['uri (RFC 3986 3, Appendix A)', { ours: ourUri, theirs: ajvUri, differences: URI_DIFFERENCES, corpus: URIS, arb: uriArb }],
];

describe('formats of the contracts (2.2, D373)', () => {
  describe.each(COMPARED)('%s', (_name, { ours, theirs, differences, corpus, arb }) => {
    it.each(corpus)('%j: %s', (s, want) => expect(ours(s)).toBe(want));

    it('agrees with ajv-formats on the corpus but for the listed differences', () => {
      expect(compare(ours, theirs, differences, corpus.map(([s]) => s))).toEqual([]);
    });

    it('meets every listed difference in the corpus: ajv-formats accepted, we refuse', () => {
      for (const [reason, applies] of differences) {
        const met = corpus.filter(([s]) => applies(s) && theirs(s) && !ours(s));
        expect(met.length, reason).toBeGreaterThan(0);
      }
    });

    it('agrees with ajv-formats on generated strings but for the listed differences (fast-check)', () => {
      agrees(ours, theirs, differences, arb);
    });
  });

  describe('the comparison finds a broken check', () => {
    const mutant = (from: string, to: string): Check => {
      expect(DATE_TIME_SOURCE).toContain(from);
      return compileDateTime(DATE_TIME_SOURCE.replace(from, to));
    };

    it('date-time with the leap year of every fourth year (no century rule): the corpus', () => {
      const broken = mutant('(year % 100 !== 0 || year % 400 === 0)', 'true');
      expect(compare(broken, ajvDateTime, DATE_TIME_DIFFERENCES, DATE_TIMES.map(([s]) => s))).toEqual([
        '"1900-02-29T00:00:00Z": ours true, ajv-formats false',
        '"2100-02-29T00:00:00Z": ours true, ajv-formats false',
      ]);
    });

    // The corpus, not fast-check: a day past a 30-day month's end is rare among generated strings, and a
    // sample of 4,000 missed it in about two runs of five (found by review).
    it('date-time with 31 days in every month: the corpus', () => {
      const broken = mutant('day > days', 'day > 31');
      expect(compare(broken, ajvDateTime, DATE_TIME_DIFFERENCES, DATE_TIMES.map(([s]) => s))).toEqual(
        expect.arrayContaining(['04', '06', '09', '11'].map((m) => `"2023-${m}-31T00:00:00Z": ours true, ajv-formats false`)),
      );
    });

    it('date-time without the leap-second rule: the corpus', () => {
      const broken = mutant('if (second < 60) return true;', 'return true;');
      expect(compare(broken, ajvDateTime, DATE_TIME_DIFFERENCES, DATE_TIMES.map(([s]) => s))).toContain('"2023-01-01T12:59:60Z": ours true, ajv-formats false');
    });

    it('uri without "~" in unreserved: the corpus and fast-check', () => {
      expect(URI_FORMAT.source).toContain('._~');
      const twin = new RegExp(URI_FORMAT.source.replaceAll('._~', '._'), 'i');
      const broken: Check = (s) => twin.test(s);
      expect(compare(broken, ajvUri, URI_DIFFERENCES, URIS.map(([s]) => s))).toEqual([`"http://h/~user/a;b=c/d,e/(f)*!$'": ours false, ajv-formats true`]);
      expect(() => agrees(broken, ajvUri, URI_DIFFERENCES, uriArb)).toThrow(/Property failed/);
    });

    it('uri that also takes the empty hier-part: the corpus (a difference only excuses a refusal of ours)', () => {
      const broken: Check = (s) => URI_FORMAT.test(s) || /^[a-z][a-z0-9+.-]*:(?:[?#].*)?$/i.test(s);
      expect(compare(broken, ajvUri, URI_DIFFERENCES, URIS.map(([s]) => s))).toEqual([
        '"urn:": ours true, ajv-formats false',
        '"a:?q": ours true, ajv-formats false',
        '"a:#f": ours true, ajv-formats false',
      ]);
    });
  });

  describe('in the generated validators', () => {
    it('validators.js carries our formats and imports nothing of ajv-formats', async () => {
      const code = await readFile(path.join(repoRoot, 'generated/src/validators.js'), 'utf8');
      expect(code).not.toContain('ajv-formats');
      expect(code).toContain(DATE_TIME_SOURCE);
      expect(code).toContain(URI_FORMAT.toString());
    });

    it('the Timestamp validator is our date-time check', () => {
      for (const [s, want] of DATE_TIMES) expect(validators.Timestamp(s), JSON.stringify(s)).toBe(want);
    });
  });

  it('refuses a format codegen does not implement, with the way out in the message', () => {
    expect(() => checkFormats({ $defs: { Contact: { type: 'string', format: 'email' } } }, '#')).toThrow(
      /#\/\$defs\/Contact uses format "email", which codegen does not implement \(it has date-time, uri, uuid\)/,
    );
    expect(() => checkFormats({ properties: { format: { type: 'string' } }, enum: [{ format: 'email' }] }, '#')).not.toThrow();
  });
});
