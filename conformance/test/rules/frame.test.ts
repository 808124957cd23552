import { ClientOp, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { DEVICE, handshake, hello, identifyPerson, livePerson, plainMessage, Recording } from '../fixtures/build.ts';
import { rulesBroken, violationsOf } from '../helpers.ts';

const P = 'person-1';

describe('frames validate against the generated frame schemas (2.3)', () => {
  it.each<[string, (r: Recording) => Recording, string[]]>([
    ['a server frame missing a member', (r) => r.server(P, ServerOp.CatchupComplete, {}), ['frame.schema']],
    ['an op the server does not send', (r) => r.server(P, 'welcome', {}), ['frame.schema']],
    ['a client op sent by the server', (r) => r.server(P, ClientOp.Heartbeat, { last_seq: 1 }), ['frame.schema']],
    ['a client frame with a wrong member type', (r) => r.client(P, ClientOp.Heartbeat, { last_seq: 'latest' }), ['frame.schema']],
    ['a client frame with an unknown member', (r) => r.client(P, ClientOp.Focus, { thread_ids: [], idle: false, pinned: true }), ['frame.schema']],
    ['a frame that is not {op, d}', (r) => r.add(P, 'server', [ServerOp.HeartbeatAck]), ['frame.schema']],
    ['a dispatch with a member beside op and d', (r) => r.add(P, 'server', { op: ServerOp.Dispatch, d: plainMessage(), s: 101 }), ['frame.schema']],
    ['a dispatch whose d is not an object', (r) => r.add(P, 'server', { op: ServerOp.Dispatch, d: 'message.created' }), ['frame.schema']],
    ['a valid heartbeat and focus', (r) => r.client(P, ClientOp.Heartbeat, { last_seq: 120 }).client(P, ClientOp.Focus, { thread_ids: [], idle: true }), []],
  ])('%s', (_name, build, want) => {
    expect(rulesBroken(build(livePerson()))).toEqual(want);
  });

  it('explains a broken identify by the shape it meant (person or agent)', () => {
    const { client: _, ...noClient } = identifyPerson(DEVICE, 100);
    const [v] = violationsOf(new Recording().server(P, ServerOp.Hello, hello()).client(P, ClientOp.Identify, noClient));
    expect(v?.rule).toBe('frame.schema');
    expect(v?.message).toContain("as the identify of a person: /d must have required property 'client'");
  });

  it('leaves a well-shaped dispatch to the envelope rules', () => {
    expect(rulesBroken(handshake(P).dispatch(P, { ...plainMessage(), occurred_at: 'soon' }))).toEqual(['envelope.schema']);
  });
});
