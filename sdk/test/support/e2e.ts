// End-to-end helpers: the reference server on its own PostgreSQL database (server/test/support),
// dev credentials for the SDK's own DPoP key, BothyClients with short intervals, a restartable
// server on a fixed port, and a log of what each client received.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DpopKey } from '../../src/dpop/key.ts';
import { EventType, type EventOf, type Message } from '@bothy/generated';
import WebSocket from 'ws';
import { BothyClient, type BothyClientOptions, type ClientTiming } from '../../src/client.ts';
import type { TokenProvider } from '../../src/auth.ts';
import { BothyError, SdkErrorCode } from '../../src/errors.ts';
import { generateDpopKey } from '../../src/dpop/key.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { CloseEvent } from '../../src/events.ts';
import type { ConnectionState } from '../../src/gateway/connection-state.ts';
import { startServer, type RunningServer } from '../../../server/src/server.ts';
import { createLogger } from '../../../server/src/logging.ts';
import { startTestServer, useTestServer, type TestServer } from '../../../server/test/support/server.ts';

export { startTestServer, useTestServer, type TestServer };

/** Short intervals, so that reconnects and retries happen within a test's bounds. */
export const FAST: ClientTiming = {
  reconnectBase: 50,
  reconnectCap: 400,
  outboxRetryBase: 50,
  outboxRetryCap: 400,
  requestTimeoutMs: 3_000,
  typingMinInterval: 5_000,
  helloTimeout: 10_000,
};

export async function until(predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `promise`, or a rejection naming `what` when it has not settled within `timeoutMs`. */
export async function within<T>(promise: Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled within ${timeoutMs} ms: ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

interface DevSession {
  access_token: string;
  expires_at: string;
  device_id: string;
  session_id: string;
  principal: { id: string };
}

/**
 * The app's login, played by the dev endpoint: tokens for the SDK's own DPoP key, renewed with a
 * fresh token for the same device. `next` replaces the next token handed out (a broken one).
 */
export class DevTokens implements TokenProvider {
  renewals = 0;
  /** Renewal fails while this is set (4004: "if that fails, log out"). */
  failRenewal = false;
  /** The lifetime of renewed tokens (s). */
  renewTtlSeconds = 900;
  /** Delays getAccessToken once (a slow token store), for the identify timeout (4003). */
  delayNextGetMs = 0;

  private constructor(
    readonly serverUrl: string,
    readonly handle: string,
    readonly key: DpopKey,
    public session: DevSession,
    public token: string,
  ) {}

  static async issue(serverUrl: string, handle: string, key: DpopKey, options: { deviceState?: 'active' | 'pending'; ttlSeconds?: number; deviceId?: string } = {}): Promise<DevTokens> {
    const session = await devSession(serverUrl, handle, key, options);
    return new DevTokens(serverUrl, handle, key, session, session.access_token);
  }

  get deviceId(): string {
    return this.session.device_id;
  }

  get principalId(): string {
    return this.session.principal.id;
  }

  async getAccessToken(): Promise<string> {
    if (this.delayNextGetMs > 0) {
      const ms = this.delayNextGetMs;
      this.delayNextGetMs = 0;
      await sleep(ms);
    }
    return this.token;
  }

  async renewAccessToken(): Promise<string> {
    this.renewals += 1;
    if (this.failRenewal) throw new BothyError(SdkErrorCode.TokenRenewal, 'the refresh token was revoked');
    this.session = await devSession(this.serverUrl, this.handle, this.key, { deviceId: this.deviceId, ttlSeconds: this.renewTtlSeconds });
    this.token = this.session.access_token;
    return this.token;
  }
}

async function devSession(serverUrl: string, handle: string, key: DpopKey, options: { deviceState?: 'active' | 'pending'; ttlSeconds?: number; deviceId?: string }): Promise<DevSession> {
  const res = await fetch(`${serverUrl}/api/v1/dev/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      principal: handle,
      public_jwk: key.publicJwk,
      ...(options.deviceId ? { device_id: options.deviceId } : {}),
      ...(options.deviceState ? { device_state: options.deviceState } : {}),
      ...(options.ttlSeconds ? { ttl_seconds: options.ttlSeconds } : {}),
    }),
  });
  const body = (await res.json()) as DevSession;
  if (res.status !== 201) throw new Error(`dev token for ${handle}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

let recordings = 0;

/**
 * Where a client's recording goes when the run records frames for the conformance gate (G9):
 * TEST_RECORD_FRAMES_DIR, as for the server's recordings. One file per client.
 */
function recordingFile(): string | undefined {
  const dir = process.env.TEST_RECORD_FRAMES_DIR;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  recordings += 1;
  return path.join(dir, `sdk-${process.pid}-${Date.now()}-${recordings}.jsonl`);
}

/** What one client saw: messages per thread from message.created, every delivery, states, closes, recording lines. */
export class Seen {
  readonly deliveries: EventOf<typeof EventType.MessageCreated>[] = [];
  readonly states: ConnectionState[] = [];
  readonly closes: CloseEvent[] = [];
  readonly errors: BothyError[] = [];
  readonly lines: string[] = [];

  /** Messages per thread in thread_seq order, each once (the last delivery wins if repeated). */
  threads(): Map<string, Message[]> {
    const out = new Map<string, Map<string, Message>>();
    for (const e of this.deliveries) {
      const m = e.payload.message;
      let thread = out.get(m.thread_id);
      if (!thread) out.set(m.thread_id, (thread = new Map()));
      thread.set(m.id, m);
    }
    return new Map([...out].map(([id, msgs]) => [id, [...msgs.values()].sort((a, b) => a.thread_seq - b.thread_seq)]));
  }

  /** The recorded frames of this client, parsed. */
  frames(): Array<{ conn: string; from: string; frame?: { op: string; d: Record<string, unknown> }; close?: { code: number; reason: string } }> {
    return this.lines.map((l) => JSON.parse(l) as never);
  }

  /** Client frames with this op, in order. */
  sent(op: string): Array<{ conn: string; d: Record<string, unknown> }> {
    return this.frames().flatMap((f) => (f.from === 'client' && f.frame?.op === op ? [{ conn: f.conn, d: f.frame.d }] : []));
  }

  /** Server frames with this op, in order. */
  received(op: string): Array<{ conn: string; d: Record<string, unknown> }> {
    return this.frames().flatMap((f) => (f.from === 'server' && f.frame?.op === op ? [{ conn: f.conn, d: f.frame.d }] : []));
  }
}

export interface E2eClient {
  client: BothyClient;
  tokens: DevTokens;
  key: DpopKey;
  seen: Seen;
}

export interface E2eClientOptions extends Partial<Omit<BothyClientOptions, 'baseUrl' | 'tokens' | 'dpopKey' | 'deviceId' | 'timing'>> {
  /** Reuse these credentials (a second client of the same device, or an app restart). */
  tokens?: DevTokens;
  deviceState?: 'active' | 'pending';
  ttlSeconds?: number;
  timing?: Partial<ClientTiming>;
  /** The device ID as the app hands it to BothyClient; the tokens' own when left out (a test spells it in capitals). */
  deviceId?: string;
}

/**
 * A BothyClient over `baseUrl` (the server, or a FaultProxy in front of it) for a person of the demo,
 * with a fresh device and DPoP key (unless `tokens` is given). Not started.
 */
export async function e2eClient(t: TestServer, baseUrl: string, handle: string, options: E2eClientOptions = {}): Promise<E2eClient> {
  const tokens =
    options.tokens ??
    (await DevTokens.issue(t.server.url, handle, await generateDpopKey(), {
      ...(options.deviceState ? { deviceState: options.deviceState } : {}),
      ...(options.ttlSeconds ? { ttlSeconds: options.ttlSeconds } : {}),
    }));
  const seen = new Seen();
  const file = recordingFile();
  const { tokens: _t, deviceState: _d, ttlSeconds: _s, timing, deviceId, ...rest } = options;
  const client = await BothyClient.open({
    baseUrl,
    deviceId: deviceId ?? tokens.deviceId,
    dpopKey: tokens.key,
    tokens,
    WebSocket,
    client: { platform: 'node', version: 'e2e' },
    timing: { ...FAST, ...timing },
    onFrame: (line) => {
      seen.lines.push(line);
      if (file) appendFileSync(file, `${line}\n`);
    },
    ...rest,
  });
  client.on(EventType.MessageCreated, (e) => seen.deliveries.push(e));
  client.on('state', ({ to }) => seen.states.push(to));
  client.on('close', (c) => seen.closes.push(c));
  client.on('error', (e) => seen.errors.push(e));
  return { client, tokens, key: tokens.key, seen };
}

/** The reference server on a fixed port, restartable on the same database (a deploy). */
export class RestartableServer {
  current: RunningServer;

  constructor(readonly t: TestServer) {
    this.current = t.server;
  }

  get port(): number {
    return this.current.port;
  }

  /** server.close() (4013 to every connection), then a new server process on the same database and port. */
  async restart(downMs = 0): Promise<void> {
    await this.stopServer();
    if (downMs > 0) await sleep(downMs);
    await this.startServer();
  }

  async stopServer(): Promise<void> {
    await this.current.close();
  }

  async startServer(): Promise<void> {
    const config = { ...this.t.config, databaseUrl: this.t.db.url, server: { ...this.t.config.server, port: this.current.port } };
    this.current = await startServer(config, { pool: this.t.db.pool, skipMigrations: true, log: createLogger(process.env.BOTHY_TEST_LOG ?? 'silent') });
  }

  /** Closes the current server, then the test server and its database. */
  async close(): Promise<void> {
    if (this.current !== this.t.server) await this.current.close();
    await this.t.close();
  }
}

/** The messages of a thread in the database, in thread_seq order. */
export async function threadMessages(t: TestServer, threadId: string): Promise<Array<{ id: string; thread_seq: number; content_md: string; client_msg_id: string | null }>> {
  const { rows } = await t.db.pool.query<{ id: string; thread_seq: number; content_md: string; client_msg_id: string | null }>(
    'SELECT id, thread_seq, content_md, client_msg_id FROM messages WHERE thread_id = $1 ORDER BY thread_seq',
    [threadId],
  );
  return rows;
}

/** A thread of its own in #general, so that a test's messages do not mix with another's. */
export async function newThread(t: TestServer, title: string): Promise<string> {
  const { rows } = await t.db.pool.query<{ id: string }>(
    `INSERT INTO threads (id, channel_id, space_id, title) VALUES ($1, $2, $3, $4) RETURNING id`,
    [uuidv7(), t.ids.general, t.ids.space, title],
  );
  return rows[0]!.id;
}
