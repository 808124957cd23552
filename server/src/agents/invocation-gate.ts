// The invocation gate (15.3): called by the agent consumer immediately before
// every delivery (the first and every redelivery) of an event whose catalogue
// entry lists the delivery field invocation_token (agent.invocation,
// agent.followup, ...: carriesInvocationToken of @bothy/generated, D419). It checks the trigger principal's current permissions
// and the guard rules and, if they pass, issues a fresh invocation token. This
// module defines the interface and which events need it; the implementation
// lives in runs/ (server/src/runs/invocation-gate.ts) and is set on the context
// as ctx.invocationGate. Without a gate such events are never delivered (fail
// closed).
import { carriesInvocationToken } from '@bothy/generated';
import type { LogRow } from '../events/log-reader.ts';
import type { ConsumerHolder } from './consumer.ts';

/**
 * Why a row is not delivered (a webhook job records it as its drop reason, D125):
 *   refused         the check of 15.3 step 2 failed: the run failed (an invocation) or the input was
 *                   audited as denied (a follow-up, an interaction);
 *   run_moved_on    the run no longer waits for this delivery: gone, another agent's, started (by this
 *                   or another consumer), ended, or its cancellation requested (15.5);
 *   next_run        a queue agent's follow-up meets its run running: its row waits for the run's end (15.4);
 *   not_a_run_event the envelope names no run.
 */
export type GateSkip = 'refused' | 'run_moved_on' | 'next_run' | 'not_a_run_event';

/**
 * `replaced`: the delivering connection no longer holds the consumer (another
 * session claimed it, R-SY-23); nothing was written and the connection closes
 * with 4015. `skipped`: the row counts as checked, not delivered, for that reason.
 */
export type GateDecision = { deliver: true; invocationToken: string } | { deliver: false; replaced: true; skipped?: undefined } | { deliver: false; replaced?: undefined; skipped: GateSkip };

export interface PrepareOptions {
  /**
   * The transport knows of success only later (a webhook's 2xx, 15.6): trigger_state is left at
   * received, and `delivered` moves it. Without it (the gateway) the frame sent is the success.
   */
  triggerStateOnSuccess?: boolean;
}

export interface InvocationGate {
  /**
   * The checks of 15.3 for this delivery of `row` to its agent. `deliver: false`:
   * the row is skipped (it counts as checked, not delivered); the gate has
   * recorded why (run failed, trigger_state, audit). `deliver: true`: the token
   * goes into the envelope of this one delivery only, never into the log.
   * `holder`: the delivering connection's consumer; the gate delivers only while
   * that connection holds it (agent_consumer_cursors: its session and claim, D285).
   */
  prepare(row: LogRow, redelivered: boolean, holder: ConsumerHolder, o?: PrepareOptions): Promise<GateDecision>;
  /**
   * The delivery prepared with `triggerStateOnSuccess` succeeded (a webhook's 2xx): an invocation's
   * trigger_state moves from received to queued, with its message.updated (15.3, D345).
   */
  delivered?(row: LogRow): Promise<void>;
  /**
   * The first deliveries of several rows (seq order) at once, one decision per row, as if
   * `prepare(row, false, holder)` ran for each in turn (D282). Optional: a window without it
   * asks row by row. A throw decides none of them.
   */
  prepareMany?(rows: readonly LogRow[], holder: ConsumerHolder): Promise<GateDecision[]>;
}

