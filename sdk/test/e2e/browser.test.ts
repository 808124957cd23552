// The SDK bundle in headless Chromium (Debian's chromium, driven by playwright-core): native
// WebSocket, WebCrypto (a non-extractable DPoP key) and the IndexedDB stores. A small page logs in
// through the dev endpoint, sends a message, goes offline, sends again, comes back, and shows both
// messages exactly once. The page is served by the test's proxy, so that the page, REST and the
// gateway share one origin (the reference server answers no CORS preflight); the server allows
// that origin on the gateway upgrade.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, chromiumAvailable } from '../../../scripts/test-chromium.ts';
import { FaultProxy } from '../support/fault-proxy.ts';
import { newThread, threadMessages, until, useTestServer } from '../support/e2e.ts';

const hasChromium = chromiumAvailable("the SDK's browser e2e (sdk/test/e2e/browser.test.ts)");

const SDK_ENTRY = fileURLToPath(new URL('../../src/index.ts', import.meta.url));
const DB = 'bothy-e2e';

/** The page: the app of a developer, twenty-odd lines on the SDK. */
const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Bothy SDK in the browser</title></head>
<body>
<ul id="messages"></ul>
<ul id="pending"></ul>
<script type="module">
import { BothyClient, EventType, IndexedDbCursorStore, IndexedDbDpopKeyStore, IndexedDbOutboxStore, loadOrCreateDpopKey, StaticTokenProvider } from '/sdk.js';
const thread = new URLSearchParams(location.search).get('thread');
const login = async (key, deviceId) => {
  const res = await fetch('/api/v1/dev/tokens', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ principal: 'alex', public_jwk: key.publicJwk, ...(deviceId ? { device_id: deviceId } : {}) }) });
  return res.json();
};
const dpopKey = await loadOrCreateDpopKey(new IndexedDbDpopKeyStore('${DB}'));
const session = await login(dpopKey);
const tokens = new StaticTokenProvider(session.access_token, async () => (await login(dpopKey, session.device_id)).access_token);
const client = await BothyClient.open({
  baseUrl: location.origin, deviceId: session.device_id, dpopKey, tokens,
  cursorStore: new IndexedDbCursorStore('${DB}'), outboxStore: new IndexedDbOutboxStore('${DB}'),
  timing: { reconnectBase: 50, reconnectCap: 400, outboxRetryBase: 50, outboxRetryCap: 400 },
});
const messages = new Map();
const render = () => {
  document.getElementById('messages').replaceChildren(...[...messages.values()].sort((a, b) => a.thread_seq - b.thread_seq)
    .map((m) => Object.assign(document.createElement('li'), { textContent: m.content_md })));
  document.getElementById('pending').replaceChildren(...client.pending(thread)
    .map((e) => Object.assign(document.createElement('li'), { textContent: e.op.body.content_md + ' (' + (e.state === 'failed' ? 'failed' : 'sending') + ')' })));
};
client.on(EventType.MessageCreated, (e) => { if (e.payload.message.thread_id === thread) messages.set(e.payload.message.id, e.payload.message); render(); });
client.outbox.on('change', render);
client.outbox.on('removed', render);
window.addEventListener('online', () => client.networkChanged());
window.bothy = { client, send: async (text) => (await client.sendMessage(thread, text)).id,
  stored: async () => ({ position: await new IndexedDbCursorStore('${DB}').get(), outbox: (await new IndexedDbOutboxStore('${DB}').load()).map((e) => e.id) }),
  webSocket: () => typeof WebSocket, extractable: () => dpopKey.privateKey.extractable };
await client.start();
</script>
</body></html>`;

describe.skipIf(!hasChromium)('the SDK bundle in headless Chromium', () => {
  let proxy: FaultProxy;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [SDK_ENTRY],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      write: false,
      // No externals: the main entry reaches no node: module (the file stores are in src/node.ts).
      logLevel: 'silent',
    });
    proxy = new FaultProxy(0);
    await proxy.start();
    proxy.files.set('/', { type: 'text/html; charset=utf-8', body: PAGE });
    proxy.files.set('/sdk.js', { type: 'text/javascript; charset=utf-8', body: bundle.outputFiles[0]!.text });
  }, 120_000);
  const t = useTestServer(() => ({ 'server.allowed_origins': proxy.url }));
  beforeAll(async () => {
    proxy.retarget(t.server.port);

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    context = await browser.newContext();
    page = await context.newPage();
    // Uncaught exceptions only: the console also logs the expected noise of the run (the DPoP
    // nonce challenge, WebSockets refused while offline).
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await proxy?.stop();
  });

  const state = () => page.evaluate(() => (window as unknown as { bothy?: { client: { state: string } } }).bothy?.client.state);
  const texts = (list: string) => page.locator(`#${list} li`).allTextContents();

  it('sends, goes offline, sends again, comes back, and shows both messages exactly once (16.1, 16.2, 13.4)', async () => {
    const thread = await newThread(t, 'browser');
    await page.goto(`${proxy.url}/?thread=${thread}`);
    await until(async () => (await state()) === 'live', 'the page is live', 15_000);
    expect(await page.evaluate(() => (window as unknown as { bothy: { webSocket(): string } }).bothy.webSocket())).toBe('function');
    expect(await page.evaluate(() => (window as unknown as { bothy: { extractable(): boolean } }).bothy.extractable())).toBe(false);

    const send = (text: string) => page.evaluate((x) => (window as unknown as { bothy: { send(t: string): Promise<string> } }).bothy.send(x), text);
    await send('browser first');
    await until(async () => (await texts('messages')).join('|') === 'browser first' && (await texts('pending')).length === 0, 'the first message is shown and confirmed');

    // Offline: the browser's network and the proxy (the open WebSocket is cut with it).
    await context.setOffline(true);
    proxy.setOffline(true);
    await until(async () => (await state()) !== 'live', 'the page notices');
    const second = await send('browser second');
    expect(await texts('pending')).toEqual(['browser second (sending)']);
    const stored = await page.evaluate(() => (window as unknown as { bothy: { stored(): Promise<{ outbox: string[] }> } }).bothy.stored());
    expect(stored.outbox).toEqual([second]); // kept in IndexedDB while offline (13.2)
    await new Promise((r) => setTimeout(r, 500));
    expect(await texts('messages')).toEqual(['browser first']);

    // Back online: the page's `online` event reports the network change; resume, catch-up, send.
    proxy.setOffline(false);
    await context.setOffline(false);
    await until(async () => (await texts('messages')).join('|') === 'browser first|browser second' && (await texts('pending')).length === 0, 'both shown once', 20_000);

    expect((await threadMessages(t, thread)).map((m) => m.content_md)).toEqual(['browser first', 'browser second']);
    const after = await page.evaluate(() => (window as unknown as { bothy: { stored(): Promise<{ position?: { cursor: number }; outbox: string[] }> } }).bothy.stored());
    expect(after.outbox).toEqual([]);
    expect(after.position!.cursor).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 60_000);
});
