// The client side of the gateway connection as an explicit state machine (6.3–6.5, 7.3).
// `transition(state, event)` is pure: it returns the next state and the actions as data, and the
// GatewayConnection performs them. The reaction to a close is read from the generated close-code
// catalogue in one funnel, `disconnect(code, reason)`; sdk/SPEC.md renders the whole table.
import {
  CloseCode,
  ServerOp,
  closeCodes,
  isCloseCode,
  type CloseBackoff,
  type CloseCodeAgentInfo,
  type CloseCodeInfo,
  type CloseRecovery,
} from '@bothy/generated';

export type ConnectionState =
  /** created, not started */
  | 'idle'
  /** the WebSocket is opening */
  | 'connecting'
  /** open, waiting for hello */
  | 'awaiting_hello'
  /** identify sent, waiting for ready */
  | 'identifying'
  /** resume sent, waiting for resumed */
  | 'resuming'
  /** ready or resumed; catch-up runs until catchup.complete (7.2) */
  | 'catching_up'
  /** live delivery */
  | 'live'
  /** resync_required arrived; live events are held until the app has loaded the snapshot (7.3) */
  | 'resyncing'
  /** a reconnect timer runs (6.5), or the wait of 4008 */
  | 'waiting'
  /** 4004 or 4011: the token is being renewed before the next attempt */
  | 'renewing_token'
  /** 4016: no attempt until the device is active */
  | 'awaiting_device'
  /** closed with a code that reconnects only on return to the foreground or on user action (1000, 4017) */
  | 'suspended'
  /** closed with a code that reconnects only on user action (4007, 4015, 4018) */
  | 'closed'
  /** stop() was called */
  | 'stopped'
  /** 4012 or a failed token renewal: logged out; this connection never connects again */
  | 'logged_out';

const STATES: Record<ConnectionState, true> = {
  idle: true,
  connecting: true,
  awaiting_hello: true,
  identifying: true,
  resuming: true,
  catching_up: true,
  live: true,
  resyncing: true,
  waiting: true,
  renewing_token: true,
  awaiting_device: true,
  suspended: true,
  closed: true,
  stopped: true,
  logged_out: true,
};
export const connectionStates = Object.keys(STATES) as readonly ConnectionState[];

export type ConnectionEvent =
  /** the app asks to connect (start(), or a user action after suspended or closed) */
  | { type: 'start' }
  /** the WebSocket opened */
  | { type: 'open' }
  /** hello arrived; `resume` when a gateway session is stored and within resume_window_ms */
  | { type: typeof ServerOp.Hello; resume: boolean }
  /** ready arrived; `catchup` when identify carried a cursor, so that catch-up follows */
  | { type: typeof ServerOp.Ready; catchup: boolean }
  | { type: typeof ServerOp.Resumed }
  | { type: typeof ServerOp.CatchupComplete }
  | { type: typeof ServerOp.ResyncRequired }
  /** the app has loaded the snapshot and set cursor and epoch (7.3) */
  | { type: 'resync_done' }
  /**
   * The server stayed silent for heartbeat_interval_ms (6.3): no heartbeat_ack to a heartbeat, or,
   * before hello, no upgrade or no hello since the socket was opened (D343)
   */
  | { type: 'heartbeat_ack_timeout' }
  /**
   * the WebSocket closed (or failed to open: 1006). `earlierSession`: the socket resumed a gateway
   * session stored by an earlier process (loaded from the store, not yet resumed or identified by
   * this one; D529).
   */
  | { type: 'close'; code: number; reason: string; earlierSession?: boolean }
  /** the reconnect or wait timer elapsed */
  | { type: 'timer' }
  /** the token was renewed; `backoff` is the one of the close code that asked for it */
  | { type: 'token_renewed'; backoff: CloseBackoff }
  | { type: 'token_renewal_failed' }
  /** 4016: the device reports the state active */
  | { type: 'device_active' }
  /** 6.5: the network changed */
  | { type: 'network_change' }
  /** 6.5: the app returned to the foreground */
  | { type: 'foreground' }
  | { type: 'stop' };
export type ConnectionEventType = ConnectionEvent['type'];

const EVENTS: Record<ConnectionEventType, true> = {
  start: true,
  open: true,
  [ServerOp.Hello]: true,
  [ServerOp.Ready]: true,
  [ServerOp.Resumed]: true,
  [ServerOp.CatchupComplete]: true,
  [ServerOp.ResyncRequired]: true,
  resync_done: true,
  heartbeat_ack_timeout: true,
  close: true,
  timer: true,
  token_renewed: true,
  token_renewal_failed: true,
  device_active: true,
  network_change: true,
  foreground: true,
  stop: true,
};
export const connectionEventTypes = Object.keys(EVENTS) as readonly ConnectionEventType[];

/** How long to wait before the next attempt. */
export type ReconnectDelay =
  /** full jitter, counted (6.5) */
  | { kind: 'backoff' }
  /** at once after a short random delay, not counted (4006, 4013) */
  | { kind: 'immediate' }
  /** a fixed wait, from the close reason of 4008 */
  | { kind: 'fixed'; ms: number };

export type ConnectionAction =
  | { type: 'open_socket' }
  | { type: 'close_socket'; code: number; reason: string }
  | { type: 'send_identify' }
  | { type: 'send_resume' }
  /** heartbeats every heartbeat_interval_ms, the first after a random fraction of it (6.3) */
  | { type: 'start_heartbeat' }
  | { type: 'stop_heartbeat' }
  | { type: 'schedule_reconnect'; delay: ReconnectDelay }
  | { type: 'cancel_reconnect' }
  /** 6.5: after ready or resumed the counter starts at 0 again */
  | { type: 'reset_backoff' }
  /** store gateway_session_id, cursor and sync_epoch from ready or resumed */
  | { type: 'store_session' }
  /** the next hello sends identify (with the stored cursor), not resume */
  | { type: 'forget_session' }
  | { type: 'renew_token'; backoff: CloseBackoff }
  /** 4016: poll the device state until it is active; `now`: the first check at once, not counted (foreground, network change; D417) */
  | { type: 'await_device_active'; now?: true }
  /** 4012, R-SY-14: delete every local datum of the account */
  | { type: 'wipe_local_data' }
  | { type: 'emit_logout'; reason: string; wiped: boolean }
  /** a close code whose row says `report`; `earlierSession`: the close ended the resume of an earlier process's session (D531) */
  | { type: 'report_close'; code: number; reason: string; earlierSession?: true }
  /** every close reaches the app once, with the row of the reaction taken (closeInfo with the same arguments, D531) */
  | { type: 'emit_close'; code: number; reason: string; earlierSession?: true }
  /** a valid frame in a state that does not expect it */
  | { type: 'report_unexpected'; event: ConnectionEventType }
  | { type: 'emit_resync' }
  /** in step with the server: the outbox may send (13.4) */
  | { type: 'emit_synced' }
  /** deliver the events held during resyncing, dropping seq <= the new cursor */
  | { type: 'release_held' };
export type ConnectionActionType = ConnectionAction['type'];

export interface Transition {
  state: ConnectionState;
  actions: ConnectionAction[];
}

/** Who the connection logs in as: a person (access token, device) or an agent or app (api_token, consumer; 15.1). */
export type ClientRole = 'person' | 'agent';

/**
 * Where the close of the resume of a gateway session that an earlier process stored (loaded from the
 * store, not yet resumed or identified by this process) calls for another reaction than the row, the
 * catalogue code whose row's reaction (recovery, backoff, report) it takes. The row's reaction is for a
 * process whose own session ended, and this process presented a session it never held. 4015 there
 * means the earlier process was taken over (D305) and this one started since: the newest start wins
 * (15.1), so it reacts as to 4006 session_invalid: it forgets that session and identifies once, at
 * once (D529). A code not listed reacts by its row (and its `agent` member). Data beside the
 * catalogue, not in it (D531): the contract's rows say what 6.4 asks of a client per code and role,
 * and a column for this SDK's restart rule would be a member the generator does not know.
 */
export const earlierSessionReactsAs: Readonly<Partial<Record<CloseCode, CloseCode>>> = {
  [CloseCode.ConsumerReplaced]: CloseCode.SessionInvalid,
};

/**
 * The row of a close code in the catalogue. A code outside the catalogue (1006 when the network is
 * gone, 1005, 1011 …) is a lost transport and gets the row of 1001 going_away: resume with backoff.
 * For an agent, the row's `agent` member replaces recovery, backoff and report (D105; the words in closeCodeReactions, D335):
 * 4011 (a fixed expires_at) and 4016 (no device flow: the principal waits for approval) are fatal
 * and reported for agents. `earlierSession`: the close ended the resume of a session an earlier
 * process stored; where `earlierSessionReactsAs` lists the code, the code it names gives recovery, backoff and report, as
 * closeInfo gives them for that code and this role (its row's member for the role included).
 */
export function closeInfo(code: number, role: ClientRole = 'person', earlierSession = false): CloseCodeInfo {
  const row = isCloseCode(code) ? closeCodes[code] : closeCodes[CloseCode.GoingAway];
  const { agent, wait_for, ...rest } = row;
  // wait_for belongs to the recovery `wait`; a member with another recovery drops it.
  const replaced = (member: CloseCodeAgentInfo): CloseCodeInfo => ({ ...rest, ...(wait_for === undefined || member.recovery !== 'wait' ? {} : { wait_for }), ...member });
  const reactsAs = earlierSession && isCloseCode(code) ? earlierSessionReactsAs[code] : undefined;
  if (reactsAs !== undefined) {
    // Its reaction for this role: a member of that row for the role counts as for a close of its own (D531 addendum).
    const { recovery, backoff, report } = closeInfo(reactsAs, role);
    return replaced({ recovery, backoff, report });
  }
  if (role === 'agent' && agent) return replaced(agent);
  return row;
}

/**
 * The waiting time of 4008 from its close reason, in ms. Accepted forms: a bare number of ms,
 * `retry_after_ms=N`, or JSON with `retry_after_ms`. The contract does not fix the form (SPEC.md).
 */
export function waitFromReason(reason: string): number | undefined {
  const match = /(?:retry_after_ms"?\s*[:=]\s*)?(\d+)/.exec(reason);
  if (!match) return undefined;
  const ms = Number(match[1]);
  return Number.isFinite(ms) ? ms : undefined;
}

function reconnectAfter(backoff: CloseBackoff): Transition {
  switch (backoff) {
    case 'jitter':
      return { state: 'waiting', actions: [{ type: 'schedule_reconnect', delay: { kind: 'backoff' } }] };
    case 'immediate':
      return { state: 'waiting', actions: [{ type: 'schedule_reconnect', delay: { kind: 'immediate' } }] };
    case 'none':
      return { state: 'connecting', actions: [{ type: 'open_socket' }] };
    default:
      return assertNever(backoff);
  }
}

/**
 * The one funnel for every close (6.4): the reaction is read from the catalogue row of the code
 * (recovery, backoff, wait_for, foreground_reconnect, report), never from a switch over codes;
 * `earlierSession` (the resume of an earlier process's session ended) reads earlierSessionReactsAs first.
 */
export function disconnect(code: number, reason: string, role: ClientRole = 'person', earlierSession = false): Transition {
  const info = closeInfo(code, role, earlierSession);
  const which = earlierSession ? { earlierSession: true as const } : {};
  const head: ConnectionAction[] = [{ type: 'stop_heartbeat' }, { type: 'emit_close', code, reason, ...which }];
  if (info.report) head.push({ type: 'report_close', code, reason, ...which });
  const next = recover(info, reason);
  return { state: next.state, actions: [...head, ...next.actions] };
}

/** Each recovery of the catalogue (x-close-recoveries) as a transition; a Record, so none is missed. */
const recoveries: Record<CloseRecovery, (info: CloseCodeInfo, reason: string) => Transition> = {
  resume: (info) => reconnectAfter(info.backoff),
  identify: (info) => {
    const next = reconnectAfter(info.backoff);
    return { state: next.state, actions: [{ type: 'forget_session' }, ...next.actions] };
  },
  renew_token: (info) => ({ state: 'renewing_token', actions: [{ type: 'renew_token', backoff: info.backoff }] }),
  wait: (info, reason) => {
    if (info.wait_for === 'device_active') return { state: 'awaiting_device', actions: [{ type: 'await_device_active' }] };
    const ms = waitFromReason(reason);
    const delay: ReconnectDelay = ms === undefined ? { kind: 'backoff' } : { kind: 'fixed', ms };
    return { state: 'waiting', actions: [{ type: 'schedule_reconnect', delay }] };
  },
  fatal: (info) => ({ state: info.foreground_reconnect ? 'suspended' : 'closed', actions: [] }),
  logout: (info) => ({
    state: 'logged_out',
    actions: [{ type: 'forget_session' }, { type: 'wipe_local_data' }, { type: 'emit_logout', reason: info.name, wiped: true }],
  }),
};

function recover(info: CloseCodeInfo, reason: string): Transition {
  return recoveries[info.recovery](info, reason);
}

const stay = (state: ConnectionState): Transition => ({ state, actions: [] });
const unexpected = (state: ConnectionState, event: ConnectionEventType): Transition => ({
  state,
  actions: [{ type: 'report_unexpected', event }],
});
const connectNow = (...before: ConnectionAction[]): Transition => ({
  state: 'connecting',
  actions: [...before, { type: 'open_socket' }],
});

/** The heartbeat_ack (or, before it, the upgrade or hello) did not come: close the socket ourselves, then react as to 4009. */
function heartbeatTimeout(role: ClientRole, state: ConnectionState): Transition {
  const code = CloseCode.HeartbeatTimeout;
  const reason = heartbeating(state) ? 'no heartbeat_ack within heartbeat_interval_ms' : 'no hello in time';
  const next = disconnect(code, reason, role);
  return { state: next.state, actions: [{ type: 'close_socket', code, reason }, ...next.actions] };
}

/** A new attempt in place of the current socket (6.5: immediate, not counted). */
const ATTEMPT_AGAIN: ConnectionAction[] = [
  { type: 'stop_heartbeat' },
  { type: 'close_socket', code: CloseCode.Normal, reason: 'reconnecting' },
];

function stopWithSocket(): Transition {
  return {
    state: 'stopped',
    actions: [
      { type: 'stop_heartbeat' },
      { type: 'close_socket', code: CloseCode.Normal, reason: 'stopped by the client' },
    ],
  };
}

/** The states in which a WebSocket is open or opening. Exhaustive, so a new state must be placed. */
export function hasSocket(state: ConnectionState): boolean {
  switch (state) {
    case 'connecting':
    case 'awaiting_hello':
    case 'identifying':
    case 'resuming':
    case 'catching_up':
    case 'live':
    case 'resyncing':
      return true;
    case 'idle':
    case 'waiting':
    case 'renewing_token':
    case 'awaiting_device':
    case 'suspended':
    case 'closed':
    case 'stopped':
    case 'logged_out':
      return false;
    default:
      return assertNever(state);
  }
}

/**
 * Whether a server frame may act in `state` (D540). A frame of the table that the table reports as
 * unexpected there (a second ready, resync_required or catchup.complete before ready) is reported and
 * dropped before any of its side effects: storing a session, moving the cursor, emitting `session`.
 * A delivery (dispatch, cursor) fits only on a socket whose session began (`sessionBegun`: its ready
 * or resumed was handled), whatever the state is by the time the frame's turn comes (a socket given
 * up since keeps the order of its session): the server sends none before (6.3), and its seq would
 * move the cursor past a catch-up still to come (7.1), dropping that as duplicates. Other frames
 * (error, heartbeat_ack, reauth_required, run.update_ack) fit everywhere.
 */
export function frameFits(state: ConnectionState, op: ServerOp, role: ClientRole, sessionBegun: boolean): boolean {
  switch (op) {
    case ServerOp.Dispatch:
    case ServerOp.Cursor:
      return sessionBegun;
    case ServerOp.Hello:
    case ServerOp.Ready:
    case ServerOp.Resumed:
    case ServerOp.CatchupComplete:
    case ServerOp.ResyncRequired: {
      const sample: ConnectionEvent =
        op === ServerOp.Hello ? { type: op, resume: false } : op === ServerOp.Ready ? { type: op, catchup: false } : { type: op };
      return !transition(state, sample, role).actions.some((a) => a.type === 'report_unexpected');
    }
    default:
      return true;
  }
}

/** The states in which heartbeats run (from hello on). */
function heartbeating(state: ConnectionState): boolean {
  return hasSocket(state) && state !== 'connecting' && state !== 'awaiting_hello';
}

/**
 * Events that only a socket produces. In a state without a socket they come from an old socket
 * and are ignored; in a state with one they are unexpected unless the state handles them.
 */
function socketEvent(state: ConnectionState, event: ConnectionEventType): Transition {
  return hasSocket(state) ? unexpected(state, event) : stay(state);
}

/** The table. `role` only picks the close reactions (closeInfo); every other cell is the same for both. */
export function transition(state: ConnectionState, event: ConnectionEvent, role: ClientRole = 'person'): Transition {
  switch (event.type) {
    case 'start':
      switch (state) {
        case 'idle':
        case 'suspended':
        case 'closed':
        case 'stopped':
          return connectNow();
        case 'waiting':
          return connectNow({ type: 'cancel_reconnect' });
        default:
          return stay(state);
      }
    case 'open':
      return state === 'connecting' ? stay('awaiting_hello') : socketEvent(state, event.type);
    case ServerOp.Hello:
      if (state !== 'awaiting_hello') return socketEvent(state, event.type);
      return event.resume
        ? { state: 'resuming', actions: [{ type: 'send_resume' }, { type: 'start_heartbeat' }] }
        : { state: 'identifying', actions: [{ type: 'send_identify' }, { type: 'start_heartbeat' }] };
    case ServerOp.Ready:
      if (state !== 'identifying') return socketEvent(state, event.type);
      return event.catchup
        ? { state: 'catching_up', actions: [{ type: 'reset_backoff' }, { type: 'store_session' }] }
        : { state: 'live', actions: [{ type: 'reset_backoff' }, { type: 'store_session' }, { type: 'emit_synced' }] };
    case ServerOp.Resumed:
      if (state !== 'resuming') return socketEvent(state, event.type);
      return { state: 'catching_up', actions: [{ type: 'reset_backoff' }, { type: 'store_session' }] };
    case ServerOp.CatchupComplete:
      if (state === 'catching_up') return { state: 'live', actions: [{ type: 'emit_synced' }] };
      // After a ready without catch-up a server may still send catchup.complete; after a resync it
      // changes nothing. The connection persists the cursor either way.
      if (state === 'live' || state === 'resyncing') return stay(state);
      return socketEvent(state, event.type);
    case ServerOp.ResyncRequired:
      if (state === 'catching_up' || state === 'live' || state === 'resyncing') {
        return { state: 'resyncing', actions: [{ type: 'emit_resync' }] };
      }
      return socketEvent(state, event.type);
    case 'resync_done':
      return state === 'resyncing' ? { state: 'live', actions: [{ type: 'release_held' }, { type: 'emit_synced' }] } : stay(state);
    case 'heartbeat_ack_timeout':
      return hasSocket(state) ? heartbeatTimeout(role, state) : stay(state);
    case 'close':
      if (!hasSocket(state)) return stay(state);
      // Only the close of the resume itself ended the earlier process's session (D529, D531).
      return disconnect(event.code, event.reason, role, state === 'resuming' && event.earlierSession === true);
    case 'timer':
      return state === 'waiting' ? connectNow() : stay(state);
    case 'token_renewed':
      return state === 'renewing_token' ? reconnectAfter(event.backoff) : stay(state);
    case 'token_renewal_failed':
      return state === 'renewing_token'
        ? {
            state: 'logged_out',
            actions: [{ type: 'forget_session' }, { type: 'emit_logout', reason: 'token renewal failed', wiped: false }],
          }
        : stay(state);
    case 'device_active':
      return state === 'awaiting_device' ? connectNow() : stay(state);
    case 'network_change':
    case 'foreground':
      // 6.5: an immediate attempt that does not count (D387). A socket open or opening is given up
      // for it (closed with 1000, its frames dropped): after a network change its path is likely
      // gone without a close, and a probe would learn that only after heartbeat_interval_ms.
      if (state === 'waiting') return connectNow({ type: 'cancel_reconnect' });
      if (hasSocket(state)) return connectNow(...ATTEMPT_AGAIN);
      // 4016: ask at once whether the device is active now (the person may have approved it
      // meanwhile), not after the poll's backoff; an attempt before that would be closed with 4016
      // again. renewing_token stays: its renewal leads to the next attempt, and an attempt before it
      // would present the token the server just refused (D417).
      if (state === 'awaiting_device') return { state, actions: [{ type: 'await_device_active', now: true }] };
      return event.type === 'foreground' && state === 'suspended' ? connectNow() : stay(state);
    case 'stop':
      if (hasSocket(state)) return stopWithSocket();
      if (state === 'waiting') return { state: 'stopped', actions: [{ type: 'cancel_reconnect' }] };
      if (state === 'logged_out') return stay(state);
      return stay('stopped');
    default:
      return assertNever(event);
  }
}

export function assertNever(value: never): never {
  throw new TypeError(`unhandled: ${JSON.stringify(value)}`);
}
