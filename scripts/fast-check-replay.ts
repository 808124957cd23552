// A property test's failure prints fast-check's `seed` and `path` (a CI log, say). With FC_SEED (and
// FC_PATH, to go straight to the failing case) set, every property of the run draws from that seed, so
// the failure replays on a developer's machine: FC_SEED=1408308903 npx vitest run <file>. Unset, each
// property draws its own seed, as before. A property that names its own seed keeps it.
import fc from 'fast-check';

const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== '') {
  if (!/^-?\d+$/.test(seed)) throw new Error(`FC_SEED must be an integer, not ${seed}`);
  const path = process.env.FC_PATH;
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed), ...(path ? { path } : {}) });
}
