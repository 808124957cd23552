import { describe, expect, it } from 'vitest';
import { buildVisibility, type Visibility } from '../../src/authz/visibility.ts';
import { DeliveryIndex } from '../../src/gateway/delivery-index.ts';

const S1 = '00000000-0000-7000-8000-000000000001';
const S2 = '00000000-0000-7000-8000-000000000002';
const C1 = '00000000-0000-7000-9000-000000000001';
const C2 = '00000000-0000-7000-9000-000000000002';
const C3 = '00000000-0000-7000-9000-000000000003';
const channels = [
  { id: C1, spaceId: S1, readOnly: false, archived: false },
  { id: C2, spaceId: S1, readOnly: false, archived: false },
  { id: C3, spaceId: S2, readOnly: false, archived: false },
];

function conn(name: string, grants: { target_kind: 'instance' | 'space' | 'channel'; target_id: string }[]): { name: string; visibility: Visibility } {
  return {
    name,
    visibility: buildVisibility(
      { principalId: `00000000-0000-7000-a000-00000000000${name.length}`, instanceId: S1, kind: 'user', active: true, owner: false, permissionVersion: 1, visibilityVersion: 1 },
      grants.map((g) => ({ ...g, level: 'read' as const, expires_ms: null })),
      channels,
    ),
  };
}

describe('delivery candidates by the clauses of 7.2', () => {
  const channelReader = conn('a', [{ target_kind: 'channel', target_id: C1 }]);
  const spaceReader = conn('bb', [{ target_kind: 'space', target_id: S1 }]);
  const everywhere = conn('ccc', [{ target_kind: 'instance', target_id: S1 }]);
  const index = new DeliveryIndex<typeof channelReader>();
  for (const c of [channelReader, spaceReader, everywhere]) index.steady(c);
  const names = (row: { space_id: string | null; channel_id: string | null; audience_principal_id: string | null }) => [...index.candidates(row)].map((c) => c.name).sort();

  it('names channel readers, full-space readers and instance-wide readers for a channel event', () => {
    expect(names({ space_id: S1, channel_id: C1, audience_principal_id: null })).toEqual(['a', 'bb', 'ccc']);
    expect(names({ space_id: S1, channel_id: C2, audience_principal_id: null })).toEqual(['bb', 'ccc']);
    expect(names({ space_id: S2, channel_id: C3, audience_principal_id: null })).toEqual(['ccc']);
  });

  it('names readers of any channel of a space for a space event without channel, the audience for a personal event, everyone for a global one', () => {
    expect(names({ space_id: S1, channel_id: null, audience_principal_id: null })).toEqual(['a', 'bb', 'ccc']);
    expect(names({ space_id: null, channel_id: null, audience_principal_id: channelReader.visibility.principalId })).toEqual(['a']);
    expect(names({ space_id: null, channel_id: null, audience_principal_id: null })).toEqual(['a', 'bb', 'ccc']);
  });

  it('names a connection that is not steady for every event, so that a change of its permissions loses nothing', () => {
    index.unsteady(channelReader);
    expect(names({ space_id: S2, channel_id: C3, audience_principal_id: null })).toEqual(['a', 'ccc']);
    index.steady(channelReader);
    expect(names({ space_id: S2, channel_id: C3, audience_principal_id: null })).toEqual(['ccc']);
    index.remove(everywhere);
    expect(names({ space_id: S2, channel_id: C3, audience_principal_id: null })).toEqual([]);
  });
});
