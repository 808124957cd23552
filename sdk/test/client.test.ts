// BothyClient's errors without an `error` listener (internal/report.ts): the connection's errors
// pass through the client, so the client is where an unheard one is written, once. No server: a
// WebSocket that cannot be made is the connection's own failure; the real socket's are in test/e2e.
import { describe, expect, it, vi } from 'vitest';
import { StaticTokenProvider } from '../src/auth.ts';
import { BothyClient } from '../src/client.ts';
import { generateDpopKey } from '../src/dpop/key.ts';
import type { BothyError } from '../src/errors.ts';
import { SdkErrorCode } from '../src/errors.ts';
import { catchWarnings } from './support/warn.ts';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJwZXJzb24ifQ.c2lnbmF0dXJl';

class UnmakeableWebSocket {
  constructor(url: string) {
    throw new Error(`no network for ${url} (Authorization: DPoP ${TOKEN})`);
  }
}

const { spy, warned } = catchWarnings();

async function client(): Promise<BothyClient> {
  return BothyClient.open({
    baseUrl: 'http://127.0.0.1:9',
    deviceId: '01900000-0000-7000-8000-000000000001',
    dpopKey: await generateDpopKey(),
    tokens: new StaticTokenProvider(TOKEN),
    WebSocket: UnmakeableWebSocket as never,
    timing: { reconnectBase: 60_000, reconnectCap: 60_000 },
  });
}

describe('a client without an error listener (6.5 a failed attempt; 7.1 errors are reported)', () => {
  it('writes a connection failure once to console.warn with its code, the token masked, and throws nothing', async () => {
    const c = await client();
    try {
      await expect(c.start()).resolves.toBeUndefined();
      await vi.waitFor(() => expect(spy()).toHaveBeenCalled(), { timeout: 2_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warned()).toHaveLength(1);
      const line = warned()[0]!;
      expect(line).toMatch(/^\[@bothy\/sdk\] unexpected_error: Error: no network for ws:\/\/127\.0\.0\.1:9\/api\/v1\/gateway/);
      expect(line).not.toContain(TOKEN.slice(3));
    } finally {
      await c.stop();
    }
  });

  it('with a listener, the listener gets it and nothing is written', async () => {
    const c = await client();
    const errors: BothyError[] = [];
    c.on('error', (e) => errors.push(e));
    try {
      await c.start();
      await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 2_000 });
      expect(errors[0]!.code).toBe(SdkErrorCode.Unexpected);
      expect(warned()).toEqual([]);
    } finally {
      await c.stop();
    }
  });
});
