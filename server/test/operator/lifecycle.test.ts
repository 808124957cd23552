// An error nothing catches in a process that owns its shutdown (lifecycle.ts,
// npm start, the worker process, the test server process): one fatal log line
// that says why, the same orderly stop as on SIGTERM, exit 1 (D404).
import { describe, expect, it } from 'vitest';
import { runTs } from '../support/child.ts';

describe('an uncaught error stops the process with a reason in the log (D404)', () => {
  it.each([
    ['thrown', 'throw', 'uncaughtException'],
    ['a rejection without a handler', 'reject', 'unhandledRejection'],
  ])('%s: a fatal line with the error and its origin, the shutdown steps, exit 1', async (_what, mode, origin) => {
    const r = await runTs('test/operator/fixtures/crash.ts', [mode]);
    expect(r.code, r.stderr).toBe(1);
    const lines = r.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level: number; msg: string; origin?: string; err?: { message: string }; exit_code?: number });
    const fatal = lines.find((l) => l.level === 60);
    expect(fatal).toMatchObject({ msg: 'uncaught error; stopping', origin, err: { message: 'the store went away' } });
    expect(lines.map((l) => l.msg)).toEqual(['uncaught error; stopping', 'shutting down', 'step ran', 'stopped after a failure']);
    expect(lines.at(-1)!.exit_code).toBe(1);
  });
});
