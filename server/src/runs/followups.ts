// The follow-up part of the run patch (11.2, 15.4; D149): the adapter reports
// `delivered` (handed to the runtime) and `absorbed` (taken in by the runtime) on
// /followups/<message_id>/status (or /followups/<message_id> with {status}),
// against base_version, through patchRun (patch.ts), the one code path of
// PATCH /runs/{id} and run.update. delivered sets the message's trigger_state to
// followup_delivered.
import { ProblemCode, type JsonPatchOp } from '@bothy/generated';
import type { PoolClient } from 'pg';
import { DomainError } from '../errors.ts';
import type { NewEvent } from '../events/appender.ts';
import { setMessagesTriggerState, type RunRow } from './invocation.ts';

type Reported = 'delivered' | 'absorbed';

export interface FollowupReport {
  messageId: string;
  status: Reported;
  /** The op's index in the request, for the problem's pointer. */
  index: number;
}

/** From which states the adapter may report each (a repeat of the same report is allowed and changes nothing). */
const FROM: Record<Reported, readonly string[]> = {
  delivered: ['queued', 'delivered'],
  absorbed: ['queued', 'delivered', 'absorbed'],
};

const PATH = /^\/followups\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/status)?$/;

function invalid(pointer: string, message: string): DomainError {
  return new DomainError(ProblemCode.ValidationFailed, message, { errors: [{ pointer, message }] });
}

/** The op as a follow-up report, or undefined for an op outside /followups (the allow-list was checked before). */
export function followupReportOf(op: JsonPatchOp, index: number): FollowupReport | undefined {
  const m = PATH.exec(op.path);
  if (!m) return undefined;
  const value = m[2] ? op.value : (op.value as { status?: unknown } | undefined)?.status;
  if (value !== 'delivered' && value !== 'absorbed') throw invalid(`/ops/${index}/value`, 'the adapter reports delivered or absorbed; queued, deferred and discarded are the server’s (15.4)');
  return { messageId: m[1]!, status: value, index };
}

/** Moves each reported follow-up along (15.4) in the patch's transaction; the events of delivered. */
export async function applyFollowupReports(client: PoolClient, run: RunRow, reports: readonly FollowupReport[], agent: { kind: 'agent'; id: string }): Promise<NewEvent[]> {
  if (!reports.length) return [];
  const delivered: string[] = [];
  for (const op of reports) {
    const { rows } = await client.query<{ status: string }>(
      `UPDATE run_followups SET status = $3, updated_at = now() WHERE run_id = $1 AND message_id = $2 AND status = ANY($4::text[])
       RETURNING status`,
      [run.id, op.messageId, op.status, FROM[op.status]],
    );
    if (!rows[0]) {
      const { rows: found } = await client.query<{ status: string }>(`SELECT status FROM run_followups WHERE run_id = $1 AND message_id = $2`, [run.id, op.messageId]);
      if (!found[0]) throw invalid(`/ops/${op.index}/path`, 'no follow-up with this message ID in this run');
      throw new DomainError(ProblemCode.ValidationFailed, `the follow-up is ${found[0].status}; it cannot become ${op.status}`, { errors: [{ pointer: `/ops/${op.index}/value`, message: `from ${found[0].status}` }] });
    }
    if (op.status === 'delivered') delivered.push(op.messageId);
  }
  // 15.4: delivered sets trigger_state = followup_delivered (not back from a later state).
  return setMessagesTriggerState(client, run, delivered, 'followup_delivered', agent, undefined, 'received');
}
