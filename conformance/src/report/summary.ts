// Counts shared by every reporter.
import type { Violation } from '../checker.ts';
import type { ReplayResult } from '../replay.ts';
import type { Rule } from '../rules/index.ts';

export interface Summary {
  recordings: number;
  frames: number;
  connections: number;
  violations: number;
  rulesChecked: number;
  /** Ids of the rules with at least one violation, in rule order. */
  rulesViolated: string[];
}

export function violationsByRule(result: ReplayResult): Map<Rule, Violation[]> {
  const out = new Map<Rule, Violation[]>(result.rules.map((r) => [r, []]));
  const byId = new Map(result.rules.map((r) => [r.id, r]));
  for (const v of result.violations) {
    const rule = byId.get(v.rule);
    if (rule) out.get(rule)?.push(v);
  }
  return out;
}

export function summarize(result: ReplayResult): Summary {
  const byRule = violationsByRule(result);
  return {
    recordings: result.files.length,
    frames: result.files.reduce((n, f) => n + f.frames, 0),
    connections: result.files.reduce((n, f) => n + f.connections, 0),
    violations: result.violations.length,
    rulesChecked: result.rules.length,
    rulesViolated: [...byRule].filter(([, vs]) => vs.length > 0).map(([r]) => r.id),
  };
}

/** Violations in file order, then line order (the order a reader walks a recording). */
export function sortedViolations(result: ReplayResult): Violation[] {
  const fileOrder = new Map(result.files.map((f, i) => [f.file, i]));
  return [...result.violations].sort((a, b) => (fileOrder.get(a.file) ?? 0) - (fileOrder.get(b.file) ?? 0) || a.line - b.line);
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
