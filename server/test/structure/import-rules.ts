// The checker behind boundaries.test.ts (D57): every import, export-from,
// side-effect import, dynamic import() and require() of a file, as TypeScript's
// own pre-processor reads them (comments and strings do not count), matched
// against rules of "files here do not import there", each with its list of
// allowed exceptions.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** A source file by its path from the repository root, with / as separator. */
export interface SourceText {
  path: string;
  text: string;
}

export interface ImportEdge {
  from: string;
  specifier: string;
  /** A relative specifier as a repository path ('server/src/rest/problem.ts'); a bare one as written ('@bothy/conformance'). */
  target: string;
}

/** One import a rule lets through, with the reason and what ends it. */
export interface AllowedImport {
  from: string;
  specifier: string;
  why: string;
}

export interface ImportRule {
  name: string;
  applies: (from: string) => boolean;
  forbids: (target: string) => boolean;
  allowed?: readonly AllowedImport[];
}

export interface Violation {
  rule: string;
  from: string;
  specifier: string;
}

export function importsOf(file: SourceText): ImportEdge[] {
  return ts.preProcessFile(file.text, true, true).importedFiles.map(({ fileName }) => ({
    from: file.path,
    specifier: fileName,
    target: fileName.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), fileName)) : fileName,
  }));
}

const isAllowed = (rule: ImportRule, e: ImportEdge) => (rule.allowed ?? []).some((a) => a.from === e.from && a.specifier === e.specifier);

/** Every import that a rule forbids and does not allow. */
export function checkImports(files: readonly SourceText[], rules: readonly ImportRule[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    for (const e of importsOf(file)) {
      for (const rule of rules) {
        if (rule.applies(e.from) && rule.forbids(e.target) && !isAllowed(rule, e)) out.push({ rule: rule.name, from: e.from, specifier: e.specifier });
      }
    }
  }
  return out;
}

/** Allowed exceptions that no file uses any more: each is one line to delete. */
export function unusedExceptions(files: readonly SourceText[], rules: readonly ImportRule[]): (AllowedImport & { rule: string })[] {
  const edges = files.flatMap(importsOf);
  return rules.flatMap((rule) =>
    (rule.allowed ?? [])
      .filter((a) => !edges.some((e) => e.from === a.from && e.specifier === a.specifier && rule.forbids(e.target)))
      .map((a) => ({ ...a, rule: rule.name })),
  );
}

const SOURCE = /\.(ts|mts|cts|tsx|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);

/** The source files under `dirs` (repository paths), read from `root`. */
export async function readSources(root: string, dirs: readonly string[]): Promise<SourceText[]> {
  const out: SourceText[] = [];
  const walk = async (rel: string): Promise<void> => {
    for (const entry of await readdir(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(child);
      } else if (SOURCE.test(entry.name)) {
        out.push({ path: child, text: await readFile(path.join(root, child), 'utf8') });
      }
    }
  };
  for (const d of dirs) await walk(d);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
