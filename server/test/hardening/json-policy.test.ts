import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';
import { findDuplicateKey, findInputIssue, textDepthExceeds, unstorableText } from '../../src/internal/json-policy.ts';

// The JSON input policy itself (D43, D44): iterative, so safe on any text and
// any value; pointers name the place.

describe('the JSON input policy (D43, D44)', () => {
  it('counts nesting on the raw text, skipping strings, on any text', () => {
    expect(textDepthExceeds('[[1]]', 2)).toBe(false);
    expect(textDepthExceeds('[[[1]]]', 2)).toBe(true);
    expect(textDepthExceeds('["[[[[", "\\"[[[["]', 1)).toBe(false);
    expect(textDepthExceeds('{"a":{"b":{}}}', 3)).toBe(false);
    expect(textDepthExceeds('{"a":{"b":{}}}', 2)).toBe(true);
    expect(textDepthExceeds('['.repeat(1_000_000), 64)).toBe(true);
    expect(textDepthExceeds('"unterminated [[[', 1)).toBe(false);
  });

  it('finds U+0000 and lone surrogates in strings and keys, and lets surrogate pairs through', () => {
    expect(unstorableText('\u{1F600} ok')).toBeUndefined();
    expect(unstorableText('a\u0000')).toMatch(/U\+0000/);
    expect(unstorableText('\ud800')).toMatch(/lone surrogate/);
    expect(unstorableText('\udc00\ud800')).toMatch(/lone surrogate/);
    expect(unstorableText('x\ud83d')).toMatch(/lone surrogate/);
    expect(findInputIssue({ a: [1, { 'b/c': 'x\u0000' }] }, 64)).toEqual({ pointer: '/a/1/b~1c', message: expect.stringMatching(/U\+0000/) });
    expect(findInputIssue({ a: { 'k\u0000': 1 } }, 64)?.pointer).toBe('/a/k\\u0000');
  });

  it('refuses numbers outside the safe integer range and values deeper than the limit, without recursing', () => {
    expect(findInputIssue({ n: Number.MAX_SAFE_INTEGER, m: -Number.MAX_SAFE_INTEGER, f: 0.5 }, 64)).toBeUndefined();
    expect(findInputIssue({ n: [2 ** 53] }, 64)?.pointer).toBe('/n/0');
    expect(findInputIssue({ n: JSON.parse('1e400') as number }, 64)?.pointer).toBe('/n');
    const deep = JSON.parse('['.repeat(500_000) + ']'.repeat(500_000)) as unknown;
    expect(findInputIssue(deep, 64)?.message).toMatch(/server.json_max_depth/);
    expect(findInputIssue(JSON.parse('['.repeat(64) + ']'.repeat(64)), 64)).toBeUndefined();
  });

  it('finds a duplicate key at any level', () => {
    expect(findDuplicateKey('{"a":1,"b":{"c":1,"c":2}}')).toBe('c');
    expect(findDuplicateKey('{"a":[{"a":1},{"a":2}]}')).toBeUndefined();
  });
});

describe('the policy\'s settings (D43)', () => {
  it('has defaults, takes overrides and refuses a depth that recursive code could not take', () => {
    const d = loadConfig({ env: {} }).server;
    expect([d.jsonMaxDepth, d.maxRequestBytes]).toEqual([64, 1_048_576]);
    const o = loadConfig({ env: { BOTHY_SERVER_JSON_MAX_DEPTH: '100', BOTHY_SERVER_MAX_REQUEST_BYTES: '2048' } }).server;
    expect([o.jsonMaxDepth, o.maxRequestBytes]).toEqual([100, 2048]);
    expect(() => loadConfig({ env: {}, overrides: { 'server.json_max_depth': 5000 } })).toThrow(ConfigError);
    expect(() => loadConfig({ env: {}, overrides: { 'server.json_max_depth': 0 } })).toThrow(ConfigError);
  });
});
