import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { buildModel, CodegenError, loadContracts, type CodegenErrorCode, type LoadedContracts, type Model } from '../src/index.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const contractsDir = path.join(repoRoot, 'contracts');

let loaded: Promise<LoadedContracts> | undefined;

/** The contracts as committed, parsed once per test file. */
export function contracts(): Promise<LoadedContracts> {
  loaded ??= loadContracts(contractsDir);
  return loaded;
}

export async function model(): Promise<Model> {
  return buildModel(await contracts());
}

/** A deep copy of the committed contracts, for tests that break them on purpose. */
export async function mutableContracts(): Promise<LoadedContracts> {
  return structuredClone(await contracts());
}

/** The contracts build; after `given` breaks them, codegen refuses them with the code `want`. */
export async function expectRefusal(given: (c: LoadedContracts) => void, want: CodegenErrorCode): Promise<void> {
  const c = await mutableContracts();
  expect(() => buildModel(c)).not.toThrow();
  given(c);
  let caught: unknown;
  try {
    buildModel(c);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(CodegenError);
  expect((caught as CodegenError).code).toBe(want);
}
