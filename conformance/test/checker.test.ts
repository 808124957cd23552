import fc from 'fast-check';
import { ServerOp, validateClientFrame, validateEvent, validateServerFrame, type Validator } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { createChecker } from '../src/checker.ts';
import { Direction, parseRecordingStrict, Transport, transportOf, type RecordedFrame } from '../src/recording.ts';
import { rules } from '../src/rules/index.ts';
import { buildFixtures } from './fixtures/build.ts';

const ruleIds = new Set(rules.map((r) => r.id));
const validFrames: RecordedFrame[] = [...buildFixtures()]
  .filter(([file]) => file.startsWith('valid/'))
  .flatMap(([file, text]) => parseRecordingStrict(text, file).map((l) => l.record));

/** Replaces the value at a random path of a JSON value. */
function mutateAt(value: unknown, path: number[], replacement: unknown): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return replacement;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0) return replacement;
  const [head = 0, ...rest] = path;
  const key = keys[head % keys.length] ?? '';
  (copy as Record<string, unknown>)[key] = mutateAt((copy as Record<string, unknown>)[key], rest, replacement);
  return copy;
}

/** A valid recorded frame with one member (at any depth) replaced by an arbitrary JSON value. */
const mutatedFrame: fc.Arbitrary<RecordedFrame> = fc
  .tuple(fc.nat(validFrames.length - 1), fc.array(fc.nat(), { maxLength: 5 }), fc.jsonValue())
  .map(([index, path, replacement]) => {
    const original = validFrames[index]!;
    return { ...original, frame: mutateAt(original.frame, path, replacement) };
  });

describe('the rule engine on arbitrary input (G9 is a gate: it judges, it never crashes)', () => {
  it('never throws on arbitrary JSON frames, and names only rules of the list', () => {
    const line = fc.record({
      conn: fc.constantFrom('a', 'b'),
      from: fc.constantFrom(Direction.Client, Direction.Server),
      transport: fc.constantFrom(Transport.Gateway, Transport.Webhook),
      frame: fc.oneof(fc.jsonValue(), fc.record({ op: fc.constantFrom(...Object.values(ServerOp)), d: fc.jsonValue() })),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const checker = createChecker('fuzz');
        lines.forEach((l, i) => {
          const record: RecordedFrame = { t: '2026-11-30T12:00:00Z', ...l, from: l.transport === Transport.Webhook ? Direction.Server : l.from };
          for (const v of checker.observe(record, i + 1)) expect(ruleIds.has(v.rule)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('lets no frame through that fails its generated validator (the fallback rules catch what no specific rule names)', () => {
    fc.assert(
      fc.property(mutatedFrame, (record) => {
        const validator: Validator<unknown> =
          transportOf(record) === Transport.Webhook ? validateEvent : record.from === Direction.Client ? validateClientFrame : validateServerFrame;
        fc.pre(!validator(record.frame));
        expect(createChecker('fuzz').observe(record, 1).length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on a valid frame with one member replaced by an arbitrary value, and reports it at that line', () => {
    fc.assert(
      fc.property(mutatedFrame, (record) => {
        const violations = createChecker('fuzz').observe(record, 1);
        for (const v of violations) {
          expect(ruleIds.has(v.rule)).toBe(true);
          expect(v.line).toBe(1);
        }
      }),
      { numRuns: 500 },
    );
  });
});
