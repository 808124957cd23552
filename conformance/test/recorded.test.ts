// Agent recordings made by the reference server, not built by hand (issue 14, D99):
// server/test/agents/run-end-to-end.test.ts recorded with TEST_RECORD_FRAMES_DIR.
// agent-run-to-finish.jsonl is 16.5 up to the finish (an agent consumer and the
// person who mentions it); agent-redelivery.jsonl a redelivery after
// agent.ack_timeout. They must replay clean and hold what they stand for; the
// secrets in them are masked. Regenerate:
//   rm -rf /tmp/rec && TEST_RECORD_FRAMES_DIR=/tmp/rec npx vitest run server/test/agents/run-end-to-end.test.ts
//   then copy the file with the consumer e2e-main to agent-run-to-finish.jsonl, e2e-redeliver to agent-redelivery.jsonl
// webhook-deliveries.jsonl (issue 18): the webhook deliveries the server made to a real
// receiver in server/test/webhooks/delivery.test.ts (in order, retries after 5xx, a
// dropped connection and a timeout, a pause and its resume, agent.invocation with a
// fresh token per attempt). Regenerate:
//   rm -rf /tmp/rec && TEST_RECORD_FRAMES_DIR=/tmp/rec npx vitest run server/test/webhooks/delivery.test.ts
//   then copy the one file to webhook-deliveries.jsonl
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ClientOp, EventType, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { parseRecordingStrict, type RecordedFrame } from '../src/recording.ts';
import { replayText } from '../src/replay.ts';
import { conformanceRoot } from './helpers.ts';

const dir = path.join(conformanceRoot, 'test', 'recorded');
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const records = (file: string): RecordedFrame[] => parseRecordingStrict(read(file), file).map((l) => l.record);
type Frame = { op: string; d: Record<string, unknown> };
const frames = (file: string, conn?: string) => records(file).filter((r) => r.frame && (conn === undefined || r.conn === conn)).map((r) => ({ conn: r.conn, from: r.from, ...(r.frame as Frame) }));
const agentConn = (file: string) => frames(file).find((f) => f.op === ClientOp.Identify && typeof f.d.api_token === 'string')!.conn;
const dispatched = (file: string, conn: string) => frames(file, conn).filter((f) => f.op === ServerOp.Dispatch).map((f) => f.d);
const FILES = ['agent-run-to-finish.jsonl', 'agent-redelivery.jsonl', 'webhook-deliveries.jsonl'];

describe('agent recordings from the reference server (G9)', () => {
  it.each(FILES)('%s replays clean and has no secret in it', (file) => {
    expect(replayText(read(file), file).violations).toEqual([]);
    expect(read(file)).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    for (const f of frames(file)) {
      const fields = (f.d ?? f) as Record<string, unknown>; // a webhook line is the bare envelope
      for (const k of ['api_token', 'access_token', 'dpop', 'invocation_token']) if (k in fields) expect(fields[k], `${file} ${k}`).toBe('***');
    }
  });

  it('16.5 to the finish: the agent gets agent.invocation with its token and acks it; the person sees queued, running/working, completed/done', () => {
    const file = 'agent-run-to-finish.jsonl';
    const agent = agentConn(file);
    const inv = dispatched(file, agent).find((d) => d.type === EventType.AgentInvocation)!;
    expect(inv.invocation_token).toBe('***');
    expect(frames(file, agent).some((f) => f.op === ClientOp.Ack && f.d.seq === inv.seq)).toBe(true);
    const person = frames(file).find((f) => f.op === ClientOp.Identify && typeof f.d.access_token === 'string')!.conn;
    const seen = dispatched(file, person).flatMap((d) => {
      const p = d.payload as { message?: { trigger_state?: string }; state?: string };
      if (d.type === EventType.MessageUpdated) return [`trigger_state ${p.message?.trigger_state}`];
      if (d.type === EventType.RunStateChanged) return [`run ${p.state}`];
      return [];
    });
    expect(seen).toEqual(['trigger_state queued', 'run running', 'trigger_state working', 'run completed', 'trigger_state done']);
  });

  it('the redelivery: the same seq again with redelivered: true and a token', () => {
    const file = 'agent-redelivery.jsonl';
    const invs = dispatched(file, agentConn(file)).filter((d) => d.type === EventType.AgentInvocation);
    expect(invs).toHaveLength(2);
    expect(invs.map((d) => d.redelivered)).toEqual([undefined, true]);
    expect(invs[1]!.seq).toBe(invs[0]!.seq);
    expect(invs.every((d) => d.invocation_token === '***')).toBe(true);
  });

  it('webhooks (15.6): real deliveries of the server, each with sync_epoch; agent.invocation with its masked token; retries repeat the seq with redelivered: true', () => {
    const file = 'webhook-deliveries.jsonl';
    const lines = records(file);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((r) => r.transport === 'webhook' && r.from === 'server')).toBe(true);
    type Delivered = Record<string, unknown> & { conn: string; seq: number; type: string };
    const envelopes = lines.map((r) => ({ conn: r.conn, ...(r.frame as object) }) as Delivered);
    expect(envelopes.every((e) => typeof e.sync_epoch === 'string')).toBe(true);
    const invocations = envelopes.filter((e) => e.type === EventType.AgentInvocation);
    expect(invocations.length).toBeGreaterThan(0);
    expect(invocations.every((e) => e.invocation_token === '***')).toBe(true);
    const retries = envelopes.filter((e, i) => envelopes.slice(0, i).some((p) => p.conn === e.conn && p.seq === e.seq));
    expect(retries.length).toBeGreaterThan(0);
    expect(retries.every((e) => e.redelivered === true)).toBe(true);
  });
});
