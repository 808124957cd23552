// The live runner in a process of its own, for the tests of faults that would end the process (an
// unhandled rejection, an uncaught exception, memory): runs the cases named in argv[2] (comma separated)
// against the URL in argv[3] with the options of the JSON in argv[4] (twins among them), and prints the
// result's cases as one JSON line on stdout.
import { runLive, allLiveCases, type RunLiveOptions } from '../../src/live/runner.ts';

const [ids = '', url = '', json = '{}'] = process.argv.slice(2);
const wanted = new Set(ids.split(','));
const options = JSON.parse(json) as Omit<RunLiveOptions, 'url' | 'cases'>;
const result = await runLive({ ...options, url, cases: allLiveCases.filter((c) => wanted.has(c.id)) });
process.stdout.write(`${JSON.stringify({ cases: result.cases })}\n`);
