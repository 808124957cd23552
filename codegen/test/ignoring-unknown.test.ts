// What a client reads from a server is validated ignoring unknown members (6.1: changes within a
// major version are only additive, and clients ignore what they do not know; D542). The strict
// validators of the same schemas are what the conformance suite holds a server to.
import {
  eventTypes,
  frameValidatorNames,
  serverOps,
  ServerOp,
  validateEnvelope,
  validateEnvelopeIgnoringUnknown,
  validateEvent,
  validateEventIgnoringUnknown,
  validateEventsPage,
  validateEventsPageIgnoringUnknown,
  validateResyncRequiredFrame,
  validateResyncRequiredFrameIgnoringUnknown,
  validateServerFrame,
  validateServerFrameIgnoringUnknown,
  type Validator,
} from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { CodegenError, pointers, sample, type Json, type JsonObject } from '../src/index.ts';
import { BUNDLE_ID } from '../src/bundle.ts';
import { createAjv, IGNORING_UNKNOWN_SCHEMAS, compileValidators, withoutAnnotations } from '../src/validators.ts';
import { model } from './helpers.ts';

const { bundle } = await model();

interface Pair {
  name: string;
  strict: Validator<unknown>;
  ignoring: Validator<unknown>;
  samples: [string, Json][];
}

const modes = ['full', 'minimal'] as const;
const pairs: Pair[] = [
  {
    name: 'ServerFrame',
    strict: validateServerFrame,
    ignoring: validateServerFrameIgnoringUnknown,
    samples: [
      ...serverOps.flatMap((op) => modes.map((mode): [string, Json] => [`${op} (${mode})`, sample(bundle, frameValidatorNames[op], { mode })])),
      ...eventTypes.flatMap((type) => modes.map((mode): [string, Json] => [`dispatch ${type} (${mode})`, { op: ServerOp.Dispatch, d: sample(bundle, `Event.${type}`, { mode }) }])),
    ],
  },
  { name: 'EventsPage', strict: validateEventsPage, ignoring: validateEventsPageIgnoringUnknown, samples: modes.map((mode) => [mode, sample(bundle, 'EventsPage', { mode })]) },
  {
    name: 'Event',
    strict: validateEvent,
    ignoring: validateEventIgnoringUnknown,
    samples: eventTypes.flatMap((type) => modes.map((mode): [string, Json] => [`${type} (${mode})`, sample(bundle, `Event.${type}`, { mode })])),
  },
  { name: 'Envelope', strict: validateEnvelope, ignoring: validateEnvelopeIgnoringUnknown, samples: modes.map((mode) => [mode, sample(bundle, 'Envelope', { mode })]) },
  {
    name: 'ResyncRequiredFrame',
    strict: validateResyncRequiredFrame,
    ignoring: validateResyncRequiredFrameIgnoringUnknown,
    samples: modes.map((mode) => [mode, sample(bundle, 'ResyncRequiredFrame', { mode })]),
  },
];

const NEW_MEMBER = 'member_of_a_newer_server';

function at(value: Json, pointer: string): Json | undefined {
  let v: Json | undefined = value;
  for (const segment of pointer.split('/').slice(1)) v = v !== null && typeof v === 'object' ? (v as Record<string, Json>)[segment] : undefined;
  return v;
}

/** The pointers of every object (not array) in the value, the root included. */
function objectPointers(value: Json): string[] {
  return ['', ...pointers(value)].filter((p) => {
    const v = at(value, p);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  });
}

function withNewMember(value: Json, pointer: string, member = NEW_MEMBER): Json {
  const copy = structuredClone(value);
  (at(copy, pointer) as JsonObject)[member] = { any: ['value', 1] };
  return copy;
}

/** Where the strict validator refuses a new member as an additional property: the closed objects. */
function closedPointers(pair: Pair, value: Json): string[] {
  return objectPointers(value).filter((p) => {
    const refused = !pair.strict(withNewMember(value, p));
    return refused && pair.strict.errors?.length === 1 && pair.strict.errors[0]!.keyword === 'additionalProperties';
  });
}

describe('what a client reads ignores unknown members (6.1; D542)', () => {
  it('compiles exactly the schemas a client reads', () => {
    expect(pairs.map((p) => p.name)).toEqual([...IGNORING_UNKNOWN_SCHEMAS]);
  });

  describe.each(pairs)('$name', (pair) => {
    it('accepts every sample the strict validator accepts, unchanged', () => {
      for (const [label, value] of pair.samples) {
        expect(pair.strict(value), label).toBe(true);
        const copy = structuredClone(value);
        expect(pair.ignoring(copy), `${label}: ${JSON.stringify(pair.ignoring.errors)}`).toBe(true);
        expect(copy, label).toEqual(value);
      }
    });

    it('drops a new member of any closed object, one at a time, and keeps everything it knows', () => {
      let closed = 0;
      for (const [label, value] of pair.samples) {
        for (const p of closedPointers(pair, value)) {
          closed += 1;
          const newer = withNewMember(value, p);
          expect(pair.strict(newer), `${label} ${p}`).toBe(false);
          expect(pair.ignoring(newer), `${label} ${p}: ${JSON.stringify(pair.ignoring.errors)}`).toBe(true);
          expect(newer, `${label} ${p}`).toEqual(value);
        }
      }
      expect(closed).toBeGreaterThan(0);
    });

    it('drops new members of every closed object at once', () => {
      for (const [label, value] of pair.samples) {
        let newer = value;
        for (const p of closedPointers(pair, value)) newer = withNewMember(newer, p, `${NEW_MEMBER}_${p.replaceAll('/', '_')}`);
        expect(pair.ignoring(newer), label).toBe(true);
        expect(newer, label).toEqual(value);
      }
    });

    it('still refuses what is wrong besides a new member: a member of the wrong type after the tag', () => {
      for (const [label, value] of pair.samples) {
        const newer = withNewMember(value, '') as JsonObject;
        // The last member: past the tag (op, type) of a union, so that the branch itself refuses it.
        const last = Object.keys(value as JsonObject).at(-1)!;
        newer[last] = 12.5;
        expect(pair.strict(structuredClone(newer)), label).toBe(false);
        expect(pair.ignoring(newer), label).toBe(false);
        expect(pair.ignoring.errors?.[0]?.instancePath, `${label}: ${JSON.stringify(pair.ignoring.errors)}`).toBe(`/${last}`);
      }
    });
  });

  it('keeps a new key of an open object or a map, and refuses one whose value the map does not allow', () => {
    let checked = 0;
    for (const pair of pairs) {
      for (const [label, value] of pair.samples) {
        const closed = new Set(closedPointers(pair, value));
        for (const p of objectPointers(value).filter((q) => !closed.has(q))) {
          checked += 1;
          const newer = withNewMember(value, p);
          const strictVerdict = pair.strict(structuredClone(newer));
          expect(pair.ignoring(newer), `${pair.name} ${label} ${p}`).toBe(strictVerdict);
          if (strictVerdict) expect(at(newer, p) as JsonObject, `${pair.name} ${label} ${p}`).toHaveProperty(NEW_MEMBER);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses an unknown op and an unknown event type: ignoring members is not ignoring frames', () => {
    expect(validateServerFrameIgnoringUnknown({ op: 'presence.subscribe', d: {} })).toBe(false);
    const event = sample(bundle, 'Event.message.created') as JsonObject;
    expect(validateServerFrameIgnoringUnknown({ op: ServerOp.Dispatch, d: { ...event, type: 'message.translated' } })).toBe(false);
    expect(validateEventIgnoringUnknown({ ...event, schema_version: 2 })).toBe(false);
  });
});

describe('a validator that ignores unknown members needs discriminated unions (D542)', () => {
  /** The form of a schema that ajv compiles (bundle.toJsonSchema): its validation form where it has one. */
  const compiledForm = (b: typeof bundle, name: string): JsonObject => {
    const def = b.get(name);
    return def.validation ?? def.schema;
  };
  const refused = (b: typeof bundle, what: RegExp): void => {
    expect(() => compileValidators(b, IGNORING_UNKNOWN_SCHEMAS)).toThrow(expect.objectContaining({ name: CodegenError.name, code: 'unsupported_schema', message: expect.stringMatching(what) }));
  };

  it('is not compiled where a oneOf it reaches has no discriminator', async () => {
    const broken = (await model()).bundle;
    const union = compiledForm(broken, 'ServerFrame');
    expect(union.discriminator).toBeDefined();
    delete union.discriminator;
    refused(broken, /ServerFrame is a oneOf without a discriminator/);
  });

  it('is not compiled where it reaches an anyOf, also beside a discriminated oneOf', async () => {
    const broken = (await model()).bundle;
    compiledForm(broken, 'ServerFrame').anyOf = [{ type: 'object' }, { required: ['op'] }];
    refused(broken, /ServerFrame is an anyOf/);
  });

  it('is not compiled where a closed object sits in a condition (not, if, contains, propertyNames), in a schema of the contracts or an internal one', async () => {
    const closed = { type: 'object', properties: { op: { type: 'string' } }, additionalProperties: false };
    for (const keyword of ['not', 'if', 'contains', 'propertyNames']) {
      const broken = (await model()).bundle;
      compiledForm(broken, 'ResyncRequiredFrame')[keyword] = structuredClone(closed);
      refused(broken, /closed object inside a condition/);
    }
    // The envelope's shared shapes (D527) are internal schemas: what ajv compiles, not a schema of the contracts.
    const broken = (await model()).bundle;
    const shape = /#\/\$defs\/(Envelope\.shape\.[0-9a-f]+)/.exec(JSON.stringify((broken.toJsonSchema().$defs as JsonObject)['Event.message.created']))?.[1];
    expect(shape).toBeDefined();
    broken.internal.get(shape!)!.not = structuredClone(closed);
    refused(broken, new RegExp(`${shape!.replaceAll('.', '\\.')}/not is a closed object inside a condition`));
  });

  it('twin: without the discriminator, a branch tried and failed deletes a member the matching branch knows', async () => {
    // ajv's removeAdditional on a oneOf tried branch by branch: a refused event type's envelope, tried
    // before the matching one, deletes the members its closed objects do not name. This is what
    // requireRemovalSafe keeps out of generated/.
    const broken = (await model()).bundle;
    delete compiledForm(broken, 'Event').discriminator;
    const ajv = createAjv(false, true);
    ajv.addSchema(withoutAnnotations(broken.toJsonSchema()) as JsonObject);
    const validate = ajv.getSchema(`${BUNDLE_ID}#/$defs/Event`)!;
    const lost = eventTypes.filter((type) => {
      const event = sample(bundle, `Event.${type}`);
      const copy = structuredClone(event);
      return !validate(copy) || JSON.stringify(copy) !== JSON.stringify(event);
    });
    expect(lost.length).toBeGreaterThan(0);
    // The discriminated one keeps every event whole.
    expect(eventTypes.filter((type) => {
      const event = sample(bundle, `Event.${type}`);
      const copy = structuredClone(event);
      return !validateEventIgnoringUnknown(copy) || JSON.stringify(copy) !== JSON.stringify(event);
    })).toEqual([]);
  });
});
