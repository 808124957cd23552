// Reactions and pins of a message (2.2, 9; D180). Their events carry absolute values (the
// count of the emoji after the change; pinned true or false) and no resource.version: they do
// not increase messages.version, so an author editing after a reaction gets no 412 (9). The
// message row is locked (FOR NO KEY UPDATE) before the change, so that the counts in the log
// follow the commit order of the message's reactions; the event counter comes last (3.2).
// A repeat changes nothing and writes no event: adding the same reaction twice is one
// reaction (the primary key of message_reactions), and Idempotency-Key (5.2) covers the rest.
// When the message is deleted, its reactions go and every reaction.* is redacted to emoji ""
// and count 0 (messages/service.ts delete, x-event-catalogue redaction); pin.* stay unchanged.
import { Action, EventType, ProblemCode, type PinState, type ReactionState } from '@bothy/generated';
import { notFound, requireAccess, writerVisibility } from '../authz/require.ts';
import type { Visibility } from '../authz/visibility.ts';
import type { PoolClient } from '../db/pool.ts';
import { runEventTransaction, type NewEvent } from '../events/appender.ts';
import type { AuthContext } from '../identity/tokens.ts';
import type { ServerContext } from '../context.ts';
import { DomainError } from '../errors.ts';

/** Longest emoji in code points (the contract's maxLength counts the same way, D180). */
export const EMOJI_MAX = 64;

/** Bidi controls (marks, embeddings, overrides, isolates): they reorder what is drawn around the reaction. */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/**
 * A character that draws something: not a format character (zero-width joiners, tags), a mark, a
 * separator, a default-ignorable code point (Hangul fillers among them) or the blank Braille pattern.
 */
const VISIBLE = /[^\p{Cf}\p{M}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * The emoji of a path, NFC-normalized: 1 to EMOJI_MAX code points, no whitespace, control characters
 * or bidi controls, and at least one visible character (D382: a zero-width space, a lone combining
 * mark or a tag character alone made a blank reaction). Joiners, variation selectors and tags stay
 * allowed inside a sequence that has a visible base (family emoji, subdivision flags).
 */
export function emojiOf(raw: unknown, removing = false): string {
  const emoji = typeof raw === 'string' ? raw.normalize('NFC') : '';
  const length = [...emoji].length;
  // A removal takes what the rule before D382 took, so that a blank reaction added then can still be removed.
  const blank = !removing && (BIDI_CONTROL.test(emoji) || !VISIBLE.test(emoji));
  if (length < 1 || length > EMOJI_MAX || /[\s\p{Cc}]/u.test(emoji) || blank) {
    throw new DomainError(ProblemCode.ValidationFailed, `emoji must be 1 to ${EMOJI_MAX} characters without whitespace, control characters or bidi controls, with at least one visible character`);
  }
  return emoji;
}

interface TargetRow {
  id: string;
  thread_id: string;
  channel_id: string;
  space_id: string;
  deleted_at: Date | null;
  pinned_at: Date | null;
}

export class ReactionService {
  constructor(private readonly ctx: ServerContext) {}

  /**
   * The message, locked, visible to the caller and open for `action`, with the caller's permissions of now
   * (D375: read first, before the row lock); 410 once deleted (13.3).
   */
  private async target(client: PoolClient, request: Visibility, messageId: string, action: typeof Action.MessageReact | typeof Action.MessagePin): Promise<TargetRow> {
    const v = await writerVisibility(client, request, 'message', this.ctx.twins?.contentWriteCheckedBefore);
    const { rows } = await client.query<TargetRow>('SELECT id, thread_id, channel_id, space_id, deleted_at, pinned_at FROM messages WHERE id = $1 FOR NO KEY UPDATE', [messageId]);
    const row = rows[0];
    if (!row) throw notFound('message');
    const place = { spaceId: row.space_id, channelId: row.channel_id };
    requireAccess(v, Action.MessageRead, place, 'message');
    requireAccess(v, action, place, 'message');
    if (row.deleted_at) throw new DomainError(ProblemCode.MessageDeleted, 'the message was deleted (13.3)');
    return row;
  }

  /** Adds (add true) or removes the caller's reaction with `emoji`; reaction.added or reaction.removed when something changed. */
  async react(auth: AuthContext, v: Visibility, messageId: string, emoji: string, add: boolean): Promise<ReactionState> {
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      const m = await this.target(client, v, messageId, Action.MessageReact);
      const changed = add
        ? await client.query('INSERT INTO message_reactions (message_id, emoji, principal_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [m.id, emoji, auth.principalId])
        : await client.query('DELETE FROM message_reactions WHERE message_id = $1 AND emoji = $2 AND principal_id = $3', [m.id, emoji, auth.principalId]);
      const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM message_reactions WHERE message_id = $1 AND emoji = $2', [m.id, emoji]);
      const count = rows[0]!.count;
      const state: ReactionState = { message_id: m.id, emoji, count, reacted: add };
      if (!changed.rowCount) return { result: state, events: [] };
      const event: NewEvent<typeof EventType.ReactionAdded | typeof EventType.ReactionRemoved> = {
        type: add ? EventType.ReactionAdded : EventType.ReactionRemoved,
        actor: { kind: auth.kind, id: auth.principalId },
        scope: { space_id: m.space_id, channel_id: m.channel_id, thread_id: m.thread_id },
        resource: { kind: 'message', id: m.id },
        payload: { message_id: m.id, principal_id: auth.principalId, emoji, count },
      };
      return { result: state, events: [event] };
    });
    return result;
  }

  /** Pins or unpins the message; pin.added or pin.removed when the state changed. */
  async pin(auth: AuthContext, v: Visibility, messageId: string, pinned: boolean): Promise<PinState> {
    const { result } = await runEventTransaction(this.ctx, async (client) => {
      const m = await this.target(client, v, messageId, Action.MessagePin);
      const state: PinState = { message_id: m.id, pinned };
      if ((m.pinned_at !== null) === pinned) return { result: state, events: [] };
      await client.query(pinned ? 'UPDATE messages SET pinned_by = $2, pinned_at = now() WHERE id = $1' : 'UPDATE messages SET pinned_by = NULL, pinned_at = NULL WHERE id = $1', pinned ? [m.id, auth.principalId] : [m.id]);
      const base = {
        actor: { kind: auth.kind, id: auth.principalId },
        scope: { space_id: m.space_id, channel_id: m.channel_id, thread_id: m.thread_id },
        resource: { kind: 'message', id: m.id },
      };
      const event: NewEvent = pinned
        ? { ...base, type: EventType.PinAdded, payload: { message_id: m.id, pinned: true, pinned_by: auth.principalId } }
        : { ...base, type: EventType.PinRemoved, payload: { message_id: m.id, pinned: false } };
      return { result: state, events: [event] };
    });
    return result;
  }
}
