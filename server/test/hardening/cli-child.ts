// `npm run bothy -- <argv>` in a child process with a twin of the CLI's database commands: BOTHY_TEST_TWINS is a
// JSON object merged into cliTwins (cli-database.ts) before src/cli.ts runs (tests only).
import { cliTwins } from '../../src/cli-database.ts';

if (process.env.BOTHY_TEST_TWINS) Object.assign(cliTwins, JSON.parse(process.env.BOTHY_TEST_TWINS) as object);
await import('../../src/cli.ts');
