// The readable report: one line per violation, `file:line rule (section) message`,
// then one summary line.
import type { ReplayResult } from '../replay.ts';
import { plural, sortedViolations, summarize } from './summary.ts';

export function formatTextReport(result: ReplayResult): string {
  const s = summarize(result);
  const lines = sortedViolations(result).map((v) => `${v.file}:${v.line} ${v.rule} (${v.section}) ${v.message}`);
  const checked = `${plural(s.recordings, 'recording')}, ${plural(s.frames, 'frame')}, ${plural(s.connections, 'connection')}, ${plural(s.rulesChecked, 'rule')}`;
  lines.push(
    s.violations === 0
      ? `conformance: clean (${checked})`
      : `conformance: ${plural(s.violations, 'violation')} of ${plural(s.rulesViolated.length, 'rule')} [${s.rulesViolated.join(', ')}] (${checked})`,
  );
  return `${lines.join('\n')}\n`;
}
