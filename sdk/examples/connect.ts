import { BothyClient, loadOrCreateDpopKey, StaticTokenProvider } from '@bothy/sdk';
import { FileCursorStore, FileDpopKeyStore, FileOutboxStore } from '@bothy/sdk/node';
import { readFile, writeFile } from 'node:fs/promises';
import WebSocket from 'ws';
import { exampleOptions, orExit } from './cli/options.ts';
import { login } from './login.ts';

// What the app caches of the server's state: threads, messages.
export const cache = new Map<string, unknown>();

export async function connect(): Promise<BothyClient> {
  // --url or BOTHY_URL (default: the demo server of `npm start`), --principal or BOTHY_PRINCIPAL (default: alex)
  const { baseUrl, principal } = exampleOptions();
  const dir = `.bothy/${principal}`; // this device's data, kept between runs
  // One DPoP key per device, kept between runs: the server binds every token to it.
  const dpopKey = await loadOrCreateDpopKey(new FileDpopKeyStore(`${dir}/dpop-key.json`));
  // The device keeps its ID between runs too: the stored cursor and gateway session are its own.
  const deviceId = await readFile(`${dir}/device-id`, 'utf8').catch(() => undefined);
  // A server that is down or a name it does not know ends the example here with one line.
  const session = await orExit(login(baseUrl, principal, dpopKey, deviceId), baseUrl);
  await writeFile(`${dir}/device-id`, session.deviceId);
  // Resolves once the stores are open and the first attempt has started, without waiting for the
  // network: an app that starts offline works from its stores at once. The client then catches up
  // and goes live by itself, and again after every reconnect; `await client.whenLive()` waits for it.
  return BothyClient.connect({
    baseUrl,
    deviceId: session.deviceId,
    dpopKey,
    // Renewed on reauth_required, 4004 and 4011.
    tokens: new StaticTokenProvider(session.accessToken, async () => (await login(baseUrl, principal, dpopKey, session.deviceId)).accessToken),
    WebSocket, // Node 20 has no WebSocket of its own; leave it out in a browser
    cursorStore: new FileCursorStore(`${dir}/cursor.json`), // a browser: IndexedDbCursorStore
    outboxStore: new FileOutboxStore(`${dir}/outbox.json`), // a browser: IndexedDbOutboxStore
    discardCache: () => cache.clear(), // resync_required (7.3): the cache goes, the outbox stays
    wipeLocalData: () => cache.clear(), // 4012: session or device revoked, every local datum goes
  });
}
