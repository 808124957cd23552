// `npm run bothy -- worker` in a child process with a twin: BOTHY_TEST_TWINS is a JSON object merged
// into the worker's ctx.twins (workers/process.ts workerProcessTwins) before src/cli.ts runs (tests only).
import { workerProcessTwins } from '../../src/workers/process.ts';

if (process.env.BOTHY_TEST_TWINS) Object.assign(workerProcessTwins, JSON.parse(process.env.BOTHY_TEST_TWINS) as object);
await import('../../src/cli.ts');
