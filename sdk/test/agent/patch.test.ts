// The adapter's throttle (11.2, D165): local changes merge between sends; at most
// one run.update per agent.run_update_min_interval and never two at once; a
// conflict rebases on the server's current document; rate_limited waits. A fake
// clock and a fake send; the server's document is replayed from the sent ops to
// check that nothing is lost.
import { ProblemCode, type RunDocument } from '@bothy/generated';
import fjp from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { RunPatcher, type PatchClock, type RunPatchRequest } from '../../src/agent/patch.ts';

class FakeClock implements PatchClock {
  t = 0;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private next = 1;
  now(): number {
    return this.t;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.timers.push({ at: this.t + ms, fn, id });
    return id;
  }
  clearTimeout(h: unknown): void {
    this.timers = this.timers.filter((x) => x.id !== h);
  }
  /** Advances to `to`, running due timers in order (and the promises they start). */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      await new Promise((r) => setImmediate(r));
      const due = this.timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((x) => x !== due);
      this.t = due.at;
      due.fn();
    }
    this.t = end;
    await new Promise((r) => setImmediate(r));
  }
}

const RUN = '01a232a3-ec68-7247-83c1-3cdcbb57e25d';
const start = (): RunDocument => ({ state: 'running', version: 2, steps: {}, followups: {} });

function server(o: { conflictAt?: number; rateLimitAt?: number } = {}) {
  let doc = start();
  const sent: { at: number; req: RunPatchRequest }[] = [];
  let inflight = 0;
  let maxInflight = 0;
  const clock = new FakeClock();
  const send = async (req: RunPatchRequest) => {
    inflight++;
    maxInflight = Math.max(maxInflight, inflight);
    sent.push({ at: clock.now(), req });
    await new Promise((r) => setImmediate(r));
    inflight--;
    if (sent.length === o.conflictAt) {
      // Someone else (the server's stall check) moved the run on.
      doc = { ...doc, version: doc.version + 1 };
      throw Object.assign(new Error('conflict'), { code: ProblemCode.BaseVersionConflict, current: fjp.deepClone(doc) });
    }
    if (sent.length === o.rateLimitAt) throw Object.assign(new Error('slow down'), { code: ProblemCode.RateLimited, retry_after_ms: 300 });
    if (req.base_version !== doc.version) throw Object.assign(new Error('conflict'), { code: ProblemCode.BaseVersionConflict, current: fjp.deepClone(doc) });
    doc = { ...fjp.applyPatch(fjp.deepClone(doc), req.ops as fjp.Operation[], true, true).newDocument, version: doc.version + 1 };
    return { version: doc.version };
  };
  return { clock, send, sent, doc: () => doc, maxInflight: () => maxInflight };
}

describe('RunPatcher: the adapter throttles run.update to agent.run_update_min_interval (11.2)', () => {
  it('merges the changes between sends: 50 changes in 1 s go out as at most 3 sends, 500 ms apart, and the server ends with the local document', async () => {
    const s = server();
    const p = new RunPatcher({ runId: RUN, document: start(), send: s.send, minInterval: 500, clock: s.clock });
    for (let i = 0; i < 50; i++) {
      p.update((d) => {
        d.status_line = `thinking ${i}`;
        d.steps[`s${i % 5}`] = { ordinal: i % 5, kind: 'tool', name: 'grep', status: i >= 45 ? 'done' : 'running' };
      });
      await s.clock.advance(20);
    }
    await s.clock.advance(2000);
    expect(s.sent.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < s.sent.length; i++) expect(s.sent[i]!.at - s.sent[i - 1]!.at).toBeGreaterThanOrEqual(500);
    expect(s.maxInflight()).toBe(1);
    const { version: _v, ...server_ } = s.doc();
    const { version: _l, ...local } = p.document;
    expect(server_).toEqual(local);
    expect(p.version).toBe(s.doc().version);
    expect(p.pending()).toEqual([]);
  });

  it('a base_version_conflict takes the current document as base and sends the difference again', async () => {
    const s = server({ conflictAt: 1 });
    const p = new RunPatcher({ runId: RUN, document: start(), send: s.send, minInterval: 100, clock: s.clock });
    p.update((d) => (d.status_line = 'a'));
    await s.clock.advance(1000);
    expect(s.sent.map((x) => x.req.base_version)).toEqual([2, 3]);
    expect(s.doc()).toMatchObject({ status_line: 'a', version: 4 });
  });

  it('rate_limited waits for retry_after_ms, then sends', async () => {
    const s = server({ rateLimitAt: 1 });
    const p = new RunPatcher({ runId: RUN, document: start(), send: s.send, minInterval: 100, clock: s.clock });
    p.update((d) => (d.status_line = 'a'));
    await s.clock.advance(1000);
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]!.at - s.sent[0]!.at).toBeGreaterThanOrEqual(300);
    expect(s.doc().status_line).toBe('a');
  });

  it('counts the interval from the answer: a slow answer followed by a fast request never trips the server limit (D161)', async () => {
    // The server stores each patch when it arrives and refuses one that arrives less than the
    // interval after the last stored one, as runs/patch.ts does. Requests travel 5 ms or 80 ms each way.
    const clock = new FakeClock();
    const delays = [80, 5, 80, 5, 80, 5, 80, 5];
    const stored: number[] = [];
    const refused: number[] = [];
    let version = 2;
    const send = (_req: RunPatchRequest) =>
      new Promise<{ version: number }>((resolve, reject) => {
        const oneWay = delays[(stored.length + refused.length) % delays.length]!;
        clock.setTimeout(() => {
          const at = clock.now();
          const last = stored.at(-1);
          const refusal = last !== undefined && at - last < 100 ? Object.assign(new Error('slow down'), { code: ProblemCode.RateLimited, retry_after_ms: 100 - (at - last) }) : undefined;
          if (refusal) refused.push(at);
          else stored.push(at);
          clock.setTimeout(() => (refusal ? reject(refusal) : resolve({ version: ++version })), oneWay);
        }, oneWay);
      });
    const p = new RunPatcher({ runId: RUN, document: start(), send, minInterval: 100, clock });
    for (let i = 0; i < 60; i++) {
      p.update((d) => (d.status_line = `step ${i}`));
      await clock.advance(10);
    }
    await clock.advance(2000);
    expect(stored.length).toBeGreaterThan(2);
    expect(refused, 'patches the server refused as rate_limited').toEqual([]);
    for (let i = 1; i < stored.length; i++) expect(stored[i]! - stored[i - 1]!).toBeGreaterThanOrEqual(100);
    expect(p.pending()).toEqual([]);
  });

  it('sends only the paths the adapter owns; a removed member goes as remove', async () => {
    const s = server();
    const p = new RunPatcher({ runId: RUN, document: start(), send: s.send, minInterval: 100, clock: s.clock });
    p.update((d) => {
      d.status_line = 'x';
      d.plan = [{ id: 'p', text: 't', status: 'pending' }];
    });
    await s.clock.advance(200);
    p.update((d) => {
      delete d.status_line;
      d.state = 'completed'; // not the adapter's: never sent
    });
    await s.clock.advance(200);
    expect(s.sent.flatMap((x) => x.req.ops.map((o) => `${o.op} ${o.path}`))).toEqual(['add /status_line', 'add /plan', 'remove /status_line']);
  });

  it('another failure stops sending until the next change, and is reported', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const clock = new FakeClock();
    const p = new RunPatcher({
      runId: RUN, document: start(), minInterval: 100, clock, onError: (e) => errors.push(e),
      send: async () => {
        calls++;
        throw Object.assign(new Error('gone'), { code: ProblemCode.RunNotActive });
      },
    });
    p.update((d) => (d.status_line = 'a'));
    await clock.advance(1000);
    expect(calls).toBe(1);
    expect(errors).toHaveLength(1);
    await p.idle();
  });
});
