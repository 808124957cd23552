// The URL a request in absolute form addressed (D495). RFC 9112 3.2.2: when the request target is in
// absolute form (`GET http://host:port/api/v1/events HTTP/1.1`) a server MUST ignore Host and use the
// target's authority; the DPoP proof's htu (RFC 9449 4.3) names that URL, as do discovery (6.1) and the
// gateway's same-origin check (6.3). REST formed it from the whole target (scheme included, and over
// server.public_url) but discovery and the gateway from Host; now all three from one function
// (internal/request-url.ts). The server answers for any host (no allow-list), so an authority that
// names another host than the one it listens on is taken as a Host header naming it is. Raw TCP on
// loopback (fetch and node:http send origin form; the gateway's through ws's finishRequest).
import { ClientOp, CloseCode, GATEWAY_PATH, ProblemCode, ServerOp, type ServerFrame } from '@bothy/generated';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, type RawAnswer } from '../support/raw-http.ts';
import { type ServerTwins, withTwins as withServerTwins } from '../support/twins.ts';
import { startTestServer, type TestClient, type TestServer } from '../support/server.ts';

/** An authority the server does not listen on, and that is not its Host. */
const ELSEWHERE = 'bothy.test:4000';

let t: TestServer;
let port: number;
let host: string;
let alex: TestClient;

beforeAll(async () => {
  t = await startTestServer();
  port = t.server.port;
  host = `127.0.0.1:${port}`;
  alex = await t.client('alex');
  // A nonce for the proofs below (RFC 9449 8).
  await alex.request('GET', '/api/v1/events?after=0');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** One request on a fresh connection to this test's server (or `to`): its status and parsed body. */
const exchange = (text: string, to = port) => rawExchange(to, text);

/** GET /api/v1/events with `target` as the request target, Host 127.0.0.1:port and a proof naming `htu`. */
async function getEvents(target: string, htu: string): Promise<RawAnswer> {
  const proof = await alex.proofFor('GET', htu);
  return exchange(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: DPoP ${alex.accessToken}\r\nDPoP: ${proof}\r\nConnection: close\r\n\r\n`);
}

const code = (body: unknown) => (body as { code?: string } | undefined)?.code;

/** `run` with the twins `twins` on this test's server. */
const withTwins = <T>(twins: ServerTwins, run: () => Promise<T>): Promise<T> => withServerTwins(t, twins, run);

describe('a REST request in absolute form names the URL of its target\'s authority (RFC 9112 3.2.2, RFC 9449 4.3, 6.3; D495)', () => {
  const path = '/api/v1/events';
  /** An absolute target naming ELSEWHERE, Host this server, the proof's htu naming the target's authority. */
  const targetsProof = () => getEvents(`http://${ELSEWHERE}${path}?after=0`, `http://${ELSEWHERE}${path}`);
  const discovery = () => exchange(`GET http://${ELSEWHERE}/api/v1/discovery HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  it('a proof whose htu names the target\'s authority is accepted (200), though Host names another', async () => {
    const r = await targetsProof();
    expect(r.status, r.raw).toBe(200);
  });

  it('twin (hostOverTarget): Host taken over the absolute target refuses that proof (401), and discovery names Host', async () => {
    const r = await withTwins({ hostOverTarget: true }, targetsProof);
    expect(r.status, r.raw).not.toBe(200);
    expect(code(r.body)).toBe(ProblemCode.AuthenticationFailed);
    const d = await withTwins({ hostOverTarget: true }, discovery);
    expect(d.body).not.toMatchObject({ rest_base_url: `http://${ELSEWHERE}/api/v1` });
  });

  it('a proof whose htu names Host\'s authority is refused with the problem of any htu mismatch (401 authentication_failed)', async () => {
    const mismatch = await getEvents(`${path}?after=0`, `http://${ELSEWHERE}${path}`); // origin form, another htu
    expect(mismatch.status, mismatch.raw).toBe(401);
    const r = await getEvents(`http://${ELSEWHERE}${path}?after=0`, `http://${host}${path}`);
    expect(r.status, r.raw).toBe(401);
    expect(code(r.body)).toBe(code(mismatch.body));
    expect(code(r.body)).toBe(ProblemCode.AuthenticationFailed);
  });

  it('the scheme is the connection\'s, not the target\'s: an https target on plain HTTP names http', async () => {
    const r = await getEvents(`https://${ELSEWHERE}${path}?after=0`, `http://${ELSEWHERE}${path}`);
    expect(r.status, r.raw).toBe(200);
  });

  it('discovery names the target\'s authority in its URLs (6.1)', async () => {
    const r = await discovery();
    expect(r.status, r.raw).toBe(200);
    expect(r.body).toMatchObject({ rest_base_url: `http://${ELSEWHERE}/api/v1`, gateway_url: `ws://${ELSEWHERE}${GATEWAY_PATH}` });
  });

  it('a target whose authority names no host answers 400 validation_failed, as a Host that names none does (D465)', async () => {
    const proof = await alex.proofFor('GET', `http://${host}${path}`);
    const r = await exchange(`GET http://127.0.0.1:99999${path}?after=0 HTTP/1.1\r\nHost: ${host}\r\nAuthorization: DPoP ${alex.accessToken}\r\nDPoP: ${proof}\r\nConnection: close\r\n\r\n`);
    expect(r.status, r.raw).toBe(400);
    expect(code(r.body)).toBe(ProblemCode.ValidationFailed);
    expect((r.body as { detail: string }).detail).toMatch(/^the request target's authority names no host/);
  });

  it('a target in absolute form of another scheme is no URL of this server: 400 validation_failed before any route, whatever proof it carries', async () => {
    // Express routes `foo://host/api/v1/events` by its path; a proof made for one URL must not pass for another path.
    for (const htu of [`http://${ELSEWHERE}/`, `http://${ELSEWHERE}${path}`, `foo://${ELSEWHERE}${path}`]) {
      const r = await getEvents(`foo://${ELSEWHERE}${path}?after=0`, htu);
      expect(r.status, `${htu}: ${r.raw}`).toBe(400);
      expect(code(r.body)).toBe(ProblemCode.ValidationFailed);
    }
  });
});

describe('with server.public_url set, its origin wins over an absolute target\'s authority as over Host (6.3; D402, D495)', () => {
  const PUBLIC = 'https://chat.example.com';
  let p: TestServer;
  let sam: TestClient;
  beforeAll(async () => {
    p = await startTestServer({ 'server.public_url': PUBLIC });
    sam = await p.client('sam');
    await sam.request('GET', '/api/v1/events?after=0'); // its DPoP-Nonce (any answer carries one)
  }, 60_000);
  afterAll(async () => {
    await p?.close();
  });

  async function ask(htu: string): Promise<{ status: number; raw: string }> {
    const proof = await sam.proofFor('GET', htu);
    const to = p.server.port;
    return exchange(`GET http://${ELSEWHERE}/api/v1/events?after=0 HTTP/1.1\r\nHost: 127.0.0.1:${to}\r\nAuthorization: DPoP ${sam.accessToken}\r\nDPoP: ${proof}\r\nConnection: close\r\n\r\n`, to);
  }

  it('a proof naming server.public_url is accepted (200); one naming the target\'s authority is refused (401)', async () => {
    const ok = await ask(`${PUBLIC}/api/v1/events`);
    expect(ok.status, ok.raw).toBe(200);
    const refused = await ask(`http://${ELSEWHERE}/api/v1/events`);
    expect(refused.status, refused.raw).toBe(401);
  });
});

interface Session {
  frames: ServerFrame[];
  closed: Promise<number>;
  ws: WebSocket;
}

/** A WebSocket upgrade on loopback with `target` as its request target and Host 127.0.0.1:port; rejects with the status of a refused upgrade. */
function upgrade(target: string, headers: Record<string, string> = {}): Promise<Session> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}${GATEWAY_PATH}`, {
      headers: { host, ...headers },
      finishRequest: (req) => {
        req.path = target;
        req.end();
      },
    });
    const frames: ServerFrame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as ServerFrame));
    ws.on('error', () => {});
    const closed = new Promise<number>((r) => ws.on('close', (c) => r(c)));
    ws.once('open', () => resolve({ frames, closed, ws }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

/** identify with a proof naming `htu`: 'ready', or the close code. */
async function identify(s: Session, htu: string): Promise<typeof ServerOp.Ready | number> {
  const hello = await waitFor(s, ServerOp.Hello);
  const nonce = (hello as { d: { dpop_nonce: string } }).d.dpop_nonce;
  s.ws.send(JSON.stringify({ op: ClientOp.Identify, d: { access_token: alex.accessToken, dpop: await alex.proofFor('GET', htu, nonce), device_id: alex.deviceId, protocol_version: 1, client: { platform: 'test', version: '1' } } }));
  const outcome = await Promise.race([waitFor(s, ServerOp.Ready).then(() => ServerOp.Ready), s.closed]);
  s.ws.close();
  return outcome;
}

/** The first frame of `op` (bounded: 10 s). */
async function waitFor(s: Session, op: string): Promise<ServerFrame> {
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 10))) {
    const f = s.frames.find((x) => x.op === op);
    if (f) return f;
  }
  throw new Error(`no ${op}; got ${s.frames.map((f) => f.op).join(',')}`);
}

describe('a gateway upgrade in absolute form names the gateway URL of its target\'s authority (RFC 9112 3.2.2, RFC 9449 4.3, 6.3; D495)', () => {
  /** identify on an upgrade whose absolute target names ELSEWHERE, with a proof whose htu names the target's authority. */
  const targetsProof = async () => identify(await upgrade(`http://${ELSEWHERE}${GATEWAY_PATH}`), `http://${ELSEWHERE}${GATEWAY_PATH}`);

  it('identify with a proof whose htu names the target\'s authority is ready, though Host names another', async () => {
    expect(await targetsProof()).toBe(ServerOp.Ready);
  });

  it('twin (hostOverTarget): Host taken over the absolute target closes that identify (4004), and refuses the target\'s Origin (403)', async () => {
    expect(await withTwins({ hostOverTarget: true }, targetsProof)).toBe(CloseCode.AuthenticationFailed);
    await withTwins({ hostOverTarget: true }, () => expect(upgrade(`http://${ELSEWHERE}${GATEWAY_PATH}`, { origin: `http://${ELSEWHERE}` })).rejects.toThrow(/upgrade refused: 403/));
  });

  it('identify with a proof whose htu names Host\'s authority is closed as any htu mismatch (4004)', async () => {
    const mismatch = await identify(await upgrade(GATEWAY_PATH), `http://${ELSEWHERE}${GATEWAY_PATH}`); // origin form, another htu
    expect(mismatch).toBe(CloseCode.AuthenticationFailed);
    expect(await identify(await upgrade(`http://${ELSEWHERE}${GATEWAY_PATH}`), `http://${host}${GATEWAY_PATH}`)).toBe(mismatch);
  });

  it('the same-origin check compares Origin with the target\'s authority: that origin is taken, Host\'s refused (403)', async () => {
    const s = await upgrade(`http://${ELSEWHERE}${GATEWAY_PATH}`, { origin: `http://${ELSEWHERE}` });
    s.ws.close();
    await expect(upgrade(`http://${ELSEWHERE}${GATEWAY_PATH}`, { origin: `http://${host}` })).rejects.toThrow(/upgrade refused: 403/);
  });

  it('a target whose authority names no host is refused with 400, as a Host that names none is (D465)', async () => {
    const r = await exchange(`GET http://127.0.0.1:99999${GATEWAY_PATH} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
    expect(r.status, r.raw).toBe(400);
    expect(r.raw).toMatch(/the request target's authority names no host/);
  });
});
