// The run store applies a run.updated frame without changing it (11.3; D514 addendum): the frame is
// the payload of the event the app's listeners got, and a later op of the frame that changes a value an
// earlier op added (add /plan [item], then remove /plan/0) must change the store's document only.
import type { RunDocument, RunUpdatedV1 } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { RunStore } from '../../src/runs/store.ts';

const RUN = '01a232a3-ec68-7247-83c1-3cdcbb57e25d';
const THREAD = '01a232a3-ec41-704e-8dd5-c749bee45d6f';

describe('the run store leaves the frame as it came (11.3)', () => {
  it('a frame whose later op changes what its earlier op added is applied, and its ops stay as sent', async () => {
    const s = new RunStore({ fetchRun: async () => { throw new Error('no GET expected'); } });
    const base: RunDocument = { state: 'running', version: 3, steps: {}, followups: {} };
    expect(await s.apply({ run_id: RUN, thread_id: THREAD, version: 3, snapshot: base })).toBe('snapshot');
    const item = { id: 'p1', text: 'look', status: 'pending' as const };
    const frame: RunUpdatedV1 = {
      run_id: RUN,
      thread_id: THREAD,
      base_version: 3,
      version: 5,
      ops: [{ op: 'add', path: '/plan', value: [item] }, { op: 'add', path: '/plan/0/status', value: 'done' }, { op: 'remove', path: '/plan/0' }],
    };
    const sent = structuredClone(frame);
    expect(await s.apply(frame)).toBe('applied');
    expect(s.get(RUN)).toMatchObject({ version: 5, plan: [] });
    expect(frame).toEqual(sent);
  });
});
