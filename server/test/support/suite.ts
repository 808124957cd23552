// A resource that lives as long as the suite (the file, or the describe block)
// it is declared in: `suiteScoped` registers the beforeAll that starts it and the
// afterAll that stops it, and returns a handle that reads through to it. The
// handle can be used wherever the resource could (hooks, tests, helpers called
// from them); reading it outside of that (at import time) throws. Hooks run in
// the order they are registered and after-hooks in reverse (vitest's
// sequence.hooks 'stack'), so the file's own beforeAll that follows sees it
// started, and the file's own afterAll that follows runs before it stops.
import { afterAll, beforeAll } from 'vitest';

export function suiteScoped<T extends object>(what: string, start: () => Promise<T>, stop: (value: T) => Promise<unknown>): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  afterAll(async () => {
    const v = value;
    value = undefined;
    if (v) await stop(v);
  });
  const current = (): T => {
    if (!value) throw new Error(`${what} is used outside of its suite: it starts in beforeAll and stops in afterAll`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, prop) {
      const v = current();
      const x: unknown = Reflect.get(v, prop, v);
      return typeof x === 'function' ? (x as (...args: unknown[]) => unknown).bind(v) : x;
    },
    set: (_, prop, x) => Reflect.set(current(), prop, x),
    has: (_, prop) => Reflect.has(current(), prop),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_, prop) => {
      const d = Reflect.getOwnPropertyDescriptor(current(), prop);
      return d ? { ...d, configurable: true } : undefined;
    },
  });
}
