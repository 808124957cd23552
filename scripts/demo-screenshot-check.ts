// Whether the README's picture of the demo app (docs/demo.png, written by `npm run demo:screenshot`)
// is current: the commit that last changed it must have in its history every commit of HEAD that
// changed what the picture shows (demo/src, the app; demo/serve.ts, its page and styles), merges
// included. Read from git history, so it needs a full clone; a shallow one cannot tell and says so.
// A new picture always differs from the old one (it shows the time of the agent's run).
// `npx tsx scripts/demo-screenshot-check.ts [repository]` exits 1 when the picture is stale.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SCREENSHOT = 'docs/demo.png';
/** What the picture shows: a change here needs a new picture. */
export const SHOWN = ['demo/src', 'demo/serve.ts'];

export type ScreenshotState =
  | { state: 'current'; screenshot: string; shown: string }
  | { state: 'stale'; screenshot: string; shown: string; message: string }
  | { state: 'unknown'; message: string };

const git = (repo: string, args: string[]): string => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export function screenshotState(repo: string, screenshot = SCREENSHOT, shown = SHOWN): ScreenshotState {
  const top = spawnSync('git', ['-C', repo, 'rev-parse', '--is-shallow-repository'], { encoding: 'utf8' });
  if (top.status !== 0) return { state: 'unknown', message: `${repo} is not a git checkout: the history that dates ${screenshot} is missing` };
  if (top.stdout.trim() === 'true') return { state: 'unknown', message: `${repo} is a shallow clone: its history cannot date ${screenshot} (git fetch --unshallow)` };
  const pictured = git(repo, ['log', '-1', '--format=%H', 'HEAD', '--', screenshot]);
  if (!pictured) return { state: 'stale', screenshot: '', shown: '', message: `no commit holds ${screenshot}: run npm run demo:screenshot and commit it` };
  // Stale when HEAD has a change of what it shows that the picture's commit does not have in its history.
  const since = git(repo, ['rev-list', `${pictured}..HEAD`, '--', ...shown]).split('\n').filter(Boolean);
  if (since.length === 0) return { state: 'current', screenshot: pictured, shown: git(repo, ['log', '-1', '--format=%H', 'HEAD', '--', ...shown]) };
  const subject = git(repo, ['log', '-1', '--format=%h %s', since[0]!]).slice(0, 120);
  return {
    state: 'stale',
    screenshot: pictured,
    shown: since[0]!,
    message: `${screenshot} (last changed in ${pictured.slice(0, 7)}) misses ${since.length} later change(s) of ${shown.join(', ')}, the last ${subject}: run npm run demo:screenshot and commit ${screenshot}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const s = screenshotState(repo);
  console.log(s.state === 'current' ? `${SCREENSHOT} is current (${s.screenshot.slice(0, 7)} contains ${s.shown.slice(0, 7) || 'no change'} of ${SHOWN.join(', ')})` : s.message);
  process.exit(s.state === 'current' ? 0 : 1);
}
