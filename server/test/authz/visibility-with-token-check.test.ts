// A token check reads the principal's visibility in its own statement where the process keeps none at
// the visibility_version that statement reads (D549, issue 22): a new principal's identify or request
// makes one round trip less, and what it is served is what a visibility read of its own would have
// been, of the same snapshot as the check (7.2, 8.2). Real PostgreSQL, the server's own statements.
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadVisibility, VISIBILITY_VERSION, visibilityOfRow, type Visibility, type VisibilityState } from '../../src/authz/visibility.ts';
import { visibilityOf } from '../../src/identity/authenticate.ts';
import { tokenChecks } from '../../src/identity/tokens.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';
import { statementsOf } from '../support/statements.ts';
import { personCheckOf } from '../support/token-checks.ts';
import { withTwins } from '../support/twins.ts';

const t = useTestServer();
let alex: TestClient;
beforeAll(async () => {
  alex = await t.client('alex');
});

/** loadVisibility's statement: a visibility read on its own. */
const readsOfItsOwn = (texts: string[]) => texts.filter((s) => /FROM principals p WHERE p\.id = \$1/.test(s)).length;
const currentVv = async () => (await t.db.pool.query<{ vv: number }>(`SELECT ${VISIBILITY_VERSION} AS vv`)).rows[0]!.vv;

/** The visibility a check's row carries, built as the server builds it; undefined where the row has none. */
function read(principalId: string, row: { kind: 'user' | 'agent' | 'app'; status: string; is_owner: boolean; visibility_version: number; visibility: VisibilityState | null } | undefined): Visibility | undefined {
  expect(row).toBeDefined();
  return row!.visibility ? visibilityOfRow({ id: principalId, ...row! }, row!.visibility) : undefined;
}

/** A person's check as the server sends it, spending no proof ID. */
const personCheck = (c: TestClient, knownVv: number | null) => personCheckOf(c, { digest: null, knownVv });

describe('the token check reads the visibility where none is kept current (7.2, 8.2, D549)', () => {
  it("a new principal's identify reads its visibility in the token check's statement, none of its own, and keeps what a read of its own gives", async () => {
    const pat = (await personWithChannel(t, alex, 'read')).who;
    t.server.ctx.visibilityCache.clear();
    const c = await GatewayTestClient.connect(t.server.url);
    try {
      const { texts, names } = await statementsOf(t.server.ctx.pool, () => c.identify(pat));
      expect(names).toContain('bothy_person_checks');
      expect(readsOfItsOwn(texts)).toBe(0);
    } finally {
      c.close();
    }
    const vv = await currentVv();
    expect(t.server.ctx.visibilityCache.keptVersion(pat.principalId)).toBe(vv);
    expect(t.server.ctx.visibilityCache.get(pat.principalId, vv)).toEqual(await loadVisibility(t.db.pool, pat.principalId));
  });

  it('the statement reads the visibility where none is kept or the kept one is behind, and not where it is current (8.2)', async () => {
    const sam = await t.client('sam');
    const vv = await currentVv();
    const checks = tokenChecks(t.server.ctx.pool, 8);
    const [none, behind, current] = await Promise.all([null, vv - 1, vv].map((known) => checks.person.check(personCheck(sam, known))));
    const loaded = await loadVisibility(t.db.pool, sam.principalId);
    expect(read(sam.principalId, none)).toEqual(loaded);
    expect(read(sam.principalId, behind)).toEqual(loaded);
    expect(current?.visibility).toBeNull();
    expect([none, behind, current].map((r) => r?.visibility_version)).toEqual([vv, vv, vv]);
  });

  it('twin: token checks that read the visibility only where none is kept read none for a kept one that is behind (8.2)', async () => {
    const sam = await t.client('sam');
    const vv = await currentVv();
    const checks = tokenChecks(t.server.ctx.pool, 8, () => ({ visibilityReadWhenNoneKept: true }));
    const [none, behind] = await Promise.all([null, vv - 1].map((known) => checks.person.check(personCheck(sam, known))));
    expect(read(sam.principalId, none)).toEqual(await loadVisibility(t.db.pool, sam.principalId));
    expect(behind?.visibility).toBeNull();
  });

  it("an agent's API token check reads its visibility the same way (6.3)", async () => {
    const token = await t.apiToken('helper');
    const claims = decodeJwt(token);
    const checks = tokenChecks(t.server.ctx.pool, 8);
    const row = await checks.apiToken.check({ principalId: claims.sub!, tokenId: claims.tid as string, digest: null, ttlMs: 60_000, knownVv: null });
    expect(row).toMatchObject({ kind: 'agent', status: 'active', token_revoked: false });
    expect(read(claims.sub!, row)).toEqual(await loadVisibility(t.db.pool, claims.sub!));
  });

  it("a grant given after the person's visibility was kept: the next request's check reads the new one, and the channel can be read (8.2)", async () => {
    const f = await personWithChannel(t, alex, 'read');
    expect((await f.who.request('GET', `/api/v1/threads/${f.thread}/messages`)).status).toBe(200);
    const kept = t.server.ctx.visibilityCache.keptVersion(f.who.principalId);
    expect(kept).toBe(await currentVv());
    const second = await personWithChannel(t, alex, 'read');
    const grant = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: f.who.principalId }, target: { kind: 'channel', id: second.channel }, level: 'read' } });
    expect(grant.status, grant.text).toBe(201);
    const { result, texts } = await statementsOf(t.server.ctx.pool, () => f.who.request('GET', `/api/v1/threads/${second.thread}/messages`));
    expect(result.status, result.text).toBe(200);
    expect(readsOfItsOwn(texts)).toBe(0);
    expect(t.server.ctx.visibilityCache.keptVersion(f.who.principalId)).toBeGreaterThan(kept!);
  });

  it('a check whose version is below the kept one (another check kept a newer one meanwhile) reads its own, and the cache keeps its other entries', async () => {
    const sam = await t.client('sam');
    for (const c of [sam, alex]) expect((await c.request('GET', '/api/v1/me/settings')).status).toBe(200);
    const cache = t.server.ctx.visibilityCache;
    const vv = cache.keptVersion(sam.principalId)!;
    expect(cache.keptVersion(alex.principalId)).toBe(vv);
    const older = { principalId: sam.principalId, kind: 'user' as const, expiresAt: 0, visibilityVersion: vv - 1 };
    expect(await visibilityOf(t.server.ctx, older)).toEqual(await loadVisibility(t.db.pool, sam.principalId));
    expect(cache.keptVersion(alex.principalId)).toBe(vv);
    // The same through the cache's get, as before: the lower version taken for a restore, every entry gone.
    cache.get(sam.principalId, vv - 1);
    expect(cache.keptVersion(alex.principalId)).toBeUndefined();
  });

  // Last in this file: it moves the database's visibility_version back.
  describe('a database gone back (a restore, 7.5)', () => {
    /** Two people's visibilities kept, the counter moved back below them, a request of the first: is the second's still kept? */
    async function secondStillKept(): Promise<boolean> {
      const [p, q] = [await personWithChannel(t, alex, 'read'), await personWithChannel(t, alex, 'read')];
      for (const f of [p, q]) expect((await f.who.request('GET', `/api/v1/threads/${f.thread}/messages`)).status).toBe(200);
      const vv = await currentVv();
      expect(t.server.ctx.visibilityCache.keptVersion(q.who.principalId)).toBe(vv);
      await t.db.pool.query(`UPDATE sequence_counters SET value = value - 2 WHERE name = 'visibility_version'`);
      expect((await p.who.request('GET', `/api/v1/threads/${p.thread}/messages`)).status).toBe(200);
      return t.server.ctx.visibilityCache.keptVersion(q.who.principalId) !== undefined;
    }

    it("a check that reads a lower visibility_version than the kept visibility's empties the cache: nothing kept from before is used (8.2)", async () => {
      expect(await secondStillKept()).toBe(false);
    });

    it('twin visibilityRestoreUnseen: the other person\'s visibility from before stays kept (8.2)', async () => {
      expect(await withTwins(t, { visibilityRestoreUnseen: true }, secondStillKept)).toBe(true);
    });
  });
});
