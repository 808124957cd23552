// The minimal app of an app developer, on the installed @bothy/sdk only: log in (the demo
// server's dev endpoint), connect, listen to message.created, send a message and wait for its
// echo. The package check type-checks it with an ordinary tsconfig, bundles it for the browser
// with esbuild and runs it in Chromium; the bundle budget measures the same file.
import { BothyClient, EventType, generateDpopKey, StaticTokenProvider, type EventOf, type WebSocketConstructor } from '@bothy/sdk';

/** The agent entry's types resolve from the installed package too (erased: nothing of it is bundled). */
export type AgentHandler = import('@bothy/sdk/agent').RunHandler;
export type AgentInbox = import('@bothy/sdk/agent').InboxStore;

export interface AppResult {
  threadId: string;
  messageId: string;
  threadSeq: number;
}

interface Session {
  access_token: string;
  device_id: string;
}

export async function run(baseUrl: string, options: { principal?: string; WebSocket?: WebSocketConstructor; timeoutMs?: number } = {}): Promise<AppResult> {
  const dpopKey = await generateDpopKey();
  const login = async (deviceId?: string): Promise<Session> => {
    const res = await fetch(new URL('/api/v1/dev/tokens', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ principal: options.principal ?? 'alex', public_jwk: dpopKey.publicJwk, ...(deviceId ? { device_id: deviceId } : {}) }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as Session;
  };
  const session = await login();
  const client = await BothyClient.open({
    baseUrl,
    deviceId: session.device_id,
    dpopKey,
    tokens: new StaticTokenProvider(session.access_token, async () => (await login(session.device_id)).access_token),
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
  });
  try {
    // A thread to write to: the demo's welcome thread, found in the log (GET /events).
    const page = await client.rest.getEvents({ after: 0, limit: 100 });
    const seeded = page.events.find((e): e is EventOf<typeof EventType.MessageCreated> => e.type === EventType.MessageCreated);
    if (!seeded) throw new Error('no message.created in the log to find a thread by');
    const threadId = seeded.payload.message.thread_id;
    const text = `package check ${crypto.randomUUID()}`;
    const echo = new Promise<AppResult>((resolve) => {
      client.on(EventType.MessageCreated, (event) => {
        const m = event.payload.message;
        if (m.thread_id === threadId && m.content_md === text) resolve({ threadId, messageId: m.id, threadSeq: m.thread_seq });
      });
    });
    await client.start();
    await client.whenLive();
    await client.sendMessage(threadId, text);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no echo of the sent message in time')), options.timeoutMs ?? 15_000);
    });
    try {
      return await Promise.race([echo, timeout]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await client.close();
  }
}
