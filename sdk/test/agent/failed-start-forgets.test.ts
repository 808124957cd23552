// A start() that fails keeps nothing its load read (15.2; D531 addendum): the store was given back, so
// the runs it listed are not this process's; before, `inbox` still showed them after the rejection.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BothyAgent } from '../../src/agent/agent.ts';
import type { InboxEntry, InboxStore } from '../../src/agent/inbox.ts';
import { FileCursorStore } from '../../src/node/file-stores.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bothy-failed-start-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('BothyAgent.start() that fails (15.2; D531 addendum)', () => {
  it('keeps no run its load read once it rejected (its stored session unreadable); a second start() loads them again', async () => {
    // A done run, written just now (the prune keeps it): the smallest entry the load hands over.
    const done = { runId: 'run-1', state: 'done', updatedAt: Date.now(), eventIds: ['e-1'] } as unknown as InboxEntry;
    let loads = 0;
    const store: InboxStore = {
      load: async () => {
        loads += 1;
        return [structuredClone(done)];
      },
      put: async () => {},
      delete: async () => {},
      clear: async () => {},
    };
    const session = path.join(dir, 'session.json');
    await writeFile(session, '{ not json');
    const agent = new BothyAgent({ baseUrl: 'http://127.0.0.1:9', apiToken: 'token', billingMode: 'subscription', toolClass: 'read', WebSocket: WebSocket as never, inboxStore: store, sessionStore: new FileCursorStore(session), reconnectBase: 20, reconnectCap: 50 });
    agent.on('error', () => {});
    await expect(agent.start()).rejects.toBeInstanceOf(SyntaxError);
    expect(loads).toBe(1);
    expect(agent.inbox).toEqual([]);
    await rm(session);
    await agent.start();
    expect(loads).toBe(2);
    expect(agent.inbox.map((e) => e.runId)).toEqual(['run-1']);
    await agent.stop();
  });
});
