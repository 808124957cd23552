import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientOps, CloseCode, eventTypes, serverOps } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { conformanceRoot } from './helpers.ts';

const protocolStrings = new Set<string>([...clientOps, ...serverOps, ...eventTypes]);
const closeCodes = new Set<number>(Object.values(CloseCode));

/** Protocol names typed by hand: string literals equal to an op or event type, and close codes as numbers. */
function handTypedProtocol(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    if (protocolStrings.has(m[2] ?? '')) found.push(m[0]);
  }
  for (const m of source.matchAll(/(?<![\w.])(\d{4})(?![\w.])/g)) {
    if (closeCodes.has(Number(m[1]))) found.push(m[1] ?? '');
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

describe('protocol names come from @bothy/generated (CONVENTIONS: contracts and generated code)', () => {
  it('finds a hand-typed op, event type or close code (the twin: the scan can fail)', () => {
    expect(handTypedProtocol(`if (op === 'dispatch' || t === "typing.started" || code === 4014) {}`)).toEqual(["'dispatch'", '"typing.started"', '4014']);
    expect(handTypedProtocol('const x = ServerOp.Dispatch; const y = 30_000; const z = `${a}.${b}`;')).toEqual([]);
  });

  it.each(sources(path.join(conformanceRoot, 'src')).map((f) => path.relative(conformanceRoot, f)))('%s types none by hand', (file) => {
    expect(handTypedProtocol(readFileSync(path.join(conformanceRoot, file), 'utf8'))).toEqual([]);
  });
});
