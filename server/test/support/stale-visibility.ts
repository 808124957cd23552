// A kept visibility gone stale (D230): read while the principal could read a channel, then a permission
// change committed (the channel's grant revoked, which moves visibility_version, migration 0006). What a
// login's visibility is when access is lost between its read and a later statement (D486, D493). The
// twins that trust a kept visibility are run on it: trusting one at the current visibility_version is
// correct and shows nothing.
import { Action } from '@bothy/generated';
import { expect } from 'vitest';
import { authorize } from '../../src/authz/authorize.ts';
import { loadVisibility, VISIBILITY_VERSION, type Visibility } from '../../src/authz/visibility.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { widerVisibility } from './people.ts';
import type { TestServer } from './server.ts';

export interface StaleVisibility {
  /** sam's principal ID. */
  sam: string;
  /** A space and channel of their own that sam read through a grant, now revoked. */
  space: string;
  hidden: string;
  /** sam's own visibility read while the grant stood: it reads `hidden`. */
  stale: Visibility;
  /** visibility_version now, past `stale`'s. */
  vv: number;
}

/** Whether `v` reads the channel sam lost. */
export const readsLost = (v: Visibility | undefined, s: StaleVisibility): boolean => !!v && authorize(v, Action.ChannelRead, { spaceId: s.space, channelId: s.hidden }).allowed;

export async function staleVisibility(t: TestServer): Promise<StaleVisibility> {
  const { sam, space, hidden } = await widerVisibility(t);
  const grant = uuidv7();
  await t.db.pool.query(`INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level) VALUES ($1, 'principal', $2, 'channel', $3, 'read')`, [grant, sam, hidden]);
  const stale = (await loadVisibility(t.db.pool, sam))!;
  await t.db.pool.query(`UPDATE grants SET revoked_at = now() WHERE id = $1`, [grant]);
  const { rows } = await t.db.pool.query<{ vv: string }>(`SELECT ${VISIBILITY_VERSION} AS vv`);
  const s = { sam, space, hidden, stale, vv: Number(rows[0]!.vv) };
  expect(readsLost(stale, s)).toBe(true); // it was read while the grant stood ...
  expect(s.vv).toBeGreaterThan(stale.visibilityVersion); // ... and a change committed since
  expect(readsLost(await loadVisibility(t.db.pool, sam), s)).toBe(false); // which took the channel away
  return s;
}
