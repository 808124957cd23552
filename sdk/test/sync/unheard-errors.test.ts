// The wiring helpers an app may call on its own follow the SDK's error policy (D296): without an
// `onError`, a failure of their background work is the fallback line, never dropped. gateOutbox
// (13.4: settling after catch-up, confirming an echo) and reloadTruncated (2.2: the REST reload of
// a truncated message). The connection and the outbox are stand-ins that only fail: what is
// checked is where their errors go.
import { EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { gateOutbox } from '../../src/sync/outbox-gate.ts';
import { reloadTruncated } from '../../src/sync/truncated.ts';
import { catchWarnings } from '../support/warn.ts';

const { warned } = catchWarnings();

/** A connection whose events the test fires by name. */
function connection() {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    on: ((name: string, handler: (payload: unknown) => void) => {
      handlers.set(name, handler);
      return () => handlers.delete(name);
    }) as never,
    fire: (name: string, payload: unknown) => handlers.get(name)!(payload),
  };
}
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('wiring helpers report what fails without an onError (D296, 13.4, 2.2)', () => {
  it('gateOutbox: a failed settle after catch-up and a failed echo confirmation reach the fallback line', async () => {
    const c = connection();
    const outbox = { pause: () => {}, resume: () => {}, settleSent: () => Promise.reject(new Error('settle failed')), confirmEcho: () => Promise.reject(new Error('confirm failed')) };
    gateOutbox(c, outbox);
    c.fire('synced', undefined);
    c.fire(EventType.MessageCreated, {});
    await settle();
    expect(warned()).toEqual([expect.stringContaining('settle failed'), expect.stringContaining('confirm failed')]);
  });

  it('reloadTruncated: a failed reload reaches the fallback line; an onError given takes it instead', async () => {
    const c = connection();
    const rest = { api: { GET: () => Promise.reject(new Error('reload failed')) }, call: <T>(f: () => Promise<T>) => f(), signal: () => undefined };
    const event = { truncated: true, payload: { message: { id: 'm1' } } };
    reloadTruncated(c, rest as never, () => {});
    c.fire(EventType.MessageCreated, event);
    await settle();
    expect(warned()).toEqual([expect.stringContaining('reload failed')]);
    const taken: unknown[] = [];
    const d = connection();
    reloadTruncated(d, rest as never, () => {}, (e) => taken.push(e));
    d.fire(EventType.MessageUpdated, event);
    await settle();
    expect(taken).toHaveLength(1);
    expect(warned()).toHaveLength(1);
  });
});
