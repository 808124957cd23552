// The live box's windows one at a time (11.3; D295): a flush reads a run's patches
// and then records what each connection holds, with awaits between, so a second
// flush beside it could send an older frame after a newer one and leave the
// reader's held version behind. The test holds the first flush after its patch
// read (a wrapper around the live box's own method, PostgreSQL answers as always),
// stores a newer patch and asks for a second flush: the reader's run.updated
// frames must stay one chain, each patch's base_version the version before it.
// The coalesce interval is long, so only the test's own flushes run. Real server,
// PostgreSQL and sockets; every wait is bounded.
import { describe, expect, it } from 'vitest';
import { until } from '../support/agents.ts';
import { heardOf, LIVE_BOX_MIN_MS as MIN, patchStatusLine, updates, useLiveBoxSuite, type LiveBoxInside, type Updated } from '../support/livebox.ts';
import type { TriggeredRun } from '../support/runs.ts';

// No G9 recording from this file (the suite records none): the twin's frames break the run's chain on purpose.
const { s, t, reader } = useLiveBoxSuite();

const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));

interface Live extends LiveBoxInside {
  patchesAfter(runId: string, from: number): Promise<unknown[]>;
}
const live = () => t.server.gateway.live as unknown as Live;

/** The live box learns of a stored version from PostgreSQL's NOTIFY, after the PATCH's answer: wait for it before a flush. */
const noticed = (runId: string, version: number) => heardOf(live, runId, version);

const patch = (r: TriggeredRun, value: string) => patchStatusLine(r, value, MIN);

/** Where the frames break the chain of 11.3 (a snapshot, then each patch from the version before it); empty when they don't. */
function breaks(frames: readonly Updated[]): string[] {
  const out: string[] = [];
  let at: number | undefined;
  for (const f of frames) {
    if (f.snapshot) at = f.version;
    else if (at === undefined || f.base_version !== at || f.version <= at) out.push(`base ${f.base_version} → ${f.version} while the reader holds ${at}`);
    else at = f.version;
  }
  return out;
}

/**
 * A reader with the run's document, then: a patch, a flush held after its patch read, a newer
 * patch and a second flush; the hold ends after a while. The reader's frames of the run.
 */
async function overlapped(twin = false): Promise<{ frames: Updated[]; last: number }> {
  const r = await s.running();
  const c = await reader(r);
  const first = await patch(r, 'one');
  await noticed(r.runId, first);
  await live().flush();
  await until('the reader has the first patch', () => updates(c, r.runId).some((u) => u.version === first), 15_000);

  // Held: the first flush's patch read returns, and the flush waits before it sends.
  const l = live();
  const read = l.patchesAfter.bind(l);
  let release!: () => void;
  const held = new Promise<void>((res) => (release = res));
  let inside = false;
  let armed = true;
  let reads = 0;
  l.patchesAfter = async (runId, from) => {
    const rows = await read(runId, from);
    reads++;
    if (armed) {
      armed = false;
      inside = true;
      await held;
    }
    return rows;
  };
  try {
    const second = await patch(r, 'two');
    await noticed(r.runId, second);
    const a = l.flush();
    await until('the first flush read its patches', () => inside, 15_000);
    const last = await patch(r, 'three');
    await noticed(r.runId, last);
    const b = l.flush();
    // The twin's second flush reads (and sends) while the first is held, also on a loaded machine;
    // with the fix it waits for the first, so it gets a fixed time in which it would have read.
    if (twin) await until('the second flush read its patches', () => reads >= 2, 15_000);
    else await pause(300);
    release();
    await Promise.all([a, b]);
    await until('the reader has the last patch', () => updates(c, r.runId).some((u) => u.version === last), 15_000);
    await pause(100);
    return { frames: updates(c, r.runId), last };
  } finally {
    release();
    delete (l as Partial<Live>).patchesAfter; // the prototype's method again
  }
}

describe('the live box sends one window at a time (11.3; D295)', () => {
  it('a flush asked for while another waits goes after it: the reader’s frames stay one chain up to the last version', async () => {
    const { frames, last } = await overlapped();
    expect(breaks(frames)).toEqual([]);
    expect(frames.at(-1)?.version).toBe(last);
  }, 60_000);

  it('twin: two flushes side by side (as before D295) send an older frame after a newer one', async () => {
    t.server.ctx.twins = { liveFlushesOverlap: true };
    const { frames } = await overlapped(true);
    expect(breaks(frames).length).toBeGreaterThan(0);
  }, 60_000);
});
