// The check immediately before every delivery of an invocation (15.3 step 2,
// R-SY-07, R-SY-21; D87): the agent consumer (agents/) calls prepare for each
// event whose catalogue entry carries the delivery field invocation_token, on
// the first delivery and on every redelivery, and splices the token into the
// envelope of that one delivery. A refused row is not delivered.
//
// One transaction per call: the run row locked, the check with the permissions
// of now, then either fail closed (run failed, trigger_state failed, audit) or a
// fresh token whose jti replaces runs.invocation_jti; the first successful
// delivery moves trigger_state from received to queued.
import { Action, EventType } from '@bothy/generated';
import type { ServerContext } from '../context.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import type { LogRow } from '../events/log-reader.ts';
import type { ConsumerHolder } from '../agents/consumer.ts';
import type { GateDecision, InvocationGate } from '../agents/invocation-gate.ts';
import { checkInvocation, failRun, issueInvocationToken, readRun, setTriggerState } from './invocation.ts';

/** Event types whose deliveries carry a token, and the run states in which each still goes out. */
const DELIVERABLE: Partial<Record<string, readonly string[]>> = {
  [EventType.AgentInvocation]: ['queued'],
  // 15.4 (a later issue): a follow-up carries a token too and replaces invocation_jti only while the run
  // waits (15.3 step 5). Until then it is not delivered.
  [EventType.AgentFollowup]: [],
};

/** The agent consumer's gate (agents/invocation-gate.ts), set as ctx.invocationGate by the server. */
export class RunInvocationGate implements InvocationGate {
  constructor(private readonly ctx: ServerContext) {}

  async prepare(row: Pick<LogRow, 'type' | 'json' | 'audience_principal_id'>, redelivered: boolean, holder: ConsumerHolder): Promise<GateDecision> {
    const states = DELIVERABLE[row.type];
    if (!states?.length) return { deliver: false };
    const envelope = JSON.parse(row.json) as { payload?: { run_id?: unknown } };
    const runId = envelope.payload?.run_id;
    if (typeof runId !== 'string') return { deliver: false };
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      // R-SY-23: only the session that holds the consumer replaces invocation_jti. A connection taken over
      // (the claim is written before anyone hears of it, D93) but not closed yet would otherwise supersede
      // the token the new holder delivered and maybe acked. FOR SHARE: a claim waits for this transaction,
      // and one committed first is seen here. Refused: nothing written, the connection closes with 4015.
      if (!this.ctx.twins?.gateWithoutHolder) {
        const held = await client.query(
          `SELECT 1 FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2 AND holder_session_id = $3 FOR SHARE`,
          [holder.agentId, holder.consumer, holder.sessionId],
        );
        if (!held.rowCount) return { result: { deliver: false, replaced: true } as GateDecision, events: [] };
      }
      const run = await readRun(client, runId, true);
      // A run that is gone, belongs to another agent, or has left queued (started, failed, cancelled) gets no
      // new token: the adapter knows the run by its ID, and a started run's token must stay the consumed one (15.3).
      // A run whose cancellation was requested only ends (15.5): no token for it any more.
      if (!run || run.agent_id !== row.audience_principal_id || !states.includes(run.state) || run.cancel_requested_at) return { result: { deliver: false } as GateDecision, events: [] };
      const refusal = await checkInvocation(client, run);
      if (refusal) {
        const failed = await failRun(client, run, ['queued'], refusal, { action: Action.AgentInvoke, actorId: run.trigger_principal_id, outcome: 'denied', detail: { redelivered } });
        return { result: { deliver: false } as GateDecision, events: failed?.events ?? [] };
      }
      const signed = await issueInvocationToken(this.ctx, run);
      // Every delivery that replaces invocation_jti clears renewed_from_jti (15.3 step 5).
      await client.query(
        `UPDATE runs SET invocation_jti = $2, renewed_from_jti = NULL, billing_mode_expected = $3, updated_at = now() WHERE id = $1`,
        [run.id, signed.jti, run.agent_billing_mode],
      );
      const events: NewEvent[] = await setTriggerState(client, run, 'queued', { kind: 'system' }, undefined, 'received');
      return { result: { deliver: true, invocationToken: signed.token } as GateDecision, events };
    });
    return result;
  }
}
