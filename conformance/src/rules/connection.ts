// Rules over the frames of one connection (a gateway connection or a webhook
// subscription). They read the state as it was before the frame (state.ts).
import { EventType, ResyncReason, ServerOp } from '@bothy/generated';
import { Direction, Transport } from '../recording.ts';
import { isInteger, isObject } from '../internal/json.ts';
import type { EventFacts, FrameFacts, Rule } from './rule.ts';
import { isNewTimeline, isRepeatDelivery, isWebhookRetry, type ConnectionState, type Mark } from './state.ts';

function isGatewayDispatch(frame: FrameFacts): frame is FrameFacts & { event: EventFacts } {
  return frame.transport === Transport.Gateway && frame.event !== undefined;
}

function seen(mark: Mark, what: string): string {
  return `${what} ${mark.value} (line ${mark.line})`;
}

export const connectionReadyFirst: Rule = {
  id: 'connection.ready_first',
  title: `No ${ServerOp.Dispatch} before ${ServerOp.Ready} or ${ServerOp.Resumed}`,
  section: '6.3',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    return isGatewayDispatch(frame) && !conn.ready ? [`${ServerOp.Dispatch} before ${ServerOp.Ready} or ${ServerOp.Resumed} on connection ${conn.conn}`] : [];
  },
};

export const connectionCatchupFirst: Rule = {
  id: 'connection.catchup_first',
  title: `No ephemeral event before ${ServerOp.CatchupComplete}`,
  section: '7.2',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    if (!isGatewayDispatch(frame) || !conn.ready || conn.live) return [];
    const { entry, type } = frame.event;
    return entry && !entry.durable ? [`the ephemeral ${type} before ${ServerOp.CatchupComplete} on connection ${conn.conn}`] : [];
  },
};

/** A line the server sent on a gateway connection (a frame or its close). */
function fromGatewayServer(frame: FrameFacts): boolean {
  return frame.transport === Transport.Gateway && frame.record.from === Direction.Server;
}

/** A server frame of a gateway connection with this op. */
function serverOp(frame: FrameFacts, op: string): boolean {
  return fromGatewayServer(frame) && frame.op === op;
}

export const connectionCatchupHead: Rule = {
  id: 'connection.catchup_head',
  title: `${ServerOp.CatchupComplete} names the head_seq of ${ServerOp.Ready} or ${ServerOp.Resumed}; a ${ServerOp.ResyncRequired} before it names that head_seq too, an agent's or app's for ${ResyncReason.Retention} at most that (the end of the gap)`,
  section: '7.2, 7.3',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    const catchup = conn.catchup;
    if (!catchup || catchup.complete || !frame.d || !isInteger(frame.d.head_seq)) return [];
    const headSeq = frame.d.head_seq;
    const expected = seen(catchup.head, `the head_seq of ${catchup.from}`);
    if (serverOp(frame, ServerOp.CatchupComplete)) {
      return headSeq === catchup.head.value ? [] : [`${ServerOp.CatchupComplete} names head_seq ${headSeq}, but the catch-up runs to ${expected} on connection ${conn.conn}`];
    }
    // A resync_required of another sync_epoch starts a new timeline (7.5): its head_seq is that timeline's.
    if (!serverOp(frame, ServerOp.ResyncRequired) || isNewTimeline(catchup, frame.d)) return [];
    // D360: an agent or app consumer behind a retention gap is told where the gap ends, and its catch-up
    // goes on from there to the head; a person reloads and is live from the head (7.3).
    const gapEnd = frame.d.reason === ResyncReason.Retention && conn.receiver !== 'person';
    if (gapEnd) {
      return headSeq <= catchup.head.value ? [] : [`${ServerOp.ResyncRequired} ${ResyncReason.Retention} names head_seq ${headSeq}, above ${expected} on connection ${conn.conn}`];
    }
    return headSeq === catchup.head.value ? [] : [`${ServerOp.ResyncRequired} names head_seq ${headSeq} before ${ServerOp.CatchupComplete}, but the catch-up runs to ${expected} on connection ${conn.conn}`];
  },
};

/**
 * D477: ready carries the snapshot unless it would pass sync.ws_max_frame_bytes; then it names the
 * bytes it would have had instead (snapshot_too_large). A person's connection then gets
 * resync_required snapshot_too_large (or another reason) before catchup.complete, so that the client
 * loads the snapshot by REST (7.3); an agent's or app's consumer catches up from its acked_seq (15.2)
 * and is never sent that reason.
 */
const utf8 = new TextEncoder();
/** The UTF-8 bytes of a recorded frame's text (as recorded: compact JSON, secrets masked). */
function frameBytes(frame: unknown): number {
  return utf8.encode(JSON.stringify(frame)).length;
}

export const connectionSnapshotLeftOut: Rule = {
  id: 'connection.snapshot_left_out',
  title: `${ServerOp.Ready} carries the snapshot or, left out, names snapshot_too_large; a person's connection then gets ${ServerOp.ResyncRequired} before ${ServerOp.CatchupComplete}, and no other connection gets ${ResyncReason.SnapshotTooLarge}`,
  section: '2.3, 6.3, 7.3',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    const d = frame.d;
    if (serverOp(frame, ServerOp.Ready) && d) {
      const hasSnapshot = d.snapshot !== undefined;
      const named = d.snapshot_too_large !== undefined;
      if (hasSnapshot && named) return [`${ServerOp.Ready} carries the snapshot and names snapshot_too_large on connection ${conn.conn}`];
      if (hasSnapshot) return [];
      const tooLarge = d.snapshot_too_large;
      if (!(isInteger(tooLarge) && tooLarge > 0)) return [`${ServerOp.Ready} without the snapshot names no snapshot_too_large on connection ${conn.conn}`];
      // The frame it would have been is larger than the one that left the snapshot out (which fits the
      // limit): a number at or below the sent frame's own bytes names no frame that passed the limit.
      const sent = frameBytes(frame.record.frame);
      if (tooLarge <= sent) return [`${ServerOp.Ready} names snapshot_too_large ${tooLarge}, not more than the ${sent} bytes of the ${ServerOp.Ready} that left the snapshot out, on connection ${conn.conn}`];
      return [];
    }
    if (serverOp(frame, ServerOp.ResyncRequired) && d?.reason === ResyncReason.SnapshotTooLarge && !conn.snapshotLeftOut?.reloadOwed) {
      return [`${ServerOp.ResyncRequired} ${ResyncReason.SnapshotTooLarge} on connection ${conn.conn}, which is not a person's right after a ${ServerOp.Ready} without its snapshot`];
    }
    if (serverOp(frame, ServerOp.CatchupComplete) && conn.snapshotLeftOut?.reloadOwed) {
      return [`${ServerOp.CatchupComplete} without ${ServerOp.ResyncRequired} after a person's ${ServerOp.Ready} without its snapshot (line ${conn.snapshotLeftOut.line}) on connection ${conn.conn}`];
    }
    return [];
  },
};

/**
 * Exact for every receiver: live events that come during the catch-up wait until after
 * catchup.complete (7.2). An agent's or app's catch-up runs beside its frame chain and
 * paces by acks (D90), but its live events wait in the same backlog, and what its window
 * sends or redelivers before catchup.complete is the catch-up's, at most head_seq. After a
 * resync_required the connection is live from its head_seq (7.3) and this rule stops.
 */
export const connectionCatchupBound: Rule = {
  id: 'connection.catchup_bound',
  title: `During the catch-up (before ${ServerOp.CatchupComplete} or ${ServerOp.ResyncRequired}) no dispatched seq and no ${ServerOp.Cursor} frame passes the head_seq of ${ServerOp.Ready} or ${ServerOp.Resumed}`,
  section: '7.1, 7.2',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    const catchup = conn.catchup;
    if (!catchup || catchup.complete || !conn.ready || conn.live || !fromGatewayServer(frame)) return [];
    const head = catchup.head.value;
    const bound = `${seen(catchup.head, `the head_seq of ${catchup.from}`)}: live events wait until after ${ServerOp.CatchupComplete}`;
    const event = frame.event;
    if (event?.entry?.durable && event.seq !== undefined && event.seq > head) return [`${event.type} seq ${event.seq} during the catch-up, above ${bound}`];
    if (frame.op === ServerOp.Cursor && isInteger(frame.d?.seq) && frame.d.seq > head) return [`${ServerOp.Cursor} ${frame.d.seq} during the catch-up, above ${bound}`];
    return [];
  },
};

export const connectionAfterClose: Rule = {
  id: 'connection.after_close',
  title: 'No server frame after the server closed the connection',
  section: '6.4',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    const closed = conn.serverClosed;
    if (!closed || !fromGatewayServer(frame) || frame.record.close) return [];
    return [`a server frame${frame.op ? ` (${frame.op})` : ''} after the server closed connection ${conn.conn} with ${closed.code} (line ${closed.line})`];
  },
};

interface Position {
  mark: Mark;
  what: string;
}

/** How far the connection has come: the highest seq, cursor frame, client cursor or resync head, each with its line (7.1, 7.3, 9). */
function positions(conn: Readonly<ConnectionState>): Position[] {
  const all: { mark: Mark | undefined; what: string }[] = [
    { mark: conn.lastSeq, what: 'the dispatched seq' },
    { mark: conn.lastCursor, what: `the ${ServerOp.Cursor} frame` },
    { mark: conn.clientCursor, what: 'the client cursor' },
    { mark: conn.resyncHead, what: `the head_seq of ${ServerOp.ResyncRequired}` },
  ];
  return all.filter((p): p is Position => p.mark !== undefined);
}

export const connectionSeqOrder: Rule = {
  id: 'connection.seq_order',
  title: 'Durable events arrive in strictly increasing seq, after the cursor (redeliveries restart after the acked seq; a webhook repeat is a retry or marked redelivered)',
  section: '9, 10',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    const event = frame.event;
    if (!event?.entry?.durable || event.seq === undefined) return [];
    const seq = event.seq;
    if (frame.transport === Transport.Webhook) {
      if (isWebhookRetry(frame, conn) || !conn.lastSeq || seq > conn.lastSeq.value) return [];
      // A declared repeat (2.2): a sender that took a subscription over after a crash between a 2xx and
      // its ack sends the unacknowledged events again, marked (D294, D304); the last one keeps its event ID.
      const sameSeqOtherId = conn.lastDelivery?.seq === seq && conn.lastDelivery.id !== event.envelope.id;
      if (event.redelivered === true && !sameSeqOtherId) return [];
      return [`seq ${seq} is not greater than ${seen(conn.lastSeq, 'the delivered seq')} on subscription ${conn.conn}, and it is no retry of it nor marked redelivered`];
    }
    if (event.redelivered) {
      return seq > conn.acked ? [] : [`the redelivered seq ${seq} is not greater than the acked seq ${conn.acked} on connection ${conn.conn}`];
    }
    const floor = positions(conn).reduce<Position | undefined>((best, p) => (!best || p.mark.value > best.mark.value ? p : best), undefined);
    return !floor || seq > floor.mark.value ? [] : [`seq ${seq} is not greater than ${seen(floor.mark, floor.what)} on connection ${conn.conn}`];
  },
};

export const connectionCursorOrder: Rule = {
  id: 'connection.cursor_order',
  title: `${ServerOp.Cursor} frames never go back, and never behind a seq already dispatched or the client's cursor`,
  section: '7.1',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    if (frame.record.from !== Direction.Server || frame.op !== ServerOp.Cursor || !isInteger(frame.d?.seq)) return [];
    const seq = frame.d.seq;
    const behind = positions(conn).filter((p) => seq < p.mark.value);
    return behind.length > 0 ? [`${ServerOp.Cursor} ${seq} goes back behind ${behind.map((b) => seen(b.mark, b.what)).join(' and ')}`] : [];
  },
};

export const connectionThreadSeqOrder: Rule = {
  id: 'connection.thread_seq_order',
  title: `thread_seq strictly increases per thread over ${EventType.MessageCreated}`,
  section: '4, 10',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    const event = frame.event;
    if (event?.type !== EventType.MessageCreated || isRepeatDelivery(frame, conn)) return [];
    const message = isObject(event.envelope.payload) ? event.envelope.payload.message : undefined;
    if (!isObject(message) || typeof message.thread_id !== 'string' || !isInteger(message.thread_seq)) return [];
    const last = conn.threadSeq.get(message.thread_id);
    return !last || message.thread_seq > last.value ? [] : [`thread_seq ${message.thread_seq} in thread ${message.thread_id} is not greater than ${seen(last, 'thread_seq')}`];
  },
};

export const connectionRunChain: Rule = {
  id: 'connection.run_chain',
  title: `${EventType.RunUpdated} chains per run: base_version equals the last version seen, version grows, a gap only through a snapshot (or snapshot_too_large alone)`,
  section: '11.3',
  group: 'connection',
  fallback: false,
  check(frame, conn) {
    const event = frame.event;
    if (event?.type !== EventType.RunUpdated) return [];
    const payload = event.envelope.payload;
    if (!isObject(payload) || typeof payload.run_id !== 'string' || !isInteger(payload.version)) return [];
    const { run_id: run, version } = payload;
    const last = conn.runVersion.get(run);
    if (last && version < last.value) return [`version ${version} of run ${run} is lower than ${seen(last, 'version')}`];
    if (isObject(payload.snapshot)) {
      const documentVersion = payload.snapshot.version;
      return isInteger(documentVersion) && documentVersion !== version ? [`the snapshot of run ${run} is version ${documentVersion}, the frame says ${version}`] : [];
    }
    // D478: a snapshot whose frame would pass sync.ws_max_frame_bytes is left out and its bytes named: the
    // reader loads the document by REST, and the chain goes on from this version as after a snapshot. (A
    // snapshot beside it is taken as the snapshot, as the client rule of 11.3 does.)
    if (payload.snapshot_too_large !== undefined) {
      const alone = payload.base_version === undefined && payload.ops === undefined;
      if (!(alone && isInteger(payload.snapshot_too_large) && payload.snapshot_too_large > 0)) return [`${EventType.RunUpdated} of run ${run} names snapshot_too_large ${JSON.stringify(payload.snapshot_too_large)} beside base_version or ops, or not as a positive byte count`];
      // As for ready's (connectionSnapshotLeftOut): more than the bytes of the frame that left it out.
      const sent = frameBytes(frame.record.frame);
      return payload.snapshot_too_large > sent ? [] : [`${EventType.RunUpdated} of run ${run} names snapshot_too_large ${payload.snapshot_too_large}, not more than the ${sent} bytes of the frame that left the snapshot out`];
    }
    if (!isInteger(payload.base_version) || !Array.isArray(payload.ops)) {
      return [`${EventType.RunUpdated} of run ${run} carries neither base_version with ops nor a snapshot, nor snapshot_too_large`];
    }
    const base = payload.base_version;
    if (version <= base) return [`version ${version} of run ${run} is not greater than its base_version ${base}`];
    if (last && base !== last.value) return [`base_version ${base} of run ${run} does not chain to ${seen(last, 'version')}; a gap is only healed by a snapshot`];
    return [];
  },
};
