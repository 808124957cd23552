import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EventType, ProblemCode } from '@bothy/generated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadServerKeys } from '../../src/identity/keys.ts';
import { signInvocationToken } from '../../src/identity/invocation-tokens.ts';
import { freePort } from '../../src/internal/free-port.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { initialRunDocument } from '../../src/runs/document.ts';
import { writeEntry } from '../../src/runs/consumer-tokens.ts';
import { useTestDatabase } from '../support/database.ts';
import { PgCommitProxy, type CaughtCommit, type CommitFault } from '../support/pg-commit-proxy.ts';
import { TestClient, type TestResponse } from '../support/server.ts';

// Fault test (1, 5.2, 13.2; D40): the answer of PostgreSQL's COMMIT of an
// Idempotency-Key request is lost (a proxy holds it back, or drops the COMMIT),
// then the database connection drops or the node is killed (SIGKILL), and the
// client retries with the same key, for every Idempotency-Key route. Each key
// must have run its operation exactly once: a retry after a commit replays the
// stored answer, a retry after no commit runs the operation cleanly; never a
// second effect. The twin stores the answer outside the transaction (the
// behaviour before D40), and the same check must report it. New messages and
// interactions, idempotent through their client id (5.1), go through the same
// faults at the end of this file (D452).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The transactions of Idempotency-Key requests: they look up the key's answer. */
const KEY_TRANSACTION = /idempotency_keys/;
const CAUGHT_WITHIN_MS = 20_000;

let proxy: PgCommitProxy;
const children: ChildProcess[] = [];

interface Node {
  url: string;
  child: ChildProcess;
}

async function startNode(opts: { viaProxy: boolean; twin?: boolean; writeConcurrency?: number; writeBatchMax?: number; clientIdTwin?: boolean }): Promise<Node> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'test/support/server-process.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: opts.viaProxy ? proxy.url(db.url) : db.url,
      BOTHY_SERVER_PORT: String(port),
      BOTHY_CLUSTER_MODE: 'multi',
      // Every route's first try holds a connection and a write slot until the fault.
      // More than ROUTES has: one route without a slot waits for the caught ones, which never give theirs back.
      BOTHY_SERVER_POOL_SIZE: '56',
      BOTHY_SERVER_WRITE_CONCURRENCY: String(opts.writeConcurrency ?? 48),
      ...(opts.writeBatchMax !== undefined ? { BOTHY_SERVER_WRITE_BATCH_MAX: String(opts.writeBatchMax) } : {}),
      BOTHY_TEST_IDEMPOTENCY_ANSWER_OUTSIDE_TRANSACTION: opts.twin ? 'true' : 'false',
      BOTHY_TEST_CLIENT_ID_AFTER_COMMIT: opts.clientIdTwin ? '1' : '0',
    },
    // The IPC channel: messagesQueued asks the node how many new messages wait for a write slot.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server process did not start within 30 s')), 30_000);
    child.stdout!.on('data', (b: Buffer) => {
      const m = /ready (\S+)/.exec(b.toString());
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
  });
  return { url, child };
}

/** The new messages that wait for a write slot on `node` (support/server-process.ts; D35's queue), asked over IPC (bounded: 5 s). */
function messagesQueued(node: Node): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      node.child.off('message', answer);
      reject(new Error('the node did not answer messagesQueued within 5 s'));
    }, 5_000);
    const answer = (m: unknown) => {
      const n = (m as { messageCommitsQueued?: unknown } | null)?.messageCommitsQueued;
      if (typeof n !== 'number') return;
      clearTimeout(timer);
      node.child.off('message', answer);
      resolve(n);
    };
    node.child.on('message', answer);
    node.child.send('message-commits-queued');
  });
}

function kill(node: Node): Promise<void> {
  return new Promise((resolve) => {
    if (node.child.exitCode !== null || node.child.signalCode !== null) return resolve();
    node.child.once('exit', () => resolve());
    node.child.kill('SIGKILL');
  });
}

async function one(sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(sql, values);
  return Number(rows[0]?.n ?? 0);
}

async function insertPrincipal(): Promise<string> {
  const id = uuidv7();
  await db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, 'Fault test')`, [id, `p${id.replace(/-/g, '')}`]);
  return id;
}

async function insertSpace(): Promise<string> {
  const id = uuidv7();
  await db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'fault test')`, [id]);
  return id;
}

async function insertChannel(space = db.ids.space): Promise<string> {
  const id = uuidv7();
  await db.pool.query(`INSERT INTO channels (id, space_id, name) VALUES ($1, $2, $3)`, [id, space, `c-${id}`]);
  return id;
}

async function insertThread(lastMessageSeq = 0): Promise<string> {
  const id = uuidv7();
  await db.pool.query(`INSERT INTO threads (id, channel_id, space_id, last_message_seq) VALUES ($1, $2, $3, $4)`, [id, db.ids.general, db.ids.space, lastMessageSeq]);
  return id;
}

async function insertGroup(member?: string): Promise<string> {
  const id = uuidv7();
  await db.pool.query(`INSERT INTO groups (id, name) VALUES ($1, $2)`, [id, `g-${id}`]);
  if (member) await db.pool.query(`INSERT INTO group_members (group_id, principal_id) VALUES ($1, $2)`, [id, member]);
  return id;
}

const THUMBS_UP = '\u{1F44D}';

/** The demo agent's control command (15.4, D151), declared in beforeAll. */
const STOP = 'stop';

/** A run of the demo agent `helper` in the welcome thread (15.3), triggered by alex, in `state`. */
async function insertRun(state: 'queued' | 'running' | 'waiting_input', thread = db.ids.welcomeThread): Promise<string> {
  const id = uuidv7();
  await db.pool.query(
    `INSERT INTO runs (id, agent_id, thread_id, channel_id, space_id, trigger_kind, trigger_principal_id, state, started_jti, started_at, document)
     VALUES ($1, $2, $3, $4, $5, 'mention', $6, $7, $8, $9, $10)`,
    [id, db.ids.helper, thread, db.ids.general, db.ids.space, db.ids.alex, state, state === 'queued' ? null : uuidv7(), state === 'queued' ? null : new Date(), JSON.stringify({ ...initialRunDocument(new Date().toISOString()), state })],
  );
  return id;
}

/** A token of the run as a delivery to the consumer `default` leaves it (15.3 step 2, D314), and the start's body with it. */
async function delivered(runId: string): Promise<{ invocation_token: string; billing_mode_used: string; tool_class_used: 'none' }> {
  const { rows } = await db.pool.query<{ billing_mode: string }>('SELECT billing_mode FROM agents WHERE principal_id = $1', [db.ids.helper]);
  const billingMode = rows[0]!.billing_mode;
  const claims = { runId, threadId: db.ids.welcomeThread, agentId: db.ids.helper, triggerKind: 'mention' as const, billingMode, toolClass: 'none' as const };
  const signed = await signInvocationToken(await loadServerKeys(db.pool), claims, 10 * 60_000);
  await writeEntry(db.pool, runId, 'default', { jti: signed.jti, renewed_from: null, input_seq: null }, billingMode);
  return { invocation_token: signed.token, billing_mode_used: billingMode, tool_class_used: 'none' };
}

const events = (type: string, resourceId: string) => one(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND resource_id = $2`, [type, resourceId]);

/** One request of a route, on fresh targets, and how many times its effect happened. */
interface Prepared {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Who sends it: alex (a person, DPoP) unless the run's agent with its API token (15.3). */
  as?: 'agent';
  /** The status of a clean execution. */
  status: number;
  /** 1 after one execution; a second execution makes it 2 where the operation can tell. */
  effect(): Promise<number>;
}

interface RouteCase {
  route: string;
  /**
   * It locks a counter row until its transaction ends (permission_version for a permission
   * change, 3.3; visibility_version for a change of principals, grants, memberships, channels
   * or spaces, D36): its dropped COMMIT blocks the next such route until the cut.
   */
  locksCounter?: true;
  prepare(alex: TestClient, nodeUrl: string): Promise<Prepared>;
}

// Every route of the contracts that takes Idempotency-Key and the server implements.
const ROUTES: RouteCase[] = [
  {
    route: 'POST /grants',
    locksCounter: true,
    prepare: async () => {
      const subject = await insertPrincipal();
      return {
        method: 'POST',
        path: '/api/v1/grants',
        body: { subject: { kind: 'principal', id: subject }, target: { kind: 'channel', id: db.ids.general }, level: 'read' },
        status: 201,
        effect: () => one('SELECT count(*)::int AS n FROM grants WHERE subject_id = $1', [subject]),
      };
    },
  },
  {
    route: 'POST /grants/{grant_id}/revoke',
    locksCounter: true,
    prepare: async () => {
      const subject = await insertPrincipal();
      const grant = uuidv7();
      await db.pool.query(`INSERT INTO grants (id, subject_kind, subject_id, target_kind, target_id, level, created_by) VALUES ($1, 'principal', $2, 'channel', $3, 'read', $4)`, [grant, subject, db.ids.general, db.ids.alex]);
      return { method: 'POST', path: `/api/v1/grants/${grant}/revoke`, status: 200, effect: () => events(EventType.AccessChanged, subject) };
    },
  },
  {
    route: 'POST /groups',
    prepare: async () => {
      const name = `group ${uuidv7()}`;
      return { method: 'POST', path: '/api/v1/groups', body: { name }, status: 201, effect: () => one('SELECT count(*)::int AS n FROM groups WHERE name = $1', [name]) };
    },
  },
  {
    route: 'PUT /groups/{group_id}/members/{principal_id}',
    locksCounter: true,
    prepare: async () => {
      const [group, member] = [await insertGroup(), await insertPrincipal()];
      return {
        method: 'PUT',
        path: `/api/v1/groups/${group}/members/${member}`,
        body: {},
        status: 204,
        effect: () => one('SELECT count(*)::int AS n FROM group_members WHERE group_id = $1 AND principal_id = $2', [group, member]),
      };
    },
  },
  {
    route: 'DELETE /groups/{group_id}/members/{principal_id}',
    locksCounter: true,
    prepare: async () => {
      const member = await insertPrincipal();
      const group = await insertGroup(member);
      return {
        method: 'DELETE',
        path: `/api/v1/groups/${group}/members/${member}`,
        status: 204,
        effect: () => one('SELECT 1 - count(*)::int AS n FROM group_members WHERE group_id = $1 AND principal_id = $2', [group, member]),
      };
    },
  },
  {
    route: 'PATCH /principals/{principal_id}',
    locksCounter: true,
    prepare: async () => {
      const p = await insertPrincipal();
      return { method: 'PATCH', path: `/api/v1/principals/${p}`, body: { is_owner: true }, status: 200, effect: () => events(EventType.AccessChanged, p) };
    },
  },
  ...(['session', 'device'] as const).map(
    (kind): RouteCase => ({
      route: `POST /${kind}s/{${kind}_id}/revoke`,
      locksCounter: true,
      prepare: async (_alex, nodeUrl) => {
        const p = await insertPrincipal();
        const { rows } = await db.pool.query<{ handle: string }>('SELECT handle FROM principals WHERE id = $1', [p]);
        const other = await TestClient.register(nodeUrl, rows[0]!.handle);
        const session = (await db.pool.query<{ id: string }>('SELECT id FROM sessions WHERE device_id = $1', [other.deviceId])).rows[0]!.id;
        const id = kind === 'session' ? session : other.deviceId;
        const table = kind === 'session' ? 'sessions' : 'devices';
        return { method: 'POST', path: `/api/v1/${kind}s/${id}/revoke`, status: 204, effect: () => one(`SELECT count(*)::int AS n FROM ${table} WHERE id = $1 AND revoked_at IS NOT NULL`, [id]) };
      },
    }),
  ),
  {
    route: 'POST /spaces/{space_id}/channels',
    locksCounter: true,
    prepare: async () => {
      const name = `channel ${uuidv7()}`;
      return { method: 'POST', path: `/api/v1/spaces/${db.ids.space}/channels`, body: { name }, status: 201, effect: () => one('SELECT count(*)::int AS n FROM channels WHERE name = $1', [name]) };
    },
  },
  {
    route: 'PATCH /channels/{channel_id}',
    locksCounter: true,
    prepare: async () => {
      const channel = await insertChannel();
      return { method: 'PATCH', path: `/api/v1/channels/${channel}`, body: { read_only: true }, status: 200, effect: () => one('SELECT version - 1 AS n FROM channels WHERE id = $1', [channel]) };
    },
  },
  {
    route: 'PATCH /spaces/{space_id}',
    locksCounter: true,
    prepare: async () => {
      const space = await insertSpace();
      return { method: 'PATCH', path: `/api/v1/spaces/${space}`, body: { archived: true }, status: 200, effect: () => one('SELECT version - 1 AS n FROM spaces WHERE id = $1', [space]) };
    },
  },
  {
    route: 'PUT /threads/{thread_id}/read-state',
    prepare: async () => {
      const thread = await insertThread(5);
      return { method: 'PUT', path: `/api/v1/threads/${thread}/read-state`, body: { last_read_seq: 3 }, status: 200, effect: () => events(EventType.ReadStateUpdated, thread) };
    },
  },
  {
    route: 'POST /threads/{thread_id}/read-state/mark-unread',
    prepare: async () => {
      const thread = await insertThread(5);
      await db.pool.query('INSERT INTO read_states (principal_id, thread_id, last_read_seq, version) VALUES ($1, $2, 4, 1)', [db.ids.alex, thread]);
      return {
        method: 'POST',
        path: `/api/v1/threads/${thread}/read-state/mark-unread`,
        body: { last_read_seq: 1 },
        headers: { 'if-match': '"1"' },
        status: 200,
        effect: () => one('SELECT version - 1 AS n FROM read_states WHERE principal_id = $1 AND thread_id = $2', [db.ids.alex, thread]),
      };
    },
  },
  {
    route: 'PUT /threads/{thread_id}/draft',
    prepare: async () => {
      const thread = await insertThread();
      return {
        method: 'PUT',
        path: `/api/v1/threads/${thread}/draft`,
        body: { base_version: 0, content_md: 'a draft' },
        status: 200,
        effect: () => one('SELECT version AS n FROM drafts WHERE principal_id = $1 AND thread_id = $2', [db.ids.alex, thread]),
      };
    },
  },
  {
    route: 'DELETE /threads/{thread_id}/draft',
    prepare: async () => {
      const thread = await insertThread();
      const draft = uuidv7();
      await db.pool.query(`INSERT INTO drafts (id, principal_id, thread_id, content_md, version) VALUES ($1, $2, $3, 'a draft', 1)`, [draft, db.ids.alex, thread]);
      return { method: 'DELETE', path: `/api/v1/threads/${thread}/draft`, status: 204, effect: () => events(EventType.DraftDeleted, draft) };
    },
  },
  {
    route: 'PUT /me/settings/{key}',
    prepare: async () => {
      const key = `fault.${uuidv7()}`;
      return { method: 'PUT', path: `/api/v1/me/settings/${key}`, body: { value: 1 }, status: 200, effect: () => one('SELECT version AS n FROM user_settings WHERE principal_id = $1 AND key = $2', [db.ids.alex, key]) };
    },
  },
  {
    route: 'DELETE /me/settings/{key}',
    prepare: async () => {
      const key = `fault.${uuidv7()}`;
      await db.pool.query(`INSERT INTO user_settings (principal_id, key, value, version) VALUES ($1, $2, '1', 1)`, [db.ids.alex, key]);
      return { method: 'DELETE', path: `/api/v1/me/settings/${key}`, status: 204, effect: () => one('SELECT version - 1 AS n FROM user_settings WHERE principal_id = $1 AND key = $2', [db.ids.alex, key]) };
    },
  },
  {
    route: 'PATCH /messages/{message_id}',
    prepare: async (alex) => {
      const m = (await alex.postMessage(db.ids.welcomeThread, 'to be edited')).body;
      return {
        method: 'PATCH',
        path: `/api/v1/messages/${m.id}`,
        body: { content_md: 'edited' },
        headers: { 'if-match': `"${m.version}"` },
        status: 200,
        effect: () => events(EventType.MessageUpdated, m.id),
      };
    },
  },
  {
    route: 'DELETE /messages/{message_id}',
    prepare: async (alex) => {
      const m = (await alex.postMessage(db.ids.welcomeThread, 'to be deleted')).body;
      return { method: 'DELETE', path: `/api/v1/messages/${m.id}`, status: 204, effect: () => events(EventType.MessageDeleted, m.id) };
    },
  },
  {
    route: 'POST /threads/{thread_id}/import-batches',
    prepare: async () => {
      const thread = await insertThread();
      const body = { import_id: uuidv7(), batch: 1, messages: [{ author_id: db.ids.sam, content_md: 'imported', created_at: new Date().toISOString() }] };
      return { method: 'POST', path: `/api/v1/threads/${thread}/import-batches`, body, status: 200, effect: () => one('SELECT version - 1 AS n FROM threads WHERE id = $1', [thread]) };
    },
  },
  // The agent's writes (15.3-15.6, 11.2; D436): the start and the resume are a transition each, which
  // a second execution repeats as the same run without a second event (R-SY-19); the replay is what tells.
  ...(['start', 'resume'] as const).map(
    (step): RouteCase => ({
      route: `POST /runs/{run_id}/${step}`,
      prepare: async () => {
        const run = await insertRun(step === 'start' ? 'queued' : 'waiting_input');
        const body = await delivered(run);
        return { method: 'POST', path: `/api/v1/runs/${run}/${step}`, body, as: 'agent', status: 200, effect: () => events(EventType.RunStateChanged, run) };
      },
    }),
  ),
  {
    route: 'POST /runs/{run_id}/wait',
    prepare: async () => {
      const run = await insertRun('running');
      return { method: 'POST', path: `/api/v1/runs/${run}/wait`, as: 'agent', status: 200, effect: () => events(EventType.RunStateChanged, run) };
    },
  },
  {
    route: 'POST /runs/{run_id}/finish',
    prepare: async () => {
      const run = await insertRun('running');
      return { method: 'POST', path: `/api/v1/runs/${run}/finish`, body: { state: 'completed' }, as: 'agent', status: 200, effect: () => events(EventType.RunStateChanged, run) };
    },
  },
  {
    route: 'PATCH /runs/{run_id}',
    prepare: async () => {
      const run = await insertRun('running');
      const body = { base_version: 1, ops: [{ op: 'add', path: '/status_line', value: 'reading' }] };
      return { method: 'PATCH', path: `/api/v1/runs/${run}`, body, as: 'agent', status: 200, effect: () => one('SELECT version - 1 AS n FROM runs WHERE id = $1', [run]) };
    },
  },
  {
    route: 'POST /runs/{run_id}/cancel',
    // Its audit entry holds audit_seq (D89) until the transaction ends.
    locksCounter: true,
    prepare: async () => {
      const run = await insertRun('running');
      return { method: 'POST', path: `/api/v1/runs/${run}/cancel`, status: 202, effect: () => events(EventType.RunCancelRequested, run) };
    },
  },
  {
    route: 'POST /webhook-subscriptions',
    // It holds the webhook consumer's rounds at head_seq (D320) until the transaction ends.
    locksCounter: true,
    prepare: async () => {
      const url = `http://127.0.0.1:9/hook-${uuidv7()}`;
      return { method: 'POST', path: '/api/v1/webhook-subscriptions', body: { url }, as: 'agent', status: 201, effect: () => one('SELECT count(*)::int AS n FROM webhook_subscriptions WHERE url = $1', [url]) };
    },
  },
  ...(['delete', 'resume'] as const).map(
    (step): RouteCase => ({
      route: step === 'delete' ? 'DELETE /webhook-subscriptions/{subscription_id}' : 'POST /webhook-subscriptions/{subscription_id}/resume',
      prepare: async () => {
        const id = uuidv7();
        await db.pool.query(`INSERT INTO webhook_subscriptions (id, url, agent_id, state, paused_at) VALUES ($1, $2, $3, 'paused', now())`, [id, `http://127.0.0.1:9/hook-${id}`, db.ids.helper]);
        return step === 'delete'
          ? { method: 'DELETE', path: `/api/v1/webhook-subscriptions/${id}`, as: 'agent', status: 204, effect: () => one('SELECT 1 - count(*)::int AS n FROM webhook_subscriptions WHERE id = $1', [id]) }
          : // Resuming is by its state: a second execution leaves no mark, only the missing replay tells.
            { method: 'POST', path: `/api/v1/webhook-subscriptions/${id}/resume`, as: 'agent', status: 200, effect: () => one(`SELECT count(*)::int AS n FROM webhook_subscriptions WHERE id = $1 AND state = 'active'`, [id]) };
      },
    }),
  ),
  // The person's remaining keyed writes (9, 13.3, 13-push; D436).
  ...(['PUT', 'DELETE'] as const).map(
    (method): RouteCase => ({
      route: `${method} /messages/{message_id}/reactions/{emoji}`,
      prepare: async (alex) => {
        const m = (await alex.postMessage(db.ids.welcomeThread, 'to be reacted to')).body;
        if (method === 'DELETE') await db.pool.query(`INSERT INTO message_reactions (message_id, emoji, principal_id) VALUES ($1, $2, $3)`, [m.id, THUMBS_UP, db.ids.alex]);
        const type = method === 'PUT' ? EventType.ReactionAdded : EventType.ReactionRemoved;
        return { method, path: `/api/v1/messages/${m.id}/reactions/${encodeURIComponent(THUMBS_UP)}`, status: 200, effect: () => events(type, m.id) };
      },
    }),
  ),
  ...(['PUT', 'DELETE'] as const).map(
    (method): RouteCase => ({
      route: `${method} /messages/{message_id}/pin`,
      prepare: async (alex) => {
        const m = (await alex.postMessage(db.ids.welcomeThread, 'to be pinned')).body;
        if (method === 'DELETE') await db.pool.query(`UPDATE messages SET pinned_by = $2, pinned_at = now() WHERE id = $1`, [m.id, db.ids.alex]);
        const type = method === 'PUT' ? EventType.PinAdded : EventType.PinRemoved;
        return { method, path: `/api/v1/messages/${m.id}/pin`, status: 200, effect: () => events(type, m.id) };
      },
    }),
  ),
  ...(['close', 'reopen'] as const).map(
    (step): RouteCase => ({
      route: `POST /threads/{thread_id}/${step}`,
      prepare: async () => {
        const thread = await insertThread();
        if (step === 'reopen') await db.pool.query('UPDATE threads SET closed = true WHERE id = $1', [thread]);
        return { method: 'POST', path: `/api/v1/threads/${thread}/${step}`, status: 200, effect: () => one('SELECT version - 1 AS n FROM threads WHERE id = $1', [thread]) };
      },
    }),
  ),
  {
    route: 'PUT /me/notification-prefs',
    prepare: async () => {
      const channel = await insertChannel();
      return {
        method: 'PUT',
        path: '/api/v1/me/notification-prefs',
        body: { target: { kind: 'channel', id: channel }, level: 'none' },
        status: 200,
        effect: () => one('SELECT version AS n FROM notification_prefs WHERE principal_id = $1 AND target_id = $2', [db.ids.alex, channel]),
      };
    },
  },
  {
    route: 'PUT /me/quiet-hours',
    prepare: async () => {
      // alex's one row: counted from its version now, with a start it has not had.
      const version = () => one('SELECT version AS n FROM quiet_hours WHERE principal_id = $1', [db.ids.alex]);
      const before = await version();
      const start = `0${before % 10}:${String(10 + before).slice(-2)}`;
      return { method: 'PUT', path: '/api/v1/me/quiet-hours', body: { enabled: true, start, end: '23:00', timezone: 'UTC' }, status: 200, effect: async () => (await version()) - before };
    },
  },
  {
    route: 'PUT /spaces/{space_id}/sidebar',
    prepare: async () => {
      const space = await insertSpace();
      return { method: 'PUT', path: `/api/v1/spaces/${space}/sidebar`, body: { collapsed: true, channel_order: [] }, status: 200, effect: () => events(EventType.SidebarUpdated, space) };
    },
  },
  {
    route: 'POST /threads/{thread_id}/commands',
    prepare: async () => {
      const thread = await insertThread();
      return {
        method: 'POST',
        path: `/api/v1/threads/${thread}/commands`,
        body: { agent_id: db.ids.helper, command: STOP },
        status: 202,
        effect: () => one('SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND thread_id = $2', [EventType.CommandInvoked, thread]),
      };
    },
  },
  {
    route: 'PUT /agents/me/commands',
    // It rewrites the agent's commands, which the control command above reads.
    locksCounter: true,
    // Declaring the same set again changes nothing: only the missing replay tells.
    prepare: async () => ({ method: 'PUT', path: '/api/v1/agents/me/commands', body: { commands: [{ name: STOP, control: true }] }, as: 'agent', status: 200, effect: () => one('SELECT count(*)::int AS n FROM agent_commands WHERE agent_id = $1', [db.ids.helper]) }),
  },
  {
    route: 'POST /agents/me/heartbeat',
    // A second heartbeat leaves no mark either (12): the replay is what tells.
    prepare: async () => ({
      method: 'POST',
      path: '/api/v1/agents/me/heartbeat',
      body: { state: 'ready', runtime_version: 'commit-loss', reported_billing_mode: 'subscription', billing_modes_supported: ['subscription'], tool_class: 'none', active_run_ids: [] },
      as: 'agent',
      status: 200,
      effect: async () => 1,
    }),
  },
  {
    route: 'POST /commands/autocomplete/{request_id}/respond',
    prepare: async () => {
      const id = uuidv7();
      await db.pool.query(
        `INSERT INTO command_autocomplete_requests (id, owner_id, command, channel_id, space_id, user_id, option, value, expires_at) VALUES ($1, $2, $3, $4, $5, $6, 'o', 'v', now() + interval '1 hour')`,
        [id, db.ids.helper, STOP, db.ids.general, db.ids.space, db.ids.alex],
      );
      return {
        method: 'POST',
        path: `/api/v1/commands/autocomplete/${id}/respond`,
        body: { choices: [{ name: 'one', value: '1' }] },
        as: 'agent',
        status: 204,
        effect: () => one(`SELECT count(*)::int AS n FROM command_autocomplete_requests WHERE id = $1 AND state = 'answered'`, [id]),
      };
    },
  },
];

/**
 * The operations with Idempotency-Key in contracts/openapi.yaml that ROUTES leaves out, each with why;
 * any other keyed operation must be in ROUTES (D436: the list claimed every route, and the agent's were missing).
 */
const LEFT_OUT: Record<string, string> = {
  'POST /runs/{run_id}/invocation-token': 'keeps no answer under the key (D88); run-lifecycle.test.ts repeats it after a lost answer (R-SY-19)',
};

/** Every write operation of the contract that takes Idempotency-Key, as `METHOD /path`. */
function keyedOperations(): string[] {
  type Op = { parameters?: { $ref?: string }[] };
  const contract = parse(readFileSync(path.join(root, '../contracts/openapi.yaml'), 'utf8')) as { paths: Record<string, Op & Record<string, Op>> };
  const out: string[] = [];
  for (const [p, item] of Object.entries(contract.paths)) {
    for (const m of ['post', 'put', 'patch', 'delete']) {
      const op = item[m];
      if (op && [...(item.parameters ?? []), ...(op.parameters ?? [])].some((x) => x.$ref?.endsWith('/IdempotencyKey'))) out.push(`${m.toUpperCase()} ${p}`);
    }
  }
  return out.sort();
}

interface Outcome {
  route: string;
  committed: boolean;
  first: string;
  retry: TestResponse;
  effect: number;
}

/** Who sends a route's requests at one node: alex, or the agent helper with its API token (no DPoP proof, 6.3). */
interface Callers {
  alex: TestClient;
  agent: Pick<TestClient, 'request'>;
}

let helperToken: string;

function callersAt(alex: TestClient, url: string): Callers {
  const agent: Callers['agent'] = {
    async request<T>(method: string, path: string, o: { body?: unknown; headers?: Record<string, string> } = {}): Promise<TestResponse<T>> {
      const res = await fetch(new URL(path, url), {
        method,
        headers: { authorization: `DPoP ${helperToken}`, ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), ...o.headers },
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, body: (text ? JSON.parse(text) : undefined) as T } as TestResponse<T>;
    },
  };
  return { alex: alex.at(url), agent };
}

const send = (c: Callers, p: Prepared, key: string) => (p.as === 'agent' ? c.agent : c.alex).request(p.method, p.path, { body: p.body, headers: { ...p.headers, 'idempotency-key': key } });

/** The retry of a client after an unknown outcome (13.2): the same key until a final answer; 409 means wait (5.2). */
async function retry(c: Callers, p: Prepared, key: string): Promise<TestResponse> {
  for (let i = 0; ; i++) {
    const r = await send(c, p, key);
    if (r.status !== 409 || i >= 30) return r;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What breaks "a key runs its operation at most once, and a retry finds the answer". */
function violations(o: Outcome, expectedStatus: number): string[] {
  const out: string[] = [];
  const replay = o.retry.headers.get('idempotent-replay') === 'true';
  if (o.effect !== 1) out.push(`${o.route}: the effect happened ${o.effect} times`);
  if (o.retry.status >= 500) out.push(`${o.route}: the retry answered ${o.retry.status}`);
  else if (o.retry.status !== expectedStatus) out.push(`${o.route}: the retry answered ${o.retry.status} (${(o.retry.body as { code?: string } | undefined)?.code ?? ''}), a clean execution ${expectedStatus}`);
  if (o.committed && !replay) out.push(`${o.route}: the first try committed, but the retry ran the operation again instead of replaying its answer`);
  if (!o.committed && replay) out.push(`${o.route}: nothing committed, yet the retry replayed an answer`);
  return out;
}

interface Round {
  fault: CommitFault;
  /** cut: only the caught database connections drop; kill: the node is killed with SIGKILL. */
  then: 'cut' | 'kill';
  node: Node;
  /** Where the client retries: the same node after a cut, another after a kill. */
  retryAt: () => Node;
}

type Run = { c: RouteCase; p: Prepared; key: string };

/** Sends each batch's first tries and catches their COMMITs; after a cut the batch's database links are gone. */
async function fault(r: Round, batches: Run[][], alex: Callers, firsts: Map<string, Promise<string>>, caught: Map<string, CaughtCommit>): Promise<void> {
  for (const batch of batches) {
    proxy.reset();
    proxy.arm(KEY_TRANSACTION, r.fault);
    for (const x of batch) {
      const first = send(alex, x.p, x.key).then(
        (res) => String(res.status),
        (err: unknown) => `no answer (${(err as Error).message})`,
      );
      firsts.set(x.key, first);
    }
    await proxy.waitCaught(batch.length, CAUGHT_WITHIN_MS).catch(async (err: Error) => {
      const missed = batch.filter((x) => !proxy.caught.some((k) => k.text.includes(x.key)));
      const answers = await Promise.all(missed.map(async (x) => `${x.c.route} (${await Promise.race([firsts.get(x.key)!, new Promise((r) => setTimeout(() => r('no answer yet'), 100))])})`));
      throw new Error(`${err.message}; not caught: ${answers.join(', ')}`);
    });
    proxy.disarm();
    for (const x of batch) {
      const hit = proxy.caught.find((k) => k.text.includes(x.key));
      if (!hit) throw new Error(`${x.c.route}: its commit was not caught`);
      caught.set(x.key, hit);
      // PostgreSQL has answered (or, for a dropped COMMIT, never will) before the link goes.
      await hit.committed;
    }
    if (r.then === 'cut') proxy.cutCaught();
  }
}

/** Runs every route through the fault and the retry; returns the violations of all routes. */
async function round(r: Round): Promise<{ violations: string[]; outcomes: Outcome[] }> {
  const alex = await TestClient.register(r.node.url, 'alex');
  const runs: Run[] = [];
  for (const c of ROUTES) runs.push({ c, p: await c.prepare(alex, r.node.url), key: uuidv7() });
  // A COMMIT that was dropped keeps its transaction's locks until the cut: the routes that lock
  // a counter row go one by one. After a withheld answer PostgreSQL has committed and holds
  // nothing: all at once.
  const alone = runs.filter((x) => r.fault === 'drop_commit' && x.c.locksCounter);
  const batches = [...alone.map((x) => [x]), runs.filter((x) => !alone.includes(x))];
  const firsts = new Map<string, Promise<string>>();
  const caught = new Map<string, CaughtCommit>();
  try {
    await fault(r, batches, callersAt(alex, r.node.url), firsts, caught);
  } catch (err) {
    // Free what the failed round holds, so that the next round does not wait on its locks.
    proxy.cutCaught();
    throw err;
  } finally {
    proxy.reset();
  }
  if (r.then === 'kill') await kill(r.node);
  const client = callersAt(alex, r.retryAt().url);
  const outcomes: Outcome[] = [];
  for (const x of runs) {
    const first = await firsts.get(x.key)!;
    const again = await retry(client, x.p, x.key);
    outcomes.push({ route: x.c.route, committed: await caught.get(x.key)!.committed, first, retry: again, effect: await x.p.effect() });
  }
  if (process.env.BOTHY_TEST_LOG_OUTCOMES) for (const o of outcomes) console.log(o.route, o.committed, o.first, o.retry.status, o.retry.headers.get('idempotent-replay'), o.effect);
  return { outcomes, violations: outcomes.flatMap((o, i) => violations(o, runs[i]!.p.status)) };
}

let a: Node;
let b: Node;

const db = useTestDatabase({ poolSize: 5, seedDemo: true });
beforeAll(async () => {
  proxy = await PgCommitProxy.start(db.url);
  [a, b] = await Promise.all([startNode({ viaProxy: true }), startNode({ viaProxy: false })]);
  const res = await fetch(`${b.url}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: 'helper' }) });
  helperToken = ((await res.json()) as { api_token: string }).api_token;
  await db.pool.query(`INSERT INTO agent_commands (agent_id, name, control) VALUES ($1, $2, true) ON CONFLICT DO NOTHING`, [db.ids.helper, STOP]);
}, 90_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await proxy?.close();
});

describe('an Idempotency-Key runs its operation at most once when the answer of COMMIT is lost (1, 5.2, 13.2)', () => {
  it('the routes below are every operation of the contracts with Idempotency-Key, but those left out with their reason', () => {
    const covered = ROUTES.map((c) => c.route);
    expect(new Set(covered).size).toBe(covered.length);
    expect([...covered, ...Object.keys(LEFT_OUT)].sort()).toEqual(keyedOperations());
  });

  it('after the database connection drops with the COMMIT answered but not delivered, every route replays its stored answer on retry', async () => {
    const { violations: v, outcomes } = await round({ fault: 'withhold_answer', then: 'cut', node: a, retryAt: () => a });
    expect(outcomes.every((o) => o.committed)).toBe(true);
    expect(v).toEqual([]);
  }, 120_000);

  it('after the database connection drops with the COMMIT never arrived, every route runs once, cleanly, on retry', async () => {
    const { violations: v, outcomes } = await round({ fault: 'drop_commit', then: 'cut', node: a, retryAt: () => a });
    expect(outcomes.some((o) => o.committed)).toBe(false);
    expect(v).toEqual([]);
  }, 120_000);

  it('after the node is killed (SIGKILL) with the COMMIT answer withheld, every route replays its stored answer on another node', async () => {
    const { violations: v, outcomes } = await round({ fault: 'withhold_answer', then: 'kill', node: a, retryAt: () => b });
    expect(outcomes.every((o) => o.committed && o.first.startsWith('no answer'))).toBe(true);
    expect(v).toEqual([]);
  }, 120_000);

  it('twin: with the answer stored outside the transaction, the same check reports a second execution for every route', async () => {
    const twin = await startNode({ viaProxy: true, twin: true });
    const cut = await round({ fault: 'withhold_answer', then: 'cut', node: twin, retryAt: () => twin });
    for (const c of ROUTES) expect(cut.violations.some((x) => x.startsWith(`${c.route}:`)), c.route).toBe(true);
    // Where a second execution leaves a mark, it is there: a second channel.
    expect(cut.violations).toContain('POST /spaces/{space_id}/channels: the effect happened 2 times');
    const killed = await round({ fault: 'withhold_answer', then: 'kill', node: twin, retryAt: () => b });
    for (const c of ROUTES) expect(killed.violations.some((x) => x.startsWith(`${c.route}:`)), c.route).toBe(true);
  }, 180_000);
});

// 5.1, 16.2 (D452): new messages and interactions are idempotent through their client id
// (client_msg_id, client_interaction_id), not Idempotency-Key, and a message commits in the
// group commit (D35). The same faults: the first POST's COMMIT answer is lost, the client
// retries with the same client id (13.2: after a 5xx or no answer); the retry answers the
// original (200, Idempotent-Replay: true) when the first committed, and there is exactly one
// message (one message.created; for a mention of an agent one run and one agent.invocation), or
// one interaction (one interaction.created). A group of several messages whose COMMIT answer is
// lost: each answers as a repeat, one event each, no gap in thread_seq. The twin writes the client
// id only after the commit: the same check reports a second message and interaction.

/** A group of new messages: this many to one thread (and one more that triggers, to another) queue behind a blocker on the node with one write slot. */
const GROUP = 4;
/** How long the group's requests may take to reach the queue of the one-slot node (polled; a loaded machine's bound, not a pause). */
const GROUP_QUEUED_WITHIN_MS = 20_000;

interface ClientIdCase {
  name: string;
  clientId: string;
  path: string;
  body: unknown;
  /** Another request under the same client id: 422 idempotency_key_reuse, also after the lost answer (5.1). */
  changed: unknown;
  /** Sent to the one-slot node, queued with the others into one group (D35). */
  grouped: boolean;
  /** The thread whose messages must be 1..n without a gap, n the new messages sent to it. */
  thread?: { id: string; messages: number };
  /** The row the client id names now: the message's id and thread_seq, or the interaction's id. */
  stored(): Promise<{ id: string; thread_seq?: number } | undefined>;
  /** What one execution leaves once; a second execution makes one of them 2. */
  counts(): Promise<Record<string, number>>;
}

const messageByPair = async (clientMsgId: string) =>
  (await db.pool.query<{ id: string; thread_seq: number }>('SELECT id, thread_seq::int AS thread_seq FROM messages WHERE author_principal_id = $1 AND client_msg_id = $2', [db.ids.alex, clientMsgId])).rows[0];
const createdOf = (clientMsgId: string) => one(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND client_msg_id = $2`, [EventType.MessageCreated, clientMsgId]);

function messageCase(name: string, thread: string, content: string, grouped: boolean, extra?: (clientMsgId: string) => Promise<Record<string, number>>): ClientIdCase {
  const clientId = uuidv7();
  return {
    name,
    clientId,
    path: `/api/v1/threads/${thread}/messages`,
    body: { client_msg_id: clientId, content_md: content },
    changed: { client_msg_id: clientId, content_md: `${content}, changed` },
    grouped,
    stored: () => messageByPair(clientId),
    counts: async () => ({ 'message.created': await createdOf(clientId), ...(await extra?.(clientId)) }),
  };
}

/** What a message that mentions the agent in `thread` triggers: one run, of this message, and one agent.invocation (15.3). */
function triggerCounts(thread: string): (clientMsgId: string) => Promise<Record<string, number>> {
  return async (clientMsgId) => {
    const m = await messageByPair(clientMsgId);
    return {
      run: await one('SELECT count(*)::int AS n FROM runs WHERE thread_id = $1', [thread]),
      'agent.invocation': await one('SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND thread_id = $2', [EventType.AgentInvocation, thread]),
      'the run of the message': m ? await one('SELECT count(*)::int AS n FROM runs WHERE trigger_message_id = $1', [m.id]) : 0,
    };
  };
}

async function clientIdCases(): Promise<ClientIdCase[]> {
  const single = await insertThread();
  const triggered = await insertThread();
  const grouped = await insertThread();
  const groupTriggered = await insertThread();
  // The agent's question in a thread where its run runs (created before the question: the question belongs to it, D339).
  const asked = await insertThread(1);
  await insertRun('running', asked);
  const question = uuidv7();
  await db.pool.query(
    `INSERT INTO messages (id, thread_id, channel_id, space_id, thread_seq, author_principal_id, origin, kind, content_md) VALUES ($1, $2, $3, $4, 1, $5, 'agent', 'text', 'Which one?')`,
    [question, asked, db.ids.general, db.ids.space, db.ids.helper],
  );
  const interactionId = uuidv7();
  const cases: ClientIdCase[] = [
    { ...messageCase('a message', single, 'lost answer', false), thread: { id: single, messages: 1 } },
    {
      ...messageCase('a message that mentions an agent', triggered, `<@${db.ids.helper}> lost answer`, false, triggerCounts(triggered)),
      thread: { id: triggered, messages: 1 },
    },
    {
      name: 'an interaction',
      clientId: interactionId,
      path: `/api/v1/messages/${question}/interactions`,
      body: { client_interaction_id: interactionId, kind: 'button', values: { choice: 'a' } },
      changed: { client_interaction_id: interactionId, kind: 'button', values: { choice: 'b' } },
      grouped: false,
      stored: async () => (await db.pool.query<{ id: string }>('SELECT id FROM interactions WHERE author_principal_id = $1 AND client_interaction_id = $2', [db.ids.alex, interactionId])).rows[0],
      counts: async () => ({
        interaction: await one('SELECT count(*)::int AS n FROM interactions WHERE message_id = $1', [question]),
        'interaction.created': await one(`SELECT count(*)::int AS n FROM event_log WHERE type = $1 AND payload->>'message_id' = $2`, [EventType.InteractionCreated, question]),
      }),
    },
  ];
  for (let i = 0; i < GROUP; i++) cases.push({ ...messageCase(`message ${i + 1} of ${GROUP} of a group`, grouped, `group ${i + 1}`, true), thread: { id: grouped, messages: GROUP } });
  // The group's trigger path: its run and agent.invocation go in the group's last message (D35, D80).
  cases.push({ ...messageCase('a message of the group that mentions an agent', groupTriggered, `<@${db.ids.helper}> in a group`, true, triggerCounts(groupTriggered)), thread: { id: groupTriggered, messages: 1 } });
  return cases;
}

interface ClientIdOutcome {
  c: ClientIdCase;
  committed: boolean;
  first: { status: number; id?: string } | string;
  retry: TestResponse<{ id?: string; thread_seq?: number }>;
  /** The changed request under the same client id, after the retry. */
  reuse: TestResponse<{ code?: string }>;
  stored: { id: string; thread_seq?: number } | undefined;
  counts: Record<string, number>;
}

/** The retry of the outbox (13.2): the same client id after a 5xx, 429 or 409, with a bounded backoff; a final answer ends it. */
async function retryClientId(alex: TestClient, c: ClientIdCase): Promise<TestResponse<{ id?: string; thread_seq?: number }>> {
  for (let i = 0; ; i++) {
    const r = await alex.request<{ id?: string; thread_seq?: number }>('POST', c.path, { body: c.body });
    if ((r.status < 500 && r.status !== 429 && r.status !== 409) || i >= 30) return r;
    await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 100 * (i + 1))));
  }
}

function clientIdViolations(o: ClientIdOutcome): string[] {
  const out: string[] = [];
  const name = o.c.name;
  const first = typeof o.first === 'string' ? undefined : o.first;
  if (first && first.status >= 400 && first.status < 500) out.push(`${name}: the first try answered ${first.status}, a final refusal (13.2), though only its COMMIT answer was lost`);
  const replay = o.retry.headers.get('idempotent-replay') === 'true';
  if (o.retry.status !== 200 && o.retry.status !== 201) out.push(`${name}: the retry answered ${o.retry.status} ${o.retry.text.slice(0, 200)}`);
  else if ((o.committed || (first && first.status < 300)) && (o.retry.status !== 200 || !replay)) out.push(`${name}: the first try committed, but the retry answered ${o.retry.status} without Idempotent-Replay instead of the original`);
  else if (o.retry.status === 200 && !replay) out.push(`${name}: the retry answered 200 without Idempotent-Replay`);
  if (!o.stored) out.push(`${name}: nothing is stored under its client id`);
  else {
    if (o.retry.body?.id !== o.stored.id) out.push(`${name}: the retry answered ${o.retry.body?.id}, not the stored ${o.stored.id}`);
    if (o.stored.thread_seq !== undefined && Number(o.retry.body?.thread_seq) !== o.stored.thread_seq) out.push(`${name}: the retry answered thread_seq ${o.retry.body?.thread_seq}, the message has ${o.stored.thread_seq}`);
    if (first?.id !== undefined && first.id !== o.stored.id) out.push(`${name}: the first try answered ${first.id}, the stored one is ${o.stored.id}`);
  }
  if (o.reuse.status !== 422 || o.reuse.body?.code !== ProblemCode.IdempotencyKeyReuse) out.push(`${name}: another request under its client id answered ${o.reuse.status} ${o.reuse.body?.code ?? ''}, not 422 ${ProblemCode.IdempotencyKeyReuse}`);
  for (const [what, n] of Object.entries(o.counts)) if (n !== 1) out.push(`${name}: ${what} ${n} times`);
  return out;
}

/** Backends of this database waiting on a lock in a statement that names `about`. */
const waitingOnLock = (about: string) => one(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database() AND strpos(query, $1) > 0`, [about]);

interface ClientIdRound {
  fault: CommitFault;
  then: 'cut' | 'kill';
  /** Many write slots: each message and interaction commits alone. */
  alone: Node;
  /** One write slot: what queues behind a blocker commits as one group (D35). */
  grouped: Node;
  retryAt: (grouped: boolean) => Node;
}

async function clientIdRound(r: ClientIdRound): Promise<{ violations: string[]; outcomes: ClientIdOutcome[]; groupSizes: number[] }> {
  const alex = await TestClient.register(r.alone.url, 'alex');
  const cases = await clientIdCases();
  const ids = cases.map((c) => c.clientId);
  const firsts = new Map<string, Promise<ClientIdOutcome['first']>>();
  const sendFirst = (c: ClientIdCase) =>
    firsts.set(
      c.clientId,
      alex
        .at(c.grouped ? r.grouped.url : r.alone.url)
        .request<{ id?: string }>('POST', c.path, { body: c.body })
        .then(
          (res) => ({ status: res.status, id: res.status < 300 ? res.body?.id : undefined }),
          (err: unknown) => `no answer (${(err as Error).message})`,
        ),
    );
  // The blocker holds the one write slot of `grouped`, waiting on a thread lock of this test's.
  const blockerThread = await insertThread();
  const lock = await db.pool.connect();
  let blocker: Promise<TestResponse> | undefined;
  const caught = new Map<string, CaughtCommit>();
  try {
    await lock.query('BEGIN');
    await lock.query('SELECT 1 FROM threads WHERE id = $1 FOR UPDATE', [blockerThread]);
    const blockerId = uuidv7();
    blocker = alex.at(r.grouped.url).postMessage(blockerThread, 'holds the write slot', blockerId);
    for (let i = 0; (await waitingOnLock(blockerId)) === 0; i++) {
      if (i > 200) throw new Error('the blocker did not come to wait on its thread lock within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    proxy.reset();
    proxy.arm(new RegExp(ids.join('|')), r.fault);
    for (const c of cases) sendFirst(c);
    // Every message of the group waits behind the blocker for the one write slot (not a fixed
    // pause, which a loaded machine can outlast: a late one would commit alone).
    const groupSize = cases.filter((c) => c.grouped).length;
    for (let until = Date.now() + GROUP_QUEUED_WITHIN_MS; (await messagesQueued(r.grouped)) < groupSize; await new Promise((resolve) => setTimeout(resolve, 50))) {
      if (Date.now() > until) throw new Error(`the ${groupSize} messages of the group did not all queue behind the blocker within ${GROUP_QUEUED_WITHIN_MS} ms`);
    }
    await lock.query('COMMIT');
    // Every client id of the round in a caught transaction.
    for (let n = 1; !ids.every((id) => proxy.caught.some((k) => k.text.includes(id))); n++) {
      await proxy.waitCaught(n, CAUGHT_WITHIN_MS).catch((err: Error) => {
        throw new Error(`${err.message}; not caught: ${cases.filter((c) => !proxy.caught.some((k) => k.text.includes(c.clientId))).map((c) => c.name).join(', ')}`);
      });
    }
    proxy.disarm();
    for (const c of cases) {
      const hit = proxy.caught.find((k) => k.text.includes(c.clientId))!;
      caught.set(c.clientId, hit);
      await hit.committed;
    }
  } catch (err) {
    await lock.query('ROLLBACK').catch(() => undefined);
    proxy.cutCaught();
    throw err;
  } finally {
    lock.release();
    proxy.reset();
  }
  const groupSizes = [...new Set(cases.filter((c) => c.grouped).map((c) => caught.get(c.clientId)!))].map((k) => cases.filter((c) => c.grouped && k.text.includes(c.clientId)).length);
  if (r.then === 'cut') proxy.cutCaught();
  else await Promise.all([kill(r.alone), kill(r.grouped)]);
  const outcomes: ClientIdOutcome[] = [];
  for (const c of cases) {
    const first = await firsts.get(c.clientId)!;
    const at = alex.at(r.retryAt(c.grouped).url);
    const retried = await retryClientId(at, c);
    const reuse = await at.request<{ code?: string }>('POST', c.path, { body: c.changed });
    outcomes.push({ c, committed: await caught.get(c.clientId)!.committed, first, retry: retried, reuse, stored: await c.stored(), counts: await c.counts() });
  }
  if (r.then === 'cut') expect((await blocker).status).toBe(201);
  const violations = outcomes.flatMap(clientIdViolations);
  // No gap in thread_seq: each thread holds its new messages as 1..n, and its counter says n.
  for (const thread of new Map(cases.filter((c) => c.thread).map((c) => [c.thread!.id, c.thread!.messages]))) {
    const [id, n] = thread;
    const { rows } = await db.pool.query<{ seqs: number[]; last: number }>(
      'SELECT COALESCE(array_agg(m.thread_seq::int ORDER BY m.thread_seq), $2::int[]) AS seqs, t.last_message_seq::int AS last FROM threads t LEFT JOIN messages m ON m.thread_id = t.id WHERE t.id = $1 GROUP BY t.id',
      [id, []],
    );
    const expected = Array.from({ length: n }, (_, i) => i + 1);
    if (JSON.stringify(rows[0]!.seqs) !== JSON.stringify(expected) || rows[0]!.last !== n) {
      violations.push(`the thread of ${cases.find((c) => c.thread?.id === id)!.name}: thread_seq ${rows[0]!.seqs.join(',')} (last ${rows[0]!.last}), ${n} sent`);
    }
  }
  if (process.env.BOTHY_TEST_LOG_OUTCOMES) for (const o of outcomes) console.log(o.c.name, o.committed, o.first, o.retry.status, o.retry.headers.get('idempotent-replay'), o.counts);
  return { outcomes, violations, groupSizes };
}

describe('a client_msg_id or client_interaction_id creates once when the answer of COMMIT is lost (5.1, 16.2, 13.2; D452)', () => {
  let alone: Node;
  let grouped: Node;
  beforeAll(async () => {
    // `alone` commits each message in a transaction of its own (server.write_batch_max 1): its two
    // messages are sent at once, and their token checks share a statement (D545), so with a batch
    // they could meet in one group commit, whose failed batch retries each alone (a 201, not the 5xx
    // a message alone answers).
    [alone, grouped] = await Promise.all([startNode({ viaProxy: true, writeBatchMax: 1 }), startNode({ viaProxy: true, writeConcurrency: 1 })]);
  }, 60_000);

  const fromFirst = (o: ClientIdOutcome) => (typeof o.first === 'string' ? o.first : String(o.first.status));
  const cutAt = (fault: CommitFault) => clientIdRound({ fault, then: 'cut', alone, grouped, retryAt: (g) => (g ? grouped : alone) });

  /** What every round requires beyond its violations: the group was one transaction of several messages (D35), and how a first try alone ended. */
  function expectRound(r: Awaited<ReturnType<typeof clientIdRound>>, committed: boolean, firstAlone: '5xx' | 'no answer'): void {
    expect(r.outcomes.map((o) => o.committed)).toEqual(r.outcomes.map(() => committed));
    expect(Math.max(...r.groupSizes)).toBeGreaterThan(1);
    // A message or an interaction alone: a 5xx, which the outbox retries (13.2), or no answer at all.
    for (const o of r.outcomes.filter((x) => firstAlone === 'no answer' || !x.c.grouped)) {
      if (firstAlone === 'no answer') expect(typeof o.first, `${o.c.name}: ${fromFirst(o)}`).toBe('string');
      else expect(Number(fromFirst(o)), `${o.c.name}: ${fromFirst(o)}`).toBeGreaterThanOrEqual(500);
    }
    expect(r.violations).toEqual([]);
  }

  it('after the database connection drops with the COMMIT answered but not delivered, each retry answers the original as a repeat; one message, run, interaction each', async () => {
    expectRound(await cutAt('withhold_answer'), true, '5xx');
  }, 120_000);

  it('after the database connection drops with the COMMIT never arrived, each is created once, by the group again or by the retry', async () => {
    expectRound(await cutAt('drop_commit'), false, '5xx');
  }, 120_000);

  it('after the node is killed (SIGKILL) with the COMMIT answer withheld, each retry on another node answers the original as a repeat', async () => {
    const r = await clientIdRound({ fault: 'withhold_answer', then: 'kill', alone, grouped, retryAt: () => b });
    expectRound(r, true, 'no answer');
    expect(r.outcomes.every((o) => o.retry.status === 200 && o.retry.headers.get('idempotent-replay') === 'true')).toBe(true);
  }, 120_000);

  it('twin: with the client id written after the commit (clientIdAfterCommit), the same check reports a second message, run-triggering message, interaction and group message', async () => {
    const [twinAlone, twinGrouped] = await Promise.all([startNode({ viaProxy: true, writeBatchMax: 1, clientIdTwin: true }), startNode({ viaProxy: true, writeConcurrency: 1, clientIdTwin: true })]);
    const { violations: v, outcomes, groupSizes } = await clientIdRound({ fault: 'withhold_answer', then: 'cut', alone: twinAlone, grouped: twinGrouped, retryAt: (g) => (g ? twinGrouped : twinAlone) });
    expect(outcomes.every((o) => o.committed)).toBe(true);
    expect(Math.max(...groupSizes)).toBeGreaterThan(1);
    for (const o of outcomes) expect(v, o.c.name).toContain(`${o.c.name}: ${o.c.name === 'an interaction' ? 'interaction.created' : 'message.created'} 2 times`);
    expect(v.some((x) => x.startsWith('the thread of message 1 of'))).toBe(true);
  }, 120_000);
});
