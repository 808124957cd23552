// JUnit XML for CI: one testcase per rule, a failure listing its violations.
import type { ReplayResult } from '../replay.ts';
import { plural, summarize, violationsByRule } from './summary.ts';

/** Text as XML character data or attribute value; characters XML 1.0 forbids are dropped. */
export function xmlEscape(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export const JUNIT_SUITE_NAME = 'bothy-conformance';

/** The lines that open a report: the XML declaration, testsuites, one testsuite of the mode (replay, live) and its properties. */
export function junitHead(mode: string, counts: { tests: number; failures: number; skipped: number; errors?: number }, properties: readonly [name: string, value: string][], timestamp: Date): string[] {
  const attrs = `tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors ?? 0}" skipped="${counts.skipped}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${JUNIT_SUITE_NAME}" ${attrs}>`,
    `  <testsuite name="${JUNIT_SUITE_NAME} ${mode}" ${attrs} timestamp="${timestamp.toISOString().replace(/\.\d+Z$/, '')}">`,
    '    <properties>',
    ...properties.map(([name, value]) => `      <property name="${xmlEscape(name)}" value="${xmlEscape(value)}"/>`),
    '    </properties>',
  ];
}

export const JUNIT_TAIL = ['  </testsuite>', '</testsuites>'] as const;

export function formatJunitReport(result: ReplayResult, timestamp: Date = new Date()): string {
  const s = summarize(result);
  const properties = result.files.map((f): [string, string] => ['recording', `${f.file} (${plural(f.frames, 'frame')}, ${plural(f.connections, 'connection')})`]);
  const out = junitHead('replay', { tests: s.rulesChecked, failures: s.rulesViolated.length, skipped: 0 }, properties, timestamp);
  for (const [rule, violations] of violationsByRule(result)) {
    const name = xmlEscape(`${rule.id} (${rule.section}) ${rule.title}`);
    const open = `    <testcase classname="${JUNIT_SUITE_NAME}.${rule.group}" name="${name}"`;
    if (violations.length === 0) {
      out.push(`${open}/>`);
      continue;
    }
    const body = violations.map((v) => `${v.file}:${v.line} [${v.conn}] ${v.message}`).join('\n');
    out.push(
      `${open}>`,
      `      <failure type="${xmlEscape(rule.id)}" message="${plural(violations.length, 'violation')} of ${xmlEscape(rule.id)}">${xmlEscape(body)}</failure>`,
      '    </testcase>',
    );
  }
  out.push(...JUNIT_TAIL);
  return `${out.join('\n')}\n`;
}

/**
 * The report of a run that ended without a verdict (exit 2: unreadable input, a server that cannot be
 * reached, an abort): one testcase with an <error>, so that a CI reading the file sees why (D409).
 */
export function formatJunitError(mode: string, error: { code: string; message: string }, timestamp: Date = new Date()): string {
  const out = junitHead(mode, { tests: 1, failures: 0, skipped: 0, errors: 1 }, [], timestamp);
  const message = xmlEscape(error.message);
  out.push(
    `    <testcase classname="${JUNIT_SUITE_NAME}.${xmlEscape(mode)}" name="${xmlEscape(error.code)}" time="0.000">`,
    `      <error type="${xmlEscape(error.code)}" message="${message}">${message}</error>`,
    '    </testcase>',
    ...JUNIT_TAIL,
  );
  return `${out.join('\n')}\n`;
}
