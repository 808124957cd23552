// The trigger rule (15.3 "Acceptance", D80) and what a triggering message writes in
// its own transaction: the message with trigger_state = received, the run queued and
// agent.invocation to the agent, without a token (2.2, R-SY-17). Real PostgreSQL,
// real HTTP with DPoP.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validators } from '@bothy/generated';
import { buildVisibility, loadVisibility } from '../../src/authz/visibility.ts';
import { plannedRuns } from '../../src/runs/trigger.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { MessageService } from '../../src/messages/service.ts';
import { personWithChannel } from '../support/people.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const t = useTestServer();
let alex: TestClient;
let sam: TestClient;

beforeAll(async () => {
  alex = await t.client('alex');
  sam = await t.client('sam');
});

afterEach(() => {
  t.server.ctx.twins = undefined;
});

/** An agent principal with its agents row (D79), as the seed makes them. */
async function newAgent(handle: string, status: 'active' | 'disabled' = 'active'): Promise<string> {
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name, status) VALUES ($1, 'agent', $2, $2, $3)`, [id, handle, status]);
  await t.db.pool.query(`INSERT INTO agents (principal_id) VALUES ($1)`, [id]);
  return id;
}

interface RunRow {
  id: string;
  agent_id: string;
  state: string;
  trigger_kind: string;
  trigger_message_id: string;
  trigger_principal_id: string;
  thread_id: string;
  document: unknown;
  xmin: string;
}

async function runsOf(messageId: string): Promise<RunRow[]> {
  const { rows } = await t.db.pool.query<RunRow>('SELECT *, xmin::text AS xmin FROM runs WHERE trigger_message_id = $1 ORDER BY agent_id', [messageId]);
  return rows;
}

async function runsOfClientMsg(clientMsgId: string): Promise<RunRow[]> {
  const { rows } = await t.db.pool.query<RunRow>(
    'SELECT r.*, r.xmin::text AS xmin FROM runs r JOIN messages m ON m.id = r.trigger_message_id WHERE m.client_msg_id = $1',
    [clientMsgId],
  );
  return rows;
}

async function invocationsOf(messageId: string): Promise<{ seq: number; audience_principal_id: string; resource_id: string; payload: Record<string, unknown>; row: string; xmin: string }[]> {
  const { rows } = await t.db.pool.query(
    `SELECT seq, audience_principal_id, resource_id, payload, row_to_json(e)::text AS row, xmin::text AS xmin
       FROM event_log e WHERE type = 'agent.invocation' AND payload->>'message_id' = $1 ORDER BY seq`,
    [messageId],
  );
  return rows as never;
}

const mention = (id: string) => `<@${id}>`;

/**
 * A new thread beside the welcome thread: a thread with an active run of an agent takes a
 * further trigger as its follow-up or refuses it (15.4), so each trigger here gets its own.
 */
async function freshThread(): Promise<string> {
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) SELECT $1, channel_id, space_id FROM threads WHERE id = $2`, [id, t.ids.welcomeThread]);
  return id;
}

describe('a mention triggers the agent in the message transaction (15.3 Acceptance, D80)', () => {
  it('writes the message with trigger_state received, the run queued and agent.invocation to the agent, in one transaction, without a token', async () => {
    const helper = t.ids.helper;
    const thread = await freshThread();
    const res = await sam.postMessage(thread, `${mention(helper)} please summarise`);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ trigger_state: 'received' });
    const [run, ...more] = await runsOf(res.body.id);
    expect(more).toHaveLength(0);
    expect(run).toMatchObject({ agent_id: helper, state: 'queued', trigger_kind: 'mention', trigger_principal_id: t.ids.sam, thread_id: thread });
    expect(validators.RunDocument(run!.document), JSON.stringify(validators.RunDocument.errors)).toBe(true);
    expect(run!.document).toMatchObject({ state: 'queued', version: 1, steps: {}, followups: {} });
    const [inv, ...moreInv] = await invocationsOf(res.body.id);
    expect(moreInv).toHaveLength(0);
    expect(inv!.audience_principal_id).toBe(helper);
    expect(inv!.resource_id).toBe(run!.id);
    expect(inv!.payload).toEqual({ run_id: run!.id, thread_id: thread, message_id: res.body.id, trigger_kind: 'mention', trigger_principal_id: t.ids.sam });
    // No token in the log (R-SY-17): neither the field nor anything shaped like a JWS.
    expect(inv!.row).not.toMatch(/invocation_token|eyJ/);
    // One transaction: the message, its run, its message.created and agent.invocation share one xmin.
    const { rows } = await t.db.pool.query<{ m: string; state: string | null; created: string; created_state: string }>(
      `SELECT m.xmin::text AS m, m.trigger_state AS state, e.xmin::text AS created, e.payload->'message'->>'trigger_state' AS created_state
         FROM messages m JOIN event_log e ON e.type = 'message.created' AND e.resource_id = m.id::text WHERE m.id = $1`,
      [res.body.id],
    );
    expect(rows[0]).toMatchObject({ state: 'received', created_state: 'received' });
    expect(new Set([rows[0]!.m, rows[0]!.created, run!.xmin, inv!.xmin]).size).toBe(1);
  });

  it('people never receive agent.invocation: it is personal to the agent (15.1, 2.1)', async () => {
    const head = (await sam.request<{ head_seq: number }>('GET', '/api/v1/events?after=0&limit=1')).body.head_seq;
    const posts = await Promise.all([1, 2, 3].map(async (n) => sam.postMessage(await freshThread(), `${mention(t.ids.helper)} number ${n}`)));
    for (const p of posts) expect(await invocationsOf(p.body.id)).toHaveLength(1);
    for (const reader of [sam, alex]) {
      const seen = (await reader.request<{ events: { type: string; payload: { message?: { id: string } } }[] }>('GET', `/api/v1/events?after=${head}&limit=500`)).body.events;
      expect(seen.filter((e) => e.type === 'message.created' && posts.some((p) => p.body.id === e.payload.message?.id))).toHaveLength(posts.length);
      expect(seen.filter((e) => e.type === 'agent.invocation')).toHaveLength(0);
    }
  });

  it('triggers every mentioned agent once and nothing for a mentioned person; a disabled agent is not triggered', async () => {
    const other = await newAgent(`other-${uuidv7().slice(-6)}`);
    const off = await newAgent(`off-${uuidv7().slice(-6)}`, 'disabled');
    const res = await sam.postMessage(await freshThread(), `${mention(t.ids.helper)} ${mention(other)} ${mention(t.ids.helper)} ${mention(off)} and ${mention(t.ids.alex)}`);
    expect(res.status, res.text).toBe(201);
    const runs = await runsOf(res.body.id);
    expect(runs.map((r) => r.agent_id).sort()).toEqual([t.ids.helper, other].sort());
    expect((await invocationsOf(res.body.id)).map((e) => e.audience_principal_id).sort()).toEqual([t.ids.helper, other].sort());
  });

  it('writes nothing of a trigger for a message that mentions nobody or only people', async () => {
    for (const text of ['plain words', `hi ${mention(t.ids.alex)}`]) {
      const res = await sam.postMessage(await freshThread(), text);
      expect(res.status).toBe(201);
      expect(res.body).not.toHaveProperty('trigger_state');
      expect(await runsOf(res.body.id)).toEqual([]);
      expect(await invocationsOf(res.body.id)).toEqual([]);
    }
  });

  it('leaves no run when the message write fails: the run rolls back with it', async () => {
    // The last statement of the transaction (the event rows) fails for agent.invocation only.
    await t.db.pool.query(`CREATE FUNCTION test_refuse_invocation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await t.db.pool.query(`CREATE TRIGGER test_refuse_invocation BEFORE INSERT ON event_log FOR EACH ROW WHEN (NEW.type = 'agent.invocation') EXECUTE FUNCTION test_refuse_invocation()`);
    try {
      const id = uuidv7();
      const res = await sam.postMessage(await freshThread(), `${mention(t.ids.helper)} this one fails`, id);
      expect(res.status).toBe(500);
      const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE client_msg_id = $1', [id]);
      expect(rows[0]!.n).toBe(0);
      expect(await runsOfClientMsg(id)).toEqual([]);
    } finally {
      await t.db.pool.query('DROP TRIGGER test_refuse_invocation ON event_log; DROP FUNCTION test_refuse_invocation()');
    }
  });
});

describe('who triggers (15.3, D80)', () => {
  it('the rule asks agent.invoke of the author: read is not enough, trigger is', () => {
    const channel = uuidv7();
    const space = uuidv7();
    const agent = uuidv7();
    const candidate = (level: 'read' | 'trigger', kind: 'user' | 'agent' = 'user') => ({
      author: { id: uuidv7(), kind },
      origin: kind === 'user' ? ('human' as const) : ('agent' as const),
      message: { id: uuidv7(), thread_id: uuidv7(), channel_id: channel, space_id: space },
      mentionAgents: [agent],
      visibility: buildVisibility(
        { principalId: uuidv7(), instanceId: uuidv7(), kind, active: true, owner: false, permissionVersion: 1, visibilityVersion: 1 },
        [{ target_kind: 'channel', target_id: channel, level, expires_ms: null }],
        [{ id: channel, spaceId: space, readOnly: false, archived: false }],
      ),
    });
    expect(plannedRuns(candidate('read'))).toEqual([]);
    expect(plannedRuns(candidate('trigger')).map((r) => [r.agentId, r.kind])).toEqual([[agent, 'mention']]);
    expect(plannedRuns(candidate('trigger', 'agent'))).toEqual([]);
  });

  it('a person with only read on the channel does not trigger: the message is refused and no run is written', async () => {
    const reader = await personWithChannel(t, alex, 'read');
    await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: t.ids.helper }, target: { kind: 'channel', id: reader.channel }, level: 'read' } });
    const id = uuidv7();
    const res = await reader.who.postMessage(reader.thread, `${mention(t.ids.helper)} can you hear me`, id);
    expect(res.status).toBe(403);
    expect(await runsOfClientMsg(id)).toEqual([]);
    const { rows } = await t.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_log WHERE type = 'agent.invocation' AND thread_id = $1`, [reader.thread]);
    expect(rows[0]!.n).toBe(0);
  });

  it('imported messages never trigger (15.8)', async () => {
    const thread = uuidv7();
    await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [thread, t.ids.general, t.ids.space]);
    const r = await alex.request('POST', `/api/v1/threads/${thread}/import-batches`, {
      body: { import_id: uuidv7(), batch: 1, last: true, messages: [{ author_id: t.ids.sam, content_md: `${mention(t.ids.helper)} imported`, created_at: new Date().toISOString() }] },
    });
    expect(r.status, r.text).toBe(200);
    const { rows } = await t.db.pool.query<{ n: number; triggered: number }>(
      `SELECT (SELECT count(*)::int FROM runs WHERE thread_id = $1) AS n, (SELECT count(*)::int FROM messages WHERE thread_id = $1 AND trigger_state IS NOT NULL) AS triggered`,
      [thread],
    );
    expect(rows[0]).toEqual({ n: 0, triggered: 0 });
  });

  it("an agent's message does not trigger an agent", async () => {
    const writer = await newAgent(`writer-${uuidv7().slice(-6)}`);
    await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: writer }, target: { kind: 'channel', id: t.ids.general }, level: 'write' } });
    const v = (await loadVisibility(t.db.pool, writer))!;
    const { message } = await new MessageService(t.server.ctx).create({ principalId: writer, kind: 'agent', expiresAt: Date.now() + 60_000 }, v, t.ids.welcomeThread, {
      client_msg_id: uuidv7(),
      content_md: `${mention(t.ids.helper)} over to you`,
    });
    expect(message).not.toHaveProperty('trigger_state');
    expect(await runsOf(message.id)).toEqual([]);
    expect(await invocationsOf(message.id)).toEqual([]);
  });
});

describe('a free-response channel (15.3, D80)', () => {
  it("triggers the channel's agent on every message of a person that mentions no agent; a mention of an agent takes its place", async () => {
    const own = await personWithChannel(t, alex, 'write');
    // Each message in a thread of its own: an active run in a thread takes the next trigger as a follow-up (15.4).
    const threadOf = async () => {
      const id = uuidv7();
      await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [id, own.channel, t.ids.space]);
      return id;
    };
    const other = await newAgent(`named-${uuidv7().slice(-6)}`);
    await t.db.pool.query('UPDATE channels SET free_response_agent_id = $2 WHERE id = $1', [own.channel, t.ids.helper]);
    const plain = await own.who.postMessage(await threadOf(), 'anyone there?');
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body).toMatchObject({ trigger_state: 'received' });
    expect((await runsOf(plain.body.id)).map((r) => [r.agent_id, r.trigger_kind])).toEqual([[t.ids.helper, 'free_response']]);
    expect((await invocationsOf(plain.body.id)).map((e) => e.payload.trigger_kind)).toEqual(['free_response']);
    const person = await own.who.postMessage(await threadOf(), `and ${mention(t.ids.alex)}?`);
    expect((await runsOf(person.body.id)).map((r) => r.trigger_kind)).toEqual(['free_response']);
    const named = await own.who.postMessage(await threadOf(), `${mention(other)} you, please`);
    expect((await runsOf(named.body.id)).map((r) => [r.agent_id, r.trigger_kind])).toEqual([[other, 'mention']]);
    // Without the setting, nothing.
    await t.db.pool.query('UPDATE channels SET free_response_agent_id = NULL WHERE id = $1', [own.channel]);
    const after = await own.who.postMessage(await threadOf(), 'quiet now');
    expect(await runsOf(after.body.id)).toEqual([]);
  });
});

describe('a repeated message creates no second run (5.1, 15.3; no duplicate)', () => {
  /** The safety check: retries and parallel twins of one client_msg_id leave one run and one invocation. */
  async function oneRunForRetries(): Promise<void> {
    const id = uuidv7();
    const thread = await freshThread();
    const text = `${mention(t.ids.helper)} once only`;
    const first = await sam.postMessage(thread, text, id);
    expect(first.status, first.text).toBe(201);
    const again = await sam.postMessage(thread, text, id);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    const race = uuidv7();
    const raceThread = await freshThread();
    const results = await Promise.all(Array.from({ length: 8 }, () => sam.postMessage(raceThread, text, race)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    for (const key of [id, race]) {
      const runs = await runsOfClientMsg(key);
      expect(runs).toHaveLength(1);
      expect(await invocationsOf(runs[0]!.trigger_message_id)).toHaveLength(1);
    }
  }

  it('a retry with the same client_msg_id and parallel twins: one run, one agent.invocation', async () => {
    await oneRunForRetries();
  });

  it('twin: a server that triggers again on a repeat fails the same check', async () => {
    t.server.ctx.twins = { triggerOnReplay: true };
    // The repeat meets the run of the original (its active run in the thread, D315, or runs' unique
    // (trigger_message_id, agent_id)) and fails with a 5xx instead of answering as a repeat.
    await expect(oneRunForRetries()).rejects.toThrow(/expected 50[03] to be 200/);
  });
});
