// The cache's IndexedDB store in headless Chromium (Debian's chromium, driven by playwright-core,
// as browser.test.ts): the store contract of test/cache/store-contract.ts, and the cache over
// IndexedDB across a reopen, an access loss (8.3) and a wipe (4012). No server is needed: a page
// on a loopback origin of its own runs the bundled checks and returns their failures.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, chromiumAvailable } from '../../../scripts/test-chromium.ts';

const hasChromium = chromiumAvailable("the cache's IndexedDB test (sdk/test/e2e/cache-browser.test.ts)");

const ENTRY = fileURLToPath(new URL('../cache/browser-entry.ts', import.meta.url));

describe.skipIf(!hasChromium)('the cache in IndexedDB, in headless Chromium (13.1)', () => {
  let server: Server;
  let browser: Browser;
  let url = '';

  beforeAll(async () => {
    const bundle = await build({ entryPoints: [ENTRY], bundle: true, format: 'esm', platform: 'browser', target: 'chrome120', write: false, logLevel: 'silent' });
    const js = bundle.outputFiles[0]!.text;
    server = createServer((req, res) => {
      if (req.url === '/checks.js') res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(js);
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><meta charset="utf-8"><script type="module" src="/checks.js"></script>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('IndexedDbCacheStore keeps the store contract, and the cache over it survives a reopen, deletes on access loss and wipes on 4012', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => typeof (globalThis as { cacheChecks?: unknown }).cacheChecks === 'function', undefined, { timeout: 20_000 });
    const result = await page.evaluate(() => (globalThis as unknown as { cacheChecks: () => Promise<{ contract: string[]; cache: string[] }> }).cacheChecks());
    expect(problems).toEqual([]);
    expect(result).toEqual({ contract: [], cache: [] });
    await page.close();
  }, 60_000);
});
