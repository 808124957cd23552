import fc from 'fast-check';
import { ClientOp, CloseCode, ServerOp, validateClientFrame, validateEvent, validateServerFrame, type Validator } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { createChecker } from '../src/checker.ts';
import { Direction, parseRecordingStrict, Transport, transportOf, type RecordedFrame } from '../src/recording.ts';
import { replayText } from '../src/replay.ts';
import { rules } from '../src/rules/index.ts';
import { buildFixtures, hello, livePerson, type Recording } from './fixtures/build.ts';

const ruleIds = new Set(rules.map((r) => r.id));
const validFrames: RecordedFrame[] = [...buildFixtures()]
  .filter(([file]) => file.startsWith('valid/'))
  .flatMap(([file, text]) => parseRecordingStrict(text, file).map((l) => l.record))
  .filter((r) => 'frame' in r);

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
        const checker = createChecker('fuzz');
        expect([...checker.observe(record, 1), ...checker.finish()].length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on a valid frame with one member replaced by an arbitrary value, and reports it at that line', () => {
    fc.assert(
      fc.property(mutatedFrame, (record) => {
        const checker = createChecker('fuzz');
        const violations = [...checker.observe(record, 1), ...checker.finish()];
        for (const v of violations) {
          expect(ruleIds.has(v.rule)).toBe(true);
          expect(v.line).toBe(1);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('client frames: the suite judges the server (6.4)', () => {
  const unknownField = (c: string) => livePerson(c).client(c, ClientOp.Heartbeat, { last_seq: 120, extra: true });
  const replay = (r: Recording) => replayText(r.text(), 'client.jsonl').violations;

  it.each([
    ['4002, decode_error', CloseCode.DecodeError],
    ['4001, unknown_op', CloseCode.UnknownOp],
  ])('drops the finding on a malformed client frame that the server refuses with %s', (_name, code) => {
    expect(replay(unknownField('p').close('p', code, 'refused'))).toEqual([]);
    expect(replay(livePerson('p').unparsed('p', 12).close('p', code, 'refused'))).toEqual([]);
  });

  it('the twin: a malformed client frame the server never refuses is reported at its line when the recording ends', () => {
    const violations = replay(unknownField('p').server('p', ServerOp.HeartbeatAck, {}));
    expect(violations.map((v) => [v.rule, v.line])).toEqual([['frame.schema', 5]]);
    expect(replay(livePerson('p').unparsed('p', 12)).map((v) => v.message)).toEqual([expect.stringContaining('no JSON text (12 bytes')]);
  });

  it('the twin: a close with another code, or by the client, reports the finding with the close line', () => {
    const checker = createChecker('client.jsonl');
    const lines = parseRecordingStrict(unknownField('p').close('p', CloseCode.NotIdentified, 'not identified').text(), 'client.jsonl');
    const perLine = lines.map(({ record, line }) => checker.observe(record, line).map((v) => [v.rule, v.line]));
    expect(perLine.at(-1)).toEqual([['frame.schema', 5]]);
    expect(checker.finish()).toEqual([]);
    expect(replay(unknownField('p').close('p', CloseCode.DecodeError, 'bye', 'client')).map((v) => v.rule)).toEqual(['frame.schema']);
  });

  it('does not judge client frames after a close line, and keeps judging server frames', () => {
    const r = livePerson('p').close('p', CloseCode.DecodeError, 'refused').unparsed('p', 4).client('p', 'subscribe', {});
    expect(replay(r)).toEqual([]);
    const { dpop_nonce: _, ...withoutNonce } = hello();
    // The client's close: a server frame after the server's own close is connection.after_close's (6.4).
    expect(replay(livePerson('p').close('p', CloseCode.Normal, 'bye', 'client').server('p', ServerOp.Hello, withoutNonce)).map((v) => v.rule)).toEqual(['frame.schema']);
  });

  it('keeps held findings per connection: a refusal on one does not excuse another', () => {
    const r = unknownField('a').server('b', ServerOp.Hello, hello()).client('b', 'subscribe', {}).close('a', CloseCode.DecodeError, 'refused');
    expect(replay(r).map((v) => [v.conn, v.rule])).toEqual([['b', 'frame.schema']]);
  });
});
