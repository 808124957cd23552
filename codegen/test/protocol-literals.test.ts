import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { clientOps, closeCodes, eventTypes, serverOps } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

// Contracts are the only place a frame, an event type or a close code is
// defined; handwritten code takes them from @bothy/generated (CONVENTIONS).
// This scan finds protocol names and numbers typed by hand in src/.

const PACKAGES = ['server/src', 'sdk/src', 'conformance/src'];

async function sources(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await sources(p)));
    else if (/\.ts$/.test(e.name)) out.push(p);
  }
  return out;
}

/** The code without comments, so that documentation may name codes and types. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export function findLiterals(text: string): string[] {
  const found: string[] = [];
  const src = code(text);
  for (const type of eventTypes) if (new RegExp(`['"\`]${type.replace('.', '\\.')}['"\`]`).test(src)) found.push(`event type ${type}`);
  for (const op of new Set([...clientOps, ...serverOps])) if (new RegExp(`\\bop:\\s*['"\`]${op.replace('.', '\\.')}['"\`]`).test(src)) found.push(`op ${op}`);
  for (const c of Object.keys(closeCodes)) if (Number(c) >= 4000 && new RegExp(`(?<![\\w.])${c}(?![\\w])`).test(src)) found.push(`close code ${c}`);
  return found;
}

describe('no protocol literal outside generated/ (contracts are the source of truth)', () => {
  it.each(PACKAGES)('finds no hand-typed event type, op or close code in %s', async (dir) => {
    const offenders: string[] = [];
    for (const file of await sources(path.join(repoRoot, dir))) {
      for (const what of findLiterals(await readFile(file, 'utf8'))) offenders.push(`${path.relative(repoRoot, file)}: ${what}`);
    }
    expect(offenders).toEqual([]);
  });

  it('twin: the scan finds literals planted on purpose, and ignores them in comments', () => {
    expect(findLiterals(`send({ op: 'hello', d }); if (e.type === 'message.created') ws.close(4017);`)).toEqual(['event type message.created', 'op hello', 'close code 4017']);
    expect(findLiterals(`// closes with 4017 on 'message.created'\n/* op: 'hello' */`)).toEqual([]);
  });
});
