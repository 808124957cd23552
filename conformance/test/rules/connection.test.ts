import { ClientOp, CloseCode, EventType, ResyncReason, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import {
  AGENT,
  AGENT_SESSION,
  agentInvocation,
  EPOCH,
  event,
  identifyAgent,
  handshake,
  hello,
  identifyPerson,
  liveAgent,
  livePerson,
  message,
  messageCreated,
  OTHER_PERSON,
  OTHER_THREAD,
  plainMessage,
  reactionAdded,
  ready,
  readyWithoutSnapshot,
  Recording,
  RESTORED_EPOCH,
  runUpdated,
  SESSION,
  typingStarted,
  uuid,
  DEVICE,
  PERSON,
} from '../fixtures/build.ts';
import { rulesBroken, violationsOf } from '../helpers.ts';

const P = 'person-1';
const A = 'agent-1';

describe('no dispatch before ready or resumed (6.3)', () => {
  it('refuses a dispatch between identify and ready', () => {
    const r = new Recording().server(P, ServerOp.Hello, hello()).client(P, ClientOp.Identify, identifyPerson(DEVICE, 100)).dispatch(P, plainMessage());
    expect(rulesBroken(r)).toEqual(['connection.ready_first']);
  });

  it('accepts a dispatch after resumed', () => {
    const r = new Recording()
      .client(P, ClientOp.Resume, { gateway_session_id: SESSION, access_token: '***', dpop: '***', cursor: 100, sync_epoch: EPOCH })
      .server(P, ServerOp.Resumed, { gateway_session_id: SESSION, head_seq: 120, sync_epoch: EPOCH })
      .dispatch(P, plainMessage());
    expect(rulesBroken(r)).toEqual([]);
  });

  it('keeps connections apart: ready on one does not open another', () => {
    const r = livePerson(P).dispatch('person-2', plainMessage());
    expect(violationsOf(r).map((v) => [v.rule, v.conn])).toEqual([['connection.ready_first', 'person-2']]);
  });
});

describe('no ephemeral event before catchup.complete (7.2)', () => {
  it('refuses typing.started during catch-up and accepts it after', () => {
    const r = handshake(P).dispatch(P, typingStarted()).server(P, ServerOp.CatchupComplete, { head_seq: 120 }).dispatch(P, typingStarted());
    expect(violationsOf(r).map((v) => [v.rule, v.line])).toEqual([['connection.catchup_first', 4]]);
  });

  it('accepts durable events during catch-up', () => {
    expect(rulesBroken(handshake(P).dispatch(P, plainMessage()))).toEqual([]);
  });

  it('counts resync_required as the end of catch-up: the connection is live from head_seq (7.3)', () => {
    const r = handshake(P).server(P, ServerOp.ResyncRequired, { reason: ResyncReason.Retention, head_seq: 120, sync_epoch: EPOCH }).dispatch(P, typingStarted());
    expect(rulesBroken(r)).toEqual([]);
  });

  it('starts over after resumed: ephemeral events wait for that catch-up too', () => {
    const r = new Recording()
      .client(P, ClientOp.Resume, { gateway_session_id: SESSION, access_token: '***', dpop: '***', cursor: 100, sync_epoch: EPOCH })
      .server(P, ServerOp.Resumed, { gateway_session_id: SESSION, head_seq: 120, sync_epoch: EPOCH })
      .dispatch(P, runUpdated(3, { snapshot: true }));
    expect(rulesBroken(r)).toEqual(['connection.catchup_first']);
  });
});

describe('seq strictly increasing (9, 10)', () => {
  it.each([
    ['a repeated seq', [102, 102], ['connection.seq_order']],
    ['a smaller seq', [105, 103], ['connection.seq_order']],
    ['gaps, which visibility allows', [101, 150, 151], []],
  ])('%s', (_name, seqs, want) => {
    const r = livePerson();
    seqs.forEach((seq, i) => r.dispatch(P, reactionAdded(seq, uuid(i + 1))));
    expect(rulesBroken(r)).toEqual(want);
  });

  it('refuses a seq at or below the cursor the client sent (catch-up starts after it, 7.1)', () => {
    expect(rulesBroken(livePerson().dispatch(P, reactionAdded(100, uuid(1))))).toEqual(['connection.seq_order']);
  });

  it('refuses a seq at or below a cursor frame the server sent', () => {
    const r = handshake(P).server(P, ServerOp.Cursor, { seq: 110 }).dispatch(P, reactionAdded(109, uuid(1)));
    const [v] = violationsOf(r);
    expect(v?.rule).toBe('connection.seq_order');
    expect(v?.message).toContain('cursor frame 110 (line 4)');
  });

  it('after resync_required, counts from its head_seq instead of a client cursor that was ahead (7.3)', () => {
    // The client's cursor 100 is ahead of the head 40 of ready.
    const resync = () =>
      new Recording()
        .server(P, ServerOp.Hello, hello())
        .client(P, ClientOp.Identify, identifyPerson(DEVICE, 100))
        .server(P, ServerOp.Ready, ready(SESSION, PERSON, 'user', 40, DEVICE))
        .server(P, ServerOp.ResyncRequired, { reason: ResyncReason.CursorAhead, head_seq: 40, sync_epoch: EPOCH });
    expect(rulesBroken(resync().dispatch(P, reactionAdded(41, uuid(1))).server(P, ServerOp.Cursor, { seq: 45 }))).toEqual([]);
    expect(rulesBroken(resync().dispatch(P, reactionAdded(40, uuid(1))))).toEqual(['connection.seq_order']);
  });

  it('ignores ephemeral events, which have no seq', () => {
    expect(rulesBroken(livePerson().dispatch(P, reactionAdded(105, uuid(1))).dispatch(P, typingStarted()).dispatch(P, reactionAdded(106, uuid(2))))).toEqual([]);
  });

  it('lets an agent redelivery start again after the acked seq (15.2)', () => {
    const first = reactionAdded(201, uuid(1));
    const second = reactionAdded(202, uuid(2));
    const r = liveAgent().dispatch(A, first).client(A, ClientOp.Ack, { seq: 201 }).dispatch(A, second).dispatch(A, { ...second, redelivered: true }).dispatch(A, reactionAdded(203, uuid(3)));
    expect(rulesBroken(r)).toEqual([]);
  });

  it('refuses a redelivery of an event the agent has acked', () => {
    const first = reactionAdded(201, uuid(1));
    const r = liveAgent().dispatch(A, first).client(A, ClientOp.Ack, { seq: 201 }).dispatch(A, { ...first, redelivered: true });
    expect(rulesBroken(r)).toEqual(['connection.seq_order']);
  });

  it('keeps the seq of each connection apart: the same events go to every connection', () => {
    const r = livePerson('a').dispatch('a', reactionAdded(101, uuid(1)));
    r.lines.push(...livePerson('b').lines);
    r.dispatch('b', reactionAdded(101, uuid(1)));
    expect(rulesBroken(r)).toEqual([]);
  });

  describe('on a webhook subscription (15.6, 7.5)', () => {
    const delivery = (seq: number, epoch = EPOCH) => ({ ...reactionAdded(seq, uuid(seq)), sync_epoch: epoch });

    it('accepts a retry of the same event', () => {
      const d = delivery(300);
      expect(rulesBroken(new Recording().webhook('w', d).webhook('w', { ...d, redelivered: true }).webhook('w', delivery(301)))).toEqual([]);
    });

    it('refuses a smaller seq that is no retry', () => {
      expect(rulesBroken(new Recording().webhook('w', delivery(300)).webhook('w', delivery(299)))).toEqual(['connection.seq_order']);
    });

    it('accepts a declared repeat after a takeover: seqs at or below the delivered one with redelivered: true (2.2; D294, D304)', () => {
      const [a, b] = [delivery(300), delivery(301)];
      const r = new Recording().webhook('w', a).webhook('w', b).webhook('w', { ...a, redelivered: true }).webhook('w', { ...b, redelivered: true }).webhook('w', delivery(302));
      expect(rulesBroken(r)).toEqual([]);
    });

    it('refuses the same repeat without redelivered, and a redelivered last seq under another event id', () => {
      const [a, b] = [delivery(300), delivery(301)];
      expect(rulesBroken(new Recording().webhook('w', a).webhook('w', b).webhook('w', a))).toEqual(['connection.seq_order']);
      expect(rulesBroken(new Recording().webhook('w', a).webhook('w', { ...delivery(300), redelivered: true }))).toEqual(['connection.seq_order']);
    });

    it('refuses the same seq under another event id', () => {
      expect(rulesBroken(new Recording().webhook('w', delivery(300)).webhook('w', delivery(300)))).toEqual(['connection.seq_order']);
    });

    it('resets the seq position when the sync epoch changes (ADR 0059)', () => {
      expect(rulesBroken(new Recording().webhook('w', delivery(300)).webhook('w', delivery(12, RESTORED_EPOCH)).webhook('w', delivery(13, RESTORED_EPOCH)))).toEqual([]);
    });
  });
});

describe('cursor frames never go back (7.1)', () => {
  it.each([
    ['behind an earlier cursor frame', (r: Recording) => r.server(P, ServerOp.Cursor, { seq: 110 }).server(P, ServerOp.Cursor, { seq: 109 }), ['connection.cursor_order']],
    ['behind a seq already dispatched', (r: Recording) => r.dispatch(P, reactionAdded(112, uuid(1))).server(P, ServerOp.Cursor, { seq: 111 }), ['connection.cursor_order']],
    ['behind the cursor the client sent', (r: Recording) => r.server(P, ServerOp.Cursor, { seq: 99 }), ['connection.cursor_order']],
    ['forward and equal', (r: Recording) => r.dispatch(P, reactionAdded(105, uuid(1))).server(P, ServerOp.Cursor, { seq: 105 }).server(P, ServerOp.Cursor, { seq: 110 }).server(P, ServerOp.Cursor, { seq: 110 }), []],
  ])('%s', (_name, build, want) => {
    expect(rulesBroken(build(handshake(P)))).toEqual(want);
  });
});

describe('thread_seq strictly increasing per thread (4, 10)', () => {
  it('refuses a repeated thread_seq in one thread', () => {
    expect(rulesBroken(livePerson().dispatch(P, plainMessage(101, 7)).dispatch(P, plainMessage(102, 7)))).toEqual(['connection.thread_seq_order']);
  });

  it('orders each thread on its own', () => {
    const r = livePerson()
      .dispatch(P, messageCreated(101, message(1, 7, 'a')))
      .dispatch(P, messageCreated(102, message(2, 3, 'b', OTHER_THREAD)))
      .dispatch(P, messageCreated(103, message(3, 8, 'c')));
    expect(rulesBroken(r)).toEqual([]);
  });

  it('lets a redelivery repeat a thread_seq (15.2)', () => {
    const m = messageCreated(201, message(1, 7, 'a'));
    expect(rulesBroken(liveAgent().dispatch(A, m).dispatch(A, { ...m, redelivered: true }).dispatch(A, messageCreated(202, message(2, 8, 'b'))))).toEqual([]);
  });

  it('counts message.created only: message.updated repeats the thread_seq of its message', () => {
    const m = message(1, 7, 'a');
    const updated = event(EventType.MessageUpdated, { message: { ...m, version: 2, edited_at: '2026-11-30T12:00:00Z' } }, { seq: 102, resourceId: m.id, version: 2 });
    expect(rulesBroken(livePerson().dispatch(P, messageCreated(101, m)).dispatch(P, updated))).toEqual([]);
  });
});

describe('run.updated chains per run (11.3)', () => {
  const chain = (...frames: ReturnType<typeof runUpdated>[]) => {
    const r = livePerson();
    frames.forEach((f) => r.dispatch(P, f));
    return rulesBroken(r);
  };

  it.each<[string, ReturnType<typeof runUpdated>[], string[]]>([
    ['patches that chain', [runUpdated(3, { snapshot: true }), runUpdated(4, { base: 3, status: 'a' }), runUpdated(6, { base: 4, status: 'coalesced' })], []],
    ['a first patch with nothing seen yet', [runUpdated(9, { base: 8, status: 'a' })], []],
    ['a gap healed by a snapshot', [runUpdated(3, { snapshot: true }), runUpdated(9, { snapshot: true }), runUpdated(10, { base: 9, status: 'a' })], []],
    ['the document again on focus, at the same version', [runUpdated(3, { snapshot: true }), runUpdated(3, { snapshot: true })], []],
    ['a gap without a snapshot', [runUpdated(3, { snapshot: true }), runUpdated(6, { base: 5, status: 'a' })], ['connection.run_chain']],
    ['a base_version behind the version seen', [runUpdated(3, { snapshot: true }), runUpdated(4, { base: 2, status: 'a' })], ['connection.run_chain']],
    ['a version lower than one seen', [runUpdated(5, { snapshot: true }), runUpdated(4, { snapshot: true })], ['connection.run_chain']],
    ['a version not above its base_version', [runUpdated(3, { base: 3, status: 'a' })], ['connection.run_chain']],
    ['a gap healed by snapshot_too_large alone (D478)', [runUpdated(3, { snapshot: true }), runUpdated(9, { tooLarge: 2_000_000 }), runUpdated(10, { base: 9, status: 'a' })], []],
    ['snapshot_too_large at a version lower than one seen', [runUpdated(5, { snapshot: true }), runUpdated(4, { tooLarge: 2_000_000 })], ['connection.run_chain']],
    ['snapshot_too_large of no bytes (the schema says so too)', [runUpdated(9, { tooLarge: 0 })], ['envelope.payload_schema', 'connection.run_chain']],
    ['snapshot_too_large below the bytes of the frame that names it (no frame past the limit)', [runUpdated(9, { tooLarge: 50 })], ['connection.run_chain']],
  ])('%s', (_name, frames, want) => {
    expect(chain(...frames)).toEqual(want);
  });

  it('refuses snapshot_too_large beside base_version and ops (D478)', () => {
    const both = runUpdated(4, { base: 3, status: 'a' });
    (both.payload as Record<string, unknown>).snapshot_too_large = 2_000_000;
    expect(chain(runUpdated(3, { snapshot: true }), both)).toEqual(['connection.run_chain']);
  });

  it('refuses a frame that carries neither base_version with ops nor a snapshot', () => {
    const bare = runUpdated(3, { base: 2, status: 'a' });
    const payload = bare.payload as Record<string, unknown>;
    delete payload.ops;
    expect(chain(bare)).toEqual(['connection.run_chain']);
  });

  it('refuses a snapshot whose document version is not the frame version', () => {
    const frame = runUpdated(3, { snapshot: true });
    ((frame.payload as Record<string, unknown>).snapshot as Record<string, unknown>).version = 2;
    expect(chain(frame)).toEqual(['connection.run_chain']);
  });

  it('keeps runs apart, and connections apart', () => {
    const other = runUpdated(50, { snapshot: true });
    (other.payload as Record<string, unknown>).run_id = uuid(0x42);
    (other.resource as Record<string, unknown>).id = uuid(0x42);
    const r = livePerson('a').dispatch('a', runUpdated(3, { snapshot: true })).dispatch('a', other).dispatch('a', runUpdated(4, { base: 3, status: 'x' }));
    r.lines.push(...livePerson('b').lines);
    r.dispatch('b', runUpdated(1, { snapshot: true }));
    expect(rulesBroken(r)).toEqual([]);
  });
});

describe('receiver kind from identify and ready (2.2, 15.1)', () => {
  it('treats a resume as a person', () => {
    const r = new Recording()
      .client(P, ClientOp.Resume, { gateway_session_id: SESSION, access_token: '***', dpop: '***', cursor: 100, sync_epoch: EPOCH })
      .server(P, ServerOp.Resumed, { gateway_session_id: SESSION, head_seq: 120, sync_epoch: EPOCH })
      .dispatch(P, { ...plainMessage(), redelivered: true });
    expect(rulesBroken(r)).toEqual(['envelope.delivery_fields']);
  });

  it('falls back to ready.principal.kind when identify was not recorded', () => {
    const r = new Recording().server(P, ServerOp.Ready, ready(SESSION, PERSON, 'user', 120, DEVICE)).dispatch(P, { ...reactionAdded(120, uuid(1)), redelivered: true });
    expect(rulesBroken(r)).toEqual(['envelope.delivery_fields']);
  });

  it('does not let ready turn an access_token identify into an agent', () => {
    const r = handshake(P);
    const readyFrame = r.lines[2]?.frame as { d: { principal: { kind: string; id: string } } };
    readyFrame.d.principal = { kind: 'agent', id: OTHER_PERSON };
    r.dispatch(P, { ...plainMessage(), redelivered: true });
    expect(rulesBroken(r)).toEqual(['envelope.delivery_fields']);
  });
});

describe('catchup.complete and a resync_required before it name the head_seq of ready or resumed (7.2, 7.3)', () => {
  const resync = (reason: string, headSeq: number, epoch = EPOCH) => ({ reason, head_seq: headSeq, sync_epoch: epoch });
  const agentHandshake = (c = A) => new Recording().server(c, ServerOp.Hello, hello()).client(c, ClientOp.Identify, identifyAgent()).server(c, ServerOp.Ready, ready(AGENT_SESSION, AGENT, 'agent', 200));

  it.each([
    ['a lower head_seq', 118, ['connection.catchup_head']],
    ['a higher head_seq', 125, ['connection.catchup_head']],
    ['the head_seq of ready', 120, []],
  ])('catchup.complete with %s', (_name, headSeq, want) => {
    expect(rulesBroken(handshake(P).server(P, ServerOp.CatchupComplete, { head_seq: headSeq }))).toEqual(want);
  });

  it('counts from resumed as from ready', () => {
    const resumed = (headSeq: number) =>
      new Recording()
        .client(P, ClientOp.Resume, { gateway_session_id: SESSION, access_token: '***', dpop: '***', cursor: 100, sync_epoch: EPOCH })
        .server(P, ServerOp.Resumed, { gateway_session_id: SESSION, head_seq: 130, sync_epoch: EPOCH })
        .server(P, ServerOp.CatchupComplete, { head_seq: headSeq });
    expect(rulesBroken(resumed(130))).toEqual([]);
    expect(rulesBroken(resumed(120))).toEqual(['connection.catchup_head']);
  });

  it("refuses a person's resync_required at login with another head_seq, whatever the reason; the snapshot is at ready's head", () => {
    expect(rulesBroken(handshake(P).server(P, ServerOp.ResyncRequired, resync(ResyncReason.Retention, 120)).server(P, ServerOp.CatchupComplete, { head_seq: 120 }))).toEqual([]);
    for (const reason of [ResyncReason.Retention, ResyncReason.TooFarBehind, ResyncReason.CursorAhead]) {
      expect(rulesBroken(handshake(P).server(P, ServerOp.ResyncRequired, resync(reason, 90)).server(P, ServerOp.CatchupComplete, { head_seq: 120 })), reason).toEqual(['connection.catchup_head']);
    }
  });

  it('lets an agent behind a retention gap hear where the gap ends, and its catch-up go on to the head (D360)', () => {
    const r = agentHandshake()
      .server(A, ServerOp.ResyncRequired, resync(ResyncReason.Retention, 150))
      .dispatch(A, agentInvocation(180, uuid(0x1010), { invocation_token: '***' }))
      .server(A, ServerOp.Cursor, { seq: 190 })
      // Retention passed the catch-up once more: the next gap's end, still at most the head.
      .server(A, ServerOp.ResyncRequired, resync(ResyncReason.Retention, 195))
      .server(A, ServerOp.CatchupComplete, { head_seq: 200 });
    expect(rulesBroken(r)).toEqual([]);
  });

  it("refuses an agent's retention resync_required above the head, and another reason's below it", () => {
    expect(rulesBroken(agentHandshake().server(A, ServerOp.ResyncRequired, resync(ResyncReason.Retention, 201)))).toEqual(['connection.catchup_head']);
    expect(rulesBroken(agentHandshake().server(A, ServerOp.ResyncRequired, resync(ResyncReason.CursorAhead, 150)))).toEqual(['connection.catchup_head']);
  });

  it('after a resync_required of another sync_epoch (7.5), catchup.complete names its head_seq', () => {
    const epochChanged = (completeAt: number) =>
      handshake(P).server(P, ServerOp.ResyncRequired, resync(ResyncReason.EpochChanged, 40, RESTORED_EPOCH)).server(P, ServerOp.CatchupComplete, { head_seq: completeAt });
    expect(rulesBroken(epochChanged(40))).toEqual([]);
    expect(rulesBroken(epochChanged(120))).toEqual(['connection.catchup_head']);
  });

  it('does not judge what comes after catchup.complete: a live epoch change names the new head (7.5)', () => {
    expect(rulesBroken(livePerson().server(P, ServerOp.ResyncRequired, resync(ResyncReason.EpochChanged, 12, RESTORED_EPOCH)))).toEqual([]);
  });
});

describe('during the catch-up nothing passes the head_seq of ready (7.1, 7.2)', () => {
  it('refuses a durable event above head_seq before catchup.complete, and accepts it after', () => {
    expect(rulesBroken(handshake(P).dispatch(P, reactionAdded(121, uuid(1))))).toEqual(['connection.catchup_bound']);
    expect(rulesBroken(livePerson().dispatch(P, reactionAdded(121, uuid(1))))).toEqual([]);
  });

  it('refuses a cursor frame above head_seq during the catch-up, and accepts one at it', () => {
    expect(rulesBroken(handshake(P).server(P, ServerOp.Cursor, { seq: 121 }))).toEqual(['connection.catchup_bound']);
    expect(rulesBroken(handshake(P).server(P, ServerOp.Cursor, { seq: 120 }).server(P, ServerOp.CatchupComplete, { head_seq: 120 }))).toEqual([]);
  });

  it("bounds an agent's catch-up and its redeliveries too; its live events come after catchup.complete (D90)", () => {
    const agent = () => new Recording().server(A, ServerOp.Hello, hello()).client(A, ClientOp.Identify, identifyAgent()).server(A, ServerOp.Ready, ready(AGENT_SESSION, AGENT, 'agent', 200));
    const first = reactionAdded(199, uuid(1));
    expect(rulesBroken(agent().dispatch(A, first).dispatch(A, { ...first, redelivered: true }).server(A, ServerOp.CatchupComplete, { head_seq: 200 }).dispatch(A, reactionAdded(201, uuid(2))))).toEqual([]);
    expect(rulesBroken(agent().dispatch(A, reactionAdded(201, uuid(2))))).toEqual(['connection.catchup_bound']);
  });

  it('ends with resync_required: the connection is live from its head_seq (7.3)', () => {
    const r = handshake(P).server(P, ServerOp.ResyncRequired, { reason: ResyncReason.TooFarBehind, head_seq: 120, sync_epoch: EPOCH }).dispatch(P, reactionAdded(121, uuid(1)));
    expect(rulesBroken(r)).toEqual([]);
  });
});

describe('no server frame after the server closed the connection (6.4)', () => {
  it('refuses a dispatch or any other frame after the close line', () => {
    expect(rulesBroken(livePerson().close(P, CloseCode.SlowConsumer, 'outbound queue full').dispatch(P, plainMessage()))).toEqual(['connection.after_close']);
    expect(rulesBroken(livePerson().close(P, CloseCode.Revoked, 'revoked').server(P, ServerOp.HeartbeatAck, {}))).toEqual(['connection.after_close']);
  });

  it('accepts server frames after the client closed: they were on their way (an SDK recording)', () => {
    expect(rulesBroken(livePerson().close(P, CloseCode.Normal, 'bye', 'client').dispatch(P, plainMessage()))).toEqual([]);
  });

  it('keeps connections apart', () => {
    const r = livePerson('a').close('a', CloseCode.ServerRestart, 'restart');
    r.lines.push(...livePerson('b').lines);
    expect(rulesBroken(r.dispatch('b', plainMessage()))).toEqual([]);
  });
});

describe('a ready without its snapshot names snapshot_too_large, and a person then reloads (2.3, 6.3, 7.3; D477)', () => {
  const personReady = (d: Record<string, unknown>, identify: Record<string, unknown> = identifyPerson(DEVICE)) =>
    new Recording().server(P, ServerOp.Hello, hello()).client(P, ClientOp.Identify, identify).server(P, ServerOp.Ready, d);
  const bare = () => readyWithoutSnapshot(SESSION, PERSON, 'user', 120, DEVICE);
  const reload = { reason: ResyncReason.SnapshotTooLarge, head_seq: 120, sync_epoch: EPOCH };

  it("accepts a person's ready without the snapshot followed by resync_required snapshot_too_large at its head", () => {
    expect(rulesBroken(personReady(bare()).server(P, ServerOp.ResyncRequired, reload).server(P, ServerOp.CatchupComplete, { head_seq: 120 }))).toEqual([]);
  });

  it("refuses a person's catchup.complete after a ready without the snapshot and no resync_required", () => {
    expect(rulesBroken(personReady(bare()).server(P, ServerOp.CatchupComplete, { head_seq: 120 }))).toEqual(['connection.snapshot_left_out']);
  });

  it('a person with a cursor owes the reload too: a catch-up alone is refused, the reason (or another) is accepted', () => {
    const withCursor = () => personReady(bare(), identifyPerson(DEVICE, 100));
    expect(rulesBroken(withCursor().dispatch(P, plainMessage(105, 7)).server(P, ServerOp.CatchupComplete, { head_seq: 120 }))).toEqual(['connection.snapshot_left_out']);
    expect(rulesBroken(withCursor().server(P, ServerOp.ResyncRequired, reload).server(P, ServerOp.CatchupComplete, { head_seq: 120 }))).toEqual([]);
    expect(rulesBroken(withCursor().server(P, ServerOp.ResyncRequired, { ...reload, reason: ResyncReason.TooFarBehind }).server(P, ServerOp.CatchupComplete, { head_seq: 120 }))).toEqual([]);
  });

  it("lets an agent consumer catch up without the snapshot (15.2), and refuses snapshot_too_large to it", () => {
    const agent = () =>
      new Recording()
        .server(A, ServerOp.Hello, hello())
        .client(A, ClientOp.Identify, identifyAgent())
        .server(A, ServerOp.Ready, readyWithoutSnapshot(AGENT_SESSION, AGENT, 'agent', 200));
    expect(rulesBroken(agent().server(A, ServerOp.CatchupComplete, { head_seq: 200 }))).toEqual([]);
    expect(rulesBroken(agent().server(A, ServerOp.ResyncRequired, { ...reload, head_seq: 200 }))).toEqual(['connection.snapshot_left_out']);
  });

  it('refuses a ready that leaves the snapshot out without naming snapshot_too_large, or names it beside the snapshot', () => {
    const { snapshot_too_large: _named, ...unnamed } = bare();
    expect(rulesBroken(personReady(unnamed).server(P, ServerOp.ResyncRequired, reload))).toContain('connection.snapshot_left_out');
    expect(rulesBroken(personReady({ ...ready(SESSION, PERSON, 'user', 120, DEVICE), snapshot_too_large: 5 }).server(P, ServerOp.ResyncRequired, reload))).toContain('connection.snapshot_left_out');
  });

  it('refuses a snapshot_too_large that is not more than the bytes of the ready that left it out (no frame past the limit)', () => {
    const sent = (d: Record<string, unknown>) => new TextEncoder().encode(JSON.stringify({ op: ServerOp.Ready, d })).length;
    const named = (n: number) => ({ ...bare(), snapshot_too_large: n });
    // The number's own digits count: the n that equals the bytes of a frame naming it.
    let equal = 1;
    while (sent(named(equal)) !== equal) equal = sent(named(equal));
    expect(rulesBroken(personReady(named(equal)).server(P, ServerOp.ResyncRequired, reload))).toEqual(['connection.snapshot_left_out']);
    expect(rulesBroken(personReady(named(equal + 1)).server(P, ServerOp.ResyncRequired, reload))).toEqual([]);
    expect(rulesBroken(personReady(named(1)).server(P, ServerOp.ResyncRequired, reload))).toEqual(['connection.snapshot_left_out']);
  });

  it('refuses resync_required snapshot_too_large after a ready that carried the snapshot', () => {
    expect(rulesBroken(handshake(P).server(P, ServerOp.ResyncRequired, reload))).toEqual(['connection.snapshot_left_out']);
  });
});
