// The check immediately before every delivery of an invocation (15.3 step 2,
// R-SY-07, R-SY-21; D87): the agent consumer (agents/) calls prepare for each
// event whose catalogue entry carries the delivery field invocation_token, on
// the first delivery and on every redelivery, and splices the token into the
// envelope of that one delivery. A refused row is not delivered.
//
// One transaction per call: the run row locked, the check with the permissions
// of now, then either fail closed (run failed, trigger_state failed, audit) or a
// fresh token whose jti replaces the delivering consumer's entry in
// runs.consumer_tokens (D314: another consumer's token stays valid); the first successful
// delivery moves trigger_state from received to queued (a webhook's with its 2xx, delivered(), D345). A consumer that has a
// burst of first deliveries waiting asks for several rows in one call
// (prepareMany, D282): one transaction, one commit, each row decided as alone.
import { Action, EventType } from '@bothy/generated';
import type { ServerContext } from '../context.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import type { LogRow } from '../events/log-reader.ts';
import { HOLDS_CONSUMER, holderParams, type ConsumerHolder } from '../agents/consumer.ts';
import type { GateDecision, InvocationGate, PrepareOptions } from '../agents/invocation-gate.ts';
import { appendAudit } from '../audit/audit.ts';
import { loadVisibility, type Visibility } from '../authz/visibility.ts';
import type { PoolClient } from '../db/pool.ts';
import { runsIt, writeEntry, writeStandby } from './consumer-tokens.ts';
import { checkInvocation, failRefused, issueInvocationToken, mayInvoke, readRun, setTriggerState, type RunRow } from './invocation.ts';

/** Event types whose deliveries carry a token, and the run states in which each still goes out. */
const DELIVERABLE: Partial<Record<string, readonly string[]>> = {
  [EventType.AgentInvocation]: ['queued'],
  // Input to a started run (15.3 resumption, 15.4; D146): a token on every delivery; only while the run waits
  // does its jti replace the consumer's entry (runs.consumer_tokens), so that the adapter resumes with it.
  [EventType.AgentFollowup]: ['running', 'waiting_input'],
  [EventType.InteractionCreated]: ['running', 'waiting_input'],
};

type GateRow = Pick<LogRow, 'seq' | 'type' | 'json' | 'audience_principal_id'>;
type Envelope = { payload?: { run_id?: unknown; interaction_id?: unknown }; actor?: { kind?: string; id?: string } };

/** The agent consumer's gate (agents/invocation-gate.ts), set as ctx.invocationGate by the server. */
export class RunInvocationGate implements InvocationGate {
  constructor(private readonly ctx: ServerContext) {}

  prepare(row: GateRow, redelivered: boolean, holder: ConsumerHolder, o: PrepareOptions = {}): Promise<GateDecision> {
    return this.decide([row], redelivered, holder, o).then((d) => d[0]!);
  }

  /**
   * A webhook's 2xx for an invocation prepared with triggerStateOnSuccess (15.3 "with the first successful
   * delivery", 15.6; D345): trigger_state received -> queued and its message.updated, in a transaction of its
   * own. Only from received: a run that started (working) or failed meanwhile keeps its state.
   */
  async delivered(row: GateRow): Promise<void> {
    if (row.type !== EventType.AgentInvocation) return;
    const runId = (JSON.parse(row.json) as Envelope).payload?.run_id;
    if (typeof runId !== 'string') return;
    await runEventTransaction(this.ctx, async (client) => {
      const run = await readRun(client, runId);
      return { result: undefined, events: run ? await setTriggerState(client, run, 'queued', { kind: 'system' }, undefined, 'received') : [] };
    });
  }

  /** First deliveries of several rows, in seq order, in one transaction (a burst of invocations to one consumer). */
  prepareMany(rows: readonly GateRow[], holder: ConsumerHolder): Promise<GateDecision[]> {
    return this.decide(rows, false, holder, {});
  }

  /**
   * One transaction for the rows, each decided as if alone and in order: a later row of the same run
   * sees what an earlier one wrote. Several runs are locked first, without waiting (NOWAIT): a call
   * that meets a run locked elsewhere fails at once rather than wait in a lock cycle.
   */
  private async decide(rows: readonly GateRow[], redelivered: boolean, holder: ConsumerHolder, o: PrepareOptions): Promise<GateDecision[]> {
    const items = rows.map((row) => {
      const states = DELIVERABLE[row.type];
      if (!states?.length) return undefined;
      const envelope = JSON.parse(row.json) as Envelope;
      const runId = envelope.payload?.run_id;
      return typeof runId === 'string' ? { row, states, envelope, runId } : undefined;
    });
    const runIds = [...new Set(items.flatMap((i) => (i ? [i.runId] : [])))].sort();
    if (!runIds.length) return rows.map((): GateDecision => ({ deliver: false, skipped: 'not_a_run_event' }));
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      // R-SY-23: only the session that holds the consumer replaces invocation_jti. A connection taken over
      // (the claim is written before anyone hears of it, D93) but not closed yet would otherwise supersede
      // the token the new holder delivered and maybe acked. FOR SHARE: a claim waits for this transaction,
      // and one committed first is seen here. Refused: nothing written, the connection closes with 4015.
      if (!this.ctx.twins?.gateWithoutHolder) {
        const held = await client.query(
          `SELECT 1 FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2 AND ${this.ctx.twins?.fenceOnSessionOnly ? 'holder_session_id = $3 AND ($4::uuid IS NULL OR $4::uuid IS NOT NULL)' : HOLDS_CONSUMER} FOR SHARE`,
          holderParams(holder),
        );
        if (!held.rowCount) return { result: rows.map((): GateDecision => ({ deliver: false, replaced: true })), events: [] };
      }
      // Several runs held at once: another transaction may hold some of them and wait for others (a group commit
      // takes each thread's active runs FOR SHARE in thread order). NOWAIT: no waiting in a cycle; such a call
      // fails at once (55P03) and the window decides its rows one by one (agents/window.ts).
      if (runIds.length > 1) await client.query(`SELECT 1 FROM runs WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE NOWAIT`, [runIds]);
      // Each triggering person's permissions read once in this transaction, for all the rows they triggered: the
      // runs are locked, and a revocation cancels them (8.3) under the same lock, so it committed before or waits.
      const read = new Map<string, Promise<Visibility | undefined>>();
      const visibilityOf = (id: string) => {
        let v = read.get(id);
        if (!v) read.set(id, (v = loadVisibility(client, id)));
        return v;
      };
      const decisions: GateDecision[] = [];
      const events: NewEvent[] = [];
      for (const item of items) {
        const decided = item ? await this.decideOne(client, item.row, item.states, item.envelope, item.runId, redelivered, holder.consumer, visibilityOf, o) : { decision: { deliver: false, skipped: 'not_a_run_event' } as GateDecision, events: [] };
        decisions.push(decided.decision);
        events.push(...decided.events);
      }
      return { result: decisions, events };
    });
    return result;
  }

  /** The checks of one row, the run locked (15.3 step 2). */
  private async decideOne(
    client: PoolClient,
    row: GateRow,
    states: readonly string[],
    envelope: Envelope,
    runId: string,
    redelivered: boolean,
    consumer: string,
    visibilityOf: (principalId: string) => Promise<Visibility | undefined>,
    o: PrepareOptions,
  ): Promise<{ decision: GateDecision; events: NewEvent[] }> {
    const run = await readRun(client, runId, true);
    // A run that is gone, belongs to another agent, or has left queued (started, failed, cancelled) gets no
    // new token: the adapter knows the run by its ID, and a started run's token must stay the consumed one (15.3).
    // A run whose cancellation was requested only ends (15.5): no token for it any more.
    if (!run || run.agent_id !== row.audience_principal_id || !states.includes(run.state) || run.cancel_requested_at) return { decision: { deliver: false, skipped: 'run_moved_on' }, events: [] };
    // A queue agent's follow-up that was an answer to a waiting run (D288) but meets the run running again
    // (another answer resumed it) is not fed into the turn: its row stays queued for the end (D147, D291).
    if (row.type === EventType.AgentFollowup && run.state === 'running' && run.agent_followups !== 'steer' && !this.ctx.twins?.queueFeedsRunningTurn) return { decision: { deliver: false, skipped: 'next_run' }, events: [] };
    if (row.type !== EventType.AgentInvocation) return { decision: await this.input(client, run, row, envelope, redelivered, consumer, visibilityOf), events: [] };
    const refusal = await checkInvocation(client, run, visibilityOf);
    if (refusal) {
      const failed = await failRefused(client, run, refusal, { redelivered });
      return { decision: { deliver: false, skipped: 'refused' }, events: failed?.events ?? [] };
    }
    const signed = await issueInvocationToken(this.ctx, run);
    // The delivery replaces its consumer's token only (D314); every delivery that replaces one clears its renewed_from (15.3 step 5).
    await writeEntry(client, run.id, consumer, { jti: signed.jti, renewed_from: null, input_seq: null }, run.agent_billing_mode, { alone: this.ctx.twins?.oneTokenPerRun });
    // The first successful delivery moves trigger_state (15.3): on the gateway the frame this decision sends; a
    // webhook's only with its 2xx (delivered(), D345), so that a receiver answering 500 leaves it at received.
    const events: NewEvent[] = o.triggerStateOnSuccess && !this.ctx.twins?.webhookQueuedBeforeSuccess ? [] : await setTriggerState(client, run, 'queued', { kind: 'system' }, undefined, 'received');
    return { decision: { deliver: true, invocationToken: signed.token }, events };
  }

  /**
   * A delivery of input to a started run (agent.followup, interaction.created;
   * 15.3 resumption, 15.4; D146): the check of step 2 for the run and, when a
   * person other than the triggering one wrote the input, agent.invoke for that
   * person too. Refused: not delivered and audited; the run itself is left to
   * the cancellation of 8.3 (its permission change cancels it). Passed: a fresh
   * token (trigger_kind followup for a follow-up); while the run waits its jti
   * replaces the consumer's entry (D314) with renewed_from cleared, during running it does not,
   * nor for an input no newer than the one that resumed the run last (D313: a
   * redelivered answer already consumed resumes nothing; R-SY-19).
   */
  private async input(
    client: PoolClient,
    run: RunRow,
    row: GateRow,
    envelope: Envelope,
    redelivered: boolean,
    consumer: string,
    visibilityOf: (principalId: string) => Promise<Visibility | undefined>,
  ): Promise<GateDecision> {
    const actor = envelope.actor;
    let refusal: string | undefined = await checkInvocation(client, run, visibilityOf);
    if (!refusal && actor?.kind === 'user' && actor.id && actor.id !== run.trigger_principal_id) {
      // Another person's revocation does not touch the run: read for this row, not from the batch's reads.
      if (!(await mayInvoke(client, run, actor.id))) refusal = 'agent_invoke_denied';
    }
    if (refusal) {
      await appendAudit(client, {
        action: Action.AgentInvoke,
        actorId: actor?.id ?? run.trigger_principal_id,
        resourceKind: 'run',
        resourceId: run.id,
        outcome: 'denied',
        reason: refusal,
        detail: { agent_id: run.agent_id, event_type: row.type, redelivered },
      });
      return { deliver: false, skipped: 'refused' };
    }
    const signed = await issueInvocationToken(this.ctx, run, row.type === EventType.AgentFollowup ? 'followup' : run.trigger_kind);
    const consumed = (await this.inputConsumed(client, run, row, consumer)) && !this.ctx.twins?.consumedInputResumes;
    // Only the consumer that runs the run feeds it (D314): another consumer's delivery carries a token
    // that resumes nothing, and what it delivers during running is not taken by the running turn.
    const runner = runsIt(run, consumer) || this.ctx.twins?.inputConsumedByAnyConsumer === true;
    if (run.state === 'waiting_input' && !consumed && runner && !this.ctx.twins?.inputKeepsJti) {
      await writeEntry(client, run.id, consumer, { jti: signed.jti, renewed_from: null, input_seq: row.seq }, run.agent_billing_mode, { where: `state = 'waiting_input'`, alone: this.ctx.twins?.oneTokenPerRun });
    } else if (run.state === 'waiting_input' && !consumed && !runner && !this.ctx.twins?.inputKeepsJti) {
      // Another consumer's copy of the answer: kept in case the runner's consumer goes for good (D323).
      await writeStandby(client, run.id, consumer, { jti: signed.jti, renewed_from: null, input_seq: row.seq });
    } else if (run.state === 'running' && runner && !this.ctx.twins?.consumedInputResumes) {
      // Input delivered to the running turn is taken by it once acknowledged (D313, D370): see inputConsumed.
      // The twins of D313's history take it at once, acknowledged or not, as before D370.
      const column = this.ctx.twins?.runningInputTakenUnacked || this.ctx.twins?.inputConsumedByAnyConsumer ? 'resumed_input_seq' : 'running_input_seq';
      await client.query(`UPDATE runs SET ${column} = GREATEST(${column}, $2) WHERE id = $1`, [run.id, row.seq]);
    }
    // D372: how far this interaction reached the run, which its end reads: the runner's running turn has it,
    // or (waiting) the adapter has it, and the resume that follows counts it as taken (run-lifecycle.ts).
    const interactionId = envelope.payload?.interaction_id;
    if (row.type === EventType.InteractionCreated && typeof interactionId === 'string' && (run.state === 'waiting_input' || runner)) {
      await client.query(
        `UPDATE interactions SET delivered_running = delivered_running OR $2, delivered_seq = GREATEST(delivered_seq, $3) WHERE id = $1 AND run_id = $4`,
        [interactionId, run.state === 'running', run.state === 'waiting_input' ? row.seq : null, run.id],
      );
    }
    return { deliver: true, invocationToken: signed.token };
  }

  /**
   * Whether an input was consumed already, so that its delivery while the run waits resumes nothing
   * (D313): it resumed the run (or an input after it did), or it was delivered to the running turn and
   * the turn has it: the adapter reported the follow-up delivered or absorbed (15.4), or the consumer
   * that runs the run acknowledged it (15.2: its adapter holds it; the redelivery is a repeat). Input
   * delivered while running that neither shows (the frame lost with its link or its node) may never
   * have reached the adapter: delivered again while the run waits, it is the answer (D370).
   */
  private async inputConsumed(client: PoolClient, run: RunRow, row: GateRow, consumer: string): Promise<boolean> {
    const seq = Number(row.seq);
    if (seq <= Number(run.resumed_input_seq)) return true;
    if (seq > Number(run.running_input_seq)) return false;
    // The runner: the one consumer whose entry the start left (D314); another consumer's ack says nothing of the turn.
    const keys = Object.keys(run.consumer_tokens);
    const runner = keys.length === 1 && keys[0] !== '' ? keys[0]! : consumer;
    const messageId = row.type === EventType.AgentFollowup ? (JSON.parse(row.json) as { payload?: { message_id?: unknown } }).payload?.message_id : undefined;
    const { rows } = await client.query<{ taken: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2 AND acked_seq >= $3)
           OR EXISTS (SELECT 1 FROM run_followups WHERE run_id = $4 AND message_id = $5 AND status IN ('delivered', 'absorbed')) AS taken`,
      [run.agent_id, runner, seq, run.id, typeof messageId === 'string' ? messageId : null],
    );
    return rows[0]?.taken === true;
  }
}
