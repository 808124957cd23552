// Go models of every frame and envelope (generated/go), made by @asyncapi/modelina from
// codegen's derived bundle (D220). modelina cannot read asyncapi.yaml for this (its payloads
// become free maps), so it reads a prepared copy of the bundle: a title on every schema that
// becomes a type, discriminated unions as their oneOf only, the redaction if/then
// dropped, integer const as a one-value enum, unions without a discriminator merged into one
// object. Its Go output is then completed by presets: pointers for optional values (omitempty
// must not drop a present false, 0, [] or {}), strict UnmarshalJSON for structs (required
// members, no unknown member, const values) and enums (an unknown value is an error), and the
// decoders of the unions by op and type (glue.go).
import {
  ConstrainedAnyModel,
  ConstrainedReferenceModel,
  GoGenerator,
  goDefaultPropertyKeyConstraints,
  type ConstrainedDictionaryModel,
  type ConstrainedEnumModel,
  type ConstrainedObjectModel,
  type ConstrainedObjectPropertyModel,
  type GoPreset,
} from '@asyncapi/modelina';
import { isObject, pascalCase, type SchemaBundle } from './bundle.ts';
import type { Json, JsonObject } from './contracts.ts';
import { CodegenError } from './errors.ts';
import type { Model } from './emit.ts';
import { buildGoCorpus, corpusJsonl } from './go-corpus.ts';

export const GO_PACKAGE = 'bothy';
const GO_HEADER = '// Code generated from contracts/asyncapi.yaml by `npm run codegen` (@asyncapi/modelina and codegen/src/modelina.ts). DO NOT EDIT.';

/** The discriminated unions the Go package decodes (Decode<Name>): the schema and its discriminator. */
export const GO_UNIONS = [
  { schema: 'ClientFrame', by: 'op' },
  { schema: 'ServerFrame', by: 'op' },
  { schema: 'Event', by: 'type' },
  { schema: 'StoredEvent', by: 'type' },
] as const;

const KEYWORDS_DROPPED = new Set(['if', 'then', 'discriminator', 'default']);

interface Prepared {
  /** The reachable schemas of the bundle by name, prepared. */
  definitions: JsonObject;
}

function fail(why: string): never {
  throw new CodegenError('unsupported_schema', `modelina preparation: ${why}`);
}

/**
 * The derived bundle as modelina reads it (draft-07 `definitions`). Each named schema keeps its
 * name as title; every nested object or enum gets `<Parent><Member>` as title, so that no
 * `AnonymousSchema_N` appears and names stay stable when a schema is added elsewhere.
 */
export function prepareForModelina(bundle: SchemaBundle, roots: readonly string[]): Prepared {
  const reachable = new Set<string>();
  const visit = (v: Json): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'if' || k === 'then') continue;
        if (k === '$ref' && typeof x === 'string') {
          const name = x.replace('#/$defs/', '');
          if (!reachable.has(name)) {
            reachable.add(name);
            visit(bundle.get(name).schema);
          }
        } else visit(x);
      }
    }
  };
  for (const r of roots) {
    reachable.add(r);
    visit(bundle.get(r).schema);
  }
  const definitions: JsonObject = {};
  for (const name of [...bundle.defs.keys()].filter((n) => reachable.has(n))) {
    const def = bundle.get(name);
    definitions[name] = prepare(bundle, def.schema, def.tsName);
  }
  return { definitions };
}

function refName(ref: string): string {
  return ref.replace('#/$defs/', '');
}

function prepare(bundle: SchemaBundle, schema: JsonObject, title: string): JsonObject {
  if (typeof schema.$ref === 'string') {
    return { $ref: `#/definitions/${refName(schema.$ref)}` };
  }
  if (isObject(schema.discriminator) && Array.isArray(schema.oneOf)) {
    // Only oneOf: modelina reads discriminator from AsyncAPI 2, Swagger and OpenAPI input, not
    // from JSON Schema; the union types and their decoders are codegen's (presets, glue.go).
    return { title, oneOf: schema.oneOf.map((s) => prepare(bundle, s as JsonObject, title)) };
  }
  if (Array.isArray(schema.oneOf)) return prepare(bundle, mergeBranches(bundle, schema.oneOf as JsonObject[], title), title);
  if (Array.isArray(schema.allOf)) fail(`allOf at ${title} (the frames and envelopes use none)`);
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(schema)) {
    if (KEYWORDS_DROPPED.has(k) || k.startsWith('x-')) continue;
    if (k === 'properties' && isObject(v)) {
      const props: JsonObject = {};
      for (const [p, ps] of Object.entries(v)) props[p] = prepare(bundle, ps as JsonObject, title + pascalCase(p));
      out.properties = props;
    } else if (k === 'items' && isObject(v)) {
      out.items = prepare(bundle, v, `${title}Item`);
    } else if (k === 'additionalProperties' && isObject(v)) {
      out.additionalProperties = prepare(bundle, v, `${title}Value`);
    } else {
      out[k] = v;
    }
  }
  if (Array.isArray(schema.type)) {
    // JsonValue: any JSON value but null; no type for modelina, json.RawMessage in Go.
    return {};
  }
  if (schema.const !== undefined && (schema.type === 'integer' || schema.type === 'number')) {
    delete out.const;
    out.enum = [schema.const];
  }
  if (out.type === 'object' || Array.isArray(out.enum)) {
    out.title = title;
  }
  if (out.type === 'object' && out.properties === undefined && out.additionalProperties === undefined) {
    // A free object ({type: object}): a map of any JSON values.
    out.additionalProperties = true;
  }
  return out;
}

/**
 * A oneOf without a discriminator (identify and resume data, RunPatchOp) as one object: every
 * member of every branch, required only where every branch requires it. Which branch matched is
 * the validators' question (README).
 */
function mergeBranches(bundle: SchemaBundle, branches: JsonObject[], title: string): JsonObject {
  const objects = branches.map((b) => bundle.deref(b));
  const properties: JsonObject = {};
  let required: string[] | undefined;
  for (const o of objects) {
    if (o.type !== 'object' || !isObject(o.properties)) fail(`oneOf at ${title} has a branch that is not an object`);
    for (const [p, s] of Object.entries(o.properties)) {
      const prev = properties[p];
      if (prev !== undefined && JSON.stringify(mergeable(prev as JsonObject)) !== JSON.stringify(mergeable(s as JsonObject))) {
        // Same member, other constraints (a pattern, an enum subset): the wider one, an enum of both.
        properties[p] = widen(bundle, prev as JsonObject, s as JsonObject, `${title}.${p}`);
      } else properties[p] = s;
    }
    const req = Array.isArray(o.required) ? o.required.map(String) : [];
    required = required === undefined ? req : required.filter((r) => req.includes(r));
  }
  return { type: 'object', additionalProperties: false, properties, required: required ?? [] };
}

function mergeable(s: JsonObject): Json {
  const { pattern: _p, description: _d, ...rest } = s;
  return rest;
}

function widen(bundle: SchemaBundle, a: JsonObject, b: JsonObject, at: string): JsonObject {
  const ra = bundle.deref(a);
  const rb = bundle.deref(b);
  if (Array.isArray(ra.enum) && Array.isArray(rb.enum) && ra.type === rb.type) {
    const values = [...ra.enum];
    for (const v of rb.enum) if (!values.includes(v)) values.push(v);
    return { type: ra.type as Json, enum: values };
  }
  if (ra.type === rb.type && typeof ra.type === 'string' && ra.type !== 'object' && ra.type !== 'array') return { type: ra.type };
  return fail(`oneOf branches disagree on ${at}`);
}

// ------------------------------------------------------------------ the Go generator

/** Go for a field's type: optional values are pointers, so that omitempty drops only what is absent. */
function goFieldType(field: ConstrainedObjectPropertyModel, unions: Set<string>): string {
  const p = field.property;
  if (p instanceof ConstrainedReferenceModel) {
    if (unions.has(p.ref.name)) return p.ref.name;
    if (p.ref instanceof ConstrainedAnyModel) return p.type;
    return `*${p.type}`;
  }
  if (p instanceof ConstrainedAnyModel) return p.type;
  return field.required ? p.type : `*${p.type}`;
}

function structDecoder(model: ConstrainedObjectModel, unions: Set<string>): string {
  const input = model.originalInput as JsonObject;
  const name = model.name;
  const fields = Object.values(model.properties);
  const required = fields.filter((f) => f.required).map((f) => JSON.stringify(f.unconstrainedPropertyName));
  const consts: string[] = [];
  const targets: string[] = [];
  for (const f of fields) {
    const key = JSON.stringify(f.unconstrainedPropertyName);
    const p = f.property;
    const target = p instanceof ConstrainedReferenceModel ? p.ref : p;
    const constValue = (target.originalInput as JsonObject | undefined)?.const;
    if (typeof constValue === 'string') consts.push(`${key}: ${JSON.stringify(JSON.stringify(constValue))}`);
    if (p instanceof ConstrainedReferenceModel && unions.has(p.ref.name)) {
      targets.push(`\t\t{${key}, func(v json.RawMessage) (err error) { m.${f.propertyName}, err = Decode${p.ref.name}(v); return }},`);
    } else targets.push(`\t\t{${key}, &m.${f.propertyName}},`);
  }
  const list = (xs: string[]) => (xs.length ? `[]string{${xs.join(', ')}}` : 'nil');
  return [
    `func (m *${name}) UnmarshalJSON(raw []byte) error {`,
    `\treturn decodeStruct(${JSON.stringify(name)}, raw, ${input.additionalProperties === false}, ${list(required)}, ${consts.length ? `map[string]string{${consts.join(', ')}}` : 'nil'}, []member{`,
    ...targets,
    '\t})',
    '}',
  ]
    .join('\n')
    .replace('[]member{\n\t})', '[]member{})');
}

function enumCodec(model: ConstrainedEnumModel): string {
  const n = model.name;
  return [
    `func (e *${n}) UnmarshalJSON(raw []byte) error {`,
    `\ti, err := enumIndex(${n}Values, raw)`,
    '\tif err != nil {',
    `\t\treturn fmt.Errorf("${n}: %w", err)`,
    '\t}',
    `\t*e = ${n}(i)`,
    '\treturn nil',
    '}',
    '',
    `func (e ${n}) MarshalJSON() ([]byte, error) {`,
    `\tif int(e) >= len(${n}Values) {`,
    `\t\treturn nil, fmt.Errorf("${n}: no value %d", e)`,
    '\t}',
    `\treturn json.Marshal(${n}Values[e])`,
    '}',
  ].join('\n');
}

/** A schema's description as Go comment lines, or nothing. */
function goComment(schema: unknown): string {
  const d = isObject(schema as Json) ? (schema as JsonObject).description : undefined;
  if (typeof d !== 'string' || !d.trim()) return '';
  return `${d.trim().split('\n').map((l) => `// ${l}`.trimEnd()).join('\n')}\n`;
}

function goPresets(unionMembers: Map<string, string[]>): GoPreset[] {
  const unions = new Set(unionMembers.keys());
  return [
    {
      struct: {
        field({ field }) {
          const tag = field.required ? field.unconstrainedPropertyName : `${field.unconstrainedPropertyName},omitempty`;
          // The contract's description of an inline member (a referenced type has its own).
          const doc = field.property instanceof ConstrainedReferenceModel ? '' : goComment(field.property.originalInput);
          return `${doc}${field.propertyName} ${goFieldType(field, unions)} \`json:"${tag}"\``;
        },
        self({ content, model }) {
          const marks = [...unionMembers].filter(([, members]) => members.includes(model.name)).map(([u]) => `func (${model.name}) is${u}() {}`);
          return [goComment(model.originalInput) + content, ...marks, structDecoder(model, unions)].join('\n\n');
        },
      },
      enum: {
        self({ content, model }) {
          // modelina's enum without its ValuesTo<Enum> map, whose lookup gives the first value for an
          // unknown one (and misses integers, which decode as float64).
          const cut = content.indexOf(`var ValuesTo${model.name} =`);
          if (cut === -1) fail(`modelina's enum ${model.name} changed shape`);
          // Its values list as gofmt prints it (modelina joins them without a space).
          const values = `var ${model.name}Values = []any{${model.values.map((v) => String(v.value)).join(', ')}}`;
          const head = content.slice(0, cut).trimEnd().replace(/^var \w+Values = \[\]any\{.*\}$/m, () => values);
          if (!head.includes(values)) fail(`modelina's enum ${model.name} has no values list`);
          return `${goComment(model.originalInput)}${head}\n\n${enumCodec(model)}`;
        },
      },
      union: {
        self({ model }) {
          return `// ${model.name} is one of: ${unionMembers.get(model.name)?.join(', ')}. Decode${model.name} reads one.\ntype ${model.name} interface {\n\tis${model.name}()\n}`;
        },
      },
    },
  ];
}

const GO_TYPE_MAPPING = {
  Any: () => 'json.RawMessage',
  Integer: () => 'int64',
  Float: () => 'float64',
  String: () => 'string',
  Boolean: () => 'bool',
  Dictionary: ({ constrainedModel }: { constrainedModel: ConstrainedDictionaryModel }) => `map[${constrainedModel.key.type}]${constrainedModel.value.type}`,
};

/**
 * modelina's layout as gofmt prints it (CI runs gofmt -l): tabs for its two-space indents, no
 * blank line in an empty struct, struct fields aligned in columns (name, type, tag).
 */
export function gofmtLayout(go: string): string {
  const lines = go
    .replace(/struct \{\n\s*\n\}/g, 'struct {\n}')
    .split('\n')
    .map((l) => (l.trim() === '' ? '' : l.replace(/^((?:  )+)/, (m) => '\t'.repeat(m.length / 2))));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    out.push(line);
    if (!/^type \S+ struct \{$/.test(line)) continue;
    // gofmt aligns each run of fields; a comment line ends a run.
    let run: [string, string, string][] = [];
    const flush = (): void => {
      const wName = Math.max(0, ...run.map((f) => f[0].length));
      const wType = Math.max(0, ...run.map((f) => f[1].length));
      for (const [n, t, tag] of run) out.push(`\t${n.padEnd(wName)} ${t.padEnd(wType)} ${tag}`);
      run = [];
    };
    while (i + 1 < lines.length && lines[i + 1] !== '}') {
      const next = lines[i + 1] as string;
      i++;
      if (next.startsWith('\t//')) {
        flush();
        out.push(next);
        continue;
      }
      const m = /^\t(\S+) (\S+) (`.*`)$/.exec(next);
      if (!m) fail(`unexpected struct field: ${next}`);
      run.push([m[1] as string, m[2] as string, m[3] as string]);
    }
    flush();
  }
  return out.join('\n');
}

export interface GoModels {
  /** The Go source of the models (models.go), gofmt-clean. */
  models: string;
  /** Each union: its Go name, its discriminator and its members' (discriminator value, Go type). */
  unions: { name: string; by: string; members: { value: string; goType: string }[] }[];
}

/** Runs modelina's Go generator in memory on the prepared bundle (D220). */
export async function generateGoModels(bundle: SchemaBundle): Promise<GoModels> {
  const roots = GO_UNIONS.map((u) => u.schema);
  const { definitions } = prepareForModelina(bundle, roots);
  const properties = Object.fromEntries(roots.map((r) => [r, { $ref: `#/definitions/${r}` }]));
  const input = { $schema: 'http://json-schema.org/draft-07/schema#', title: 'GoModelsRoot', type: 'object', additionalProperties: false, properties, definitions };
  const unionMembers = new Map<string, string[]>();
  const unions: GoModels['unions'] = [];
  for (const u of GO_UNIONS) {
    const def = bundle.get(u.schema);
    const members = (def.schema.oneOf as JsonObject[]).map((m) => {
      const member = bundle.get(refName(String(m.$ref)));
      const props = member.schema.properties as JsonObject;
      const value = (props[u.by] as JsonObject).const;
      if (typeof value !== 'string') fail(`${member.name}.${u.by} has no const`);
      return { value, goType: member.tsName };
    });
    unions.push({ name: def.tsName, by: u.by, members });
    unionMembers.set(def.tsName, members.map((m) => m.goType));
  }
  const generator = new GoGenerator({
    presets: goPresets(unionMembers),
    typeMapping: GO_TYPE_MAPPING as never,
    constraints: { propertyKey: goDefaultPropertyKeyConstraints({ NO_RESERVED_KEYWORDS: (v: string) => v }) },
    processorOptions: { interpreter: { ignoreAdditionalProperties: true } },
  });
  const output = await generator.generate(input as never);
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const m of output) {
    if (m.modelName === 'GoModelsRoot') continue;
    if (seen.has(m.modelName)) fail(`two models named ${m.modelName}`);
    seen.add(m.modelName);
    parts.push(m.result.trim());
  }
  for (const u of unions) for (const m of u.members) if (!seen.has(m.goType)) fail(`modelina made no model ${m.goType}`);
  const models = [GO_HEADER, '', `package ${GO_PACKAGE}`, '', 'import (', '\t"encoding/json"', '\t"fmt"', ')', '', gofmtLayout(parts.join('\n\n')), ''].join('\n');
  return { models, unions };
}

const GO_RUNTIME = `// member is where decodeStruct puts a member: a pointer to the field, or a func for a union field.
type member struct {
	name string
	into any
}

// decodeStruct is the strict decoder of every struct: with closed, an unknown member is an
// error; a required member must be there; a member with a const must have its value.
func decodeStruct(name string, raw []byte, closed bool, required []string, consts map[string]string, fields []member) error {
	targets := make(map[string]any, len(fields))
	for _, f := range fields {
		targets[f.name] = f.into
	}
	members, err := decodeObject(raw)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	for _, k := range required {
		if _, ok := members[k]; !ok {
			return fmt.Errorf("%s: the required member %q is missing", name, k)
		}
	}
	for k, v := range members {
		target, known := targets[k]
		if !known {
			if closed {
				return fmt.Errorf("%s: unknown member %q", name, k)
			}
			continue
		}
		if want, ok := consts[k]; ok {
			if err := requireConst(v, want); err != nil {
				return fmt.Errorf("%s.%s: %w", name, k, err)
			}
		}
		if err := refuseNull(v); err != nil {
			return fmt.Errorf("%s.%s: %w", name, k, err)
		}
		if set, ok := target.(func(json.RawMessage) error); ok {
			err = set(v)
		} else {
			err = json.Unmarshal(v, target)
		}
		if err != nil {
			return fmt.Errorf("%s.%s: %w", name, k, err)
		}
	}
	return nil
}

// decodeObject reads a JSON object as its members; anything else (null too) is an error.
func decodeObject(raw []byte) (map[string]json.RawMessage, error) {
	if isNull(raw) {
		return nil, errors.New("null where an object belongs (no null, ADR 0053)")
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(raw, &members); err != nil {
		return nil, err
	}
	return members, nil
}

// requireConst compares a member with the one value its schema allows (a JSON text).
func requireConst(raw json.RawMessage, want string) error {
	var got, expected any
	if err := json.Unmarshal(raw, &got); err != nil {
		return err
	}
	_ = json.Unmarshal([]byte(want), &expected)
	if got != expected {
		return fmt.Errorf("%s where the contract allows only %s", raw, want)
	}
	return nil
}

func isNull(raw []byte) bool {
	return string(bytes.TrimSpace(raw)) == "null"
}

// refuseNull walks a JSON text and fails at the first null.
func refuseNull(raw []byte) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if tok == nil {
			return errors.New("null (no null, ADR 0053)")
		}
	}
}

// enumIndex finds a JSON value among an enum's values; an unknown value is an error.
func enumIndex(values []any, raw []byte) (int, error) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return 0, err
	}
	got, _ := json.Marshal(v)
	for i, value := range values {
		if want, _ := json.Marshal(value); bytes.Equal(got, want) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown value %s", raw)
}

// discriminator reads the member that names a union's variant.
func discriminator(raw []byte, by string) (string, error) {
	members, err := decodeObject(raw)
	if err != nil {
		return "", err
	}
	v, ok := members[by]
	if !ok {
		return "", fmt.Errorf("no %q member", by)
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return "", fmt.Errorf("%q: %w", by, err)
	}
	return s, nil
}
`;

/** glue.go: the decoders of the unions by op and type, and the helpers of the strict decoders. */
export function emitGoGlue(unions: GoModels['unions']): string {
  const out = [GO_HEADER, '', `package ${GO_PACKAGE}`, '', 'import (', '\t"bytes"', '\t"encoding/json"', '\t"errors"', '\t"fmt"', '\t"io"', ')', ''];
  for (const u of unions) {
    out.push(`// Decode${u.name} reads one ${u.name} by its ${JSON.stringify(u.by)} member; the value is a pointer (*${u.members[0]?.goType}, ...).`);
    out.push(`// An unknown ${u.by}, an unknown member, a missing required member, an unknown enum value and a null are errors.`);
    out.push(`func Decode${u.name}(raw []byte) (${u.name}, error) {`, `\tkey, err := discriminator(raw, ${JSON.stringify(u.by)})`, '\tif err != nil {', `\t\treturn nil, fmt.Errorf("${u.name}: %w", err)`, '\t}', '\tswitch key {');
    for (const m of u.members) {
      out.push(`\tcase ${JSON.stringify(m.value)}:`, `\t\tv := &${m.goType}{}`, '\t\tif err := v.UnmarshalJSON(raw); err != nil {', '\t\t\treturn nil, err', '\t\t}', '\t\treturn v, nil');
    }
    out.push('\t}', `\treturn nil, fmt.Errorf("${u.name}: unknown ${u.by} %q", key)`, '}', '');
  }
  out.push(GO_RUNTIME);
  return out.join('\n');
}

// ------------------------------------------------------------------ generated/go

const GO_TEST = `// The corpus of testdata/ (codegen/src/go-corpus.ts): every valid frame and envelope decodes and
// encodes again to the same JSON, without a null; every broken copy that a model can refuse is
// refused; the others decode (only the validators catch them; README).
func decodeUnion(union string, raw []byte) (any, error) {
	switch union {
	case "ClientFrame":
		return DecodeClientFrame(raw)
	case "ServerFrame":
		return DecodeServerFrame(raw)
	case "Event":
		return DecodeEvent(raw)
	case "StoredEvent":
		return DecodeStoredEvent(raw)
	}
	return nil, fmt.Errorf("no union %q", union)
}

type corpusLine struct {
	Union   string          \`json:"union"\`
	Source  string          \`json:"source"\`
	Breaks  string          \`json:"breaks"\`
	At      string          \`json:"at"\`
	Refused bool            \`json:"refused"\`
	Value   json.RawMessage \`json:"value"\`
}

func readCorpus(t *testing.T, file string) []corpusLine {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusLine
	for i, line := range strings.Split(strings.TrimSpace(string(text)), "\\n") {
		var l corpusLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("%s:%d: %v", file, i+1, err)
		}
		out = append(out, l)
	}
	return out
}

// canonical is a JSON text with sorted keys and numbers as written, for a byte comparison.
func canonical(raw []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// sameJSON: the two texts are byte-equal once canonical.
func sameJSON(a, b []byte) (bool, error) {
	ca, err := canonical(a)
	if err != nil {
		return false, err
	}
	cb, err := canonical(b)
	if err != nil {
		return false, err
	}
	return bytes.Equal(ca, cb), nil
}

// roundTrip decodes one value, encodes it again and compares; it gives the decoded type's name.
func roundTrip(t *testing.T, union, source string, raw []byte) (string, bool) {
	t.Helper()
	v, err := decodeUnion(union, raw)
	if err != nil {
		t.Errorf("%s: %v", source, err)
		return "", false
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Errorf("%s: encode: %v", source, err)
		return "", false
	}
	if err := refuseNull(out); err != nil {
		t.Errorf("%s: the encoding has a null: %s", source, out)
	}
	if same, err := sameJSON(raw, out); err != nil || !same {
		t.Errorf("%s: not the same JSON (%v)\\n in: %s\\nout: %s", source, err, raw, out)
	}
	return reflect.TypeOf(v).Elem().Name(), true
}

func TestRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	lines := readCorpus(t, "valid.jsonl")
	for _, l := range lines {
		if name, ok := roundTrip(t, l.Union, l.Source, l.Value); ok {
			seen[l.Union+" "+name] = true
		}
	}
	for union, members := range unionMembers {
		for _, m := range members {
			if !seen[union+" "+m] {
				t.Errorf("the corpus has no valid %s %s", union, m)
			}
		}
	}
	t.Logf("%d frames and envelopes round-tripped", len(lines))
}

// TestRecordings round-trips every server frame and webhook delivery of the G9 recordings in the
// folder BOTHY_GO_RECORDINGS names: .ci/run sets it to the recordings of the end-to-end tests once
// the conformance gate has accepted them (client frames there may be broken on purpose).
func TestRecordings(t *testing.T) {
	dir := os.Getenv("BOTHY_GO_RECORDINGS")
	if dir == "" {
		t.Skip("BOTHY_GO_RECORDINGS is not set: no recordings to round-trip here (.ci/run sets it after the G9 gate)")
	}
	frames := 0
	err := filepath.WalkDir(dir, func(file string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(file, ".jsonl") {
			return err
		}
		text, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(text), "\\n") {
			var rec struct {
				From      string          \`json:"from"\`
				Transport string          \`json:"transport"\`
				Frame     json.RawMessage \`json:"frame"\`
			}
			if strings.TrimSpace(line) == "" || json.Unmarshal([]byte(line), &rec) != nil || rec.Frame == nil || rec.From != "server" {
				continue
			}
			union := "ServerFrame"
			if rec.Transport == "webhook" {
				union = "Event"
			}
			roundTrip(t, union, fmt.Sprintf("%s:%d", file, i+1), rec.Frame)
			frames++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if frames == 0 {
		t.Fatalf("no server frame in the recordings of %s", dir)
	}
	t.Logf("%d recorded server frames and webhook deliveries round-tripped", frames)
}

func TestRefusal(t *testing.T) {
	refused, passed := 0, 0
	for _, l := range readCorpus(t, "broken.jsonl") {
		_, err := decodeUnion(l.Union, l.Value)
		switch {
		case l.Refused && err == nil:
			t.Errorf("%s: breaks %s at %q, and the model took it", l.Source, l.Breaks, l.At)
		case !l.Refused && err != nil:
			t.Errorf("%s: breaks %s at %q, which no model checks (README), and the model refused it: %v", l.Source, l.Breaks, l.At, err)
		case l.Refused:
			refused++
		default:
			passed++
		}
	}
	if refused == 0 || passed == 0 {
		t.Errorf("the broken corpus has %d refusable and %d unrefusable copies; it needs both", refused, passed)
	}
	t.Logf("%d broken copies refused, %d left to the validators", refused, passed)
}

// The README's use, compiled and run: a server frame by op, an event by type, a frame to send.
func ExampleDecodeServerFrame() {
	data := []byte(\`{"op":"hello","d":{"heartbeat_interval_ms":30000,"resume_window_ms":300000,"protocol_versions":[1],"dpop_nonce":"n","server_time":"2026-11-30T12:00:00.000Z","sync_epoch":"01937f4a-9c00-7000-8000-000000000001"}}\`)
	frame, err := DecodeServerFrame(data)
	if err != nil {
		fmt.Println(err)
		return
	}
	switch f := frame.(type) {
	case *DispatchFrame:
		if e, ok := f.D.(*MessageCreatedEvent); ok {
			fmt.Println(e.Payload.Message.ContentMd)
		}
	case *HelloFrame:
		fmt.Println("hello, heartbeat every", f.D.HeartbeatIntervalMs, "ms")
	}
	seq := int64(120)
	out, _ := json.Marshal(&HeartbeatFrame{Op: "heartbeat", D: &HeartbeatFrameD{LastSeq: &seq}})
	fmt.Println(string(out))
	_, err = DecodeServerFrame([]byte(\`{"op":"hello","d":{"heartbeat_interval_ms":30000}}\`))
	fmt.Println(err)
	// Output:
	// hello, heartbeat every 30000 ms
	// {"op":"heartbeat","d":{"last_seq":120}}
	// HelloFrame.d: HelloFrameD: the required member "resume_window_ms" is missing
}

// The twins: the comparison fails on what a plain mapping would do. A bool with omitempty drops a
// present false; modelina's own enum decoder maps an unknown value to the first one.
func TestTwinsTheChecksCanFail(t *testing.T) {
	type plain struct {
		Redacted bool \`json:"redacted,omitempty"\`
	}
	var p plain
	in := []byte(\`{"redacted":false}\`)
	_ = json.Unmarshal(in, &p)
	out, _ := json.Marshal(p)
	if same, _ := sameJSON(in, out); same {
		t.Errorf("sameJSON(%s, %s) is true: the round trip check cannot fail", in, out)
	}
	valuesTo := map[any]int{"add": 0, "replace": 1}
	var v any
	_ = json.Unmarshal([]byte(\`"move"\`), &v)
	if got := valuesTo[v]; got != 0 {
		t.Errorf("a map lookup of an unknown value gave %d", got)
	}
	if _, err := enumIndex([]any{"add", "replace"}, []byte(\`"move"\`)); err == nil {
		t.Error("enumIndex took an unknown value")
	}
	if err := refuseNull([]byte(\`{"a":[1,null]}\`)); err == nil {
		t.Error("refuseNull found no null in {\\"a\\":[1,null]}")
	}
}
`;

function emitGoTest(unions: GoModels['unions']): string {
  const width = Math.max(...unions.map((u) => u.name.length)) + 3;
  const members = unions.map((u) => `\t${`${JSON.stringify(u.name)}:`.padEnd(width)} {${u.members.map((m) => JSON.stringify(m.goType)).join(', ')}},`);
  return [
    GO_HEADER,
    '',
    `package ${GO_PACKAGE}`,
    '',
    'import (',
    '\t"bytes"',
    '\t"encoding/json"',
    '\t"fmt"',
    '\t"io/fs"',
    '\t"os"',
    '\t"path/filepath"',
    '\t"reflect"',
    '\t"strings"',
    '\t"testing"',
    ')',
    '',
    '// Every member of every union, which the valid corpus must cover.',
    'var unionMembers = map[string][]string{',
    ...members,
    '}',
    '',
    GO_TEST,
  ].join('\n');
}

export const GO_MODULE = 'bothy.dev/sync/generated/go';

/** The files of generated/go: the models, the glue, go.mod, the README, the test and its corpus. */
export async function emitGoFiles(model: Model, fixturesDir: string): Promise<Map<string, string>> {
  const go = await generateGoModels(model.bundle);
  const corpus = await buildGoCorpus(model, fixturesDir);
  const files = new Map<string, string>();
  files.set('go.mod', `module ${GO_MODULE}\n\ngo 1.19\n`);
  files.set('models.go', go.models);
  files.set('glue.go', emitGoGlue(go.unions));
  files.set('roundtrip_test.go', emitGoTest(go.unions));
  files.set('testdata/valid.jsonl', corpusJsonl(corpus.valid));
  files.set('testdata/broken.jsonl', corpusJsonl(corpus.broken));
  files.set('README.md', GO_README);
  return files;
}

const GO_README = `# Go models of the Bothy gateway contract

Generated by \`npm run codegen\` from \`contracts/asyncapi.yaml\`; never edit (D220-D224). The
structs come from [@asyncapi/modelina](https://github.com/asyncapi/modelina)'s Go generator, fed
with codegen's derived bundle; codegen's presets and \`glue.go\` make them strict and exact
(\`codegen/src/modelina.ts\`), and gofmt-clean. Go 1.19 or later, standard library only.

- every client frame and server frame (\`ClientFrame\`, \`ServerFrame\`, by \`op\`);
- every event envelope per type, as delivered (\`Event\`: gateway \`dispatch\`, REST catch-up,
  webhooks) and as the log stores it (\`StoredEvent\`), by \`type\`.

## Use from a Go client

The package is \`bothy\` in the module \`${'bothy.dev/sync/generated/go'}\`. Take it from a
checkout of this repository (or copy this folder into your module):

\`\`\`
// go.mod
require bothy.dev/sync/generated/go v0.0.0
replace bothy.dev/sync/generated/go => ../bothy-sync/generated/go
\`\`\`

\`\`\`go
frame, err := bothy.DecodeServerFrame(data) // one text frame of the gateway
if err != nil {
	return err // not a frame of the contract: close with 4002 (6.4)
}
switch f := frame.(type) {
case *bothy.DispatchFrame:
	switch e := f.D.(type) {
	case *bothy.MessageCreatedEvent:
		fmt.Println(e.Payload.Message.ContentMd)
	}
case *bothy.HelloFrame:
	// ...
}
seq := int64(120)
out, err := json.Marshal(&bothy.HeartbeatFrame{Op: "heartbeat", D: &bothy.HeartbeatFrameD{LastSeq: &seq}})
\`\`\`

\`ExampleDecodeServerFrame\` in \`roundtrip_test.go\` runs this with \`go test\`. \`Decode<Union>\` returns a
pointer to the variant's struct; an error says what is wrong and where (\`HelloFrame.d: HelloFrameD:
the required member "resume_window_ms" is missing\`). A struct decodes on its own too
(\`json.Unmarshal(data, &v)\` with \`v bothy.MessageCreatedEvent\`), with the same checks.

## The mapping

- A required member is a value (\`string\`, \`int64\`, \`bool\`, a slice or map) or, for an object
  or an enum, a pointer; an optional member is always a pointer with \`omitempty\`, so that a
  present \`false\`, \`0\`, \`""\`, \`[]\` or \`{}\` stays in the JSON and an absent member stays out.
  There is no null in the protocol (ADR 0053): leave an optional member nil, and set every
  required one before \`json.Marshal\` (the encoder writes a nil required pointer as \`null\`).
- An enum is modelina's \`uint\` type with its \`<Enum>Values\`; an integer \`const\` (\`schema_version\`)
  is a one-value enum. A string \`const\` (\`op\`, \`type\`, \`resource.kind\`) is a \`string\`.
- Any JSON value (\`JsonValue\`, the values of free objects such as \`metrics\`) is \`json.RawMessage\`,
  kept byte for byte.
- The data of \`identify\` and \`resume\` (person or agent) and \`RunPatchOp\` are one struct with
  the members of every branch.

## What a model refuses, and what it does not check

Decoding refuses: an unknown member of a closed object, a missing required member, a value of
the wrong JSON type (\`1.5\` for an integer too), an unknown enum value (modelina's own decoder
maps it to the first value; this one does not), another value than a \`const\`, an unknown \`op\`
or \`type\`, and a \`null\` at any depth.

It does not check, and the ajv validators of \`@bothy/generated\` stay the authority for:

- \`pattern\` (UUIDv7, event type names, traceparent, JSON pointers, times of day, ...);
- \`format\` (\`date-time\`, \`uuid\`, \`uri\`);
- \`minimum\`, \`maximum\`, \`minLength\`, \`maxLength\`, \`minItems\`, \`maxItems\`, \`minProperties\`;
- the redaction rule: with \`redacted: true\` the payload of a message or file event must be the
  redacted one (the envelope's \`if\`/\`then\`, 2.2);
- which branch of a \`oneOf\` without discriminator matched (person or agent identify/resume,
  the path allow-list of \`RunPatchOp\`, 11.2).

## The test

\`go vet ./... && go test ./...\` here (CI runs both, \`.ci/run\`). \`testdata/valid.jsonl\` holds the
frames of the conformance fixtures and a full and a minimal sample of every op and every event
type (delivered and stored): each decodes, encodes again to the same JSON (byte-equal once keys
are sorted) and without a null. \`testdata/broken.jsonl\` holds copies that each break one
constraint, all refused by the validators: those marked \`refused\` must fail to decode, the
others must decode: for pattern, format, minLength, minimum and the redaction rule, the kinds the
corpus breaks, that shows the list above true. codegen writes both files
(\`codegen/src/go-corpus.ts\`); \`codegen/test/go-models.test.ts\` checks them against the
validators. With \`BOTHY_GO_RECORDINGS\` naming a folder of G9 recordings, \`TestRecordings\`
round-trips every server frame and webhook delivery in them; CI runs it on the recordings of the
end-to-end tests after the conformance gate has accepted them.
`;
