// The adapter's durable inbox (15.2, 15.3): every event that carries an invocation is stored
// together with its token before the ack is sent, and the run's lifecycle at the adapter is kept
// beside it, so that a restarted adapter starts what it accepted and never starts a run twice.
// One entry per run: deliveries of the same run (a redelivery after agent.ack_timeout, a
// duplicate after a server restart) are merged by `admit`, the one rule of 15.2.
import type { AgentInvocationV1, Event } from '@bothy/generated';
import type { InvocationClaims } from './token.ts';

/**
 * Where a run stands at the adapter. `accepted` and `starting` are "not started yet" in the sense
 * of 15.2: a newer token replaces the stored one. The handler is called only from `running`, and
 * an entry reaches `running` once, so the handler starts at most once per run.
 */
export type InboxState =
  /** stored with its token; the start has not been sent */
  | 'accepted'
  /** POST /runs/{id}/start was sent with the stored token; its answer is not stored yet */
  | 'starting'
  /** the start answered 200 and the handler was given the run */
  | 'running'
  /** POST /runs/{id}/wait answered: the run waits for an input whose token resumes it (15.3) */
  | 'waiting'
  /** POST /runs/{id}/finish was sent with `outcome`; its answer is not stored yet */
  | 'finishing'
  /** nothing is left to do: finished, refused, started elsewhere, or no longer active */
  | 'done';

export type RunOutcome = { state: 'completed' | 'failed' | 'cancelled'; reason?: string };

export interface InboxEntry {
  runId: string;
  /** The event that carried the stored token. */
  eventId: string;
  seq: number;
  /** Every event ID seen for this run (dedupe by event ID, 15.2). */
  eventIds: string[];
  invocation: AgentInvocationV1;
  /** The stored invocation token (a secret: the store keeps it, nothing logs it). */
  token: string;
  jti: string;
  /** ms since the epoch; the token's exp. */
  tokenExpiresAt: number;
  /** The checked claims of the stored token. */
  claims: InvocationClaims;
  state: InboxState;
  /** Idempotency-Key of the start with this token (a new token gets a new key: the body differs). */
  startKey: string;
  /** What the adapter reports, and the Idempotency-Key of that finish, once decided. */
  outcome?: RunOutcome;
  finishKey?: string;
  /**
   * The finish goes with the stored token (D317): the run never started here (its token failed the
   * check, or it was cancelled first), so the server ends it only while it is queued, never a run
   * another consumer of the agent started.
   */
  finishWithToken?: boolean;
  /**
   * Stored from an answer (agent.followup, interaction.created) to a waiting run this process did not
   * hold: its consumer was taken over from a process that acknowledged the answer and never resumed
   * with it (D515, D518). The adapter resumes the run with `token` and reports it as interrupted;
   * no handler is called for it.
   */
  takenOver?: boolean;
  /** run.cancel_requested arrived for this run (15.5); its reason. */
  cancelReason?: string;
  /** Follow-ups and interactions delivered for this run while it ran or waited (15.3, 15.4), in order. */
  inputs?: InboxInput[];
  /** Why the entry is done without a finish of ours (already_started, run_not_active …). */
  note?: string;
  updatedAt: number;
}

/** A follow-up (agent.followup) or an interaction (interaction.created) of a running or waiting run. */
export interface InboxInput {
  eventId: string;
  seq: number;
  kind: 'followup' | 'interaction';
  /** The follow-up message, or the message the interaction answers. */
  messageId: string;
  interactionId?: string;
  /** What the adapter reported for a follow-up (PATCH followups/<id>/status, 15.4). */
  status: 'received' | 'delivered' | 'absorbed';
}

/** Pluggable storage of the inbox. Every method resolves only once the change is durable. */
export interface InboxStore {
  /**
   * Takes the store for this process (BothyAgent.start calls it before `load`): a store that two
   * processes could share refuses a second one (StorageError `inbox_locked`, D511). `warn` gets
   * what is no failure but worth a line (a stale lock taken over).
   */
  open?(warn: (message: string) => void, lost?: (why: string) => void): Promise<void>;
  /**
   * Undefined while this process holds the store; else why not (D511, fourth addendum): its lock was
   * taken over or removed, or its lease lapsed (not refreshed for half the stale time: the process
   * stalled). The adapter asks before each start, resume, finish and write, and halts once it does
   * not hold the store; `lost` (of `open`) tells it at once when a refresh finds the lock lost.
   */
  lost?(): string | undefined;
  /** Gives the store back (BothyAgent.stop, and a start() that failed after `open`). */
  close?(): Promise<void>;
  load(): Promise<InboxEntry[]>;
  put(entry: InboxEntry): Promise<void>;
  delete(runId: string): Promise<void>;
  clear(): Promise<void>;
}

/** A delivery of an event with an invocation, after the token passed the check of 15.3 (expiry excepted). */
export interface Delivery {
  event: Event;
  invocation: AgentInvocationV1;
  token: string;
  claims: InvocationClaims;
}

export type Admission =
  /** a run the inbox did not hold */
  | { kind: 'new'; entry: InboxEntry }
  /** a newer token for a run that has not started at the adapter (15.2): it replaces the stored one */
  | { kind: 'replaced'; entry: InboxEntry }
  /** nothing to store: the same token again, or the run has started already */
  | { kind: 'duplicate'; entry: InboxEntry };

const NOT_STARTED: ReadonlySet<InboxState> = new Set(['accepted', 'starting']);

/** Whether the run has not started at the adapter (15.2): a newer token still replaces the stored one. */
export const notStarted = (state: InboxState): boolean => NOT_STARTED.has(state);

/**
 * The rule of 15.2 for one delivery: dedupe by run ID and event ID; a different token for a run
 * that has not started at the adapter replaces the stored one (the delivery replaced this
 * consumer's token at the server, runs.consumer_tokens, D314). Deliveries of one consumer arrive in seq order and each newer delivery
 * carries the token the server stored last, so the latest one wins.
 */
export function admit(existing: InboxEntry | undefined, d: Delivery, keys: { newKey: () => string; now: number }): Admission {
  if (!existing) {
    return {
      kind: 'new',
      entry: {
        runId: d.invocation.run_id,
        eventId: d.event.id,
        seq: 'seq' in d.event ? d.event.seq : 0,
        eventIds: [d.event.id],
        invocation: d.invocation,
        token: d.token,
        jti: d.claims.jti,
        tokenExpiresAt: d.claims.expiresAt,
        claims: d.claims,
        state: 'accepted',
        startKey: keys.newKey(),
        updatedAt: keys.now,
      },
    };
  }
  const eventIds = existing.eventIds.includes(d.event.id) ? existing.eventIds : [...existing.eventIds, d.event.id];
  if (d.claims.jti === existing.jti || !notStarted(existing.state)) {
    return { kind: 'duplicate', entry: eventIds === existing.eventIds ? existing : { ...existing, eventIds } };
  }
  return {
    kind: 'replaced',
    entry: {
      ...existing,
      eventId: d.event.id,
      eventIds,
      token: d.token,
      jti: d.claims.jti,
      tokenExpiresAt: d.claims.expiresAt,
      claims: d.claims,
      startKey: keys.newKey(),
      updatedAt: keys.now,
    },
  };
}

/** Runs the adapter still has to act on after a restart, oldest first. */
export function openEntries(entries: readonly InboxEntry[]): InboxEntry[] {
  return entries.filter((e) => e.state !== 'done').sort((a, b) => a.seq - b.seq);
}

/** The inbox in memory: durable only as long as the process lives (tests, and adapters that need no restart). */
export class MemoryInboxStore implements InboxStore {
  readonly #entries = new Map<string, InboxEntry>();

  async load(): Promise<InboxEntry[]> {
    return [...this.#entries.values()].map((e) => structuredClone(e));
  }

  async put(entry: InboxEntry): Promise<void> {
    this.#entries.set(entry.runId, structuredClone(entry));
  }

  async delete(runId: string): Promise<void> {
    this.#entries.delete(runId);
  }

  async clear(): Promise<void> {
    this.#entries.clear();
  }
}
