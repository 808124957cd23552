// An error nothing catches in a process that owns its shutdown (lifecycle.ts,
// npm start, the worker process, the test server process): one fatal log line
// that says why, the same orderly stop as on SIGTERM, exit 1 (D404).
import { describe, expect, it } from 'vitest';
import { runTs, spawnTs } from '../support/child.ts';

describe('an uncaught error stops the process with a reason in the log (D404)', () => {
  it.each([
    ['thrown', 'throw', 'uncaughtException'],
    ['a rejection without a handler', 'reject', 'unhandledRejection'],
  ])('%s: a fatal line with the error and its origin, the shutdown steps, exit 1', async (_what, mode, origin) => {
    const r = await runTs('test/operator/fixtures/crash.ts', [mode]);
    expect(r.code, r.stderr).toBe(1);
    // In the order they were logged: with the pipe full (a loaded machine), pino's stream wrote the fatal line after the next ones.
    const lines = r.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { time: string; level: number; msg: string; origin?: string; err?: { message: string }; exit_code?: number })
      .sort((a, b) => a.time.localeCompare(b.time));
    const fatal = lines.find((l) => l.level === 60);
    expect(fatal).toMatchObject({ msg: 'uncaught error; stopping', origin, err: { message: 'the store went away' } });
    expect(lines.map((l) => l.msg)).toEqual(['uncaught error; stopping', 'shutting down', 'step ran', 'stopped after a failure']);
    expect(lines.at(-1)!.exit_code).toBe(1);
  });
});

describe('the shutdown guard at the largest server.shutdown_timeout (D402)', () => {
  it('a stop that takes 300 ms ends with "stopped cleanly" and 0: the guard\'s wait (timeout plus 15 s) is capped where a Node timer would fire after 1 ms', async () => {
    const child = spawnTs('test/operator/fixtures/slow-stop.ts', [], {});
    await child.waitFor(/armed/);
    child.kill('SIGTERM');
    const r = await child.exited;
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(child.logLines().map((l) => l.msg)).toEqual(['shutting down', 'stopped cleanly']);
    expect(r.stderr).not.toContain('TimeoutOverflowWarning');
  });
});
