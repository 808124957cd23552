import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ClientOp, EventType, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { parseRecordingStrict, type RecordedFrame } from '../src/recording.ts';
import { replayText } from '../src/replay.ts';
import { rules } from '../src/rules/index.ts';
import { buildFixtures, fixturesDir } from './fixtures/build.ts';

const read = (file: string): string => readFileSync(path.join(fixturesDir, file), 'utf8');
const jsonl = (dir: string): string[] => readdirSync(path.join(fixturesDir, dir)).filter((f) => f.endsWith('.jsonl')).sort();
const validFiles = jsonl('valid');
const brokenFiles = jsonl('broken');

describe('golden recordings (G9)', () => {
  it('are exactly the files test/fixtures/build.ts writes (regenerate: npx tsx conformance/test/fixtures/build.ts)', () => {
    const built = buildFixtures();
    const onDisk = [...validFiles.map((f) => `valid/${f}`), ...brokenFiles.map((f) => `broken/${f}`)].sort();
    expect(onDisk).toEqual([...built.keys()].sort());
    for (const [file, text] of built) expect(read(file), file).toBe(text);
  });

  describe('valid recordings replay clean', () => {
    it.each(validFiles)('%s', (file) => {
      expect(replayText(read(`valid/${file}`), file).violations).toEqual([]);
    });
  });

  describe('valid recordings cover what the gate must accept', () => {
    const frames = (file: string): RecordedFrame[] => parseRecordingStrict(read(`valid/${file}`), file).map((l) => l.record);
    const dispatched = (file: string) =>
      frames(file)
        .filter((r) => (r.frame as { op?: string }).op === ServerOp.Dispatch)
        .map((r) => (r.frame as { d: Record<string, unknown> }).d);

    it('a person session: hello, identify, ready, several event types, a redacted message.created, cursor frames, catchup.complete, typing after it', () => {
      const ops = frames('person-session.jsonl').map((r) => (r.frame as { op: string }).op);
      expect(ops.slice(0, 3)).toEqual([ServerOp.Hello, ClientOp.Identify, ServerOp.Ready]);
      expect(ops.filter((op) => op === ServerOp.Cursor).length).toBeGreaterThanOrEqual(2);
      const types = dispatched('person-session.jsonl').map((d) => d.type);
      expect(new Set(types).size).toBeGreaterThanOrEqual(8);
      expect(dispatched('person-session.jsonl').some((d) => d.type === EventType.MessageCreated && d.redacted === true)).toBe(true);
      const typing = frames('person-session.jsonl').findIndex((r) => (r.frame as { d?: { type?: string } }).d?.type === EventType.TypingStarted);
      expect(typing).toBeGreaterThan(ops.indexOf(ServerOp.CatchupComplete));
    });

    it('an agent session: agent.invocation with invocation_token, and a redelivery', () => {
      const d = dispatched('agent-session.jsonl');
      expect(d.some((e) => e.type === EventType.AgentInvocation && typeof e.invocation_token === 'string')).toBe(true);
      expect(d.some((e) => e.redelivered === true)).toBe(true);
    });

    it('webhook deliveries: bare envelopes with sync_epoch', () => {
      const records = frames('webhook-deliveries.jsonl');
      expect(records.every((r) => r.transport === 'webhook' && typeof (r.frame as { sync_epoch?: unknown }).sync_epoch === 'string')).toBe(true);
    });
  });

  describe('the suite fails when a rule cannot fail: each broken recording fails with exactly its rule', () => {
    it('has one broken recording per rule, and none for a rule that does not exist', () => {
      expect(brokenFiles).toEqual(rules.map((r) => `${r.id}.jsonl`).sort());
    });

    it.each(rules.map((r) => [r.id, r.section] as const))('%s (%s)', (id) => {
      const file = `broken/${id}.jsonl`;
      const violations = replayText(read(file), file).violations;
      expect(violations.length, `${file} passes: the rule ${id} cannot fail`).toBeGreaterThan(0);
      expect([...new Set(violations.map((v) => v.rule))]).toEqual([id]);
    });
  });
});
