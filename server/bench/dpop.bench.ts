// npm run bench:dpop — the DPoP proof check of every request and identify (6.3, RFC 9449; D274,
// issue 22): the server's verifyProofJws (node:crypto, a cached KeyObject) against jose's
// jwtVerify of the same proofs with a cached CryptoKey (what the server did before D274), and the
// server's check with its signature on libuv's thread pool (D460: measured, not kept), in the same
// run, rounds alternating. All see the same 3,000 ES256 proofs signed by jose. Reports µs per proof one at a
// time, and the event loop's own µs per proof with 50 in flight (what a busy node's shared loop
// pays, D460), with their ratios; writes bench/results/dpop.json. A benchmark, not a test.
//
// Knobs: BENCH_PROOFS (3000), BENCH_ROUNDS (4), BENCH_OUT.
import os from 'node:os';
import { performance as nodePerformance } from 'node:perf_hooks';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { verifyProofJws } from '../src/identity/dpop.ts';
import { envInt, runMain, say, writeResult } from './support/run.ts';

/** Checks in flight at once in the event-loop measurement. */
const IN_FLIGHT = 50;

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
    node_crypto_thread_pool: (p: string) => verifyProofJws(p, 'thread_pool'),
    jose_jwtverify: (p: string) => jwtVerify(p, cryptoKey, { typ: 'dpop+jwt', algorithms: ['ES256'] }),
  };
  type Name = keyof typeof variants;
  const names = Object.keys(variants) as Name[];
  const us = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<Name, number[]>;
  // A busy node checks many proofs at once (identifies, requests): the event loop's own time per proof
  // with IN_FLIGHT checks in flight is what bounds it, since every connection shares that loop.
  const loopUs = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<Name, number[]>;
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [...names].reverse() : names;
    for (const name of order) {
      const t = performance.now();
      for (const p of proofs) await variants[name](p);
      us[name].push(((performance.now() - t) * 1000) / count);
    }
    for (const name of order) {
      const before = nodePerformance.eventLoopUtilization();
      for (let i = 0; i < count; i += IN_FLIGHT) {
        const check: (p: string) => Promise<unknown> = variants[name];
        await Promise.all(proofs.slice(i, i + IN_FLIGHT).map((p) => check(p)));
      }
      loopUs[name].push((nodePerformance.eventLoopUtilization(before).active * 1000) / count);
    }
    say(`round ${r + 1}: one at a time ${names.map((n) => `${n} ${us[n].at(-1)!.toFixed(0)}`).join(', ')} µs; event loop per proof, ${IN_FLIGHT} in flight, ${names.map((n) => `${n} ${loopUs[n].at(-1)!.toFixed(0)}`).join(', ')} µs`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ratios = us.node_crypto.map((n, i) => us.jose_jwtverify[i]! / n);
  const loopRatios = loopUs.node_crypto.map((n, i) => n / loopUs.node_crypto_thread_pool[i]!);
  say(`median: node:crypto ${median(us.node_crypto).toFixed(0)} µs, jose ${median(us.jose_jwtverify).toFixed(0)} µs; jose/node:crypto ${median(ratios).toFixed(2)}`);
  say(`median event loop per proof, ${IN_FLIGHT} in flight: on the loop ${median(loopUs.node_crypto).toFixed(0)} µs, thread pool ${median(loopUs.node_crypto_thread_pool).toFixed(0)} µs, jose ${median(loopUs.jose_jwtverify).toFixed(0)} µs; on the loop / thread pool ${median(loopRatios).toFixed(2)}`);
  await writeResult('bench/results/dpop.json', {
    benchmark: 'dpop',
    command: 'npm run bench:dpop',
    finished_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, load_at_end: os.loadavg() },
    proofs: count,
    rounds,
    variants: {
      node_crypto: 'verifyProofJws as the server runs it: node:crypto, a cached KeyObject, the signature checked synchronously on the event loop (D274)',
      node_crypto_thread_pool: 'the same, the signature checked on libuv\'s thread pool (measured, not the server\'s: D460)',
      jose_jwtverify: "jose's jwtVerify with a cached CryptoKey (before D274)",
    },
    us_per_proof: Object.fromEntries(names.map((n) => [n, us[n].map((x) => Number(x.toFixed(1)))])),
    median_us_per_proof: Object.fromEntries(names.map((n) => [n, Number(median(us[n]).toFixed(1))])),
    ratio_jose_to_node_crypto: Number(median(ratios).toFixed(2)),
    in_flight: IN_FLIGHT,
    event_loop_us_per_proof: Object.fromEntries(names.map((n) => [n, loopUs[n].map((x) => Number(x.toFixed(1)))])),
    median_event_loop_us_per_proof: Object.fromEntries(names.map((n) => [n, Number(median(loopUs[n]).toFixed(1))])),
    ratio_event_loop_on_loop_to_thread_pool: Number(median(loopRatios).toFixed(2)),
  });
});
