import { ClientOp, EventType, redactPayload, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import {
  AGENT,
  AGENT_SESSION,
  agentFollowup,
  agentInvocation,
  EPOCH,
  hello,
  identifyAgent,
  interactionCreated,
  ready,
  event,
  FILE,
  liveAgent,
  livePerson,
  message,
  messageCreated,
  mutate,
  OTHER_PERSON,
  plainMessage,
  reactionAdded,
  Recording,
  redactedMessageCreated,
  runUpdated,
  THREAD,
  TRACE,
  typingStarted,
  uuid,
  type Json,
} from '../fixtures/build.ts';
import { rulesBroken, violationsOf } from '../helpers.ts';

type Case = [name: string, { given: Json; to?: 'person' | 'agent' | 'webhook'; want: string[] }];

/** One dispatch (or webhook delivery) on a live connection; the rules it breaks. */
function run({ given, to = 'person' }: Case[1]): string[] {
  const recording =
    to === 'webhook' ? new Recording().webhook('w1', given) : to === 'agent' ? liveAgent().dispatch('agent-1', given) : livePerson().dispatch('person-1', given);
  return rulesBroken(recording);
}

const withPayloadMessage = (e: Json, change: (m: Json) => void): Json => mutate(e, (x) => change((x.payload as { message: Json }).message));

function table(cases: Case[]): void {
  it.each(cases)('%s', (_name, c) => expect(run(c)).toEqual(c.want));
}

describe('the valid twins pass (2.2)', () => {
  table([
    ['a plain message.created to a person', { given: plainMessage(), want: [] }],
    ['a redacted message.created carrying the tombstone', { given: redactedMessageCreated(101, message(1, 7, 'gone')), want: [] }],
    ['a personal read_state.updated with audience self', { given: event(EventType.ReadStateUpdated, { thread_id: THREAD, last_read_seq: 3, version: 2, unread_count: 0, mention_count: 0 }, { seq: 101, resourceId: THREAD }), want: [] }],
    ['agent.invocation with its token and trace context to an agent', { given: agentInvocation(201, uuid(1), { invocation_token: '***', trace_context: TRACE }), to: 'agent', want: [] }],
    ['a redelivered durable event to an agent', { given: { ...messageCreated(201, message(1, 7, 'x')), redelivered: true }, to: 'agent', want: [] }],
    ['a durable webhook delivery with sync_epoch', { given: { ...agentInvocation(300, uuid(1), { invocation_token: '***' }), sync_epoch: EPOCH }, to: 'webhook', want: [] }],
  ]);
});

describe('no JSON null (2.2, ADR 0053)', () => {
  table([
    ['a null inside the payload', { given: withPayloadMessage(plainMessage(), (m) => (m.reply_to_id = null)), want: ['envelope.no_null'] }],
    ['a null envelope member', { given: { ...plainMessage(), correlation_id: null }, want: ['envelope.no_null'] }],
    ['a null in an array', { given: withPayloadMessage(plainMessage(), (m) => (m.mention_ids = [null])), want: ['envelope.no_null'] }],
    ['a null seq, which no ordering rule misreads', { given: { ...plainMessage(), seq: null }, want: ['envelope.no_null'] }],
  ]);

  it('names every null with its pointer in the frame', () => {
    const [v] = violationsOf(livePerson().dispatch('person-1', { ...plainMessage(), correlation_id: null, actor: { kind: 'user', id: null } }));
    expect(v?.message).toContain('/d/actor/id');
    expect(v?.message).toContain('/d/correlation_id');
  });
});

describe('no unknown field (2.2)', () => {
  table([
    ['an unknown envelope member', { given: { ...plainMessage(), priority: 'high' }, want: ['envelope.unknown_field'] }],
    ['an unknown member of scope', { given: { ...plainMessage(), scope: { space_id: uuid(5), room_id: uuid(6) } }, want: ['envelope.unknown_field'] }],
    ['an unknown member of resource', { given: mutate(plainMessage(), (e) => ((e.resource as Json).etag = '"1"')), want: ['envelope.unknown_field'] }],
    ['an unknown member deep in the payload', { given: withPayloadMessage(plainMessage(), (m) => (m.html = '<b>x</b>')), want: ['envelope.unknown_field'] }],
  ]);
});

describe('durable and ephemeral fields (2.1, 2.2)', () => {
  table([
    ['a durable event without seq', { given: mutate(plainMessage(), (e) => delete e.seq), want: ['envelope.durable_fields'] }],
    ['a durable event without permission_version', { given: mutate(plainMessage(), (e) => delete e.permission_version), want: ['envelope.durable_fields'] }],
    ['an ephemeral event with seq', { given: { ...typingStarted(), seq: 130 }, want: ['envelope.durable_fields'] }],
    ['an ephemeral event with permission_version', { given: { ...typingStarted(), permission_version: 12 }, want: ['envelope.durable_fields'] }],
  ]);
});

describe('resource.version presence (9 item 3)', () => {
  table([
    ['reaction.added with resource.version', { given: mutate(reactionAdded(101, uuid(1)), (e) => ((e.resource as Json).version = 3)), want: ['envelope.resource_version'] }],
    ['message.created without resource.version', { given: mutate(plainMessage(), (e) => delete (e.resource as Json).version), want: ['envelope.resource_version'] }],
    ['run.updated without resource.version', { given: mutate(runUpdated(3, { snapshot: true }), (e) => delete (e.resource as Json).version), want: ['envelope.resource_version'] }],
  ]);
});

describe('payload schema <type>.v<schema_version> (2.2)', () => {
  table([
    ['a payload missing a required member', { given: withPayloadMessage(plainMessage(), (m) => delete m.author), want: ['envelope.payload_schema'] }],
    ['a payload member of the wrong type', { given: withPayloadMessage(plainMessage(), (m) => (m.thread_seq = 'seven')), want: ['envelope.payload_schema'] }],
    ['a schema_version the catalogue does not have', { given: { ...plainMessage(), schema_version: 2 }, want: ['envelope.payload_schema'] }],
  ]);
});

describe('redaction (2.2)', () => {
  const tombstone = (type: typeof EventType.MessageCreated | typeof EventType.MessageUpdated): Json =>
    redactPayload(type, { message: { ...message(1, 7, 'secret plans'), attachments: [{ file_id: FILE }], mention_ids: [OTHER_PERSON] } }, '2026-11-30T11:58:00.000Z') as unknown as Json;
  const redactedUpdated = { ...event(EventType.MessageUpdated, tombstone(EventType.MessageUpdated) as never, { seq: 101, resourceId: uuid(0x1001), version: 2 }), redacted: true };
  table([
    ['a redacted message.updated carrying the tombstone', { given: redactedUpdated, want: [] }],
    ['a redacted message that still has its content', { given: { ...plainMessage(), redacted: true }, want: ['envelope.redaction'] }],
    ['a redacted message that still has attachments', { given: mutate(redactedUpdated, (e) => ((e.payload as { message: Json }).message.attachments = [{ file_id: FILE }])), want: ['envelope.redaction'] }],
    ['a redacted reaction that still names its emoji', { given: { ...reactionAdded(101, uuid(1)), redacted: true }, want: ['envelope.redaction'] }],
    [
      'a redacted file.updated that still has its name',
      {
        given: {
          ...event(EventType.FileUpdated, { file: { id: FILE, uploaded_by: OTHER_PERSON, purpose: 'attachment', upload_state: 'deleted', scan_status: 'clean', created_at: '2026-11-30T11:00:00Z', original_name: 'plans.pdf', size_bytes: 0, mime_type: 'application/octet-stream', thumbnails: [] } }, { seq: 101, resourceId: FILE, version: 3 }),
          redacted: true,
        },
        want: ['envelope.redaction'],
      },
    ],
    ['redacted: true on a type without redaction', { given: { ...typingStarted(), redacted: true }, want: ['envelope.redaction'] }],
  ]);
});

describe('delivery fields (2.2, 15.2, 7.5)', () => {
  table([
    ['invocation_token on a type that does not list it', { given: { ...plainMessage(201), invocation_token: '***' }, to: 'agent', want: ['envelope.delivery_fields'] }],
    ['invocation_token to a person', { given: agentInvocation(101, uuid(1), { invocation_token: '***' }), want: ['envelope.delivery_fields'] }],
    ['redelivered to a person', { given: { ...plainMessage(), redelivered: true }, want: ['envelope.delivery_fields'] }],
    ['redelivered on an ephemeral event', { given: { ...runUpdated(3, { snapshot: true }), redelivered: true }, to: 'agent', want: ['envelope.delivery_fields'] }],
    ['trace_context to a person', { given: { ...plainMessage(), trace_context: TRACE }, want: ['envelope.delivery_fields'] }],
    ['sync_epoch on the gateway', { given: { ...plainMessage(201), sync_epoch: EPOCH }, to: 'agent', want: ['envelope.delivery_fields'] }],
  ]);

  it('a resumed agent connection (resume with api_token, 15.1) may receive an invocation token; a resumed person may not', () => {
    const resumed = (conn: string, d: Record<string, unknown>) =>
      new Recording()
        .server(conn, ServerOp.Hello, hello())
        .client(conn, ClientOp.Resume, d)
        .server(conn, ServerOp.Resumed, { gateway_session_id: AGENT_SESSION, head_seq: 200, sync_epoch: EPOCH })
        .server(conn, ServerOp.CatchupComplete, { head_seq: 200 })
        .dispatch(conn, agentInvocation(201, uuid(1), { invocation_token: '***' }));
    expect(rulesBroken(resumed('agent-2', { gateway_session_id: AGENT_SESSION, api_token: '***' }))).toEqual([]);
    expect(rulesBroken(resumed('person-2', { gateway_session_id: AGENT_SESSION, access_token: '***', dpop: '***', cursor: 100, sync_epoch: EPOCH }))).toEqual(['envelope.delivery_fields']);
  });

  it('tells an app from an agent by ready.principal.kind: no invocation token to an app', () => {
    const recording = new Recording()
      .server('app-1', ServerOp.Hello, hello())
      .client('app-1', ClientOp.Identify, identifyAgent())
      .server('app-1', ServerOp.Ready, { ...ready(AGENT_SESSION, AGENT, 'agent', 200), principal: { id: AGENT, kind: 'app' } })
      .server('app-1', ServerOp.CatchupComplete, { head_seq: 200 })
      .dispatch('app-1', agentInvocation(201, uuid(1), { invocation_token: '***' }));
    expect(rulesBroken(recording)).toEqual(['envelope.delivery_fields']);
  });
});

describe('the events that invoke an agent: to the agent only, always with invocation_token on the gateway (15.3, 15.4, R-SY-07, R-SY-17)', () => {
  const followup = agentFollowup(201, uuid(1), {});
  table([
    ['agent.invocation to an agent without its token', { given: agentInvocation(201, uuid(1), {}), to: 'agent', want: ['envelope.delivery_fields'] }],
    ['agent.followup redelivered without a fresh token', { given: { ...followup, redelivered: true }, to: 'agent', want: ['envelope.delivery_fields'] }],
    ['interaction.created to an agent without its token', { given: interactionCreated(201, uuid(1), {}), to: 'agent', want: ['envelope.delivery_fields'] }],
    ['interaction.created to a person, without a token', { given: interactionCreated(101, uuid(1), {}), want: ['envelope.delivery_fields'] }],
    ['agent.invocation to a person, without a token', { given: agentInvocation(101, uuid(1), {}), want: ['envelope.delivery_fields'] }],
    ['interaction.created with its token to an agent', { given: interactionCreated(201, uuid(1), { invocation_token: '***' }), to: 'agent', want: [] }],
    ['agent.followup redelivered with a fresh token', { given: { ...followup, invocation_token: '***', redelivered: true }, to: 'agent', want: [] }],
  ]);

  it('one finding per frame: agent.invocation with a token to a person is named once', () => {
    const v = violationsOf(livePerson().dispatch('person-1', agentInvocation(101, uuid(1), { invocation_token: '***' })));
    expect(v.map((x) => x.rule)).toEqual(['envelope.delivery_fields']);
    expect(v[0]?.message).toContain('goes to the agent it invokes only');
  });

  it('refuses agent.followup to an app (ready.principal.kind), with or without a token', () => {
    const toApp = (given: Json) =>
      new Recording()
        .server('app-1', ServerOp.Hello, hello())
        .client('app-1', ClientOp.Identify, identifyAgent())
        .server('app-1', ServerOp.Ready, ready(AGENT_SESSION, AGENT, 'app', 200))
        .server('app-1', ServerOp.CatchupComplete, { head_seq: 200 })
        .dispatch('app-1', given);
    expect(rulesBroken(toApp(followup))).toEqual(['envelope.delivery_fields']);
    expect(rulesBroken(toApp({ ...followup, invocation_token: '***' }))).toEqual(['envelope.delivery_fields']);
  });

  it('leaves command.autocomplete_requested without a token alone: ephemeral, and an app owner gets none (15.7)', () => {
    const request = event(
      EventType.CommandAutocompleteRequested,
      { request_id: uuid(0xaa1), command_id: 'deploy', channel_id: uuid(0xc), thread_id: THREAD, user_id: OTHER_PERSON, option: 'env', value: 'pro', options: {}, expires_at: '2026-11-30T12:00:03.000Z' },
      { resourceId: 'deploy' },
    );
    expect(run({ given: request, to: 'agent', want: [] })).toEqual([]);
  });
});

describe('audience self (2.2)', () => {
  table([
    ['audience on a type that is not personal', { given: { ...plainMessage(), audience: 'self' }, want: ['envelope.audience'] }],
    ['a personal type without audience', { given: mutate(event(EventType.ReadStateUpdated, { thread_id: THREAD, last_read_seq: 3, version: 2, unread_count: 0, mention_count: 0 }, { seq: 101, resourceId: THREAD }), (e) => delete e.audience), want: ['envelope.audience'] }],
    ['an audience other than self', { given: { ...event(EventType.ReadStateUpdated, { thread_id: THREAD, last_read_seq: 3, version: 2, unread_count: 0, mention_count: 0 }, { seq: 101, resourceId: THREAD }), audience: 'team' }, want: ['envelope.audience'] }],
  ]);
});

describe('webhooks carry durable events only (15.6)', () => {
  table([['an ephemeral event over a webhook', { given: runUpdated(3, { snapshot: true }), to: 'webhook', want: ['webhook.durable_only'] }]]);
});

describe('envelope schema, the fallback (2.2)', () => {
  table([
    ['an occurred_at that is no time', { given: { ...plainMessage(), occurred_at: 'yesterday' }, want: ['envelope.schema'] }],
    ['a type outside the catalogue', { given: { ...plainMessage(), type: 'message.exploded' }, want: ['envelope.schema'] }],
    ['a resource kind other than the catalogue says', { given: mutate(plainMessage(), (e) => ((e.resource as Json).kind = 'thread')), want: ['envelope.schema'] }],
    ['an id that is no UUIDv7', { given: { ...plainMessage(), id: uuid(9) }, want: ['envelope.schema'] }],
  ]);

  it('stays silent when a specific rule already named the fault', () => {
    // The frame also fails the generated schema; only the specific rule reports it.
    expect(run({ given: { ...plainMessage(), priority: 'high', audience: 'self' }, want: [] })).toEqual(['envelope.unknown_field', 'envelope.audience']);
  });

  it.each([null, 'message.created', [1]])('refuses a webhook line whose frame is %j, not an envelope', (frame) => {
    expect(rulesBroken(new Recording().webhook('w1', frame as never))).toEqual(['envelope.schema']);
  });

  it('names the type that is not in the catalogue', () => {
    const [v] = violationsOf(livePerson().dispatch('person-1', { ...plainMessage(), type: 'message.exploded' }));
    expect(v?.message).toContain('"message.exploded" is not in the event catalogue');
  });
});
