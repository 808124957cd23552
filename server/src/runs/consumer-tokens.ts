// The newest invocation token of each consumer of a run (15.1-15.3, D314; migration 0022).
//
// Every consumer of an agent has its own cursor and receives every delivery of an invocation on its
// own stream; each delivery carries a fresh token. A delivery replaces only its own consumer's entry
// in runs.consumer_tokens, so a consumer that never acks (and is redelivered every agent.ack_timeout)
// does not supersede the token another consumer received and acked. Start, resume and renew accept
// the token of any entry; the state compare-and-swap lets exactly one of them start the run, and a
// start or resume leaves only the entry it used: the other consumers' tokens start and resume nothing
// afterwards (R-SY-19). invocation_jti, renewed_from_jti and invocation_input_seq are written with
// every entry as its record (the single-consumer view of 15.3); decisions read the entries.
import type { Queryable } from '../db/queryable.ts';

/** One consumer's newest token: its jti, the jti it was renewed from (a retry after a lost answer), the input it came from (D313). */
export interface ConsumerToken {
  jti: string;
  renewed_from: string | null;
  input_seq: string | number | null;
}

export type ConsumerTokens = Record<string, ConsumerToken>;

/** The consumer whose newest token has this jti (start, resume), or also was renewed from it (renew). */
export function entryOf(tokens: ConsumerTokens, jti: string, orRenewedFrom = false): { consumer: string; entry: ConsumerToken } | undefined {
  for (const [consumer, entry] of Object.entries(tokens)) {
    if (entry.jti === jti || (orRenewedFrom && entry.renewed_from === jti)) return { consumer, entry };
  }
  return undefined;
}

/**
 * Whether `consumer` runs the started run: a start or resume leaves only the entry of the consumer
 * that used it, so the one key of a started run names its runner. Not started, or no single key
 * (the twin startKeepsOtherTokens): any consumer. The entry '' (a token from before migration 0022)
 * names no consumer: any consumer.
 */
export function runsIt(run: { started_jti: string | null; consumer_tokens: ConsumerTokens }, consumer: string): boolean {
  if (!run.started_jti) return true;
  const keys = Object.keys(run.consumer_tokens);
  return keys.length !== 1 || keys[0] === '' || keys[0] === consumer;
}

/** SQL: some consumer's newest token of the row has the jti in parameter $n (the start's compare-and-swap). */
export const HAS_TOKEN = (n: number) => `EXISTS (SELECT 1 FROM jsonb_each(consumer_tokens) e WHERE e.value->>'jti' = $${n})`;

/** The columns a start or resume sets: only the entry that started (or resumed) the run is left, and no standby token. */
export const onlyEntry = (consumer: string, jti: string): Record<string, unknown> => ({
  consumer_tokens: { [consumer]: { jti, renewed_from: null, input_seq: null } satisfies ConsumerToken },
  standby_tokens: {},
  // Its record: the consumed token, as 15.3 says invocation_jti holds after the start.
  invocation_jti: jti,
  renewed_from_jti: null,
  invocation_input_seq: null,
});

/**
 * Writes a consumer's entry, with its record in invocation_jti, renewed_from_jti and
 * invocation_input_seq, and billing_mode_expected (15.3 step 2), if `where` (SQL on the row, its
 * parameters from $5 on) holds. `alone`: the other consumers' entries go (the twin oneTokenPerRun,
 * the single jti per run before D314). True when the row was written.
 */
export async function writeEntry(
  db: Queryable,
  runId: string,
  consumer: string,
  entry: ConsumerToken,
  billingMode: string | null,
  only: { where?: string; params?: readonly unknown[]; alone?: boolean } = {},
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE runs SET consumer_tokens = ${only.alone ? '' : 'consumer_tokens || '}jsonb_build_object($2::text, $3::jsonb),
            invocation_jti = $3::jsonb->>'jti', renewed_from_jti = $3::jsonb->>'renewed_from', invocation_input_seq = ($3::jsonb->>'input_seq')::bigint,
            billing_mode_expected = $4, updated_at = now()
      WHERE id = $1 AND ${only.where ?? 'TRUE'}`,
    [runId, consumer, JSON.stringify(entry), billingMode, ...(only.params ?? [])],
  );
  return rowCount === 1;
}

/**
 * An answer to a waiting run delivered to a consumer that does not run it (D323): its token resumes
 * nothing now, but is kept as that consumer's standby entry, for the case that the runner's consumer
 * goes for good before it resumed the run (releaseConsumer).
 */
export async function writeStandby(db: Queryable, runId: string, consumer: string, entry: ConsumerToken): Promise<void> {
  await db.query(`UPDATE runs SET standby_tokens = standby_tokens || jsonb_build_object($2::text, $3::jsonb) WHERE id = $1 AND state = 'waiting_input'`, [runId, consumer, JSON.stringify(entry)]);
}

/**
 * A consumer gone for good (its webhook subscription deleted, D319): the started runs only it ran
 * keep its token under the entry '', which names no consumer, so that the agent's other consumers
 * may feed and resume them (runsIt); the tokens of answers they already got while it ran become
 * their entries (D323), so such an answer resumes the run. Without this a waiting run would wait for
 * a runner that can never come back. Queued runs need nothing: any consumer starts them. The runs
 * are locked in id order, as every other statement that locks several runs does. The number released.
 */
export async function releaseConsumer(db: Queryable, agentId: string, consumer: string, o: { keepStandby?: boolean } = {}): Promise<number> {
  const owned = `r.agent_id = $1 AND r.state IN ('running', 'waiting_input') AND r.started_jti IS NOT NULL
        AND r.consumer_tokens ? $2 AND (SELECT count(*) FROM jsonb_object_keys(r.consumer_tokens)) = 1`;
  const { rowCount } = await db.query(
    `WITH locked AS (SELECT r.id FROM runs r WHERE ${owned} ORDER BY r.id FOR UPDATE)
     UPDATE runs r SET consumer_tokens = jsonb_build_object('', r.consumer_tokens -> $2)${o.keepStandby ? '' : ' || r.standby_tokens, standby_tokens = \'{}\'::jsonb'}, updated_at = now()
       FROM locked WHERE r.id = locked.id AND ${owned}`,
    [agentId, consumer],
  );
  return rowCount ?? 0;
}
