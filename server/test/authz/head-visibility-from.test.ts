import { describe, expect, it } from 'vitest';
import { readHeadVisibilityFrom } from '../../src/authz/timeline.ts';
import { authorize } from '../../src/authz/authorize.ts';
import { loadVisibility, type Visibility } from '../../src/authz/visibility.ts';
import { Action } from '@bothy/generated';
import { widerVisibility } from '../support/people.ts';
import { useTestServer } from '../support/server.ts';
import { readsLost, staleVisibility } from '../support/stale-visibility.ts';

// A resume reads head_seq and the permission state from one snapshot (6.3, 8.1): since issue 22 it
// starts from the visibility its login took from the cache (D230) and reads head_seq with
// visibility_version in one statement. A kept visibility that no longer stands must never be the
// state the resumed connection checks its catch-up and live events with.
const t = useTestServer();
const setUp = () => widerVisibility(t);

/** The check: what the read hands out as the principal's state does not read the hidden channel. */
async function leaks(principalId: string, known: Visibility, place: { spaceId: string; channelId: string }): Promise<boolean> {
  const { visibility } = await readHeadVisibilityFrom(t.db.pool, principalId, known);
  return !!visibility && authorize(visibility, Action.ChannelRead, place).allowed;
}

describe('resume: head_seq and the kept visibility in one statement (6.3, 8.1, D230)', () => {
  it('a kept visibility whose visibility_version moved is read again: the hidden channel stays hidden', async () => {
    const { sam, hidden, space, wider, vv } = await setUp();
    expect(await leaks(sam, { ...wider, visibilityVersion: vv - 1 }, { spaceId: space, channelId: hidden })).toBe(false);
  });

  it('a kept visibility read before sam lost a channel (its grant revoked since) is read again: the lost channel is not readable', async () => {
    const s = await staleVisibility(t);
    const read = await readHeadVisibilityFrom(t.db.pool, s.sam, s.stale);
    expect(read.visibility).not.toBe(s.stale);
    expect(readsLost(read.visibility, s)).toBe(false);
  });

  it('a kept visibility that stands is used as it is, with the head of the same statement', async () => {
    const { sam, head } = await setUp();
    const own = (await loadVisibility(t.db.pool, sam))!;
    const read = await readHeadVisibilityFrom(t.db.pool, sam, own);
    expect(read.visibility).toBe(own);
    expect(read.timeline.headSeq).toBe(head);
  });

  it('a kept visibility of another principal, or one past its validUntil, is never used: the principal\'s own is read', async () => {
    const { sam, hidden, space, wider, vv } = await setUp();
    const alexId = (await t.client('alex')).principalId;
    const place = { spaceId: space, channelId: hidden };
    // alex's own (current) visibility offered for sam: sam's is read instead.
    const alexOwn = { ...(await loadVisibility(t.db.pool, alexId))!, visibilityVersion: vv };
    const forSam = await readHeadVisibilityFrom(t.db.pool, sam, alexOwn);
    expect(forSam.visibility?.principalId).toBe(sam);
    expect(authorize(forSam.visibility!, Action.ChannelRead, place).allowed).toBe(false);
    // A wider one for sam at the current version but expired: read again.
    expect(await leaks(sam, { ...wider, visibilityVersion: vv, validUntil: Date.now() - 1 }, place)).toBe(false);
  });

  it('twin (unchecked: the kept visibility taken whatever visibility_version it was read at): the same stale visibility is handed out, and the lost channel leaks', async () => {
    const s = await staleVisibility(t);
    const read = await readHeadVisibilityFrom(t.db.pool, s.sam, s.stale, true);
    expect(read.visibility).toBe(s.stale);
    expect(readsLost(read.visibility, s)).toBe(true);
  });
});
