// tsc rewrites `./x.ts` to `./x.js` in emitted JavaScript (rewriteRelativeImportExtensions) but not
// in declarations; an app's tsc would then refuse them (TS5097). Rewrites the relative specifiers
// of every .d.ts under the given folder.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node dts-extensions.mjs <dist folder>');
const SPECIFIER = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*?)\.ts(['"])/g;
for (const entry of await readdir(dir, { recursive: true })) {
  if (!entry.endsWith('.d.ts')) continue;
  const file = path.join(dir, entry);
  const text = await readFile(file, 'utf8');
  const out = text.replace(SPECIFIER, '$1$2.js$3');
  if (out !== text) await writeFile(file, out);
}
