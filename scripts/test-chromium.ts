// Debian's chromium for the browser tests (sdk/test/e2e/*browser*, demo/test/demo.test.ts), driven
// by playwright-core; a browser is never downloaded. Without it, a test file outside CI is skipped
// and says why; under CI=true it fails, so that a CI run never passes by not running them
// (.ci/run installs chromium and fails its own step when it cannot).
import { accessSync, constants } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** CI=true (or any value but "false" and "0"), as CI systems and .ci/run set it. */
export function underCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}

export class ChromiumMissingError extends Error {
  override readonly name = 'ChromiumMissingError';
}

/**
 * Whether `what` can run in chromium: true when the executable is there. Otherwise, outside CI,
 * prints the reason of the skip and returns false; under CI throws ChromiumMissingError.
 */
export function chromiumAvailable(what: string, path = CHROMIUM, env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    const reason = `${what} needs Debian's chromium at ${path}, which is not there (apt-get install -y chromium; .ci/run installs it; a browser is never downloaded)`;
    if (underCi(env)) throw new ChromiumMissingError(`CI=true: ${reason}. Under CI a missing browser is a failure, not a skip.`);
    console.warn(`SKIPPED: ${reason}.`);
    return false;
  }
}
