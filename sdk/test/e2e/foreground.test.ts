// foreground() and networkChanged() in the two states without a socket that wait for something
// other than a timer (6.5, 6.4; D417), against the reference server behind the fault proxy:
// awaiting_device (4016) asks GET /devices/{id} at once, so a device approved meanwhile connects
// without the poll's backoff; renewing_token (4004, 4011) does nothing: no socket is opened with
// the token being renewed, and the renewal leads to the next attempt.
import { CloseCode } from '@bothy/generated';
import { afterEach, describe, expect, it } from 'vitest';
import { e2eClient, sleep, until, useTestServer, within, type E2eClient, type E2eClientOptions } from '../support/e2e.ts';
import { FaultProxy } from '../support/fault-proxy.ts';

const t = useTestServer();
const open: E2eClient[] = [];
const proxies: FaultProxy[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) await c.client.close();
  for (const p of proxies.splice(0)) await p.stop();
});

/** A backoff far longer than the test: an attempt or a check that waited for it would outlast every bound below. */
const LONG = { reconnectBase: 30_000, reconnectCap: 60_000 };

async function viaProxy(options: E2eClientOptions = {}): Promise<E2eClient & { proxy: FaultProxy }> {
  const proxy = new FaultProxy(t.server.port);
  await proxy.start();
  proxies.push(proxy);
  const c = await e2eClient(t, proxy.url, 'alex', { timing: LONG, random: () => 0.5, ...options });
  open.push(c);
  return { ...c, proxy };
}

describe('foreground() while awaiting the device (6.5, 6.4 4016; D417)', () => {
  for (const call of ['foreground', 'networkChanged'] as const) {
    it(`${call}(): the device is asked about at once, and a device approved meanwhile connects without the poll's backoff`, async () => {
      const c = await viaProxy({ deviceState: 'pending' });
      const devicePath = `/api/v1/devices/${c.tokens.deviceId}`;
      await c.client.start();
      await until(() => c.client.state === 'awaiting_device', 'awaiting the device');
      expect(c.seen.closes.map((x) => x.code)).toEqual([CloseCode.DevicePending]);
      // The first poll waits the backoff (15 s here); the person approves the device meanwhile.
      await sleep(200);
      expect(c.proxy.exchanges.filter((e) => e.path === devicePath)).toEqual([]);
      await t.db.pool.query(`UPDATE devices SET state = 'active' WHERE id = $1`, [c.tokens.deviceId]);
      const asked = Date.now();
      c.client[call]();
      await within(c.client.whenLive(), 'live after the call', 5_000);
      expect(Date.now() - asked).toBeLessThan(5_000);
      expect(c.proxy.exchanges.filter((e) => e.path === devicePath && e.status === 200)).toHaveLength(1);
      expect(c.proxy.upgrades).toBe(2);
    });
  }

  it('a device still pending: one check, no attempt, and the client keeps awaiting it', async () => {
    const c = await viaProxy({ deviceState: 'pending' });
    const devicePath = `/api/v1/devices/${c.tokens.deviceId}`;
    await c.client.start();
    await until(() => c.client.state === 'awaiting_device', 'awaiting the device');
    c.client.foreground();
    await until(() => c.proxy.exchanges.some((e) => e.path === devicePath && e.status === 200), 'the device was asked about');
    await sleep(300);
    expect(c.client.state).toBe('awaiting_device');
    expect(c.proxy.upgrades).toBe(1);
    expect(c.proxy.exchanges.filter((e) => e.path === devicePath && e.status === 200)).toHaveLength(1);
  });
});

describe('foreground() while a token is renewed (6.5, 6.4 4004; D417)', () => {
  it('does nothing: no socket is opened with the refused token, and the renewal leads to live', async () => {
    const c = await viaProxy({ timing: {} }); // the short intervals: the attempt after the renewal waits the counted backoff (D381)
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const renew = c.tokens.renewAccessToken.bind(c.tokens);
    c.tokens.renewAccessToken = async () => {
      await released;
      return renew();
    };
    const good = c.tokens.token;
    c.tokens.token = `${good.slice(0, -4)}AAAA`; // the server refuses it: 4004
    await c.client.start();
    await until(() => c.client.state === 'renewing_token', 'renewing the token');
    c.client.foreground();
    c.client.networkChanged();
    await sleep(300);
    expect(c.client.state).toBe('renewing_token');
    expect(c.proxy.upgrades).toBe(1);
    release();
    await within(c.client.whenLive(), 'live after the renewal', 5_000);
    expect(c.seen.closes.map((x) => x.code)).toEqual([CloseCode.AuthenticationFailed]);
    expect(c.tokens.renewals).toBe(1);
  });
});
