import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImports, readSources, unusedExceptions, type ImportRule, type SourceText } from './import-rules.ts';

// Module boundaries (issue 12, D57), checked over the import statements:
// REST is one edge of the server and the domain does not lean on it; the server
// and the SDK do not depend on the conformance suite that judges them.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_SRC = 'server/src/';
const REST = `${SERVER_SRC}rest/`;

/** The domain folders named by the issue; the rule covers every folder of server/src but rest/ (these among them). */
const DOMAIN_FOLDERS = ['authz', 'agents', 'messages', 'personal', 'imports', 'events', 'catchup', 'epoch', 'retention', 'workers', 'identity', 'snapshot', 'idempotency', 'db', 'cluster'];

const isConformance = (target: string) => target === '@bothy/conformance' || target.startsWith('@bothy/conformance/') || target === 'conformance' || target.startsWith('conformance/');
/** Product code of the server and the SDK: everything but their tests, which use the suite as their judge. */
const isProductCode = (from: string) => /^(server|sdk)\//.test(from) && !/^(server|sdk)\/test\//.test(from);

const RULES: ImportRule[] = [
  {
    name: 'no import from a domain folder into rest/',
    // A file in a folder of server/src other than rest/; the composition roots (server/src/*.ts) wire REST in.
    applies: (from) => from.startsWith(SERVER_SRC) && from.slice(SERVER_SRC.length).includes('/') && !from.startsWith(REST),
    forbids: (target) => target.startsWith(REST),
  },
  {
    name: 'no import from server/ or sdk/ into @bothy/conformance',
    applies: isProductCode,
    forbids: isConformance,
    // The recorder once needed the suite for its format; it comes from generated/ now (D58).
    allowed: [],
  },
];

describe('module boundaries over the import statements (issue 12)', () => {
  it('finds no import that crosses a boundary in server/ and sdk/', async () => {
    const files = await readSources(ROOT, ['server', 'sdk']);
    const folders = (await readdir(path.join(ROOT, SERVER_SRC), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
    // The check reads what it should: the named domain folders exist and have files under the rule.
    for (const d of DOMAIN_FOLDERS) {
      expect(folders, `server/src/${d}`).toContain(d);
      expect(files.some((f) => f.path.startsWith(`${SERVER_SRC}${d}/`) && RULES[0]!.applies(f.path)), `files of ${d}/`).toBe(true);
    }
    expect(files.filter((f) => isProductCode(f.path)).length).toBeGreaterThan(100);
    expect(checkImports(files, RULES)).toEqual([]);
  });

  it('keeps no allowed exception that no import uses any more', async () => {
    const files = await readSources(ROOT, ['server', 'sdk']);
    expect(unusedExceptions(files, RULES)).toEqual([]);
  });

  // The twin: the same checker and rules over a made-up file set with forbidden imports in every form.
  it('reports each forbidden import of a synthetic file set, and nothing else', () => {
    const files: SourceText[] = [
      { path: 'server/src/messages/a.ts', text: `import { ProblemError } from '../rest/problem.ts';\n` },
      { path: 'server/src/authz/b.ts', text: `import type { Reply } from '../rest/reply.ts';\n` },
      { path: 'server/src/gateway/c.ts', text: `export { authenticateToken } from '../rest/auth.ts';\n` },
      { path: 'server/src/db/deep/d.ts', text: `const m = await import('../../rest/app.ts');\nexport default m;\n` },
      { path: 'sdk/src/e.ts', text: `import { replayText } from '@bothy/conformance';\n` },
      { path: 'server/src/workers/f.ts', text: `import '../../../conformance/src/replay.ts';\n` },
      { path: 'server/src/gateway/other-recorder.ts', text: `import { createFileRecorder } from '@bothy/conformance';\n` },
      // Allowed: REST importing the domain, the composition root importing REST, the listed exception,
      // tests using the suite, and imports that are only text in a comment or a string.
      { path: 'server/src/rest/app.ts', text: `import { notFound } from '../authz/require.ts';\n` },
      { path: 'server/src/server.ts', text: `import { createRestApp } from './rest/app.ts';\n` },
      { path: 'server/src/gateway/recorder.ts', text: `import { createFileRecorder } from '@bothy/conformance';\n` },
      { path: 'server/test/gateway/recording.test.ts', text: `import { replayText } from '@bothy/conformance';\n` },
      { path: 'server/src/identity/g.ts', text: `// import { x } from '../rest/auth.ts';\nconst s = "import { y } from '../rest/auth.ts'";\nexport { s };\n` },
    ];
    // The twin's rules: the real ones, with one listed exception of the kind the rules allow.
    const rules = RULES.map((r, n) => (n === 1 ? { ...r, allowed: [{ from: 'server/src/gateway/recorder.ts', specifier: '@bothy/conformance', why: 'a listed exception' }] } : r));
    expect(checkImports(files, rules)).toEqual([
      { rule: RULES[0]!.name, from: 'server/src/messages/a.ts', specifier: '../rest/problem.ts' },
      { rule: RULES[0]!.name, from: 'server/src/authz/b.ts', specifier: '../rest/reply.ts' },
      { rule: RULES[0]!.name, from: 'server/src/gateway/c.ts', specifier: '../rest/auth.ts' },
      { rule: RULES[0]!.name, from: 'server/src/db/deep/d.ts', specifier: '../../rest/app.ts' },
      { rule: RULES[1]!.name, from: 'sdk/src/e.ts', specifier: '@bothy/conformance' },
      { rule: RULES[1]!.name, from: 'server/src/workers/f.ts', specifier: '../../../conformance/src/replay.ts' },
      { rule: RULES[1]!.name, from: 'server/src/gateway/other-recorder.ts', specifier: '@bothy/conformance' },
    ]);
    // Without the recorder's import, its exception is reported as one to delete.
    expect(unusedExceptions(files.filter((f) => f.path !== 'server/src/gateway/recorder.ts'), rules)).toEqual([expect.objectContaining({ from: 'server/src/gateway/recorder.ts', rule: RULES[1]!.name })]);
    expect(unusedExceptions(files, rules)).toEqual([]);
  });
});
