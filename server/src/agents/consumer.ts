// The durable cursor of an agent consumer (15.1, 15.2): one row per
// (agent, consumer) in agent_consumer_cursors, held by the gateway session that
// identified last. The gateway is the transport: it claims the cursor on
// identify and resume, and its connection's delivery window (window.ts) stores
// acked_seq at agent.ack_persist_interval and on close; a fenced write closes
// with 4015.
import type { Queryable } from '../db/queryable.ts';

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

export class ConsumerCursors {
  constructor(
    private readonly db: Queryable,
    /** The twin of fencing (context.ts, twins.unfencedStore): the store ignores the holder. */
    private readonly unfenced: () => boolean = () => false,
  ) {}

  /**
   * 15.1: makes the session the holder of the consumer and returns its acked_seq;
   * the first connection of a consumer starts at head_seq (the last committed seq
   * at the claim). Called during identify and resume, before ready or resumed and
   * before the takeover message goes out, so that the newest identify is the
   * holder by the time anyone hears of it.
   */
  async claim(h: ConsumerHolder): Promise<number> {
    const { rows } = await this.db.query<{ acked_seq: string }>(
      `INSERT INTO agent_consumer_cursors (agent_id, consumer, acked_seq, holder_session_id, holder_claim_id)
       VALUES ($1, $2, (SELECT value FROM sequence_counters WHERE name = 'event_seq'), $3, $4)
       ON CONFLICT (agent_id, consumer) DO UPDATE SET holder_session_id = EXCLUDED.holder_session_id, holder_claim_id = EXCLUDED.holder_claim_id, updated_at = now()
       RETURNING acked_seq`,
      [h.agentId, h.consumer, h.sessionId, h.claimId ?? null],
    );
    return Number(rows[0]!.acked_seq);
  }

  /**
   * 15.2: acked_seq only moves forward, and only for the holder of the consumer
   * (fencing, R-SY-23). False when another session holds it now.
   */
  async store(h: ConsumerHolder, seq: number): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE agent_consumer_cursors SET acked_seq = GREATEST(acked_seq, $5), updated_at = now()
        WHERE agent_id = $1 AND consumer = $2 AND ((${HOLDS_CONSUMER}) OR $6)`,
      [h.agentId, h.consumer, h.sessionId, h.claimId ?? null, seq, this.unfenced()],
    );
    return (r.rowCount ?? 0) > 0;
  }
}
