import { ClientOp, CloseCode, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { recordingLine, RECORDING_MASK } from '../../src/index.ts';

const AT = new Date('2026-11-30T12:00:00.000Z');
const parse = (line: string) => JSON.parse(line) as Record<string, unknown>;

describe('recording lines for the G9 conformance gate (onFrame)', () => {
  it('writes a received frame as {t, conn, from, frame}', () => {
    const text = JSON.stringify({ op: ServerOp.CatchupComplete, d: { head_seq: 7 } });
    expect(parse(recordingLine({ socketId: 's1', from: 'server', text }, AT))).toEqual({
      t: '2026-11-30T12:00:00.000Z',
      conn: 's1',
      from: 'server',
      frame: { op: ServerOp.CatchupComplete, d: { head_seq: 7 } },
    });
  });

  it('masks tokens and proofs at any depth, so that a recording never holds a secret', () => {
    const identify = { op: ClientOp.Identify, d: { access_token: 'secret-token', dpop: 'secret-proof', client: { platform: 'node', version: '1' } } };
    const dispatch = { op: ServerOp.Dispatch, d: { payload: { nested: [{ invocation_token: 'secret-jws' }] } } };
    const lines = [
      recordingLine({ socketId: 's1', from: 'client', text: JSON.stringify(identify) }, AT),
      recordingLine({ socketId: 's1', from: 'server', text: JSON.stringify(dispatch) }, AT),
    ];
    expect(lines.join('\n')).not.toMatch(/secret-/);
    expect((parse(lines[0]!).frame as typeof identify).d).toEqual({ access_token: RECORDING_MASK, dpop: RECORDING_MASK, client: { platform: 'node', version: '1' } });
    // The twin: the frame as it went over the wire holds the secrets the check looks for.
    expect(JSON.stringify(identify)).toMatch(/secret-/);
  });

  it('writes a close as {close: {code, reason}} with who closed', () => {
    expect(parse(recordingLine({ socketId: 's2', from: 'server', close: { code: CloseCode.ServerRestart, reason: 'restart' } }, AT))).toEqual({
      t: '2026-11-30T12:00:00.000Z',
      conn: 's2',
      from: 'server',
      close: { code: CloseCode.ServerRestart, reason: 'restart' },
    });
  });

  it('records text that is no JSON by its size in bytes only (a secret in it could not be masked)', () => {
    expect(parse(recordingLine({ socketId: 's3', from: 'server', text: '{"op":"hé' }, AT))).toEqual({ t: AT.toISOString(), conn: 's3', from: 'server', unparsed: 10 });
  });
});
