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

export function formatJunitReport(result: ReplayResult, timestamp: Date = new Date()): string {
  const s = summarize(result);
  const failures = s.rulesViolated.length;
  const attrs = `tests="${s.rulesChecked}" failures="${failures}" errors="0" skipped="0"`;
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${JUNIT_SUITE_NAME}" ${attrs}>`,
    `  <testsuite name="${JUNIT_SUITE_NAME} replay" ${attrs} timestamp="${timestamp.toISOString().replace(/\.\d+Z$/, '')}">`,
    '    <properties>',
    ...result.files.map((f) => `      <property name="recording" value="${xmlEscape(`${f.file} (${plural(f.frames, 'frame')}, ${plural(f.connections, 'connection')})`)}"/>`),
    '    </properties>',
  ];
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
  out.push('  </testsuite>', '</testsuites>');
  return `${out.join('\n')}\n`;
}
