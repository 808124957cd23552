// The actions that authorize decides (components.x-actions in asyncapi.yaml,
// D69): their names, kinds and meanings, checked against the receive actions of
// the event-type catalogue.
import { isObject } from './bundle.ts';
import type { JsonObject } from './contracts.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { CodegenError } from './errors.ts';

export type ActionKind = 'receive' | 'operation';

export interface ActionInfo {
  name: string;
  kind: ActionKind;
  meaning: string;
}

function fail(why: string): never {
  throw new CodegenError('actions_invalid', why);
}

export function readActions(asyncapi: JsonObject, catalogue: CatalogueEntry[]): ActionInfo[] {
  const components = asyncapi.components;
  const raw = isObject(components) ? components['x-actions'] : undefined;
  if (!isObject(raw)) fail('asyncapi.yaml has no components.x-actions');
  const actions: ActionInfo[] = [];
  for (const [name, row] of Object.entries(raw)) {
    if (!/^[a-z_]+\.[a-z_]+$/.test(name)) fail(`action ${name}: the name must look like <resource>.<verb>`);
    if (!isObject(row)) fail(`action ${name}: the entry must be a mapping`);
    for (const k of Object.keys(row)) if (k !== 'kind' && k !== 'meaning') fail(`action ${name}: unknown key ${k}`);
    if (row.kind !== 'receive' && row.kind !== 'operation') fail(`action ${name}: kind must be receive or operation`);
    if (typeof row.meaning !== 'string' || !row.meaning) fail(`action ${name}: meaning is required`);
    actions.push({ name, kind: row.kind, meaning: row.meaning });
  }
  const receive = new Set(actions.filter((a) => a.kind === 'receive').map((a) => a.name));
  for (const e of catalogue) {
    if (!receive.has(e.receive_action)) fail(`event type ${e.type}: receive_action ${e.receive_action} is no receive action of x-actions`);
  }
  const named = new Set(catalogue.map((e) => e.receive_action));
  for (const a of receive) if (!named.has(a)) fail(`receive action ${a} is the receive_action of no event type`);
  return actions;
}
