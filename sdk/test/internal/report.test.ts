// The one policy for errors of the SDK's background work (internal/report.ts): an `error`
// listener gets a BothyError; without one the error is written once to console.warn with its
// stable code and message, secrets masked; nothing is thrown into the app. Unit tests without a
// server: the emitter, the fallback line and the masking. The SDK's objects over a real server are
// in test/e2e/agent-errors.test.ts.
import { SECRET_MASK } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { BothyError, SdkErrorCode } from '../../src/errors.ts';
import { maskSecretText, reportError, reportingEmitter } from '../../src/internal/report.ts';
import { catchWarnings } from '../support/warn.ts';

const JWT = 'eyJhbGciOiJFUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiJhZ2VudCJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

interface Map {
  error: BothyError;
  tick: number;
}

const { spy } = catchWarnings();

describe('background errors (6.4 "report the error", 7.1): to the error listener, else to console.warn, never thrown', () => {
  it('an error with a listener reaches it as a BothyError and writes nothing', () => {
    const emitter = reportingEmitter<Map>();
    const seen: BothyError[] = [];
    emitter.on('error', (e) => seen.push(e));
    reportError(emitter, new Error('boom'));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(BothyError);
    expect(seen[0]!.code).toBe(SdkErrorCode.Unexpected);
    expect(spy()).not.toHaveBeenCalled();
  });

  it('an error without a listener is written once with its stable code and message', () => {
    const emitter = reportingEmitter<Map>();
    expect(() => reportError(emitter, new BothyError(SdkErrorCode.Storage, 'inbox store: disk full'))).not.toThrow();
    expect(spy()).toHaveBeenCalledTimes(1);
    expect(String(spy().mock.calls[0]![0])).toMatch(/^\[@bothy\/sdk\] storage_error: inbox store: disk full/);
  });

  it('a throwing listener of another event is reported as an error; a throwing error listener is written, not thrown', () => {
    const emitter = reportingEmitter<Map>();
    emitter.on('tick', () => {
      throw new Error('listener broke');
    });
    emitter.on('error', () => {
      throw new Error('error listener broke');
    });
    expect(() => emitter.emit('tick', 1)).not.toThrow();
    expect(spy()).toHaveBeenCalledTimes(1);
    expect(String(spy().mock.calls[0]![0])).toContain('unexpected_error: Error: error listener broke');
  });

  it('a thrown value that cannot be converted to a string is written, not thrown (a review of D296)', () => {
    const emitter = reportingEmitter<Map>();
    expect(() => reportError(emitter, Object.create(null))).not.toThrow();
    expect(String(spy().mock.calls[0]![0])).toContain('unexpected_error: a thrown value that cannot be printed');
  });

  it('a console.warn that throws does not reach the caller', () => {
    spy().mockImplementation(() => {
      throw new Error('no console');
    });
    expect(() => reportError(reportingEmitter<Map>(), new Error('x'))).not.toThrow();
  });

  it('never writes a token, a DPoP proof, an Authorization credential or a private key member', () => {
    const emitter = reportingEmitter<Map>();
    const message = [
      `invocation token refused: ${JWT}`,
      `Authorization: DPoP ${JWT.slice(3)}`,
      `Bearer opaque-refresh.secret`,
      `{"api_token":"tok-123","dpop":"${JWT}","d":"cHJpdmF0ZS1rZXk","x":"public"}`,
      `refresh_token=r-456&scope=chat`,
    ].join('; ');
    reportError(emitter, new BothyError(SdkErrorCode.Unexpected, message));
    const line = String(spy().mock.calls[0]![0]);
    for (const secret of [JWT, JWT.slice(3, 40), 'opaque-refresh', 'tok-123', 'cHJpdmF0ZS1rZXk', 'r-456']) expect(line).not.toContain(secret);
    expect(line).toContain(SECRET_MASK);
    // What is no secret stays readable.
    expect(line).toContain('invocation token refused');
    expect(line).toContain('"x":"public"');
    expect(line).toContain('scope=chat');
  });

  it('masking leaves a text without secrets as it is', () => {
    const text = 'run 0190-aa: the start answered 409 already_started (15.3)';
    expect(maskSecretText(text)).toBe(text);
  });
});
