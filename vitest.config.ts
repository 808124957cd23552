import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// In the workspace, @bothy/generated and @bothy/sdk resolve to their sources (the paths of
// tsconfig.base.json, which tsc and tsx follow too); their package.json exports name the built
// dist/ that a published install gets.
const paths = (JSON.parse(readFileSync(new URL('./tsconfig.base.json', import.meta.url), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } })
  .compilerOptions.paths;
const alias = Object.entries(paths).map(([name, [target]]) => ({
  find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
  replacement: fileURLToPath(new URL(target ?? '', import.meta.url)),
}));

// One project per workspace. Projects that need PostgreSQL share one database
// server per run (scripts/test-database.ts); each test file creates its own database.
const database = { globalSetup: ['scripts/test-database.ts'] };

export default defineConfig({
  resolve: { alias },
  test: {
    // Two test files at once. The default (all cores but one) runs one file at a time on CI's two
    // cores, while most files spend their time waiting (timers, server processes, the network, the
    // database). Measured on the full run: 1,734 s -> 1,447 s. Tests that read database-wide views
    // (pg_locks, pg_stat_activity) filter them to their own database.
    maxWorkers: 2,
    // FC_SEED / FC_PATH replay a property test's printed failure (scripts/fast-check-replay.ts).
    setupFiles: ['scripts/fast-check-replay.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'codegen',
          include: ['codegen/test/**/*.test.ts'],
          typecheck: { enabled: true, include: ['codegen/test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'conformance',
          include: ['conformance/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...database,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...database,
        },
      },
      {
        extends: true,
        test: {
          name: 'sdk',
          include: ['sdk/test/**/*.test.ts'],
          typecheck: { enabled: true, include: ['sdk/test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...database,
        },
      },
      {
        extends: true,
        // The demo app of `npm start` in chromium (issue 21): starts its own `npm start` on a fresh embedded PostgreSQL.
        test: { name: 'demo', include: ['demo/test/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
      },
    ],
  },
});
