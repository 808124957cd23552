import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildModel, loadContracts, pascalCase, sample, type Json, type JsonObject } from '@bothy/codegen';
import { parseRecordingStrict } from '@bothy/conformance';
import { ClientOp, clientOps, CloseCode, closeCodes, ProblemCode, problemCodes, ServerOp } from '@bothy/generated';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/internal/free-port.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { useTestDatabase } from '../support/database.ts';
import { GatewayTestClient } from '../support/gateway-client.ts';
import { TestClient } from '../support/server.ts';

// Bad input never costs a 5xx, a crash or a leaked secret (2.2, 2.3, 6.4, 13.2;
// D43, D44). Arbitrary JSON (deep, wide, every UTF-16 code unit including
// U+0000 and lone surrogates, huge numbers, duplicate keys, wrong types) goes
// to every write route of contracts/openapi.yaml and as every client op of the
// gateway, to a server in its own process with frame recording on. Property:
// every answer is below 500 with a problem code of the contracts, every close
// is a 6.4 code other than 4000, the process stays up and answers, and no
// access token, DPoP proof or API token of the test is in a recording line or
// a log line. The twin runs the same property against a server with the input
// policy switched off (BOTHY_TEST_INPUT_POLICY=off) and must see it fail.
// Bounded: a fixed number of runs and a time limit per property.

const REST_RUNS = 250;
const GATEWAY_RUNS = 120;
const TWIN_RUNS = 1_000;
const TIME_LIMIT_MS = 60_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const JWS = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

// ------------------------------------------------------------------ values

/** Text written into the JSON as it is: deep nests, wide arrays, number literals JSON.parse cannot hold, duplicate keys. */
class Raw {
  constructor(readonly text: string) {}
}
/** A secret of the test, written at send time (a proof is signed for the connection's nonce). */
class Secret {
  constructor(readonly kind: 'token' | 'proof' | 'api_token') {}
}
type Value = Json | Raw | Secret | Value[] | { [k: string]: Value };
type Secrets = Record<Secret['kind'], string>;

function toText(v: Value, s?: Secrets): string {
  if (v instanceof Raw) return v.text;
  if (v instanceof Secret) return JSON.stringify(s?.[v.kind] ?? 'secret');
  if (Array.isArray(v)) return `[${v.map((x) => toText(x, s)).join(',')}]`;
  if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${toText(x, s)}`).join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

const nest = (d: number) => '['.repeat(d) + ']'.repeat(d);
const rawArb: fc.Arbitrary<Raw> = fc
  .oneof(
    { arbitrary: fc.integer({ min: 1, max: 200_000 }).map(nest), weight: 3 },
    { arbitrary: fc.integer({ min: 1, max: 50_000 }).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)), weight: 2 },
    fc.integer({ min: 1_000, max: 100_000 }).map((n) => `[${new Array<string>(n).fill('0').join(',')}]`),
    fc.integer({ min: 100, max: 20_000 }).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`),
    // Over server.max_request_bytes and sync.ws_max_frame_bytes (both 1 MiB by default).
    fc.constant(JSON.stringify('x'.repeat(1_100_000))),
    fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '9223372036854775808', '-9223372036854775809', '1.0', '1e2', '1e-400'),
    fc.constantFrom('"\\u0000"', '"a\\u0000b"', '"\\ud800"', '"\\udc00x"', '"x\\ud83d"', '{"a":1,"a":2}', '{"k":{"x":1,"x":[]}}', '{"\\u0000":1}', '{"\\ud800":1}'),
  )
  .map((t) => new Raw(t));
/** Every UTF-16 code unit, U+0000 and lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const evilString = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('\u0000', 'a\u0000', '\ud800', '\udfff', 'x\ud83d', '\u{1F600}', '\u202e', '\ufeff', '', ' ', 'x'.repeat(100_000)),
);
const evilNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 53, -(2 ** 53) - 2, 2 ** 63, 1e300, -1, 0.5, -0, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31) - 1),
);
const { value: evilValue } = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    evilString,
    evilNumber,
    fc.boolean(),
    fc.constant(null),
    { arbitrary: rawArb, weight: 2 },
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(evilString, tie('value'), { maxKeys: 4 }),
  ),
}));

/** Every place in a value: a list of keys from the root. */
function places(v: Json, at: string[] = []): string[][] {
  const out: string[][] = [];
  if (Array.isArray(v)) v.forEach((x, i) => out.push([...at, String(i)], ...places(x, [...at, String(i)])));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push([...at, k], ...places(x, [...at, k]));
  return out;
}

function replaced(base: Json, at: string[], by: Value): Value {
  if (at.length === 0) return by;
  const copy = structuredClone(base) as Record<string, Value>;
  let o = copy;
  for (const k of at.slice(0, -1)) o = o[k] as Record<string, Value>;
  o[at[at.length - 1]!] = by;
  return copy;
}

/** The same body with its first member written twice. */
function withDuplicate(base: Json): Raw | undefined {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return undefined;
  const entries = Object.entries(base);
  if (entries.length === 0) return undefined;
  const [k, v] = entries[0]!;
  return new Raw(`{${[...entries, [k, v] as const].map(([a, b]) => `${JSON.stringify(a)}:${JSON.stringify(b)}`).join(',')}}`);
}

/** A value of another type than the one at that place: wrong types in every field. */
function wrongType(v: Json): Json {
  if (typeof v === 'string') return 12345;
  if (typeof v === 'number') return 'not a number';
  if (typeof v === 'boolean') return 'true';
  if (v === null) return 0;
  if (Array.isArray(v)) return { not: 'an array' };
  return ['not', 'an object'];
}

/** A sample of the schema with one place replaced, a new member, the whole value, or a duplicate key. */
function valueArb(base: Json | undefined): fc.Arbitrary<Value | undefined> {
  const options: fc.Arbitrary<Value | undefined>[] = [evilValue];
  if (base !== undefined) {
    const all = places(base);
    options.push(fc.constant(base));
    if (all.length) options.push(fc.tuple(fc.nat(), evilValue).map(([i, v]) => replaced(base, all[i % all.length]!, v)));
    if (all.length) options.push(fc.nat().map((i) => replaced(base, all[i % all.length]!, wrongType(pick(base, all[i % all.length]!)))));
    if (typeof base === 'object' && base && !Array.isArray(base)) options.push(fc.tuple(evilString, evilValue).map(([k, v]) => ({ ...(base as JsonObject), [k]: v })));
    const dup = withDuplicate(base);
    if (dup) options.push(fc.constant(dup));
  }
  return fc.oneof(...options);
}

function pick(v: Json, at: string[]): Json {
  let o: Json = v;
  for (const k of at) o = (o as Record<string, Json>)[k]!;
  return o;
}

// ------------------------------------------------------------------ the server in its own process

interface Node {
  child: ChildProcess;
  url: string;
  dir: string;
  output: string[];
  exited?: string;
}


async function startNode(policy: 'on' | 'off'): Promise<Node> {
  const dir = await mkdtemp(path.join(tmpdir(), `bothy-input-${policy}-`));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'test/hardening/server-child.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      BOTHY_SERVER_PORT: String(port),
      BOTHY_SERVER_RECORD_FRAMES_DIR: dir,
      BOTHY_RL_GATEWAY_CONNECT: '100000/1m',
      BOTHY_TEST_INPUT_POLICY: policy,
      BOTHY_TEST_LOG: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const node: Node = { child, url: '', dir, output: [] };
  child.once('exit', (code, signal) => (node.exited = `exit ${code ?? signal}`));
  child.stderr!.on('data', (b: Buffer) => node.output.push(b.toString()));
  node.url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server process did not start within 30 s')), 30_000);
    child.stdout!.on('data', (b: Buffer) => {
      node.output.push(b.toString());
      const m = /\nready (\S+)\n/.exec(node.output.join(''));
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server process exited with ${code}: ${node.output.join('').slice(-2000)}`)));
  });
  return node;
}

async function stopNode(node: Node): Promise<void> {
  if (node.exited) return;
  const done = new Promise<void>((resolve) => node.child.once('exit', () => resolve()));
  node.child.kill('SIGTERM');
  const timer = setTimeout(() => node.child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}

// ------------------------------------------------------------------ the world of one node

interface World {
  node: Node;
  person: TestClient;
  apiToken: string;
  messageId: string;
  /** Every secret the test used or was given. */
  secrets: Set<string>;
}

async function newPerson(w: Pick<World, 'node' | 'secrets'>): Promise<TestClient> {
  const p = await TestClient.register(w.node.url, 'sam');
  w.secrets.add(p.accessToken);
  const sign = p.proofFor.bind(p);
  p.proofFor = async (...args: Parameters<TestClient['proofFor']>) => {
    const proof = await sign(...args);
    w.secrets.add(proof);
    return proof;
  };
  return p;
}

async function newWorld(node: Node): Promise<World> {
  const secrets = new Set<string>();
  const person = await newPerson({ node, secrets });
  const res = await fetch(`${node.url}/api/v1/dev/api-tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ principal: 'helper' }) });
  const apiToken = ((await res.json()) as { api_token: string }).api_token;
  secrets.add(apiToken);
  const posted = await person.postMessage(db.ids.welcomeThread, 'a message to edit and delete');
  return { node, person, apiToken, messageId: posted.body.id, secrets };
}

/** Keeps every token an answer hands out (the dev routes issue them) among the secrets. */
function collectSecrets(w: World, text: string) {
  for (const m of text.matchAll(/"(?:access_token|api_token|invocation_token)":"([^"]+)"/g)) w.secrets.add(m[1]!);
}

// ------------------------------------------------------------------ REST

interface Route {
  method: (typeof WRITE_METHODS)[number];
  template: string;
  params: string[];
  body?: Json;
}

let routes: Route[] = [];
let frameSamples: Record<string, Json> = {};

const FRESH_KEY = 'fresh-uuidv7';
interface RestPlan {
  route: number;
  params: string[];
  query: string;
  body: Value | undefined;
  auth: 'person' | 'agent' | 'none';
  idempotencyKey?: string;
  ifMatch?: string;
}

const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });
const paramArb = fc.oneof(
  { arbitrary: fc.constant('known'), weight: 4 },
  fc.constant('missing'),
  fc.constantFrom('not-a-uuid', '%00', '%E0%A4%A', '%ED%A0%80', '99999999999999999999', 'a'.repeat(3000), '..', '%2F', '00000000-0000-0000-0000-000000000000', 'ui.%00'),
  ascii.map((s) => encodeURIComponent(s)),
);
const queryArb = fc
  .array(
    fc.tuple(
      fc.constantFrom('after', 'limit', 'epoch', 'after_seq', 'x'),
      fc.oneof(fc.constantFrom('%00', '99999999999999999999999', '-1', '1e3', '%ED%A0%80', '', 'a', '0'), ascii.map((s) => encodeURIComponent(s))),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

function restPlanArb(): fc.Arbitrary<RestPlan> {
  return fc.nat(routes.length - 1).chain((i) =>
    fc.record({
      route: fc.constant(i),
      params: fc.tuple(...routes[i]!.params.map(() => paramArb)).map((p) => p as string[]),
      query: queryArb,
      body: valueArb(routes[i]!.body),
      auth: fc.constantFrom('person', 'person', 'person', 'agent', 'none'),
      idempotencyKey: fc.option(fc.oneof(fc.constant(FRESH_KEY), ascii, fc.constant(uuidv7()), fc.constant('k'.repeat(20_000))), { nil: undefined }),
      ifMatch: fc.option(fc.oneof(fc.constantFrom('"1"', '"99999999999999999999999"', 'W/"0"', '*', '"-1"', '"1e3"'), ascii), { nil: undefined }),
    }),
  );
}

function knownId(w: World, name: string): string {
  switch (name) {
    case 'thread_id':
      return db.ids.welcomeThread;
    case 'message_id':
      return w.messageId;
    case 'space_id':
      return db.ids.space;
    case 'channel_id':
      return db.ids.general;
    case 'principal_id':
      return db.ids.alex;
    case 'key':
      return 'ui.property';
    default:
      return uuidv7();
  }
}

/** Sends one plan; returns what breaks the property, or undefined. */
async function sendRest(w: World, plan: RestPlan): Promise<string | undefined> {
  const route = routes[plan.route]!;
  let p = route.template;
  route.params.forEach((name, i) => {
    const v = plan.params[i]!;
    p = p.replace(`{${name}}`, v === 'known' ? knownId(w, name) : v === 'missing' ? randomUUID() : v);
  });
  const target = `/api/v1${p}${plan.query}`;
  const headers: Record<string, string> = {};
  if (plan.idempotencyKey !== undefined) headers['idempotency-key'] = plan.idempotencyKey === FRESH_KEY ? uuidv7() : plan.idempotencyKey;
  if (plan.ifMatch !== undefined) headers['if-match'] = plan.ifMatch;
  const body = plan.body === undefined ? undefined : toText(plan.body);
  let res: { status: number; text: string; body: unknown };
  try {
    if (plan.auth === 'person') {
      res = await w.person.request(route.method.toUpperCase(), target, { body, headers });
    } else {
      const r = await fetch(new URL(target, w.node.url), {
        method: route.method.toUpperCase(),
        headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(plan.auth === 'agent' ? { authorization: `DPoP ${w.apiToken}` } : {}) },
        body,
      });
      const text = await r.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      res = { status: r.status, text, body: parsed };
    }
  } catch (err) {
    return `${route.method} ${route.template}: no answer (${(err as Error).message})${w.node.exited ? `; the server process ended: ${w.node.exited}` : ''}`;
  }
  collectSecrets(w, res.text);
  const code = (res.body as { code?: unknown } | undefined)?.code;
  if (res.status >= 500) return `${route.method} ${route.template}: ${res.status} ${res.text.slice(0, 300)}`;
  if (res.status >= 400) {
    if (typeof code !== 'string' || !(code in problemCodes)) return `${route.method} ${route.template}: ${res.status} without a contract problem code: ${res.text.slice(0, 300)}`;
    if (problemCodes[code as ProblemCode].status !== res.status) return `${route.method} ${route.template}: ${code} answered with ${res.status}`;
    if (code === ProblemCode.Revoked && plan.auth === 'person') w.person = await newPerson(w);
  }
  if (w.node.exited) return `the server process ended: ${w.node.exited}`;
  return undefined;
}

// ------------------------------------------------------------------ gateway

interface GatewayPlan {
  phase: 'after_hello' | 'person' | 'agent';
  frame: Value;
}

const secretShapes = (s: Secret): fc.Arbitrary<Value> => fc.constantFrom<Value>(s, [s], { value: s }, [[s]], { a: [s] });

function gatewayPlanArb(): fc.Arbitrary<GatewayPlan> {
  const frames = fc.constantFrom(...clientOps).chain((op) => {
    const base = frameSamples[op]!;
    if (op === ClientOp.Identify || op === ClientOp.Resume) {
      // Secrets in every shape under their own field names, the frame otherwise arbitrary.
      return fc.tuple(secretShapes(new Secret('token')), secretShapes(new Secret('proof')), valueArb(base), fc.boolean()).map(([token, proof, v, agent]) => {
        const frame = (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Raw) && !(v instanceof Secret) ? { ...v } : { op, d: v ?? null }) as Record<string, Value>;
        const d = frame.d && typeof frame.d === 'object' && !Array.isArray(frame.d) && !(frame.d instanceof Raw) ? { ...(frame.d as Record<string, Value>) } : {};
        if (agent) d.api_token = new Secret('api_token');
        else d.access_token = token;
        d.dpop = proof;
        return { ...frame, d } as Value;
      });
    }
    return valueArb(base).map((v) => v ?? null);
  });
  return fc.record({ phase: fc.constantFrom('after_hello', 'after_hello', 'person', 'agent'), frame: frames });
}

const ANSWER_MS = 5_000;

async function sendFrame(w: World, plan: GatewayPlan): Promise<string | undefined> {
  let c: GatewayTestClient;
  try {
    c = await GatewayTestClient.connect(w.node.url);
  } catch (err) {
    return `the gateway does not answer (${(err as Error).message})${w.node.exited ? `; the server process ended: ${w.node.exited}` : ''}`;
  }
  try {
    const hello = await c.hello();
    const nonce = hello.d.dpop_nonce;
    if (plan.phase === 'person') {
      await c.identify(w.person);
      await c.waitFor(ServerOp.CatchupComplete);
    } else if (plan.phase === 'agent') {
      c.send({ op: ClientOp.Identify, d: { api_token: w.apiToken, protocol_version: 1, consumer: 'default' } });
      await c.waitFor(ServerOp.CatchupComplete);
    }
    const secrets: Secrets = { token: w.person.accessToken, proof: await w.person.proofFor('GET', c.htu, nonce), api_token: w.apiToken };
    const before = c.frames.length;
    c.sendRaw(toText(plan.frame, secrets));
    c.send({ op: ClientOp.Heartbeat, d: {} });
    const deadline = Date.now() + ANSWER_MS;
    while (!c.closed && !c.frames.slice(before).some((f) => f.op === ServerOp.HeartbeatAck) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    for (const f of c.frames.slice(before)) {
      if (f.op === ServerOp.Error && !(f.d.code in problemCodes)) return `error frame with ${String(f.d.code)}, not a contract problem code`;
    }
    if (c.closed) {
      const { code, reason } = c.closed;
      if (!(code in closeCodes) || code === CloseCode.UnknownError) return `closed with ${code} (${reason})${w.node.exited ? `; the server process ended: ${w.node.exited}` : ''}`;
    } else if (!c.frames.slice(before).some((f) => f.op === ServerOp.HeartbeatAck)) {
      return `neither heartbeat_ack nor a close within ${ANSWER_MS} ms; got ${c.ops().slice(before).join(',')}`;
    }
  } catch (err) {
    return `${plan.phase}: ${(err as Error).message}${w.node.exited ? `; the server process ended: ${w.node.exited}` : ''}`;
  } finally {
    c.terminate();
  }
  if (w.node.exited) return `the server process ended: ${w.node.exited}`;
  return undefined;
}

// ------------------------------------------------------------------ secrets afterwards

/** Secrets of the test found in a recording or in log lines; every recording line must be valid. */
function leaksIn(recording: string, log: string, secrets: Iterable<string>): string[] {
  const out: string[] = [];
  parseRecordingStrict(recording, 'recording');
  for (const s of secrets) {
    if (recording.includes(s)) out.push(`a secret in the recording: ${s.slice(0, 20)}...`);
    if (log.includes(s)) out.push(`a secret in the log: ${s.slice(0, 20)}...`);
  }
  for (const m of recording.match(JWS) ?? []) out.push(`a JWS in the recording: ${m.slice(0, 20)}...`);
  return out;
}

/** Stops the node (which flushes its recording) and reads what it wrote. */
async function written(w: World): Promise<{ recording: string; log: string }> {
  await stopNode(w.node);
  const files = await readdir(w.node.dir);
  const recording = (await Promise.all(files.map((f) => readFile(path.join(w.node.dir, f), 'utf8')))).join('');
  return { recording, log: w.node.output.join('') };
}

// ------------------------------------------------------------------ tests

const db = useTestDatabase({ poolSize: 5, seedDemo: true });
beforeAll(async () => {
  const contracts = await loadContracts(path.resolve(root, '../contracts'));
  const model = buildModel(contracts);
  const paths = contracts.openapi.paths as Record<string, Record<string, JsonObject>>;
  routes = Object.entries(paths).flatMap(([template, item]) =>
    WRITE_METHODS.filter((m) => item[m]).map((method) => {
      const ref = ((item[method]!.requestBody as JsonObject | undefined)?.content as Record<string, { schema?: { $ref?: string } }> | undefined)?.['application/json']?.schema?.$ref;
      return { method, template, params: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!), body: ref ? sample(model.bundle, ref.split('/').pop()!) : undefined };
    }),
  );
  frameSamples = Object.fromEntries(clientOps.map((op) => [op, sample(model.bundle, `${pascalCase(op.replace(/\./g, '_'))}Frame`)]));
}, 60_000);

/**
 * One input of the class the policy exists for (D43), for both properties: a body nested 20,000 deep
 * on a route that reads any body (its Idempotency-Key hashes it, recursively). The random search
 * found such inputs without the policy after 17 to 380 runs, and once not in time on a machine
 * loaded by the whole suite (the twin failed so twice in CI); with it the twin fails at once.
 */
function deepBodyPlan(): RestPlan {
  const settings = routes.findIndex((r) => r.method === 'delete' && r.template === '/me/settings/{key}');
  expect(settings, 'DELETE /me/settings/{key} in the contract').toBeGreaterThanOrEqual(0);
  return { route: settings, params: ['known'], query: '', body: new Raw('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)), auth: 'person', idempotencyKey: FRESH_KEY };
}

describe('bad input never costs a 5xx, a crash or a leaked secret (2.2, 2.3, 6.4, 13.2)', () => {
  let w: World;
  beforeAll(async () => {
    w = await newWorld(await startNode('on'));
  }, 60_000);
  afterAll(async () => {
    if (w) {
      await stopNode(w.node);
      await rm(w.node.dir, { recursive: true, force: true });
    }
  });

  it('reads every write route of the contract and every client op', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(Object.keys(frameSamples)).toEqual([...clientOps]);
  });

  it('every write route answers arbitrary JSON, paths, queries and headers below 500 with a contract problem code', async () => {
    await fc.assert(
      fc.asyncProperty(restPlanArb(), async (plan) => {
        const broken = await sendRest(w, plan);
        if (broken) throw new Error(broken);
      }),
      { numRuns: REST_RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, examples: [[deepBodyPlan()]] },
    );
  }, 180_000);

  it('every write route refuses a wrong type in every field of its body with a 4xx, never a 5xx', async () => {
    const broken: string[] = [];
    for (const [i, route] of routes.entries()) {
      if (route.body === undefined) continue;
      for (const at of places(route.body)) {
        const plan: RestPlan = { route: i, params: route.params.map(() => 'known'), query: '', body: replaced(route.body, at, wrongType(pick(route.body, at))), auth: 'person', idempotencyKey: FRESH_KEY };
        const b = await sendRest(w, plan);
        if (b) broken.push(`/${at.join('/')}: ${b}`);
      }
    }
    expect(broken).toEqual([]);
  }, 180_000);

  it('every client op, before and after identify, gets a 6.4 close code (never 4000) or an answer, and the node stays up', async () => {
    await fc.assert(
      fc.asyncProperty(gatewayPlanArb(), async (plan) => {
        const broken = await sendFrame(w, plan);
        if (broken) throw new Error(broken);
      }),
      { numRuns: GATEWAY_RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS },
    );
  }, 180_000);

  it('no recording line and no log line holds an access token, a DPoP proof or an API token', async () => {
    expect(w.secrets.size).toBeGreaterThan(10);
    const { recording, log } = await written(w);
    expect(recording.split('\n').length).toBeGreaterThan(GATEWAY_RUNS);
    expect(log).toContain('"msg":"closing gateway connection"');
    expect(leaksIn(recording, log, w.secrets)).toEqual([]);
    // Twin of the check: the same recording with one identify masked the old way (strings
    // only) and one log line with a proof at a depth pino's redaction does not reach.
    const [token, proof] = [w.person.accessToken, [...w.secrets].find((x) => x !== w.person.accessToken && x.startsWith('eyJ'))!];
    const oldMask = `${JSON.stringify({ t: new Date().toISOString(), conn: 'c', from: 'client', frame: { op: ClientOp.Identify, d: { access_token: [token], dpop: '***' } } })}\n`;
    const deepLog = `${JSON.stringify({ level: 50, msg: 'x', frame: { d: { auth: { dpop: proof } } } })}\n`;
    expect(leaksIn(recording + oldMask, log + deepLog, w.secrets).length).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

describe('twin: with the input policy switched off the same property fails (D43)', () => {
  // It ends at the first failing input; deepBodyPlan goes first.
  it('a server without the policy answers 5xx or crashes on the same inputs', async () => {
    const w = await newWorld(await startNode('off'));
    try {
      const result = await fc.check(
        fc.asyncProperty(fc.oneof(restPlanArb().map((p) => ({ rest: p })), gatewayPlanArb().map((g) => ({ gateway: g }))), async (plan) => {
          const broken = 'rest' in plan ? await sendRest(w, plan.rest) : await sendFrame(w, plan.gateway);
          if (broken) throw new Error(broken);
        }),
        { numRuns: TWIN_RUNS, interruptAfterTimeLimit: 4 * TIME_LIMIT_MS, endOnFailure: true, examples: [[{ rest: deepBodyPlan() }]] },
      );
      expect(result.failed, 'the property must fail without the policy').toBe(true);
    } finally {
      await stopNode(w.node);
      await rm(w.node.dir, { recursive: true, force: true });
    }
  }, 300_000);
});
