// The delivery window of one agent consumer connection (15.2, R-SY-09, R-SY-23):
// what has been checked, what is in flight, what is acknowledged and what is
// stored. The gateway connection owns one (gateway/delivery.ts) from the moment
// its cursor is claimed; every event it checked for the agent (catch-up and
// live, in seq order) comes in through `offer`, every cursor frame through
// `cursor`. The window sends at most agent.max_inflight_events unacknowledged
// events, waits, redelivers from acked_seq + 1 with `redelivered: true` when
// the ack timer runs out, and stores acked_seq when asked (the persist timer and
// the close), fenced to its holder. It knows no socket: what it sends and
// stores goes through its `AgentLink`.
import { carriesInvocationToken } from '@bothy/generated';
import type { LogRow } from '../events/log-reader.ts';
import type { Logger } from '../logging.ts';
import type { ConsumerHolder } from './consumer.ts';
import type { GateDecision, InvocationGate } from './invocation-gate.ts';

/** What the window needs from its connection. */
export interface AgentLink {
  /** The dispatch frame of the row as every agent gets it (with trace_context), ending in `}}`. */
  frame(row: LogRow): string;
  /** Queues a frame for the socket; false when the connection refused it (closed, overflow). */
  push(text: string, row: LogRow): boolean;
  /** A cursor frame (7.1). */
  cursor(seq: number): void;
  /** Arms (true) or clears (false) the ack timer of agent.ack_timeout. */
  ackTimer(arm: boolean): void;
  /**
   * Stores acked_seq where this connection still holds the consumer (its session and claim, D285) on
   * the timeline it knows (D286): 'fenced' when another connection holds it, 'other_epoch' when a
   * restore moved the timeline under it (the reset follows when this node learns the new epoch).
   */
  store(seq: number): Promise<StoreResult>;
  /**
   * Whether the connection's current permission state still lets the agent
   * receive the row (a redelivery checks again: a grant may have expired
   * without an event, 8.2).
   */
  mayStill(row: LogRow): Promise<boolean>;
  /** Another session holds the consumer now: close with 4015. */
  fenced(): void;
  /**
   * A delivery threw (the gate's transaction: pool timeout, outage): report it
   * and close with 4000. The row stays unacknowledged, so the adapter's next
   * connection gets it again from acked_seq + 1 (D91).
   */
  failed(err: unknown): void;
  log: Logger;
}

export interface WindowOptions {
  maxInflight: number;
  gate?: InvocationGate;
  /** The consumer and session of this connection: the gate delivers only while it holds the consumer (R-SY-23). */
  holder: ConsumerHolder;
  /** The twin of no loss: an event counts as acknowledged when it is delivered (context.ts, twins.ackOnDelivery). */
  ackOnDelivery?: boolean;
  /** The twin of no loss on a failed delivery: a throw of the gate drops the row (or the rows of a failed call for several) and the window goes on (context.ts, twins.dropOnDeliveryError). */
  dropOnError?: boolean;
  /** The twin of D286: a job that awaited across a reset still moves `through`, the in-flight list and `stored` (test-only). */
  ignoreReset?: boolean;
  /** Rows the gate's prepareMany decides in one call at most (server.write_batch_max; D282). Without it, one. */
  gateBatchMax?: number;
  /** Told of every call for several rows: decided together, or given up and decided one by one (the gateway's metrics). */
  gateBatched?: (outcome: 'together' | 'one_by_one') => void;
  /** Called once per process when an event needing a token meets no gate. */
  noGate?: () => void;
}

type Item = { row: LogRow } | { cursor: number } | { through: number } | { resync: number; send: () => void } | { passed: () => void };

export type AckResult = 'ok' | 'stale' | 'above';

export type StoreResult = 'stored' | 'fenced' | 'other_epoch';

export class AgentWindow {
  /** The highest seq the agent acknowledged (or, the first time, the cursor of the claim). */
  private acked: number;
  /** The highest acked_seq known stored. */
  private stored: number;
  /** The highest seq the agent may acknowledge: delivered, skipped by the gate, or named by a cursor frame. */
  private through: number;
  /** Delivered and not yet acknowledged, in seq order; at most maxInflight. */
  private inflight: LogRow[] = [];
  /** Checked for the agent, not yet sent: waits for room in the window. */
  private queue: Item[] = [];
  /** One job at a time (a send may wait for the gate), so that frames leave in seq order. */
  private work: Promise<void> = Promise.resolve();
  private pumping = false;
  /** pump was asked for while it ran: it looks again when done. */
  private again = false;
  private storing?: Promise<void>;
  private closed = false;
  /**
   * Moves with every reset (7.5, D286): a job that awaited the gate, a permission check or a store
   * across a reset belongs to the old timeline and leaves `through`, the in-flight list and `stored`
   * as the reset set them.
   */
  private generation = 0;
  private waiters: { below: number; resolve: () => void }[] = [];

  constructor(
    acked: number,
    private readonly link: AgentLink,
    private readonly o: WindowOptions,
  ) {
    this.acked = acked;
    this.stored = acked;
    this.through = acked;
  }

  /** What the window holds (tests and the report of the connection). */
  get state(): { acked: number; stored: number; through: number; inflight: number; queued: number } {
    return { acked: this.acked, stored: this.stored, through: this.through, inflight: this.inflight.length, queued: this.queue.length };
  }

  /** Events checked but waiting for room. */
  get queued(): number {
    return this.queue.length;
  }

  /** Resolves when fewer than `below` items wait (the catch-up reads its next page then). */
  whenBelow(below: number): Promise<void> {
    if (this.queue.length < below || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ below, resolve }));
  }

  /** An event checked for the agent, in seq order. */
  offer(row: LogRow): void {
    if (this.closed || row.seq <= this.through) return;
    this.queue.push({ row });
    this.pump();
  }

  /** A cursor frame after the events before it (7.1): the agent may acknowledge up to seq once it is out. */
  cursor(seq: number): void {
    if (this.closed) return;
    // A cursor behind another with nothing between supersedes it: a stalled agent's queue holds one, not one per skip.
    const last = this.queue.at(-1);
    if (last && 'cursor' in last) last.cursor = Math.max(last.cursor, seq);
    else this.queue.push({ cursor: seq });
    this.pump();
  }

  /** Everything up to seq counts as checked without a frame (a resync_required named head_seq, 7.3). */
  checkedThrough(seq: number): void {
    if (this.closed) return;
    this.queue.push({ through: seq });
    this.pump();
  }

  /**
   * A resync_required naming head_seq `seq` (7.3) after the events before it:
   * once it is out, everything up to seq counts as checked (the adapter acks head_seq).
   */
  resync(seq: number, send: () => void): void {
    if (this.closed) return;
    this.queue.push({ resync: seq, send });
    this.pump();
  }

  /**
   * Resolves once every frame queued before it has gone out, the window full or not (the pump
   * passed it, as it passes a cursor), or when the window is reset or dropped (7.5, the close). The
   * end of the catch-up waits for it, so that catchup.complete follows every catch-up event and
   * cursor the window held (7.2, 15.2; D506).
   */
  sentAll(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.queue.push({ passed: resolve });
      this.pump();
    });
  }

  /**
   * 15.2: ack {seq} covers every number up to seq. Above what was delivered
   * (or named by a cursor) it is refused ('above'), never a jump.
   */
  ack(seq: number): AckResult {
    if (seq > this.through) return 'above';
    if (seq <= this.acked) return 'stale';
    this.acked = seq;
    let drop = 0;
    while (drop < this.inflight.length && this.inflight[drop]!.seq <= seq) drop += 1;
    if (drop) this.inflight.splice(0, drop);
    this.link.ackTimer(this.inflight.length > 0);
    this.pump();
    return 'ok';
  }

  /** agent.ack_timeout passed without an ack: everything in flight goes again, from acked_seq + 1, with redelivered: true. */
  redeliver(): Promise<void> {
    return this.run(async () => {
      const generation = this.generation;
      const again = this.inflight.filter((r) => r.seq > this.acked);
      const kept: LogRow[] = [];
      for (const row of again) {
        if (this.closed || this.stale(generation)) return;
        let sent: boolean;
        try {
          sent = (await this.link.mayStill(row)) && !this.closed && !this.stale(generation) && (await this.deliver(row, true, generation));
        } catch (err) {
          if (this.o.dropOnError) throw err; // the broken twin: the ack timer stays unarmed
          if (this.stale(generation)) return; // the old timeline's row: nothing to keep unacknowledged
          this.link.failed(err); // the rows stay in flight, unacknowledged; the close follows
          return;
        }
        if (this.stale(generation)) return; // reset meanwhile: the old timeline's rows stay out of flight
        if (sent) kept.push(row);
      }
      // A row the gate or the permission state refuses now is not in flight any more; what arrived meanwhile stays behind it.
      this.inflight = [...kept, ...this.inflight.filter((r) => !again.includes(r))].filter((r) => r.seq > this.acked);
      this.link.ackTimer(this.inflight.length > 0);
      this.link.log.info({ redelivered: kept.length, acked_seq: this.acked }, 'redelivered unacknowledged events after agent.ack_timeout');
    }).then(() => this.pump());
  }

  /** Stores acked_seq if it moved (agent.ack_persist_interval and the close); a fenced write closes with 4015. */
  store(): Promise<void> {
    if (this.storing) return this.storing.then(() => (this.acked > this.stored ? this.store() : undefined));
    const seq = this.acked;
    if (seq <= this.stored) return Promise.resolve();
    const generation = this.generation;
    const write = this.link
      .store(seq)
      .then((ok) => {
        // A store of the old timeline that ends after a reset says nothing of the new one's stored position.
        if (this.stale(generation)) return;
        if (ok === 'stored') this.stored = Math.max(this.stored, seq);
        else if (ok === 'fenced') this.link.fenced();
        else this.link.log.info({ acked_seq: seq }, 'acked_seq not stored: restore finalize moved the consumer to a new timeline; the reset follows');
      })
      .finally(() => (this.storing = undefined));
    this.storing = write;
    return write;
  }

  /**
   * 8.3: the rows `gone` names leave the queue and the window; they are not delivered again. The
   * connection passes the removal's rule (gateway/withdrawal.ts withdrawnOnRemoval: the receiver's own events stay).
   */
  withdraw(gone: (row: LogRow) => boolean): void {
    this.queue = this.queue.filter((i) => !('row' in i) || !gone(i.row));
    this.inflight = this.inflight.filter((r) => !gone(r));
    this.wake();
  }

  /** 7.5: a new timeline from head; the restore has set every cursor to head_seq. */
  reset(head: number): void {
    this.generation += 1;
    this.emptyQueue();
    this.inflight = [];
    this.acked = head;
    this.stored = head;
    this.through = head;
    this.link.ackTimer(false);
    this.wake();
  }

  /** drop_queues: nothing more is sent; acked_seq stays for the close's store. */
  drop(): void {
    this.closed = true;
    this.emptyQueue();
    this.inflight = [];
    this.wake();
  }

  // ------------------------------------------------------------------ sending

  private run(job: () => Promise<void>): Promise<void> {
    const next = this.work.then(job);
    this.work = next.catch((err: unknown) => this.link.log.error({ err }, 'agent delivery failed'));
    return this.work;
  }

  /** Sends from the queue while the window has room. */
  private pump(): void {
    if (this.closed) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    this.again = false;
    void this.run(async () => {
      while (!this.closed && this.queue.length > 0) {
        const item = this.queue[0]!;
        if ('row' in item && this.inflight.length >= this.o.maxInflight) break; // the server waits (15.2)
        if ('row' in item) {
          const generation = this.generation;
          const rows = this.takeRows();
          const decisions = rows.length > 1 ? await this.decideTogether(rows) : undefined;
          let failed = false;
          for (const [i, row] of rows.entries()) {
            if (this.closed || this.stale(generation)) break; // reset meanwhile (7.5): the old timeline's rows go nowhere
            let sent: boolean;
            try {
              sent = decisions ? this.send(row, decisions[i], false) : await this.deliver(row, false, generation);
            } catch (err) {
              if (this.stale(generation)) break;
              if (this.o.dropOnError) throw err; // the broken twin: the row is gone, `through` passes it with the next one
              // Not lost: `through` stays below this row and the ones after it (no ack can cover them), and the
              // connection closes with 4000, so the adapter's next connection gets them from acked_seq + 1; they go
              // back to the queue's head too, which the close then drops.
              this.queue.unshift(...rows.slice(i).map((r) => ({ row: r })));
              this.link.failed(err);
              failed = true;
              break;
            }
            if (this.closed || this.stale(generation)) break;
            this.through = Math.max(this.through, row.seq);
            if (!sent) continue;
            this.inflight.push(row);
            if (this.o.ackOnDelivery) this.acked = row.seq; // the broken twin
            if (this.inflight.length === 1) this.link.ackTimer(true);
          }
          if (failed) break;
          continue;
        }
        this.queue.shift();
        if ('cursor' in item) {
          if (item.cursor < this.through) continue; // a page end at the last delivered seq still goes out (7.1)
          this.link.cursor(item.cursor);
          this.through = item.cursor;
        } else if ('resync' in item) {
          this.through = Math.max(this.through, item.resync);
          item.send();
        } else if ('passed' in item) {
          item.passed();
        } else {
          this.through = Math.max(this.through, item.through);
        }
      }
    }).finally(() => {
      this.pumping = false;
      this.wake();
      if (this.again) this.pump();
    });
  }

  /**
   * Takes the rows to send next off the queue's head: one row, or (with the gate's prepareMany) a
   * run of first deliveries that need a token, as many as the window has room for and
   * `gateBatchMax` allows, which the gate decides in one transaction (D282).
   */
  private takeRows(): LogRow[] {
    const rows: LogRow[] = [];
    const batch = this.o.gate?.prepareMany ? Math.min(this.o.maxInflight - this.inflight.length, this.o.gateBatchMax ?? 1) : 1;
    // Each row above the one before it, as the pump one row at a time would have it.
    let last = this.through;
    while (this.queue.length) {
      const item = this.queue[0]!;
      if (!('row' in item)) break;
      if (item.row.seq <= last) {
        this.queue.shift();
        continue;
      }
      const together = batch > 1 && carriesInvocationToken(item.row.type);
      if (rows.length && !together) break;
      this.queue.shift();
      rows.push(item.row);
      last = item.row.seq;
      if (!together || rows.length >= batch) break;
    }
    return rows;
  }

  /**
   * The gate's decisions for rows taken together, or undefined: then each row goes to the gate
   * alone, as without prepareMany. A call that fails (a lock it would wait for, a deadlock, a row
   * it cannot decide) decided nothing that was sent; one by one, the rows before a row that
   * cannot be decided still go out, and that row fails as a single delivery does.
   */
  private async decideTogether(rows: LogRow[]): Promise<GateDecision[] | undefined> {
    try {
      const decisions = await this.o.gate!.prepareMany!(rows, this.o.holder);
      if (decisions.length === rows.length) {
        this.o.gateBatched?.('together');
        return decisions;
      }
      this.link.log.error({ rows: rows.length, decisions: decisions.length }, 'the invocation gate answered for another number of rows; deciding them one by one');
    } catch (err) {
      // The broken twin of no loss: the rows of a failed call count as checked and are never sent.
      if (this.o.dropOnError) return rows.map((): GateDecision => ({ deliver: false, skipped: 'refused' }));
      this.link.log.debug({ err, rows: rows.length }, 'the invocation gate could not decide the rows together; deciding them one by one');
    }
    this.o.gateBatched?.('one_by_one');
    return undefined;
  }

  /** One delivery of one row; an event with an invocation token asks the gate first (15.3), and fails closed without one. */
  private async deliver(row: LogRow, redelivered: boolean, generation: number): Promise<boolean> {
    if (!carriesInvocationToken(row.type)) return this.send(row, undefined, redelivered);
    if (!this.o.gate) {
      this.o.noGate?.();
      return false;
    }
    const decision = await this.o.gate.prepare(row, redelivered, this.o.holder);
    // A reset while the gate decided (7.5): the row is the old timeline's, its token goes nowhere.
    if (this.stale(generation)) return false;
    return this.send(row, decision, redelivered);
  }

  /** Sends a row after the gate's decision (undefined: the row needs none); whether it went out. */
  private send(row: LogRow, decision: GateDecision | undefined, redelivered: boolean): boolean {
    let token: string | undefined;
    if (decision) {
      if (!decision.deliver && decision.replaced) this.link.fenced(); // another session holds the consumer: 4015
      if (!decision.deliver || this.closed) return false;
      token = decision.invocationToken;
    } else if (carriesInvocationToken(row.type)) {
      // Never without a token; thrown, not refused, so that `through` stays below the row and it is not lost.
      throw new Error(`${row.type} ${row.seq} reached the socket without the gate's decision`);
    }
    const base = this.link.frame(row);
    if (!redelivered && token === undefined) return this.link.push(base, row);
    // Delivery fields (2.2) go into this one frame only, never into the log or a cached frame.
    const fields = `${redelivered ? ',"redelivered":true' : ''}${token !== undefined ? `,"invocation_token":${JSON.stringify(token)}` : ''}`;
    return this.link.push(`${base.slice(0, -2)}${fields}}}`, row);
  }

  /** The job begun in `generation` outlived a reset (7.5, D286); never with the twin ignoreReset. */
  private stale(generation: number): boolean {
    return !this.o.ignoreReset && generation !== this.generation;
  }

  /** Nothing queued goes out any more; whoever waits for a frame to have passed (sentAll) goes on. */
  private emptyQueue(): void {
    const queue = this.queue;
    this.queue = [];
    for (const item of queue) if ('passed' in item) item.passed();
  }

  private wake(): void {
    const ready = this.waiters.filter((w) => this.queue.length < w.below || this.closed);
    if (!ready.length) return;
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
  }
}
