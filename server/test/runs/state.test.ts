// The states of a run and their moves (15.3, 15.5; D81): the table in runs/state.ts
// drives this test. Every pair of states is tried against the database through
// transitionRun, the one compare-and-swap that changes a run's state; the table's
// pairs must succeed and every other pair must leave the run as it was. Also
// GET /runs/{id} (15.3; D49) and the snapshot's active_runs (6.3).
import { beforeAll, describe, expect, it } from 'vitest';
import { initialRunDocument } from '../../src/runs/document.ts';
import { canTransition, RUN_STATES, RUN_TRANSITIONS, type RunState } from '../../src/runs/state.ts';
import { transitionRun } from '../../src/runs/store.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent, expectAnswersAsMissing, storeToken, triggeredRun } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let alex: TestClient;
let sam: TestClient;

beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
});

async function runIn(state: RunState, thread = t.ids.welcomeThread, channel = t.ids.general): Promise<string> {
  const id = uuidv7();
  await t.db.pool.query(
    `INSERT INTO runs (id, agent_id, thread_id, channel_id, space_id, trigger_kind, trigger_principal_id, state, document)
     VALUES ($1, $2, $3, $4, $5, 'mention', $6, $7, $8)`,
    [id, t.ids.helper, thread, channel, t.ids.space, t.ids.sam, state, JSON.stringify(initialRunDocument(new Date().toISOString()))],
  );
  return id;
}

async function stateOf(id: string): Promise<{ state: RunState; version: number; started_at: Date | null; finished_at: Date | null; doc: { state: string; version: number } }> {
  const { rows } = await t.db.pool.query(`SELECT state, version, started_at, finished_at, jsonb_build_object('state', document->'state', 'version', document->'version') AS doc FROM runs WHERE id = $1`, [id]);
  return rows[0] as never;
}

describe('run states (15.3, 15.5; the transition table drives the test)', () => {
  it('the table names every state, and only the active states have a way out', () => {
    expect(Object.keys(RUN_TRANSITIONS).sort()).toEqual([...RUN_STATES].sort());
    expect(RUN_STATES.filter((s) => RUN_TRANSITIONS[s].length > 0)).toEqual(['queued', 'running', 'waiting_input']);
    // 15.3: the start is queued -> running; 15.3 Resumption: waiting_input -> running.
    expect(canTransition('queued', 'running') && canTransition('waiting_input', 'running')).toBe(true);
    expect(canTransition('queued', 'waiting_input')).toBe(false);
  });

  for (const from of RUN_STATES) {
    for (const to of RUN_STATES) {
      const allowed = canTransition(from, to);
      it(`${from} -> ${to}: ${allowed ? 'moves, version + 1' : 'refused, the run unchanged'}`, async () => {
        const id = await runIn(from);
        const before = await stateOf(id);
        const moved = await transitionRun(t.db.pool, id, to, { from, reason: allowed ? `test_${to}` : undefined });
        const after = await stateOf(id);
        if (allowed) {
          expect(moved?.state).toBe(to);
          // The stored document moves with the row (D95).
          expect(after).toMatchObject({ state: to, version: before.version + 1, doc: { state: to, version: before.version + 1 } });
          if (to === 'running') expect(after.started_at).not.toBeNull();
          if (RUN_TRANSITIONS[to].length === 0) expect(after.finished_at).not.toBeNull();
        } else {
          expect(moved).toBeUndefined();
          expect(after).toEqual(before);
        }
      });
    }
  }

  it('is a compare-and-swap: of two concurrent starts of one queued run, exactly one moves it (R-SY-10)', async () => {
    const id = await runIn('queued');
    const results = await Promise.all([transitionRun(t.db.pool, id, 'running', { from: 'queued' }), transitionRun(t.db.pool, id, 'running', { from: 'queued' })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stateOf(id)).toMatchObject({ state: 'running', version: 2 });
  });

  it('takes the allowed from-states intersected with the table, and an optional CAS on the newest token of a consumer (D95, D314)', async () => {
    const id = await runIn('queued');
    await storeToken(t, id, 'j-1');
    // completed is not reachable from queued: a from list that names queued does not widen the table.
    expect(await transitionRun(t.db.pool, id, 'completed', { from: ['queued', 'running'] })).toBeUndefined();
    expect(await transitionRun(t.db.pool, id, 'running', { from: ['queued'], jti: 'j-0' })).toBeUndefined();
    const moved = await transitionRun(t.db.pool, id, 'running', { from: ['queued'], jti: 'j-1', set: { started_jti: 'j-1', model: "m'; DROP TABLE runs; --" } });
    expect(moved).toMatchObject({ state: 'running', started_jti: 'j-1', model: "m'; DROP TABLE runs; --", version: 2 });
    const startedAt = moved!.started_at;
    // Resumption keeps the first started_at.
    await transitionRun(t.db.pool, id, 'waiting_input');
    expect((await transitionRun(t.db.pool, id, 'running'))?.started_at).toEqual(startedAt);
    await expect(transitionRun(t.db.pool, id, 'failed', { set: { 'state = 1; --': 1 } })).rejects.toThrow(/not a column name/);
  });
});

describe('GET /runs/{id} (15.3, 11.1; hidden answers as missing, D49)', () => {
  it('answers a reader of the channel with the run and its document', async () => {
    const id = await runIn('queued');
    const res = await sam.request<Record<string, unknown>>('GET', `/api/v1/runs/${id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id, thread_id: t.ids.welcomeThread, channel_id: t.ids.general, agent_id: t.ids.helper, state: 'queued', version: 1, trigger_kind: 'mention', trigger_principal_id: t.ids.sam });
    expect(res.body.document).toMatchObject({ state: 'queued', version: 1, steps: {}, followups: {} });
    expect(res.headers.get('etag')).toBe('"1"');
    await transitionRun(t.db.pool, id, 'running');
    const after = await sam.request<{ state: string; version: number; document: { state: string; version: number } }>('GET', `/api/v1/runs/${id}`);
    expect(after.body).toMatchObject({ state: 'running', version: 2, document: { state: 'running', version: 2 } });
  });

  it('answers a run in a channel the caller cannot see exactly like a run that does not exist', async () => {
    const outsider = await personWithChannel(t, alex, 'read');
    const hidden = await runIn('queued');
    const missing = uuidv7();
    const a = await outsider.who.request<Record<string, unknown>>('GET', `/api/v1/runs/${hidden}`);
    const b = await outsider.who.request<Record<string, unknown>>('GET', `/api/v1/runs/${missing}`);
    // `instance` is the request's own path, with the ID it asked for.
    expectAnswersAsMissing(a, b, [hidden, missing]);
    // The same person sees a run in its own channel.
    const own = await runIn('queued', outsider.thread, outsider.channel);
    expect((await outsider.who.request('GET', `/api/v1/runs/${own}`)).status).toBe(200);
  });
});

describe('GET /runs/{id} for the run\'s own agent (D97)', () => {
  it('answers the agent of the run without any grant on its channel; another agent gets what a missing run gets', async () => {
    const r = await triggeredRun(t, alex);
    const own = await r.agent.request<Record<string, unknown>>('GET', `/api/v1/runs/${r.runId}`);
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({ id: r.runId, agent_id: r.agent.id, state: 'queued', document: { state: 'queued', version: 1 } });
    const other = await createAgent(t);
    const missing = uuidv7();
    const a = await other.request<Record<string, unknown>>('GET', `/api/v1/runs/${r.runId}`);
    const b = await other.request<Record<string, unknown>>('GET', `/api/v1/runs/${missing}`);
    expectAnswersAsMissing(a, b, [r.runId, missing]);
  });
});

describe('the snapshot names the active runs the principal may see (6.3, 15.3)', () => {
  it('lists queued, running and waiting_input runs of visible channels, and no finished or hidden run', async () => {
    const outsider = await personWithChannel(t, alex, 'read');
    const queued = await runIn('queued');
    const waiting = await runIn('waiting_input');
    const done = await runIn('completed');
    const elsewhere = await runIn('running', outsider.thread, outsider.channel);
    type Active = { run_id: string; thread_id: string; agent_id: string; state: string; version: number };
    const snap = await sam.request<{ active_runs: Active[] }>('GET', '/api/v1/sync/snapshot');
    expect(snap.status, snap.text).toBe(200);
    const ids = snap.body.active_runs.map((r) => r.run_id);
    expect(ids).toEqual(expect.arrayContaining([queued, waiting]));
    expect(ids).not.toContain(done);
    // sam reads the whole demo space, the outsider only its own channel.
    expect(ids).toContain(elsewhere);
    expect(snap.body.active_runs.find((r) => r.run_id === queued)).toEqual({ run_id: queued, thread_id: t.ids.welcomeThread, agent_id: t.ids.helper, state: 'queued', version: 1 });
    const theirs = await outsider.who.request<{ active_runs: Active[] }>('GET', '/api/v1/sync/snapshot');
    expect(theirs.body.active_runs.map((r) => r.run_id)).toEqual([elsewhere]);
  });
});
