import { defineConfig } from 'vitest/config';

// One project per workspace. Tests that need PostgreSQL share one database
// server per run (scripts/test-database.ts); each test file gets its own database.
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
    ],
  },
});
