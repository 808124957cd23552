// Command autocomplete (15.7; D204, D209). A person asks for suggestions for an
// option with autocomplete = true (POST /commands/autocomplete); the server checks
// it as agent.invoke without a run (the channel, I2's stand-in: the agent is active
// and configured), answers an empty list at once for a forum channel without a
// thread (item 2), and otherwise stores the request and names it to every node
// (IDs only, R-SY-25). The node that holds a live connection of the owner claims
// it (one UPDATE, so one connection across all nodes) and sends it the ephemeral
// command.autocomplete_requested with a token (trigger_kind autocomplete, no
// run_id); a node whose connection of the owner is still authenticating or catching
// up holds the request until that connection is live (D548). The owner answers with
// the op command.autocomplete_result or by REST (command.autocomplete.respond); the
// node that holds the request hears of the answer by ID, reads the choices and answers. Without an answer within
// command.autocomplete_timeout the request answers an empty list and is closed;
// a late answer is autocomplete_closed, a foreign or unknown one not_found (D49).
import { SignJWT } from 'jose';
import { Action, EventType, INVOCATION_TOKEN_TYP, ProblemCode, ServerOp, validateEvent, type CommandAutocompleteChoices, type CommandAutocompleteRequest } from '@bothy/generated';
import { notFound, requireAccess } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/queryable.ts';
import { DomainError } from '../errors.ts';
import { ephemeralDispatch } from '../gateway/ephemeral-event.ts';
import type { GatewayState } from '../gateway/state.ts';
import { ISSUER } from '../identity/tokens.ts';
import { uuidv7 } from '../internal/uuid.ts';
import { ID_PLACEHOLDER, refuseOversizedPayload } from '../runs/payload-limit.ts';

export type Choice = CommandAutocompleteChoices['choices'][number];

/** The trigger kind of an autocomplete token (15.7): no run, no agent.invocation. */
export const AUTOCOMPLETE_TRIGGER_KIND = 'autocomplete';

/** The messages between nodes (R-SY-25): the request's ID only. */
export type AutocompleteBusMessage = { k: 'ac_requested'; request_id: string } | { k: 'ac_answered'; request_id: string };

/**
 * The requests this node holds open, until an answer or command.autocomplete_timeout. One per
 * node, set on the context by the server (ctx.autocomplete); `publish` reaches every node.
 */
export class AutocompleteBroker {
  private readonly pending = new Map<string, (choices: Choice[]) => void>();

  constructor(
    private readonly db: Queryable,
    private readonly publishBus: (msg: AutocompleteBusMessage) => Promise<void>,
    /** The test twins of the context (ServerContext.twins), read at each message. */
    private readonly twins: () => ServerContext['twins'] = () => undefined,
  ) {}

  /** IDs only between nodes (R-SY-25); the twin autocompleteContentOnBus adds the request's content. */
  private async publish(msg: AutocompleteBusMessage): Promise<void> {
    if (!this.twins()?.autocompleteContentOnBus) return this.publishBus(msg);
    const { rows } = await this.db.query<Record<string, unknown>>(`SELECT command, option, value, choices FROM command_autocomplete_requests WHERE id = $1`, [msg.request_id]);
    return this.publishBus({ ...msg, ...rows[0] } as AutocompleteBusMessage);
  }

  /** Waits for the answer of a stored request, at most timeoutMs; an empty list after it (15.7). */
  async ask(requestId: string, timeoutMs: number): Promise<Choice[]> {
    const answer = new Promise<Choice[]>((resolve) => this.pending.set(requestId, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      await this.publish({ k: 'ac_requested', request_id: requestId });
      const got = await Promise.race([answer, timeout]);
      if (got !== 'timeout') return got;
      // Closed now; an answer that committed just before wins.
      const closed = await this.db.query(`UPDATE command_autocomplete_requests SET state = 'expired' WHERE id = $1 AND state = 'open'`, [requestId]);
      return closed.rowCount ? [] : await this.choicesOf(requestId);
    } finally {
      clearTimeout(timer);
      this.pending.delete(requestId);
    }
  }

  /** ac_answered: a request of this node got its answer (on whichever node it came). */
  async answered(requestId: string): Promise<void> {
    const resolve = this.pending.get(requestId);
    if (resolve) resolve(await this.choicesOf(requestId));
  }

  /** Tells every node that a request was answered. */
  announceAnswer(requestId: string): Promise<void> {
    return this.publish({ k: 'ac_answered', request_id: requestId });
  }

  get open(): number {
    return this.pending.size;
  }

  private async choicesOf(requestId: string): Promise<Choice[]> {
    const { rows } = await this.db.query<{ choices: Choice[] | null }>(`SELECT choices FROM command_autocomplete_requests WHERE id = $1`, [requestId]);
    return rows[0]?.choices ?? [];
  }
}

/** POST /commands/autocomplete (command.autocomplete, 15.7). */
export async function requestAutocomplete(ctx: ServerContext, principal: { kind: string; principalId: string }, v: Visibility, body: CommandAutocompleteRequest): Promise<CommandAutocompleteChoices> {
  if (principal.kind !== 'user') throw new DomainError(ProblemCode.Forbidden, 'autocomplete is asked by people (15.7)');
  const db = ctx.pool;
  const { rows: channels } = await db.query<{ space_id: string; kind: 'text' | 'forum' }>(`SELECT space_id, kind FROM channels WHERE id = $1`, [body.channel_id]);
  const channel = channels[0];
  requireAccess(v, Action.AgentInvoke, channel && { spaceId: channel.space_id, channelId: body.channel_id }, 'channel');
  if (body.thread_id) {
    const { rows } = await db.query(`SELECT 1 FROM threads WHERE id = $1 AND channel_id = $2`, [body.thread_id, body.channel_id]);
    if (!rows[0]) throw notFound('thread');
  }
  // I2's stand-in (D87): the owner is an active, configured agent; the command is its own.
  const { rows: commands } = await db.query<{ options: { name: string; autocomplete: boolean }[] }>(
    `SELECT c.options FROM agent_commands c JOIN principals p ON p.id = c.agent_id AND p.status = 'active' JOIN agents a ON a.principal_id = c.agent_id
      WHERE c.agent_id = $1 AND c.name = $2`,
    [body.agent_id, body.command],
  );
  const command = commands[0];
  if (!command) throw notFound('command');
  if (!command.options.some((o) => o.name === body.option && o.autocomplete)) {
    throw new DomainError(ProblemCode.ValidationFailed, 'the option does not autocomplete (15.7)', { errors: [{ pointer: '/option', message: 'no option with autocomplete = true of this name' }] });
  }
  // 2.2: the request's payload carries the person's value and options; over the limit it is their 413, before any row.
  const expiresAt = new Date(Date.now() + ctx.config.spec['command.autocomplete_timeout']).toISOString();
  refuseOversizedPayload(ctx, EventType.CommandAutocompleteRequested, requestedPayload(ID_PLACEHOLDER, {
    command: body.command, channel_id: body.channel_id, thread_id: body.thread_id ?? null, user_id: principal.principalId, option: body.option, value: body.value, options: body.options ?? {}, expires_at: expiresAt,
  }), 'value and options');
  // 15.7 item 2: a forum channel has no main timeline; without a thread the request is one for a new post: nothing to ask.
  if (channel!.kind === 'forum' && !body.thread_id) return { choices: [] };
  const broker = ctx.autocomplete;
  if (!broker) return { choices: [] }; // no gateway in this process: no connection of the owner to ask
  const timeoutMs = ctx.config.spec['command.autocomplete_timeout'];
  const id = uuidv7();
  await db.query(
    `INSERT INTO command_autocomplete_requests (id, owner_id, command, channel_id, space_id, thread_id, user_id, option, value, options, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + $11 * interval '1 millisecond')`,
    [id, body.agent_id, body.command, body.channel_id, channel!.space_id, body.thread_id ?? null, principal.principalId, body.option, body.value, body.options ?? {}, timeoutMs],
  );
  return { choices: await broker.ask(id, timeoutMs) };
}

/**
 * The owner's answer (15.7), by the op command.autocomplete_result or REST: at most
 * command.autocomplete_max_choices; only by the owner, only while the request is open.
 */
export async function answerAutocomplete(ctx: ServerContext, principalId: string, requestId: string, choices: readonly Choice[]): Promise<void> {
  const max = ctx.config.spec['command.autocomplete_max_choices'];
  if (choices.length > max) {
    throw new DomainError(ProblemCode.ValidationFailed, `at most command.autocomplete_max_choices (${max}) choices`, { errors: [{ pointer: '/choices', message: `more than ${max}` }] });
  }
  // In the request's shared transaction when it has one (Idempotency-Key, D40): the answer and the
  // stored response commit together, and the asker hears of it after the commit.
  const tx = ctx.tx;
  const db = tx?.client ?? ctx.pool;
  const { rowCount } = await db.query(
    `UPDATE command_autocomplete_requests SET state = 'answered', choices = $3 WHERE id = $1 AND owner_id = $2 AND state = 'open' AND expires_at > now()`,
    [requestId, principalId, JSON.stringify(choices)],
  );
  if (!rowCount) {
    const { rows } = await db.query<{ owner_id: string }>(`SELECT owner_id FROM command_autocomplete_requests WHERE id = $1`, [requestId]);
    if (rows[0]?.owner_id !== principalId) throw notFound('autocomplete request');
    throw new DomainError(ProblemCode.AutocompleteClosed, 'the request was answered already or command.autocomplete_timeout has passed (15.7)');
  }
  const announce = async () => {
    await ctx.autocomplete?.announceAnswer(requestId);
  };
  if (tx) tx.afterCommit.push(announce);
  else await announce();
}

/** A request as stored (command_autocomplete_requests), with its expiry in the wire form. */
interface StoredRequest {
  command: string;
  channel_id: string;
  thread_id: string | null;
  user_id: string;
  option: string;
  value: string;
  options: Record<string, unknown>;
  expires_at: string;
}

/** command.autocomplete_requested's payload (15.7): the one builder of the event and of D301's size check before the request is stored. */
function requestedPayload(requestId: string, r: StoredRequest): Record<string, unknown> {
  return {
    request_id: requestId,
    command_id: r.command,
    channel_id: r.channel_id,
    ...(r.thread_id ? { thread_id: r.thread_id } : {}),
    user_id: r.user_id,
    option: r.option,
    value: r.value,
    options: r.options,
    expires_at: r.expires_at,
  };
}

/** What the delivery needs of a gateway connection. */
export interface AutocompleteReceiver {
  readonly state: GatewayState;
  readonly identity?: { principalId: string };
  readonly delivery: { offerEphemeral(text: string): boolean };
}

/**
 * What became of an ac_requested on this node: `delivered` to a live connection of the owner;
 * `held` for the owner's connection here that is still authenticating or catching up (no ephemeral
 * frame goes out before catchup.complete, 7.2), to be tried again when it goes live (D548); `none` otherwise.
 */
export type AutocompleteDelivery = { outcome: 'delivered' | 'none' } | { outcome: 'held'; ownerId: string; remainingMs: number };

/** The states of a connection that has its identity and will go live unless it closes (gateway/state.ts). */
const BEFORE_LIVE: ReadonlySet<GatewayState> = new Set<GatewayState>(['authenticating', 'catching_up']);

/**
 * ac_requested on this node: if it holds a live connection of the owner, it claims the
 * request (the first node to do so; the others leave it) and sends command.autocomplete_requested
 * to one of them, with a token of trigger_kind autocomplete and no run_id (15.7). A request that is
 * no longer open, or past its expires_at, goes to nobody. Without a live connection of the owner
 * but with one authenticating or catching up, the request is `held` for the time it has left by the
 * database's clock (gateway.ts tries it again at that connection's go_live). Only the node that claims
 * the request sends it.
 */
export async function deliverAutocomplete(ctx: ServerContext, receivers: Iterable<AutocompleteReceiver>, requestId: string, nodeId: string): Promise<AutocompleteDelivery> {
  const { rows: owners } = await ctx.pool.query<{ owner_id: string; remaining_ms: number }>(
    `SELECT owner_id, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS remaining_ms
       FROM command_autocomplete_requests WHERE id = $1 AND state = 'open' AND expires_at > now()`,
    [requestId],
  );
  const owner = owners[0]?.owner_id;
  if (!owner || ctx.twins?.autocompleteUndelivered) return { outcome: 'none' };
  const mine = [...receivers].filter((c) => c.identity?.principalId === owner);
  const target = mine.find((c) => c.state === 'live');
  if (!target) {
    const coming = mine.some((c) => BEFORE_LIVE.has(c.state)) && !ctx.twins?.autocompleteNotHeldForCatchUp;
    return coming ? { outcome: 'held', ownerId: owner, remainingMs: owners[0]!.remaining_ms } : { outcome: 'none' };
  }
  const { rows } = await ctx.pool.query<{
    command: string; channel_id: string; space_id: string; thread_id: string | null; user_id: string; option: string; value: string;
    options: Record<string, unknown>; expires_at: Date; billing_mode: string; tool_class: string;
  }>(
    `UPDATE command_autocomplete_requests r SET delivered_by = $2 FROM agents a
      WHERE r.id = $1 AND (r.delivered_by IS NULL OR $3) AND r.state = 'open' AND r.expires_at > now() AND a.principal_id = r.owner_id
      RETURNING r.command, r.channel_id, r.space_id, r.thread_id, r.user_id, r.option, r.value, r.options, r.expires_at, a.billing_mode, a.tool_class`,
    [requestId, nodeId, ctx.twins?.autocompleteWithoutClaim === true],
  );
  const r = rows[0];
  if (!r) return { outcome: 'none' }; // another node has it, or it closed
  const token = await autocompleteToken(ctx, owner, { requestId, threadId: r.thread_id ?? undefined, billingMode: r.billing_mode, toolClass: r.tool_class, expiresAt: r.expires_at });
  const { event } = ephemeralDispatch(EventType.CommandAutocompleteRequested, {
    scope: { space_id: r.space_id, channel_id: r.channel_id, ...(r.thread_id ? { thread_id: r.thread_id } : {}) },
    resourceId: requestId,
    audience: 'self',
    payload: requestedPayload(requestId, { ...r, expires_at: r.expires_at.toISOString() }),
  });
  const delivered = { ...event, invocation_token: token };
  if (!validateEvent(delivered)) throw new Error('command.autocomplete_requested does not match the contract');
  return { outcome: target.delivery.offerEphemeral(JSON.stringify({ op: ServerOp.Dispatch, d: delivered })) ? 'delivered' : 'none' };
}

/**
 * The token of an autocomplete (15.7): the invocation token's form (typ, EdDSA, the JWKS key)
 * with trigger_kind autocomplete, the request instead of a run, and the request's expiry.
 */
async function autocompleteToken(ctx: ServerContext, agentId: string, c: { requestId: string; threadId?: string; billingMode: string; toolClass: string; expiresAt: Date }): Promise<string> {
  const keys = ctx.keys;
  return new SignJWT({
    request_id: c.requestId,
    ...(c.threadId ? { thread_id: c.threadId } : {}),
    trigger_kind: AUTOCOMPLETE_TRIGGER_KIND,
    billing_mode: c.billingMode,
    tool_class: c.toolClass,
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: INVOCATION_TOKEN_TYP, kid: keys.invocationToken.kid })
    .setIssuer(ISSUER)
    .setAudience(agentId)
    .setJti(uuidv7())
    .setIssuedAt()
    .setExpirationTime(Math.ceil(c.expiresAt.getTime() / 1000))
    .sign(keys.invocationToken.privateKey);
}

/** Requests older than this are of no use; the rollup job removes them. */
export async function pruneAutocompleteRequests(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM command_autocomplete_requests WHERE created_at < now() - interval '1 hour'`);
}
