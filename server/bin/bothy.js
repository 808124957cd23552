#!/usr/bin/env node
// The `bothy` command (`npx bothy <command>` in the workspace): runs src/cli.ts as it is, with
// tsx's loader registered in this process, so that no build step comes first. tsx resolves from
// this workspace (the root's devDependency), whatever the current directory is.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The workspace's tsconfig maps @bothy/* to their sources (no build in development); tsx would
// otherwise look for a tsconfig in the current directory only.
process.env.TSX_TSCONFIG_PATH ??= fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
register();
await import('../src/cli.ts');
