// A holder that stalls longer than the stale time (SIGSTOP, a paused VM, long synchronous work)
// loses its inbox lock to another process (D511 third addendum); when it wakes it must not go on
// (15.2, 15.3: the adapter "misses nothing and starts nothing twice"). Here the holder is a real
// second process on "another host" (a shared volume: its pid cannot be checked from here), stalled by
// a synchronous wait at the step `starting` of a run it acknowledged: the start with its token and
// Idempotency-Key is about to go out. This process takes the lock over after lockStaleAfter and starts
// the same entry (same token, same key). POST /runs/{id}/start is idempotent by key, so a second
// start with it is the stored 200 played again: the woken holder must halt (its lease lapsed, D511
// fourth addendum) instead of sending it and running the handler a second time. Twin
// brokenLockLossIgnored: the holder goes on, and the run's handler runs twice. Real server,
// PostgreSQL and sockets.
import { EventType } from '@bothy/generated';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SdkErrorCode } from '../../src/errors.ts';
import { FileInboxStore } from '../../src/node/file-stores.ts';
import { spawnTs, type Child } from '../../../server/test/support/child.ts';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { agentSuite, createAgent, stoppedAfterEach } from '../support/agent.ts';
import { until, within } from '../support/e2e.ts';

const CHILD = '../sdk/test/support/agent-lease-child.ts';
/**
 * The lock's times of both processes: a lease of 2 × REFRESH = 1 s (a watcher waits at least 4 × REFRESH).
 * Not shorter: on a loaded CI machine a stall of the new holder past a 400 ms lease made it stop writing
 * before its run was done (its own halt, not the case under test).
 */
const REFRESH = 500;
const STALE = 2_500;
/** The holder's stall: longer than the stale time and this process's takeover and start. */
const STALL = 8_000;

const { adapterFor } = stoppedAfterEach();
// The ack is stored within 50 ms, so the test knows when it landed.
const s = agentSuite({ 'agent.ack_persist_interval': '50ms' });
const t = s.t;

let dir: string;
let child: Child | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-inbox-lease-'));
});
afterEach(async () => {
  if (child && child.proc.exitCode === null && child.proc.signalCode === null) {
    child.proc.kill('SIGKILL');
    await child.exited;
  }
  child = undefined;
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

describe('a holder that stalled past the stale time and lost its inbox lock starts nothing (15.2, 15.3; D511 fourth addendum)', () => {
  for (const twin of [false, true]) {
    const title = twin
      ? 'the twin (brokenLockLossIgnored): the woken holder goes on, sends the start with the same key (the stored 200 played again) and the run\'s handler runs twice'
      : 'the woken holder halts (inbox_lock_lost): no start, no handler, the inbox left to the new holder, whose handler runs the run once';
    it(title, { timeout: 90_000 }, async () => {
      const agent = await createAgent(t);
      const place = await personWithChannel(t, s.alex, 'write');
      const inbox = path.join(dir, 'inbox.json');
      const handlerLog = path.join(dir, 'handlers.log');
      await writeFile(handlerLog, '');
      child = spawnTs(CHILD, [], {
        BOTHY_URL: t.server.url,
        BOTHY_API_TOKEN: agent.apiToken,
        INBOX: inbox,
        HANDLER_LOG: handlerLog,
        REFRESH_MS: String(REFRESH),
        STALE_MS: String(STALE),
        STALL_MS: String(STALL),
        ...(twin ? { BROKEN_LOCK_LOSS_IGNORED: '1' } : {}),
      });
      await child.waitFor(/^live$/m, 30_000);
      expect(JSON.parse(await readFile(`${inbox}.lock`, 'utf8')), 'the holder is on another host').toMatchObject({ hostname: 'lease-child-elsewhere', refreshEvery: REFRESH });
      const posted = await place.who.postMessage(place.thread, `<@${agent.id}> please look`);
      expect(posted.status, posted.text).toBe(201);
      const runId = (await child.waitFor(/^starting (\S+)$/m, 30_000))[1]!;
      // The holder's ack stored: a new connection of the consumer gets no redelivery (whose newer token would supersede the holder's).
      await until(async () => {
        const { rows } = await t.db.pool.query<{ acked: boolean }>(
          `SELECT c.acked_seq >= (SELECT max(seq) FROM event_log WHERE type = $3 AND payload->>'run_id' = $4) AS acked FROM agent_consumer_cursors c WHERE c.agent_id = $1 AND c.consumer = $2`,
          [agent.id, 'lease', EventType.AgentInvocation, runId],
        );
        return rows[0]?.acked === true;
      }, 'the holder acknowledged the invocation', 15_000);
      await writeFile(`${inbox}.stall`, '');
      await child.waitFor(/^stalled /m, 30_000);
      const stored = JSON.parse(await readFile(inbox, 'utf8')) as { runId: string; state: string; startKey: string }[];
      expect(stored.find((e) => e.runId === runId), 'acknowledged and about to be started').toMatchObject({ state: 'starting' });

      // This process takes the inbox over once the stalled holder's lock is not refreshed for STALE ms.
      const handled: string[] = [];
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // Connected as another consumer: a claim of `lease` would deliver the run again with a newer token
      // (D515), and whether the start here goes with the stored token or that one is a race; the case
      // is the stored entry (the same token and key) started by both processes.
      const b = await adapterFor(t.server.url, agent, { consumer: 'lease-taker', inboxStore: new FileInboxStore(inbox, { lockRefreshInterval: REFRESH, lockStaleAfter: STALE }), live: false });
      expect(b.errors.map((e) => e.code)).toEqual([SdkErrorCode.InboxLockTakenOver]);
      b.agent.on('invocation', async (run) => {
        handled.push(run.id);
        await within(released, 'the woken holder decided', 40_000);
      });
      await within(
        (async () => {
          while (!handled.includes(runId)) await new Promise((r) => setTimeout(r, 50));
        })(),
        'the new holder ran the run',
        30_000,
      );
      await child.waitFor(/^woke$/m, 30_000);
      try {
        if (twin) {
          await child.waitFor(/^handler /m, 30_000);
        } else {
          await child.waitFor(new RegExp(`^error ${SdkErrorCode.InboxLockLost} `, 'm'), 30_000);
          // Time for a start and a handler, had it gone on.
          await new Promise((r) => setTimeout(r, 2_000));
        }
      } finally {
        release();
      }
      await within(b.agent.settled(), 'the new holder settled', 30_000);
      const childRuns = (await readFile(handlerLog, 'utf8')).split('\n').filter(Boolean);
      const starts = handled.filter((id) => id === runId).length + childRuns.filter((l) => l === `child ${runId}`).length;
      const why = `handler runs of ${runId} (here ${JSON.stringify(handled)}, the holder ${JSON.stringify(childRuns)}); holder:\n${child.stdout}`;
      if (twin) {
        expect(starts, `the twin starts it twice: ${why}`).toBe(2);
        return;
      }
      expect(starts, why).toBe(1);
      expect(child.stdout).not.toMatch(/^handler /m);
      const entry = (JSON.parse(await readFile(inbox, 'utf8')) as { runId: string; state: string }[]).find((e) => e.runId === runId);
      expect(entry, 'the new holder finished it; the halted one wrote nothing over it').toMatchObject({ state: 'done' });
    });
  }
});
