// `npm run codegen`: compile contracts/*.yaml into generated/src.
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContracts } from './contracts.ts';
import { emitFiles } from './emit.ts';
import { CodegenError } from './errors.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function generate(contractsDir = path.join(root, 'contracts'), outDir = path.join(root, 'generated/src')): Promise<{ written: string[]; unchanged: string[]; removed: string[] }> {
  const contracts = await loadContracts(contractsDir);
  for (const d of contracts.diagnostics) {
    console.warn(`codegen: ${d.contract} ${d.severity} ${d.code}: ${d.message}`);
  }
  const files = await emitFiles(contracts);
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  const unchanged: string[] = [];
  for (const [name, text] of files) {
    const file = path.join(outDir, name);
    const before = await readFile(file, 'utf8').catch(() => undefined);
    if (before === text) {
      unchanged.push(name);
      continue;
    }
    await writeFile(file, text);
    written.push(name);
  }
  const removed: string[] = [];
  for (const name of await readdir(outDir)) {
    if (!files.has(name)) {
      await rm(path.join(outDir, name), { recursive: true });
      removed.push(name);
    }
  }
  return { written, unchanged, removed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generate().then(
    ({ written, unchanged, removed }) => {
      console.log(`codegen: ${written.length} written, ${unchanged.length} unchanged, ${removed.length} removed`);
      for (const f of written) console.log(`  wrote generated/src/${f}`);
      for (const f of removed) console.log(`  removed generated/src/${f}`);
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
