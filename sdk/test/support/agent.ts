// What the agent adapter's tests share: an agent of the test server with a grant to answer in a
// channel, a BothyAgent on it with short intervals and its frames recorded for the G9 gate, and
// reading a run's row.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { BothyAgent, type BothyAgentOptions } from '../../src/agent/agent.ts';
import { MemoryInboxStore, type InboxEntry } from '../../src/agent/inbox.ts';
import type { BothyError } from '../../src/errors.ts';
import type { TestClient, TestServer } from '../../../server/test/support/server.ts';
import { afterEach, beforeAll } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestServer, within } from './e2e.ts';
import { createAgent, type Agent } from '../../../server/test/support/runs.ts';

export { createAgent, type Agent };

let recordings = 0;

/** Recording lines of one adapter, written to TEST_RECORD_FRAMES_DIR when the run records (G9). */
export function agentRecorder(): { lines: string[]; onFrame: NonNullable<BothyAgentOptions['onFrame']> } {
  const dir = process.env.TEST_RECORD_FRAMES_DIR;
  let file: string | undefined;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    recordings += 1;
    file = path.join(dir, `sdk-agent-${process.pid}-${Date.now()}-${recordings}.jsonl`);
  }
  const lines: string[] = [];
  return {
    lines,
    onFrame: (line) => {
      lines.push(line);
      if (file) appendFileSync(file, `${line}\n`);
    },
  };
}

export interface TestAdapter {
  agent: BothyAgent;
  errors: BothyError[];
  lines: string[];
}

/**
 * A BothyAgent for `agent` over `baseUrl`, with REST retries in milliseconds, started and live.
 * Live matters: the first connection of a consumer starts at head_seq (15.1), so an invocation
 * written before it identified is, rightly, never delivered to it. `live: false` only starts it.
 * `errors` holds what the `error` listener got (none with `listenErrors: false`).
 */
export async function startAdapter(baseUrl: string, agent: Agent, options: Partial<BothyAgentOptions> & { live?: boolean; listenErrors?: boolean } = {}): Promise<TestAdapter> {
  const { live = true, listenErrors = true, ...rest } = options;
  const recorder = agentRecorder();
  const errors: BothyError[] = [];
  const bothy = new BothyAgent({
    baseUrl,
    apiToken: agent.apiToken,
    consumer: 'sdk',
    billingMode: 'subscription',
    toolClass: 'read',
    WebSocket: WebSocket as never,
    retryBase: 50,
    retryCap: 400,
    reconnectBase: 50,
    reconnectCap: 400,
    onFrame: recorder.onFrame,
    ...rest,
  });
  // `listenErrors: false`: no `error` listener, so errors take the SDK's fallback (console.warn).
  if (listenErrors) bothy.on('error', (e) => errors.push(e));
  await bothy.start();
  // start() declares `commands` beside the connection (D511): a test that uses them waits for it.
  if (rest.commands) await within(bothy.commandsDeclared, 'the commands declared');
  if (live) await within(bothy.whenLive(), 'the adapter live');
  return { agent: bothy, errors, lines: recorder.lines };
}

/** The agent may post in the channel (its answer, 16.5): a write grant, made by `owner` as an admin would. */
export async function grantWrite(owner: TestClient, agentId: string, channel: string): Promise<void> {
  const grant = await owner.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agentId }, target: { kind: 'channel', id: channel }, level: 'write' } });
  if (grant.status !== 201) throw new Error(`grant: ${grant.status} ${grant.text}`);
}

export interface RunRow {
  state: string;
  started_jti: string | null;
  invocation_jti: string | null;
  state_reason: string | null;
}

/**
 * A thread of its own in `channel`: a second mention in a thread whose run is still active is a
 * follow-up of that run (15.4), so tests that want separate runs mention in separate threads.
 */
export async function threadIn(t: TestServer, channel: string): Promise<string> {
  const { rows } = await t.db.pool.query<{ id: string }>(`INSERT INTO threads (id, channel_id, space_id) SELECT $1, id, space_id FROM channels WHERE id = $2 RETURNING id`, [uuidv7(), channel]);
  return rows[0]!.id;
}

/** A test server for a describe, and alex (the demo's owner), who makes channels and grants. */
export function agentSuite(overrides: Parameters<typeof useTestServer>[0], options: Parameters<typeof useTestServer>[1] = {}): { t: TestServer; alex: TestClient } {
  const t = useTestServer(overrides, options);
  const suite = { t, alex: undefined as unknown as TestClient };
  beforeAll(async () => {
    suite.alex = await t.client('alex');
  });
  return suite;
}

export async function runOf(t: TestServer, runId: string): Promise<RunRow> {
  const { rows } = await t.db.pool.query<RunRow>(`SELECT state, started_jti, invocation_jti, state_reason FROM runs r WHERE id = $1`, [runId]);
  return rows[0]!;
}

/** How long afterEach waits for one stop() before it reports it and goes on. */
const STOP_BOUND_MS = 15_000;

/**
 * What one test file starts and stops after each test: adapters (`adapterFor`) and anything else
 * with a stop (a fault proxy, pushed to `open`), stopped in reverse order.
 */
export function stoppedAfterEach(): { open: Array<{ stop(): Promise<void> }>; adapterFor: (...args: Parameters<typeof startAdapter>) => Promise<TestAdapter> } {
  const open: Array<{ stop(): Promise<void> }> = [];
  afterEach(async () => {
    // A test that failed while a handler waits for an abort that never comes would hold stop() (it
    // waits for the runs of the process) until the hook's timeout; each stop gets STOP_BOUND_MS, then
    // the hook reports it and goes on with the next.
    const stuck: string[] = [];
    for (const c of open.splice(0).reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<'stuck'>((resolve) => (timer = setTimeout(() => resolve('stuck'), STOP_BOUND_MS)));
      const outcome = await Promise.race([c.stop().catch(() => undefined), bound]);
      clearTimeout(timer);
      if (outcome === 'stuck') stuck.push(c.constructor.name === 'Object' ? 'a stop pushed to open' : c.constructor.name);
    }
    if (stuck.length) throw new Error(`stop() did not settle within ${STOP_BOUND_MS} ms (${stuck.join(', ')}): a handler still runs; see the test's own failure`);
  });
  return {
    open,
    adapterFor: async (...args) => {
      const a = await startAdapter(...args);
      open.push(a.agent);
      return a;
    },
  };
}

/** A memory inbox whose puts fail while `fails(entry)` says so (after a turn of the event loop, as a disk would). */
export class FailingStore extends MemoryInboxStore {
  puts: InboxEntry['state'][] = [];
  failed = 0;

  constructor(private readonly fails: (entry: InboxEntry) => boolean) {
    super();
  }

  override async put(entry: InboxEntry): Promise<void> {
    this.puts.push(entry.state);
    if (this.fails(entry)) {
      this.failed += 1;
      await new Promise((r) => setImmediate(r));
      throw new Error(`inbox write failed (${entry.state})`);
    }
    return super.put(entry);
  }
}
