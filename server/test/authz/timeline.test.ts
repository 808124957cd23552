import type { AccessChangedV1 } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { VisibilityTimeline } from '../../src/authz/timeline.ts';
import { buildVisibility, type ChannelInfo, type Visibility } from '../../src/authz/visibility.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';

// The permission state of a connection over a stretch of the log (8.1): structure events
// (channel.created/updated/archived) apply to every segment at once, in log order, and the
// objects a timeline starts from — shared with the visibility cache and with other
// connections of the same principal (D230), which stand elsewhere in the log — never change.

const space = uuidv7();
const general = uuidv7();
const support = uuidv7();
const created = uuidv7();

function setUp(): { base: Visibility; timeline: VisibilityTimeline; before: Visibility; channels: Map<string, ChannelInfo> } {
  const channels: ChannelInfo[] = [
    { id: general, spaceId: space, readOnly: false, archived: false },
    { id: support, spaceId: space, readOnly: false, archived: false },
  ];
  const base = buildVisibility(
    { principalId: uuidv7(), instanceId: uuidv7(), kind: 'user', active: true, owner: false, permissionVersion: 2, visibilityVersion: 2 },
    [
      { target_kind: 'channel', target_id: general, level: 'write', expires_ms: null },
      { target_kind: 'channel', target_id: support, level: 'read', expires_ms: null },
    ],
    channels,
  );
  // support was added at seq 20: before it, the segment lacks it.
  const added: AccessChangedV1 = { permission_version: 2, added: [{ kind: 'channel', id: support, level: 'read' }], removed: [], changed: [] };
  const timeline = new VisibilityTimeline(base, 30, [{ seq: 20, payload: added }]);
  return { base, timeline, before: timeline.at(10), channels: base.channels };
}

/** The check: every segment sees the new structure, and nothing the timeline started from changed. */
function checkStructure(timeline: VisibilityTimeline, o: { base: Visibility; before: Visibility; channels: Map<string, ChannelInfo> }, next: Map<string, ChannelInfo>): string[] {
  const problems: string[] = [];
  for (const seq of [10, 25, 31]) if (timeline.at(seq).channels !== next) problems.push(`the segment of seq ${seq} does not see the new structure`);
  if (o.base.channels !== o.channels || o.before.channels !== o.channels) problems.push('an object the timeline started from was changed');
  if (o.channels.has(created)) problems.push('the shared channel map was changed in place');
  return problems;
}

describe('the permission timeline follows structure events in every segment (8.1)', () => {
  it('withChannels gives every segment the new structure and leaves the shared objects as they were', () => {
    const o = setUp();
    const next = new Map(o.channels).set(created, { id: created, spaceId: space, readOnly: false, archived: false });
    o.timeline.withChannels(next);
    expect(checkStructure(o.timeline, o, next)).toEqual([]);
    expect(o.timeline.base.channels.get(created)?.spaceId).toBe(space);
    // The levels of each segment stay what they were: support only from seq 20 on.
    expect(o.timeline.at(10).channelLevels.has(support)).toBe(false);
    expect(o.timeline.at(25).channelLevels.get(support)).toBe('read');
  });

  it('twin: the structure changed in place of the shared map fails the same check', () => {
    const o = setUp();
    o.channels.set(created, { id: created, spaceId: space, readOnly: false, archived: false });
    expect(checkStructure(o.timeline, o, o.channels)).toContain('the shared channel map was changed in place');
  });

  it('twin: a new structure given to the base only fails the same check (an earlier segment would miss the channel)', () => {
    const o = setUp();
    const next = new Map(o.channels).set(created, { id: created, spaceId: space, readOnly: false, archived: false });
    const baseOnly = { at: (seq: number) => (seq > 20 ? { ...o.base, channels: next } : o.timeline.at(seq)) } as unknown as VisibilityTimeline;
    expect(checkStructure(baseOnly, o, next)).toContain('the segment of seq 10 does not see the new structure');
  });
});
