import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClientOp, ServerOp, validateClientFrame } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { RecordingMalformedError } from '../src/errors.ts';
import {
  createFileRecorder,
  createRecorder,
  MASK,
  MASKED_FIELDS,
  maskSecrets,
  parseRecording,
  parseRecordingStrict,
  Transport,
  type RecordedFrame,
} from '../src/recording.ts';
import { replayText } from '../src/replay.ts';
import { agentInvocation, EPOCH, uuid } from './fixtures/build.ts';
import { thrownBy } from './helpers.ts';

const T = '2026-11-30T12:00:00.010Z';
const line = (value: unknown): string => JSON.stringify(value);

describe('recording format', () => {
  it('parses one frame per line, skips blank lines and keeps 1-based line numbers', () => {
    const text = [
      line({ t: T, conn: 'c1', from: 'server', frame: { op: ServerOp.HeartbeatAck, d: {} } }),
      '',
      line({ t: T, conn: 'w1', from: 'server', transport: 'webhook', frame: { id: 'x' } }),
      '',
    ].join('\n');
    const { lines, malformed } = parseRecording(text);
    expect(malformed).toEqual([]);
    expect(lines.map((l) => l.line)).toEqual([1, 3]);
    expect(lines[1]?.record.transport).toBe(Transport.Webhook);
  });

  it.each<[string, string, RegExp]>([
    ['not JSON', '{"t":', /not JSON/],
    ['an array', '[1]', /JSON object/],
    ['no RFC 3339 time', line({ t: 'noon', conn: 'c', from: 'server', frame: {} }), /RFC 3339/],
    ['an empty conn', line({ t: T, conn: '', from: 'server', frame: {} }), /conn/],
    ['an unknown direction', line({ t: T, conn: 'c', from: 'proxy', frame: {} }), /from must be/],
    ['an unknown transport', line({ t: T, conn: 'c', from: 'server', transport: 'sse', frame: {} }), /transport must be/],
    ['no frame', line({ t: T, conn: 'c', from: 'server' }), /frame is missing/],
    ['an unknown member', line({ t: T, conn: 'c', from: 'server', frame: {}, note: 'x' }), /unknown member/],
    ['a webhook line from the client', line({ t: T, conn: 'c', from: 'client', transport: 'webhook', frame: {} }), /from must be server/],
    ['a frame and a close', line({ t: T, conn: 'c', from: 'server', frame: {}, close: { code: 4002, reason: '' } }), /one of frame, close and unparsed/],
    ['a close without a reason', line({ t: T, conn: 'c', from: 'server', close: { code: 4002 } }), /close must be/],
    ['a close with a code that is no integer', line({ t: T, conn: 'c', from: 'server', close: { code: '4002', reason: '' } }), /close must be/],
    ['an unparsed size that is no byte count', line({ t: T, conn: 'c', from: 'client', unparsed: -1 }), /unparsed must be/],
    ['a webhook close', line({ t: T, conn: 'c', from: 'server', transport: 'webhook', close: { code: 1000, reason: '' } }), /it has a frame/],
  ])('reports a line with %s, with its line number', (_name, bad, reason) => {
    const good = line({ t: T, conn: 'c', from: 'server', frame: { op: ServerOp.HeartbeatAck, d: {} } });
    const { lines, malformed } = parseRecording([good, bad, good].join('\n'));
    expect(lines).toHaveLength(2);
    expect(malformed).toHaveLength(1);
    expect(malformed[0]?.line).toBe(2);
    expect(malformed[0]?.reason).toMatch(reason);
  });

  it('parses close lines and unparsed lines of a gateway connection', () => {
    const text = [
      line({ t: T, conn: 'c1', from: 'client', unparsed: 17 }),
      line({ t: T, conn: 'c1', from: 'server', close: { code: 4002, reason: 'the frame is not valid JSON' } }),
    ].join('\n');
    const { lines, malformed } = parseRecording(text);
    expect(malformed).toEqual([]);
    expect(lines.map((l) => l.record)).toEqual([
      { t: T, conn: 'c1', from: 'client', unparsed: 17 },
      { t: T, conn: 'c1', from: 'server', close: { code: 4002, reason: 'the frame is not valid JSON' } },
    ]);
  });

  it('refuses a recording with malformed lines as a whole, naming every line (RecordingMalformedError)', () => {
    const text = ['nope', line({ t: T, conn: 'c', from: 'server', frame: {} }), '{'].join('\n');
    const error = thrownBy(() => parseRecordingStrict(text, 'r.jsonl'));
    expect(error).toBeInstanceOf(RecordingMalformedError);
    const malformed = error as RecordingMalformedError;
    expect(malformed.code).toBe('recording_malformed');
    expect(malformed.lines.map((l) => l.line)).toEqual([1, 3]);
    expect(malformed.message).toContain('r.jsonl:3');
  });
});

describe('recorder masks secrets', () => {
  const frames: Record<(typeof MASKED_FIELDS)[number], unknown> = {
    access_token: { op: ClientOp.Reauth, d: { access_token: 'eyJhbGciOi.person', dpop: 'eyJ0eXAiOi.proof' } },
    api_token: { op: ClientOp.Identify, d: { api_token: 'bothy_at_secret', protocol_version: 1 } },
    dpop: { op: ClientOp.Resume, d: { gateway_session_id: uuid(1), access_token: 'tok', dpop: 'eyJ0eXAiOi.proof', cursor: 3, sync_epoch: EPOCH } },
    invocation_token: { op: ServerOp.Dispatch, d: agentInvocation(201, uuid(2), { invocation_token: 'eyJhbGciOiJFZERTQSJ9.claims.sig' }) },
  };

  it('lists exactly the secrets of the protocol', () => {
    expect([...MASKED_FIELDS].sort()).toEqual(['access_token', 'api_token', 'dpop', 'invocation_token']);
  });

  it.each(MASKED_FIELDS)('masks %s wherever it occurs, and leaves the input alone', (field) => {
    const written: string[] = [];
    const recorder = createRecorder({ write: (l) => written.push(l) }, { now: () => new Date(T) });
    const frame = frames[field];
    const before = JSON.stringify(frame);
    const record = recorder.record({ conn: 'c1', from: field === 'invocation_token' ? 'server' : 'client', frame });
    expect(JSON.stringify(frame)).toBe(before);
    expect(written).toHaveLength(1);
    const text = written[0] ?? '';
    expect(text.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(text) as RecordedFrame;
    expect(parsed).toEqual(record);
    expect(JSON.stringify(parsed.frame)).toContain(`"${field}":"${MASK}"`);
    for (const secret of ['eyJhbGciOi', 'eyJ0eXAiOi', 'bothy_at_secret', 'tok"']) expect(text).not.toContain(secret);
  });

  it('masks inside nested objects and arrays, the whole value whatever its type (D45)', () => {
    const masked = maskSecrets({ a: [{ dpop: 'x' }, { b: { api_token: 'y' } }], access_token: 7, other: 'keep' });
    expect(masked).toEqual({ a: [{ dpop: MASK }, { b: { api_token: MASK } }], access_token: MASK, other: 'keep' });
    const shapes = maskSecrets({ access_token: ['eyJ.a.b'], dpop: { proof: 'eyJ.c.d' }, invocation_token: [[{ t: 'x' }]], api_token: null });
    expect(shapes).toEqual({ access_token: MASK, dpop: MASK, invocation_token: MASK, api_token: MASK });
  });

  it('writes transport only for webhook lines and stamps the receive time', () => {
    const written: string[] = [];
    const recorder = createRecorder({ write: (l) => written.push(l) }, { now: () => new Date(T) });
    recorder.record({ conn: 'c1', from: 'server', frame: { op: ServerOp.HeartbeatAck, d: {} } });
    recorder.record({ conn: 'w1', from: 'server', transport: Transport.Webhook, frame: {}, at: new Date('2026-11-30T12:00:01Z') });
    const [gateway, webhook] = written.map((l) => JSON.parse(l) as RecordedFrame);
    expect(gateway).toEqual({ t: T, conn: 'c1', from: 'server', frame: { op: ServerOp.HeartbeatAck, d: {} } });
    expect(webhook?.transport).toBe(Transport.Webhook);
    expect(webhook?.t).toBe('2026-11-30T12:00:01.000Z');
  });

  it('produces frames that still validate and replay clean: a masked secret is still a string', () => {
    const written: string[] = [];
    const recorder = createRecorder({ write: (l) => written.push(l) }, { now: () => new Date(T) });
    const identify = { op: ClientOp.Identify, d: { api_token: 'bothy_at_secret', dpop: 'proof', consumer: 'default', protocol_version: 1 } };
    const record = recorder.record({ conn: 'c1', from: 'client', frame: identify });
    expect(validateClientFrame(record.frame)).toBe(true);
    expect(replayText(written.join(''), 'masked.jsonl').violations).toEqual([]);
  });

  it('appends to a file through createFileRecorder and parses back', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bothy-recorder-'));
    const file = path.join(dir, 'frames.jsonl');
    const recorder = createFileRecorder(file, { now: () => new Date(T) });
    recorder.record({ conn: 'c1', from: 'client', frame: frames.access_token });
    recorder.record({ conn: 'c1', from: 'server', frame: { op: ServerOp.ReauthRequired, d: { expires_at: T } } });
    await recorder.close();
    const { lines, malformed } = parseRecording(await readFile(file, 'utf8'));
    expect(malformed).toEqual([]);
    expect(lines.map((l) => l.record.from)).toEqual(['client', 'server']);
    expect(JSON.stringify(lines[0]?.record.frame)).not.toContain('eyJ');
  });

  it('records text as it crossed the wire: JSON as its frame with secrets masked, anything else by its size only', () => {
    const written: string[] = [];
    const recorder = createRecorder({ write: (l) => written.push(l) }, { now: () => new Date(T) });
    recorder.recordText({ conn: 'c1', from: 'client', text: JSON.stringify(frames.access_token) });
    recorder.recordText({ conn: 'c1', from: 'client', text: '{"op":"identify","d":{"access_token":"eyJhbGciOi.cut' });
    recorder.recordText({ conn: 'c1', from: 'client', text: '' });
    recorder.recordClose({ conn: 'c1', from: 'server', code: 4002, reason: 'the frame is not valid JSON' });
    recorder.recordUnparsed({ conn: 'c1', from: 'client', bytes: 11 });
    const records = written.map((l) => JSON.parse(l) as RecordedFrame);
    expect(records[0]?.frame).toEqual({ op: ClientOp.Reauth, d: { access_token: MASK, dpop: MASK } });
    expect(records.slice(1)).toEqual([
      { t: T, conn: 'c1', from: 'client', unparsed: 52 },
      { t: T, conn: 'c1', from: 'client', unparsed: 0 },
      { t: T, conn: 'c1', from: 'server', close: { code: 4002, reason: 'the frame is not valid JSON' } },
      { t: T, conn: 'c1', from: 'client', unparsed: 11 },
    ]);
    expect(written.join('')).not.toContain('eyJ');
    expect(parseRecording(written.join('')).malformed).toEqual([]);
  });

  it('reports a file it cannot write on close instead of crashing the recording process', async () => {
    const recorder = createFileRecorder(path.join(tmpdir(), 'no-such-dir-bothy', 'x', 'frames.jsonl'));
    recorder.record({ conn: 'c1', from: 'client', frame: {} });
    await expect(recorder.close()).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
