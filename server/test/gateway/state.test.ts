import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CloseCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { GATEWAY_EVENTS, GATEWAY_STATES, renderTransitionTable, transition, type GatewayEvent, type GatewayState } from '../../src/gateway/state.ts';

type Expected = '-' | 'authenticate' | 'handle_op' | 'start_catchup' | 'go_live' | 'redeliver' | 'store_acked' | 'release' | 'event_code' | CloseCode;

/** The connection lifecycle of 6.3 and the close codes of 6.4, cell by cell; no Partial, so every cell is written. */
const EXPECTED: Record<GatewayState, Record<GatewayEvent, Expected>> = {
  awaiting_identify: {
    identify_frame: 'authenticate', op_frame: CloseCode.NotIdentified, auth_ok: '-', auth_failed: '-', catchup_done: '-',
    decode_failed: 'event_code', identify_timeout: CloseCode.NotIdentified, heartbeat_missed: '-', token_expired: '-',
    overflow: CloseCode.SlowConsumer, replaced: 'event_code', revoked: CloseCode.Revoked, shutdown: CloseCode.ServerRestart,
    socket_closed: 'release', server_error: CloseCode.UnknownError, ack_timeout: '-', persist_due: '-',
  },
  authenticating: {
    identify_frame: CloseCode.AlreadyIdentified, op_frame: CloseCode.NotIdentified, auth_ok: 'start_catchup', auth_failed: 'event_code',
    catchup_done: '-', decode_failed: 'event_code', identify_timeout: '-', heartbeat_missed: '-', token_expired: '-',
    overflow: CloseCode.SlowConsumer, replaced: 'event_code', revoked: CloseCode.Revoked, shutdown: CloseCode.ServerRestart,
    socket_closed: 'release', server_error: CloseCode.UnknownError, ack_timeout: '-', persist_due: '-',
  },
  catching_up: {
    identify_frame: CloseCode.AlreadyIdentified, op_frame: 'handle_op', auth_ok: '-', auth_failed: '-', catchup_done: 'go_live',
    decode_failed: 'event_code', identify_timeout: '-', heartbeat_missed: CloseCode.HeartbeatTimeout, token_expired: CloseCode.TokenExpired,
    overflow: CloseCode.SlowConsumer, replaced: 'event_code', revoked: CloseCode.Revoked, shutdown: CloseCode.ServerRestart,
    socket_closed: 'release', server_error: CloseCode.UnknownError, ack_timeout: 'redeliver', persist_due: 'store_acked',
  },
  live: {
    identify_frame: CloseCode.AlreadyIdentified, op_frame: 'handle_op', auth_ok: '-', auth_failed: '-', catchup_done: '-',
    decode_failed: 'event_code', identify_timeout: '-', heartbeat_missed: CloseCode.HeartbeatTimeout, token_expired: CloseCode.TokenExpired,
    overflow: CloseCode.SlowConsumer, replaced: 'event_code', revoked: CloseCode.Revoked, shutdown: CloseCode.ServerRestart,
    socket_closed: 'release', server_error: CloseCode.UnknownError, ack_timeout: 'redeliver', persist_due: 'store_acked',
  },
  closed: {
    identify_frame: '-', op_frame: '-', auth_ok: '-', auth_failed: '-', catchup_done: '-', decode_failed: '-', identify_timeout: '-',
    heartbeat_missed: '-', token_expired: '-', overflow: '-', replaced: '-', revoked: '-', shutdown: '-', socket_closed: '-', server_error: '-',
    ack_timeout: '-', persist_due: '-',
  },
};

const NEXT: Partial<Record<Expected, GatewayState>> = { authenticate: 'authenticating', start_catchup: 'catching_up', go_live: 'live', release: 'closed' };

describe('gateway connection state machine (6.3, 6.4)', () => {
  for (const state of GATEWAY_STATES) {
    for (const event of GATEWAY_EVENTS) {
      const want = EXPECTED[state][event];
      it(`${state} × ${event} → ${want}`, () => {
        const { next, action } = transition(state, event);
        if (want === '-') {
          expect(action.kind).toBe('ignore');
          expect(next).toBe(state);
        } else if (typeof want === 'number' || want === 'event_code') {
          expect(action).toEqual({ kind: 'close', code: want === 'event_code' ? 'from_event' : want });
          expect(next).toBe('closed');
        } else {
          expect(action.kind).toBe(want);
          expect(next).toBe(NEXT[want] ?? state);
        }
      });
    }
  }

  it('is documented in SPEC.md exactly as the code has it', async () => {
    const spec = await readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/gateway/SPEC.md'), 'utf8');
    expect(spec).toContain(renderTransitionTable());
  });

  it('only closes with codes of 6.4', () => {
    const codes = new Set<number>(Object.values(CloseCode));
    for (const s of GATEWAY_STATES) for (const e of GATEWAY_EVENTS) {
      const { action } = transition(s, e);
      if (action.kind === 'close' && action.code !== 'from_event') expect(codes.has(action.code)).toBe(true);
    }
  });
});
