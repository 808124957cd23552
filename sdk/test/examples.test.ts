// The SDK section of README.md shows code that compiles: every ```ts block there is marked with
// the file under sdk/examples/ it shows, and must equal that file. The type imports below put the
// examples into the root typecheck (`npm run typecheck`), so a snippet that stops compiling fails
// CI; they are erased at run time, so no example runs here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as agent from '../examples/agent.ts';
import type * as apiToken from '../examples/api-token.ts';
import type * as cache from '../examples/cache.ts';
import type * as connect from '../examples/connect.ts';
import type * as listen from '../examples/listen.ts';
import type * as login from '../examples/login.ts';
import type * as offline from '../examples/offline.ts';
import type * as resync from '../examples/resync.ts';
import type * as send from '../examples/send.ts';
import type * as webhook from '../examples/webhook.ts';
import type { BothyClient } from '../src/client.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const examplesDir = new URL('../examples/', import.meta.url);
const MARKER = /<!-- (sdk\/examples\/[\w-]+\.ts) -->\n```ts\n([\s\S]*?)```/g;

/** The README's marked blocks: file -> code. */
function blocks(text: string): Map<string, string> {
  return new Map([...text.matchAll(MARKER)].map((m) => [m[1]!, m[2]!]));
}

describe('README: the SDK section for app developers (docs)', () => {
  it('finds a marked block, and a changed one (the twin: the check can fail)', () => {
    const sample = 'x\n<!-- sdk/examples/a.ts -->\n```ts\nconst a = 1;\n```\n';
    expect(blocks(sample)).toEqual(new Map([['sdk/examples/a.ts', 'const a = 1;\n']]));
    expect(blocks(sample).get('sdk/examples/a.ts')).not.toBe('const a = 2;\n');
  });

  it.each(readdirSync(examplesDir).filter((f) => f.endsWith('.ts')))('shows sdk/examples/%s exactly as the file is', (file) => {
    const shown = blocks(readme).get(`sdk/examples/${file}`);
    expect(shown, `README.md has no block marked <!-- sdk/examples/${file} -->`).toBeDefined();
    expect(shown).toBe(readFileSync(new URL(file, examplesDir), 'utf8'));
  });

  it('shows no block for a file that does not exist', () => {
    const files = new Set(readdirSync(examplesDir).map((f) => `sdk/examples/${f}`));
    expect([...blocks(readme).keys()].filter((f) => !files.has(f))).toEqual([]);
  });

  it('the examples are typed against the public API', () => {
    expectTypeOf<typeof connect.connect>().returns.resolves.toEqualTypeOf<BothyClient>();
    expectTypeOf<typeof login.login>().returns.resolves.toHaveProperty('deviceId');
    expectTypeOf<typeof listen>().toBeObject();
    expectTypeOf<typeof send>().toBeObject();
    expectTypeOf<typeof offline>().toBeObject();
    expectTypeOf<typeof resync>().toBeObject();
    expectTypeOf<typeof agent>().toBeObject();
    expectTypeOf<typeof cache.openWithCache>().returns.resolves.toEqualTypeOf<BothyClient>();
    expectTypeOf<typeof apiToken.apiToken>().returns.resolves.toBeString();
    expectTypeOf<typeof webhook.webhookReceiver>().returns.toBeFunction();
  });
});
