// D474: the live runner reads a REST answer's body up to MAX_ANSWER_BYTES (64 MiB) and names the cap past
// it. It read bodies whole (res.text()): a server under test whose answer never ends grew the runner to
// 4.4 GB in 30 s, and the case then said "no answer within 30000 ms". The servers here are raw node:http
// servers that stream an endless body; the runner runs in a child process (test/support/live-child.ts)
// whose resident memory the test reads from /proc while it runs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST_BASE_PATH } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnCommand, watchRss } from '../../server/test/support/child.ts';
import { agentRequest, type AgentSession } from '../src/live/agents.ts';
import { AnswerTooLargeError, MAX_ANSWER_BYTES } from '../src/live/answer.ts';
import type { CaseContext } from '../src/live/session.ts';

/** The runner's resident memory stays under this (it is about 150 MB with tsx); the twin passes it within seconds. */
const RSS_BOUND_BYTES = 512 * 1024 * 1024;

const servers: http.Server[] = [];
afterEach(async () => {
  const closing = servers.splice(0);
  for (const s of closing) s.closeAllConnections();
  await Promise.all(closing.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server whose answer to `endless` (method and path) is a 200 that never ends; POST /dev/tokens gives credentials, anything else 404. */
async function endlessServer(endless: string): Promise<string> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const server = http.createServer((req, res) => {
    req.resume();
    if (`${req.method} ${req.url?.split('?')[0]}` === endless) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      pump();
      return;
    }
    if (req.method === 'POST' && req.url === `${REST_BASE_PATH}/dev/tokens`) return res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'conformance-test-token', device_id: 'device-1' }));
    res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Runs message.idempotent_post in a child; samples its RSS every 100 ms and kills it once over RSS_BOUND_BYTES. */
async function runCase(url: string, twins: Record<string, boolean>) {
  const child = spawnCommand(process.execPath, ['--import', 'tsx', 'conformance/test/support/live-child.ts', 'message.idempotent_post', url, JSON.stringify({ principal: 'alex', stepTimeoutMs: 10_000, twins })], {});
  const stop = watchRss(child, RSS_BOUND_BYTES);
  const exit = await child.exited;
  const maxRss = stop();
  const line = exit.stdout.split('\n').find((l) => l.startsWith('{"cases"'));
  return { exit, maxRss, result: line === undefined ? undefined : (JSON.parse(line) as { cases: { id: string; status: string; reason?: string }[] }).cases[0] };
}

describe(`live runner: a REST answer is read up to ${MAX_ANSWER_BYTES} bytes (G9; D474)`, () => {
  it('an endless answer to POST /dev/tokens: the case is skipped, the reason names the cap, the runner stays small', async () => {
    const url = await endlessServer(`POST ${REST_BASE_PATH}/dev/tokens`);
    const { exit, maxRss, result } = await runCase(url, {});
    expect(exit.code, exit.stderr).toBe(0);
    expect(result).toMatchObject({ id: 'message.idempotent_post', status: 'skip', reason: `no credentials: POST ${REST_BASE_PATH}/dev/tokens: answer larger than ${MAX_ANSWER_BYTES} bytes` });
    expect(maxRss).toBeLessThan(RSS_BOUND_BYTES);
  }, 60_000);

  it('an endless answer to a REST call of a case: the case fails, naming the request and the cap', async () => {
    const url = await endlessServer(`GET ${REST_BASE_PATH}/sync/snapshot`);
    const { exit, maxRss, result } = await runCase(url, {});
    expect(exit.code, exit.stderr).toBe(0);
    expect(result).toMatchObject({ status: 'fail', reason: `GET ${REST_BASE_PATH}/sync/snapshot: answer larger than ${MAX_ANSWER_BYTES} bytes` });
    expect(maxRss).toBeLessThan(RSS_BOUND_BYTES);
  }, 60_000);

  it("an endless answer to the agent's request: AnswerTooLargeError naming it", async () => {
    const url = await endlessServer(`GET ${REST_BASE_PATH}/runs/r1/context`);
    const ctx = { run: { origin: () => url }, options: { stepTimeoutMs: 10_000 } } as unknown as CaseContext;
    const error = await agentRequest(ctx, { token: 'api-token' } as AgentSession, 'GET', '/runs/r1/context').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerTooLargeError);
    expect((error as Error).message).toBe(`GET ${REST_BASE_PATH}/runs/r1/context: answer larger than ${MAX_ANSWER_BYTES} bytes`);
  }, 30_000);

  it('twin answersUnbounded: the runner reads the endless answer whole and grows past the bound', async () => {
    const url = await endlessServer(`POST ${REST_BASE_PATH}/dev/tokens`);
    const { exit, maxRss, result } = await runCase(url, { answersUnbounded: true });
    expect(maxRss).toBeGreaterThan(RSS_BOUND_BYTES);
    expect(exit.signal).toBe('SIGKILL');
    expect(result).toBeUndefined();
  }, 60_000);
});
