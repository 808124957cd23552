// The demo app at / exists only with server.dev_endpoints (issue 21, D211): `npm start`'s server
// (server/src/main.ts) with the setting off answers / with the final 404 problem document and does
// not load demo/ at all (its build, esbuild's bundling, the agent). The twin is the same server with
// the setting on: / is the page, and the same module check sees demo/start.ts and demo/build.ts.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '@bothy/generated';
import { SERVER_ROOT, spawnCommand, type Child } from '../support/child.ts';
import { useTestDatabase } from '../support/database.ts';

const db = useTestDatabase();
const MODULE_LOG = path.join(SERVER_ROOT, 'test/support/module-log.mjs');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** main.ts as `npm start` runs it, recording the modules it loads; stopped with SIGTERM by the caller. */
async function mainWith(devEndpoints: boolean): Promise<{ child: Child; url: string; demoModules: () => Promise<string[]> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bothy-demo-page-'));
  dirs.push(dir);
  const log = path.join(dir, 'modules.txt');
  const child = spawnCommand(process.execPath, ['--import', 'tsx', '--import', MODULE_LOG, path.join(SERVER_ROOT, 'src/main.ts')], {
    DATABASE_URL: db.url,
    BOTHY_SERVER_PORT: '0',
    BOTHY_SERVER_DEV_ENDPOINTS: String(devEndpoints),
    BOTHY_SERVER_DEMO_AGENT: 'false',
    MODULE_LOG_FILE: log,
  });
  const m = await child.waitFor(/Bothy reference server: (http:\/\/[^/\s]+)\//, 240_000); // a fresh checkout builds the SDK bundle first
  const root = path.resolve(SERVER_ROOT, '..');
  const demoModules = async () =>
    (await readFile(log, 'utf8'))
      .split('\n')
      .filter((u) => u.startsWith('file:'))
      .map((u) => path.relative(root, new URL(u).pathname))
      .filter((p) => p.startsWith('demo/'));
  return { child, url: m[1]!, demoModules };
}

async function stop(child: Child): Promise<void> {
  child.kill('SIGTERM');
  const finished = await child.exited;
  expect(finished.code, finished.stderr).toBe(0);
}

describe('the demo app is served only with server.dev_endpoints (issue 21; D211)', () => {
  it('off: / and /demo/app.js answer 404 problem documents, and nothing of demo/ is loaded', async () => {
    const { child, url, demoModules } = await mainWith(false);
    try {
      for (const p of ['/', '/demo/app.js', '/demo/config.json']) {
        const res = await fetch(`${url}${p}`);
        expect(res.status, p).toBe(404);
        expect(res.headers.get('content-type'), p).toMatch(/^application\/problem\+json/);
        expect(((await res.json()) as { code: string }).code, p).toBe(ProblemCode.NotFound);
      }
      expect(await demoModules()).toEqual([]);
    } finally {
      await stop(child);
    }
  }, 120_000);

  it('twin: on, / is the page, and the same module check sees demo/ loaded', async () => {
    const { child, url, demoModules } = await mainWith(true);
    try {
      const res = await fetch(`${url}/`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await demoModules()).toEqual(expect.arrayContaining(['demo/start.ts', 'demo/build.ts']));
    } finally {
      await stop(child);
    }
  }, 300_000);
});
