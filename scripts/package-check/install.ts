// Builds and packs @bothy/generated and @bothy/sdk, and installs the tarballs into a fresh folder
// outside the workspace (its own package.json), as an app developer would install them from the
// registry. Shared by the package check (check.ts) and the bundle budget (bundle.ts).
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const appDir = fileURLToPath(new URL('./app/', import.meta.url));
export const PACKAGES = ['generated', 'sdk'] as const;

/** The workspace's environment without what npm sets for a script of this workspace. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))) as NodeJS.ProcessEnv;
}

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, { cwd, env: cleanEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 240_000 });
}

export interface Installed {
  /** The fresh folder: package.json, node_modules, the app's files. */
  dir: string;
  tarballs: string[];
}

/** `extra`: more packages to install beside the tarballs and ws (the bundle comparison's). */
export async function installPackages(extra: string[] = []): Promise<Installed> {
  run('npm', ['run', '--silent', 'build'], root);
  const dir = await mkdtemp(path.join(tmpdir(), 'bothy-package-check-'));
  const packs = path.join(dir, 'tarballs');
  await mkdir(packs);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', packs, ...PACKAGES.flatMap((p) => ['-w', p])], root)) as Array<{ filename: string }>;
  const tarballs = packed.map((p) => path.join(packs, p.filename));
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bothy-package-check', private: true, type: 'module' }, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, 'ws@^8.18.0', ...extra], dir);
  await cp(appDir, dir, { recursive: true });
  return { dir, tarballs };
}
