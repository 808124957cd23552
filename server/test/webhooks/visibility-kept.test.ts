// webhook_out.deliver's permission state (D125, 7.2, 8.2): a job whose visibility_version is older than
// a visibility kept since by another request takes the current one, and is not taken for a restore of
// the database (7.5), which would empty every principal's kept visibility (D549).
import { describe, expect, it } from 'vitest';
import { loadVisibility, VISIBILITY_VERSION, type Visibility } from '../../src/authz/visibility.ts';
import { WebhookSender } from '../../src/webhooks/delivery.ts';
import { useTestServer } from '../support/server.ts';

const t = useTestServer();

type Sender = { visibilityOf(agentId: string, vv: number): Promise<Visibility | undefined> };

describe('a webhook job\'s permission state beside the kept visibilities (D125, 8.2)', () => {
  it('a job read before a newer visibility was kept: the current one is used and the other principals\' stay kept', async () => {
    const cache = t.server.ctx.visibilityCache;
    cache.clear();
    const { rows } = await t.db.pool.query<{ vv: number }>(`SELECT ${VISIBILITY_VERSION} AS vv`);
    const vv = Number(rows[0]!.vv);
    const agent = (await loadVisibility(t.db.pool, t.ids.helper))!;
    const person = (await loadVisibility(t.db.pool, t.ids.alex))!;
    expect([agent.visibilityVersion, person.visibilityVersion]).toEqual([vv, vv]);
    cache.set(agent);
    cache.set(person);
    const sender = new WebhookSender(t.server.ctx, { concurrency: 1 }) as unknown as Sender;
    const v = await sender.visibilityOf(t.ids.helper, vv - 1);
    expect(v?.visibilityVersion).toBe(vv);
    expect(cache.keptVersion(t.ids.alex)).toBe(vv);
    expect(cache.keptVersion(t.ids.helper)).toBe(vv);
  });
});
