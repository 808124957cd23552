// No event is lost behind a live cursor (7.1, 7.2, 8.1, 8.3, 9; D461): a cursor frame a live connection
// gets never names a seq past an event still on its way to it (in its backlog while its permission
// cache reloads after its own access.changed, in its outbound queue, or in the hand-over from the
// catch-up to live), so that a client that goes away right after a cursor and comes back with it
// misses nothing.
//
// A bounded property over the real server and real WebSockets, seeded (the seed is printed; set
// LIVE_CURSOR_GAP_SEED to run one again, the interleaving of the sockets still varies): people
// connected through the gateway with a small sync.cursor_advance_every; two writers posting to the
// channels of a space of their own, some of which each person may not see (so cursors are sent);
// grants, level changes and revocations of those channels while the writes go on (each one an
// access.changed, a reload of the permission cache, held up to RELOAD_HOLD_MS as a slow database
// would); clients that close at random moments, most sharply right on a cursor frame (frames after it
// count as never received), and come back with identify {cursor: the highest dispatch or cursor seq
// they were told}. Oracle: every person's received seqs over all its connections against one catch-up
// from its first head_seq at the end (GET /api/v1/events as that person, paged): the rule of 7.2
// applied once. No gap: nothing the catch-up gives is missing. No leak: nothing is received that it
// leaves out, except events of a channel between the person's grant of it and its revocation (8.1
// delivers them by the permissions at delivery; the catch-up at the end uses V(head), which no longer
// has the channel; a channel is never given back once revoked, so for every other channel the two
// agree; an event from before the grant is a leak whether or not the channel was revoked later).
// Twins, the same run and check: liveCursorWhileUnsteady (the cursor goes out while the connection
// reloads or has a backlog) loses events, a gap in every run so far, also without the hold; and
// permissionStateAtArrival (catch-ups and reloads check with V(head), not V(seq)) delivers events from
// before a first grant, a leak (each first grant follows a level change of the same person, whose held
// reload spans it, and an event of its channel, the one to leak; up to LEAK_ROUNDS runs).
import { EventType, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { prng as random } from '../support/prng.ts';
import { useTestServer, type TestClient, type TestServer } from '../support/server.ts';

const EVERY = 2;
const PEOPLE = 3;
/** Channels the people may be given; one more that no one ever sees. */
const GRANTABLE = 8;
const POSTS = 260;
const WRITERS = 2;
/** A reload of a connection's permission cache waits up to this long before it reads (a slow database). */
const RELOAD_HOLD_MS = 25;
/** A client closes right on a cursor frame with this chance, on a dispatch with the second. */
const CLOSE_ON_CURSOR = 0.25;
const CLOSE_ON_DISPATCH = 0.03;
/** And otherwise after up to this long. */
const STAY_MS = 300;

/** Runs of the leak twin at most. */
const LEAK_ROUNDS = 6;

const SEED = Number(process.env.LIVE_CURSOR_GAP_SEED ?? Math.floor(Math.random() * 2 ** 31));

const OVERRIDES = {
  'sync.cursor_advance_every': EVERY,
  'sync.catchup_page_size': 7,
  'rl.gateway_connect': '100000/1m',
  'rl.message_write': '100000/1m',
  'rl.rest_write': '100000/1m',
} as const;
const recorded = useTestServer(OVERRIDES);
// The twins break 7.1 on purpose (a cursor frame ahead of dispatches still on their way): their frames
// stay out of the G9 recordings (server.record_frames_dir, .ci/run's frame gate), the property run's go in.
const unrecorded = useTestServer({ ...OVERRIDES, 'server.record_frames_dir': '' });
/** The node the current test runs on. */
let t: TestServer = recorded;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function headSeq(): Promise<number> {
  return Number((await t.db.pool.query<{ value: string }>(`SELECT value FROM sequence_counters WHERE name = 'event_seq'`)).rows[0]!.value);
}

/** One person's client: keeps every dispatch seq it took in before it went away, and the cursor it was told. */
class Person {
  /** The highest dispatch or cursor seq it was told; ready's head_seq on the first connection. */
  cursor = 0;
  first = 0;
  epoch = '';
  readonly received = new Set<number>();
  connections = 0;
  cursorFrames = 0;
  closedOnCursor = 0;
  problems: string[] = [];
  /** The last connection stays: no random closes. */
  private settling = false;
  private conn?: { c: GatewayTestClient; dead: boolean };

  constructor(
    readonly who: TestClient,
    private readonly rand: () => number,
  ) {}

  /** identify (with its cursor after the first time); resolves once ready is in. */
  async connect(): Promise<void> {
    const c = await GatewayTestClient.connect(t.server.url);
    const me = { c, dead: false };
    this.conn = me;
    this.connections++;
    const firstTime = !this.epoch;
    c.ws.on('message', (data) => {
      if (me.dead) return; // what came after the client went away was never taken in
      const f = JSON.parse(data.toString()) as { op: string; d: { seq?: number; head_seq?: number; sync_epoch?: string; reason?: string } };
      if (f.op === ServerOp.Ready && firstTime) {
        this.first = this.cursor = f.d.head_seq!;
        this.epoch = f.d.sync_epoch!;
      } else if (f.op === ServerOp.Dispatch && f.d.seq !== undefined) {
        this.received.add(f.d.seq);
        this.cursor = Math.max(this.cursor, f.d.seq);
        if (!this.settling && this.rand() < CLOSE_ON_DISPATCH) this.goAway(me);
      } else if (f.op === ServerOp.Cursor) {
        this.cursorFrames++;
        this.cursor = Math.max(this.cursor, f.d.seq!);
        if (!this.settling && this.rand() < CLOSE_ON_CURSOR) {
          this.closedOnCursor++;
          this.goAway(me);
        }
      } else if (f.op === ServerOp.ResyncRequired) this.problems.push(`resync_required ${f.d.reason}`);
    });
    await c.identify(this.who, firstTime ? {} : { cursor: this.cursor, sync_epoch: this.epoch });
  }

  private goAway(me: { c: GatewayTestClient; dead: boolean }): void {
    me.dead = true;
    me.c.terminate();
  }

  /** Connects, stays a random while or until it went away on a frame, again and again until `stop`. */
  async churn(stop: () => boolean): Promise<void> {
    while (!stop()) {
      try {
        await this.connect();
      } catch {
        // Closed before ready (4017 of its own earlier connection, say): try again.
      }
      const me = this.conn!;
      const until = Date.now() + this.rand() * STAY_MS;
      while (!me.dead && !me.c.closed && Date.now() < until && !stop()) await sleep(5);
      this.goAway(me);
      await sleep(this.rand() * 20);
    }
  }

  /** The last connection: catches up from the cursor and stays until the gateway delivered through `head`. */
  async settle(head: number): Promise<void> {
    this.settling = true;
    await this.connect();
    const me = this.conn!;
    await me.c.waitFor(ServerOp.CatchupComplete, () => true, 10_000);
    const gw = t.server.gateway;
    for (let i = 0; i < 200 && (gw.deliveredThrough < head || [...gw.registry.all].some((c) => !c.idle)); i++) await sleep(20);
    await sleep(100);
    this.goAway(me);
  }
}

interface Outcome {
  gaps: Map<string, number[]>;
  /** resync_required met on the way: the oracle would not hold; the run is too large. */
  problems: string[];
  leaks: Map<string, number[]>;
  stats: Record<string, number>;
}

type Twins = NonNullable<typeof t.server.ctx.twins>;

/**
 * One bounded run: fresh space, channels and people, so that runs do not see each other. `twins` are
 * in force from the people's first connection to their last, never in the oracle's catch-up.
 */
async function run(seed: number, twins?: Twins): Promise<Outcome> {
  const rand = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const alex = await t.client('alex');
  const space = uuidv7();
  await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'cursor-gap')`, [space]);
  const channels: { id: string; thread: string }[] = [];
  for (let i = 0; i <= GRANTABLE; i++) {
    const id = (await alex.request<{ id: string }>('POST', `/api/v1/spaces/${space}/channels`, { body: { name: `c${i}` } })).body.id;
    const thread = uuidv7();
    await t.db.pool.query('INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)', [thread, id, space]);
    channels.push({ id, thread });
  }
  const people: Person[] = [];
  /** Per person and grantable channel: its read grant, a write grant beside it (a level change), or revoked for good. */
  const access: { read?: string; write?: string; revoked: boolean }[][] = [];
  const grant = async (p: number, ch: number, level: 'read' | 'write'): Promise<string> => {
    const r = await alex.request<{ id: string }>('POST', '/api/v1/grants', {
      body: { subject: { kind: 'principal', id: people[p]!.who.principalId }, target: { kind: 'channel', id: channels[ch]!.id }, level },
    });
    expect(r.status, r.text).toBe(201);
    return r.body.id;
  };
  const revoke = async (id: string) => expect((await alex.request('POST', `/api/v1/grants/${id}/revoke`)).status).toBeLessThan(300);
  for (let p = 0; p < PEOPLE; p++) {
    const handle = `gap-${uuidv7().slice(-12)}`;
    await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, $2)`, [uuidv7(), handle]);
    people.push(new Person(await t.client(handle), random(seed + 1 + p)));
    access.push(Array.from({ length: GRANTABLE }, () => ({ revoked: false })));
    for (let ch = 0; ch < GRANTABLE; ch++) if (rand() < 0.35) access[p]![ch]!.read = await grant(p, ch, 'read');
  }

  // Reloads of the permission cache (after a connection's own access.changed) wait a while first.
  const gw = t.server.gateway;
  const o = gw as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const real = o.headVisibilityFor!.bind(gw);
  const holdRand = random(seed ^ 0x5eed);
  o.headVisibilityFor = async (...args: unknown[]) => {
    await sleep(holdRand() * RELOAD_HOLD_MS);
    return real(...args);
  };
  let accessChanges = 0;
  let revocations = 0;
  let head = 0;
  try {
    // Inside the try: a failed connect leaves neither the twin nor the held reload behind for the next test.
    if (twins) t.server.ctx.twins = twins;
    for (const p of people) await p.connect();
    let posted = 0;
    let done = false;
    const stop = () => done;
    const writers = Array.from({ length: WRITERS }, async () => {
      while (posted < POSTS) {
        posted++;
        const r = await alex.postMessage(pick(channels).thread, 'm');
        expect(r.status, r.text).toBe(201);
      }
    });
    const changer = (async () => {
      while (!done) {
        const p = Math.floor(rand() * PEOPLE);
        const ch = Math.floor(rand() * GRANTABLE);
        const a = access[p]![ch]!;
        const roll = rand();
        if (a.revoked) {
          // never given back (see the header)
        } else if (!a.read) {
          // A level change first, whose reload (held) then spans an event of the channel and the grant after
          // it: the event is one that a reload or a catch-up over the grant must leave out (8.1, 8.4).
          const other = access[p]!.find((x) => x.read && !x.write);
          if (other) {
            other.write = await grant(p, access[p]!.indexOf(other), 'write');
            accessChanges++;
          }
          expect((await alex.postMessage(channels[ch]!.thread, 'before')).status).toBe(201);
          a.read = await grant(p, ch, 'read');
          accessChanges++;
        } else if (roll < 0.1 && revocations < PEOPLE) {
          if (a.write) await revoke(a.write);
          await revoke(a.read);
          a.read = a.write = undefined;
          a.revoked = true;
          revocations++;
          accessChanges++;
        } else if (a.write) {
          await revoke(a.write);
          a.write = undefined;
          accessChanges++;
        } else {
          a.write = await grant(p, ch, 'write');
          accessChanges++;
        }
        await sleep(rand() * 30);
      }
    })();
    const churns = people.map((p) => p.churn(stop));
    await Promise.all(writers);
    done = true;
    await changer;
    await Promise.all(churns);
    head = await headSeq();
    for (const p of people) await p.settle(head);
  } finally {
    delete o.headVisibilityFor; // the class's own again
    delete t.server.ctx.twins;
  }

  const gaps = new Map<string, number[]>();
  const problems: string[] = [];
  const leaks = new Map<string, number[]>();
  const { rows: placed } = await t.db.pool.query<{ seq: string; channel_id: string | null }>('SELECT seq, channel_id FROM event_log WHERE seq > $1', [Math.min(...people.map((p) => p.first))]);
  const channelOf = new Map(placed.map((r) => [Number(r.seq), r.channel_id]));
  for (const p of people) {
    // The rule of 7.2 applied once: everything from the person's first head_seq on, as that person, now.
    const expected = new Set<number>();
    for (let after = p.first; ; ) {
      const page = await p.who.request<{ events: { seq: number }[]; next_cursor: number; head_seq: number }>('GET', `/api/v1/events?after=${after}&epoch=${p.epoch}&limit=500`);
      expect(page.status, page.text).toBe(200);
      for (const e of page.body.events) expected.add(e.seq);
      if (page.body.next_cursor >= page.body.head_seq || page.body.next_cursor === after) break;
      after = page.body.next_cursor;
    }
    // The seqs at which each channel was granted to this person and revoked for it: its own access.changed
    // that added it (before its first head_seq for a grant made before it connected) and the one that removed it.
    const { rows: changes } = await t.db.pool.query<{ seq: string; payload: { added?: { kind: string; id: string }[]; removed?: { kind: string; id: string }[] } }>(
      `SELECT seq, payload FROM event_log WHERE audience_principal_id = $1 AND type = $2 ORDER BY seq`,
      [p.who.principalId, EventType.AccessChanged],
    );
    const grantedAt = new Map<string, number>();
    const revokedAt = new Map<string, number>();
    for (const c of changes) {
      for (const a of c.payload.added ?? []) if (a.kind === 'channel' && !grantedAt.has(a.id)) grantedAt.set(a.id, Number(c.seq));
      for (const r of c.payload.removed ?? []) if (r.kind === 'channel' && !revokedAt.has(r.id)) revokedAt.set(r.id, Number(c.seq));
    }
    const name = p.who.principalId;
    const gap = [...expected].filter((s) => !p.received.has(s)).sort((a, b) => a - b);
    const leak = [...p.received]
      .filter((s) => s > p.first && !expected.has(s))
      .filter((s) => {
        // Delivered by the permissions at delivery (8.1) between the channel's grant and its revocation.
        const ch = channelOf.get(s);
        const g = ch ? grantedAt.get(ch) : undefined;
        const r = ch ? revokedAt.get(ch) : undefined;
        return g === undefined || r === undefined || s <= g || s >= r;
      })
      .sort((a, b) => a - b);
    if (gap.length) gaps.set(name, gap);
    if (leak.length) leaks.set(name, leak);
    problems.push(...p.problems.map((x) => `${name}: ${x}`));
  }
  const sum = (f: (p: Person) => number) => people.reduce((n, p) => n + f(p), 0);
  return {
    gaps,
    problems,
    leaks,
    stats: {
      events: head - Math.min(...people.map((p) => p.first)),
      accessChanges,
      revocations,
      connections: sum((p) => p.connections),
      cursorFrames: sum((p) => p.cursorFrames),
      closedOnCursor: sum((p) => p.closedOnCursor),
      received: sum((p) => p.received.size),
    },
  };
}

const show = (m: Map<string, number[]>) => JSON.stringify(Object.fromEntries([...m].map(([k, v]) => [k, v.slice(0, 12)])));

describe('no event is lost behind a live cursor (7.1, 7.2, 8.1, 8.3, 9)', () => {
  it('every person gets exactly what one catch-up from its first head_seq gives, over reconnects from the cursors it was told while permissions change', { timeout: 45_000 }, async () => {
    t = recorded;
    console.log(`live-cursor-gap seed ${SEED}`);
    const { gaps, leaks, problems, stats } = await run(SEED);
    console.log(`live-cursor-gap seed ${SEED}: ${JSON.stringify(stats)}`);
    // The run did what it is for: reloads, cursor frames and closes right on them.
    expect(stats.accessChanges).toBeGreaterThan(10);
    expect(stats.closedOnCursor).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    expect(show(gaps), `seed ${SEED}: gaps`).toBe('{}');
    expect(show(leaks), `seed ${SEED}: leaks`).toBe('{}');
  });

  it('twin (no gap): a live cursor sent while the permission cache reloads or a backlog waits loses events', { timeout: 45_000 }, async () => {
    t = unrecorded;
    const { gaps, stats } = await run(SEED + 7, { liveCursorWhileUnsteady: true });
    console.log(`live-cursor-gap twin liveCursorWhileUnsteady seed ${SEED + 7}: ${JSON.stringify(stats)} gaps ${show(gaps)}`);
    expect(gaps.size, `seed ${SEED + 7}: the twin lost nothing`).toBeGreaterThan(0);
  });

  it('twin (no leak): permissions as they are on arrival, not in log order, deliver events from before a grant', { timeout: 120_000 }, async () => {
    // A leak needs a catch-up or a reload that spans one of the few first grants: up to LEAK_ROUNDS runs, until one leaks.
    t = unrecorded;
    let leaked = 0;
    for (let round = 0; round < LEAK_ROUNDS && !leaked; round++) {
      const seed = SEED + 13 + round;
      const { leaks, stats } = await run(seed, { permissionStateAtArrival: true });
      console.log(`live-cursor-gap twin permissionStateAtArrival seed ${seed}: ${JSON.stringify(stats)} leaks ${show(leaks)}`);
      leaked = leaks.size;
    }
    expect(leaked, `seeds from ${SEED + 13}: the twin leaked nothing in ${LEAK_ROUNDS} runs`).toBeGreaterThan(0);
  });
});
