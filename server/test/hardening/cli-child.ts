// `npm run bothy -- <argv>` in a child process with a twin of the CLI's database commands: BOTHY_TEST_TWINS is a
// JSON object merged into cliTwins (cli-database.ts) before src/cli.ts runs (tests only); BOTHY_TEST_CLI_SERVER
// likewise for its requests to a server (cli-server.ts).
import { cliTwins } from '../../src/cli-database.ts';
import { cliServerTest } from '../../src/cli-server.ts';

if (process.env.BOTHY_TEST_TWINS) Object.assign(cliTwins, JSON.parse(process.env.BOTHY_TEST_TWINS) as object);
// BOTHY_TEST_CLI_SERVER: a JSON object merged into cliServerTest (cli-server.ts): a shorter answer deadline, its twin.
if (process.env.BOTHY_TEST_CLI_SERVER) Object.assign(cliServerTest, JSON.parse(process.env.BOTHY_TEST_CLI_SERVER) as object);
await import('../../src/cli.ts');
