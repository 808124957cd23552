// What an outsider can learn (D17, D49): for a principal who cannot see a
// resource, naming it must answer exactly what naming an ID that does not
// exist answers: the same status, problem code, body (apart from the ID put in)
// and headers, on every REST operation of contracts/openapi.yaml and on every
// client op of contracts/asyncapi.yaml. The walk reads the operations from the
// contracts, so a new route is walked without a change here; an ID it cannot
// place fails the walk instead of being left out.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildModel, loadContracts, sample, withPointer, SAMPLE_TIME, type Json, type JsonObject, type SchemaBundle } from '@bothy/codegen';
import { ClientOp, ProblemCode, ServerOp, type ServerFrame } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { PermissionAdmin } from '../../src/authz/admin.ts';
import { authorize } from '../../src/authz/authorize.ts';
import { GatewayConnection } from '../../src/gateway/connection.ts';
import type { Visibility } from '../../src/authz/visibility.ts';
import { DomainError } from '../../src/errors.ts';
import type { AuthContext } from '../../src/identity/tokens.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { useTestServer, type TestClient, type TestServer } from '../support/server.ts';

const CONTRACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts');
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;
/** The members of a path item that are not operations (OpenAPI 3.1, 4.8.9). */
const PATH_ITEM_FIELDS = new Set(['$ref', 'summary', 'description', 'servers', 'parameters']);

/**
 * What an ID-valued field names, by field name. A UUID field whose name is not
 * here fails the walk: add it with the kind of thing it names. A field `id`
 * next to a `kind` enum names whatever the kind says (grant subjects and targets).
 */
const KIND_OF: Record<string, string> = {
  thread_id: 'thread',
  thread_ids: 'thread',
  background_thread_ids: 'thread',
  message_id: 'message',
  reply_to_id: 'message',
  channel_id: 'channel',
  channel_order: 'channel',
  space_id: 'space',
  grant_id: 'grant',
  group_id: 'group',
  principal_id: 'principal',
  author_id: 'principal',
  agent_id: 'principal',
  session_id: 'session',
  device_id: 'device',
  gateway_session_id: 'gateway_session',
  import_id: 'import',
  run_id: 'run',
  active_run_ids: 'run',
  subscription_id: 'webhook_subscription',
  request_id: 'autocomplete_request',
  file_id: 'file',
  file_ids: 'file',
  // Chosen by the client for something new; they never name an existing resource.
  client_msg_id: 'new',
  client_interaction_id: 'new',
  'Idempotency-Key': 'new',
  epoch: 'epoch',
  sync_epoch: 'epoch',
};

/** Kinds that have nothing that could be hidden, with the reason (D49). */
const NOT_HIDEABLE: Record<string, string> = {
  new: 'an ID the client chooses for something new',
  epoch: 'the sync epoch of the instance, the same for everyone',
  instance: 'the one instance, known to every principal',
  principal: 'principals are the instance-wide directory (D49)',
  group: 'groups are instance-wide (D49); only owners change them',
  autocomplete_request: 'this server keeps no autocomplete requests: every ID answers alike',
  file: 'this server stores no files: a file ID is checked in form and number only',
};

/** Kinds whose companion value is a fresh ID: something new, or something this server does not store. */
const FRESH_COMPANION = new Set(['new', 'import', 'run', 'webhook_subscription', 'autocomplete_request', 'file']);

interface Slot {
  /** Where the ID goes: a path, query or header parameter by name, or a JSON pointer into the body or frame. */
  where: 'path' | 'query' | 'header' | 'body';
  name: string;
  pointer: string;
  kinds: string[];
  /** The sibling `kind` member to set with each kind. */
  kindPointer?: string;
}

interface Operation {
  label: string;
  /** `security: []`: no principal, so no visibility that could matter. */
  public: boolean;
  method: string;
  path: string;
  params: { name: string; in: string; required: boolean; schema: JsonObject }[];
  bodySchema?: JsonObject;
  slots: Slot[];
}

interface Finding {
  caller: string;
  what: string;
  hidden: string;
  missing: string;
}

let bundle: SchemaBundle;
let operations: Operation[];
let frames: { op: string; schema: string; slots: Slot[] }[];
let extraDefs = 0;

// ---------------------------------------------------------------- reading the contracts

const isObj = (v: Json | undefined): v is JsonObject => v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);

/** A contract schema with its references pointed into the bundle, as codegen does. */
function bundled(value: Json): Json {
  if (Array.isArray(value)) return value.map(bundled);
  if (!isObj(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === '$ref' && typeof v === 'string' ? `#/$defs/${v.split('/').pop()}` : bundled(v);
  return out;
}

function deref(schema: JsonObject): JsonObject {
  return bundle.deref(schema);
}

function isUuid(schema: JsonObject): boolean {
  return deref(schema).format === 'uuid';
}

/** A full sample of any schema: a named one directly, an inline one through a throwaway name. */
function sampleOf(schema: JsonObject): Json {
  const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/$defs/', '') : undefined;
  if (ref) return sample(bundle, ref, { mode: 'full' });
  extraDefs += 1;
  const name = `HiddenWalkSample${extraDefs}`;
  bundle.add({ name, tsName: name, origin: 'derived', schema });
  return sample(bundle, name, { mode: 'full' });
}

function slotKinds(name: string, parent: JsonObject | undefined, at: string, what: string, problems: string[]): Pick<Slot, 'kinds' | 'kindPointer'> {
  const kindSchema = parent && isObj(parent.properties) && isObj(parent.properties.kind) ? deref(parent.properties.kind) : undefined;
  if (name === 'id' && kindSchema && Array.isArray(kindSchema.enum)) {
    return { kinds: kindSchema.enum.map(String), kindPointer: `${at.slice(0, at.lastIndexOf('/'))}/kind` };
  }
  const kind = KIND_OF[name];
  if (!kind) problems.push(`${what}: the ID field ${name} (${at}) names nothing known; add it to KIND_OF`);
  return { kinds: kind ? [kind] : [] };
}

/** Every UUID-valued member of a schema, by JSON pointer into its full sample. */
function idSlots(schema: JsonObject, where: 'body', what: string, problems: string[], at = '', name = '', parent?: JsonObject): Slot[] {
  const s = deref(schema);
  if (s.format === 'uuid') return [{ where, name, pointer: at, ...slotKinds(name, parent, at, what, problems) }];
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return idSlots(((s.oneOf ?? s.anyOf) as JsonObject[])[0]!, where, what, problems, at, name, parent);
  if (Array.isArray(s.allOf)) return idSlots(s.allOf[0] as JsonObject, where, what, problems, at, name, parent);
  if (s.type === 'array' && isObj(s.items)) return idSlots(s.items, where, what, problems, `${at}/0`, name, parent);
  if (isObj(s.properties)) return Object.entries(s.properties).flatMap(([p, ps]) => (isObj(ps) ? idSlots(ps, where, what, problems, `${at}/${p}`, p, s) : []));
  return [];
}

function readOperations(openapi: JsonObject, problems: string[]): Operation[] {
  const components = isObj(openapi.components) ? openapi.components : {};
  const paramRefs = isObj(components.parameters) ? components.parameters : {};
  const param = (p: Json): JsonObject => {
    const o = isObj(p) && typeof p.$ref === 'string' ? paramRefs[p.$ref.split('/').pop()!] : p;
    if (!isObj(o)) throw new Error(`unresolvable parameter ${JSON.stringify(p)}`);
    return o;
  };
  const out: Operation[] = [];
  for (const [route, item] of Object.entries(openapi.paths as JsonObject)) {
    if (!isObj(item)) continue;
    for (const key of Object.keys(item)) {
      if (!PATH_ITEM_FIELDS.has(key) && !(METHODS as readonly string[]).includes(key)) problems.push(`${route}: the walk does not know the path item member ${key}`);
    }
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const label = `${method.toUpperCase()} ${route} (${String(op.operationId)})`;
      const params = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(op.parameters) ? op.parameters : [])].map(param).map((p) => ({
        name: String(p.name),
        in: String(p.in),
        required: p.required === true,
        schema: bundled(p.schema ?? {}) as JsonObject,
      }));
      const slots: Slot[] = params
        .filter((p) => isUuid(p.schema))
        .map((p) => ({ where: p.in as Slot['where'], name: p.name, pointer: p.name, ...slotKinds(p.name, undefined, p.name, label, problems) }));
      let bodySchema: JsonObject | undefined;
      if (isObj(op.requestBody)) {
        const content = isObj(op.requestBody.content) ? op.requestBody.content : {};
        const json = content['application/json'];
        if (!isObj(json) || !isObj(json.schema)) problems.push(`${label}: no application/json request body schema to build a request from`);
        else {
          bodySchema = bundled(json.schema) as JsonObject;
          slots.push(...idSlots(bodySchema, 'body', label, problems));
        }
      }
      out.push({ label, public: Array.isArray(op.security) && op.security.length === 0, method: method.toUpperCase(), path: route, params, bodySchema, slots });
    }
  }
  return out;
}

// ---------------------------------------------------------------- the world of one caller

interface Kinds {
  /** Things of this kind that exist and that the caller cannot see. */
  hidden: Record<string, { label: string; id: string }[]>;
  /** A value of this kind the caller may name, for the other IDs of a request. */
  visible: Record<string, string>;
}

interface Caller {
  name: string;
  client: TestClient;
  kinds: Kinds;
}

interface World {
  instance: string;
  epoch: string;
  callers: Caller[];
}

let world: World;

async function newPrincipal(handle: string): Promise<string> {
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO principals (id, kind, handle, display_name) VALUES ($1, 'user', $2, $2)`, [id, handle]);
  return id;
}

async function newThread(channel: string, space: string): Promise<string> {
  const id = uuidv7();
  await t.db.pool.query(`INSERT INTO threads (id, channel_id, space_id) VALUES ($1, $2, $3)`, [id, channel, space]);
  return id;
}

async function ok<T>(r: Promise<{ status: number; text: string; body: T }>, status: number): Promise<T> {
  const res = await r;
  expect(res.status, res.text).toBe(status);
  return res.body;
}

/**
 * The demo space S with channel A (the callers' own), channel B (hidden from them)
 * and a space T with channel C (hidden), each with a thread, a message, a grant
 * and, in B, an import; another person's session, device and gateway session.
 */
async function buildWorld(): Promise<World> {
  const alex = await t.client('alex');
  const S = t.ids.space;
  const tag = uuidv7().slice(-6);
  const A = (await ok(alex.request<{ id: string }>('POST', `/api/v1/spaces/${S}/channels`, { body: { name: `own-${tag}` } }), 201)).id;
  const B = (await ok(alex.request<{ id: string }>('POST', `/api/v1/spaces/${S}/channels`, { body: { name: `hidden-${tag}` } }), 201)).id;
  const T = uuidv7();
  await t.db.pool.query(`INSERT INTO spaces (id, name) VALUES ($1, 'Hidden space')`, [T]);
  const C = (await ok(alex.request<{ id: string }>('POST', `/api/v1/spaces/${T}/channels`, { body: { name: `hidden-${tag}` } }), 201)).id;
  const [tA, tB, tC] = [await newThread(A, S), await newThread(B, S), await newThread(C, T)];
  const mB = (await ok(alex.postMessage(tB, 'in a hidden channel'), 201)).id;
  const mC = (await ok(alex.postMessage(tC, 'in a hidden space'), 201)).id;
  const gB = (await ok(alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: t.ids.sam }, target: { kind: 'channel', id: B }, level: 'read' } }), 201)).id;
  const gT = (await ok(alex.request<{ id: string }>('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: t.ids.sam }, target: { kind: 'space', id: T }, level: 'read' } }), 201)).id;
  const importB = uuidv7();
  await ok(alex.request('POST', `/api/v1/threads/${tB}/import-batches`, { body: { import_id: importB, batch: 1, messages: [{ author_id: t.ids.alex, content_md: 'imported', created_at: new Date().toISOString() }] } }), 200);
  // Runs of the helper agent in the hidden threads (15.3): a run is known with read on its channel.
  const [runB, runC] = [uuidv7(), uuidv7()];
  for (const [run, thread, channel, space] of [[runB, tB, B, S], [runC, tC, C, T]] as const) {
    await t.db.pool.query(
      `INSERT INTO runs (id, agent_id, thread_id, channel_id, space_id, trigger_kind, trigger_principal_id, document)
       VALUES ($1, $2, $3, $4, $5, 'mention', $6, '{"state":"queued","version":1,"steps":{},"followups":{}}')`,
      [run, t.ids.helper, thread, channel, space, t.ids.alex],
    );
  }
  // The helper agent's webhook subscription (15.6): known to the agent and instance managers only (D125).
  const subscription = uuidv7();
  await t.db.pool.query(`INSERT INTO webhook_subscriptions (id, url, agent_id) VALUES ($1, 'https://hooks.example/helper', $2)`, [subscription, t.ids.helper]);
  const { rows: sessions } = await t.db.pool.query<{ id: string }>('SELECT id FROM sessions WHERE device_id = $1', [alex.deviceId]);
  const gw = await GatewayTestClient.connect(t.server.url);
  const ready = await gw.identify(alex);
  gw.close();
  const { rows: inst } = await t.db.pool.query<{ id: string; sync_epoch: string }>('SELECT id, sync_epoch FROM instance');

  const hidden: Kinds['hidden'] = {
    space: [{ label: 'a space without any grant', id: T }],
    channel: [
      { label: 'a channel of a visible space', id: B },
      { label: 'a channel of a hidden space', id: C },
    ],
    thread: [
      { label: 'a thread of a hidden channel', id: tB },
      { label: 'a thread of a hidden space', id: tC },
    ],
    message: [
      { label: 'a message of a hidden channel', id: mB },
      { label: 'a message of a hidden space', id: mC },
    ],
    grant: [
      { label: "another person's grant on a hidden channel", id: gB },
      { label: "another person's grant on a hidden space", id: gT },
    ],
    session: [{ label: "another person's session", id: sessions[0]!.id }],
    device: [{ label: "another person's device", id: alex.deviceId }],
    gateway_session: [{ label: "another person's gateway session", id: ready.d.gateway_session_id }],
    import: [{ label: 'an import into a hidden thread', id: importB }],
    run: [
      { label: 'a run in a hidden channel', id: runB },
      { label: 'a run in a hidden space', id: runC },
    ],
    webhook_subscription: [{ label: "an agent's webhook subscription", id: subscription }],
  };
  // A reader of the whole demo space sees B and what is in it; sam's grant on B stays hidden (D49: a grant is known to its subject and its managers).
  const hiddenFromSpaceReader: Kinds['hidden'] = { ...hidden, channel: [hidden.channel![1]!], thread: [hidden.thread![1]!], message: [hidden.message![1]!], import: [], run: [hidden.run![1]!] };
  const callers: Caller[] = [];
  for (const [name, level, target, hiddenThings] of [
    ['a manager of one channel', 'manage', { kind: 'channel', id: A }, hidden],
    ['a reader of one channel', 'read', { kind: 'channel', id: A }, hidden],
    ['a reader of the demo space', 'read', { kind: 'space', id: S }, hiddenFromSpaceReader],
  ] as const) {
    const handle = `${level}-${target.kind}-${tag}`;
    const id = await newPrincipal(handle);
    await ok(alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id }, target, level } }), 201);
    const client = await t.client(handle);
    const mA = (await ok(alex.postMessage(tA, `for ${handle}`), 201)).id;
    callers.push({
      name,
      client,
      kinds: {
        hidden: hiddenThings,
        visible: { instance: inst[0]!.id, epoch: inst[0]!.sync_epoch, space: S, channel: A, thread: tA, message: mA, principal: id, device: client.deviceId },
      },
    });
  }
  return { instance: inst[0]!.id, epoch: inst[0]!.sync_epoch, callers };
}

// ---------------------------------------------------------------- building and comparing requests

/** The value of a slot that is not under test: something the caller may name, or a fresh ID. */
function companion(kinds: Kinds, slot: Slot, what: string): { kind: string; id: string } {
  const kind = slot.kinds[0]!;
  const id = kinds.visible[kind] ?? (FRESH_COMPANION.has(kind) ? uuidv7() : undefined);
  if (!id) throw new Error(`${what}: no value of kind ${kind} for ${slot.name}; give the caller a visible ${kind}`);
  return { kind, id };
}

const FUTURE = () => new Date(Date.now() + 86_400_000).toISOString();

function futureTimes(v: Json): Json {
  if (v === SAMPLE_TIME) return FUTURE();
  if (Array.isArray(v)) return v.map(futureTimes);
  if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, futureTimes(x)]));
  return v;
}

interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Json;
  /** Every ID the request carries that the answer may echo. */
  ids: string[];
}

function buildRequest(op: Operation, kinds: Kinds, test: { slot: Slot; kind: string; id: string }): BuiltRequest {
  const values = new Map<Slot, { kind: string; id: string }>();
  for (const s of op.slots) values.set(s, s === test.slot ? { kind: test.kind, id: test.id } : companion(kinds, s, op.label));
  const ids = [...values.values()].map((v) => v.id);
  let url = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of op.params) {
    const slot = op.slots.find((s) => s.where === p.in && s.name === p.name);
    const value = slot ? values.get(slot)!.id : String(sampleOf(p.schema));
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && (p.required || slot)) query.set(p.name, value);
    else if (p.in === 'header') headers[p.name] = value;
  }
  if (/[{}]/.test(url)) throw new Error(`${op.label}: the path ${url} has a parameter the contract does not describe`);
  let body: Json | undefined;
  if (op.bodySchema) {
    body = futureTimes(sampleOf(op.bodySchema));
    for (const s of op.slots.filter((x) => x.where === 'body')) {
      const v = values.get(s)!;
      body = withPointer(body, s.pointer, v.id);
      if (s.kindPointer) body = withPointer(body, s.kindPointer, v.kind);
    }
  }
  return { method: op.method, url: `/api/v1${url}${query.size ? `?${query}` : ''}`, headers, body, ids };
}

/** Headers that differ between any two answers. */
const VOLATILE_HEADERS = new Set(['date', 'dpop-nonce', 'content-length', 'etag', 'connection', 'keep-alive']);

/** An answer as it can be compared: IDs of the request replaced, a success by its shape only. */
function comparable(res: { status: number; headers: Headers; text: string; body: unknown }, ids: string[]): string {
  let text = res.text;
  for (const id of ids) text = text.split(id).join('<id>');
  const headers = [...res.headers.entries()].map(([k, v]) => (VOLATILE_HEADERS.has(k) ? k : `${k}: ${ids.reduce((x, id) => x.split(id).join('<id>'), v)}`)).sort();
  const shape = (v: unknown): unknown => (Array.isArray(v) ? v.map(shape) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : typeof v);
  let body: unknown = text;
  if (res.status < 300) {
    try {
      body = shape(text ? JSON.parse(text) : undefined);
    } catch {
      body = text;
    }
  }
  return JSON.stringify({ status: res.status, headers, body });
}

function summary(res: { status: number; body: unknown }): string {
  const b = res.body as { code?: string; detail?: string } | undefined;
  return `${res.status}${b?.code ? ` ${b.code}` : ''}${b?.detail ? ` (${b.detail})` : ''}`;
}

interface WalkResult {
  findings: Finding[];
  /** What each made-up ID got, to show that the requests reach the routes. */
  answered?: string[];
  compared: string[];
  skipped: string[];
}

/** Every REST operation, every caller, every ID slot, every hidden thing of its kind against a fresh ID. */
async function walkRest(): Promise<WalkResult> {
  const findings: Finding[] = [];
  const compared = new Set<string>();
  const skipped: string[] = [];
  const answered: string[] = [];
  for (const op of operations) {
    if (op.public) {
      skipped.push(`${op.label}: served without a principal (security: []), so nothing is hidden from anyone`);
      continue;
    }
    const hideable = op.slots.filter((s) => s.kinds.some((k) => !NOT_HIDEABLE[k]));
    if (!hideable.length) {
      const names = op.slots.map((s) => `${s.name}: ${s.kinds.map((k) => NOT_HIDEABLE[k]).join('; ')}`);
      skipped.push(`${op.label}: names no resource that could be hidden${names.length ? ` (${names.join(', ')})` : ''}`);
      continue;
    }
    for (const caller of world.callers) {
      for (const slot of hideable) {
        for (const kind of slot.kinds) {
          if (NOT_HIDEABLE[kind]) continue;
          const things = caller.kinds.hidden[kind];
          if (!things) throw new Error(`${op.label}: ${slot.name} names a ${kind}, and the walk has no hidden ${kind} to name; add one to buildWorld`);
          for (const thing of things) {
            const missingId = uuidv7();
            const answers = [];
            for (const id of [thing.id, missingId]) {
              const r = buildRequest(op, caller.kinds, { slot, kind, id });
              const res = await caller.client.request(r.method, r.url, { headers: r.headers, body: r.body });
              answers.push({ res, ids: r.ids });
            }
            const [h, m] = answers as [(typeof answers)[0], (typeof answers)[0]];
            compared.add(op.label);
            answered.push(`${caller.name} | ${op.label} ${slot.name}=${kind}: ${summary(m.res)}`);
            if (comparable(h.res, h.ids) !== comparable(m.res, m.ids)) {
              const [hs, ms] = [summary(h.res), summary(m.res)];
              findings.push({ caller: caller.name, what: `${op.label} ${slot.name} = ${thing.label}`, hidden: hs !== ms ? hs : comparable(h.res, h.ids), missing: hs !== ms ? ms : comparable(m.res, m.ids) });
            }
          }
        }
      }
    }
  }
  return { findings, compared: [...compared], skipped, answered };
}

// ---------------------------------------------------------------- the gateway

function readFrames(model: ReturnType<typeof buildModel>, problems: string[]) {
  return model.clientFrames.map((f) => {
    const schema = bundle.get(f.schema).schema;
    const d = isObj(schema.properties) && isObj(schema.properties.d) ? schema.properties.d : {};
    return { op: f.op, schema: f.schema, slots: idSlots(d, 'body', `client op ${f.op}`, problems, '/d') };
  });
}

function frameFor(f: (typeof frames)[0], kinds: Kinds, test: { slot: Slot; kind: string; id: string }): { frame: Json; ids: string[] } {
  let frame = futureTimes(sample(bundle, f.schema, { mode: 'full' }));
  const ids: string[] = [];
  for (const s of f.slots) {
    const v = s === test.slot ? test : s.kinds[0] === 'epoch' ? { kind: 'epoch', id: world.epoch } : companion(kinds, s, `client op ${f.op}`);
    frame = withPointer(frame, s.pointer, v.id);
    ids.push(v.id);
  }
  return { frame, ids };
}

function normalized(text: string, ids: string[]): string {
  return ids.reduce((x, id) => x.split(id).join('<id>'), text);
}

/** identify and resume: what a new connection gets for the frame, up to ready/resumed or the close. */
async function connectionAnswer(who: TestClient, frame: Json, ids: string[]): Promise<string> {
  const c = await GatewayTestClient.connect(t.server.url);
  try {
    const hello = await c.hello();
    const d = (frame as JsonObject).d as JsonObject;
    d.access_token = who.accessToken;
    d.dpop = await who.proofFor('GET', c.htu, hello.d.dpop_nonce);
    c.send(frame);
    const deadline = Date.now() + 5000;
    while (!c.closed && !c.frames.some((x) => x.op === ServerOp.Ready || x.op === ServerOp.Resumed) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const got = c.frames.slice(1).map((x) => (x.op === ServerOp.Error ? normalized(JSON.stringify(x), ids) : x.op));
    return JSON.stringify({ frames: got, closed: c.closed ? { code: c.closed.code, reason: normalized(c.closed.reason, ids) } : 'open' });
  } finally {
    c.terminate();
  }
}

/** An op on a live connection: the error frames it brings, up to the answer of a heartbeat sent after it. */
async function opAnswer(c: GatewayTestClient, frame: Json, ids: string[]): Promise<string> {
  const from = c.frames.length;
  c.send(frame);
  c.send({ op: ClientOp.Heartbeat, d: {} });
  await c.waitFor(ServerOp.HeartbeatAck, () => true, 5000, from);
  const got = c.frames.slice(from).filter((x: ServerFrame) => x.op === ServerOp.Error);
  return normalized(JSON.stringify({ errors: got, closed: c.closed ?? 'open' }), ids);
}

async function walkGateway(): Promise<WalkResult> {
  const findings: Finding[] = [];
  const compared = new Set<string>();
  const skipped: string[] = [];
  for (const f of frames) {
    const hideable = f.slots.filter((s) => s.kinds.some((k) => !NOT_HIDEABLE[k]));
    if (!hideable.length) {
      skipped.push(`client op ${f.op}: names no resource that could be hidden${f.slots.length ? ` (${f.slots.map((s) => `${s.name}: ${s.kinds.map((k) => NOT_HIDEABLE[k]).join('; ')}`).join(', ')})` : ''}`);
      continue;
    }
    for (const caller of world.callers) {
      const live = f.op === ClientOp.Identify || f.op === ClientOp.Resume ? undefined : await GatewayTestClient.connect(t.server.url);
      try {
        if (live) {
          await live.identify(caller.client);
          await live.waitFor(ServerOp.CatchupComplete);
        }
        for (const slot of hideable) {
          for (const kind of slot.kinds) {
            const things = caller.kinds.hidden[kind];
            if (!things) throw new Error(`client op ${f.op}: ${slot.name} names a ${kind}, and the walk has no hidden ${kind} to name; add one to buildWorld`);
            for (const thing of things) {
              const answers: string[] = [];
              for (const id of [thing.id, uuidv7()]) {
                const { frame, ids } = frameFor(f, caller.kinds, { slot, kind, id });
                answers.push(live ? await opAnswer(live, frame, ids) : await connectionAnswer(caller.client, frame, ids));
              }
              compared.add(`client op ${f.op}`);
              if (answers[0] !== answers[1]) findings.push({ caller: caller.name, what: `client op ${f.op} ${slot.name} = ${thing.label}`, hidden: answers[0]!, missing: answers[1]! });
            }
          }
        }
      } finally {
        live?.terminate();
      }
    }
  }
  return { findings, compared: [...compared], skipped };
}

// ---------------------------------------------------------------- the tests

const t = useTestServer({ 'rl.gateway_connect': '100000/1m' });
beforeAll(async () => {
  const contracts = await loadContracts(CONTRACTS);
  const model = buildModel(contracts);
  bundle = model.bundle;
  const problems: string[] = [];
  operations = readOperations(contracts.openapi, problems);
  frames = readFrames(model, problems);
  // A UUID the walk cannot place fails here, before anything runs.
  expect(problems).toEqual([]);
  world = await buildWorld();
}, 120_000);

describe('a hidden resource answers like a missing one (D17, D49; 7.2)', () => {
  it('on every REST operation of the contract: same status, code, body and headers for a hidden and a made-up ID', async () => {
    const r = await walkRest();
    for (const s of r.skipped) console.log(`skipped ${s}`);
    // Every made-up ID reached its route: none was refused for a request the walk built badly.
    expect(r.answered!.filter((a) => /: (400|401|415|5\d\d)\b/.test(a))).toEqual([]);
    // ... and a route of its own: none fell through to the 404 of a path no route serves (a route module left out of the routers, D546).
    expect(r.answered!.filter((a) => a.includes('(no route '))).toEqual([]);
    // The walk reached every operation that names something hideable, for both callers.
    expect(r.compared.length).toBeGreaterThan(10);
    expect(r.compared.length + r.skipped.length).toBe(operations.length);
    // The run's read and its agent's lifecycle (D97): a hidden run answers as a missing one on each.
    expect(r.compared).toEqual(expect.arrayContaining(['getRun', 'startRun', 'renewInvocationToken', 'finishRun'].map((id) => expect.stringContaining(`(${id})`))));
    expect(r.findings).toEqual([]);
  }, 120_000);

  it('on every client op of the gateway: the same error frames and close for a hidden and a made-up ID', async () => {
    const r = await walkGateway();
    for (const s of r.skipped) console.log(`skipped ${s}`);
    expect(r.compared).toEqual(expect.arrayContaining(['client op typing.start', 'client op focus', 'client op stats.subscribe', 'client op resume', 'client op identify']));
    expect(r.compared.length + r.skipped.length).toBe(frames.length);
    expect(r.findings).toEqual([]);
  }, 120_000);

  it('twin: the walk fails when one route answers 403 for a channel the caller cannot see', async () => {
    const proto = PermissionAdmin.prototype as unknown as { updateChannel: (auth: AuthContext, v: Visibility, id: string, patch: object) => Promise<unknown> };
    const real = proto.updateChannel;
    // The check as it was: manage on the target decides, whether the caller can see it or not.
    proto.updateChannel = async function (this: { ctx: TestServer['server']['ctx'] }, auth, v, id, patch) {
      const { rows } = await this.ctx.pool.query<{ space_id: string }>('SELECT space_id FROM channels WHERE id = $1', [id]);
      if (rows[0] && !authorize(v, 'channel.manage', { spaceId: rows[0].space_id, channelId: id }).allowed) throw new DomainError(ProblemCode.Forbidden, 'changing a channel needs manage on the target');
      return real.call(this, auth, v, id, patch);
    };
    try {
      const r = await walkRest();
      expect(r.findings.map((f) => f.what)).toEqual(expect.arrayContaining([expect.stringContaining('updateChannel')]));
      expect(r.findings.every((f) => f.what.includes('updateChannel')), JSON.stringify(r.findings, null, 1)).toBe(true);
    } finally {
      proto.updateChannel = real;
    }
  }, 120_000);

  it('twin: the gateway walk fails when typing.start answers forbidden for a thread the caller cannot see', async () => {
    type Conn = { gw: { ctx: TestServer['server']['ctx'] }; visibility: Visibility; sendError(op: string, code: ProblemCode, detail: string): void };
    const proto = GatewayConnection.prototype as unknown as { handleOp(this: Conn, frame: { op: string; d: { thread_id?: string } }): Promise<void> };
    const real = proto.handleOp;
    // The check as a careless op would write it: it tells an existing thread from a missing one.
    proto.handleOp = async function (frame) {
      if (frame.op === ClientOp.TypingStart) {
        const { rows } = await this.gw.ctx.pool.query<{ space_id: string; channel_id: string }>('SELECT space_id, channel_id FROM threads WHERE id = $1', [frame.d.thread_id]);
        if (rows[0] && !authorize(this.visibility, 'thread.read', { spaceId: rows[0].space_id, channelId: rows[0].channel_id }).allowed) {
          return this.sendError(frame.op, ProblemCode.Forbidden, 'typing needs read on the thread');
        }
      }
      return real.call(this, frame);
    };
    try {
      const r = await walkGateway();
      expect(r.findings.length).toBeGreaterThan(0);
      expect(r.findings.every((f) => f.what.startsWith('client op typing.start')), JSON.stringify(r.findings, null, 1)).toBe(true);
    } finally {
      proto.handleOp = real;
    }
  }, 120_000);
});
