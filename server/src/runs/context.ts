// run.context.read (15.3 step 4; D439): GET /runs/{run_id}/context, what the
// agent of a run reads before it starts: the run, its triggering message and
// the messages of its follow-ups (run_followups). Only its own agent, only
// while the run is active, and only while the check of 15.3 step 2 passes with
// the permissions of now (checkInvocation, the one the invocation gate runs):
// the triggering person's request is what lets the agent read these messages,
// with or without a grant of its own on the channel (D80), so a request the
// person may no longer make shows nothing (fail closed). A read: nothing is
// written, also on a refusal (the permission change cancels the run, 8.3).
import { ProblemCode, type Message } from '@bothy/generated';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import { withTransaction } from '../db/transaction.ts';
import { DomainError } from '../errors.ts';
import { SELECT_MESSAGE, SELECT_MESSAGE_READ, toMessage, toReadMessage, type MessageReadRow } from '../messages/message.ts';
import { isActive } from './cancel.ts';
import { checkInvocation, mayInvoke, readRun } from './invocation.ts';
import { cancelPending, cancelTimedOut, CANCEL_TIMEOUT } from './run-lifecycle.ts';
import { requireRun, toRun, type Run } from './store.ts';

/** The contract's RunContext with the messages as the person wrote them (asyncapi Message, toMessage: without other people's reactions or the pin state, D439). */
export interface RunContext {
  run: Run;
  trigger_message?: Message;
  followups: Message[];
}

/**
 * The context of the run for its agent `v` (D439). One snapshot (REPEATABLE READ READ ONLY): the
 * run, the triggering person's permissions and the messages as of one moment, read from the
 * database, never from a cache, so a revocation committed on any node before the read is seen.
 */
export function readRunContext(ctx: ServerContext, v: Visibility, runId: string): Promise<RunContext> {
  return withTransaction(
    ctx.pool,
    async (client) => {
      const run = await readRun(client, runId);
      // Its own agent only; 403 to whoever sees the channel, else as a run that does not exist (D97, D49).
      requireRun(v, run, 'agent');
      if (!isActive(run.state)) {
        if (run.state_reason === CANCEL_TIMEOUT) throw cancelTimedOut();
        throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}`);
      }
      if (run.cancel_requested_at) throw cancelPending(run);
      // 15.3 step 2 as at a delivery: agent.invoke of the triggering person, I2, SR2, SR3.
      const refusal = ctx.twins?.contextWithoutInvokeCheck ? undefined : await checkInvocation(client, run);
      if (refusal) throw new DomainError(ProblemCode.Forbidden, `the triggering person may no longer invoke the agent here (${refusal})`, { reason: refusal });
      // The messages as their authors wrote them (D439 addendum): no one else's reactions or pin state.
      const readForm = ctx.twins?.contextReadForm;
      const select = readForm ? SELECT_MESSAGE_READ : SELECT_MESSAGE;
      const wire = (row: MessageReadRow): Message => (readForm ? toReadMessage(row) : toMessage(row));
      const trigger = run.trigger_message_id
        ? (await client.query<MessageReadRow>(`${select} WHERE m.id = $1`, [run.trigger_message_id])).rows[0]
        : undefined;
      const { rows } = ctx.twins?.contextReadsThread
        ? await client.query<MessageReadRow>(`${select} WHERE m.thread_id = $1 AND m.id IS DISTINCT FROM $2 ORDER BY m.thread_seq`, [run.thread_id, run.trigger_message_id])
        : await client.query<MessageReadRow>(`${select} JOIN run_followups f ON f.message_id = m.id WHERE f.run_id = $1 ORDER BY f.ordinal`, [run.id]);
      // A follow-up is the request of its author: one who may no longer invoke the agent here is left
      // out, as the gate does not deliver it (15.4 "a follow-up is a trigger").
      const followups: Message[] = [];
      const allowed = new Map<string, boolean>([[run.trigger_principal_id, true]]);
      for (const row of rows) {
        let may = allowed.get(row.author_principal_id);
        if (may === undefined) allowed.set(row.author_principal_id, (may = ctx.twins?.contextKeepsRevokedFollowups || (await mayInvoke(client, run, row.author_principal_id))));
        if (may) followups.push(wire(row));
      }
      const context: RunContext = { run: toRun(run), followups };
      if (trigger) context.trigger_message = wire(trigger);
      return context;
    },
    { isolation: 'snapshot' },
  );
}
