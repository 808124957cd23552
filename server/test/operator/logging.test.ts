// The log never carries a secret (README: "Logs are JSON lines and never contain
// a token"): the logger of every server process (logging.ts) replaces the fields
// that may hold one with "[redacted]", at the top and one level down, whatever
// the line. Twin: the same check on a logger without the redaction finds every
// secret, so the check can fail.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logging.ts';

const SECRET = (what: string) => `s3cr3t-${what}-op-audit`;

/** One line per place a secret can sit in what code logs: a frame, a request, an error, a nested object. */
function logEverything(log: pino.Logger): void {
  log.info({ access_token: SECRET('access'), dpop: SECRET('proof'), api_token: SECRET('api'), invocation_token: SECRET('inv'), token: SECRET('tok'), password: SECRET('pw'), private_jwk: { d: SECRET('jwk') }, secret: SECRET('secret'), cookie: SECRET('cookie') }, 'top level');
  log.warn({ d: { access_token: SECRET('access2'), dpop: SECRET('proof2'), api_token: SECRET('api2'), invocation_token: SECRET('inv2') } }, 'a frame');
  log.info({ req: { headers: { authorization: `DPoP ${SECRET('auth')}`, dpop: SECRET('proof3'), cookie: SECRET('cookie2') } } }, 'a request');
  log.info({ headers: { authorization: `Bearer ${SECRET('auth2')}`, dpop: SECRET('proof4'), cookie: SECRET('cookie3') } }, 'headers');
  log.error({ err: Object.assign(new Error('refused'), { headers: { authorization: `DPoP ${SECRET('auth3')}`, dpop: SECRET('proof5') } }) }, 'an error that carries its request headers');
  log.info({ delivery: { invocation_token: SECRET('inv3'), secret: SECRET('secret2') }, subscription: { token: SECRET('tok2'), password: SECRET('pw2') } }, 'nested');
}

function captured(make: (dest: pino.DestinationStream) => pino.Logger): string {
  const lines: string[] = [];
  logEverything(make({ write: (l: string) => void lines.push(l) }));
  return lines.join('');
}

/** The secrets the output still shows. */
const leaked = (out: string) => [...out.matchAll(/s3cr3t-[a-z0-9]+-op-audit/g)].map((m) => m[0]);

describe('the log carries no secret (README; 7.4, 15.3: tokens never logged)', () => {
  it('every field that may hold a token, proof, password, key or cookie reads [redacted], at the top and one level down', () => {
    const out = captured((dest) => createLogger('info', dest));
    expect(leaked(out)).toEqual([]);
    expect(out.split('[redacted]').length - 1).toBeGreaterThanOrEqual(20);
    expect(out).toContain('an error that carries its request headers');
  });

  it('twin: a logger without the redaction shows every one of them, so the check can fail', () => {
    const out = captured((dest) => pino({ level: 'info' }, dest));
    expect(leaked(out)).toHaveLength(25);
  });
});
