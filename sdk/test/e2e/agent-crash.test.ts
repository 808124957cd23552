// The fifth promise of chapter 04 against the adapter's own crashes (15.2, 15.3, R-SY-10): an
// adapter process (sdk/test/support/agent-crash-child.ts) with a file inbox SIGKILLs itself at
// random steps of its runs: before storing, after storing and before the ack, after the ack and
// before the start, after the start, before the finish. It is restarted with the same inbox until
// every run is over. The check: every run was started exactly once (one run.state_changed
// running in the log, a started_jti), none was missed (none stays queued), the handler ran at most
// once per run, and every run ended. Bounded: RUNS runs, at most MAX_RESTARTS processes, BOUND_MS.
//
// Its twin runs the same adapter with the ack sent before the entry is stored (15.2 broken) and a
// kill in between, after the ack was stored at the server: the invocation is lost (the server
// never delivers an acknowledged event again), and the same check fails.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnTs, type Child } from '../../../server/test/support/child.ts';
import { personWithChannel, type PersonWithChannel } from '../../../server/test/support/people.ts';
import type { TestClient } from '../../../server/test/support/server.ts';
import { createAgent, threadIn, type Agent } from '../support/agent.ts';
import { sleep, useTestServer, type TestServer } from '../support/e2e.ts';

const RUNS = 8;
const MAX_RESTARTS = 40;
const BOUND_MS = 60_000;
const CHILD = '../sdk/test/support/agent-crash-child.ts';

interface Verdict {
  ok: boolean;
  problems: string[];
  kills: string[];
  restarts: number;
}

/** What the promise asks of the runs of `agent` (15.2, 15.3). */
async function check(t: TestServer, agent: Agent, handlerLog: string, expected: number): Promise<string[]> {
  const problems: string[] = [];
  const { rows: runs } = await t.db.pool.query<{ id: string; state: string; started_jti: string | null }>(`SELECT id, state, started_jti FROM runs WHERE agent_id = $1`, [agent.id]);
  if (runs.length !== expected) problems.push(`${runs.length} runs, expected ${expected}`);
  const { rows: starts } = await t.db.pool.query<{ resource_id: string; n: string }>(
    `SELECT resource_id, count(*) AS n FROM event_log WHERE type = 'run.state_changed' AND payload->>'state' = 'running' AND resource_id = ANY($1) GROUP BY resource_id`,
    [runs.map((r) => r.id)],
  );
  const started = new Map(starts.map((s) => [s.resource_id, Number(s.n)]));
  const handled = new Map<string, number>();
  for (const id of readLines(handlerLog)) handled.set(id, (handled.get(id) ?? 0) + 1);
  for (const run of runs) {
    const n = started.get(run.id) ?? 0;
    if (n !== 1 || run.started_jti === null) problems.push(`run ${run.id} started ${n} times (state ${run.state})`);
    if ((handled.get(run.id) ?? 0) > 1) problems.push(`run ${run.id}: handler ran ${handled.get(run.id)} times`);
    if (run.state === 'queued' || run.state === 'running') problems.push(`run ${run.id} did not end (${run.state})`);
  }
  return problems;
}

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('the adapter across its own crashes (15.2, 15.3): every run started exactly once, none missed', () => {
  const t = useTestServer({ 'agent.ack_timeout': '1s', 'agent.ack_persist_interval': '50ms' });
  let alex: TestClient;
  let dir: string;
  beforeAll(async () => {
    alex = await t.client('alex');
    dir = mkdtempSync(path.join(tmpdir(), 'bothy-agent-crash-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Posts RUNS mentions while adapter processes die and are restarted; then one runs to the end. */
  async function storm(name: string, env: Record<string, string>, firstOnly?: Record<string, string>): Promise<Verdict & { agent: Agent; handlerLog: string }> {
    const agent = await createAgent(t);
    const place: PersonWithChannel = await personWithChannel(t, alex, 'write');
    const files = { INBOX: path.join(dir, `${name}-inbox.json`), SESSION: path.join(dir, `${name}-session.json`), HANDLER_LOG: path.join(dir, `${name}-handlers.log`) };
    writeFileSync(files.HANDLER_LOG, '');
    const kills: string[] = [];
    let restarts = 0;
    let child: Child | undefined;
    const spawn = (extra: Record<string, string>): Child => {
      restarts += 1;
      return spawnTs(CHILD, [], { BOTHY_URL: t.server.url, BOTHY_API_TOKEN: agent.apiToken, ...files, SEED: String(restarts * 7919), ...env, ...extra });
    };
    const deadline = Date.now() + BOUND_MS;
    let posted = 0;
    let calm = (firstOnly ?? env).KILL_PROBABILITY === '0';
    let open = -1;
    let openSince = Date.now();
    child = spawn(firstOnly ?? {});
    await child.waitFor(/live/, 20_000);
    while (Date.now() < deadline) {
      if (posted < RUNS) {
        // A thread per run: a second mention in a thread whose run is active would be its follow-up (15.4).
        const res = await place.who.postMessage(await threadIn(t, place.channel), `<@${agent.id}> run ${posted}`);
        expect(res.status, res.text).toBe(201);
        posted += 1;
      }
      await sleep(120);
      if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
        kills.push(...(child.stdout.match(/^kill .*$/gm) ?? []));
        if (process.env.DEBUG_CRASH) console.log(`child ${restarts}:\n${child.stdout}`);
        // Once every run is posted and the storm has killed enough (or used its restarts), the
        // last process runs without kills, so that the runs can end.
        calm = calm || (posted >= RUNS && kills.length >= 6) || restarts >= MAX_RESTARTS;
        child = spawn(calm ? { KILL_PROBABILITY: '0' } : {});
        await child.waitFor(/live/, 20_000).catch(() => undefined);
        openSince = Date.now(); // the respawn's start-up is no time in which nothing moved
        continue;
      }
      if (posted < RUNS) continue;
      const { rows } = await t.db.pool.query<{ open: string }>(`SELECT count(*) AS open FROM runs WHERE agent_id = $1 AND state IN ('queued', 'running')`, [agent.id]);
      const now = Number(rows[0]!.open);
      if (now === 0) break;
      if (now !== open) {
        open = now;
        openSince = Date.now();
      } else if (calm && Date.now() - openSince > 5_000) {
        break; // nothing moves in a process without kills: what is open stays open (the check says)
      } else if (!calm && Date.now() - openSince > 5_000) {
        calm = true; // the runs wait for a kill that may not come: let the next process finish them
        child.kill('SIGKILL');
      }
    }
    child.kill('SIGKILL');
    await child.exited;
    if (process.env.DEBUG_CRASH) console.log(JSON.stringify({ kills, restarts, stdout: child.stdout.slice(-2000), stderr: child.stderr.slice(-3000), inbox: readLines(files.INBOX).join('').slice(0, 3000) }, null, 1));
    const problems = await check(t, agent, files.HANDLER_LOG, RUNS);
    return { ok: problems.length === 0, problems, kills, restarts, agent, handlerLog: files.HANDLER_LOG };
  }

  it('kills at random steps, restarts with the same inbox: each run starts once, none is missed, each ends', { timeout: BOUND_MS + 30_000 }, async () => {
    const v = await storm('main', { KILL_PROBABILITY: '0.12', KILL_DELAY_MS: '150' });
    expect(v.problems).toEqual([]);
    // The storm did kill, and at more than one step.
    expect(new Set(v.kills.map((k) => k.split(' ')[1])).size, v.kills.join('\n')).toBeGreaterThanOrEqual(2);
    expect(v.restarts).toBeLessThanOrEqual(MAX_RESTARTS + 1);
  });

  it('twin: an adapter that acks before storing loses an invocation across a kill, and the check fails', { timeout: BOUND_MS + 30_000 }, async () => {
    // The first process acks the first invocation, waits until the server stored the ack (50 ms),
    // and dies before the entry is stored; later processes run without kills.
    const v = await storm('twin', { KILL_PROBABILITY: '0', BROKEN_ACK_BEFORE_STORE: '1' }, { KILL_PROBABILITY: '1', KILL_DELAY_MS: '0', KILL_AT: 'accepting', KILL_WAIT_MS: '1500' });
    expect(v.ok).toBe(false);
    // Exactly the run whose ack went out before it was stored is lost; the others ran.
    const lost = v.kills.map((k) => k.split(' ')[2]);
    expect(lost).toHaveLength(1);
    expect(v.problems).toEqual([`run ${lost[0]} started 0 times (state queued)`, `run ${lost[0]} did not end (queued)`]);
  });
});

describe('a start answered, then a crash, then a restart after the token expired (15.3, R-SY-19): the run is not missed', () => {
  const t = useTestServer({ 'agent.ack_timeout': '1s', 'agent.ack_persist_interval': '50ms', 'agent.invocation_token_ttl': '2s' });
  let alex: TestClient;
  let dir: string;
  beforeAll(async () => {
    alex = await t.client('alex');
    dir = mkdtempSync(path.join(tmpdir(), 'bothy-agent-answered-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('killed after the start answered and before running was stored; restarted past the TTL: the same token starts nothing new, the handler runs once', { timeout: 60_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, alex, 'write');
    const files = { INBOX: path.join(dir, 'inbox.json'), SESSION: path.join(dir, 'session.json'), HANDLER_LOG: path.join(dir, 'handlers.log') };
    writeFileSync(files.HANDLER_LOG, '');
    const env = { BOTHY_URL: t.server.url, BOTHY_API_TOKEN: agent.apiToken, ...files };
    const first = spawnTs(CHILD, [], { ...env, KILL_PROBABILITY: '1', KILL_AT: 'answered', KILL_WAIT_MS: '0' });
    await first.waitFor(/live/, 20_000);
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> once`)).status).toBe(201);
    const killed = await first.exited;
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.stdout).toMatch(/^kill answered /m);
    await sleep(2_600); // the stored token expires (2 s)
    const second = spawnTs(CHILD, [], { ...env, KILL_PROBABILITY: '0' });
    try {
      await second.waitFor(/^run [0-9a-f-]{36} /m, 20_000);
    } finally {
      second.kill('SIGKILL');
      await second.exited;
    }
    expect(await check(t, agent, files.HANDLER_LOG, 1)).toEqual([]);
    expect(readLines(files.HANDLER_LOG)).toHaveLength(1);
  });
});

