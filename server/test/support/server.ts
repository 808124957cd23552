// A real server on loopback over a test database, with the demo seeded, and a
// client that signs every request with a real DPoP proof (RFC 9449).
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { loadConfig, type Config } from '../../src/config/config.ts';
import { accessTokenHash } from '../../src/identity/dpop.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { createLogger, type Logger } from '../../src/logging.ts';
import { seedDemo, type DemoIds } from '../../src/seed/demo.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { createPool, poolOptionsOf } from '../../src/db/pool.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { suiteScoped } from './suite.ts';

export interface TestServer {
  server: RunningServer;
  db: TestDatabase;
  ids: DemoIds;
  config: Config;
  /** A person with a registered device key and an access token. */
  client(handle: string, options?: { deviceState?: 'active' | 'pending'; ttlSeconds?: number }): Promise<TestClient>;
  /** An API token of an agent or app (6.3). */
  apiToken(handle: string): Promise<string>;
  /** Another server process on the same database (cluster.mode = multi); `databaseUrl` reaches it another way (a proxy in front). */
  startNode(overrides?: Record<string, string | number | boolean>, o?: { databaseUrl?: string }): Promise<RunningServer>;
  /** Closes the nodes, the server and the database; once, however often it is called. */
  close(): Promise<void>;
}

/** Config values by their spec names (18), over the test defaults (port 0, dev endpoints). */
export type ConfigOverrides = Record<string, string | number | boolean>;

export interface TestServerOptions {
  /** Run the background jobs (default: off). */
  jobs?: boolean;
  /** The server's logger (default: silent, or BOTHY_TEST_LOG). */
  log?: Logger;
}

/**
 * A test server for the suite (the file, or the describe block) this is called
 * in: started in beforeAll, closed in afterAll (see suite.ts). `overrides` may
 * be a function, read when the server starts, for values that an earlier
 * beforeAll makes (a temporary folder, a proxy's URL).
 */
export function useTestServer(overrides: ConfigOverrides | (() => ConfigOverrides) = {}, options: TestServerOptions = {}): TestServer {
  return suiteScoped('the test server', () => startTestServer(typeof overrides === 'function' ? overrides() : overrides, options), (t) => t.close());
}

/** A node's configuration: the test defaults (port 0, dev endpoints, TEST_RECORD_FRAMES_DIR), then `overrides`. */
const testConfig = (overrides: ConfigOverrides): Config =>
  loadConfig({ env: {}, overrides: { 'server.port': 0, 'server.dev_endpoints': true, ...(process.env.TEST_RECORD_FRAMES_DIR ? { 'server.record_frames_dir': process.env.TEST_RECORD_FRAMES_DIR } : {}), ...overrides } });

/**
 * Every node's pool is built from its settings as npm start builds it (poolOptionsOf: server.pool_size
 * and the server.database_* limits, D327, D406); the first node's pool is also the test's `db.pool`.
 */
export async function startTestServer(overrides: ConfigOverrides = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const db = await createTestDatabase(poolOptionsOf(config.server));
  const log = options.log ?? createLogger(process.env.BOTHY_TEST_LOG ?? 'silent');
  const server = await startServer({ ...config, databaseUrl: db.url }, { pool: db.pool, skipMigrations: true, log, jobs: options.jobs ?? false });
  const { ids } = await seedDemo(server.ctx);
  const nodes: RunningServer[] = [];
  let closed: Promise<void> | undefined;
  return {
    server,
    db,
    ids,
    config,
    client: (handle, o) => TestClient.register(server.url, handle, o?.deviceState, o?.ttlSeconds),
    apiToken: async (handle) => {
      const res = await fetch(`${server.url}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: handle }) });
      const body = (await res.json()) as { api_token: string };
      if (res.status !== 201) throw new Error(`api token for ${handle}: ${res.status} ${JSON.stringify(body)}`);
      return body.api_token;
    },
    startNode: async (o = {}, where = {}) => {
      // Ten connections unless the test says otherwise: a node besides the first needs no more.
      const c = testConfig({ 'server.pool_size': 10, ...overrides, ...o });
      const url = where.databaseUrl ?? db.url;
      const pool = createPool(url, poolOptionsOf(c.server));
      const node = await startServer({ ...c, databaseUrl: url }, { pool, skipMigrations: true, log });
      const close = node.close;
      let closing: Promise<void> | undefined;
      // Once, however often called: a test may close its node early (a shutdown), and close() closes it again.
      node.close = () =>
        (closing ??= (async () => {
          await close();
          await pool.end();
        })());
      nodes.push(node);
      return node;
    },
    close: () =>
      (closed ??= (async () => {
        for (const n of nodes) await n.close();
        await server.close();
        await db.drop();
      })()),
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Sign the proof for this method or URL instead of the real ones (negative tests). */
  proofHtm?: string;
  proofHtu?: string;
  /** Send no DPoP header at all. */
  noProof?: boolean;
  /** Do not retry once on use_dpop_nonce. */
  noNonceRetry?: boolean;
  /** Reuse this exact proof (replay tests). */
  proof?: string;
}

export class TestClient {
  nonce: string | undefined;
  lastProof: string | undefined;

  private constructor(
    readonly baseUrl: string,
    readonly principalId: string,
    readonly deviceId: string,
    public accessToken: string,
    readonly privateKey: CryptoKey,
    readonly publicJwk: JWK,
  ) {}

  /** `deviceId`: the client names its device itself, and keeps that spelling for identify. */
  static async register(baseUrl: string, handle: string, deviceState: 'active' | 'pending' = 'active', ttlSeconds?: number, deviceId?: string): Promise<TestClient> {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const publicJwk = await exportJWK(publicKey);
    const res = await fetch(`${baseUrl}/api/v1/dev/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ principal: handle, public_jwk: publicJwk, device_state: deviceState, ...(ttlSeconds ? { ttl_seconds: ttlSeconds } : {}), ...(deviceId ? { device_id: deviceId } : {}) }),
    });
    const body = (await res.json()) as { access_token: string; device_id: string; principal: { id: string } };
    if (res.status !== 201) throw new Error(`dev token for ${handle}: ${res.status} ${JSON.stringify(body)}`);
    return new TestClient(baseUrl, body.principal.id, deviceId ?? body.device_id, body.access_token, privateKey, publicJwk);
  }

  /** The same device and token against another node (its own URL for the DPoP htu). */
  at(baseUrl: string): TestClient {
    return new TestClient(baseUrl, this.principalId, this.deviceId, this.accessToken, this.privateKey, this.publicJwk);
  }

  async proofFor(htm: string, htu: string, nonce = this.nonce, token = this.accessToken): Promise<string> {
    const claims: Record<string, unknown> = { htm, htu, jti: randomUUID(), ath: accessTokenHash(token) };
    if (nonce) claims.nonce = nonce;
    return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: this.publicJwk }).setIssuedAt().sign(this.privateKey);
  }

  async request<T = unknown>(method: string, path: string, o: RequestOptions = {}): Promise<TestResponse<T>> {
    const url = new URL(path, this.baseUrl);
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { authorization: `DPoP ${this.accessToken}`, ...o.headers };
      if (!o.noProof) {
        this.lastProof = o.proof ?? (await this.proofFor(o.proofHtm ?? method, o.proofHtu ?? `${url.origin}${url.pathname}`));
        headers.dpop = this.lastProof;
      }
      if (o.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body) });
      const text = await res.text();
      const nonce = res.headers.get('dpop-nonce');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (res.status === 401 && (body as { code?: string } | undefined)?.code === 'use_dpop_nonce' && attempt === 0 && !o.noNonceRetry && !o.proof) {
        this.nonce = nonce ?? undefined;
        continue;
      }
      if (nonce) this.nonce = nonce;
      return { status: res.status, headers: res.headers, text, body: body as T };
    }
  }

  /** POST a message with a fresh client_msg_id unless one is given. */
  postMessage(threadId: string, content: string, clientMsgId = uuidv7()) {
    return this.request<{ id: string; version: number; thread_seq: number }>('POST', `/api/v1/threads/${threadId}/messages`, { body: { client_msg_id: clientMsgId, content_md: content } });
  }
}
