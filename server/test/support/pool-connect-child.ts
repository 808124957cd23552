// A child process for db/pool-link-loss.test.ts (D462): a pool of the server's (createPool) asks
// for one connection at POOL_URL, whose link the test closes right after the connect, and prints
// how its statement ended as one JSON line. An uncaught error ends the process as it would end a
// node (exit 1, the stack on stderr). POOL_TWIN=setupErrorUnheard runs D462's broken variant.
import { createPool } from '../../src/db/pool.ts';

const pool = createPool(process.env.POOL_URL!, { max: 1, idleTransactionTimeoutMs: 60_000, twins: { setupErrorUnheard: process.env.POOL_TWIN === 'setupErrorUnheard' } });
let outcome: { ok: boolean; code?: string; message?: string };
try {
  await pool.query('SELECT 1');
  outcome = { ok: true };
} catch (err) {
  outcome = { ok: false, code: (err as { code?: string }).code, message: (err as Error).message };
}
// Room for an error the client emits after its statement failed (the end of the link comes after).
await new Promise((resolve) => setTimeout(resolve, 300));
console.log(JSON.stringify(outcome));
await pool.end().catch(() => {});
