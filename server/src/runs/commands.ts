// Control commands (15.4; D151): a person invokes an agent's command in a
// thread; one with control = true (for example stop) goes to the agent at once
// as command.invoked, in the request's transaction, and is never a follow-up:
// it is no message and passes no trigger rule. It names the agent's active run
// in the thread when there is one. Commands that start runs (trigger_kind
// command) are a later issue.
import { Action, EventType, ProblemCode, type InvokeCommandRequest } from '@bothy/generated';
import { notFound, requireAccess, writerVisibility } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { runEventTransaction } from '../events/appender.ts';
import { queryableOf } from '../events/shared-transaction.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { foundByStop } from './cancel.ts';
import { personStopStands, type RunRow } from './store.ts';
import { ID_PLACEHOLDER, refuseOversizedPayload } from './payload-limit.ts';

export async function invokeCommand(ctx: ServerContext, auth: AuthContext, v: Visibility, threadId: string, body: InvokeCommandRequest): Promise<{ invocation_id: string; run_id?: string }> {
  // A person's command (15.4; D309), as autocomplete is a person's (15.7): the event names a user_id.
  if (auth.kind !== 'user' && !ctx.twins?.agentInputAllowed) throw new DomainError(ProblemCode.Forbidden, 'control commands are invoked by people (15.4)');
  const db = queryableOf(ctx);
  const { rows: threads } = await db.query<{ channel_id: string; space_id: string }>(`SELECT channel_id, space_id FROM threads WHERE id = $1`, [threadId]);
  const thread = threads[0];
  const place = thread && { spaceId: thread.space_id, channelId: thread.channel_id };
  requireAccess(v, Action.AgentInvoke, place, 'thread');
  const { rows: commands } = await db.query<{ control: boolean }>(
    `SELECT c.control FROM agent_commands c JOIN principals p ON p.id = c.agent_id AND p.status = 'active' WHERE c.agent_id = $1 AND c.name = $2`,
    [body.agent_id, body.command],
  );
  const command = commands[0];
  if (!command) throw notFound('command');
  if (!command.control) throw new DomainError(ProblemCode.ValidationFailed, 'only control commands are served here; a command that starts a run is a later issue', { errors: [{ pointer: '/command', message: 'not a control command' }] });
  // 2.2: options the event cannot carry are the client's 413, before anything is written; measured with a run_id, the largest form.
  const payloadOf = (invocationId: string, runId: string | undefined) =>
    ({ command_id: body.command, invocation_id: invocationId, channel_id: thread!.channel_id, thread_id: threadId, user_id: auth.principalId, options: body.options ?? {}, ...(runId ? { run_id: runId } : {}) });
  refuseOversizedPayload(ctx, EventType.CommandInvoked, payloadOf(ID_PLACEHOLDER, ID_PLACEHOLDER), 'options');
  const { result } = await runEventTransaction(ctx, async (client) => {
    // The person's permissions of now (D375).
    requireAccess(await writerVisibility(client, v, 'thread', ctx.twins?.contentWriteCheckedBefore), Action.AgentInvoke, place, 'thread');
    // The run locked (run, then its follow-ups, as every step of a run): a run that ends meanwhile is read
    // again, so that the run its end deferred the follow-ups into is the one named.
    let run: (Pick<RunRow, 'id' | 'cancel_reason' | 'stopped_by_person'>) | undefined;
    for (let look = 0; look < (ctx.twins?.controlCommandReadsOnce ? 1 : 2) && !run; look++) {
      const { rows } = await client.query<Pick<RunRow, 'id' | 'cancel_reason' | 'stopped_by_person'>>(
        `SELECT id, cancel_reason, stopped_by_person FROM runs WHERE thread_id = $1 AND agent_id = $2 AND state IN ('queued', 'running', 'waiting_input') ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [threadId, body.agent_id],
      );
      run = rows[0];
    }
    const invocationId = uuidv7();
    const runId = run?.id;
    // The agent may end the run on this command as the person's Stop (D457): the run's row records it (a
    // message after it reads it under the run's lock), and its open follow-ups count as found by it. Not
    // after a person's Stop: that Stop found what it found, and a message since is a new request (D293),
    // which no command takes back.
    const stopStands = run !== undefined && personStopStands(run) && !ctx.twins?.controlCommandAfterStopMarks;
    if (run && !stopStands && !ctx.twins?.controlCommandUnmarked) {
      await client.query(`UPDATE runs SET control_invoked_at = now(), updated_at = now() WHERE id = $1`, [run.id]);
      await foundByStop(client, run.id);
    }
    const payload = payloadOf(invocationId, runId);
    return {
      result: runId ? { invocation_id: invocationId, run_id: runId } : { invocation_id: invocationId },
      events: [
        {
          type: EventType.CommandInvoked,
          actor: { kind: auth.kind, id: auth.principalId },
          scope: { space_id: thread!.space_id, channel_id: thread!.channel_id, thread_id: threadId },
          resource: { kind: 'command', id: invocationId },
          audiencePrincipalId: body.agent_id,
          payload: payload as never,
        },
      ],
    };
  });
  return result;
}
