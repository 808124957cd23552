// The demo app's build, run by `npm start` when server.dev_endpoints is on (main.ts): the app is
// built on the published @bothy/sdk bundle (sdk/dist, made by `npm run build`), never on the SDK's
// sources. The SDK is built first when its dist is missing or older than its sources; then esbuild
// bundles demo/src into one script, kept in memory (nothing prebuilt is committed or written).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = join(ROOT, 'demo/src/main.tsx');

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

export interface DemoBundle {
  js: string;
  /** Input files of the bundle, relative to the repository: the proof that no SDK source went in. */
  inputs: string[];
}

export async function buildDemoApp(log: (message: string) => void = () => {}): Promise<DemoBundle> {
  if (sdkBundleStale()) {
    log('building the SDK bundle for the demo app (npm run build)');
    const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`npm run build failed (the demo app needs the SDK bundle): ${r.stderr.slice(-2000)}`);
  }
  const result = await build({
    entryPoints: [ENTRY],
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
    metafile: true,
    // Our own settings instead of the repository's tsconfig: its `paths` point @bothy/sdk at the
    // SDK's sources; the demo resolves the package as an app would, through its exports (dist).
    tsconfigRaw: { compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'preact', verbatimModuleSyntax: true } },
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs).map((p) => relative(ROOT, join(ROOT, p)));
  const privateImport = inputs.find((p) => /^(sdk|generated)\/src\//.test(p));
  if (privateImport) throw new Error(`the demo app reached the SDK's sources (${privateImport}); it must import the published @bothy/sdk only`);
  return { js: result.outputFiles[0]!.text, inputs };
}
