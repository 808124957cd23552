// D481: `bothy dev-token` and `bothy dev-call` read a server's answer up to MAX_ANSWER_BYTES (64 MiB, the
// conformance runner's cap of D474, one constant in @bothy/generated) and past it exit 3 (D52: the server
// gave no usable answer, as D476's answer that never ends) naming the request and the cap. The CLI read the
// body whole (res.text()): D476's 30 s deadline bounded the time, not the size, and an endless answer that
// came fast grew the process by gigabytes before the deadline (or ended it first). The server here streams
// an endless body; the CLI runs in a child process (cli-child.ts) whose resident memory the test reads from
// /proc while it runs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_ANSWER_BYTES } from '@bothy/generated';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs, watchRss } from '../support/child.ts';

/** The CLI's resident memory stays under this (about 150 MB with tsx and the cap's 64 MiB); the twin passes it within seconds. */
const RSS_BOUND_BYTES = 512 * 1024 * 1024;
/** The CLI ends well within this (the answer comes at loopback speed). */
const BOUND_MS = 20_000;
/**
 * The twin is killed once past RSS_BOUND_BYTES (7 s here on a loaded machine), at this at the latest: a
 * growth to 512 MB needs CPU, and beside other test files on two cores 20 s were once not enough.
 */
const TWIN_BOUND_MS = 90_000;

let dataDir = '';
let port = 0;
let server: http.Server;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bothy-cli-'));
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  mkdirSync(path.join(dataDir, 'dev-credentials'));
  writeFileSync(path.join(dataDir, 'dev-credentials', 'alex.json'), JSON.stringify({ access_token: 'token', public_jwk: await exportJWK(publicKey), private_jwk: await exportJWK(privateKey) }));
  // Every request: the head of a 201 (dev-token) or 200, then a body of spaces that never ends.
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
    const pump = () => {
      while (!res.destroyed && res.write(chunk));
    };
    res.on('drain', pump);
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `bothy <args>` against the endless server; samples its RSS every 100 ms and kills it once over RSS_BOUND_BYTES or after `boundMs`. */
async function bothy(args: string[], test: Record<string, unknown> = {}, boundMs = BOUND_MS) {
  const child = spawnTs('test/hardening/cli-child.ts', args, {
    BOTHY_SERVER_HOST: '127.0.0.1',
    BOTHY_SERVER_PORT: String(port),
    BOTHY_SERVER_DATA_DIR: dataDir,
    BOTHY_TEST_CLI_SERVER: JSON.stringify(test),
  });
  const stop = watchRss(child, RSS_BOUND_BYTES);
  const timer = setTimeout(() => child.kill('SIGKILL'), boundMs);
  const exit = await child.exited;
  clearTimeout(timer);
  return { exit, maxRss: stop() };
}

describe(`bothy dev-token and dev-call read at most ${MAX_ANSWER_BYTES} bytes of an answer (D52; D476, D481)`, () => {
  it.each([
    ['dev-token', ['dev-token', '--principal', 'alex'], 'POST /api/v1/dev/tokens'],
    ['dev-call', ['dev-call', 'alex', 'GET', '/api/v1/events?after=0'], 'GET /api/v1/events'],
  ] as const)('%s against an endless answer: exit 3 naming the request and the cap, the process stays small', async (_, args, request) => {
    const { exit, maxRss } = await bothy([...args]);
    expect(exit.code, exit.stderr).toBe(3);
    expect(exit.stderr).toContain(`bothy: the server at http://127.0.0.1:${port}: ${request}: answer larger than ${MAX_ANSWER_BYTES} bytes`);
    expect(maxRss).toBeLessThan(RSS_BOUND_BYTES);
  }, BOUND_MS + 30_000);

  it('the usage text names the cap with exit 3', async () => {
    const { exit } = await bothy(['help']);
    expect(exit.stdout).toContain(`or one longer than ${MAX_ANSWER_BYTES / (1 << 20)} MiB`);
  }, 30_000);

  it('twin cliAnswerUnbounded: dev-token reads the endless answer whole and grows past the bound (killed, no exit code)', async () => {
    const { exit, maxRss } = await bothy(['dev-token', '--principal', 'alex'], { cliAnswerUnbounded: true }, TWIN_BOUND_MS);
    expect(maxRss).toBeGreaterThan(RSS_BOUND_BYTES);
    expect(exit.signal).toBe('SIGKILL');
  }, TWIN_BOUND_MS + 30_000);
});
