import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteScoped } from './suite.ts';

// The handle of a suite's resource (D71): started before the suite's own
// beforeAll that follows it, stopped after the suite's own afterAll, read
// through while it lives, and refused outside of that.

const events: string[] = [];

class Thing {
  stopped = 0;
  constructor(readonly name: string) {}
  hello(): string {
    return `hello from ${this.name}`;
  }
}

describe('suiteScoped', () => {
  let early: unknown;
  try {
    early = suiteScoped('the early thing', async () => new Thing('early'), async () => undefined).name;
  } catch (err) {
    early = err;
  }
  const thing = suiteScoped(
    'the thing',
    async () => {
      events.push('start');
      return new Thing('one');
    },
    async (t) => {
      t.stopped += 1;
      events.push(`stop ${t.stopped}`);
    },
  );
  beforeAll(() => {
    events.push(`own beforeAll sees ${thing.name}`);
  });
  afterAll(() => {
    events.push('own afterAll');
  });

  it('refuses to be read outside of its suite (at collection time)', () => {
    expect(early).toBeInstanceOf(Error);
    expect((early as Error).message).toContain('the early thing is used outside of its suite');
  });

  it('reads through to the started value, with methods bound to it', () => {
    expect(thing.name).toBe('one');
    const { hello } = thing;
    expect(hello()).toBe('hello from one');
    expect('hello' in thing).toBe(true);
  });
});

afterAll(() => {
  expect(events).toEqual(['start', 'own beforeAll sees one', 'own afterAll', 'stop 1']);
});
