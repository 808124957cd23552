// Webhook subscriptions (15.6, 7.6; D124, D125): an agent without a running
// process receives its events by webhook. A subscription is bound to an agent
// (webhook_subscriptions.agent_id): the agent itself creates it, or an instance
// manager names the agent. Who may see or change one: its agent and instance
// managers; to anyone else it answers as missing (D49). It starts at the
// current head_seq, like an agent consumer's first connection (15.1).
import { Action, eventCatalogue, isEventType, ProblemCode, type CreateWebhookSubscriptionRequest, type WebhookSubscription } from '@bothy/generated';
import { authorize } from '../authz/authorize.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { withTransaction } from '../db/transaction.ts';
import { DomainError } from '../errors.ts';
import { afterCommit, queryableOf } from '../events/shared-transaction.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { releaseConsumer } from '../runs/consumer-tokens.ts';
import { holdRoundsAtHead, START_AT, WEBHOOK_CONSUMER } from '../workers/consumer.ts';
import { checkEndpoint, type EndpointPolicy } from './url.ts';

export interface SubscriptionRow {
  id: string;
  url: string;
  agent_id: string | null;
  event_types: string[];
  last_seq: string | number;
  state: 'active' | 'paused';
  attempts: number;
  next_attempt_at: Date;
  failing_since: Date | null;
  paused_at: Date | null;
  last_error: string | null;
  created_by: string | null;
  created_at: Date;
}

export function endpointPolicy(ctx: Pick<ServerContext, 'config'>): EndpointPolicy {
  return { anyPrivate: ctx.config.server.devEndpoints, allowedHosts: ctx.config.server.webhookAllowedHosts.map((h) => h.toLowerCase()) };
}

/** The wire form (the contract's WebhookSubscription), without nulls. */
export function toSubscription(r: SubscriptionRow): WebhookSubscription {
  const s: WebhookSubscription = { id: r.id, url: r.url, last_seq: Number(r.last_seq), state: r.state, event_types: r.event_types, created_at: r.created_at.toISOString() };
  if (r.agent_id) s.agent_id = r.agent_id;
  if (r.failing_since) {
    s.failing_since = r.failing_since.toISOString();
    s.next_attempt_at = r.next_attempt_at.toISOString();
  }
  if (r.paused_at) s.paused_at = r.paused_at.toISOString();
  if (r.last_error) s.last_error = r.last_error;
  return s;
}

const isManager = (v: Visibility) => authorize(v, Action.PrincipalManage, {}).allowed;
const missing = (id: string) => new DomainError(ProblemCode.NotFound, `no webhook subscription ${id}`);
const invalid = (pointer: string, message: string) => new DomainError(ProblemCode.ValidationFailed, message, { errors: [{ pointer, message }] });

/** A subscription's URL checked against the endpoint policy (D124), or why it was refused, kept for create to throw in its place. */
export type CheckedEndpoint = { url: URL } | { refused: unknown };

/** The agent a creation names: the body's, or the calling agent itself. */
function agentOf(v: Visibility, body: CreateWebhookSubscriptionRequest): string | undefined {
  return body.agent_id?.toLowerCase() ?? (v.kind === 'agent' ? v.principalId : undefined);
}

export class WebhookSubscriptions {
  constructor(private readonly ctx: ServerContext) {}

  private get db(): Queryable {
    return queryableOf(this.ctx);
  }

  /**
   * The endpoint check of a creation, name lookup included, for a caller who may create one at all (otherwise
   * undefined: create refuses it before any lookup). The route runs it before the Idempotency-Key's transaction
   * (D398): a lookup has no bound of the server's own (a name whose DNS server never answers waits for the
   * system resolver's timeouts), and inside that transaction it held a write slot (server.write_concurrency)
   * and a pool client for as long.
   */
  async checkEndpoint(v: Visibility, body: CreateWebhookSubscriptionRequest): Promise<CheckedEndpoint | undefined> {
    const agentId = agentOf(v, body);
    if (!agentId || (agentId !== v.principalId && !isManager(v))) return undefined;
    return checkEndpoint(body.url, endpointPolicy(this.ctx)).then(
      (url) => ({ url }),
      (refused: unknown) => ({ refused }),
    );
  }

  /** `endpoint`: the URL as checkEndpoint found it before the transaction; without it, it is checked here. */
  async create(v: Visibility, body: CreateWebhookSubscriptionRequest, creatorId: string, endpoint?: CheckedEndpoint): Promise<WebhookSubscription> {
    const agentId = agentOf(v, body);
    if (!agentId) throw invalid('/agent_id', 'name the agent the subscription delivers to (15.6)');
    if (agentId !== v.principalId && !isManager(v)) throw new DomainError(ProblemCode.Forbidden, 'only the agent itself or an instance manager subscribes a webhook for an agent');
    const agent = await this.db.query(`SELECT 1 FROM principals WHERE id = $1 AND kind = 'agent'`, [agentId]);
    if (!agent.rowCount) throw invalid('/agent_id', `${agentId} is not an agent`);
    const types = [...new Set(body.event_types ?? [])];
    types.forEach((t, i) => {
      if (!isEventType(t)) throw invalid(`/event_types/${i}`, `${t} is not an event type of the catalogue`);
      if (!eventCatalogue[t].durable) throw invalid(`/event_types/${i}`, `${t} is ephemeral; webhooks carry durable events only (15.6)`);
    });
    const checked = endpoint ?? (await this.checkEndpoint(v, body))!;
    if ('refused' in checked) throw checked.refused;
    const url = checked.url;
    const insert = async (db: Queryable) => {
      // One subscription per agent and URL (D322): the same URL twice gets every event twice, under two delivery IDs.
      // At most server.webhook_subscriptions_per_agent per agent (D349): one agent's endpoints cannot take every
      // slot of the worker. Both checked under one lock per agent, so that two creations do not pass together.
      await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`webhook-subscriptions ${agentId}`]);
      const { rows: mine } = await db.query<{ id: string; url: string }>(`SELECT id, url FROM webhook_subscriptions WHERE agent_id = $1`, [agentId]);
      const same = mine.find((m) => m.url === url.toString());
      if (same) {
        throw new DomainError(ProblemCode.SubscriptionExists, `the agent already has the webhook subscription ${same.id} to this URL (15.6); to change its event types without a gap, subscribe another URL of the same endpoint (a query string will do) and then delete this one`, { subscription_id: same.id });
      }
      const limit = this.ctx.config.server.webhookSubscriptionsPerAgent;
      if (mine.length >= limit) {
        throw new DomainError(ProblemCode.SubscriptionLimitReached, `the agent has ${mine.length} webhook subscriptions; server.webhook_subscriptions_per_agent allows ${limit} (15.6); delete one first`, { limit });
      }
      // It starts at head_seq (15.1): read while no round of the webhook consumer can pass it unseen (D320).
      const head = this.ctx.twins?.subscriptionWithoutRoundHold
        ? Number((await db.query<{ value: string }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value)
        : await holdRoundsAtHead(db, WEBHOOK_CONSUMER, START_AT.webhook);
      const { rows } = await db.query<SubscriptionRow>(
        `INSERT INTO webhook_subscriptions (id, url, agent_id, event_types, last_seq, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [uuidv7(), url.toString(), agentId, types, head, creatorId],
      );
      return toSubscription(rows[0]!);
    };
    return this.inTransaction(insert);
  }

  async list(v: Visibility): Promise<WebhookSubscription[]> {
    const { rows } = await this.db.query<SubscriptionRow>(`SELECT * FROM webhook_subscriptions WHERE $2 OR agent_id = $1 ORDER BY created_at, id`, [v.principalId, isManager(v)]);
    return rows.map(toSubscription);
  }

  /** The row, if the caller may see it; otherwise as missing. */
  private async visible(v: Visibility, id: string, lock: boolean, db: Queryable = this.db): Promise<SubscriptionRow> {
    const { rows } = await db.query<SubscriptionRow>(`SELECT * FROM webhook_subscriptions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    const row = rows[0];
    if (!row || (row.agent_id !== v.principalId && !isManager(v))) throw missing(id);
    return row;
  }

  /**
   * Its queued jobs go with it (ON DELETE CASCADE); a delivery in flight finds no lease to ack. The
   * runs its consumer started are left to the agent's other consumers (D319).
   */
  async remove(v: Visibility, id: string): Promise<void> {
    // One transaction (its own when the request has no Idempotency-Key): the deletion and the release
    // of its runs commit together, or neither does and the request can be repeated.
    const released = await this.inTransaction(async (db) => {
      const row = await this.visible(v, id, true, db);
      await db.query(`DELETE FROM webhook_subscriptions WHERE id = $1`, [id]);
      await db.query(`DELETE FROM agent_consumer_cursors WHERE consumer = $1`, [consumerName(id)]);
      if (!row.agent_id || this.ctx.twins?.deletedConsumerKeepsRuns) return { agentId: row.agent_id, runs: 0 };
      return { agentId: row.agent_id, runs: await releaseConsumer(db, row.agent_id, consumerName(id), { keepStandby: this.ctx.twins?.releaseWithoutStandby }) };
    });
    if (released.runs) {
      await afterCommit(this.ctx, async () =>
        this.ctx.log.info({ subscription_id: id, agent_id: released.agentId, runs: released.runs }, 'webhook subscription deleted: the runs it started are open to the agent\'s other consumers'),
      );
    }
  }

  /** `work` in the request's shared transaction, or in one of its own. */
  private inTransaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return this.ctx.tx ? work(this.ctx.tx.client) : withTransaction(this.ctx.pool, work);
  }

  /**
   * D123: a paused subscription is active again from the event it stopped at, with a fresh attempt
   * count; nothing was skipped. An active one that is failing is only tried again now: its failure
   * clock and attempt count stand, so that resuming it over and over never keeps it from pausing
   * after webhook.pause_after.
   */
  async resume(v: Visibility, id: string): Promise<WebhookSubscription> {
    // The check and the update in one transaction, the row locked between them: a deletion that commits in
    // between made the update find nothing, and the request answered 500 (D397). Now it waits, or the check
    // answers 404 as for any missing subscription.
    return this.inTransaction(async (db) => {
      await this.visible(v, id, true, db);
      const { rows } = await db.query<SubscriptionRow>(
        `UPDATE webhook_subscriptions
            SET next_attempt_at = now(),
                failing_since = CASE WHEN state = 'paused' THEN NULL ELSE failing_since END,
                attempts = CASE WHEN state = 'paused' THEN 0 ELSE attempts END,
                state = 'active', paused_at = NULL
          WHERE id = $1 RETURNING *`,
        [id],
      );
      return toSubscription(rows[0]!);
    });
  }
}

/** The agent consumer a subscription delivers as (15.6: the same checks as 15.1-15.3; D120). */
export function consumerName(subscriptionId: string): string {
  return `webhook:${subscriptionId}`;
}
