// One server process: REST (and, with the gateway issue, the WebSocket gateway)
// on one HTTP server, its pool, its keys and its background jobs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_TIMER_MS, type Config } from './config/config.ts';
import { createServerContext, type ServerContext } from './context.ts';
import { migrate } from './db/migrate.ts';
import { genericPlanFunctions, installGenericPlanStatements } from './db/generic-plan.ts';
import { createPool, endIfSilent, poolOptionsOf, type Pool, type PoolClient } from './db/pool.ts';
import { connectionProbe } from './db/probe.ts';
import { loadServerKeys } from './identity/keys.ts';
import { RunInvocationGate } from './runs/invocation-gate.ts';
import { sweepIdempotencyKeys } from './idempotency/idempotency.ts';
import { uuidv7 } from './internal/uuid.ts';
import { createLogger, type Logger } from './logging.ts';
import { createRestApp } from './rest/app.ts';
import { answerClientErrors, answerExpectationFailed, restListener } from './rest/input.ts';
import { answerConnect } from './rest/connect.ts';
import { upgradeRefusalProblem } from './rest/problem.ts';
import { Gateway } from './gateway/gateway.ts';
import { checkStalls } from './runs/patch.ts';
import { GatewayMetrics } from './gateway/metrics.ts';
import { createFileFrameRecorder, type FileFrameRecorder } from './gateway/recorder.ts';
import { runRetention } from './retention/retention.ts';
import { runExpirySweep } from './authz/expiry.ts';
import { sweepCancelTimeouts } from './runs/cancel.ts';
import { NodeLock } from './cluster/node-lock.ts';
import { checkNodeSettings } from './cluster/settings-check.ts';
import { sweepProofIds } from './identity/proof-ids.ts';
import { readTimeline } from './events/log-reader.ts';
import { WorkerLoop } from './workers/loop.ts';
import { presenceSweepInterval, sweepPresence } from './agents/presence.ts';
import { pruneStatsMinutes, rollupStatsMinutes } from './stats/live.ts';
import { AutocompleteBroker, pruneAutocompleteRequests } from './commands/autocomplete.ts';
import { RequestDrain } from './request-drain.ts';

/** How often Node looks for requests past server.headers_timeout or server.request_timeout (its connectionsCheckingInterval, 30 s by default): a timeout ends at most this late. */
const TIMEOUT_CHECK_MS = 1_000;

export interface RunningServer {
  ctx: ServerContext;
  gateway: Gateway;
  /** The worker loop of this process, when it runs one (7.6). */
  worker?: WorkerLoop;
  /** The frame recording (G9), when server.record_frames_dir is set; a worker loop records its webhook deliveries there. */
  recorder?: FileFrameRecorder;
  /** http://host:port of the listening socket. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StartOptions {
  /** A pool to use instead of one from config.databaseUrl (the caller closes it). */
  pool?: Pool;
  log?: Logger;
  /** Skip migrations (tests that migrated a template database already). */
  skipMigrations?: boolean;
  /** Start the background jobs (retention); off for most tests. */
  jobs?: boolean;
  /** Run the worker consumers (webhooks, push; 7.6) in this process; default: `jobs`, and never when server.workers is false. */
  workers?: boolean;
  /**
   * Hold the cluster.mode lock (cluster/node-lock.ts, D46). Only tests that show what the lock
   * prevents start without it.
   */
  nodeLock?: boolean;
  /** Served at / (the demo app, rest/app.ts RestAppOptions.page). */
  page?: import('express').RequestHandler;
}

/** The instance row with its first sync epoch (7.5), created once. */
export async function ensureInstance(pool: Pool): Promise<void> {
  await pool.query('INSERT INTO instance (singleton, sync_epoch) VALUES (true, $1) ON CONFLICT DO NOTHING', [uuidv7()]);
}

/** Resolves when `step` settles or `ms` have passed, whichever comes first; a rejection counts as settled. */
function boundedWait(step: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([step.then(() => undefined, () => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer));
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.server.logLevel);
  if (!config.databaseUrl) throw new Error('startServer needs config.databaseUrl');
  // Before anything else: a node that may not run here does nothing.
  const nodeLock = options.nodeLock === false ? undefined : await NodeLock.acquire({ url: config.databaseUrl, mode: config.spec['cluster.mode'], nodeName: config.server.nodeId, log, probe: connectionProbe(config.server) });
  try {
    return await startWithLock(config, options, log, nodeLock);
  } catch (err) {
    await nodeLock?.release();
    throw err;
  }
}

async function startWithLock(config: Config, options: StartOptions, log: Logger, nodeLock: NodeLock | undefined): Promise<RunningServer> {
  const ownPool = !options.pool;
  const pool = options.pool ?? createPool(config.databaseUrl!, poolOptionsOf(config.server));
  if (!options.skipMigrations) {
    const result = await migrate(pool, (m) => log.info(m));
    log.info({ schema_version: result.current, applied: result.applied.length }, 'database schema is current');
  }
  await ensureInstance(pool);
  const unavailable = await installGenericPlanStatements(pool);
  for (const f of unavailable) log.warn({ statement: f.name, reason: f.reason.message }, 'a statement runs without its function of one generic plan (D279): it is planned on every execution');
  if (genericPlanFunctions().length) log.info({ functions: genericPlanFunctions() }, 'statements run through their functions of one generic plan (D279)');
  const keys = await loadServerKeys(pool);
  const ctx = createServerContext(config, pool, log, keys);
  // Every delivery of an invocation is checked and gets its token here (15.3 step 2).
  ctx.invocationGate = new RunInvocationGate(ctx);

  const metrics = new GatewayMetrics();
  let closed = false;
  let draining = false;
  const gateway = new Gateway(ctx, config.databaseUrl!, metrics);
  // D428: the section 18 values of the other nodes of this database, compared with this node's before it serves.
  if (nodeLock && config.spec['cluster.mode'] === 'multi') {
    await checkNodeSettings(nodeLock, { config, nodeId: gateway.nodeId, log, againMs: config.server.databaseCheckIntervalMs });
  }
  // /readyz asks for the gateway's LISTEN connection and answers 503 from the stop's first moment;
  // a REST request that reaches the node once its drain has begun answers 503 (D421).
  const app = createRestApp(ctx, { metrics: metrics.registry, readiness: { listening: () => gateway.listening, draining: () => closed }, draining: () => draining, ...(options.page ? { page: options.page } : {}) });
  // An HTTP/1.1 request without Host is refused by authorityFault (400 as a problem, RFC 9112 3.2), not by
  // Node, whose own 400 has no body; the gateway's upgrade asks authorityFault too.
  // A request's headers and the whole request are bounded by server.headers_timeout and
  // server.request_timeout (408 request_timeout, D507), checked every second instead of Node's 30 s.
  const server = http.createServer(
    { requireHostHeader: false, headersTimeout: config.server.headersTimeoutMs, requestTimeout: config.server.requestTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    restListener(app, () => ctx.twins),
  );
  answerClientErrors(server, { log, twins: () => ctx.twins });
  // A CONNECT (this server is no proxy) is refused 400 after the answers owed before it, not destroyed unanswered as Node does (D534).
  answerConnect(server, () => ctx.twins);
  // The requests the drain's deadline ends answer 503 and their sessions are ended, so their transactions roll back (D449).
  const requests = new RequestDrain(server, pool, { databaseUrl: config.databaseUrl!, log, shutdownTimeoutMs: config.server.shutdownTimeoutMs, twins: () => ctx.twins });
  const recorder = config.server.recordFramesDir ? await createFileFrameRecorder(config.server.recordFramesDir, log, config.server.jsonMaxDepth) : undefined;
  if (recorder) gateway.recorder = recorder;
  await gateway.start(server, { expectationFailed: answerExpectationFailed, refusalBody: upgradeRefusalProblem });
  ctx.revoke = (target) => gateway.revoke(target);
  ctx.presenceChanged = (agentId) => gateway.presenceChanged(agentId);
  ctx.autocomplete = new AutocompleteBroker(pool, (msg) => gateway.publishAutocomplete(msg), () => ctx.twins);
  ctx.revokeInTransaction = (db, target) => gateway.revokeInTransaction(db, target);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.server.port, config.server.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.server.host}:${port}`;

  const timers: NodeJS.Timeout[] = [];
  // The instance row at server.database_check_interval: the database's state for the log and
  // Retry-After, and the sync epoch, revocations (8.5) and device claims (6.1) should their
  // notifications have been lost (7.5).
  // One check at a time. A check whose statement gets no answer within server.database_connect_timeout
  // counts as the database gone (/readyz, the log) while server.database_query_timeout ends its
  // connection (D327): a network that withholds bytes answers nothing and fails nothing. The pool's own
  // deadline does not make this one redundant (D484): it is server.database_query_timeout (60s by default,
  // 0s: none), so without this one a partition would read "database down" and /readyz "not reachable"
  // a minute late, or never, and no check (epoch, revocations, claims) would run until bytes pass again. The client is
  // taken from the pool first, so that a pool whose connections are all busy takes the pool's own
  // timeout, which D53 reports as busy, not as down.
  let checking = false;
  const checkDeadlineMs = config.server.databaseConnectTimeoutMs;
  const check = setInterval(() => {
    if (checking) return;
    checking = true;
    void (async () => {
      let client: PoolClient | undefined;
      try {
        const checked = (client = await pool.connect());
        // No answer: the check's connection is ended (its statement fails, the next check runs, also with
        // server.database_query_timeout at 0s).
        const t = await endIfSilent(checked, ctx.twins?.databaseCheckWithoutDeadline ? 0 : checkDeadlineMs, 'the database check ends its connection', () => readTimeline(checked));
        ctx.database.ok();
        if (t.syncEpoch !== gateway.syncEpoch) gateway.epochNotified();
        gateway.checkLocalConnections();
      } catch (err) {
        if (!ctx.database.failed(err, 'database check')) log.warn({ err }, 'reading the instance row failed');
      } finally {
        client?.release();
        checking = false;
      }
    })();
  }, config.server.databaseCheckIntervalMs);
  check.unref();
  timers.push(check);
  if (options.jobs) {
    const sweep = async () => {
      try {
        const r = await runRetention(ctx, config.spec['sync.event_retention']);
        const keysRemoved = await sweepIdempotencyKeys(pool);
        if (r.removed || keysRemoved) log.info({ removed_events: r.removed, min_retained_seq: r.minRetainedSeq, reissued_invocations: r.reissued, removed_idempotency_keys: keysRemoved }, 'retention sweep');
      } catch (err) {
        if (!ctx.database.failed(err, 'retention sweep')) log.error({ err }, 'retention sweep failed; it runs again at the next interval');
      }
    };
    timers.push(setInterval(sweep, config.server.retentionIntervalMs));
    void sweep();
    const expiry = async () => {
      try {
        const r = await runExpirySweep(ctx, config.server.accessExpiringNoticeMs);
        if (r.expiredGrants || r.expiredMemberships || r.notified) log.info({ ...r }, 'authz.expiry_sweep');
      } catch (err) {
        if (!ctx.database.failed(err, 'authz.expiry_sweep')) log.error({ err }, 'authz.expiry_sweep failed; it runs again at the next interval');
      }
    };
    timers.push(setInterval(expiry, config.spec['authz.expiry_sweep_interval']));
    // 15.5 (D143): runs whose agent did not report a requested cancellation within agent.cancel_grace.
    const cancelTimeouts = async () => {
      try {
        const ended = await sweepCancelTimeouts(ctx);
        if (ended) log.info({ ended }, 'runs.cancel_timeout');
      } catch (err) {
        if (!ctx.database.failed(err, 'runs.cancel_timeout')) log.error({ err }, 'the cancel_timeout job failed; it runs again at the next interval');
      }
    };
    timers.push(setInterval(cancelTimeouts, config.server.runCancelSweepIntervalMs));
    void cancelTimeouts();
    // 11.3 (D166): running runs whose adapter went quiet get stall_warned_at.
    const stallCheck = async () => {
      try {
        const warned = await checkStalls(ctx);
        if (warned) log.info({ warned }, 'runs.stall_check');
      } catch (err) {
        if (!ctx.database.failed(err, 'runs.stall_check')) log.error({ err }, 'the runs.stall_check job failed; it runs again at the next interval');
      }
    };
    timers.push(setInterval(stallCheck, config.server.runStallCheckIntervalMs));
    // 12 (D200): agents without a heartbeat within agent.presence_timeout become offline.
    const presence = async () => {
      try {
        for (const agentId of await sweepPresence(pool, config.spec['agent.presence_timeout'])) await gateway.presenceChanged(agentId);
      } catch (err) {
        if (!ctx.database.failed(err, 'agent.presence')) log.error({ err }, 'the presence job failed; it runs again at the next interval');
      }
    };
    timers.push(setInterval(presence, presenceSweepInterval(config.spec['agent.presence_timeout'])));
    // 12, R-SY-26 (D206): stats_minutes, rolled up at stats.live_interval.
    const statsRollup = async () => {
      try {
        await rollupStatsMinutes(pool);
        await pruneStatsMinutes(pool);
        await pruneAutocompleteRequests(pool);
      } catch (err) {
        if (!ctx.database.failed(err, 'stats.rollup')) log.error({ err }, 'the stats_minutes rollup failed; it runs again at the next interval');
      }
    };
    timers.push(setInterval(statsRollup, config.spec['stats.live_interval']));
    void statsRollup();
    // Spent DPoP proof IDs (D47) are worth keeping for one nonce lifetime; the table holds about two.
    const proofIds = async () => {
      try {
        await sweepProofIds(pool);
      } catch (err) {
        if (!ctx.database.failed(err, 'proof-ID sweep')) log.error({ err }, 'sweeping spent DPoP proof IDs failed; it runs again at the next interval');
      }
    };
    // The nonce's lifetime is an age (D402 lets it pass 24 days); a Node timer that long fires after 1 ms.
    timers.push(setInterval(proofIds, Math.min(config.spec['auth.dpop_nonce_ttl'], MAX_TIMER_MS)));
  }

  const worker = (options.workers ?? options.jobs) && config.server.workers ? new WorkerLoop(ctx, config.databaseUrl!, { recorder }) : undefined;
  await worker?.start();

  return {
    ctx,
    gateway,
    worker,
    recorder,
    url,
    port,
    close: async () => {
      if (closed) return;
      closed = true;
      // A node that says it is not ready takes no new gateway session from here on (D447); the
      // connections already open are served until the drain's 4013.
      gateway.refuseUpgrades();
      // server.shutdown_delay: the node serves on with /readyz 503, so that a load balancer takes it
      // out before the port closes (D421); the budget below starts after it.
      if (config.server.shutdownDelayMs > 0) await new Promise((r) => setTimeout(r, Math.min(config.server.shutdownDelayMs, MAX_TIMER_MS)));
      draining = true;
      timers.forEach(clearInterval);
      // One budget of server.shutdown_timeout for the gateway's drain and the open requests together;
      // no new request is taken from the start.
      const deadline = Date.now() + config.server.shutdownTimeoutMs;
      // A step that waits for the database (the worker's round, the consumers' acked_seq, the pool's
      // clients) waits no longer than the budget: a database that withholds its answers would hold the
      // stop, and the 4013 of the gateway with it, until the guard ends the process with 1 (D412).
      const left = () => Math.max(0, deadline - Date.now());
      const withinBudget = (step: Promise<unknown> | undefined, grace = 0) => (step ? boundedWait(step, left() + grace) : undefined);
      const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // The gateway's shutdown (4013 to every connection) goes out at once, beside the worker's stop.
      await Promise.all([withinBudget(worker?.stop()), withinBudget(gateway.close(left()))]);
      metrics.close();
      await recorder?.end();
      // At the budget's end, the requests still running answer 503 and their transactions are rolled
      // back (D449), then every connection closes. The port stays closed from the drain's start: a
      // new connection is refused, which a load balancer retries on another node (D448).
      let cut: Promise<unknown> | undefined;
      const force = setTimeout(() => (cut = requests.cut()), left());
      await httpClosed;
      clearTimeout(force);
      // The 503s may be written before their sessions are terminated: the stop waits for both.
      await cut;
      requests.detach();
      // A client still waiting on a silent link ends with the process; one second more for the others to end cleanly.
      if (ownPool) await withinBudget(pool.end(), 1_000);
      await withinBudget(nodeLock?.release(), 1_000);
    },
  };
}
