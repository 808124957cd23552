import { describe, expect, it } from 'vitest';
import type { Visibility } from '../../src/authz/visibility.ts';
import { readSnapshot } from '../../src/snapshot/snapshot.ts';
import { widerVisibility } from '../support/people.ts';
import { useTestServer } from '../support/server.ts';

// The snapshot is one statement filtered with a visibility read before it (D270): a visibility
// that no longer stands — a permission change committed between the two reads, or a stale
// entry of the cache (D230) — must never decide what the snapshot names (6.3, 14 last paragraph).
const t = useTestServer();
const setUp = () => widerVisibility(t);

/** The check: nothing the snapshot names is outside what the principal may read now. */
async function leaks(principalId: string, known: Visibility, hidden: string): Promise<string[]> {
  const { snapshot, visibility } = await readSnapshot(t.db.pool, principalId, known);
  const problems: string[] = [];
  if (snapshot.channels.some((c) => c.id === hidden)) problems.push('the snapshot names a channel the principal may not read');
  if (visibility.instanceLevel !== undefined) problems.push('the snapshot was filtered with a visibility the principal does not have');
  return problems;
}

describe('the one-statement snapshot is filtered with the visibility current at its head (6.3, D270)', () => {
  it('a visibility older than the statement\'s visibility_version is read again, and the snapshot names only what the principal reads', async () => {
    const { sam, hidden, wider, vv } = await setUp();
    expect(await leaks(sam, { ...wider, visibilityVersion: vv - 1 }, hidden)).toEqual([]);
    const { snapshot } = await readSnapshot(t.db.pool, sam, { ...wider, visibilityVersion: vv - 1 });
    expect(snapshot.channels.length).toBeGreaterThan(0);
  });

  it('without a kept visibility, the snapshot reads one and names only what the principal reads', async () => {
    const { sam, hidden } = await setUp();
    const { snapshot, visibility } = await readSnapshot(t.db.pool, sam);
    expect(snapshot.channels.some((c) => c.id === hidden)).toBe(false);
    expect(visibility.principalId).toBe(sam);
  });

  it('twin: a visibility that claims the current visibility_version is trusted, and the same check sees the leak', async () => {
    const { sam, hidden, wider, vv } = await setUp();
    expect(await leaks(sam, { ...wider, visibilityVersion: vv }, hidden)).toContain('the snapshot names a channel the principal may not read');
  });
});
