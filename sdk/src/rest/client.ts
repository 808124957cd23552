// The typed REST client: openapi-fetch over the generated `paths`, at baseUrl + /api/v1, with DPoP
// on every request. Failures are thrown as the typed errors of errors.ts.
import { check, formatIssues, REST_BASE_PATH, validateEventsPageIgnoringUnknown, type Device, type Discovery, type EventsPage, type Message, type paths, type RunDocument, type Snapshot } from '@bothy/generated';
import createClient, { type Client } from 'openapi-fetch';
import type { TokenProvider } from '../auth.ts';
import type { DpopKey } from '../dpop/key.ts';
import { BothyError, errorFromProblem, NetworkError, TimeoutError, UnexpectedResponseError } from '../errors.ts';
import { dpopMiddleware, type DpopMiddleware } from './dpop-middleware.ts';
import { checkBaseUrl } from '../internal/base-url.ts';
import type { WriteMethod } from '../outbox/types.ts';

export type BothyApi = Client<paths>;

export interface RestClientOptions {
  /** The server's origin, for example https://chat.example.com (http: or https:); /api/v1 is appended. */
  baseUrl: string | URL;
  tokens: TokenProvider;
  /** Signs every request (RFC 9449). Optional only for an agent's API token without a key binding (6.3). */
  dpopKey: DpopKey | undefined;
  fetch?: (input: Request) => Promise<Response>;
  /** Per request; a request without an answer by then fails with TimeoutError. Default 30s. */
  timeoutMs?: number;
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** openapi-fetch with an untyped path, for writes whose path the caller names (the outbox's `write`). */
interface LooseClient {
  request(method: string, url: string, init: Record<string, unknown>): Promise<FetchResult<unknown>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

function ifMatchOf(version: number): string {
  return `"${version}"`;
}

export class BothyRestClient {
  /** The typed openapi-fetch client, for every operation of the contract. */
  readonly api: BothyApi;
  readonly dpop: DpopMiddleware;
  readonly #timeoutMs: number;

  /** Throws a TypeError naming baseUrl unless it is an http: or https: URL (D331). */
  constructor(options: RestClientOptions) {
    const base = new URL(REST_BASE_PATH, checkBaseUrl(options.baseUrl)).toString();
    this.api = createClient<paths>({ baseUrl: base, ...(options.fetch ? { fetch: options.fetch } : {}) });
    this.dpop = dpopMiddleware({ key: options.dpopKey, tokens: options.tokens });
    this.api.use(this.dpop);
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** An AbortSignal for one request. */
  signal(): AbortSignal {
    return AbortSignal.timeout(this.#timeoutMs);
  }

  /**
   * Runs one call and returns its data, or throws: a problem answer as errorFromProblem's class, no
   * answer as NetworkError, no answer in time as TimeoutError.
   */
  async call<T>(run: () => Promise<FetchResult<T>>): Promise<T> {
    let result: FetchResult<T>;
    try {
      result = await run();
    } catch (error) {
      if (error instanceof BothyError) throw error;
      const name = (error as { name?: string } | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new TimeoutError(`no answer within ${this.#timeoutMs} ms`, error);
      throw new NetworkError(error instanceof Error ? error.message : String(error), error);
    }
    if (!result.response.ok) throw errorFromProblem(result.response.status, result.error);
    return result.data as T;
  }

  /** GET /discovery (6.1): the protocol versions and where the gateway, REST and the keys are; sent without a token (security: []), so it works before the login. */
  getDiscovery(): Promise<Discovery> {
    return this.call(() => this.api.GET('/discovery', { signal: this.signal() }));
  }

  /** GET /sync/snapshot: the state to start from after resync_required (7.3). */
  getSnapshot(): Promise<Snapshot> {
    return this.call(() => this.api.GET('/sync/snapshot', { signal: this.signal() }));
  }

  /** GET /events (7.4): the REST catch-up. */
  async getEvents(query: { after: number; epoch?: string; limit?: number }): Promise<EventsPage> {
    const page: unknown = await this.call(() => this.api.GET('/events', { params: { query }, signal: this.signal() }));
    // Validated, so that each event is typed by its type like a dispatch frame; a newer server's members
    // this SDK does not know are deleted, not refused (6.1, D542).
    const checked = check(validateEventsPageIgnoringUnknown, page);
    if (!checked.ok) throw new UnexpectedResponseError(200, page, `GET /events answered a page that does not match the contract: ${formatIssues(checked.issues)}`);
    return checked.value;
  }

  /** GET /runs/{id}: a run with its document (11.1); the run store heals a gap with it (11.3). */
  async getRunDocument(runId: string): Promise<RunDocument> {
    const run = await this.call(() => this.api.GET('/runs/{run_id}', { params: { path: { run_id: runId } }, signal: this.signal() }));
    return run.document as RunDocument;
  }

  getDevice(deviceId: string): Promise<Device> {
    return this.call(() => this.api.GET('/devices/{device_id}', { params: { path: { device_id: deviceId } }, signal: this.signal() }));
  }

  /** POST /threads/{id}/messages; idempotent through client_msg_id (5.1). 200 is a replay, 201 new. */
  createMessage(threadId: string, body: { client_msg_id: string; content_md: string } & Record<string, unknown>): Promise<Message> {
    return this.call(() =>
      this.api.POST('/threads/{thread_id}/messages', { params: { path: { thread_id: threadId } }, body, signal: this.signal() }),
    );
  }

  /** PATCH /messages/{id} with If-Match (13.3) and Idempotency-Key (5.2). */
  updateMessage(messageId: string, contentMd: string, options: { expectedVersion?: number; idempotencyKey: string }): Promise<Message> {
    const header: { 'Idempotency-Key': string; 'If-Match'?: string } = { 'Idempotency-Key': options.idempotencyKey };
    if (options.expectedVersion !== undefined) header['If-Match'] = ifMatchOf(options.expectedVersion);
    return this.call(() =>
      this.api.PATCH('/messages/{message_id}', {
        params: { path: { message_id: messageId }, header },
        body: { content_md: contentMd },
        signal: this.signal(),
      }),
    );
  }

  /** DELETE /messages/{id}; idempotent, 204 also for an already deleted message (13.3). */
  async deleteMessage(messageId: string, options: { idempotencyKey: string }): Promise<void> {
    await this.call(() =>
      this.api.DELETE('/messages/{message_id}', {
        params: { path: { message_id: messageId }, header: { 'Idempotency-Key': options.idempotencyKey } },
        signal: this.signal(),
      }),
    );
  }

  /**
   * Any write by method and path below /api/v1, with optional body, If-Match and Idempotency-Key.
   * For writes of the outbox that have no method of their own here.
   */
  request(method: WriteMethod, path: string, options: { body?: unknown; ifMatch?: string; idempotencyKey?: string } = {}): Promise<unknown> {
    const headers: Record<string, string> = {};
    if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
    const loose = this.api as unknown as LooseClient;
    return this.call(() =>
      loose.request(method.toLowerCase(), path, {
        headers,
        ...(options.body === undefined ? {} : { body: options.body }),
        signal: this.signal(),
      }),
    );
  }
}

export function createRestClient(options: RestClientOptions): BothyRestClient {
  return new BothyRestClient(options);
}
