// The inbox rule of 15.2 (admit) and the stores that keep it across restarts.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Event } from '@bothy/generated';
import { afterAll, describe, expect, it } from 'vitest';
import { admit, MemoryInboxStore, openEntries, type Delivery, type InboxEntry, type InboxState, type InboxStore } from '../../src/agent/inbox.ts';
import type { InvocationClaims } from '../../src/agent/token.ts';
import { FileInboxStore } from '../../src/node/file-stores.ts';

const RUN = '01a23277-4f85-7061-aced-6bca5cdf147c';
let keys = 0;
const k = { newKey: () => `key-${++keys}`, now: 1 };

function delivery(eventId: string, jti: string, seq = 7): Delivery {
  const invocation = { run_id: RUN, thread_id: 't', message_id: 'm', trigger_kind: 'mention' as const, trigger_principal_id: 'p' };
  const claims: InvocationClaims = { jti, expiresAt: 60_000, runId: RUN, threadId: 't', triggerKind: 'mention', billingMode: 'subscription', toolClass: 'write' };
  return { event: { id: eventId, seq, type: 'agent.invocation', payload: invocation } as unknown as Event, invocation, token: `token-${jti}`, claims };
}

const inState = (entry: InboxEntry, state: InboxState): InboxEntry => ({ ...entry, state });

describe('the inbox rule (15.2): dedupe by event ID and run ID; a newer token replaces the stored one until the run started', () => {
  const first = admit(undefined, delivery('e1', 'j1'), k);

  it('a run the inbox does not hold is new, accepted, with the token and a start key', () => {
    expect(first.kind).toBe('new');
    expect(first.entry).toMatchObject({ runId: RUN, eventId: 'e1', eventIds: ['e1'], token: 'token-j1', jti: 'j1', state: 'accepted', seq: 7 });
  });

  it('the same delivery again is a duplicate and changes nothing', () => {
    const again = admit(first.entry, delivery('e1', 'j1'), k);
    expect(again.kind).toBe('duplicate');
    expect(again.entry).toBe(first.entry);
  });

  for (const state of ['accepted', 'starting'] as const) {
    it(`a redelivery with a newer token replaces the stored one while ${state}, with a new start key`, () => {
      const next = admit(inState(first.entry, state), delivery('e1', 'j2'), k);
      expect(next.kind).toBe('replaced');
      expect(next.entry).toMatchObject({ token: 'token-j2', jti: 'j2', state, eventIds: ['e1'] });
      expect(next.entry.startKey).not.toBe(first.entry.startKey);
    });
  }

  for (const state of ['running', 'finishing', 'done'] as const) {
    it(`once ${state}, a newer token is a duplicate: the run started with the stored one`, () => {
      const next = admit(inState(first.entry, state), delivery('e2', 'j3'), k);
      expect(next.kind).toBe('duplicate');
      expect(next.entry).toMatchObject({ token: 'token-j1', jti: 'j1', state, eventIds: ['e1', 'e2'] });
    });
  }

  it('another event of the same run (a duplicate after a server restart) is merged into the one entry', () => {
    const next = admit(first.entry, delivery('e9', 'j4'), k);
    expect(next.entry.runId).toBe(RUN);
    expect(next.entry.eventIds).toEqual(['e1', 'e9']);
  });

  it('openEntries leaves out done runs and orders the rest by seq', () => {
    const a = { ...first.entry, runId: 'a', seq: 9 };
    const b = { ...first.entry, runId: 'b', seq: 3 };
    const c = { ...first.entry, runId: 'c', seq: 1, state: 'done' as const };
    expect(openEntries([a, b, c]).map((e) => e.runId)).toEqual(['b', 'a']);
  });
});

describe('inbox stores: what was put is there after a restart (15.2)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bothy-inbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const entry = admit(undefined, delivery('e1', 'j1'), k).entry;

  const stores: Array<[string, () => InboxStore, () => InboxStore]> = [
    ['memory', () => memory, () => memory],
    ['file', () => new FileInboxStore(path.join(dir, 'inbox.json')), () => new FileInboxStore(path.join(dir, 'inbox.json'))],
  ];
  const memory = new MemoryInboxStore();

  for (const [name, open, reopen] of stores) {
    it(`${name}: put, load in a new instance, delete, clear`, async () => {
      const store = open();
      await store.put(entry);
      await store.put({ ...entry, runId: 'other', seq: 1 });
      expect((await reopen().load()).map((e) => e.runId)).toEqual(name === 'file' ? ['other', RUN] : [RUN, 'other']);
      const loaded = (await reopen().load()).find((e) => e.runId === RUN);
      expect(loaded).toEqual(entry);
      await store.delete('other');
      expect((await reopen().load()).map((e) => e.runId)).toEqual([RUN]);
      await store.clear();
      expect(await reopen().load()).toEqual([]);
    });
  }

  it('the file holds invocation tokens and is readable by its owner only', async () => {
    const file = path.join(dir, 'private.json');
    await new FileInboxStore(file).put(entry);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
