// npm run bench:dpop — the DPoP proof check of every request and identify (6.3, RFC 9449; D274,
// issue 22): the server's verifyProofJws (node:crypto, a cached KeyObject) against jose's
// jwtVerify of the same proofs with a cached CryptoKey (what the server did before D274), in the
// same run, rounds alternating. Both see the same 3,000 ES256 proofs signed by jose. Reports µs per
// proof and the ratio; writes bench/results/dpop.json. A benchmark, not a test.
//
// Knobs: BENCH_PROOFS (3000), BENCH_ROUNDS (4), BENCH_OUT.
import os from 'node:os';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { verifyProofJws } from '../src/identity/dpop.ts';
import { envInt, runMain, say, writeResult } from './support/run.ts';

runMain(async () => {
  const count = envInt('BENCH_PROOFS', 3000);
  const rounds = envInt('BENCH_ROUNDS', 4);
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const proofs: string[] = [];
  for (let i = 0; i < count; i++) {
    proofs.push(await new SignJWT({ htm: 'POST', htu: 'https://bothy.test/api/v1/threads/x/messages', jti: `jti-${i}`, iat: Math.floor(Date.now() / 1000) }).setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk }).sign(privateKey));
  }
  const cryptoKey = await importJWK(jwk, 'ES256');
  const variants = {
    node_crypto: (p: string) => verifyProofJws(p),
    jose_jwtverify: (p: string) => jwtVerify(p, cryptoKey, { typ: 'dpop+jwt', algorithms: ['ES256'] }),
  };
  const us: Record<keyof typeof variants, number[]> = { node_crypto: [], jose_jwtverify: [] };
  for (let r = 0; r < rounds; r++) {
    const order = (r % 2 ? ['jose_jwtverify', 'node_crypto'] : ['node_crypto', 'jose_jwtverify']) as (keyof typeof variants)[];
    for (const name of order) {
      const t = performance.now();
      for (const p of proofs) await variants[name](p);
      us[name].push(((performance.now() - t) * 1000) / count);
    }
    say(`round ${r + 1}: node:crypto ${us.node_crypto.at(-1)!.toFixed(0)} µs, jose ${us.jose_jwtverify.at(-1)!.toFixed(0)} µs per proof`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ratios = us.node_crypto.map((n, i) => us.jose_jwtverify[i]! / n);
  say(`median: node:crypto ${median(us.node_crypto).toFixed(0)} µs, jose ${median(us.jose_jwtverify).toFixed(0)} µs; jose/node:crypto ${median(ratios).toFixed(2)}`);
  await writeResult('bench/results/dpop.json', {
    benchmark: 'dpop',
    command: 'npm run bench:dpop',
    finished_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, load_at_end: os.loadavg() },
    proofs: count,
    rounds,
    us_per_proof: { node_crypto: us.node_crypto.map((x) => Number(x.toFixed(1))), jose_jwtverify: us.jose_jwtverify.map((x) => Number(x.toFixed(1))) },
    median_us_per_proof: { node_crypto: Number(median(us.node_crypto).toFixed(1)), jose_jwtverify: Number(median(us.jose_jwtverify).toFixed(1)) },
    ratio_jose_to_node_crypto: Number(median(ratios).toFixed(2)),
  });
});
