import { ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { VisibilityCache } from '../../src/authz/visibility-cache.ts';
import type { Visibility } from '../../src/authz/visibility.ts';
import { tokenChecks, type TokenChecks } from '../../src/identity/tokens.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

let alex: TestClient;

const t = useTestServer();
beforeAll(async () => {
  alex = await t.client('alex');
});

const writer = () => personWithChannel(t, alex, 'write');

/**
 * The check: a person writes and reads (so that the server keeps their
 * visibility), then their grant is revoked by a plain SQL statement that no
 * server code sees, as another tool or node could. The next read must be
 * refused. (A read, not a write: a new message is checked again inside its
 * group's transaction, messages/create.ts.)
 */
async function revocationByAnyWriterTakesEffect(): Promise<boolean> {
  const f = await writer();
  const posted = await f.who.postMessage(f.thread, 'before');
  expect(posted.status).toBe(201);
  expect((await f.who.request('GET', `/api/v1/messages/${posted.body.id}`)).status).toBe(200);
  await t.db.pool.query(`UPDATE grants SET revoked_at = now() WHERE subject_id = $1`, [f.who.principalId]);
  const after = await f.who.request('GET', `/api/v1/messages/${posted.body.id}`);
  return after.status === 404;
}

/**
 * The broken variant: a cache that keeps a visibility whatever visibility_version says, and token checks
 * that read the visibility only where none is kept (D549). Either alone still refuses: the check's
 * statement reads a kept visibility again when its version is behind, and the cache does not hand one out.
 */
function versionBlind(): { cache: VisibilityCache; checks: TokenChecks } {
  const kept = new Map<string, Visibility>();
  const cache = Object.assign(Object.create(VisibilityCache.prototype) as VisibilityCache, {
    get: (principalId: string) => kept.get(principalId),
    keptVersion: (principalId: string) => kept.get(principalId)?.visibilityVersion,
    set: (v: Visibility) => void kept.set(v.principalId, v),
  });
  return { cache, checks: tokenChecks(t.server.ctx.pool, t.server.ctx.config.server.authCheckBatchMax, () => ({ visibilityReadWhenNoneKept: true })) };
}

describe('visibility kept between REST requests (7.2, 8.2)', () => {
  it('refuses at the next request after a grant is revoked by any writer, not only through this server', async () => {
    expect(await revocationByAnyWriterTakesEffect()).toBe(true);
  });

  it('twin: the same check fails against a cache that ignores visibility_version with token checks that read the visibility only where none is kept (D549)', async () => {
    const real = { cache: t.server.ctx.visibilityCache, checks: t.server.ctx.tokenChecks };
    const broken = versionBlind();
    t.server.ctx.visibilityCache = broken.cache;
    t.server.ctx.tokenChecks = broken.checks;
    try {
      expect(await revocationByAnyWriterTakesEffect()).toBe(false);
    } finally {
      t.server.ctx.visibilityCache = real.cache;
      t.server.ctx.tokenChecks = real.checks;
    }
  });

  it('sees a channel turned read-only at the next request, although that change has no permission version (8.1)', async () => {
    const f = await writer();
    expect((await f.who.postMessage(f.thread, 'before')).status).toBe(201);
    expect((await alex.request('PATCH', `/api/v1/channels/${f.channel}`, { body: { read_only: true } })).status).toBe(200);
    const refused = await f.who.postMessage(f.thread, 'into a read-only channel');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ProblemCode.Forbidden });
  });

  it('moves visibility_version with every change to what visibility is read from, and with nothing else', async () => {
    const version = async () => (await t.db.pool.query<{ value: number }>(`SELECT value FROM sequence_counters WHERE name = 'visibility_version'`)).rows[0]!.value;
    const sam = await t.client('sam');
    let before = await version();
    expect((await sam.postMessage(t.ids.welcomeThread, 'a message changes no visibility')).status).toBe(201);
    expect(await version()).toBe(before);
    for (const change of [
      `UPDATE principals SET display_name = display_name WHERE handle = 'sam'`,
      `UPDATE grants SET level = level WHERE subject_id = '${t.ids.sam}'`,
      `UPDATE channels SET read_only = read_only WHERE id = '${t.ids.general}'`,
      `UPDATE spaces SET archived = archived WHERE id = '${t.ids.space}'`,
      `DELETE FROM group_members WHERE false`,
    ]) {
      await t.db.pool.query(change);
      const now = await version();
      expect(now, change).toBeGreaterThan(before);
      before = now;
    }
  });
});

describe('the visibility cache', () => {
  const visibility = (principalId: string, version: number, validUntil = Number.POSITIVE_INFINITY) => ({ principalId, visibilityVersion: version, validUntil }) as Visibility;

  it('answers only for the version it was read at and until its first expiry', () => {
    let now = 1_000;
    const cache = new VisibilityCache(10, () => now);
    cache.set(visibility('a', 3, 2_000));
    expect(cache.get('a', 3)).toBeDefined();
    expect(cache.get('a', 4)).toBeUndefined();
    expect(cache.get('a', undefined)).toBeUndefined();
    now = 2_000;
    expect(cache.get('a', 3)).toBeUndefined();
  });

  it('never answers without a number, and forgets everything when the number goes back (a restored database)', () => {
    const cache = new VisibilityCache(10);
    cache.set(visibility('a', 7));
    cache.set(visibility('b', 9));
    expect(cache.get('a', null)).toBeUndefined();
    expect(cache.get('a', undefined)).toBeUndefined();
    expect(cache.get('a', 7)).toBeDefined();
    expect(cache.get('b', 8)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new VisibilityCache(2);
    cache.set(visibility('a', 1));
    cache.set(visibility('b', 1));
    expect(cache.get('a', 1)).toBeDefined();
    cache.set(visibility('c', 1));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});
