// Branches of two rules of authorize without a database (12; D201, D255): agent.read (the agent
// itself, its audience, the instance, a space the agent works in seen through a space or a channel
// grant; nothing else; an inactive principal never), and stats.read (manage on the space or the
// instance, the higher of the two). And why the per-receiver channel filter of stats.live removes
// nothing under this grant model: whoever passes stats.read on a scope reads every channel in it
// (a property over random grants, with a twin model that has a channel deny and breaks it).
import { Action } from '@bothy/generated';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorize, type ResourceRef } from '../../src/authz/authorize.ts';
import { buildVisibility, LEVELS, type ChannelInfo, type Level, type Visibility } from '../../src/authz/visibility.ts';

const ME = 'p-me';
const AGENT = 'p-agent';
const INSTANCE = 'i-1';
const SPACES = ['s-1', 's-2'] as const;
const CHANNELS: ChannelInfo[] = [
  { id: 'c-1a', spaceId: 's-1', readOnly: false, archived: false },
  { id: 'c-1b', spaceId: 's-1', readOnly: false, archived: true },
  { id: 'c-2a', spaceId: 's-2', readOnly: true, archived: false },
  { id: 'c-2b', spaceId: 's-2', readOnly: false, archived: false },
];

type Grant = { target_kind: 'instance' | 'space' | 'channel'; target_id: string; level: Level };

function vis(grants: Grant[], o: { owner?: boolean; active?: boolean; kind?: Visibility['kind'] } = {}): Visibility {
  return buildVisibility(
    { principalId: ME, instanceId: INSTANCE, kind: o.kind ?? 'user', active: o.active ?? true, owner: o.owner ?? false, permissionVersion: 1, visibilityVersion: 1 },
    grants.map((g) => ({ ...g, expires_ms: null })),
    CHANNELS,
  );
}

const allowed = (v: Visibility, action: Action, r: ResourceRef) => authorize(v, action, r).allowed;

describe('agent.read (12, D201)', () => {
  const agentIn = (spaces: string[]): ResourceRef => ({ agentId: AGENT, audiencePrincipalId: AGENT, agentSpaceIds: spaces });
  it.each([
    ['the agent itself (agentId)', vis([]), { agentId: ME, agentSpaceIds: [] }, true],
    ['the agent itself (audience)', vis([]), { audiencePrincipalId: ME, agentSpaceIds: [] }, true],
    ['an owner, the agent in no space', vis([], { owner: true }), agentIn([]), true],
    ['an instance grant (read)', vis([{ target_kind: 'instance', target_id: INSTANCE, level: 'read' }]), agentIn([]), true],
    ['a space grant on a space the agent works in', vis([{ target_kind: 'space', target_id: 's-1', level: 'read' }]), agentIn(['s-1']), true],
    ['a channel grant in a space the agent works in', vis([{ target_kind: 'channel', target_id: 'c-2b', level: 'read' }]), agentIn(['s-2']), true],
    ['a grant in another space only', vis([{ target_kind: 'space', target_id: 's-2', level: 'manage' }]), agentIn(['s-1']), false],
    ['no grant, the agent in a space', vis([]), agentIn(['s-1']), false],
    ['an event with a space in its scope that the principal sees (agent.updated)', vis([{ target_kind: 'channel', target_id: 'c-1a', level: 'read' }]), { agentId: AGENT, spaceId: 's-1' }, true],
    ['an inactive owner', vis([], { owner: true, active: false }), agentIn(['s-1']), false],
    ['the agent itself, inactive', vis([], { active: false }), { agentId: ME }, false],
  ] as const)('%s', (_what, v, resource, want) => {
    expect(allowed(v, Action.AgentRead, resource)).toBe(want);
  });
});

describe('stats.read (12: owner or manage)', () => {
  it.each([
    ['an owner, the instance', vis([], { owner: true }), undefined, true],
    ['manage on the space', vis([{ target_kind: 'space', target_id: 's-1', level: 'manage' }]), 's-1', true],
    ['manage on the space, the instance', vis([{ target_kind: 'space', target_id: 's-1', level: 'manage' }]), undefined, false],
    ['write on the space', vis([{ target_kind: 'space', target_id: 's-1', level: 'write' }]), 's-1', false],
    ['manage on a channel of the space', vis([{ target_kind: 'channel', target_id: 'c-1a', level: 'manage' }]), 's-1', false],
    // The higher of instance and space: a read grant on the space does not hide an instance manage (D255).
    ['instance manage and read on the space', vis([{ target_kind: 'instance', target_id: INSTANCE, level: 'manage' }, { target_kind: 'space', target_id: 's-1', level: 'read' }]), 's-1', true],
  ] as const)('%s', (_what, v, spaceId, want) => {
    expect(allowed(v, Action.StatsRead, spaceId ? { spaceId } : {})).toBe(want);
  });
});

describe('the channel filter of stats.live under this grant model (12, D207, D255)', () => {
  const grantArb: fc.Arbitrary<Grant> = fc.oneof(
    fc.record({ target_kind: fc.constant('instance' as const), target_id: fc.constant(INSTANCE), level: fc.constantFrom(...LEVELS) }),
    fc.record({ target_kind: fc.constant('space' as const), target_id: fc.constantFrom(...SPACES), level: fc.constantFrom(...LEVELS) }),
    fc.record({ target_kind: fc.constant('channel' as const), target_id: fc.constantFrom(...CHANNELS.map((c) => c.id)), level: fc.constantFrom(...LEVELS) }),
  );
  const input = fc.record({ grants: fc.array(grantArb, { maxLength: 6 }), owner: fc.boolean(), scope: fc.constantFrom<string | undefined>(undefined, ...SPACES) });

  /** Whoever may subscribe to a scope reads every channel of it: the filter (channel.read per channel) removes none. */
  const filterRemovesNothing = (channelRead: (v: Visibility, c: ChannelInfo) => boolean) => (x: { grants: Grant[]; owner: boolean; scope: string | undefined }) => {
    const v = vis(x.grants, { owner: x.owner });
    if (!allowed(v, Action.StatsRead, x.scope ? { spaceId: x.scope } : {})) return true;
    return CHANNELS.filter((c) => x.scope === undefined || c.spaceId === x.scope).every((c) => channelRead(v, c));
  };
  const realChannelRead = (v: Visibility, c: ChannelInfo) => allowed(v, Action.ChannelRead, { spaceId: c.spaceId, channelId: c.id });

  it('holds for every grant set (bounded: 500 runs)', () => {
    fc.assert(fc.property(input, filterRemovesNothing(realChannelRead)), { numRuns: 500, seed: 20 });
  });

  it('twin: in a model with a channel deny (c-1a closed to everyone but owners) the filter would remove it, and the property finds it', () => {
    const withDeny = (v: Visibility, c: ChannelInfo) => (c.id === 'c-1a' && !v.owner ? false : realChannelRead(v, c));
    const found = fc.check(fc.property(input, filterRemovesNothing(withDeny)), { numRuns: 500, seed: 20 });
    expect(found.failed).toBe(true);
  });
});
