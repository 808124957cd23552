// The client rule of the live box (11.3) as a table: apply when base_version
// equals the local version, ignore when version is not above it, otherwise fetch
// GET /runs/{id} and replace; a gap heals by exactly one GET.
import type { RunDocument, RunUpdatedV1 } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { RunStore, type RunFrameOutcome } from '../../src/runs/store.ts';

const RUN = '01a232a3-ec68-7247-83c1-3cdcbb57e25d';
const THREAD = '01a232a3-ec41-704e-8dd5-c749bee45d6f';
const doc = (version: number, status_line?: string): RunDocument => ({ state: 'running', version, steps: {}, followups: {}, ...(status_line ? { status_line } : {}) });

function store(server: RunDocument) {
  const gets: string[] = [];
  const changes: RunDocument[] = [];
  const s = new RunStore({
    fetchRun: async (id) => {
      gets.push(id);
      return server;
    },
    onChange: (_id, d) => changes.push(d),
  });
  return { s, gets, changes };
}

const frame = (base: number, version: number, status: string): RunUpdatedV1 => ({ run_id: RUN, thread_id: THREAD, base_version: base, version, ops: [{ op: 'add', path: '/status_line', value: status }] });

describe('the client rule of 11.3 (run store)', () => {
  it.each<[string, number, RunUpdatedV1, RunFrameOutcome, number, string | undefined, number]>([
    // name, local version, frame, outcome, version after, status_line after, GETs
    ['base_version equals local: apply', 3, frame(3, 4, 'b'), 'applied', 4, 'b', 0],
    ['version equals local: ignore', 3, frame(2, 3, 'x'), 'ignored', 3, 'a', 0],
    ['version below local: ignore', 3, frame(1, 2, 'x'), 'ignored', 3, 'a', 0],
    ['a coalesced frame from the local version: apply', 3, frame(3, 7, 'c'), 'applied', 7, 'c', 0],
    ['a gap (base_version above local): one GET, replaced', 3, frame(5, 6, 'x'), 'fetched', 9, 'server', 1],
    ['a snapshot replaces', 3, { run_id: RUN, thread_id: THREAD, version: 8, snapshot: doc(8, 'snap') }, 'snapshot', 8, 'snap', 0],
    ['an older snapshot is ignored', 3, { run_id: RUN, thread_id: THREAD, version: 2, snapshot: doc(2, 'old') }, 'ignored', 3, 'a', 0],
    ['a snapshot left out (snapshot_too_large, D478): one GET, replaced', 3, { run_id: RUN, thread_id: THREAD, version: 9, snapshot_too_large: 2_000_000 }, 'fetched', 9, 'server', 1],
    ['an older snapshot_too_large is ignored', 3, { run_id: RUN, thread_id: THREAD, version: 3, snapshot_too_large: 2_000_000 }, 'ignored', 3, 'a', 0],
  ])('%s', async (_name, local, f, outcome, version, status, gets) => {
    const { s, gets: got } = store(doc(9, 'server'));
    await s.apply({ run_id: RUN, thread_id: THREAD, version: local, snapshot: doc(local, 'a') });
    expect(await s.apply(f)).toBe(outcome);
    expect(s.version(RUN)).toBe(version);
    expect(s.get(RUN)?.status_line).toBe(status);
    expect(got).toHaveLength(gets);
  });

  it('without a local document, a snapshot_too_large frame is a gap too: one GET (D478)', async () => {
    const { s, gets, changes } = store(doc(4, 'server'));
    expect(await s.apply({ run_id: RUN, thread_id: THREAD, version: 4, snapshot_too_large: 2_000_000 })).toBe('fetched');
    expect(gets).toEqual([RUN]);
    expect(changes.at(-1)).toMatchObject({ version: 4, status_line: 'server' });
  });

  it('without a local document, a patch frame is a gap: one GET', async () => {
    const { s, gets, changes } = store(doc(4, 'server'));
    expect(await s.apply(frame(3, 4, 'x'))).toBe('fetched');
    expect(gets).toEqual([RUN]);
    expect(changes.at(-1)).toMatchObject({ version: 4, status_line: 'server' });
  });

  it('frames during the healing GET wait for it; the gap heals by exactly one GET', async () => {
    const { s, gets } = store(doc(6, 'server'));
    await s.apply({ run_id: RUN, thread_id: THREAD, version: 1, snapshot: doc(1) });
    const outcomes = await Promise.all([s.apply(frame(4, 5, 'x')), s.apply(frame(5, 6, 'y')), s.apply(frame(6, 7, 'z'))]);
    expect(gets).toHaveLength(1);
    expect(outcomes).toEqual(['fetched', 'ignored', 'applied']);
    expect(s.get(RUN)).toMatchObject({ version: 7, status_line: 'z' });
  });

  it('ops that do not apply to the local document heal like a gap', async () => {
    const { s, gets } = store(doc(4, 'server'));
    await s.apply({ run_id: RUN, thread_id: THREAD, version: 3, snapshot: doc(3) });
    expect(await s.apply({ run_id: RUN, thread_id: THREAD, base_version: 3, version: 4, ops: [{ op: 'replace', path: '/steps/none/status', value: 'done' }] })).toBe('fetched');
    expect(gets).toHaveLength(1);
  });

  /**
   * A gap's GET fails once (the network dropped); two frames arrive while it is out. What each apply
   * ended as and the document after all of them.
   */
  async function failedHealWithWaitingFrames(broken: boolean) {
    const gets: number[] = [];
    const s = new RunStore({
      fetchRun: async () => {
        gets.push(gets.length + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (gets.length === 1) throw new Error('fetch failed: the network dropped');
        return doc(6, 'server');
      },
      ...(broken ? { brokenDropWaitingFrames: true } : {}),
    });
    await s.apply({ run_id: RUN, thread_id: THREAD, version: 1, snapshot: doc(1) });
    const outcomes = await Promise.all(
      [frame(4, 5, 'x'), frame(5, 6, 'y'), frame(6, 7, 'z')].map((f) => s.apply(f).then((o) => o, (e: Error) => `rejected: ${e.message}`)),
    );
    return { outcomes, gets: gets.length, document: s.get(RUN) };
  }

  it('a failed healing GET keeps the frames that waited for it: they are judged again, the gap heals by a retried GET and the newest frame applies (13, D391)', async () => {
    const { outcomes, gets, document } = await failedHealWithWaitingFrames(false);
    expect(outcomes).toEqual(['rejected: fetch failed: the network dropped', 'fetched', 'applied']);
    expect(gets).toBe(2);
    expect(document).toMatchObject({ version: 7, status_line: 'z' });
  });

  it('twin: a store that drops the waiting frames with the failed GET stays at the old version, and the same check fails', async () => {
    const { outcomes, gets, document } = await failedHealWithWaitingFrames(true);
    expect(outcomes.every((o) => o.startsWith('rejected'))).toBe(true);
    expect(gets).toBe(1);
    expect(document?.version).toBe(1);
  });
});

describe('a failed healing GET is tried again on a timer (11.3, 13; D418)', () => {
  /** A store whose GET fails `failures` times (every time: Infinity), with retries of 10..40 ms. */
  function failing(failures: number, options: { retries?: number } = {}) {
    let gets = 0;
    const s = new RunStore({
      fetchRun: async () => {
        gets += 1;
        if (gets <= failures) throw new Error('fetch failed: the network dropped');
        return doc(6, 'server');
      },
      retryBase: 10,
      retryCap: 40,
      ...options,
    });
    return { s, gets: () => gets };
  }
  const gap = async (s: RunStore) => {
    await s.apply({ run_id: RUN, thread_id: THREAD, version: 1, snapshot: doc(1) });
    return s.apply(frame(4, 5, 'x')).then((o) => o, (e: Error) => `rejected: ${e.message}`);
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('the last frame of a run whose GET failed: the GET is tried again after the backoff and the box heals without another frame', async () => {
    const { s, gets } = failing(1);
    expect(await gap(s)).toBe('rejected: fetch failed: the network dropped');
    await sleep(300);
    expect(gets()).toBe(2);
    expect(s.get(RUN)).toMatchObject({ version: 6, status_line: 'server' });
  });

  it('bounded: a GET that keeps failing is tried `retries` times more, then the box waits for the next frame or focus', async () => {
    const { s, gets } = failing(Infinity, { retries: 3 });
    await gap(s);
    await sleep(600);
    expect(gets()).toBe(4);
    expect(s.version(RUN)).toBe(1);
  });

  it('retries 0: no retry, the box stays stale (the behaviour before D418; the first check fails on it)', async () => {
    const { s, gets } = failing(1, { retries: 0 });
    await gap(s);
    await sleep(300);
    expect(gets()).toBe(1);
    expect(s.version(RUN)).toBe(1);
  });

  it('stop() ends the retries: no GET after it', async () => {
    const { s, gets } = failing(Infinity);
    await gap(s);
    s.stop();
    await sleep(300);
    expect(gets()).toBe(1);
  });

  it('a newer frame ends the retry of an older one: a snapshot frame replaces the document and nothing is fetched again', async () => {
    const { s, gets } = failing(1);
    await gap(s);
    expect(await s.apply({ run_id: RUN, thread_id: THREAD, version: 8, snapshot: doc(8, 'snap') })).toBe('snapshot');
    await sleep(300);
    expect(gets()).toBe(1);
    expect(s.get(RUN)).toMatchObject({ version: 8, status_line: 'snap' });
  });
});
