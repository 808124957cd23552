// The demo's builds on the published @bothy/sdk (issue 21, D210, D260): the app and the demo agent
// reach no file that the SDK package does not publish, and the agent's bundle leaves @bothy/sdk/agent
// and ws to Node, which resolves them as in an installed app (the package's exports, sdk/dist).
// The guard's twins are demo agents and an app that import privately (demo/test/fixtures): each
// build must refuse them, naming what it refused.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AGENT_BUNDLE, buildDemoAgent, buildDemoApp, PrivateImportError, runBuildCommand } from '../build.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => join(ROOT, 'demo/test/fixtures', name);
// Beside the real bundle (Node resolves its packages from there), under a name of this run's own.
mkdirSync(dirname(AGENT_BUNDLE), { recursive: true });
const scratch = mkdtempSync(join(dirname(AGENT_BUNDLE), 'test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the demo agent runs on the published SDK (issue 21; 15.1)', () => {
  it('its bundle holds demo/agent.ts alone and leaves @bothy/sdk/agent and ws to Node, which finds sdk/dist through the exports', async () => {
    const agent = await buildDemoAgent(undefined, undefined, join(scratch, 'agent.mjs'));
    expect(agent.inputs).toEqual(['demo/agent.ts']);
    expect(agent.imports.sort()).toEqual(['@bothy/sdk/agent', 'ws']);
    const code = readFileSync(agent.file, 'utf8');
    expect(code).not.toMatch(/sdk\/(src|examples)\//);
    // How node resolves the bundle's import from where it lies: the package's exports, not tsconfig paths.
    const resolved = execFileSync(process.execPath, ['--input-type=module', '-e', "console.log(import.meta.resolve('@bothy/sdk/agent'))"], { cwd: dirname(agent.file), encoding: 'utf8' }).trim();
    expect(resolved).toBe(pathToFileURL(join(ROOT, 'sdk/dist/agent.js')).href);
  }, 240_000);

  const refused: [string, { entry: string; names: RegExp }][] = [
    ['a file of sdk/examples (not in the package)', { entry: 'agent-examples-import.ts', names: /reached sdk\/examples\/api-token\.ts/ }],
    ['the SDK sources by a relative path', { entry: 'agent-source-import.ts', names: /reached sdk\/src\/[\w/.-]+\.ts/ }],
    ['a subpath of @bothy/sdk its exports do not name', { entry: 'agent-unexported-import.ts', names: /imports @bothy\/sdk\/dist\/agent\.js, which the exports of @bothy\/sdk do not name/ }],
  ];
  for (const [name, { entry, names }] of refused) {
    it(`twin: an agent that imports ${name} is refused, and nothing is written`, async () => {
      const file = join(scratch, `${entry}.mjs`);
      const error = await buildDemoAgent(undefined, fixture(entry), file).then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(PrivateImportError);
      expect((error as Error).message).toMatch(names);
      expect(() => readFileSync(file)).toThrow();
    }, 60_000);
  }
});

describe('the demo app is built on the published SDK (issue 21; D210)', () => {
  it('its inputs hold sdk/dist and no file outside a package\'s published files', async () => {
    const app = await buildDemoApp();
    expect(app.inputs).toContain('sdk/dist/index.js');
    expect(app.inputs.filter((p) => /^(sdk|generated)\/(?!dist\/)/.test(p))).toEqual([]);
  }, 240_000);

  it('twin: an app that reaches the SDK sources is refused', async () => {
    const error = await buildDemoApp(undefined, fixture('app-source-import.tsx')).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(PrivateImportError);
    expect((error as Error).message).toMatch(/the demo app reached sdk\/src\//);
  }, 60_000);
});

describe('a failed build of the demo shows its diagnostics (issue 21)', () => {
  it('tsc\'s errors, which it writes to stdout, are in the message, with the exit code', () => {
    const dir = mkdtempSync(join(scratch, 'tsc-'));
    writeFileSync(join(dir, 'broken.ts'), 'export const n: number = "not a number";\n');
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    let message = '';
    try {
      runBuildCommand(tsc, ['--noEmit', '--strict', 'broken.ts'], dir, 'the test build');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^the test build failed \(exit code 2\):\n/);
    expect(message).toContain("broken.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
  }, 60_000);
});
