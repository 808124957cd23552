// Machine output (--json): everything the text report says, as data.
import type { Violation } from '../checker.ts';
import type { ReplayedFile, ReplayResult } from '../replay.ts';
import { sortedViolations, summarize, violationsByRule, type Summary } from './summary.ts';

export interface JsonReport {
  ok: boolean;
  summary: Summary;
  files: ReplayedFile[];
  rules: { id: string; title: string; section: string; violations: number }[];
  violations: Violation[];
}

export function jsonReport(result: ReplayResult): JsonReport {
  const summary = summarize(result);
  return {
    ok: summary.violations === 0,
    summary,
    files: result.files,
    rules: [...violationsByRule(result)].map(([r, vs]) => ({ id: r.id, title: r.title, section: r.section, violations: vs.length })),
    violations: sortedViolations(result),
  };
}

export function formatJsonReport(result: ReplayResult): string {
  return `${JSON.stringify(jsonReport(result), null, 2)}\n`;
}
