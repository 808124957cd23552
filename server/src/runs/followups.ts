// The follow-up part of PATCH /runs/{id} (11.2, 15.4; D149): the adapter reports
// `delivered` (handed to the runtime) and `absorbed` (taken in by the runtime) on
// /followups/<message_id>/status, against base_version. The rest of 11.2's
// allow-list (steps, status line, plan, ...) belongs to issue 17 and answers 400
// here. delivered sets the message's trigger_state to followup_delivered.
import { ProblemCode, type PatchRunRequest } from '@bothy/generated';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import { queryableOf } from '../events/shared-transaction.ts';
import type { AuthContext } from '../identity/tokens.ts';
import { documentOf } from './document.ts';
import { readRun, setMessagesTriggerState } from './invocation.ts';
import { isActive } from './cancel.ts';
import { findRun, requireRun } from './store.ts';

type Reported = 'delivered' | 'absorbed';

/** From which states the adapter may report each (a repeat of the same report is allowed and changes nothing). */
const FROM: Record<Reported, readonly string[]> = {
  delivered: ['queued', 'delivered'],
  absorbed: ['queued', 'delivered', 'absorbed'],
};

const PATH = /^\/followups\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/status)?$/;

function invalid(pointer: string, message: string): DomainError {
  return new DomainError(ProblemCode.ValidationFailed, message, { errors: [{ pointer, message }] });
}

/** The ops as (message_id, status), or 400 naming the first op outside the follow-up part. */
function parseOps(body: PatchRunRequest): { messageId: string; status: Reported }[] {
  return body.ops.map((op, i) => {
    const m = PATH.exec(op.path);
    if (!m || op.op === 'remove') throw invalid(`/ops/${i}`, 'this server takes only add or replace of /followups/<message_id>/status (the follow-up part of 11.2); the rest of the run document comes with issue 17');
    const value = m[2] ? op.value : (op.value as { status?: unknown } | undefined)?.status;
    if (value !== 'delivered' && value !== 'absorbed') throw invalid(`/ops/${i}/value`, 'the adapter reports delivered or absorbed; queued, deferred and discarded are the server’s (15.4)');
    return { messageId: m[1]!, status: value };
  });
}

export async function patchRunFollowups(ctx: ServerContext, auth: AuthContext, v: Visibility, runId: string, body: PatchRunRequest): Promise<{ version: number }> {
  requireRun(v, await findRun(queryableOf(ctx), runId), 'agent');
  const ops = parseOps(body);
  const agent = { kind: 'agent', id: auth.principalId } as const;
  const { result } = await runEventTransaction(ctx, async (client) => {
    const run = (await readRun(client, runId, true))!;
    if (!isActive(run.state)) {
      throw new DomainError(ProblemCode.RunNotActive, `the run is ${run.state}`, run.state_reason === 'cancel_timeout' ? { reason: 'cancel_timeout' } : {});
    }
    if (body.base_version !== run.version) {
      throw new DomainError(ProblemCode.BaseVersionConflict, `base_version ${body.base_version} is not the run's version ${run.version}`, { current: documentOf(run.document, run.state, run.version) });
    }
    const events: NewEvent[] = [];
    const delivered: string[] = [];
    const entries: Record<string, { status: Reported }> = {};
    for (const [i, op] of ops.entries()) {
      const { rows } = await client.query<{ status: string }>(
        `UPDATE run_followups SET status = $3, updated_at = now() WHERE run_id = $1 AND message_id = $2 AND status = ANY($4::text[])
         RETURNING status`,
        [run.id, op.messageId, op.status, FROM[op.status]],
      );
      if (!rows[0]) {
        const { rows: found } = await client.query<{ status: string }>(`SELECT status FROM run_followups WHERE run_id = $1 AND message_id = $2`, [run.id, op.messageId]);
        if (!found[0]) throw invalid(`/ops/${i}/path`, 'no follow-up with this message ID in this run');
        throw new DomainError(ProblemCode.ValidationFailed, `the follow-up is ${found[0].status}; it cannot become ${op.status}`, { errors: [{ pointer: `/ops/${i}/value`, message: `from ${found[0].status}` }] });
      }
      entries[op.messageId] = { status: op.status };
      if (op.status === 'delivered') delivered.push(op.messageId);
    }
    const { rows } = await client.query<{ version: number }>(
      `UPDATE runs SET version = version + 1, updated_at = now(),
              document = document || jsonb_build_object('version', version + 1, 'followups', COALESCE(document->'followups', '{}'::jsonb) || $2::jsonb)
        WHERE id = $1 RETURNING version`,
      [run.id, JSON.stringify(entries)],
    );
    // 15.4: delivered sets trigger_state = followup_delivered (not back from a later state).
    events.push(...(await setMessagesTriggerState(client, run, delivered, 'followup_delivered', agent, undefined, 'received')));
    return { result: { version: Number(rows[0]!.version) }, events };
  });
  return result;
}
