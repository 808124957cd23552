import { describe, expect, it } from 'vitest';
import { keptOnRemoval, withdrawnOnRemoval, type RemovedPlace } from '../../src/gateway/withdrawal.ts';

// The one rule of what an access removal withdraws of the waiting events (8.3, D283): the
// queue, the backlog and an agent's window all ask it (gateway/delivery.ts withdrawRemoved).
// End to end, with their twins: agents/own-events-after-removal.test.ts, authz/permissions.test.ts.
const ME = 'me';
const removed: RemovedPlace = (channelId, spaceId) => (channelId ? channelId === 'gone' : spaceId === 'gone-space');

describe('what an access removal withdraws (8.3, D283)', () => {
  it.each([
    ['an event of the removed channel', { audience_principal_id: null, channel_id: 'gone', space_id: 's' }, true],
    ['an event of the removed space without a channel', { audience_principal_id: null, channel_id: null, space_id: 'gone-space' }, true],
    ["the receiver's own event of the removed channel", { audience_principal_id: ME, channel_id: 'gone', space_id: 's' }, false],
    ["another principal's own event of the removed channel (the backlog holds rows before authorize)", { audience_principal_id: 'other', channel_id: 'gone', space_id: 's' }, true],
    ['an event of a channel the receiver keeps', { audience_principal_id: null, channel_id: 'kept', space_id: 'gone-space' }, false],
  ])('%s: withdrawn %s', (_, row, withdrawn) => {
    expect(withdrawnOnRemoval(row, ME, removed)).toBe(withdrawn);
  });

  it('keeps no event without an audience, also for a connection that has no receiver yet', () => {
    expect(keptOnRemoval({ audience_principal_id: null }, undefined)).toBe(false);
    expect(keptOnRemoval({ audience_principal_id: ME }, undefined)).toBe(false);
    expect(keptOnRemoval({ audience_principal_id: ME }, ME)).toBe(true);
  });
});
