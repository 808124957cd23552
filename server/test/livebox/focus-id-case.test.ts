// IDs in either case (RFC 9562; 6.2, 11.3; D310). The contract's Uuid takes upper case, and the
// gateway compared the focus's thread IDs as text with the database's lower-case ones: a focus
// named in upper case was taken without an error and got no run.updated, ever. The decoder takes
// the members the contract types as UUIDs at the top of an op's `d` (clientFrameIdFields) in lower
// case, and leaves everything else as sent: a consumer name, run.update's content. Twin: keepIdCase.
// Real server, PostgreSQL and sockets; every wait is bounded.
import { ClientOp, ServerOp } from '@bothy/generated';
import { decodeClientFrame, keepIdCase } from '../../src/gateway/decode.ts';
import { describe, expect, it } from 'vitest';
import { until } from '../support/agents.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { LIVE_BOX_MIN_MS as MIN, patchStatusLine, updates, useLiveBoxSuite } from '../support/livebox.ts';
import type { TriggeredRun } from '../support/runs.ts';

// The live box runs its own windows here (50 ms): the test waits for the run.updated, it does not flush.
const { s, t, open } = useLiveBoxSuite({ coalesce: '50ms' });
const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));

const patch = (r: TriggeredRun, value: string) => patchStatusLine(r, value, MIN);

describe('focus with a thread ID in upper case (6.2, 11.3)', () => {
  /** A reader that focuses the run's thread named in upper case; the run.updated versions it got after a patch. */
  async function focusedUpper(): Promise<{ got: number[]; version: number }> {
    const r = await s.running();
    const c = await GatewayTestClient.connect(t.server.url);
    open.push(c);
    await c.identify(r.person.who);
    await c.waitFor(ServerOp.CatchupComplete);
    c.send({ op: ClientOp.Focus, d: { thread_ids: [r.person.thread.toUpperCase()], idle: false } });
    await pause(300);
    expect(c.frames.filter((f) => f.op === ServerOp.Error), 'the focus was refused').toEqual([]);
    const version = await patch(r, 'hello');
    await until('the reader has the patched version', () => updates(c, r.runId).some((u) => u.version >= version), 5_000).catch(() => {});
    return { got: updates(c, r.runId).map((u) => u.version), version };
  }

  it('the thread is focused: the document once, then run.updated', async () => {
    const { got, version } = await focusedUpper();
    expect(got, 'no run.updated for a focused thread named in upper case').toContain(version);
  });

  it('twin: IDs kept as sent (as before D310) leave the upper-case focus without run.updated', async () => {
    keepIdCase(true);
    try {
      expect((await focusedUpper()).got).toEqual([]);
    } finally {
      keepIdCase(false);
    }
  });

  it('the decoder lowers the IDs at the top of d, alone or in a list, and nothing deeper', () => {
    const upper = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11';
    const focus = decodeClientFrame(Buffer.from(JSON.stringify({ op: ClientOp.Focus, d: { thread_ids: [upper], background_thread_ids: [upper.toLowerCase()], idle: false } })), false, 65536);
    expect(focus.ok && focus.frame.d).toEqual({ thread_ids: [upper.toLowerCase()], background_thread_ids: [upper.toLowerCase()], idle: false });
    const ops = [{ op: 'add', path: '/status_line', value: upper }];
    const update = decodeClientFrame(Buffer.from(JSON.stringify({ op: ClientOp.RunUpdate, d: { run_id: upper, base_version: 1, ops } })), false, 65536);
    expect(update.ok && update.frame.d).toEqual({ run_id: upper.toLowerCase(), base_version: 1, ops });
    // A consumer is a name, not an ID: one that looks like a UUID stays as sent.
    const identify = decodeClientFrame(Buffer.from(JSON.stringify({ op: ClientOp.Identify, d: { api_token: 't', consumer: upper, protocol_version: 1 } })), false, 65536);
    expect(identify.ok && (identify.frame.d as { consumer: string }).consumer).toBe(upper);
  });
});
