// A benchmark client: one device of a demo person with its own key, its own
// keep-alive connection (node:http Agent, one socket) and a real DPoP proof
// (RFC 9449, ES256) on every request, as server/test/support/server.ts does. The key
// is made by jose; the proofs are signed with node:crypto (a synchronous ES256
// signature with a cached KeyObject), because the clients share the machine's two
// cores with the server and PostgreSQL: jose signs through WebCrypto, an asynchronous
// job per proof (the 1-writer client's CPU per request went 0.67-0.69 -> 0.52-0.54 ms).
import { KeyObject, randomUUID, sign } from 'node:crypto';
import http from 'node:http';
import { exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { accessTokenHash } from '../../src/identity/dpop.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';

interface RawResponse {
  status: number;
  nonce: string | undefined;
  text: string;
}

/** A device of a person: its own ES256 DPoP key, registered through POST /api/v1/dev/tokens (dev endpoints on). */
export interface BenchDevice {
  principalId: string;
  deviceId: string;
  accessToken: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function registerDevice(baseUrl: string, handle: string, options: { ttlSeconds?: number } = {}): Promise<BenchDevice> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const publicJwk = await exportJWK(publicKey);
  const res = await fetch(`${baseUrl}/api/v1/dev/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ principal: handle, public_jwk: publicJwk, device_name: 'bench', ...(options.ttlSeconds ? { ttl_seconds: options.ttlSeconds } : {}) }),
  });
  const body = (await res.json()) as { access_token: string; device_id: string; principal: { id: string } };
  if (res.status !== 201) throw new Error(`dev token for ${handle}: ${res.status} ${JSON.stringify(body)}`);
  return { principalId: body.principal.id, deviceId: body.device_id, accessToken: body.access_token, privateKey, publicJwk };
}

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** Per private key: its KeyObject and the encoded protected header of its proofs. */
const signers = new WeakMap<CryptoKey, { key: KeyObject; header: string }>();

function signerOf(k: { privateKey: CryptoKey; publicJwk: JWK }): { key: KeyObject; header: string } {
  let s = signers.get(k.privateKey);
  if (!s) {
    s = { key: KeyObject.from(k.privateKey), header: b64url(JSON.stringify({ alg: 'ES256', typ: 'dpop+jwt', jwk: k.publicJwk })) };
    signers.set(k.privateKey, s);
  }
  return s;
}

/** A DPoP proof (RFC 9449) over htm and htu, bound to the token by ath and to the server nonce when there is one. */
export async function signDpopProof(key: { privateKey: CryptoKey; publicJwk: JWK }, c: { htm: string; htu: string; ath: string; nonce?: string }): Promise<string> {
  const s = signerOf(key);
  const claims: Record<string, unknown> = { htm: c.htm, htu: c.htu, jti: randomUUID(), ath: c.ath, iat: Math.floor(Date.now() / 1000) };
  if (c.nonce) claims.nonce = c.nonce;
  const input = `${s.header}.${b64url(JSON.stringify(claims))}`;
  // ES256's JWS signature is r||s of 32 bytes each (RFC 7518 3.4), not DER.
  return `${input}.${b64url(sign('sha256', Buffer.from(input), { key: s.key, dsaEncoding: 'ieee-p1363' }))}`;
}

export class BenchClient {
  private nonce: string | undefined;
  private agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly ath: string;
  private readonly base: URL;
  /** Requests answered 401 use_dpop_nonce and sent again with the new nonce. */
  nonceRetries = 0;

  private constructor(
    baseUrl: string,
    private readonly accessToken: string,
    readonly privateKey: CryptoKey,
    readonly publicJwk: JWK,
  ) {
    this.base = new URL(baseUrl);
    this.ath = accessTokenHash(accessToken);
  }

  static async register(baseUrl: string, handle: string): Promise<BenchClient> {
    const d = await registerDevice(baseUrl, handle);
    return new BenchClient(baseUrl, d.accessToken, d.privateKey, d.publicJwk);
  }

  private proof(htm: string, htu: string): Promise<string> {
    return signDpopProof(this, { htm, htu, ath: this.ath, nonce: this.nonce });
  }

  private send(method: string, path: string, headers: Record<string, string>, body: string): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.base.hostname, port: this.base.port, path, method, agent: this.agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const nonce = res.headers['dpop-nonce'];
            resolve({ status: res.statusCode ?? 0, nonce: typeof nonce === 'string' ? nonce : undefined, text: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** POST /api/v1/threads/{id}/messages with a fresh client_msg_id; resolves with the thread_seq of the new message. */
  async postMessage(threadId: string, content: string): Promise<number> {
    return (await this.postMessageFull(threadId, content)).thread_seq;
  }

  /** As postMessage, resolving with the new message's id and thread_seq. */
  async postMessageFull(threadId: string, content: string): Promise<{ id: string; thread_seq: number }> {
    const path = `/api/v1/threads/${threadId}/messages`;
    const htu = `${this.base.origin}${path}`;
    const body = JSON.stringify({ client_msg_id: uuidv7(), content_md: content });
    for (let attempt = 0; ; attempt++) {
      const res = await this.send('POST', path, { authorization: `DPoP ${this.accessToken}`, dpop: await this.proof('POST', htu), 'content-type': 'application/json' }, body);
      if (res.nonce) this.nonce = res.nonce;
      if (res.status === 201) return JSON.parse(res.text) as { id: string; thread_seq: number };
      if (res.status === 401 && attempt === 0 && res.text.includes('use_dpop_nonce')) {
        this.nonceRetries += 1;
        continue;
      }
      throw new Error(`POST ${path}: ${res.status} ${res.text.slice(0, 300)}`);
    }
  }

  /** Drops the connection (the server stops); the next request opens a new one. */
  disconnect(): void {
    this.agent.destroy();
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }
}
