// What a request that offers no upgrade pays for IgnoredUpgrades (D494, issue 22): nothing. D490 put a
// 'request' listener on the server that added a 'close' listener to every response; D494 kept a
// 'request' listener that recorded each socket's latest response in a WeakMap (strongly at first, then
// through a WeakRef after its review); since D533's addendum an offer waits for the response that holds
// its socket (internal/earlier-answers.ts) and nothing is recorded per request. What each check guards
// against:
//   - the server's listeners, with and without IgnoredUpgrades: any per-request recording coming back
//     (a 'request' listener, as D490's and D494's forms had; both fail it, shown on stand-ins of them);
//   - the response's and the socket's listeners: a listener per response or socket (D490's form fails
//     it; D494's did not, it added none);
//   - the answered response collected while its socket idles: a response held strongly per socket (D494's
//     first form fails it; the WeakRef of its review did not).
// The offer still waits for the answers owed before it (pipelining, RFC 9112 9.3.2): checked here with
// an answer held back by the test, on a bare node:http server over loopback (twin offerUnwaited).
import http from 'node:http';
import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { IgnoredUpgrades } from '../../src/gateway/ignored-upgrade.ts';

let server: http.Server | undefined;
afterEach(async () => {
  // Only a server a test started (the listener checks start none).
  const s = server;
  server = undefined;
  if (!s) return;
  s.closeAllConnections();
  await new Promise((r) => s.close(r));
});

/** A server whose handler calls `handle`; IgnoredUpgrades serves the offers, as the gateway has it do. */
async function start(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void, twins: { offerUnwaited?: boolean } = {}): Promise<number> {
  server = http.createServer(handle);
  const ignored = new IgnoredUpgrades(server, twins);
  server.on('upgrade', (req, socket, head) => void ignored.serve(req, socket, head));
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return (server.address() as net.AddressInfo).port;
}

describe('a request without an upgrade offer pays nothing per request for the offers of others (RFC 9110 7.8; D490, D494)', () => {
  /** How many listeners each of the server's events has. */
  const listenersOf = (emitter: http.Server) => Object.fromEntries(emitter.eventNames().map((e) => [String(e), emitter.listenerCount(e)]));

  /** The server's listeners without and with `attach` (IgnoredUpgrades, or a stand-in of an older form). */
  function listenersAdded(attach: (s: http.Server) => void): { without: Record<string, number>; with: Record<string, number> } {
    const s = http.createServer(() => {});
    const without = listenersOf(s);
    attach(s);
    return { without, with: listenersOf(s) };
  }

  it('IgnoredUpgrades puts no listener on the server: nothing is recorded per request (no \'request\' listener)', () => {
    const x = listenersAdded((s) => new IgnoredUpgrades(s));
    expect(x.with.request).toBe(1);
    expect(x.with).toEqual(x.without);
  });

  // Stand-ins of the older forms' constructors (the code of D490 and of D494's review): the same check fails on them.
  const olderForms: Record<string, (s: http.Server) => void> = {
    'D490 (a \'close\' listener per response)': (s) => s.on('request', (_req, res: http.ServerResponse) => void res.once('close', () => {})),
    'D494 (the latest response per socket, through a WeakRef)': (s) => {
      const latest = new WeakMap<object, WeakRef<http.ServerResponse>>();
      s.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => void latest.set(req.socket, new WeakRef(res)));
    },
  };
  for (const [form, attach] of Object.entries(olderForms)) {
    it(`the check fails on the form of ${form}`, () => {
      const x = listenersAdded((s) => {
        new IgnoredUpgrades(s);
        attach(s);
      });
      expect(x.with.request).toBe(2);
      expect(x.with).not.toEqual(x.without);
    });
  }

  it('its response gets no listener from IgnoredUpgrades, its socket none either', async () => {
    const seen: { close: number; finish: number; socketListeners: number }[] = [];
    const port = await start((req, res) => {
      // After every 'request' listener ran.
      setImmediate(() => {
        seen.push({ close: res.listenerCount('close'), finish: res.listenerCount('finish'), socketListeners: req.socket.eventNames().reduce((n, e) => n + req.socket.listenerCount(e), 0) });
        res.end('ok');
      });
    });
    const bare = http.createServer((req, res) => setImmediate(() => {
      seen.push({ close: res.listenerCount('close'), finish: res.listenerCount('finish'), socketListeners: req.socket.eventNames().reduce((n, e) => n + req.socket.listenerCount(e), 0) });
      res.end('ok');
    }));
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (p: number) => new Promise<void>((r) => http.get({ port: p, host: '127.0.0.1', agent }, (res) => res.resume().on('end', r)));
    for (let i = 0; i < 3; i++) await get(port);
    for (let i = 0; i < 3; i++) await get((bare.address() as net.AddressInfo).port);
    agent.destroy();
    bare.closeAllConnections();
    await new Promise((r) => bare.close(r));
    // The same listeners with IgnoredUpgrades as without it, request after request on one connection.
    expect(seen.slice(0, 3)).toEqual(seen.slice(3));
  });

  it('an idle kept-alive socket does not keep its last response alive, nor through it the request and its body (D494)', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    let answered: WeakRef<http.ServerResponse> | undefined;
    const port = await start((req, res) => {
      answered = new WeakRef(res);
      req.resume().on('end', () => res.end('ok'));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise<void>((r) => http.request({ port, host: '127.0.0.1', agent, method: 'POST' }, (res) => res.resume().on('end', r)).end('x'.repeat(64 * 1024)));
    // The socket stays open and idle (keep-alive); nothing but IgnoredUpgrades' entry could hold the
    // response. deref() keeps its target until the end of the current job, so each collection runs in
    // a job of its own, before the next look (bounded: 20 turns).
    let held = true;
    for (let i = 0; i < 20 && held; i++) {
      await new Promise((r) => setTimeout(r, 10));
      gc();
      await new Promise((r) => setTimeout(r, 0));
      held = answered!.deref() !== undefined;
    }
    agent.destroy();
    expect(held, 'the answered response is still reachable while its socket idles').toBe(false);
  });

  /** /slow held until the offer reached the server, then /fast offering h2c; what the client read (5 s at most). */
  async function pipelinedOffer(twins: { offerUnwaited?: boolean }): Promise<string> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const port = await start((req, res) => {
      if (req.url === '/slow') void held.then(() => res.end('slow'));
      else res.end('fast');
    }, twins);
    // Released once the offer reached the server (after IgnoredUpgrades' listener): the answer owed is still being made.
    server!.on('upgrade', () => release());
    return new Promise<string>((resolve) => {
      let raw = '';
      const s = net.connect(port, '127.0.0.1', () => {
        s.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /fast HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n');
      });
      // Bounded: without the wait the second answer never comes (D490's pipelining note).
      const timer = setTimeout(() => s.destroy(), 5_000);
      s.on('close', () => {
        clearTimeout(timer);
        resolve(raw);
      });
      s.on('data', (b: Buffer) => {
        raw += b.toString();
        if (raw.endsWith('fast')) s.destroy();
      });
    });
  }

  it('an offer pipelined behind an answer still being made is served after it, in order', async () => {
    const got = await pipelinedOffer({});
    expect(got.match(/HTTP\/1\.1 200/g), got).toHaveLength(2);
    expect(got.indexOf('slow')).toBeLessThan(got.indexOf('fast'));
  });

  it('twin (offerUnwaited): re-read at once, the offer\'s answer is never written', async () => {
    const got = await pipelinedOffer({ offerUnwaited: true });
    expect(got.match(/HTTP\/1\.1 200/g), got).toHaveLength(1);
    expect(got).not.toContain('fast');
  }, 15_000);
});
