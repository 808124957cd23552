// authorize(principal, action, resource): the one place that decides access.
// REST routes, catch-up, live delivery and the workers all call it (7.2: the
// SQL filter is the speed, authorize is the truth).
import { Action } from '@bothy/generated';
import { channelLevel, levelRank, maxLevel, spaceVisible, type Level, type Visibility } from './visibility.ts';

export interface ResourceRef {
  spaceId?: string;
  channelId?: string;
  /** Personal events: the principal they belong to. */
  audiencePrincipalId?: string;
  /** Author of a message, for the author's own edits and deletions. */
  authorId?: string;
  /** agent.read (D201): the spaces the agent works in (agents/presence.ts, agentSpaces). */
  agentSpaceIds?: readonly string[];
  /** agent.read: the agent the resource is (an agent's own agent.updated, 15.1). */
  agentId?: string;
}

export type Decision = { allowed: true } | { allowed: false; reason: 'inactive' | 'no_access' | 'level_too_low' | 'read_only' | 'archived' | 'not_audience' | 'not_author' | 'scope_missing' | 'unknown_action' };

type Rule =
  | { on: 'channel'; level: Level; writes?: boolean }
  | { on: 'space'; level: Level }
  | { on: 'audience' }
  | { on: 'member' }
  | { on: 'agent' }
  | { on: 'connect' }
  | { on: 'target'; level: Level }
  | { on: 'author'; level: Level; orManage?: boolean; writes?: boolean }
  | { on: 'space_or_instance'; level: Level };

/**
 * Every action of the contract (components.x-actions), with what it needs (05-actions is not
 * available; docs/decisions.md D17, D69). The record is exhaustive: an action added to the
 * contract fails typecheck here until it has a rule.
 */
const RULES: Record<Action, Rule> = {
  // receive actions of the catalogue (D8)
  [Action.MessageRead]: { on: 'channel', level: 'read' },
  [Action.ThreadRead]: { on: 'channel', level: 'read' },
  [Action.ChannelRead]: { on: 'channel', level: 'read' },
  [Action.RunRead]: { on: 'channel', level: 'read' },
  [Action.FileRead]: { on: 'channel', level: 'read' },
  [Action.SpaceRead]: { on: 'space', level: 'read' },
  [Action.SelfRead]: { on: 'audience' },
  // 12, D201: the agent itself, or a principal that sees a space the agent works in (or the instance)
  [Action.AgentRead]: { on: 'agent' },
  [Action.HostRead]: { on: 'member' },
  [Action.StatsRead]: { on: 'space_or_instance', level: 'manage' },
  // operations
  [Action.GatewayConnect]: { on: 'connect' },
  [Action.EventsRead]: { on: 'member' },
  [Action.MessageCreate]: { on: 'channel', level: 'write', writes: true },
  // 15.3: checked before every delivery of an invocation, for its triggering person (R-AZ-29 stand-in, D85)
  // D355: an edit adds content, as a new message does: refused on a read-only channel too (a deletion is not).
  [Action.MessageEdit]: { on: 'author', level: 'write', writes: true },
  [Action.MessageDelete]: { on: 'author', level: 'write', orManage: true },
  [Action.ImportApply]: { on: 'channel', level: 'manage', writes: true },
  // 15.3, D80: a message that triggers an agent; the delivery checks it again with the permissions of then
  [Action.AgentInvoke]: { on: 'channel', level: 'trigger', writes: true },
  // 15.5, D141: the run's triggering person (authorId) while they read the channel, or manage on the channel
  [Action.RunCancel]: { on: 'author', level: 'read', orManage: true },
  // 9, 13.3, D180: reactions, pins and marking a thread done write to the channel (write, neither read-only nor archived)
  [Action.MessageReact]: { on: 'channel', level: 'write', writes: true },
  [Action.MessagePin]: { on: 'channel', level: 'write', writes: true },
  [Action.ThreadClose]: { on: 'channel', level: 'write', writes: true },
  // permission and structure changes (8.2): manage on the target; the instance and groups need an owner
  [Action.GrantManage]: { on: 'target', level: 'manage' },
  [Action.GroupManage]: { on: 'target', level: 'manage' },
  [Action.PrincipalManage]: { on: 'target', level: 'manage' },
  [Action.ChannelCreate]: { on: 'target', level: 'manage' },
  [Action.ChannelManage]: { on: 'target', level: 'manage' },
  [Action.SpaceManage]: { on: 'target', level: 'manage' },
};

const ALLOW: Decision = { allowed: true };
const deny = (reason: Exclude<Decision, { allowed: true }>['reason']): Decision => ({ allowed: false, reason });

export function authorize(v: Visibility, action: Action, resource: ResourceRef = {}): Decision {
  // The type admits only actions of the contract; a value from outside TypeScript may still miss.
  const rule = Object.hasOwn(RULES, action) ? RULES[action] : undefined;
  if (!rule) return deny('unknown_action');
  if (!v.active) return deny('inactive');
  switch (rule.on) {
    case 'member':
      return ALLOW;
    case 'agent': {
      if (resource.agentId === v.principalId || resource.audiencePrincipalId === v.principalId || v.instanceLevel) return ALLOW;
      const spaces = resource.agentSpaceIds ?? (resource.spaceId ? [resource.spaceId] : []);
      return spaces.some((s) => spaceVisible(v, s)) ? ALLOW : deny('no_access');
    }
    case 'connect':
      // An app acts only within what it was installed for; without any grant it has no scope (6.4: 4018).
      if (v.kind === 'app' && !v.instanceLevel && v.spaceLevels.size === 0 && v.channelLevels.size === 0) return deny('scope_missing');
      return ALLOW;
    case 'audience':
      return resource.audiencePrincipalId === v.principalId ? ALLOW : deny('not_audience');
    case 'space': {
      if (resource.channelId) return levelOk(channelLevel(v, resource.channelId, resource.spaceId), rule.level);
      if (!resource.spaceId) return ALLOW; // instance-wide structure (7.2: no space, no channel, no audience)
      return spaceVisible(v, resource.spaceId) ? ALLOW : deny('no_access');
    }
    case 'target': {
      // The level on a channel, a space or (with neither) the instance. Archive does not cap manage here:
      // a manager must be able to unarchive.
      const level = resource.channelId
        ? maxLevel(maxLevel(v.instanceLevel, resource.spaceId ? v.spaceLevels.get(resource.spaceId) : undefined), v.directChannelLevels.get(resource.channelId))
        : resource.spaceId
          ? maxLevel(v.instanceLevel, v.spaceLevels.get(resource.spaceId))
          : v.instanceLevel;
      return levelOk(level, rule.level);
    }
    case 'space_or_instance': {
      // The higher of the two: a read grant on the space does not hide an instance manage (D255).
      const level = resource.spaceId ? maxLevel(v.instanceLevel, v.spaceLevels.get(resource.spaceId)) : v.instanceLevel;
      return levelOk(level, rule.level);
    }
    case 'channel': {
      if (!resource.channelId) {
        if (resource.spaceId) return spaceVisible(v, resource.spaceId) ? ALLOW : deny('no_access');
        return ALLOW;
      }
      const verdict = levelOk(channelLevel(v, resource.channelId, resource.spaceId), rule.level);
      if (!verdict.allowed || !rule.writes) return verdict;
      const channel = v.channels.get(resource.channelId);
      if (channel?.archived) return deny('archived');
      if (channel?.readOnly) return deny('read_only');
      return ALLOW;
    }
    case 'author': {
      const level = resource.channelId ? channelLevel(v, resource.channelId, resource.spaceId) : undefined;
      if (rule.orManage && levelRank(level) >= levelRank('manage')) return ALLOW;
      if (resource.authorId !== v.principalId) return levelRank(level) > 0 ? deny('not_author') : deny('no_access');
      const verdict = levelOk(level, rule.level);
      if (!verdict.allowed) return verdict;
      const channel = resource.channelId ? v.channels.get(resource.channelId) : undefined;
      if (channel?.archived) return deny('archived');
      if (rule.writes && channel?.readOnly && !twinEditsReadOnly) return deny('read_only');
      return ALLOW;
    }
  }
}

let twinEditsReadOnly = false;

/** Test only: the broken variant before D355, in which an author edits in a read-only channel. */
export function allowEditsInReadOnly(on: boolean): void {
  twinEditsReadOnly = on;
}

function levelOk(have: Level | undefined, need: Level): Decision {
  if (!have) return deny('no_access');
  return levelRank(have) >= levelRank(need) ? ALLOW : deny('level_too_low');
}

