// CONVENTIONS (contracts and generated code): protocol names come from @bothy/generated. A string
// literal in sdk/src equal to an op or an event type, or a number equal to a close code, is a name
// typed by hand. Comments may name them; the SDK's own names that coincide with an op are listed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientOps, CloseCode, eventTypes, serverOps } from '@bothy/generated';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const protocolStrings = new Set<string>([...clientOps, ...serverOps, ...eventTypes]);
const closeCodes = new Set<number>(Object.values(CloseCode));
/**
 * SDK names that are spelled like an op: the emitters' `error` channel (every Emitter of the SDK
 * has one; the server's error frame arrives as a GatewayOpError on it) and the outbox's `resume()`.
 */
const OWN_NAMES = new Set(["'error'", "'resume'"]);

/** Comments out: `//` after the start of a line or a space (never inside https://), and block comments. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

function handTyped(source: string): string[] {
  const text = code(source);
  const found: string[] = [];
  for (const m of text.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    if (protocolStrings.has(m[2] ?? '') && !OWN_NAMES.has(m[0])) found.push(m[0]);
  }
  for (const m of text.matchAll(/(?<![\w.])(\d{4})(?![\w.])/g)) {
    if (closeCodes.has(Number(m[1]))) found.push(m[1] ?? '');
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

describe('protocol names in sdk/src come from @bothy/generated (CONVENTIONS)', () => {
  it('finds a hand-typed op, event type or close code, but not one in a comment (the twin: the scan can fail)', () => {
    expect(handTyped(`if (op === 'dispatch' || t === "typing.started" || code === 4014) {}`)).toEqual(["'dispatch'", '"typing.started"', '4014']);
    expect(handTyped(`// 4012 wipes; 'ready' starts\nconst u = 'https://x/y'; /* 4013 */ const x = ServerOp.Ready;`)).toEqual([]);
  });

  it.each(sources(srcDir).map((f) => path.relative(srcDir, f)))('src/%s types none by hand', (file) => {
    expect(handTyped(readFileSync(path.join(srcDir, file), 'utf8'))).toEqual([]);
  });
});
