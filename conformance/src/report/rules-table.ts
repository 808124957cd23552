// The rule list as text (`bothy-conformance rules`) and as the Markdown table
// that conformance/README.md carries (a test keeps the two equal).
import type { Rule } from '../rules/index.ts';

function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function rulesMarkdown(rules: readonly Rule[]): string {
  const rows = rules.map((r) => `| \`${r.id}\` | ${markdownCell(r.section)} | ${markdownCell(r.title)}${r.fallback ? ' (fallback: only when no other rule found the fault)' : ''} |`);
  return ['| Rule | Spec section | What it checks |', '|---|---|---|', ...rows].join('\n');
}

export function rulesText(rules: readonly Rule[]): string {
  const width = Math.max(...rules.map((r) => r.id.length));
  return `${rules.map((r) => `${r.id.padEnd(width)}  (${r.section}) ${r.title}${r.fallback ? ' [fallback]' : ''}`).join('\n')}\n`;
}
