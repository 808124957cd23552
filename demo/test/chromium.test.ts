// The rule of scripts/test-chromium.ts, which the browser tests (demo/test/demo.test.ts,
// sdk/test/e2e/*browser*) use to decide whether to run: a missing chromium is a printed skip
// outside CI and a failure under CI=true. The twin is the rule the tests had before
// (`describe.skipIf(!existsSync(chromium))`): under CI it skips silently, and the check sees it.
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChromiumMissingError, chromiumAvailable } from '../../scripts/test-chromium.ts';

const MISSING = '/nonexistent/bothy-test/chromium';

type Rule = (what: string, path: string, env: NodeJS.ProcessEnv) => boolean;

/** The check: under CI a missing browser must not be a quiet skip. Returns what went wrong, or undefined. */
function ciQuietSkip(rule: Rule): string | undefined {
  try {
    const runs = rule('a browser test', MISSING, { CI: 'true' });
    return `under CI=true a missing chromium gave ${runs ? 'run' : 'skip'} instead of a failure`;
  } catch (e) {
    return e instanceof ChromiumMissingError ? undefined : `threw ${String(e)}`;
  }
}

describe('browser tests and a missing chromium (CI)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('under CI=true a missing chromium is a failure that names the path', () => {
    expect(ciQuietSkip(chromiumAvailable)).toBeUndefined();
    expect(() => chromiumAvailable('a browser test', MISSING, { CI: 'true' })).toThrow(MISSING);
    expect(() => chromiumAvailable('a browser test', MISSING, { CI: '1' })).toThrow(ChromiumMissingError);
  });

  it('outside CI it is a skip that prints its reason', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const env of [{}, { CI: 'false' }, { CI: '0' }, { CI: '' }]) expect(chromiumAvailable('a browser test', MISSING, env)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0]![0])).toMatch(/SKIPPED: a browser test needs Debian's chromium at \/nonexistent\/bothy-test\/chromium/);
  });

  it('an executable at the path runs, under CI and outside', () => {
    expect(chromiumAvailable('a browser test', process.execPath, { CI: 'true' })).toBe(true);
    expect(chromiumAvailable('a browser test', process.execPath, {})).toBe(true);
  });

  it('twin: the former rule (skipIf without the file) skips quietly under CI, and the check catches it', () => {
    const former: Rule = (_what, path) => existsSync(path);
    expect(ciQuietSkip(former)).toBe('under CI=true a missing chromium gave skip instead of a failure');
  });
});
