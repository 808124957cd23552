// The states of a run and the moves between them (15.3, 15.5, 11.1; D81). The
// table is the one truth: transitionRun (store.ts) performs only what it lists,
// as a compare-and-swap on the state, and test/runs/state.test.ts walks every
// pair of states against it in the database.
import type { RunState } from '@bothy/generated';

export type { RunState };

export const RUN_STATES = ['queued', 'running', 'waiting_input', 'completed', 'failed', 'cancelled'] as const satisfies readonly RunState[];

/** The states that still hold a run open: the snapshot's active_runs, cancellation (15.5). */
export const ACTIVE_RUN_STATES = ['queued', 'running', 'waiting_input'] as const satisfies readonly RunState[];

/**
 * Where a run may go from each state:
 * - queued: the start (15.3, a CAS with the jti check), a failed delivery check or start check
 *   (fail closed; billing_mode_mismatch, tool_class_mismatch), a cancellation (15.5);
 * - running: waiting for an answer (waiting_input), the finish (completed, failed), a cancellation;
 * - waiting_input: the resume (running, 15.3 "Resumption"), the finish, a cancellation;
 * - completed, failed, cancelled: terminal, nothing leaves them.
 */
export const RUN_TRANSITIONS: Readonly<Record<RunState, readonly RunState[]>> = {
  queued: ['running', 'failed', 'cancelled'],
  running: ['waiting_input', 'completed', 'failed', 'cancelled'],
  waiting_input: ['running', 'completed', 'failed', 'cancelled'],
  completed: [],
  failed: [],
  cancelled: [],
};

export function canTransition(from: RunState, to: RunState): boolean {
  return RUN_TRANSITIONS[from].includes(to);
}

/** The states a run may come from to reach `to`. */
export function statesInto(to: RunState): RunState[] {
  return RUN_STATES.filter((from) => canTransition(from, to));
}

export function isTerminal(state: RunState): boolean {
  return RUN_TRANSITIONS[state].length === 0;
}
