// A replay in a process of its own, for the tests whose twin would not end in time: replays the files of
// argv (after the options' JSON in argv[2], twins among them) and prints its summary as one JSON line.
import { replayFiles, type ReplayOptions } from '../../src/replay.ts';

const [json = '{}', ...files] = process.argv.slice(2);
const result = await replayFiles(files, JSON.parse(json) as ReplayOptions);
process.stdout.write(`${JSON.stringify({ files: result.files, rules: result.violations.map((v) => v.rule) })}\n`);
