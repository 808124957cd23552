// The durable cursor of an agent consumer (15.1, 15.2): one row per
// (agent, consumer) in agent_consumer_cursors, held by the gateway session that
// identified last. The gateway is the transport: it claims the cursor on
// identify and resume, and its connection's delivery window (window.ts) stores
// acked_seq at agent.ack_persist_interval and on close; a fenced write closes
// with 4015.
import { EventType } from '@bothy/generated';
import type { Queryable } from '../db/queryable.ts';
import type { StoreResult } from './window.ts';

/** Which consumer and which connection: the agent's principal, the consumer's name, the holder's gateway session and claim. */
export interface ConsumerHolder {
  agentId: string;
  consumer: string;
  sessionId: string;
  /**
   * The gateway connection's claim (D285): a resume keeps the session, so a connection left behind on
   * another node shares it with the new one and only this tells them apart. Absent for a holder that
   * is no gateway connection (a webhook lease, whose session ID is itself new with every claim).
   */
  claimId?: string;
}

/** The fence of R-SY-23 on agent_consumer_cursors ($3: the session, $4: the claim or NULL), for the gate and the store. */
export const HOLDS_CONSUMER = `holder_session_id = $3 AND holder_claim_id IS NOT DISTINCT FROM $4::uuid`;

/** $1-$4 of a statement on the consumer's row with HOLDS_CONSUMER: agent, consumer, session, claim. */
export const holderParams = (h: ConsumerHolder): [string, string, string, string | null] => [h.agentId, h.consumer, h.sessionId, h.claimId ?? null];

export class ConsumerCursors {
  constructor(
    private readonly db: Queryable,
    /**
     * The twins of fencing (context.ts): the store ignores the holder (unfencedStore) or the timeline (storeAcrossEpochs); a new
     * session's claim keeps acked_seq past unstarted invocations (takeoverKeepsCursor, D509) or past unresumed answers (takeoverSkipsWaiting, D515).
     */
    private readonly twins: () => { unfencedStore?: boolean; storeAcrossEpochs?: boolean; takeoverKeepsCursor?: boolean; takeoverSkipsWaiting?: boolean } | undefined = () => undefined,
  ) {}

  /**
   * 15.1: makes the session the holder of the consumer and returns its acked_seq and the timeline it
   * belongs to. The instance row is read FOR KEY SHARE: a restore finalize in progress holds it FOR
   * UPDATE, so a first claim waits and stamps the new epoch, never the old one on a row finalize
   * cannot see (D286). Retention's UPDATE of the row takes no lock that conflicts with it.
   * the first connection of a consumer starts at head_seq (the last committed seq
   * at the claim). Called during identify and resume, before ready or resumed and
   * before the takeover message goes out, so that the newest identify is the
   * holder by the time anyone hears of it. A resume (`resuming`) claims only while its own session
   * (or nobody) holds the consumer: undefined when another session claimed it since (D305).
   */
  async claim(h: ConsumerHolder, resuming = false, maxRewindEvents?: number): Promise<{ ackedSeq: number; previousSeq: number | undefined; syncEpoch: string; claimSeq: number } | undefined> {
    // D509: a new session's claim (not a resume) moves acked_seq back to just before the oldest
    // agent.invocation it covers whose run is still queued and was delivered to this consumer: the
    // previous holder acknowledged it into an inbox of its own and never started it (a takeover by
    // another process, a process that came back without its inbox), and the new holder gets it again
    // with a fresh token, which supersedes the old one (15.2, 15.3: one start at most). Only within
    // maxRewindEvents (sync.catchup_max_events) of the head: a cursor further back would meet
    // too_far_behind (7.3), whose resync skips to the head and the run with it; the bound is fixed by
    // the head, so repeated claims cannot walk further back.
    // D515: likewise to just before the answer (agent.followup, interaction.created) of a run that is
    // waiting_input whose token is this consumer's entry and was consumed by no resume: the delivery
    // while the run waited wrote its seq as the entry's input_seq, and a resume leaves an entry without
    // one (onlyEntry). Only the newest such answer of the run: its entry names that one, and its fresh
    // token on the new delivery supersedes the old holder's (15.3 "Resumption": one resume at most).
    const rewind = !resuming && maxRewindEvents !== undefined && !this.twins()?.takeoverKeepsCursor;
    const { rows } = await this.db.query<{ acked_seq: string; previous_seq: string | null; sync_epoch: string; claim_seq: string }>(
      `WITH previous AS (SELECT acked_seq FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2)
       INSERT INTO agent_consumer_cursors (agent_id, consumer, acked_seq, holder_session_id, holder_claim_id, sync_epoch, claim_seq)
       VALUES ($1, $2, (SELECT value FROM sequence_counters WHERE name = 'event_seq'), $3, $4, (SELECT sync_epoch FROM instance FOR KEY SHARE), 1)
       ON CONFLICT (agent_id, consumer) DO UPDATE SET holder_session_id = EXCLUDED.holder_session_id, holder_claim_id = EXCLUDED.holder_claim_id,
         sync_epoch = COALESCE(agent_consumer_cursors.sync_epoch, EXCLUDED.sync_epoch), claim_seq = agent_consumer_cursors.claim_seq + 1, updated_at = now(),
         acked_seq = CASE WHEN NOT $6 THEN agent_consumer_cursors.acked_seq ELSE LEAST(agent_consumer_cursors.acked_seq, COALESCE((
           SELECT min(s.seq) - 1 FROM (
             SELECT inv.seq FROM runs r
               CROSS JOIN LATERAL (SELECT max(e.seq) AS seq FROM event_log e
                 WHERE e.audience_principal_id = r.agent_id AND e.type = $7 AND e.resource_id = r.id::text
                   AND e.seq <= agent_consumer_cursors.acked_seq
                   AND e.seq > (SELECT value FROM sequence_counters WHERE name = 'event_seq') - $8::bigint) inv
              WHERE r.agent_id = $1 AND r.state = 'queued' AND r.consumer_tokens ? $2
             UNION ALL
             SELECT (r.consumer_tokens -> $2 ->> 'input_seq')::bigint FROM runs r
              WHERE r.agent_id = $1 AND r.state = 'waiting_input' AND NOT $9
                AND r.started_jti IS DISTINCT FROM r.consumer_tokens -> $2 ->> 'jti') s
            WHERE s.seq <= agent_consumer_cursors.acked_seq
              AND s.seq > (SELECT value FROM sequence_counters WHERE name = 'event_seq') - $8::bigint), agent_consumer_cursors.acked_seq)) END
         WHERE NOT $5 OR agent_consumer_cursors.holder_session_id IS NULL OR agent_consumer_cursors.holder_session_id = EXCLUDED.holder_session_id
       RETURNING acked_seq, (SELECT acked_seq FROM previous) AS previous_seq, sync_epoch, claim_seq`,
      [...holderParams(h), resuming, rewind, EventType.AgentInvocation, maxRewindEvents ?? 0, this.twins()?.takeoverSkipsWaiting === true],
    );
    const r = rows[0];
    return r && { ackedSeq: Number(r.acked_seq), previousSeq: r.previous_seq === null ? undefined : Number(r.previous_seq), syncEpoch: r.sync_epoch, claimSeq: Number(r.claim_seq) };
  }

  /**
   * The cursor as the holder's claim sees it now (D286), without claiming: undefined when another
   * connection holds the consumer since (a takeover between the claim and this read).
   */
  async read(h: ConsumerHolder): Promise<{ ackedSeq: number; syncEpoch: string } | undefined> {
    const { rows } = await this.db.query<{ acked_seq: string; sync_epoch: string }>(
      `SELECT acked_seq, sync_epoch FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2 AND ${HOLDS_CONSUMER}`,
      holderParams(h),
    );
    return rows[0] ? { ackedSeq: Number(rows[0].acked_seq), syncEpoch: rows[0].sync_epoch } : undefined;
  }

  /**
   * 15.2: acked_seq only moves forward, only for the holder of the consumer (fencing, R-SY-23) and
   * only on the timeline the holder knows (`syncEpoch`, 7.5, D286). The row's own columns are the
   * condition, so a store that waited for restore finalize's lock on the row is checked against the
   * row finalize wrote. Why nothing was stored is read afterwards: 'fenced' (another connection
   * holds it) or 'other_epoch' (the timeline moved; this node's reset follows).
   */
  async store(h: ConsumerHolder, seq: number, syncEpoch: string | undefined): Promise<StoreResult> {
    const r = await this.db.query(
      `UPDATE agent_consumer_cursors SET acked_seq = GREATEST(acked_seq, $5), updated_at = now()
        WHERE agent_id = $1 AND consumer = $2 AND ((${HOLDS_CONSUMER}) OR $6) AND (sync_epoch IS NOT DISTINCT FROM $7::uuid OR $8)`,
      [...holderParams(h), seq, this.twins()?.unfencedStore === true, syncEpoch ?? null, this.twins()?.storeAcrossEpochs === true],
    );
    if (r.rowCount) return 'stored';
    const { rows } = await this.db.query<{ held: boolean }>(
      `SELECT (${HOLDS_CONSUMER}) AS held FROM agent_consumer_cursors WHERE agent_id = $1 AND consumer = $2`,
      holderParams(h),
    );
    return rows[0]?.held ? 'other_epoch' : 'fenced';
  }
}
