// The follow-up part of the run patch (11.2, 15.4; D149): the adapter reports
// `delivered` (handed to the runtime) and `absorbed` (taken in by the runtime) on
// /followups/<message_id>/status (or /followups/<message_id> with {status}),
// against base_version, through patchRun (patch.ts), the one code path of
// PATCH /runs/{id} and run.update. delivered sets the message's trigger_state to
// followup_delivered.
import { EventType, ProblemCode, type JsonPatchOp } from '@bothy/generated';
import type { PoolClient } from 'pg';
import type { ServerContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import type { NewEvent } from '../events/appender.ts';
import { setMessagesTriggerState, type RunRow } from './invocation.ts';
import { followupEvent } from './trigger.ts';

type Reported = 'delivered' | 'absorbed';

export interface FollowupReport {
  messageId: string;
  status: Reported;
  /** The op's index in the request, for the problem's pointer. */
  index: number;
}

/** From which states the adapter may report each (a repeat of the same report is allowed and changes nothing). */
const FROM: Record<Reported, readonly string[]> = {
  // From absorbed it stays absorbed (applyFollowupReports).
  delivered: ['queued', 'delivered', 'absorbed'],
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

/**
 * Moves each reported follow-up along (15.4) in the patch's transaction. Returns the events of
 * delivered and the status each report leaves (by op index), which the document takes: `delivered`
 * reported for a follow-up already absorbed (the resume took it in, D361) changes nothing and is not
 * an error, so that an adapter that reports delivered, then absorbed, after it resumed goes on.
 */
export async function applyFollowupReports(
  client: PoolClient,
  run: RunRow,
  reports: readonly FollowupReport[],
  agent: { kind: 'agent'; id: string },
  ctx?: Pick<ServerContext, 'twins'>,
): Promise<{ events: NewEvent[]; status: Map<number, Reported> }> {
  const status = new Map<number, Reported>();
  if (!reports.length) return { events: [], status };
  const delivered: string[] = [];
  // What each follow-up's row is after this patch's earlier reports (D467): a report that cannot change
  // it (the same status again, or anything after absorbed) answers what its statement would, without one.
  // Each follow-up then costs at most two statements (delivered, absorbed), not one per report: a patch of
  // 10 000 reports of one follow-up (within server.max_request_bytes, exempt from
  // agent.run_update_min_interval) held the run's row lock and a pool client for seconds.
  const now = new Map<string, Reported>();
  for (const op of reports) {
    const known = ctx?.twins?.followupReportsEach ? undefined : now.get(op.messageId);
    if (known === 'absorbed' || known === op.status) {
      status.set(op.index, known);
      continue;
    }
    const { rows } = await client.query<{ status: Reported }>(
      `UPDATE run_followups SET status = CASE WHEN status = 'absorbed' THEN status ELSE $3 END, updated_at = now()
        WHERE run_id = $1 AND message_id = $2 AND status = ANY($4::text[])
       RETURNING status`,
      [run.id, op.messageId, op.status, FROM[op.status]],
    );
    if (!rows[0]) {
      const { rows: found } = await client.query<{ status: string }>(`SELECT status FROM run_followups WHERE run_id = $1 AND message_id = $2`, [run.id, op.messageId]);
      if (!found[0]) throw invalid(`/ops/${op.index}/path`, 'no follow-up with this message ID in this run');
      throw new DomainError(ProblemCode.ValidationFailed, `the follow-up is ${found[0].status}; it cannot become ${op.status}`, { errors: [{ pointer: `/ops/${op.index}/value`, message: `from ${found[0].status}` }] });
    }
    status.set(op.index, rows[0].status);
    now.set(op.messageId, rows[0].status);
    if (rows[0].status === 'delivered') delivered.push(op.messageId);
  }
  // 15.4: delivered sets trigger_state = followup_delivered (not back from a later state).
  return { events: await setMessagesTriggerState(client, run, delivered, 'followup_delivered', agent, undefined, 'received'), status };
}

/**
 * 15.3 step 5, 15.4 (D361): a follow-up whose token resumed a waiting run is the answer the resume
 * took in: absorbed, in the resume's transaction, with the run document's entry (the state change's
 * version, which the live box sends as a snapshot), and its message followup_delivered (at the end it
 * takes the run's trigger state, as every absorbed one). Left queued or delivered, the end found it
 * open and deferred it into a new run: the same answer handled twice. `inputSeq` is the input whose
 * token resumed (D313); an interaction has no follow-up row and changes nothing here.
 */
export async function absorbResumingAnswer(client: PoolClient, run: RunRow, inputSeq: number, agent: { kind: 'agent'; id: string }): Promise<NewEvent[]> {
  const { rows } = await client.query<{ message_id: string }>(
    `WITH e AS (SELECT (payload->>'message_id')::uuid AS message_id FROM event_log WHERE seq = $2 AND type = $3 AND resource_id = $1::text),
     f AS (UPDATE run_followups SET status = 'absorbed', updated_at = now()
            WHERE run_id = $1::uuid AND message_id = (SELECT message_id FROM e) AND status IN ('queued', 'delivered') RETURNING message_id),
     d AS (UPDATE runs r SET document = jsonb_set(r.document, ARRAY['followups', f.message_id::text], jsonb_build_object('status', 'absorbed'))
             FROM f WHERE r.id = $1::uuid AND r.document->'followups' ? f.message_id::text RETURNING r.id)
     SELECT message_id::text FROM f`,
    [run.id, inputSeq, EventType.AgentFollowup],
  );
  return setMessagesTriggerState(client, run, rows.map((r) => r.message_id), 'followup_delivered', agent, undefined, 'received');
}

/**
 * Follow-ups held without an agent.followup (15.4, D362): those that met the run queued, or running
 * with followups = queue (D147, D291), and those carried over from an earlier run's end (D148).
 * `which` = 'oldest' when the run starts to wait for input: the oldest one posted since the run
 * started is its answer (15.4: a follow-up to a waiting run is the answer; the person may have
 * answered before the wait landed), one token to resume with; the others stay held for a later wait or
 * the end. 'all' when a steer agent's run starts: they are fed into the turn as they would have been
 * had the run been running. Each is marked notified in the caller's transaction, so it goes out once;
 * a follow-up whose message was deleted is left to the end (D316).
 */
export async function notifyHeldFollowups(client: PoolClient, run: RunRow, which: 'oldest' | 'all'): Promise<NewEvent[]> {
  const { rows } = await client.query<{ message_id: string; author: string }>(
    `WITH h AS (SELECT f.message_id, f.ordinal, m.author_principal_id AS author FROM run_followups f JOIN messages m ON m.id = f.message_id
                 WHERE f.run_id = $1 AND f.status = 'queued' AND NOT f.notified AND m.deleted_at IS NULL
                   AND ($3::timestamptz IS NULL OR f.created_at >= $3)
                 ORDER BY f.ordinal LIMIT $2 FOR UPDATE OF f),
          u AS (UPDATE run_followups f SET notified = true, updated_at = now() FROM h WHERE f.run_id = $1 AND f.message_id = h.message_id RETURNING f.message_id)
     SELECT h.message_id::text, h.author::text FROM h JOIN u USING (message_id) ORDER BY h.ordinal`,
    // An answer is a message posted while the run ran (after its start), not one carried over from an
    // earlier run's end or posted while it was queued: those were not written to its question.
    [run.id, which === 'oldest' ? 1 : null, which === 'oldest' ? (run.started_at ?? new Date(0)) : null],
  );
  return rows.map((f) =>
    followupEvent({
      runId: run.id,
      agentId: run.agent_id,
      messageId: f.message_id,
      threadId: run.thread_id,
      channelId: run.channel_id,
      spaceId: run.space_id,
      authorId: f.author,
    }),
  );
}
