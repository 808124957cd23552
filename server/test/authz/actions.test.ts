import { Action, actions, actionSpec, eventCatalogue, eventTypes } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { authorize } from '../../src/authz/authorize.ts';
import type { Visibility } from '../../src/authz/visibility.ts';

// The actions of authorize come from the contract (components.x-actions, D69):
// a misspelt action fails typecheck, and every action of the contract has a rule.

const owner: Visibility = {
  principalId: 'p1', instanceId: 'i1', validUntil: Infinity, kind: 'user', active: true, owner: true, instanceLevel: 'manage',
  spaceLevels: new Map(), directChannelLevels: new Map(), channelLevels: new Map(), channels: new Map(), permissionVersion: 1, visibilityVersion: 1,
};

describe('the actions of authorize (7.2, 8; D17, D69)', () => {
  it('has a rule for every action of the contract', () => {
    for (const a of actions) expect(authorize(owner, a, { audiencePrincipalId: 'p1' }), a).not.toHaveProperty('reason', 'unknown_action');
  });

  it('checks every receive action of the catalogue against an action of kind receive', () => {
    for (const t of eventTypes) expect(actionSpec[eventCatalogue[t].receive_action].kind, t).toBe('receive');
  });

  // The twin: a name outside the contract does not typecheck, and at run time it is refused, not allowed.
  it('refuses a misspelt action at typecheck and at run time', () => {
    // @ts-expect-error 'mesage.read' is no action of the contract
    expect(authorize(owner, 'mesage.read')).toEqual({ allowed: false, reason: 'unknown_action' });
    expect(authorize(owner, Action.MessageRead)).toEqual({ allowed: true });
  });

  it('refuses a name of the object prototype as an unknown action, not as a rule', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      // @ts-expect-error a prototype member is no action of the contract
      expect(authorize(owner, name), name).toEqual({ allowed: false, reason: 'unknown_action' });
    }
  });
});
