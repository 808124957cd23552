#!/usr/bin/env node
// The `bothy` command (`npx bothy <command>` in the workspace): runs src/cli.ts as it is, with
// tsx's loader registered in this process, so that no build step comes first. tsx resolves from
// this workspace (the root's devDependency), whatever the current directory is.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
