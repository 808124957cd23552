// bothy-conformance (src/cli.ts, its signal handlers included) in a process of its own with the runner's twins
// of BOTHY_CONFORMANCE_TEST_TWINS (a JSON object of LiveTwins) for a run that names none (tests only). argv
// after this file's path are the CLI's.
import { fileURLToPath } from 'node:url';
import { cliTestTwins } from '../../src/live/runner.ts';

if (process.env.BOTHY_CONFORMANCE_TEST_TWINS) Object.assign(cliTestTwins, JSON.parse(process.env.BOTHY_CONFORMANCE_TEST_TWINS) as object);
// src/cli.ts runs its main only as the entry point: it is that now.
process.argv[1] = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
await import('../../src/cli.ts');
