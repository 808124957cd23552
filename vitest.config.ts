import { defineConfig } from 'vitest/config';

// One project per workspace. Projects that need PostgreSQL share one database
// server per run (scripts/test-database.ts); each test file creates its own database.
const database = { globalSetup: ['scripts/test-database.ts'] };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'codegen',
          include: ['codegen/test/**/*.test.ts'],
          typecheck: { enabled: true, include: ['codegen/test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'conformance',
          include: ['conformance/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...database,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...database,
        },
      },
      {
        test: {
          name: 'sdk',
          include: ['sdk/test/**/*.test.ts'],
          typecheck: { enabled: true, include: ['sdk/test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...database,
        },
      },
    ],
  },
});
