import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MASKED_FIELDS } from '../src/recording.ts';
import { rulesMarkdown } from '../src/report/rules-table.ts';
import { rules } from '../src/rules/index.ts';
import { clusterCases } from '../src/live/cluster.ts';
import { allLiveCases, CATALOGUE_CASE, defaultRunTimeoutMs } from '../src/live/runner.ts';
import { conformanceRoot } from './helpers.ts';

const readme = readFileSync(path.join(conformanceRoot, 'README.md'), 'utf8');

describe('README: CI running the frame conformance gate', () => {
  it('has the section', () => {
    expect(readme).toMatch(/^## CI running the frame conformance gate$/m);
  });

  it('lists every rule id with its spec section', () => {
    for (const r of rules) expect(readme).toContain(`| \`${r.id}\` | ${r.section} |`);
  });

  it('carries the rule table exactly as `bothy-conformance rules --markdown` prints it', () => {
    const table = /<!-- rules:begin -->\n([\s\S]*?)\n<!-- rules:end -->/.exec(readme)?.[1];
    expect(table).toBe(rulesMarkdown(rules));
  });

  it('lists every case of the live mode with its spec section', () => {
    for (const c of [...allLiveCases, ...clusterCases, CATALOGUE_CASE]) expect(readme).toContain(`| \`${c.id}\` | ${c.section} |`);
  });

  it('gives the default --run-timeout the runner derives from the cases of this release (D422)', () => {
    const stated = /2 x `--step-timeout` for each case, (\d+) s\s+with the defaults/.exec(readme)?.[1];
    expect(Number(stated)).toBe(defaultRunTimeoutMs({}) / 1000);
  });

  it('names every masked field', () => {
    for (const f of MASKED_FIELDS) expect(readme).toContain(`\`${f}\``);
  });
});
