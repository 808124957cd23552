import { describe, expect, it } from 'vitest';
import { decide, LocalVersions, versionOf } from '../../src/sync/apply.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { message, messageCreated, messageUpdated, reactionAdded, readStateUpdated, runUpdated, typingStarted } from '../support/events.ts';

describe('apply rules (9): resource.version decides', () => {
  it('applies an object change only if resource.version is greater than the local version', () => {
    const versions = new LocalVersions();
    const m = message({ version: 3 });
    versions.observe('message', m.id, 3); // loaded through REST
    expect(decide(messageUpdated(10, { ...m, version: 3 }), versions)).toBe('stale');
    expect(decide(messageUpdated(11, { ...m, version: 2 }), versions)).toBe('stale');
    expect(decide(messageUpdated(12, { ...m, version: 4 }), versions)).toBe('apply');
    expect(versions.get('message', m.id)).toBe(4);
    expect(decide(messageUpdated(13, { ...m, version: 4 }), versions)).toBe('stale');
  });

  it('mixes REST and events without conflict: a REST result newer than an event wins', () => {
    const versions = new LocalVersions();
    const m = message({ version: 1 });
    expect(decide(messageCreated(1, m), versions)).toBe('apply');
    versions.observe('message', m.id, 5); // REST read after two edits
    versions.observe('message', m.id, 2); // an older REST answer never goes back
    expect(versions.get('message', m.id)).toBe(5);
    expect(decide(messageUpdated(2, { ...m, version: 3 }), versions)).toBe('stale');
  });

  it('applies events without resource.version in seq order (reaction.*: absolute counts)', () => {
    const versions = new LocalVersions();
    const id = uuidv7();
    expect(versionOf(reactionAdded(1, id, 1))).toBeUndefined();
    expect(decide(reactionAdded(1, id, 1), versions)).toBe('apply');
    expect(decide(reactionAdded(2, id, 2), versions)).toBe('apply');
    expect(versions.size).toBe(0); // a foreign version never lands in the message's slot
  });

  it('compares the personal sub-object version of read_state.updated (9, 14)', () => {
    const versions = new LocalVersions();
    expect(decide(readStateUpdated(1, 2), versions)).toBe('apply');
    expect(decide(readStateUpdated(2, 1), versions)).toBe('stale');
    expect(decide(readStateUpdated(3, 3), versions)).toBe('apply');
  });

  it("ignores this device's own echo of personal data (14), and still records its version", () => {
    const versions = new LocalVersions();
    const device = uuidv7();
    expect(decide(readStateUpdated(1, 4, device), versions, { deviceId: device })).toBe('own_echo');
    expect(decide(readStateUpdated(2, 3, uuidv7()), versions, { deviceId: device })).toBe('stale');
  });

  it('applies ephemeral events without a version (typing.started)', () => {
    expect(decide(typingStarted(), new LocalVersions())).toBe('apply');
  });
});

describe('run.updated patches (11.3)', () => {
  const run = uuidv7();

  it('applies ops when base_version equals the local version', () => {
    const versions = new LocalVersions();
    versions.set('run', run, 4);
    expect(decide(runUpdated(run, { base_version: 4, version: 6 }), versions)).toBe('apply');
    expect(versions.get('run', run)).toBe(6);
  });

  it('ignores a frame whose version is at or below the local one', () => {
    const versions = new LocalVersions();
    versions.set('run', run, 6);
    expect(decide(runUpdated(run, { base_version: 4, version: 6 }), versions)).toBe('stale');
  });

  it('reports a gap when base_version is ahead, so that the client fetches the run', () => {
    const versions = new LocalVersions();
    versions.set('run', run, 4);
    expect(decide(runUpdated(run, { base_version: 5, version: 7 }), versions)).toBe('gap');
    expect(versions.get('run', run)).toBe(4);
    expect(decide(runUpdated(run, { base_version: 1, version: 2 }), new LocalVersions())).toBe('gap');
  });

  it('reports a gap for a frame whose snapshot was left out (snapshot_too_large, D478), with or without a local version', () => {
    const tooLarge = () => {
      const e = runUpdated(run, { version: 7 });
      (e.payload as { snapshot_too_large?: number }).snapshot_too_large = 2_000_000;
      return e;
    };
    expect(decide(tooLarge(), new LocalVersions())).toBe('gap');
    const versions = new LocalVersions();
    versions.set('run', run, 4);
    expect(decide(tooLarge(), versions)).toBe('gap');
    expect(versions.get('run', run)).toBe(4);
  });
});

describe('apply rules twin (9): the version check is what prevents going back', () => {
  /** A deliberately broken variant that applies every event. */
  const applyAll = () => 'apply' as const;

  /** The safety check: after a REST read of version 5, events of versions 2, 6, 4 leave version 6 shown. */
  function shownAfterReplay(rule: typeof decide | typeof applyAll): number {
    const versions = new LocalVersions();
    const m = message({ version: 1 });
    versions.observe('message', m.id, 5);
    let shown = 5;
    for (const [seq, v] of [[10, 2], [11, 6], [12, 4]] as const) {
      if (rule(messageUpdated(seq, { ...m, version: v }), versions) === 'apply') shown = v;
    }
    return shown;
  }

  it('the real rule keeps the newest revision', () => {
    expect(shownAfterReplay(decide)).toBe(6);
  });

  it('the broken variant that applies everything ends on a stale revision', () => {
    expect(shownAfterReplay(applyAll)).toBe(4);
  });
});
