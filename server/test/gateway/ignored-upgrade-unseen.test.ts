// Answers Node makes without a 'request' event, pipelined before an upgrade offer the server ignores
// (RFC 9110 7.8, RFC 9112 9.3.2; D494, D499): a 417 to an Expect other than 100-continue, and a 400
// with `Connection: close` to an HTTP/1.1 request without Host. IgnoredUpgrades learns the answers an
// offer waits for from 'request' events, so it did not know them. Answers cannot be reordered or
// interleaved on the wire (Node writes a connection's answers from one queue, one after the other,
// and the offer's parser has left it), but a request re-read while a 417 was still being written
// found the socket owned by it and was never answered. Raw TCP on loopback, on a bare node:http server
// with IgnoredUpgrades as the gateway has it.
import http from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';
import { ProblemCode } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { IgnoredUpgrades } from '../../src/gateway/ignored-upgrade.ts';
import { answerExpectationFailed } from '../../src/rest/input.ts';
import { startTestServer } from '../support/server.ts';

let server: http.Server | undefined;
afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((r) => server!.close(r));
  server = undefined;
});

/** A server whose handler calls `handle`; IgnoredUpgrades (with `twins`) serves the offers. */
async function start(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void, twins: { expectationUnseen?: boolean; offerUnwaited?: boolean } = {}): Promise<number> {
  server = http.createServer(handle);
  const ignored = new IgnoredUpgrades(server, { ...twins, expectationFailed: answerExpectationFailed });
  server.on('upgrade', (req, socket, head) => void ignored.serve(req, socket, head));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server.address() as net.AddressInfo).port;
}

/** Writes `text` on one connection; what came back once `until` says so, the server closed, or `withinMs` passed. */
function send(port: number, text: string, until: (raw: string) => boolean, withinMs = 5_000): Promise<{ raw: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    let raw = '';
    let closedByServer = false;
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    const timer = setTimeout(() => s.destroy(), withinMs);
    s.on('end', () => (closedByServer = true));
    s.on('error', () => {});
    s.on('close', () => {
      clearTimeout(timer);
      resolve({ raw, closedByServer });
    });
    s.on('data', (b: Buffer) => {
      raw += b.toString('latin1');
      if (until(raw)) s.destroy();
    });
  });
}

const SLOW = 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n';
const EXPECT = 'GET /e HTTP/1.1\r\nHost: x\r\nExpect: x-unknown\r\n\r\n';
const NO_HOST = 'GET /e HTTP/1.1\r\n\r\n';
const OFFER = 'GET /fast HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n';
const statuses = (raw: string) => [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));

/** A handler for /slow, held until the offer reached the server, and /fast. */
function heldSlow(): { handle: (req: http.IncomingMessage, res: http.ServerResponse) => void; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  return {
    release: () => release(),
    handle: (req, res) => {
      if (req.url === '/slow') void held.then(() => res.end('slow'));
      else res.end('fast');
    },
  };
}

describe('an upgrade offer pipelined behind answers Node makes without a request event (RFC 9110 7.8, RFC 9112 9.3.2; D494, D499)', () => {
  for (const slowFirst of [false, true]) {
    const before = slowFirst ? 'an answer still being made and ' : '';
    it(`behind ${before}a 417 to an unknown Expect: every answer, whole and in order`, async () => {
      const { handle, release } = heldSlow();
      const port = await start(handle);
      server!.on('upgrade', () => release());
      const r = await send(port, `${slowFirst ? SLOW : ''}${EXPECT}${OFFER}`, (raw) => raw.endsWith('fast'));
      expect(statuses(r.raw), r.raw).toEqual(slowFirst ? [200, 417, 200] : [417, 200]);
      if (slowFirst) expect(r.raw.indexOf('slow')).toBeLessThan(r.raw.indexOf(' 417 '));
    });

    it(`behind ${before}a 400 to a request without Host (Connection: close): that answer and the close, nothing after it`, async () => {
      const { handle, release } = heldSlow();
      const port = await start(handle);
      server!.on('upgrade', () => release());
      const r = await send(port, `${slowFirst ? SLOW : ''}${NO_HOST}${OFFER}`, () => false);
      expect(r.closedByServer, r.raw).toBe(true);
      expect(statuses(r.raw), r.raw).toEqual(slowFirst ? [200, 400] : [400]);
      expect(r.raw).not.toContain('fast');
    });
  }

  /**
   * /slow's answer is written, and its socket is corked before Node hands the socket to the 417 queued
   * behind it, until /slow's 'close' (when the offer is re-read) has passed: the 417 is still being
   * written then, as when the kernel's send buffer is full. The offer's answer (`fast`) must follow it.
   */
  async function behindA417StillWritten(twins: { offerUnwaited?: boolean }): Promise<{ raw: string; fast: http.ServerResponse | undefined }> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let fast: http.ServerResponse | undefined;
    const port = await start((req, res) => {
      if (req.url !== '/slow') {
        fast = res;
        res.end('fast');
        return;
      }
      const socket = req.socket as Socket;
      // Before Node's own 'finish' listener, which hands the socket to the 417 and writes it.
      res.prependListener('finish', () => socket.cork());
      res.once('close', () => setImmediate(() => socket.uncork()));
      void held.then(() => res.end('slow'));
    }, twins);
    server!.on('upgrade', () => release());
    // Bounded (5 s, before the keep-alive timeout of 6 s would close the connection): the twin's never comes.
    const r = await send(port, `${SLOW}${EXPECT}${OFFER}`, (raw) => raw.endsWith('fast'));
    return { raw: r.raw, fast };
  }

  it('a 417 still being written when the answer before it closes: the offer waits for it, and its answer comes after (no answer lost)', async () => {
    const r = await behindA417StillWritten({});
    expect(statuses(r.raw), r.raw).toEqual([200, 417, 200]);
    expect(r.raw.endsWith('fast')).toBe(true);
  });

  // IgnoredUpgrades waits for the response that holds the socket (internal/earlier-answers.ts, D533's
  // addendum), which the 417 does whoever makes it; before, it waited for the latest response a 'request'
  // or 'checkExpectation' event named (D494, D499), and Node's own 417, unseen, lost the offer's answer.
  it('twin (offerUnwaited): re-read at once, the offer\'s answer is made and never written (lost)', async () => {
    const r = await behindA417StillWritten({ offerUnwaited: true });
    expect(statuses(r.raw), r.raw).toEqual([200, 417]);
    // The re-read request was served (its handler ended the answer), and the answer never got the socket.
    expect(r.fast?.writableEnded).toBe(true);
    expect(r.fast?.socket).toBeNull();
  }, 15_000);
});

describe('the 417 to an unknown Expect is a problem document like every REST refusal (RFC 9457, RFC 9110 10.1.1; D499)', () => {
  it('417 application/problem+json with the code expectation_failed, and the connection serves on', async () => {
    const port = await start((_req, res) => res.end('fast'));
    const r = await send(port, `${EXPECT}GET /fast HTTP/1.1\r\nHost: x\r\n\r\n`, (raw) => raw.endsWith('fast'));
    expect(statuses(r.raw), r.raw).toEqual([417, 200]);
    const head = r.raw.slice(0, r.raw.indexOf('\r\n\r\n'));
    expect(head).toMatch(/\r\nContent-Type: application\/problem\+json; charset=utf-8\r\n/i);
    const body = r.raw.slice(r.raw.indexOf('\r\n\r\n') + 4, r.raw.indexOf('HTTP/1.1 200'));
    expect(JSON.parse(body)).toMatchObject({ status: 417, code: ProblemCode.ExpectationFailed, instance: '/e' });
  });

  it('twin (expectationUnseen): Node\'s own 417, a status line without a problem document', async () => {
    const port = await start((_req, res) => res.end('fast'), { expectationUnseen: true });
    const r = await send(port, `${EXPECT}GET /fast HTTP/1.1\r\nHost: x\r\n\r\n`, (raw) => raw.endsWith('fast'));
    expect(statuses(r.raw), r.raw).toEqual([417, 200]);
    expect(r.raw.slice(0, r.raw.indexOf('\r\n\r\n'))).not.toMatch(/application\/problem\+json/i);
  });
});

describe('the node wires the 417 to REST\'s problem (server.ts; D499)', () => {
  it('the test server answers an unknown Expect with 417 expectation_failed as a problem document', async () => {
    const t = await startTestServer({});
    try {
      const r = await send(t.server.port, `GET /healthz HTTP/1.1\r\nHost: x\r\nExpect: x-unknown\r\nConnection: close\r\n\r\n`, () => false);
      expect(statuses(r.raw), r.raw).toEqual([417]);
      expect(JSON.parse(r.raw.slice(r.raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 417, code: ProblemCode.ExpectationFailed, instance: '/healthz' });
    } finally {
      await t.close();
    }
  }, 60_000);
});
