import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateClientFrame, validateEvent, validateServerFrame, validateStoredEvent } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { BREAKS } from '../src/go-corpus.ts';
import { emitGoFiles, prepareForModelina } from '../src/modelina.ts';
import { model, repoRoot } from './helpers.ts';

// Issue 23 (D220-D222): generated/go is what codegen writes (codegen:check); here, that its corpus
// says what it claims, by the validators of @bothy/generated, the authority the README names.
const goDir = path.join(repoRoot, 'generated/go');
const validators = { ClientFrame: validateClientFrame, ServerFrame: validateServerFrame, Event: validateEvent, StoredEvent: validateStoredEvent } as const;
type Union = keyof typeof validators;
interface Line {
  union: Union;
  source: string;
  breaks?: string;
  refused?: boolean;
  value: unknown;
}
const read = (file: string): Line[] =>
  readFileSync(path.join(goDir, 'testdata', file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

describe('the Go models and their corpus (2.2, R-SY-16)', () => {
  it('every valid entry passes its validator, and every op and event type has one', async () => {
    const m = await model();
    const valid = read('valid.jsonl');
    for (const l of valid) expect(validators[l.union](l.value), `${l.source}: ${JSON.stringify(validators[l.union].errors)}`).toBe(true);
    const ops = new Set(valid.filter((l) => l.union.endsWith('Frame')).map((l) => (l.value as { op: string }).op));
    expect([...ops].sort()).toEqual([...m.clientFrames, ...m.serverFrames].map((f) => f.op).sort());
    for (const union of ['Event', 'StoredEvent'] as const) {
      const types = new Set(valid.filter((l) => l.union === union).map((l) => (l.value as { type: string }).type));
      expect([...types].sort(), union).toEqual(m.catalogue.filter((e) => union === 'Event' || e.durable).map((e) => e.type).sort());
    }
    expect(valid.some((l) => l.source.startsWith('fixtures/'))).toBe(true);
  });

  it('every broken entry fails its validator, and the corpus has each kind of break, refusable and not', () => {
    const broken = read('broken.jsonl');
    for (const l of broken) expect(validators[l.union](l.value), `${l.source} breaks ${l.breaks}`).toBe(false);
    expect(new Set(broken.map((l) => l.breaks))).toEqual(new Set(BREAKS));
    expect(broken.some((l) => l.refused) && broken.some((l) => !l.refused)).toBe(true);
  });

  it('modelina reads every frame and envelope schema under its own name: a title on each, no if/then, no integer const', async () => {
    const m = await model();
    const { definitions } = prepareForModelina(m.bundle, ['ClientFrame', 'ServerFrame', 'Event', 'StoredEvent']);
    const text = JSON.stringify(definitions);
    expect(text).not.toMatch(/"(if|then|allOf|\$defs)"/);
    expect(text).not.toMatch(/"const":-?[0-9]/);
    expect(text).toContain('"enum":[1]');
    for (const [name, def] of Object.entries(definitions)) {
      const d = def as { title?: string; $ref?: string };
      if (d.$ref === undefined && name !== 'JsonValue' && (d as { type?: string }).type === 'object') expect(d.title, name).toBe(m.bundle.get(name).tsName);
    }
    const go = readFileSync(path.join(goDir, 'models.go'), 'utf8');
    expect(go).not.toMatch(/AnonymousSchema|ValuesTo|interface\{\}/);
    for (const f of [...m.clientFrames, ...m.serverFrames]) expect(go).toContain(`type ${m.bundle.get(f.schema).tsName} struct {`);
  });

  it('is deterministic and matches the committed generated/go, file by file', async () => {
    const m = await model();
    const fixtures = path.join(repoRoot, 'conformance/test/fixtures/valid');
    const first = await emitGoFiles(m, fixtures);
    const second = await emitGoFiles(await model(), fixtures);
    expect([...second]).toEqual([...first]);
    for (const [name, text] of first) expect(readFileSync(path.join(goDir, name), 'utf8'), name).toBe(text);
  });

  it('generated/go stays out of the npm package of @bothy/generated', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'generated/package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files.some((f) => f === 'go' || f.startsWith('go/') || f === '*')).toBe(false);
  });
});
