import {
  MASK_MAX_DEPTH,
  maskSecrets,
  recordedClose,
  recordedFrame,
  recordedText,
  RecordingDirection,
  RecordingTransport,
  SECRET_FIELDS,
  SECRET_MASK,
  validateClientFrame,
} from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { buildModel, secretFieldsOf, type CodegenErrorCode, type JsonObject, type LoadedContracts } from '../src/index.ts';
import { expectRefusal, model, mutableContracts } from './helpers.ts';

// The frame recording of G9 from the contract: the secret fields are the
// properties marked x-secret in asyncapi.yaml, collected by codegen; the line
// shape and the direction names are schemas of the same contract.

/** Every secret of the protocol, with a frame or envelope that carries it. */
const SECRETS: [field: string, carriedBy: string][] = [
  ['access_token', 'identify (person), resume and reauth (6.3)'],
  ['api_token', 'identify (agent or app, 15.1)'],
  ['dpop', 'identify, resume and reauth: the DPoP proof (6.3, RFC 9449)'],
  ['invocation_token', 'the envelope of events to agents (15.3)'],
];

const schemas = (c: LoadedContracts) => (c.asyncapi.components as JsonObject).schemas as Record<string, JsonObject>;
const props = (schema: JsonObject) => schema.properties as Record<string, JsonObject>;
/** The person form of resume (its access_token; the agent form has an api_token). */
const resumeData = (c: LoadedContracts) => props(schemas(c).ResumePerson!);
const helloData = (c: LoadedContracts) => props(props(schemas(c).HelloFrame!).d!);
const reauthRequiredData = (c: LoadedContracts) => props(props(schemas(c).ReauthRequiredFrame!).d!);

describe('the secret fields come from x-secret in the contract (G9, D45)', () => {
  it.each(SECRETS)('%s is a secret: %s', async (field) => {
    expect(SECRET_FIELDS).toContain(field);
    expect((await model()).recording.secretFields).toContain(field);
  });

  it('holds no secret beyond those', () => {
    expect([...SECRET_FIELDS]).toEqual(SECRETS.map(([f]) => f).sort());
  });

  it('names the directions and transports of the recording format', async () => {
    expect(Object.values(RecordingDirection)).toEqual(['client', 'server']);
    expect(Object.values(RecordingTransport)).toEqual(['gateway', 'webhook']);
    expect((await model()).recording.directions).toEqual(Object.values(RecordingDirection));
  });
});

type Mutation = (c: LoadedContracts) => void;

/** Marks that codegen collects: a new secret, marked on every property of its name. */
const COLLECTED: [name: string, { given: Mutation; want: string[] }][] = [
  ['as committed', { given: () => {}, want: ['access_token', 'api_token', 'dpop', 'invocation_token'] }],
  ['a new name marked everywhere it occurs', {
    given: (c) => {
      helloData(c).dpop_nonce!['x-secret'] = true;
      reauthRequiredData(c).dpop_nonce!['x-secret'] = true;
    },
    want: ['access_token', 'api_token', 'dpop', 'dpop_nonce', 'invocation_token'],
  }],
];

describe('codegen collects the x-secret properties', () => {
  it.each(COLLECTED)('collects %s', async (_name, { given, want }) => {
    const c = await mutableContracts();
    given(c);
    expect(buildModel(c).recording.secretFields).toEqual(want);
  });

  it('finds marks at any depth of a document, inside items and oneOf', () => {
    const doc = { a: { properties: { x: { type: 'array', items: { oneOf: [{ properties: { token: { type: 'string', 'x-secret': true } } }] } } } } };
    expect(secretFieldsOf(doc)).toEqual(['token']);
  });
});

const REFUSALS: [name: string, { given: Mutation; want: CodegenErrorCode }][] = [
  ['a name marked on one property and not on another (resume without the mark on access_token)', { given: (c) => void delete resumeData(c).access_token!['x-secret'], want: 'secret_invalid' }],
  ['a new name marked on one of its properties only', { given: (c) => void (helloData(c).dpop_nonce!['x-secret'] = true), want: 'secret_invalid' }],
  ['x-secret that is not true', { given: (c) => void (resumeData(c).access_token!['x-secret'] = 'yes'), want: 'secret_invalid' }],
  ['x-secret on a schema rather than a property', { given: (c) => void (schemas(c).Uuid!['x-secret'] = true), want: 'secret_invalid' }],
  ['no x-secret at all (a recording would hold every token)', {
    given: (c) => {
      const strip = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(strip);
        else if (v && typeof v === 'object') {
          delete (v as JsonObject)['x-secret'];
          Object.values(v).forEach(strip);
        }
      };
      strip(c.asyncapi);
    },
    want: 'secret_invalid',
  }],
  ['a contract without the recording line', { given: (c) => void delete schemas(c).RecordedFrame, want: 'recording_invalid' }],
  ['a recording line without unparsed', { given: (c) => void delete props(schemas(c).RecordedFrame!).unparsed, want: 'recording_invalid' }],
  ['directions that are no enum', { given: (c) => void delete schemas(c).RecordingDirection!.enum, want: 'recording_invalid' }],
];

describe('codegen refuses a broken recording format or secret mark', () => {
  it.each(REFUSALS)('refuses %s', (_name, { given, want }) => expectRefusal(given, want));
});

/** `{a: {a: ... {access_token: 'deep-secret'}}}` with depth objects around the secret. */
function nested(depth: number): unknown {
  let v: unknown = { access_token: 'deep-secret' };
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** The masking before D43's bound: recursion as deep as the value. */
function unboundedMask(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unboundedMask);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, (SECRET_FIELDS as readonly string[]).includes(k) ? SECRET_MASK : unboundedMask(v)]));
}

const MASKED: [name: string, input: unknown, want: unknown][] = [
  ['a string', { access_token: 'tok' }, { access_token: SECRET_MASK }],
  ['a number', { api_token: 7 }, { api_token: SECRET_MASK }],
  ['null', { dpop: null }, { dpop: SECRET_MASK }],
  ['an array', { access_token: ['eyJ.a.b'] }, { access_token: SECRET_MASK }],
  ['an object', { dpop: { proof: 'eyJ.c.d' } }, { dpop: SECRET_MASK }],
  ['nested arrays', { invocation_token: [[{ t: 'x' }]] }, { invocation_token: SECRET_MASK }],
  ['a secret inside arrays and objects', { a: [{ dpop: 'x' }, { b: { api_token: 'y' } }], other: 'keep' }, { a: [{ dpop: SECRET_MASK }, { b: { api_token: SECRET_MASK } }], other: 'keep' }],
  ['a value without secrets', { op: 'x', d: { n: [1, { s: 'v' }] } }, { op: 'x', d: { n: [1, { s: 'v' }] } }],
];

describe('maskSecrets replaces the whole value of a secret, whatever its type, and recurses within a bound (D43, D45)', () => {
  it.each(MASKED)('masks %s', (_name, input, want) => {
    const before = JSON.stringify(input);
    expect(maskSecrets(input)).toEqual(want);
    expect(JSON.stringify(input)).toBe(before);
  });

  it('masks a secret nested deeper than the JSON depth limit of the server (1000) within the bound', () => {
    expect(JSON.stringify(maskSecrets(nested(1016)))).not.toContain('deep-secret');
  });

  it('replaces a value nested deeper than MASK_MAX_DEPTH as a whole and never overflows the stack', () => {
    const masked = maskSecrets(nested(200_000));
    let v = masked as JsonObject | string;
    let depth = 0;
    while (typeof v === 'object') {
      v = v.a as JsonObject | string;
      depth += 1;
    }
    expect(v).toBe(SECRET_MASK);
    expect(depth).toBe(MASK_MAX_DEPTH);
    expect(JSON.stringify(masked)).not.toContain('deep-secret');
  });

  it('the twin: masking without the bound overflows the stack on the same value', () => {
    expect(() => unboundedMask(nested(200_000))).toThrow(RangeError);
  });
});

describe('recording lines (G9)', () => {
  const at = new Date('2026-11-30T12:00:00.000Z');
  const head = { conn: 'c1', from: RecordingDirection.Client, at };

  it('writes a frame with its secrets masked, still valid against its schema', () => {
    const frame = { op: 'identify', d: { api_token: 'bothy_at_secret', consumer: 'default', protocol_version: 1 } };
    const line = recordedFrame({ ...head, frame });
    expect(line).toEqual({ t: at.toISOString(), conn: 'c1', from: 'client', frame: { op: 'identify', d: { api_token: SECRET_MASK, consumer: 'default', protocol_version: 1 } } });
    expect(validateClientFrame(line.frame)).toBe(true);
  });

  it('writes transport only for a webhook line', () => {
    expect(recordedFrame({ ...head, transport: RecordingTransport.Gateway, frame: {} })).not.toHaveProperty('transport');
    expect(recordedFrame({ ...head, transport: RecordingTransport.Webhook, frame: {} }).transport).toBe(RecordingTransport.Webhook);
  });

  it('writes text that is no JSON by its UTF-8 size only, and a close with who closed', () => {
    expect(recordedText({ ...head, text: '{"access_token":"hé' })).toEqual({ t: at.toISOString(), conn: 'c1', from: 'client', unparsed: 20 });
    expect(recordedClose({ ...head, from: RecordingDirection.Server, code: 4002, reason: 'x' })).toEqual({ t: at.toISOString(), conn: 'c1', from: 'server', close: { code: 4002, reason: 'x' } });
  });
});
