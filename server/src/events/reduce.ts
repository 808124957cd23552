// 2.2: "It is smaller than sync.event_payload_max_bytes. For larger objects the producer builds a
// reduced payload with a reference and sets truncated: true; the appender rejects an oversized
// payload instead of truncating it. The client reloads via REST."
//
// The producers' reductions, one per event type whose object can be large (D182, D241): a message
// and a draft keep the longest prefix of their text that fits, a setting keeps its key and version
// and drops its value, a sidebar keeps its space and version and drops the channel order. runEventTransaction applies them to every event of every producer before
// the appender checks the size, so no write route has to remember them.
import { EventType } from '@bothy/generated';
import type { NewEvent } from './appender.ts';
import { fitMessageEvent } from '../messages/message.ts';

/** The UTF-8 bytes of a value as the event log stores it (JSON). */
export function jsonBytes(v: unknown): number {
  return Buffer.byteLength(JSON.stringify(v));
}

/**
 * The longest prefix of whole code points of `text` whose JSON string bytes (escapes count, the
 * quotes do not) are at most `budget`: never a split surrogate pair or UTF-8 sequence.
 */
export function prefixWithin(text: string, budget: number): string {
  let end = 0;
  for (const cp of text) {
    const bytes = jsonBytes(cp) - 2;
    if (bytes > budget) break;
    budget -= bytes;
    end += cp.length;
  }
  return text.slice(0, end);
}

type DraftUpdated = NewEvent<typeof EventType.DraftUpdated>;
type SettingsUpdated = NewEvent<typeof EventType.SettingsUpdated>;
type SidebarUpdated = NewEvent<typeof EventType.SidebarUpdated>;

/**
 * draft.updated over the limit: thread_id and version stay the reference, content_md keeps the
 * longest prefix that fits; file_ids stay when the draft without its text fits, else they go too.
 * The client reloads the draft with GET /me/drafts.
 */
export function fitDraftEvent(e: DraftUpdated, maxBytes: number): DraftUpdated {
  if (jsonBytes(e.payload) <= maxBytes) return e;
  let reduced = { ...e.payload, content_md: '' };
  if (jsonBytes(reduced) > maxBytes) reduced = { ...reduced, file_ids: [] };
  const content = prefixWithin(e.payload.content_md, maxBytes - jsonBytes(reduced));
  return { ...e, payload: { ...reduced, content_md: content }, truncated: true };
}

/**
 * settings.updated over the limit: key and version stay the reference; the value goes (a cut JSON
 * value would be another value). Without value and without deleted, the event says only "this key
 * has a new version"; the client reloads it with GET /me/settings.
 */
export function fitSettingEvent(e: SettingsUpdated, maxBytes: number): SettingsUpdated {
  if (jsonBytes(e.payload) <= maxBytes) return e;
  const { value: _value, ...reference } = e.payload;
  return { ...e, payload: reference, truncated: true };
}

/**
 * sidebar.updated over the limit (a space with some thousand channels the person ordered): the
 * space, version and collapsed stay, channel_order is empty; the client reloads GET /me/sidebar.
 */
export function fitSidebarEvent(e: SidebarUpdated, maxBytes: number): SidebarUpdated {
  if (jsonBytes(e.payload) <= maxBytes) return e;
  return { ...e, payload: { ...e.payload, channel_order: [] }, truncated: true };
}

/** Every event of a transaction, each reduced by its type's rule when it is over the limit. */
export function fitEvents(events: NewEvent[], maxBytes: number): NewEvent[] {
  return events.map((e) => {
    switch (e.type) {
      case EventType.MessageCreated:
      case EventType.MessageUpdated:
        return fitMessageEvent(e as NewEvent<typeof EventType.MessageCreated | typeof EventType.MessageUpdated>, maxBytes);
      case EventType.DraftUpdated:
        return fitDraftEvent(e as DraftUpdated, maxBytes);
      case EventType.SettingsUpdated:
        return fitSettingEvent(e as SettingsUpdated, maxBytes);
      case EventType.SidebarUpdated:
        return fitSidebarEvent(e as SidebarUpdated, maxBytes);
      default:
        return e;
    }
  });
}
