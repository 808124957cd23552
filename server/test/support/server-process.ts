// A reference server in its own process, for tests that kill it (SIGKILL) and
// start it again, or run several of them on one database. Configuration comes
// from the environment like npm start's. Broken twins (tests only):
//   BOTHY_TEST_NO_NODE_LOCK=1        starts without the cluster.mode lock (D46)
//   BOTHY_TEST_CONTROL_IN_PROCESS=1  control messages stay in this process (the old single mode)
//   BOTHY_TEST_PROCESS_PROOF_IDS=1   DPoP proof IDs are remembered in this process only (D47)
//   BOTHY_TEST_REVOKE_AFTER_COMMIT=1 a revocation's notice goes out only after the commit, never inside it (8.5)
//   BOTHY_TEST_START_WITHOUT_CAS_PAUSE_MS=<ms> run.start without its compare-and-swap (ctx.twins.startWithoutCas, R-SY-10)
//   BOTHY_TEST_WORKERS=1             runs the worker loop (webhooks, push; 7.6) in the node
//   BOTHY_TEST_WEBHOOK_ACK_BEFORE_RESPONSE=1 a webhook delivery acks before the answer (ctx.twins.webhookAckBeforeResponse, 15.6)
//   BOTHY_TEST_WEBHOOK_CLAIM_WITHOUT_LEASE=1 every node claims every due subscription (ctx.twins.webhookClaimWithoutLease, D120)
//   BOTHY_TEST_CLIENT_ID_AFTER_COMMIT=1 client_msg_id and client_interaction_id are written after the commit (ctx.twins.clientIdAfterCommit, D452)
// Spawned with an IPC channel, it answers the message 'message-commits-queued' with
// { messageCommitsQueued: n }, the new messages waiting for a write slot (ctx.messageCommits.queued;
// D35's group commit), so that a test can wait for them instead of sleeping.
import { loadConfig } from '../../src/config/config.ts';
import { storeAnswersOutsideTransaction } from '../../src/idempotency/idempotency.ts';
import { ownShutdown } from '../../src/lifecycle.ts';
import { createLogger } from '../../src/logging.ts';
import { startServer } from '../../src/server.ts';

// The broken twin of D40 for the commit-loss test: answers stored after the effect committed.
if (process.env.BOTHY_TEST_IDEMPOTENCY_ANSWER_OUTSIDE_TRANSACTION === 'true') storeAnswersOutsideTransaction(true);
const config = loadConfig({ env: { ...process.env, BOTHY_SERVER_DEV_ENDPOINTS: 'true' } });
const log = createLogger(process.env.BOTHY_TEST_LOG ?? 'silent');
let server;
try {
  server = await startServer(config, { log, skipMigrations: true, nodeLock: process.env.BOTHY_TEST_NO_NODE_LOCK !== '1', workers: process.env.BOTHY_TEST_WORKERS === '1' });
} catch (err) {
  process.stderr.write(`refused: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
if (process.env.BOTHY_TEST_CONTROL_IN_PROCESS === '1') {
  server.gateway.sendControl = async () => undefined;
  server.ctx.twins = { ...server.ctx.twins, claimWithoutNotice: true };
}
if (process.env.BOTHY_TEST_REVOKE_AFTER_COMMIT === '1') server.ctx.revokeInTransaction = undefined;
if (process.env.BOTHY_TEST_PROCESS_PROOF_IDS === '1') server.ctx.proofIdStore = 'process';
// The starts this twin races are the chaos test's: any number per run, from adapters on two node
// processes, so no barrier of a known count fits; a pause after the read lets them overlap.
const pause = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms));
if (process.env.BOTHY_TEST_START_WITHOUT_CAS_PAUSE_MS) server.ctx.twins = { ...server.ctx.twins, startWithoutCas: { afterRead: pause(Number(process.env.BOTHY_TEST_START_WITHOUT_CAS_PAUSE_MS)) } };
if (process.env.BOTHY_TEST_WEBHOOK_ACK_BEFORE_RESPONSE === '1') server.ctx.twins = { ...server.ctx.twins, webhookAckBeforeResponse: true };
if (process.env.BOTHY_TEST_WEBHOOK_CLAIM_WITHOUT_LEASE === '1') server.ctx.twins = { ...server.ctx.twins, webhookClaimWithoutLease: true };
if (process.env.BOTHY_TEST_CLIENT_ID_AFTER_COMMIT === '1') server.ctx.twins = { ...server.ctx.twins, clientIdAfterCommit: true };
if (process.send) {
  const queued = server;
  process.on('message', (m) => {
    if (m === 'message-commits-queued') process.send?.({ messageCommitsQueued: queued.ctx.messageCommits.queued });
  });
  // The channel alone keeps no process alive.
  process.channel?.unref();
}
// SIGINT and SIGTERM as in npm start: 4013 to every connection, then exit 0.
const running = server;
ownShutdown({ log, timeoutMs: config.server.shutdownDelayMs + config.server.shutdownTimeoutMs, steps: [() => running.close()] });
process.stdout.write(`ready ${server.url}\n`);
