// The server side of a gateway connection as an explicit state machine
// (server/src/gateway/SPEC.md). Every change goes through one transition table;
// the compiler demands a cell for every state and event.
import { CloseCode } from '@bothy/generated';

export const GATEWAY_STATES = ['awaiting_identify', 'authenticating', 'catching_up', 'live', 'closed'] as const;
export type GatewayState = (typeof GATEWAY_STATES)[number];

export const GATEWAY_EVENTS = [
  'identify_frame',
  'op_frame',
  'auth_ok',
  'auth_failed',
  'catchup_done',
  'decode_failed',
  'identify_timeout',
  'heartbeat_missed',
  'token_expired',
  'overflow',
  'replaced',
  'revoked',
  'shutdown',
  'socket_closed',
  'server_error',
  'ack_timeout',
  'persist_due',
] as const;
export type GatewayEvent = (typeof GATEWAY_EVENTS)[number];

/** What the connection does on a transition. `close` with `from_event` takes the code the event carries. */
export type GatewayAction =
  | { kind: 'authenticate' }
  | { kind: 'handle_op' }
  | { kind: 'start_catchup' }
  | { kind: 'go_live' }
  | { kind: 'redeliver' }
  | { kind: 'store_acked' }
  | { kind: 'close'; code: CloseCode | 'from_event' }
  | { kind: 'release' }
  | { kind: 'ignore' };

/** A close code with its reason, carried by the events that close with a code of their own (`close (code of the event)`). */
export class CloseWith extends Error {
  constructor(readonly closeCode: CloseCode, reason: string) {
    super(reason);
  }
}

/** Thrown at an await point of identify or resume that returns after the connection closed: the rest does not run (D60). */
export class ConnectionClosed extends Error {}

export interface Cell {
  next: GatewayState;
  action: GatewayAction;
}

const stay = (s: GatewayState): Cell => ({ next: s, action: { kind: 'ignore' } });
const close = (code: CloseCode | 'from_event'): Cell => ({ next: 'closed', action: { kind: 'close', code } });

type CommonEvent = 'decode_failed' | 'overflow' | 'replaced' | 'revoked' | 'shutdown' | 'socket_closed' | 'server_error';

/** Events every open state answers alike. */
const COMMON: Record<CommonEvent, Cell> = {
  decode_failed: close('from_event'),
  overflow: close(CloseCode.SlowConsumer),
  replaced: close('from_event'),
  revoked: close(CloseCode.Revoked),
  shutdown: close(CloseCode.ServerRestart),
  socket_closed: { next: 'closed', action: { kind: 'release' } },
  server_error: close(CloseCode.UnknownError),
};

export const TRANSITIONS: Record<GatewayState, Record<GatewayEvent, Cell>> = {
  awaiting_identify: {
    ...COMMON,
    identify_frame: { next: 'authenticating', action: { kind: 'authenticate' } },
    op_frame: close(CloseCode.NotIdentified),
    auth_ok: stay('awaiting_identify'),
    auth_failed: stay('awaiting_identify'),
    catchup_done: stay('awaiting_identify'),
    identify_timeout: close(CloseCode.NotIdentified),
    heartbeat_missed: stay('awaiting_identify'),
    token_expired: stay('awaiting_identify'),
    ack_timeout: stay('awaiting_identify'),
    persist_due: stay('awaiting_identify'),
  },
  authenticating: {
    ...COMMON,
    // Frames are handled one at a time, so nothing else arrives while identify is checked.
    identify_frame: close(CloseCode.AlreadyIdentified),
    op_frame: close(CloseCode.NotIdentified),
    auth_ok: { next: 'catching_up', action: { kind: 'start_catchup' } },
    auth_failed: close('from_event'),
    catchup_done: stay('authenticating'),
    identify_timeout: stay('authenticating'),
    heartbeat_missed: stay('authenticating'),
    token_expired: stay('authenticating'),
    ack_timeout: stay('authenticating'),
    persist_due: stay('authenticating'),
  },
  catching_up: {
    ...COMMON,
    identify_frame: close(CloseCode.AlreadyIdentified),
    op_frame: { next: 'catching_up', action: { kind: 'handle_op' } },
    auth_ok: stay('catching_up'),
    auth_failed: stay('catching_up'),
    catchup_done: { next: 'live', action: { kind: 'go_live' } },
    identify_timeout: stay('catching_up'),
    heartbeat_missed: close(CloseCode.HeartbeatTimeout),
    token_expired: close(CloseCode.TokenExpired),
    // Agent consumers (15.2): the ack timer ran out; the persist timer of agent.ack_persist_interval.
    ack_timeout: { next: 'catching_up', action: { kind: 'redeliver' } },
    persist_due: { next: 'catching_up', action: { kind: 'store_acked' } },
  },
  live: {
    ...COMMON,
    identify_frame: close(CloseCode.AlreadyIdentified),
    op_frame: { next: 'live', action: { kind: 'handle_op' } },
    auth_ok: stay('live'),
    auth_failed: stay('live'),
    catchup_done: stay('live'),
    identify_timeout: stay('live'),
    heartbeat_missed: close(CloseCode.HeartbeatTimeout),
    token_expired: close(CloseCode.TokenExpired),
    // Agent consumers (15.2): the ack timer ran out; the persist timer of agent.ack_persist_interval.
    ack_timeout: { next: 'live', action: { kind: 'redeliver' } },
    persist_due: { next: 'live', action: { kind: 'store_acked' } },
  },
  closed: Object.fromEntries(GATEWAY_EVENTS.map((e) => [e, stay('closed')])) as Record<GatewayEvent, Cell>,
};

export function transition(state: GatewayState, event: GatewayEvent): Cell {
  return TRANSITIONS[state][event];
}

/** The states × events table of SPEC.md, rendered from TRANSITIONS. */
export function renderTransitionTable(): string {
  const text = (s: GatewayState, e: GatewayEvent): string => {
    const { next, action } = TRANSITIONS[s][e];
    if (next === s && action.kind === 'ignore') return '—';
    const what = action.kind === 'close' ? `close ${action.code === 'from_event' ? '(code of the event)' : action.code}` : action.kind;
    return action.kind !== 'close' && next !== s ? `${what} → ${next}` : what;
  };
  const rows = [`| event \\ state | ${GATEWAY_STATES.join(' | ')} |`, `|---|${GATEWAY_STATES.map(() => '---').join('|')}|`];
  for (const e of GATEWAY_EVENTS) rows.push(`| ${e} | ${GATEWAY_STATES.map((s) => text(s, e)).join(' | ')} |`);
  return rows.join('\n');
}
