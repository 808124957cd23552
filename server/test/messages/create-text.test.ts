// The new message's statement (5.1, D281): its text is built once per form and is the same string every
// time (D546), so that its prepared name is found without hashing the text again. A form that took
// another form's text would lose the draft step (14), the agents' look-up of its mentions (D80) or the
// thread's active runs (15.4): each form's text is checked for its parts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMessageFormsBuilt, createMessageStatement, type NewMessage } from '../../src/messages/create.ts';
import { sqlStatementName } from '../../src/db/sql-prepared.ts';

function message(o: { clearDraft?: boolean; mention?: boolean; content?: string } = {}): NewMessage {
  const content = `${o.content ?? 'a message'}${o.mention ? ` <@${randomUUID()}>` : ''}`;
  return {
    threadId: randomUUID(),
    author: { id: randomUUID(), kind: 'user' },
    body: { client_msg_id: randomUUID(), content_md: content, ...(o.clearDraft ? { clear_draft: true } : {}) },
    hash: 'x'.repeat(64),
  };
}

describe('the new message statement, one text per form (5.1, 14, 15.4; D546)', () => {
  it('gives messages of one form the same text, the same string, and so the same name at once', () => {
    const a = createMessageStatement(message({ content: 'one' }));
    const built = createMessageFormsBuilt();
    const b = createMessageStatement(message({ content: 'another' }));
    expect(b.text).toBe(a.text);
    // Built once: the second message of the form took the kept text, it built none.
    expect(createMessageFormsBuilt()).toBe(built);
    expect(sqlStatementName('create_message', b.text)).toBe(sqlStatementName('create_message', a.text));
    // The values stay the message's own.
    expect(b.values[6]).toBe('another');
    expect(b.values[0]).not.toBe(a.values[0]);
  });

  it('gives each form the parts it needs, whichever form was built first', () => {
    // Built in an order where a form keyed on too few switches would hand an earlier form's text on.
    const plain = createMessageStatement(message()).text;
    const draft = createMessageStatement(message({ clearDraft: true })).text;
    const mention = createMessageStatement(message({ mention: true })).text;
    const free = createMessageStatement(message(), true).text;
    const all = createMessageStatement(message({ clearDraft: true, mention: true }), true).text;
    const twin = createMessageStatement(message(), false, false, true).text;
    const parts = (text: string) => ({ draft: text.includes('UPDATE drafts'), mentionLookup: text.includes('ANY($10::uuid[])'), activeRuns: text.includes('FROM runs'), clientIdAfterCommit: text.includes('$12::uuid') });
    expect(parts(plain)).toEqual({ draft: false, mentionLookup: false, activeRuns: false, clientIdAfterCommit: false });
    expect(parts(draft)).toEqual({ draft: true, mentionLookup: false, activeRuns: false, clientIdAfterCommit: false });
    expect(parts(mention)).toEqual({ draft: false, mentionLookup: true, activeRuns: true, clientIdAfterCommit: false });
    expect(parts(free)).toEqual({ draft: false, mentionLookup: false, activeRuns: true, clientIdAfterCommit: false });
    expect(parts(all)).toEqual({ draft: true, mentionLookup: true, activeRuns: true, clientIdAfterCommit: false });
    expect(parts(twin)).toEqual({ draft: false, mentionLookup: false, activeRuns: false, clientIdAfterCommit: true });
    // The twin without the thread's lock on its runs differs from the real statement only there.
    expect(createMessageStatement(message({ mention: true }), false, true).text).toBe(mention.replace(' FOR SHARE', ''));
  });
});
