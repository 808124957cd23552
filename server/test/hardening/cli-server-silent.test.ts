// D476: `bothy dev-token` and `bothy dev-call` end against a server that never answers: exit 3 (D52: the server
// could not be reached) with "no answer within N s", instead of waiting for ever. The CLI's fetch had no
// deadline: a server that accepts the TCP connection and then says nothing (a hung process, a proxy that
// holds the request), or sends its head and never ends its body, left the command hanging. The deadline is
// CLI_ANSWER_TIMEOUT_MS (30 s); the tests shorten it to 1.5 s through cli-child.ts. And D52 again: a method
// fetch cannot send or a target that is no http(s) URL is a usage error (exit 2), not exit 3 or exit 1.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs, type Child } from '../support/child.ts';

const ANSWER_MS = 1_500;
/** The twin is ended after this: with the deadline it would have ended after 1.5 s. */
const TWIN_GIVEN_MS = 10_000;

let dataDir = '';
let silentPort = 0;
let endlessPort = 0;
const sockets = new Set<net.Socket>();
let silent: net.Server;
let endless: http.Server;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bothy-cli-'));
  // Credentials for dev-call (any key: the servers here never look at them).
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  mkdirSync(path.join(dataDir, 'dev-credentials'));
  writeFileSync(path.join(dataDir, 'dev-credentials', 'alex.json'), JSON.stringify({ access_token: 'token', public_jwk: await exportJWK(publicKey), private_jwk: await exportJWK(privateKey) }));
  // Accepts the connection, reads the request, answers nothing.
  silent = net.createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
    s.resume();
  });
  // Sends the head of a 201 and a first byte of its body, then nothing more.
  endless = http.createServer((req, res) => {
    req.resume();
    res.writeHead(201, { 'content-type': 'application/json' });
    res.write('{');
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as AddressInfo).port;
  endlessPort = (endless.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  endless.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  await new Promise((resolve) => endless.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const bothy = (port: number, args: string[], test: Record<string, unknown> = {}): Child =>
  spawnTs('test/hardening/cli-child.ts', args, {
    BOTHY_SERVER_HOST: '127.0.0.1',
    BOTHY_SERVER_PORT: String(port),
    BOTHY_SERVER_DATA_DIR: dataDir,
    BOTHY_TEST_CLI_SERVER: JSON.stringify({ answerTimeoutMs: ANSWER_MS, ...test }),
  });

describe('bothy dev-token and dev-call against a server that does not answer (D52; D476)', () => {
  it.each([
    ['dev-token, a server that accepts and says nothing', () => silentPort, ['dev-token', '--principal', 'alex']],
    ['dev-call, a server that accepts and says nothing', () => silentPort, ['dev-call', 'alex', 'GET', '/api/v1/events?after=0']],
    ['dev-token, a server that never ends its answer', () => endlessPort, ['dev-token', '--principal', 'alex']],
  ] as const)('%s: exit 3, "no answer within 1.5 s"', async (_, port, args) => {
    const done = await bothy(port(), [...args]).exited;
    expect(done.code, done.stderr).toBe(3);
    expect(done.stderr).toContain(`the server at http://127.0.0.1:${port()}: no answer within 1.5 s`);
  }, 60_000);

  it('twin cliFetchWithoutDeadline: dev-token has not ended after 10 s', async () => {
    const child = bothy(silentPort, ['dev-token', '--principal', 'alex'], { cliFetchWithoutDeadline: true });
    const ended = await Promise.race([child.exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), TWIN_GIVEN_MS))]);
    child.kill('SIGKILL');
    await child.exited;
    expect(ended).toBe(false);
  }, TWIN_GIVEN_MS + 30_000);
});

describe('bothy dev-call with a method or URL it cannot send: a usage error, exit 2 (D52; D476)', () => {
  const cases = [
    ['a method that is no token', 'GE T', '/api/v1/events'],
    ['a forbidden method', 'CONNECT', '/api/v1/events'],
    ['a target that is no URL', 'GET', 'http://[::1'],
    ['a URL of another scheme', 'GET', 'file:///etc/passwd'],
    ['a body on a GET', 'GET', '/api/v1/events', '{"a":1}'],
  ] as const;

  it.each(cases)('%s: exit 2 naming it', async (_, method, target, body?: string) => {
    const done = await bothy(silentPort, ['dev-call', 'alex', method, target, ...(body === undefined ? [] : [body])]).exited;
    expect(done.code, done.stderr).toBe(2);
    expect(done.stderr).toMatch(/^bothy: dev-call: /m);
  }, 60_000);

  it('twin devCallArgumentsUnchecked: the bad method and the body on a GET are exit 3 ("cannot be reached"), the bad URL exit 1', async () => {
    const codes = await Promise.all(cases.map(async ([, method, target, body]: readonly string[]) => (await bothy(silentPort, ['dev-call', 'alex', method!, target!, ...(body === undefined ? [] : [body])], { devCallArgumentsUnchecked: true }).exited).code));
    expect(codes).toEqual([3, 3, 1, 3, 3]);
  }, 60_000);
});
