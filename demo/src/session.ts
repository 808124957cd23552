// Login and transport of the demo app: a DPoP key in IndexedDB, a token from the dev endpoint, and
// the "offline" switch, which cuts the WebSocket, the REST transport that the client is given and
// the token's renewal.
// Everything here uses the published @bothy/sdk only.
import { BothyClient, IndexedDbCursorStore, IndexedDbDpopKeyStore, IndexedDbOutboxStore, loadOrCreateDpopKey, runStore, StaticTokenProvider, type DpopKey } from '@bothy/sdk';

/** One browser tab is one device: its own key, cursor and outbox, kept across reloads of the tab. */
function tabId(): string {
  let id = sessionStorage.getItem('bothy-demo.tab');
  if (!id) sessionStorage.setItem('bothy-demo.tab', (id = crypto.randomUUID()));
  return id;
}

/** The login and each renewal of the token, through the switch: while "offline", a renewal fails as without a network. */
async function devToken(net: NetworkSwitch, principal: string, key: DpopKey, deviceId?: string): Promise<{ access_token: string; device_id: string }> {
  const res = await net.fetch(
    new Request(new URL('/api/v1/dev/tokens', location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ principal, public_jwk: key.publicJwk, ...(deviceId ? { device_id: deviceId } : {}) }),
    }),
  );
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; device_id?: string; detail?: string };
  if (!res.ok || !body.access_token || !body.device_id) throw new Error(`login as ${principal} refused: ${res.status} ${body.detail ?? res.statusText}`);
  return { access_token: body.access_token, device_id: body.device_id };
}

/** The switch: while offline, new sockets go nowhere, open ones are closed, and every request fails as without a network. */
export class NetworkSwitch {
  offline = false;
  readonly #sockets = new Set<WebSocket>();

  readonly WebSocket = ((sw: NetworkSwitch) =>
    class DemoSocket extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        // Port 9 (discard) refuses at once: the SDK sees a failed attempt and backs off (6.5).
        super(sw.offline ? 'ws://127.0.0.1:9/' : url, protocols);
        sw.#sockets.add(this);
        this.addEventListener('close', () => sw.#sockets.delete(this));
      }
    })(this);

  readonly fetch = (input: Request): Promise<Response> => (this.offline ? Promise.reject(new TypeError('Failed to fetch (the demo is offline)')) : fetch(input));

  set(offline: boolean, client: BothyClient): void {
    this.offline = offline;
    if (offline) for (const s of this.#sockets) s.close(3000, 'offline switch');
    else client.networkChanged(); // 6.5: a network change is an immediate attempt
  }
}

export interface Session {
  handle: string;
  client: BothyClient;
  net: NetworkSwitch;
}

export async function openSession(handle: string, discardCache: () => void): Promise<Session> {
  const db = `bothy-demo-${handle}-${tabId()}`;
  const key = await loadOrCreateDpopKey(new IndexedDbDpopKeyStore(db));
  const deviceKey = `bothy-demo.device.${handle}`;
  const net = new NetworkSwitch();
  const first = await devToken(net, handle, key, sessionStorage.getItem(deviceKey) ?? undefined);
  sessionStorage.setItem(deviceKey, first.device_id);
  const tokens = new StaticTokenProvider(first.access_token, async () => (await devToken(net, handle, key, first.device_id)).access_token);
  const client = await BothyClient.open({
    baseUrl: location.origin,
    deviceId: first.device_id,
    dpopKey: key,
    tokens,
    cursorStore: new IndexedDbCursorStore(db),
    outboxStore: new IndexedDbOutboxStore(db),
    WebSocket: net.WebSocket,
    fetch: net.fetch,
    runs: runStore,
    discardCache,
    // Shorter than the spec's defaults, so that a reconnect after the offline switch is quick to watch (D213).
    timing: { reconnectBase: 250, reconnectCap: 4000, outboxRetryBase: 500, outboxRetryCap: 4000 },
  });
  return { handle, client, net };
}
