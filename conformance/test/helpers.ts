import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Violation } from '../src/checker.ts';
import { replayText } from '../src/replay.ts';
import type { Recording } from './fixtures/build.ts';

export const conformanceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(conformanceRoot, '..');

export function violationsOf(recording: Recording): Violation[] {
  return replayText(recording.text(), 'test.jsonl').violations;
}

/** The rule ids a recording violates, one per violation, in order. */
export function rulesBroken(recording: Recording): string[] {
  return violationsOf(recording).map((v) => v.rule);
}

/** What fn throws (undefined when it returns), for assertions on class and code. */
export function thrownBy(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}
