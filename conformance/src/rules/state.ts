// What the per-connection rules remember about a connection, and the one place
// that changes it. Rules only read the state; the checker calls enter() before
// the rules look at a frame and advance() after.
import { ClientOp, EventType, ServerOp, type PrincipalKind } from '@bothy/generated';
import { Direction, Transport } from '../recording.ts';
import { isInteger, isObject } from '../internal/json.ts';
import type { FrameFacts } from './rule.ts';

/**
 * Who receives the connection's deliveries. identify tells person (access_token)
 * from agent or app (api_token); ready's principal tells agent from app. A webhook
 * subscription is bound to an agent or app consumer (15.6).
 */
export type ReceiverKind = 'person' | 'agent' | 'app' | 'agent_or_app' | 'unknown';

/** A value and the line that set it, so that findings can point back to it. */
export interface Mark {
  value: number;
  line: number;
}

export interface ConnectionState {
  conn: string;
  transport: Transport;
  receiver: ReceiverKind;
  /** ready or resumed was received (6.3). */
  ready: boolean;
  /** catchup.complete or resync_required was received after ready (7.2, 7.3). */
  live: boolean;
  /** The cursor the client sent in identify or resume (7.1). */
  clientCursor?: Mark;
  /**
   * The head_seq of resync_required: the client drops its cursor, and the connection
   * is live from here (7.3); it replaces clientCursor, which may be ahead (cursor_ahead,
   * epoch_changed).
   */
  resyncHead?: Mark;
  /** The highest acked seq (15.2). */
  acked: number;
  /** The highest seq of a durable event on this connection (9, 10). */
  lastSeq?: Mark;
  /** The highest cursor frame (7.1). */
  lastCursor?: Mark;
  /** Webhook: the last delivery, to tell a retry from a new event (15.6). */
  lastDelivery?: { id: unknown; seq: number };
  /** Webhook: the sync epoch of the last delivery that named one (7.5). */
  epoch?: string;
  /** message.created: the highest thread_seq per thread (4). */
  threadSeq: Map<string, Mark>;
  /** run.updated: the highest version per run (11.3). */
  runVersion: Map<string, Mark>;
  /** The close line of the connection, when one was recorded (6.4). */
  closed?: { code: number; by: Direction; line: number };
  /** The server's own close line, when one was recorded: the server sends nothing after it (6.4). */
  serverClosed?: { code: number; line: number };
  /** The catch-up of the last ready or resumed (7.2): where it ends, on which timeline, and whether catchup.complete came. */
  catchup?: Catchup;
  /**
   * The last ready came without its snapshot (D477) and no resync_required has come since. `reloadOwed`:
   * a person, who must be told to load it by REST (an agent's or app's consumer catches up without it).
   */
  snapshotLeftOut?: { line: number; reloadOwed: boolean };
}

/**
 * The catch-up that ready or resumed opened: it runs to their head_seq and ends with
 * catchup.complete naming it (7.2). A resync_required with another sync_epoch starts a
 * new timeline (7.5): the connection is live from its head_seq, and catchup.complete names that.
 */
export interface Catchup {
  /** The head_seq the catch-up ends at, and the line of the frame that named it. */
  head: Mark;
  /** The op that named it: ready, resumed, or a resync_required of a new timeline. */
  from: string;
  /** The sync_epoch of that frame. */
  epoch?: string;
  /** catchup.complete was received. */
  complete: boolean;
}

export function newConnection(conn: string, transport: Transport): ConnectionState {
  return {
    conn,
    transport,
    receiver: transport === Transport.Webhook ? 'agent_or_app' : 'unknown',
    ready: false,
    live: false,
    acked: 0,
    threadSeq: new Map(),
    runVersion: new Map(),
  };
}

/** Agent-only delivery fields may go to this receiver (2.2, 15.2); undefined when it cannot be told. */
export function receivesAgentFields(conn: Readonly<ConnectionState>): boolean | undefined {
  switch (conn.receiver) {
    case 'agent':
    case 'agent_or_app':
      return true;
    case 'person':
    case 'app':
      return false;
    case 'unknown':
      return undefined;
  }
}

/** A webhook retry: the same event as the delivery before it (15.6: the next goes out only after a 2xx). */
export function isWebhookRetry(frame: FrameFacts, conn: Readonly<ConnectionState>): boolean {
  const event = frame.event;
  return (
    frame.transport === Transport.Webhook &&
    event !== undefined &&
    conn.lastDelivery !== undefined &&
    event.envelope.id === conn.lastDelivery.id &&
    event.seq === conn.lastDelivery.seq
  );
}

/** A delivery of an event this connection may have had before: redelivered (15.2) or a webhook retry (15.6). */
export function isRepeatDelivery(frame: FrameFacts, conn: Readonly<ConnectionState>): boolean {
  return (frame.event?.redelivered === true && frame.transport === Transport.Gateway) || isWebhookRetry(frame, conn);
}

function max(mark: Mark | undefined, value: number, line: number): Mark {
  return mark && mark.value >= value ? mark : { value, line };
}

const principalReceiver: Record<PrincipalKind, ReceiverKind> = { user: 'person', agent: 'agent', app: 'app' };

/**
 * Before the rules see a frame: a webhook delivery with a new sync epoch starts a
 * new timeline, and the receiver resets its seq position (7.5, ADR 0059).
 */
export function enter(conn: ConnectionState, frame: FrameFacts): void {
  const epoch = frame.event?.envelope.sync_epoch;
  if (frame.transport !== Transport.Webhook || typeof epoch !== 'string') return;
  if (conn.epoch !== undefined && conn.epoch !== epoch) {
    delete conn.lastSeq;
    delete conn.lastDelivery;
    conn.threadSeq.clear();
    conn.runVersion.clear();
  }
  conn.epoch = epoch;
}

/** ready, resumed, a resync_required of a new timeline and catchup.complete move the catch-up (7.2, 7.3, 7.5). */
function followCatchup(conn: ConnectionState, frame: FrameFacts): void {
  const { d, line, op } = frame;
  if (!d || op === undefined) return;
  const epoch = typeof d.sync_epoch === 'string' ? d.sync_epoch : undefined;
  const open = (from: string): void => {
    if (isInteger(d.head_seq)) conn.catchup = { head: { value: d.head_seq, line }, from, epoch, complete: false };
    else delete conn.catchup;
  };
  if (op === ServerOp.Ready || op === ServerOp.Resumed) open(op);
  else if (op === ServerOp.CatchupComplete && conn.catchup) conn.catchup.complete = true;
  else if (op === ServerOp.ResyncRequired && conn.catchup && !conn.catchup.complete && isNewTimeline(conn.catchup, d)) open(op);
}

/** A resync_required (or any frame) naming another sync_epoch than the catch-up's: a new timeline (7.5). */
export function isNewTimeline(catchup: Readonly<Catchup>, d: Readonly<Record<string, unknown>>): boolean {
  return typeof d.sync_epoch === 'string' && catchup.epoch !== undefined && d.sync_epoch !== catchup.epoch;
}

/** After the rules saw a frame: what the connection now knows. */
export function advance(conn: ConnectionState, frame: FrameFacts): void {
  const { d, line } = frame;
  const close = frame.record.close;
  if (close) {
    conn.closed ??= { code: close.code, by: frame.record.from, line };
    if (frame.record.from === Direction.Server) conn.serverClosed ??= { code: close.code, line };
    return;
  }
  if (frame.record.from === Direction.Client) {
    if (!d) return;
    // identify and resume name the receiver the same way: an api_token is an agent or app (ResumeAgent, 15.1).
    if (frame.op === ClientOp.Identify || frame.op === ClientOp.Resume) {
      if (typeof d.api_token === 'string') conn.receiver = 'agent_or_app';
      else if (typeof d.access_token === 'string') conn.receiver = 'person';
    }
    if ((frame.op === ClientOp.Identify || frame.op === ClientOp.Resume) && isInteger(d.cursor)) {
      conn.clientCursor = { value: d.cursor, line };
    }
    if (frame.op === ClientOp.Ack && isInteger(d.seq)) conn.acked = Math.max(conn.acked, d.seq);
    return;
  }
  if (frame.transport === Transport.Gateway) followCatchup(conn, frame);
  switch (frame.op) {
    case ServerOp.Ready: {
      conn.ready = true;
      conn.live = false;
      const kind = isObject(d?.principal) ? d.principal.kind : undefined;
      const fromReady = typeof kind === 'string' && Object.hasOwn(principalReceiver, kind) ? principalReceiver[kind as PrincipalKind] : undefined;
      if (fromReady && (conn.receiver === 'unknown' || (conn.receiver === 'agent_or_app' && fromReady !== 'person'))) {
        conn.receiver = fromReady;
      }
      if (isObject(d) && d.snapshot === undefined) conn.snapshotLeftOut = { line, reloadOwed: conn.receiver === 'person' };
      else delete conn.snapshotLeftOut;
      break;
    }
    case ServerOp.Resumed:
      conn.ready = true;
      conn.live = false;
      break;
    case ServerOp.CatchupComplete:
      if (conn.ready) conn.live = true;
      break;
    case ServerOp.ResyncRequired:
      if (conn.ready) conn.live = true;
      delete conn.snapshotLeftOut;
      if (isInteger(d?.head_seq)) {
        delete conn.clientCursor;
        conn.resyncHead = { value: d.head_seq, line };
      }
      break;
    case ServerOp.Cursor:
      if (isInteger(d?.seq)) conn.lastCursor = max(conn.lastCursor, d.seq, line);
      break;
  }
  const event = frame.event;
  if (!event) return;
  if (event.entry?.durable && event.seq !== undefined) {
    conn.lastSeq = max(conn.lastSeq, event.seq, line);
    if (frame.transport === Transport.Webhook) conn.lastDelivery = { id: event.envelope.id, seq: event.seq };
  }
  const payload = event.envelope.payload;
  if (!isObject(payload)) return;
  if (event.type === EventType.MessageCreated && isObject(payload.message)) {
    const { thread_id, thread_seq } = payload.message;
    if (typeof thread_id === 'string' && isInteger(thread_seq)) {
      conn.threadSeq.set(thread_id, max(conn.threadSeq.get(thread_id), thread_seq, line));
    }
  }
  if (event.type === EventType.RunUpdated && typeof payload.run_id === 'string' && isInteger(payload.version)) {
    conn.runVersion.set(payload.run_id, max(conn.runVersion.get(payload.run_id), payload.version, line));
  }
}
