// The cluster cases of the live mode (--peer-url): the promises of chapter 04 that a cluster of nodes on
// one database (cluster.mode = multi) keeps across its nodes, checked over the wire with one connection
// on each node. Run against each node alone, a node that keeps them only for its own connections passes;
// these cases fail it. One order for everyone (3, 4, 10): what is written through either node reaches a
// session on each node with the same seq, in the same order. One connection per device across the
// nodes (6.1), and one per agent consumer (15.1). A revocation closes the device's connection on the
// other node at once (8.5). A session resumes on the other node and misses nothing (6.3, 7.2). An agent
// connected to one node is invoked for a mention written through the other, with a token the other's
// keys verify, and its start is one compare-and-swap for both (15.1, 15.3, R-SY-10, R-SY-19).
import { ClientOp, CloseCode, EventType, REST_BASE_PATH, ServerOp, type ClientFrameOf } from '@bothy/generated';
import { isInteger, isObject } from '../internal/json.ts';
import { ack, agentRequest, agentSession, consumerName, invoke, verifyInvocationToken } from './agents.ts';
import { expectStatus, writableThread, type LiveCase } from './cases.ts';
import { createdMessage, waitMessage } from './guards.ts';
import { LiveWaitError } from '../errors.ts';
import { closeName, fail, frameOf, uuidv7, type CaseContext, type Frame, type LiveNode } from './session.ts';
import type { LiveSocket } from './socket.ts';

/** What a case calls each node in its verdicts: the flag that named it. */
const FLAG: Record<LiveNode, string> = { main: '--url', peer: '--peer-url' };

/** The run's person posts through `node`'s REST (5.1); the created message's ID. */
async function postThrough(ctx: CaseContext, node: LiveNode, thread: string, what: string): Promise<string> {
  const path = `${REST_BASE_PATH}/threads/${thread}/messages`;
  const answer = await (await ctx.run.rest(node)).request('POST', path, { client_msg_id: uuidv7(), content_md: `bothy-conformance ${what}` });
  expectStatus(answer, 201, `POST ${path} through ${FLAG[node]} (${what})`);
  const id = isObject(answer.body) ? answer.body.id : undefined;
  if (typeof id !== 'string') fail(`the message created through ${FLAG[node]} has no id`);
  return id;
}

/** The seq of every durable dispatch of a connection, in arrival order. */
const dispatchSeqs = (frames: Frame[]) => frames.flatMap((f) => (f.op === ServerOp.Dispatch && isInteger(f.d.seq) ? [f.d.seq] : []));

/** The seq with which `messageId`'s message.created reached a connection. */
function seqOf(frames: Frame[], messageId: string): number | undefined {
  const f = frames.find((x) => createdMessage(x) === messageId);
  return f && isInteger(f.d.seq) ? f.d.seq : undefined;
}

/** A heartbeat answered: the connection is live (6.3). */
async function stillLive(ctx: CaseContext, socket: LiveSocket, what: string): Promise<void> {
  if (socket.closed) fail(`${what} was closed`);
  await ctx.heartbeat(socket);
}

/** Messages of the order case, written alternately through the two nodes. */
const ORDERED_MESSAGES = 4;

export const clusterCases: readonly LiveCase[] = [
  {
    id: 'cluster.one_order',
    title: `Messages written through either node reach a session on each node, each ${EventType.MessageCreated} with the same seq, in one order`,
    section: '3, 4, 10',
    async run(ctx) {
      const thread = await writableThread(ctx);
      const second = await ctx.run.freshCredentials();
      const sessions = { main: (await ctx.liveSession()).socket, peer: (await ctx.liveSession({}, second, 'peer')).socket };
      const posted: string[] = [];
      for (let n = 0; n < ORDERED_MESSAGES; n++) {
        const node: LiveNode = n % 2 === 0 ? 'main' : 'peer';
        posted.push(await postThrough(ctx, node, thread, `cluster order ${n + 1} through ${FLAG[node]}`));
      }
      const seen: Record<LiveNode, number[]> = { main: [], peer: [] };
      for (const node of ['main', 'peer'] as const) {
        const socket = sessions[node];
        for (const id of posted) await waitMessage(ctx, socket, id, `the session on ${FLAG[node]} got no ${EventType.MessageCreated} of message ${id}`);
        const frames = ctx.frames(socket);
        seen[node] = posted.map((id) => seqOf(frames, id) ?? -1);
        const seqs = dispatchSeqs(frames);
        const back = seqs.findIndex((seq, i) => i > 0 && seq <= seqs[i - 1]!);
        if (back >= 0) fail(`the session on ${FLAG[node]} got seq ${seqs[back]} after ${seqs[back - 1]}: live events in seq order (10)`);
      }
      if (seen.main.join() !== seen.peer.join()) fail(`the messages came with seqs ${seen.main.join(', ')} on ${FLAG.main} and ${seen.peer.join(', ')} on ${FLAG.peer}: one seq per event for everyone (3)`);
      // Each was posted after the answer to the one before: commit order is posting order (3).
      if (seen.main.some((seq, i) => i > 0 && seq <= seen.main[i - 1]!)) fail(`messages posted one after the other, alternately through the two nodes, have seqs ${seen.main.join(', ')}: not in commit order (3)`);
    },
  },
  {
    id: 'cluster.device_replaced',
    title: `A device that identifies on the other node closes its connection on this one with ${CloseCode.DeviceReplaced}; the newer connection stays`,
    section: '6.1, 6.4',
    async run(ctx) {
      const device = await ctx.run.freshCredentials();
      const first = await ctx.liveSession({}, device, 'main');
      const newer = await ctx.liveSession({}, device, 'peer');
      await ctx.expectClose(first.socket, CloseCode.DeviceReplaced, ctx.options.stepTimeoutMs, `an ${ClientOp.Identify} of the same device on ${FLAG.peer}`);
      await stillLive(ctx, newer.socket, `the newer connection (on ${FLAG.peer})`);
    },
  },
  {
    id: 'cluster.revoke_device',
    title: `Revoking a device through one node closes its connection on the other with ${CloseCode.Revoked} at once; its token then identifies there nowhere`,
    section: '8.5, 6.4',
    async run(ctx) {
      const device = await ctx.run.freshCredentials();
      const { socket } = await ctx.liveSession({}, device, 'peer');
      const path = `${REST_BASE_PATH}/devices/${device.deviceId}/revoke`;
      expectStatus(await (await ctx.run.rest('main')).request('POST', path), 204, `POST ${path} through ${FLAG.main}`);
      await ctx.expectClose(socket, CloseCode.Revoked, ctx.options.stepTimeoutMs, `POST ${path} through ${FLAG.main}`);
      const late = await ctx.connect('peer');
      const hello = await ctx.hello(late);
      late.sendText(JSON.stringify(await ctx.identifyFrame(hello, {}, device, 'peer')));
      await ctx.expectClose(late, CloseCode.Revoked, ctx.options.stepTimeoutMs, `${ClientOp.Identify} on ${FLAG.peer} with the token of the revoked device`);
    },
  },
  {
    id: 'cluster.resume',
    title: `A connection that drops from one node ${ClientOp.Resume}s on the other and misses nothing: ${ServerOp.Resumed} and the catch-up, or ${CloseCode.SessionInvalid} and an ${ClientOp.Identify} from its cursor`,
    section: '6.3, 6.4, 7.2',
    async run(ctx) {
      const thread = await writableThread(ctx);
      const device = await ctx.run.freshCredentials();
      const first = await ctx.liveSession({}, device, 'main');
      const session = first.ready.d.gateway_session_id;
      const cursor = Math.max(first.ready.d.head_seq, ...dispatchSeqs(ctx.frames(first.socket)));
      // The connection drops without a close frame, as a lost network does.
      first.socket.destroy();
      await first.socket.waitClose(ctx.options.stepTimeoutMs);
      const missed = await postThrough(ctx, 'main', thread, 'while disconnected');
      const socket = await ctx.connect('peer');
      const hello = await ctx.hello(socket);
      const resume: ClientFrameOf<typeof ClientOp.Resume> = {
        op: ClientOp.Resume,
        d: { gateway_session_id: session, access_token: device.accessToken, dpop: ctx.gatewayProof(device.key, device.accessToken, hello.d.dpop_nonce, 'peer'), cursor, sync_epoch: first.hello.d.sync_epoch },
      };
      socket.sendText(JSON.stringify(resume));
      // resumed, or (the waiting ends at the close) 4006 for a session the node does not know (6.3).
      const resumed = await socket.waitFor((m) => frameOf(m)?.op === ServerOp.Resumed, ctx.options.stepTimeoutMs).then(
        () => true,
        (e: unknown) => {
          if (e instanceof LiveWaitError) return false;
          throw e;
        },
      );
      let caught: LiveSocket = socket;
      if (!resumed) {
        const closed = socket.closed;
        const got = closed ? `a close ${closeName(closed.code)}${closed.by === 'server' ? '' : ` by the ${closed.by}`}` : `nothing within ${ctx.options.stepTimeoutMs} ms`;
        if (closed?.by !== 'server' || closed.code !== CloseCode.SessionInvalid) {
          fail(`a ${ClientOp.Resume} on ${FLAG.peer} of a session of ${FLAG.main} got ${got}; 6.3 says ${ServerOp.Resumed}, or ${closeName(CloseCode.SessionInvalid)} for a session it does not know`);
        }
        caught = (await ctx.session({ cursor, sync_epoch: first.hello.d.sync_epoch }, device, 'peer')).socket;
      }
      await ctx.waitOp(caught, ServerOp.CatchupComplete);
      const frames = ctx.frames(caught);
      const from = frames.findIndex((f) => f.op === ServerOp.Resumed || f.op === ServerOp.Ready);
      const end = frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
      if (!frames.slice(from + 1, end).some((f) => createdMessage(f) === missed)) fail(`the catch-up on ${FLAG.peer} after cursor ${cursor} lacks the ${EventType.MessageCreated} posted while disconnected from ${FLAG.main}`);
    },
  },
  {
    id: 'cluster.consumer_replaced',
    title: `A second connection of an agent consumer on the other node takes over: the first closes with ${CloseCode.ConsumerReplaced}`,
    section: '15.1, 6.4, R-SY-23',
    async run(ctx) {
      const consumer = consumerName();
      const first = await agentSession(ctx, consumer, 'main');
      const second = await agentSession(ctx, consumer, 'peer');
      await ctx.expectClose(first.socket, CloseCode.ConsumerReplaced, ctx.options.stepTimeoutMs, `an ${ClientOp.Identify} of consumer ${consumer} on ${FLAG.peer}`);
      await stillLive(ctx, second.socket, `the consumer's newer connection (on ${FLAG.peer})`);
    },
  },
  {
    id: 'cluster.agent_invocation',
    title: `An agent on one node is invoked for a mention written through the other, with a token that verifies; one start through either node, one ${EventType.RunStateChanged} running`,
    section: '15.1, 15.3, R-SY-10, R-SY-19',
    async run(ctx) {
      const a = await agentSession(ctx, consumerName(), 'peer');
      const { socket: person } = await ctx.liveSession();
      // The person writes through --url (invoke posts there); the invocation reaches the agent on --peer-url.
      const { first } = await invoke(ctx, a);
      await verifyInvocationToken(ctx, a, first);
      ack(a, first.seq);
      const body = { invocation_token: first.token, billing_mode_used: first.claims.billing_mode, tool_class_used: first.claims.tool_class };
      const path = `/runs/${first.runId}/start`;
      const [x, y] = await Promise.all([agentRequest(ctx, a, 'POST', path, body, 'peer'), agentRequest(ctx, a, 'POST', path, body, 'main')]);
      expectStatus(x, 200, `POST ${path} through ${FLAG.peer}`);
      expectStatus(y, 200, `the same POST ${path} through ${FLAG.main} (R-SY-19: the same token again answers 200)`);
      const [bx, by] = [x.body as Record<string, unknown>, y.body as Record<string, unknown>];
      if (bx.version !== by.version) fail(`the two starts answered versions ${String(bx.version)} and ${String(by.version)}: the run changed twice (R-SY-10)`);
      expectStatus(await agentRequest(ctx, a, 'POST', `/runs/${first.runId}/finish`, { state: 'completed' }, 'main'), 200, `POST /runs/${first.runId}/finish through ${FLAG.main}`);
      const changes = (state: string) =>
        ctx.frames(person).filter((f) => f.op === ServerOp.Dispatch && f.d.type === EventType.RunStateChanged && isObject(f.d.resource) && f.d.resource.id === first.runId && isObject(f.d.payload) && f.d.payload.state === state);
      await ctx.waitOp(person, ServerOp.Dispatch, 0, () => changes('completed').length > 0);
      const running = changes('running').length;
      if (running !== 1) fail(`the person saw ${running} ${EventType.RunStateChanged} running for run ${first.runId}; one start, one transition`);
    },
  },
];
