import { BothyClient, loadOrCreateDpopKey, StaticTokenProvider } from '@bothy/sdk';
import { FileCursorStore, FileDpopKeyStore, FileOutboxStore } from '@bothy/sdk/node';
import WebSocket from 'ws';
import { login } from './login.ts';

const baseUrl = 'http://127.0.0.1:8080'; // the demo server of `npm start`
// One DPoP key per device, kept between runs: the server binds every token to it.
const dpopKey = await loadOrCreateDpopKey(new FileDpopKeyStore('.bothy/dpop-key.json'));
const session = await login(baseUrl, dpopKey);
// What the app caches of the server's state: threads, messages.
export const cache = new Map<string, unknown>();

export const client = await BothyClient.connect({
  baseUrl,
  deviceId: session.deviceId,
  dpopKey,
  // Renewed on reauth_required, 4004 and 4011.
  tokens: new StaticTokenProvider(session.accessToken, async () => (await login(baseUrl, dpopKey, session.deviceId)).accessToken),
  WebSocket, // Node 20 has no WebSocket of its own; leave it out in a browser
  cursorStore: new FileCursorStore('.bothy/cursor.json'), // a browser: IndexedDbCursorStore
  outboxStore: new FileOutboxStore('.bothy/outbox.json'), // a browser: IndexedDbOutboxStore
  discardCache: () => cache.clear(), // resync_required (7.3): the cache goes, the outbox stays
  wipeLocalData: () => cache.clear(), // 4012: session or device revoked, every local datum goes
});
