import { describe, expect, it } from 'vitest';
import type { ReplayResult } from '../../src/replay.ts';
import { formatJunitReport, xmlEscape } from '../../src/report/junit.ts';
import { rules } from '../../src/rules/index.ts';
import { parseXml } from '../xml.ts';

const result = (message: string): ReplayResult => ({
  files: [{ file: 'a&b <c>.jsonl', frames: 3, connections: 1 }],
  violations: [{ file: 'a&b <c>.jsonl', line: 2, conn: 'c"1', rule: 'envelope.unknown_field', section: '2.2', message }],
  rules,
});

describe('JUnit report', () => {
  it('escapes the five XML specials and drops characters XML 1.0 forbids', () => {
    expect(xmlEscape(`<a href="x">&'\u0001</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });

  it('stays well-formed whatever a recording puts into a message, and keeps the text', () => {
    const hostile = 'unknown member(s) /d/<script>, /d/a&b, "quoted" \'single\' ]]> \u0007bell';
    const doc = parseXml(formatJunitReport(result(hostile), new Date('2026-11-30T12:00:00Z')));
    const suite = doc.children[0];
    expect(suite?.attributes.timestamp).toBe('2026-11-30T12:00:00');
    const failing = suite?.children.find((c) => c.children[0]?.name === 'failure');
    expect(failing?.attributes.classname).toBe('bothy-conformance.envelope');
    expect(failing?.children[0]?.text).toBe(`a&b <c>.jsonl:2 [c"1] ${hostile.replace('\u0007', '')}`);
    expect(suite?.children[0]?.children[0]?.attributes.value).toBe('a&b <c>.jsonl (3 frames, 1 connection)');
  });
});
