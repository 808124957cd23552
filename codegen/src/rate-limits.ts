// The rate-limit classes of 6.2 (D185, D186): every client op (asyncapi components.x-rate-limit-classes)
// and every REST write operation (openapi x-rate-limit-classes, by operationId) names a
// configuration value of kind rate. codegen refuses a missing, unknown or extra entry, and emits
// gatewayOpRateLimits and restWriteRateLimits (with method and path, so a server can match a request).
// The value `none` exempts an op or operation on purpose (D244): it is counted against nothing.
import { CodegenError } from './errors.ts';
import { isObject } from './bundle.ts';
import type { JsonObject } from './contracts.ts';

export interface RestRateLimit {
  method: string;
  path: string;
  operationId: string;
  /** null: exempt (`none` in the contract). */
  rateClass: string | null;
}

export interface RateLimitModel {
  gateway: Record<string, string | null>;
  rest: RestRateLimit[];
}

/** The contract's word for "counted against no class" (D244). */
export const EXEMPT = 'none';

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

function fail(message: string): never {
  throw new CodegenError('rate_limits_invalid', message);
}

function classOf(table: JsonObject, key: string, where: string, rates: Set<string>): string | null {
  const c = table[key];
  if (c === undefined) fail(`${where}: ${key} has no rate-limit class (6.2)`);
  if (c === EXEMPT) return null;
  if (typeof c !== 'string' || !rates.has(c)) fail(`${where}: the class of ${key} (${String(c)}) is no rate of info.x-configuration`);
  return c;
}

export function readRateLimits(asyncapi: JsonObject, openapi: JsonObject, clientOps: string[], configuration: Record<string, { kind: string | string[] }>): RateLimitModel {
  const rates = new Set(Object.entries(configuration).filter(([, v]) => v.kind === 'rate').map(([k]) => k));
  const components = isObject(asyncapi.components) ? asyncapi.components : {};
  const gatewayTable = components['x-rate-limit-classes'];
  if (!isObject(gatewayTable)) fail('asyncapi.yaml has no components.x-rate-limit-classes');
  const gateway: Record<string, string | null> = {};
  for (const op of clientOps) gateway[op] = classOf(gatewayTable, op, 'components.x-rate-limit-classes', rates);
  for (const k of Object.keys(gatewayTable)) if (!(k in gateway)) fail(`components.x-rate-limit-classes: ${k} is no client op`);

  const restTable = openapi['x-rate-limit-classes'];
  if (!isObject(restTable)) fail('openapi.yaml has no x-rate-limit-classes');
  const rest: RestRateLimit[] = [];
  const paths = isObject(openapi.paths) ? openapi.paths : {};
  for (const [p, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const m of WRITE_METHODS) {
      const op = item[m];
      if (!isObject(op)) continue;
      const id = String(op.operationId);
      rest.push({ method: m.toUpperCase(), path: p, operationId: id, rateClass: classOf(restTable, id, 'x-rate-limit-classes', rates) });
    }
  }
  const ids = new Set(rest.map((r) => r.operationId));
  for (const k of Object.keys(restTable)) if (!ids.has(k)) fail(`x-rate-limit-classes: ${k} is no write operation of paths`);
  return { gateway, rest };
}

export function emitRateLimits(header: string, model: RateLimitModel): string {
  const j = (v: unknown) => JSON.stringify(v);
  const classes = [...new Set([...Object.values(model.gateway), ...model.rest.map((r) => r.rateClass)])].filter((c): c is string => c !== null).sort();
  const out = [header, '// The rate-limit classes of 6.2: components.x-rate-limit-classes (asyncapi) and x-rate-limit-classes (openapi).', "import type { ClientOp } from './frames.js';", ''];
  out.push('/** A configuration value of kind rate that some op or write operation counts against. */');
  out.push(`export type RateLimitClass = ${classes.map(j).join(' | ')};`, '');
  out.push('/** The class of every client op (6.2); null: exempt, counted against nothing (D244). */');
  out.push('export const gatewayOpRateLimits = {');
  for (const [op, c] of Object.entries(model.gateway)) out.push(`  ${j(op)}: ${j(c)},`);
  out.push('} as const satisfies Record<ClientOp, RateLimitClass | null>;', '');
  out.push('/** The class of every REST write operation, with its method and path template under the base path (6.2); null: exempt (D244). */');
  out.push('export const restWriteRateLimits: readonly { method: string; path: string; operationId: string; rateClass: RateLimitClass | null }[] = [');
  for (const r of model.rest) out.push(`  ${j(r)},`);
  out.push('];', '');
  return out.join('\n');
}
