import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { carriesInvocationToken, eventCatalogue, eventTypes, INVOCATION_TOKEN_TYP, tokenBearingEventTypes, WEBHOOK_SIGNATURE_TYP, WebhookHeader, type EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { buildModel, emitFiles, GENERATED_HEADER, type CodegenErrorCode, type LoadedContracts, type Json, type JsonObject } from '../src/index.ts';
import { tokenBearingTypes } from '../src/catalogue.ts';
import { contracts, expectRefusal, mutableContracts, repoRoot } from './helpers.ts';

/** Every event type that chapter 04 names, with the section that names it and its kind. */
const CHAPTER_EVENT_TYPES: [type: string, section: string, durable: boolean][] = [
  ['message.created', '2.1', true],
  ['message.updated', '2.2', true],
  ['message.deleted', '14', true],
  ['reaction.added', '2.2', true],
  ['reaction.removed', '2.2', true],
  ['pin.added', '2.2', true],
  ['pin.removed', '2.2', true],
  ['file.updated', '2.2', true],
  ['thread.updated', '15.8', true],
  ['thread.closed', '2.1', true],
  ['thread.moved', '8.1', true],
  ['thread.moved_out', '9', true],
  ['channel.created', '8.1', true],
  ['channel.updated', '8.1', true],
  ['channel.archived', '8.1', true],
  ['channel.settings_changed', '9', true],
  ['space.archived', '8.1', true],
  ['import.progress', '15.8', true],
  ['run.state_changed', '2.1', true],
  ['run.cancel_requested', '8.2', true],
  ['agent.invocation', '15.3', true],
  ['agent.followup', '15.4', true],
  ['agent.config_changed', '9', true],
  ['agent.updated', '15.1', true],
  ['agent_session.changed', '9', true],
  ['command.invoked', '9', true],
  ['interaction.created', '15.1', true],
  ['access.changed', '2.1', true],
  ['access.expiring', '8.2', true],
  ['read_state.updated', '14', true],
  ['sidebar.updated', '14', true],
  ['draft.updated', '14', true],
  ['draft.deleted', '14', true],
  ['settings.updated', '14', true],
  ['notification_pref.updated', '14', true],
  ['quiet_hours.updated', '14', true],
  ['host.updated', '2.1', true],
  ['terminal_session.changed', '2.1', true],
  ['typing.started', '2.1', false],
  ['run.updated', '2.1', false],
  ['agent.presence_changed', '2.1', false],
  ['notification.created', '2.1', false],
  ['command.autocomplete_requested', '2.1', false],
  ['host.presence_changed', '2.1', false],
  ['stats.live', '2.1', false],
];

/**
 * Durable types the chapter does not name, each added by a decision where the chapter leans on one we do
 * not have (05-actions.md section 6 holds the complete list), with the section it serves.
 */
const DECIDED_EVENT_TYPES: [type: string, section: string, decision: string][] = [
  ['interaction.discarded', '15.4', 'D372'],
];

/** Section 9, item 3: types whose resource.version is absent. */
const WITHOUT_RESOURCE_VERSION = [
  'reaction.added', 'reaction.removed', 'pin.added', 'pin.removed', 'read_state.updated', 'sidebar.updated',
  'channel.settings_changed', 'agent.config_changed', 'thread.moved_out', 'agent_session.changed',
  'agent.invocation', 'agent.followup', 'run.cancel_requested', 'command.invoked',
];

/** Section 15.1: personal events to an agent, section 14: personal data, and a person's interaction.discarded (D372). */
const PERSONAL = [
  'agent.invocation', 'agent.followup', 'run.cancel_requested', 'interaction.created', 'command.invoked', 'agent.config_changed', 'access.changed',
  'read_state.updated', 'sidebar.updated', 'draft.updated', 'draft.deleted', 'settings.updated', 'notification_pref.updated', 'quiet_hours.updated',
  'terminal_session.changed', 'interaction.discarded',
];

describe('event-type catalogue (2.1, ADR 0049)', () => {
  it.each(CHAPTER_EVENT_TYPES)('holds %s (named in %s) as durable=%s', (type, _section, durable) => {
    expect(eventTypes).toContain(type);
    expect(eventCatalogue[type as EventType].durable).toBe(durable);
  });

  it('holds no type the chapter does not name, except those a decision added', () => {
    expect([...eventTypes].sort()).toEqual([...CHAPTER_EVENT_TYPES.map(([t]) => t), ...DECIDED_EVENT_TYPES.map(([t]) => t)].sort());
  });

  it.each(DECIDED_EVENT_TYPES)('holds %s (for %s, %s) as a durable type with its section', (type, section) => {
    expect(eventCatalogue[type as EventType]).toMatchObject({ durable: true, section });
  });

  it('omits resource.version exactly for the types of section 9 item 3 among the durable ones that change no versioned object', () => {
    for (const t of WITHOUT_RESOURCE_VERSION) expect(eventCatalogue[t as EventType].resource_version, t).toBe(false);
  });

  it('marks the personal types of 14 and 15.1 with audience self', () => {
    for (const t of PERSONAL) expect(eventCatalogue[t as EventType], t).toHaveProperty('audience', 'self');
  });

  it('names each payload schema <type>.v<schema_version>', () => {
    for (const t of eventTypes) expect(eventCatalogue[t].payload).toBe(`${t}.v${eventCatalogue[t].schema_version}`);
  });
});

describe('the token-bearing types come from the contract (15.3, R-SY-17, D419)', () => {
  const lists = (t: EventType) => (eventCatalogue[t].delivery_fields as readonly string[]).includes('invocation_token');

  it('carriesInvocationToken is true exactly for the types whose delivery_fields list invocation_token', () => {
    for (const t of eventTypes) expect(carriesInvocationToken(t), t).toBe(lists(t));
    expect([...tokenBearingEventTypes]).toEqual(eventTypes.filter(lists));
    expect(carriesInvocationToken('message.exploded')).toBe(false);
  });

  it('holds the inputs that invoke an agent (15.3, 15.4, D150) and the autocomplete request (15.7)', () => {
    expect([...tokenBearingEventTypes].sort()).toEqual(['agent.followup', 'agent.invocation', 'command.autocomplete_requested', 'interaction.created']);
  });

  it('follows a change of the catalogue: a type that stops listing the field is no longer token-bearing', async () => {
    const c = await mutableContracts();
    expect(tokenBearingTypes(buildModel(c).catalogue)).toContain('agent.followup');
    catalogueOf(c)['agent.followup']!.delivery_fields = [];
    expect(tokenBearingTypes(buildModel(c).catalogue)).not.toContain('agent.followup');
  });
});

type Mutation = (c: LoadedContracts) => void;
const catalogueOf = (c: LoadedContracts) => (c.asyncapi.components as JsonObject)['x-event-catalogue'] as Record<string, JsonObject>;
const schemaOf = (c: LoadedContracts, name: string) => ((c.asyncapi.components as JsonObject).schemas as JsonObject)[name] as JsonObject;

const REFUSALS: [name: string, { given: Mutation; want: CodegenErrorCode }][] = [
  ['a message type without redaction (2.2: without it, the deletion fails)', { given: (c) => void delete catalogueOf(c)['message.updated']!.redaction, want: 'redaction_missing' }],
  ['a file type without redaction (R-DM-45)', { given: (c) => void delete catalogueOf(c)['file.updated']!.redaction, want: 'redaction_missing' }],
  ['a redaction naming a member the payload lacks', { given: (c) => void ((catalogueOf(c)['reaction.added']!.redaction as JsonObject).set = { colour: '' }), want: 'redaction_invalid' }],
  ['a redaction whose target is not in the payload', { given: (c) => void ((catalogueOf(c)['message.created']!.redaction as JsonObject).target = '/msg'), want: 'redaction_invalid' }],
  // 2.2: a redacted payload stays valid according to its schema; and the validator checks it as the payload plus the redaction (D527).
  ['a redaction that drops a required member (remove)', {
    given: (c) => void ((catalogueOf(c)['message.created']!.redaction as JsonObject).remove as string[]).push('version'),
    want: 'redaction_invalid',
  }],
  ['a redaction that drops a required member (keep)', {
    given: (c) => void ((catalogueOf(c)['file.updated']!.redaction as JsonObject).keep as string[]).splice(0, 1),
    want: 'redaction_invalid',
  }],
  ['a redaction whose target admits other members (additionalProperties: true)', { given: (c) => void (schemaOf(c, 'Message').additionalProperties = true), want: 'redaction_invalid' }],
  ['a redaction whose target admits other members (additionalProperties absent)', { given: (c) => void delete schemaOf(c, 'File').additionalProperties, want: 'redaction_invalid' }],
  ['a redaction whose target admits other members (an additionalProperties schema)', { given: (c) => void (schemaOf(c, 'Message').additionalProperties = { type: 'string' }), want: 'redaction_invalid' }],
  ['a redaction whose target has patternProperties', { given: (c) => void (schemaOf(c, 'Message').patternProperties = { '^x-': { type: 'string' } }), want: 'redaction_invalid' }],
  ['a redaction at the payload root that is open', { given: (c) => void (schemaOf(c, 'reaction.added.v1').additionalProperties = true), want: 'redaction_invalid' }],
  // D419: without the field no type would carry a token, and a server would deliver invocations unchecked.
  ['an Envelope whose invocation_token is no per-type delivery field', {
    given: (c) => {
      delete ((((c.asyncapi.components as JsonObject).schemas as JsonObject).Envelope as JsonObject).properties as JsonObject).invocation_token;
      for (const entry of Object.values(catalogueOf(c))) delete entry.delivery_fields;
    },
    want: 'catalogue_invalid',
  }],
  ['a payload name that is not <type>.v<n>', { given: (c) => void (catalogueOf(c)['typing.started']!.payload = 'typing.v1'), want: 'catalogue_invalid' }],
  ['an unknown catalogue key', { given: (c) => void (catalogueOf(c)['typing.started']!.persistent = true), want: 'catalogue_invalid' }],
  ['a payload schema that belongs to no type', {
    given: (c) => void (((c.asyncapi.components as JsonObject).schemas as JsonObject)['ghost.appeared.v1'] = { type: 'object' }),
    want: 'catalogue_invalid',
  }],
  ['a receive_action that is no receive action of x-actions', { given: (c) => void (catalogueOf(c)['message.created']!.receive_action = 'mesage.read'), want: 'actions_invalid' }],
  ['a receive action that no event type names', {
    given: (c) => void (((c.asyncapi.components as JsonObject)['x-actions'] as JsonObject)['ghost.read'] = { kind: 'receive', meaning: 'nothing' }),
    want: 'actions_invalid',
  }],
  ['an action of unknown kind', {
    given: (c) => void ((((c.asyncapi.components as JsonObject)['x-actions'] as JsonObject)['message.create'] as JsonObject).kind = 'write'),
    want: 'actions_invalid',
  }],
  ['a problem code missing from x-problem-codes', { given: (c) => void delete (c.openapi['x-problem-codes'] as JsonObject).rate_limited, want: 'problem_codes_mismatch' }],
  ['a close code with an unknown recovery', {
    given: (c) => {
      const gw = (c.asyncapi.channels as JsonObject).gateway as JsonObject;
      ((gw['x-close-codes'] as JsonObject[])[0] as JsonObject).recovery = 'pray';
    },
    want: 'close_codes_invalid',
  }],
  ['a schema name defined in both contracts', {
    given: (c) => void (((c.openapi.components as JsonObject).schemas as JsonObject).Message = { type: 'object' }),
    want: 'schema_name_collision',
  }],
  // 6.2 (D186): every client op and every REST write names a rate-limit class of kind rate.
  ['a client op without a rate-limit class', { given: (c) => void delete ((c.asyncapi.components as JsonObject)['x-rate-limit-classes'] as JsonObject).focus, want: 'rate_limits_invalid' }],
  ['a REST write without a rate-limit class', { given: (c) => void delete (c.openapi['x-rate-limit-classes'] as JsonObject).addReaction, want: 'rate_limits_invalid' }],
  ['a rate-limit class that is no rate of x-configuration', { given: (c) => void (((c.asyncapi.components as JsonObject)['x-rate-limit-classes'] as JsonObject).focus = 'sync.typing_ttl'), want: 'rate_limits_invalid' }],
  // 18: a meaning cut at an unquoted comma of a YAML flow mapping (agent.presence_timeout once was).
  ['a configuration value with a member besides default, kind and meaning', { given: (c) => void (((c.asyncapi.info as JsonObject)['x-configuration'] as JsonObject)['agent.presence_timeout'] = { default: '90s', kind: 'duration', meaning: 'without a heartbeat', 'the agent counts as offline': null }), want: 'contract_invalid' }],
  // D373: the validators carry our own formats only (codegen/src/formats.ts), not ajv-formats'.
  ['a string format codegen does not implement', { given: (c) => void ((((c.asyncapi.components as JsonObject).schemas as JsonObject).Timestamp as JsonObject).format = 'email'), want: 'unsupported_schema' }],
  ['a rate-limit class for an operation that is no write', { given: (c) => void ((c.openapi['x-rate-limit-classes'] as JsonObject).getMessage = 'rl.rest_write'), want: 'rate_limits_invalid' }],
  // D526: WebhookHeader keys each header by <Name> of components/parameters Webhook<Name>, and the typ is the signature's media type.
  ['a webhook header written inline, with no Webhook<Name> to key it', {
    given: (c) => void ((webhookOf(c).parameters as Json[])[1] = { name: 'Bothy-Delivery-Id', in: 'header', required: true, schema: { type: 'string' } }),
    want: 'contract_invalid',
  }],
  ['a webhook signature without its JWS media type', {
    given: (c) => void (webhookParameter(c, 'WebhookSignature').content = { 'application/jose': { schema: { type: 'string' } } }),
    want: 'contract_invalid',
  }],
  ['two webhook headers that carry a JWS typ', {
    given: (c) => {
      const id = webhookParameter(c, 'WebhookDeliveryId');
      delete id.schema;
      id.content = { 'application/other+jws': { schema: { type: 'string' } } };
    },
    want: 'contract_invalid',
  }],
  // D526 addendum: INVOCATION_TOKEN_TYP is the contentMediaType of Envelope.invocation_token, application/<typ>+jwt.
  ['an invocation token without its media type', { given: (c) => void delete invocationTokenSchema(c).contentMediaType, want: 'contract_invalid' }],
  ['an invocation token whose media type is no JWT', { given: (c) => void (invocationTokenSchema(c).contentMediaType = 'application/jose'), want: 'contract_invalid' }],
];

function invocationTokenSchema(c: LoadedContracts): JsonObject {
  return ((((c.asyncapi.components as JsonObject).schemas as JsonObject).Envelope as JsonObject).properties as JsonObject).invocation_token as JsonObject;
}

function webhookOf(c: LoadedContracts): JsonObject {
  return ((c.openapi.webhooks as JsonObject).agentEvent as JsonObject).post as JsonObject;
}

function webhookParameter(c: LoadedContracts, name: string): JsonObject {
  return ((c.openapi.components as JsonObject).parameters as JsonObject)[name] as JsonObject;
}

describe("the webhook request's headers and signature typ come from the contract (15.6, D121, D526)", () => {
  it("WebhookHeader names every header parameter of deliverWebhookEvent, and WEBHOOK_SIGNATURE_TYP is Bothy-Signature's media type without application/", async () => {
    const c = await contracts();
    const names = (webhookOf(c).parameters as JsonObject[]).map((p) => webhookParameter(c, String(p.$ref).split('/').pop()!).name);
    expect(Object.values(WebhookHeader)).toEqual(names);
    expect(Object.keys(webhookParameter(c, 'WebhookSignature').content as JsonObject)).toEqual([`application/${WEBHOOK_SIGNATURE_TYP}`]);
    expect(WebhookHeader.Signature).toBe(webhookParameter(c, 'WebhookSignature').name);
  });
});

describe("the invocation token's typ comes from the contract (15.3, R-SY-08, D121, D526)", () => {
  it("INVOCATION_TOKEN_TYP is the envelope's invocation_token media type without application/, and no webhook signature's", async () => {
    const c = await contracts();
    expect(invocationTokenSchema(c).contentMediaType).toBe(`application/${INVOCATION_TOKEN_TYP}`);
    expect(INVOCATION_TOKEN_TYP).toBe('agent-invocation+jwt');
    expect(INVOCATION_TOKEN_TYP).not.toBe(WEBHOOK_SIGNATURE_TYP);
  });
});

describe('codegen refuses a broken contract', () => {
  it.each(REFUSALS)('refuses %s', (_name, { given, want }) => expectRefusal(given, want));

  it('refuses a schema keyword the type emitter does not understand', async () => {
    const c = await mutableContracts();
    (((c.asyncapi.components as JsonObject).schemas as JsonObject).Space as JsonObject).not = { required: ['id'] };
    await expect(emitFiles(c)).rejects.toMatchObject({ code: 'unsupported_schema' });
  });
});

describe('generated output', () => {
  it('is deterministic: a second run produces the same text', async () => {
    const c = await contracts();
    const first = await emitFiles(c);
    const second = await emitFiles(c);
    expect([...second.entries()]).toEqual([...first.entries()]);
  });

  it('matches the committed generated/src, file by file, and every file starts with the generated header', async () => {
    const files = await emitFiles(await contracts());
    for (const [name, text] of files) {
      const committed = await readFile(path.join(repoRoot, 'generated/src', name), 'utf8');
      expect(committed.startsWith(GENERATED_HEADER), name).toBe(true);
      expect(committed === text, `generated/src/${name} is stale: run npm run codegen`).toBe(true);
    }
  });
});
