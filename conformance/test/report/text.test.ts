import { describe, expect, it } from 'vitest';
import type { ReplayResult } from '../../src/replay.ts';
import { formatTextReport } from '../../src/report/text.ts';
import { rules } from '../../src/rules/index.ts';

describe('text report', () => {
  it('lists violations by file and line, one per line, then one summary line', () => {
    const result: ReplayResult = {
      files: [
        { file: 'b.jsonl', frames: 4, connections: 2 },
        { file: 'a.jsonl', frames: 1, connections: 1 },
      ],
      violations: [
        { file: 'a.jsonl', line: 1, conn: 'w', rule: 'webhook.durable_only', section: '15.6', message: 'typing.started is ephemeral' },
        { file: 'b.jsonl', line: 9, conn: 'c', rule: 'connection.seq_order', section: '9, 10', message: 'seq 3 is not greater than seq 4 (line 8)' },
        { file: 'b.jsonl', line: 2, conn: 'c', rule: 'envelope.no_null', section: '2.2, ADR 0053', message: 'JSON null at /d/actor' },
      ],
      rules,
    };
    expect(formatTextReport(result)).toBe(
      [
        'b.jsonl:2 envelope.no_null (2.2, ADR 0053) JSON null at /d/actor',
        'b.jsonl:9 connection.seq_order (9, 10) seq 3 is not greater than seq 4 (line 8)',
        'a.jsonl:1 webhook.durable_only (15.6) typing.started is ephemeral',
        `conformance: 3 violations of 3 rules [envelope.no_null, webhook.durable_only, connection.seq_order] (2 recordings, 5 frames, 3 connections, ${rules.length} rules)`,
        '',
      ].join('\n'),
    );
  });
});
