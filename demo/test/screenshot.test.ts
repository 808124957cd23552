// The README's picture of the demo app is kept current (issue 21, D262): docs/demo.png must have been
// written (npm run demo:screenshot) after the last change of what it shows (demo/src, demo/serve.ts).
// The twin runs the same check on a small repository of its own whose picture falls behind, on a
// straight line and through a merge, and shows that it reports the picture stale.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { underCi } from '../../scripts/test-chromium.ts';
import { screenshotState } from '../../scripts/demo-screenshot-check.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the README screenshot of the demo app is current (issue 21)', () => {
  it('docs/demo.png was written after the last change of demo/src and demo/serve.ts', (ctx) => {
    const s = screenshotState(ROOT);
    if (s.state === 'unknown') {
      if (underCi()) throw new Error(`CI=true: ${s.message}`);
      console.warn(`SKIPPED: ${s.message}`);
      ctx.skip();
    }
    expect(s.state === 'stale' ? s.message : s.state).toBe('current');
  });

  describe('twin: a repository whose picture falls behind', () => {
    const repo = mkdtempSync(join(tmpdir(), 'bothy-screenshot-'));
    afterAll(() => rmSync(repo, { recursive: true, force: true }));
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.org', '-c', 'commit.gpgsign=false', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const commit = (file: string, text: string) => {
      mkdirSync(dirname(join(repo, file)), { recursive: true });
      writeFileSync(join(repo, file), text);
      git('add', file);
      git('commit', '-qm', `${file}: ${text}`);
    };
    const state = () => screenshotState(repo).state;

    it('is stale after a change of demo/src, current again after a new picture', () => {
      git('init', '-q', '-b', 'main');
      commit('demo/src/main.tsx', 'v1');
      commit('docs/demo.png', 'picture of v1');
      expect(state()).toBe('current');
      commit('demo/serve.ts', 'new styles');
      expect(state()).toBe('stale');
      commit('docs/demo.png', 'picture with the new styles');
      expect(state()).toBe('current');
      commit('README.md', 'words only');
      expect(state()).toBe('current');
      commit('demo/src/main.tsx', 'v2');
      const s = screenshotState(repo);
      expect(s.state).toBe('stale');
      expect(s.state === 'stale' && s.message).toMatch(/docs\/demo\.png .* misses 1 later change\(s\) of demo\/src, demo\/serve\.ts, the last \w+ demo\/src\/main\.tsx: v2/);
    });

    it('is stale when a merge brings a change of demo/src that the newer picture never saw', () => {
      commit('docs/demo.png', 'picture of v2');
      git('checkout', '-q', '-b', 'side');
      commit('demo/src/store.ts', 'a change on a branch');
      git('checkout', '-q', 'main');
      commit('docs/demo.png', 'a picture taken later, without the branch');
      expect(state()).toBe('current');
      git('merge', '-q', '--no-edit', 'side');
      expect(state()).toBe('stale');
    });
  });
});
