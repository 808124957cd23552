// `npm run bench:bundle`: the bundle budget of issue 13. The minimal app (app/browser.ts: connect,
// listen to message.created, send a message), built by esbuild for the browser from the packed
// tarballs, must stay at most 60 KB gzip. The same app on socket.io-client and on centrifuge is
// bundled the same way in the same run, for the ratios. Writes bench/results/bundle.json; exits 1
// over the budget (.ci/run fails on it).
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { installPackages, root } from './install.ts';

export const BUDGET_GZIP_BYTES = 60 * 1024;
// --budget <bytes>: another limit, to see the check fail (bench/results/bundle.json is then left alone).
const { values: args } = parseArgs({ options: { budget: { type: 'string' } } });
const budget = args.budget === undefined ? BUDGET_GZIP_BYTES : Number(args.budget);

interface Size {
  minified: number;
  gzip: number;
}

const { dir } = await installPackages(['socket.io-client@^4', 'centrifuge@^5']);

async function bundle(entry: string): Promise<Size & { metafile: Metafile; code: Uint8Array }> {
  const result = await build({ entryPoints: [path.join(dir, entry)], absWorkingDir: dir, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, metafile: true, logLevel: 'error' });
  const code = result.outputFiles[0]!.contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, metafile: result.metafile, code };
}

/** Minified bytes of the inputs whose path matches, as esbuild attributes them. */
function share(metafile: Metafile, match: (input: string) => boolean): number {
  let bytes = 0;
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) if (match(input)) bytes += bytesInOutput;
  }
  return bytes;
}

const bothy = await bundle('browser.ts');
const socketio = await bundle('socketio-app.js');
const centrifuge = await bundle('centrifuge-app.js');
const validatorsAlone = await bundle('validators-only.js');
// Both files of validators (validators.js, validators-ignoring-unknown.js): an app should have only the second's.
const validators = share(bothy.metafile, (i) => /@bothy\/generated\/dist\/validators(-ignoring-unknown)?\.js$/.test(i));
const ajvRuntime = share(bothy.metafile, (i) => /node_modules\/(ajv|ajv-formats|fast-deep-equal)\//.test(i));
const nodeModules = Object.keys(Object.values(bothy.metafile.outputs)[0]!.inputs).filter((i) => i.startsWith('node:'));
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

const report = {
  budget: { gzip_bytes: budget, within: bothy.gzip <= budget },
  how: 'esbuild --bundle --minify --format=esm --platform=browser --target=es2022 of scripts/package-check/app/*, from the npm pack tarballs installed in a fresh folder; gzip level 9',
  bothy: {
    app: 'app/browser.ts + app/app.ts: connect, listen to message.created, send a message',
    minified_bytes: bothy.minified,
    gzip_bytes: bothy.gzip,
    /** What esbuild attributes to generated/dist/validators*.js in the minified bundle. */
    validators_minified_bytes: validators,
    validators_share: ratio(validators, bothy.minified),
    validators_alone_gzip_bytes: validatorsAlone.gzip,
    validators_alone_gzip_share: ratio(validatorsAlone.gzip, bothy.gzip),
    ajv_runtime_minified_bytes: ajvRuntime,
    node_modules_in_bundle: nodeModules,
  },
  'socket.io-client': { minified_bytes: socketio.minified, gzip_bytes: socketio.gzip },
  centrifuge: { minified_bytes: centrifuge.minified, gzip_bytes: centrifuge.gzip },
  ratios_gzip: { 'bothy/socket.io-client': ratio(bothy.gzip, socketio.gzip), 'bothy/centrifuge': ratio(bothy.gzip, centrifuge.gzip) },
};
if (budget === BUDGET_GZIP_BYTES) await writeFile(path.join(root, 'bench/results/bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
await rm(dir, { recursive: true, force: true });
console.log(JSON.stringify(report, null, 2));
if (!report.budget.within || nodeModules.length > 0) {
  console.error(`bench:bundle: over the budget: ${bothy.gzip} bytes gzip > ${budget}${nodeModules.length ? `, node: modules in the bundle: ${nodeModules.join(', ')}` : ''}`);
  process.exitCode = 1;
}
