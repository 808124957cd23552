// npx bothy with a configuration that is not valid (18): the commands that read
// it stop with exit 2 naming the key; help, uuid and a usage error do not read
// it, so a bad BOTHY_* variable does not hide the usage (exit codes: D52).
import { describe, expect, it } from 'vitest';
import { runTs } from '../support/child.ts';

const BAD = { BOTHY_SERVER_PORT: 'abc' };

describe('npx bothy with a bad BOTHY_* variable (18, D52)', () => {
  it('help and uuid work and exit 0; a usage error exits 2 with the usage; settings exits 2 naming the key', async () => {
    const [help, uuid, usage, settings] = await Promise.all([runTs('src/cli.ts', ['help'], BAD), runTs('src/cli.ts', ['uuid'], BAD), runTs('src/cli.ts', ['frobnicate'], BAD), runTs('src/cli.ts', ['settings'], BAD)]);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('exit codes:');
    expect(uuid.code, uuid.stderr).toBe(0);
    expect(uuid.stdout.trim()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('unknown command or missing argument: frobnicate');
    expect(settings.code).toBe(2);
    expect(settings.stderr).toContain('server.port: "abc" is not a port number 0-65535');
  }, 60_000);
});
