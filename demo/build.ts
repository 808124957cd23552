// The demo's builds, run by `npm start` when server.dev_endpoints is on (main.ts): the browser app
// (demo/src) and the demo agent (demo/agent.ts), each on the published @bothy/sdk only, never on
// the SDK's sources. The SDK is built first (`npm run build`) when its dist is missing or older
// than its sources. The app is one script bundled with its packages and kept in memory; the agent
// is bundled without its packages, which Node then resolves by name through their `exports`, as in
// an app that installed them, from demo/node_modules/.cache/bothy-demo/agent.mjs (nothing prebuilt
// is committed). Both builds refuse a file outside the published files of a package (publicOnly).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { processAlive } from '../server/src/internal/process-alive.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = join(ROOT, 'demo/src/main.tsx');
export const AGENT_ENTRY = join(ROOT, 'demo/agent.ts');
export const AGENT_BUNDLE = join(ROOT, 'demo/node_modules/.cache/bothy-demo/agent.mjs');
/** Our own settings instead of the repository's tsconfig, whose `paths` point @bothy/sdk at the SDK's sources. */
const TSCONFIG = { compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'preact', verbatimModuleSyntax: true } } as const;

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Whether sdk/dist and generated/dist are missing or older than their sources (then `npm run build` runs). */
export function sdkBundleStale(): boolean {
  for (const pkg of ['generated', 'sdk']) {
    const dist = join(ROOT, pkg, 'dist/index.js');
    if (!existsSync(dist)) return true;
    if (statSync(dist).mtimeMs < newest(join(ROOT, pkg, 'src'))) return true;
  }
  return false;
}

export class PrivateImportError extends Error {
  override readonly name = 'PrivateImportError';
}

interface PackageJson {
  files?: string[];
  exports?: Record<string, unknown> | string;
  dependencies?: Record<string, string>;
  workspaces?: string[];
}
const readPackage = (dir: string): PackageJson => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;

/** Whether `path` (relative to the repository) is in the published files of a workspace package, or installed. */
function published(path: string): boolean {
  const parts = path.split(sep);
  if (parts.includes('node_modules')) return true;
  if (parts[0] === '..' || parts.length < 2) return false; // outside the repository, or at its top
  const [pkg, ...rest] = parts;
  if (!readPackage(ROOT).workspaces?.includes(pkg!)) return false;
  if (pkg === 'demo') return true; // the package being built
  const files = readPackage(join(ROOT, pkg!)).files ?? [];
  const inside = rest.join('/');
  return files.some((f) => inside === f || inside.startsWith(`${f.replace(/\/$/, '')}/`));
}

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`) and its subpath (`./sub`). */
function splitSpecifier(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split('/');
  const n = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(n).join('/');
  return { name: parts.slice(0, n).join('/'), subpath: rest ? `./${rest}` : '.' };
}

/** Where Node finds an installed package for a file of demo/ (its own node_modules, then the workspace's). */
function installed(name: string): string | undefined {
  return [join(ROOT, 'demo/node_modules', name), join(ROOT, 'node_modules', name)].find((d) => existsSync(join(d, 'package.json')));
}

/**
 * The guard of both builds: every input file is demo's own, installed, or in the `files` of its
 * workspace package (sdk/dist, generated/dist); every import left to Node is a builtin or a
 * dependency of demo/package.json, by a subpath its `exports` name. Throws PrivateImportError.
 */
export function publicOnly(metafile: Metafile, what: string): { inputs: string[]; imports: string[] } {
  const inputs = Object.keys(metafile.inputs).map((p) => relative(ROOT, join(ROOT, p)));
  const privateInputs = inputs.filter((p) => !published(p));
  if (privateInputs.length > 0) {
    const named = privateInputs.length > 6 ? `${privateInputs.slice(0, 6).join(', ')} and ${privateInputs.length - 6} more` : privateInputs.join(', ');
    throw new PrivateImportError(`${what} reached ${named}, which no published package holds; it must import the published @bothy/sdk only`);
  }
  const deps = readPackage(join(ROOT, 'demo')).dependencies ?? {};
  const imports = [...new Set(Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)))];
  for (const specifier of imports) {
    if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
    const { name, subpath } = splitSpecifier(specifier);
    if (!(name in deps)) throw new PrivateImportError(`${what} imports ${specifier}, which is not a dependency of demo/package.json`);
    const dir = installed(name);
    const exports = dir ? readPackage(dir).exports : undefined;
    // No exports: every file is reachable; a string or conditions only: the package's main entry only.
    const subpaths = exports === undefined ? undefined : typeof exports === 'string' || !Object.keys(exports).some((k) => k.startsWith('.')) ? ['.'] : Object.keys(exports);
    const named = subpaths === undefined || subpaths.includes(subpath);
    if (!named) throw new PrivateImportError(`${what} imports ${specifier}, which the exports of ${name} do not name`);
  }
  return { inputs, imports };
}

/**
 * Runs a build command and throws, when it fails, with the end of what it wrote on stdout and on stderr:
 * tsc writes its diagnostics to stdout, so a failed `npm run build` used to show nothing but its exit.
 */
export function runBuildCommand(command: string, args: string[], cwd: string, what: string): void {
  const r = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status === 0) return;
  const how = r.error ? r.error.message : r.signal ? `ended by ${r.signal}` : `exit code ${r.status}`;
  const output = [r.stdout, r.stderr].map((t) => (t ?? '').trim()).filter(Boolean).join('\n');
  throw new Error(`${what} failed (${how})${output ? `:\n${output.length > 4000 ? `…${output.slice(-4000)}` : output}` : ''}`);
}

const BUILD_LOCK = join(ROOT, 'demo/node_modules/.cache/bothy-demo/sdk-build.lock');

/**
 * Runs `npm run build` when sdk/dist or generated/dist is missing or older than its sources. One
 * process of this checkout at a time (a lock folder holding the builder's pid): the build starts with
 * `rm -rf dist`, and several npm starts of one fresh clone (the tests run them side by side) would
 * otherwise remove each other's output. A waiter looks again once the lock is gone.
 */
async function ensureSdkBundle(log: (message: string) => void): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (sdkBundleStale()) {
    mkdirSync(dirname(BUILD_LOCK), { recursive: true });
    try {
      mkdirSync(BUILD_LOCK);
    } catch {
      let holder = NaN;
      try {
        holder = Number(readFileSync(join(BUILD_LOCK, 'pid'), 'utf8'));
      } catch {
        // released meanwhile, or its pid not written yet
      }
      if (holder > 0 && !processAlive(holder)) rmSync(BUILD_LOCK, { recursive: true, force: true }); // its builder died
      if (Date.now() > deadline) throw new Error(`waited 300 s for another build of the SDK bundle (${BUILD_LOCK})`);
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      writeFileSync(join(BUILD_LOCK, 'pid'), String(process.pid));
      if (!sdkBundleStale()) return;
      log('building the SDK bundle for the demo (npm run build)');
      runBuildCommand('npm', ['run', '--silent', 'build'], ROOT, 'npm run build (the demo needs the SDK bundle)');
      return;
    } finally {
      rmSync(BUILD_LOCK, { recursive: true, force: true });
    }
  }
}

export interface DemoBundle {
  js: string;
  /** Input files of the bundle, relative to the repository: the proof that no SDK source went in. */
  inputs: string[];
}

export async function buildDemoApp(log: (message: string) => void = () => {}, entry = ENTRY): Promise<DemoBundle> {
  await ensureSdkBundle(log);
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
    metafile: true,
    tsconfigRaw: TSCONFIG,
    logLevel: 'silent',
  });
  const { inputs } = publicOnly(result.metafile, 'the demo app');
  return { js: result.outputFiles[0]!.text, inputs };
}

export interface AgentBundle {
  file: string;
  /** Its input files (demo's own only) and the packages it leaves to Node (by name, through their exports). */
  inputs: string[];
  imports: string[];
}

/** The demo agent as one ES module beside demo's packages; `node <file>` runs it on the SDK's dist. */
export async function buildDemoAgent(log: (message: string) => void = () => {}, entry = AGENT_ENTRY, file = AGENT_BUNDLE): Promise<AgentBundle> {
  await ensureSdkBundle(log);
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    metafile: true,
    tsconfigRaw: TSCONFIG,
    logLevel: 'silent',
  });
  const { inputs, imports } = publicOnly(result.metafile, 'the demo agent');
  // Written whole and renamed: another npm start of this checkout may be reading the same file.
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, result.outputFiles[0]!.text);
  renameSync(partial, file);
  return { file, inputs, imports };
}
