// The package check (issue 13): the packed @bothy/sdk and @bothy/generated, installed with ws into a
// fresh folder outside the workspace, against a running server (--url):
//   (a) a plain `node` ESM script connects, sends a message and receives its echo;
//   (b) a small TypeScript app type-checks against the installed .d.ts (tsc --init style config,
//       skipLibCheck off);
//   (c) the same app, bundled for the browser by esbuild, does the same in Debian's chromium, from
//       a page on its own origin (--origin, which the server must list in server.allowed_origins).
// Every child process and wait is bounded; what this starts, it stops.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { installPackages, root } from './install.ts';

const exec = promisify(execFile);
const { values } = parseArgs({ options: { url: { type: 'string' }, origin: { type: 'string' } } });
if (!values.url || !values.origin) throw new Error('usage: check.ts --url <server> --origin <page origin, listed in server.allowed_origins>');
const server = values.url;
const origin = new URL(values.origin);

async function step(name: string, run: () => Promise<string | void>): Promise<void> {
  const started = Date.now();
  const detail = await run();
  console.log(`package check: ${name}: ok (${Date.now() - started} ms)${detail ? `, ${detail}` : ''}`);
}

const { dir } = await installPackages();
console.log(`package check: installed the tarballs into ${dir}`);
process.on('exit', () => console.log(`package check: the fresh folder stays for a look: ${dir}`));

await step('(a) plain node ESM script', async () => {
  const { stdout } = await exec(process.execPath, ['node-app.mjs'], { cwd: dir, env: { PATH: process.env.PATH, BOTHY_URL: server }, timeout: 30_000 });
  return stdout.trim();
});

await step('(b) tsc against the installed .d.ts', async () => {
  await exec(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir, timeout: 120_000 });
});

await step('(c) esbuild browser bundle in chromium', async () => {
  const bundle = await build({ entryPoints: [path.join(dir, 'browser.ts')], absWorkingDir: dir, bundle: true, format: 'esm', platform: 'browser', minify: true, write: false, logLevel: 'error' });
  const js = bundle.outputFiles[0]!.text;
  await writeFile(path.join(dir, 'browser.js'), js);
  const page = `<!doctype html><meta charset="utf-8"><title>running</title><script type="module" src="/app.js"></script>`;
  const http = createServer((req, res) => {
    const isJs = req.url === '/app.js';
    res.writeHead(200, { 'content-type': isJs ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8' });
    res.end(isJs ? js : page);
  });
  await new Promise<void>((resolve, reject) => http.once('error', reject).listen(Number(origin.port), origin.hostname, resolve));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    timeout: 30_000,
  });
  try {
    const tab = await browser.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(`${origin.origin}/?server=${encodeURIComponent(server)}`, { timeout: 15_000 });
    await tab.waitForFunction(() => document.title !== 'running', undefined, { timeout: 30_000 });
    const title = await tab.title();
    if (!title.startsWith('ok')) throw new Error(`the page says "${title}"${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
    return `${title}, bundle ${js.length} bytes minified`;
  } finally {
    await browser.close();
    await new Promise((resolve) => http.close(resolve));
  }
});

process.removeAllListeners('exit');
await rm(dir, { recursive: true, force: true });
