// `npm run codegen`: compile contracts/*.yaml into generated/src, and Go models into generated/go.
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContracts } from './contracts.ts';
import { buildModel, emitFiles } from './emit.ts';
import { CodegenError } from './errors.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface GenerateResult {
  written: string[];
  unchanged: string[];
  removed: string[];
}

export async function generate(contractsDir = path.join(root, 'contracts'), outDir = path.join(root, 'generated/src'), goDir = path.join(root, 'generated/go')): Promise<GenerateResult> {
  const contracts = await loadContracts(contractsDir);
  for (const d of contracts.diagnostics) {
    console.warn(`codegen: ${d.contract} ${d.severity} ${d.code}: ${d.message}`);
  }
  const src = await writeTree(outDir, await emitFiles(contracts));
  // The Go models (issue 23, D220): modelina in memory, so that codegen:check covers generated/go.
  // Imported here, so that what imports @bothy/codegen for samples does not load modelina.
  const { emitGoFiles } = await import('./modelina.ts');
  const go = await writeTree(goDir, await emitGoFiles(buildModel(contracts), path.join(root, 'conformance/test/fixtures/valid')));
  const rel = (dir: string, names: string[]) => names.map((n) => path.relative(root, path.join(dir, n)));
  return {
    written: [...rel(outDir, src.written), ...rel(goDir, go.written)],
    unchanged: [...rel(outDir, src.unchanged), ...rel(goDir, go.unchanged)],
    removed: [...rel(outDir, src.removed), ...rel(goDir, go.removed)],
  };
}

/** Writes files (names relative to dir, `/` for subfolders) and removes every other file in dir. */
async function writeTree(dir: string, files: Map<string, string>): Promise<GenerateResult> {
  const written: string[] = [];
  const unchanged: string[] = [];
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    const before = await readFile(file, 'utf8').catch(() => undefined);
    if (before === text) {
      unchanged.push(name);
      continue;
    }
    await writeFile(file, text);
    written.push(name);
  }
  const removed: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && [...files.keys()].some((n) => n.startsWith(`${entry.name}/`))) {
      for (const inner of await readdir(path.join(dir, entry.name))) {
        if (!files.has(`${entry.name}/${inner}`)) {
          await rm(path.join(dir, entry.name, inner), { recursive: true });
          removed.push(`${entry.name}/${inner}`);
        }
      }
    } else if (!files.has(entry.name)) {
      await rm(path.join(dir, entry.name), { recursive: true });
      removed.push(entry.name);
    }
  }
  return { written, unchanged, removed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generate().then(
    ({ written, unchanged, removed }) => {
      console.log(`codegen: ${written.length} written, ${unchanged.length} unchanged, ${removed.length} removed`);
      for (const f of written) console.log(`  wrote ${f}`);
      for (const f of removed) console.log(`  removed ${f}`);
    },
    (err: unknown) => {
      if (err instanceof CodegenError) {
        console.error(`codegen failed (${err.code}): ${err.message}`);
      } else {
        console.error('codegen failed:', err);
      }
      process.exitCode = 1;
    },
  );
}
