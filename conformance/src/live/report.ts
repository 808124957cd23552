// Reports of the live mode: a table of cases, JSON, and JUnit XML.
import { JUNIT_SUITE_NAME, JUNIT_TAIL, junitHead, xmlEscape } from '../report/junit.ts';
import { plural } from '../report/summary.ts';
import type { CaseStatus, LiveCaseResult, LiveProgress, LiveResult } from './runner.ts';

function counts(result: LiveResult): Record<CaseStatus, number> {
  const out: Record<CaseStatus, number> = { pass: 0, fail: 0, skip: 0 };
  for (const c of result.cases) out[c.status] += 1;
  return out;
}

export function liveSummary(result: LiveResult): string {
  const n = counts(result);
  const frames = `${plural(result.recording.length, 'frame')} on ${plural(result.connections, 'connection')}`;
  return `live: ${n.pass} passed, ${n.fail} failed, ${n.skip} skipped (${result.url}, ${frames})`;
}

const LABEL: Record<CaseStatus, string> = { pass: 'pass', fail: 'FAIL', skip: 'skip' };

/** One row per case, `id  section  result  reason`, then the summary line. */
export function formatLiveTable(result: LiveResult): string {
  const rows = result.cases.map((c) => [c.id, c.section, LABEL[c.status], c.reason ?? '']);
  const header = ['case', 'section', 'result', 'detail'];
  const width = (i: number) => Math.max(header[i]!.length, ...rows.map((r) => r[i]!.length));
  const line = (r: string[]) => [r[0]!.padEnd(width(0)), r[1]!.padEnd(width(1)), r[2]!.padEnd(width(2)), r[3]].join('  ').trimEnd();
  return `${[line(header), ...rows.map(line), '', liveSummary(result)].join('\n')}\n`;
}

/** The progress line of a case: while it runs, and with its result. */
export function formatProgress(p: LiveProgress): string {
  const at = `[${p.index}/${p.total}] ${p.id}`;
  if (!p.result) return `${at} …`;
  return `${at} ${LABEL[p.result.status]} (${p.result.ms} ms)${p.result.reason ? `: ${p.result.reason}` : ''}`;
}

export interface LiveJsonReport {
  ok: boolean;
  url: string;
  summary: { passed: number; failed: number; skipped: number; frames: number; connections: number };
  cases: LiveCaseResult[];
  violations: LiveResult['violations'];
}

export function liveJsonReport(result: LiveResult): LiveJsonReport {
  const n = counts(result);
  return {
    ok: n.fail === 0 && n.skip === 0,
    url: result.url,
    summary: { passed: n.pass, failed: n.fail, skipped: n.skip, frames: result.recording.length, connections: result.connections },
    cases: result.cases,
    violations: result.violations,
  };
}

export function formatLiveJson(result: LiveResult): string {
  return `${JSON.stringify(liveJsonReport(result), null, 2)}\n`;
}

/** One testcase per case; a failure with its reason, a skip as skipped with its reason. */
export function formatLiveJunit(result: LiveResult, timestamp: Date = new Date()): string {
  const n = counts(result);
  const out = junitHead('live', { tests: result.cases.length, failures: n.fail, skipped: n.skip }, [['url', result.url]], timestamp);
  for (const c of result.cases) {
    const open = `    <testcase classname="${JUNIT_SUITE_NAME}.live" name="${xmlEscape(`${c.id} (${c.section}) ${c.title}`)}" time="${(c.ms / 1_000).toFixed(3)}"`;
    if (c.status === 'pass') {
      out.push(`${open}/>`);
      continue;
    }
    const reason = xmlEscape(c.reason ?? '');
    const body = c.status === 'fail' ? `      <failure type="${xmlEscape(c.id)}" message="${reason}">${reason}</failure>` : `      <skipped message="${reason}"/>`;
    out.push(`${open}>`, body, '    </testcase>');
  }
  out.push(...JUNIT_TAIL);
  return `${out.join('\n')}\n`;
}
