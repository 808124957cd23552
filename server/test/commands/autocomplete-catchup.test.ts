// Command autocomplete (15.7) for an owner whose only connection still catches up (D548). 15.7 sends
// command.autocomplete_requested to an active connection of the owner; 7.2 sends no ephemeral frame
// before catchup.complete. An adapter that has just come back with a backlog larger than its window
// (15.2: agent.max_inflight_events) is still catching up when a person asks: the node holds the request
// and sends it when that connection goes live, so the person gets the adapter's choices instead of an
// empty list at command.autocomplete_timeout. Twin `autocompleteNotHeldForCatchUp`: the request goes to
// nobody, as before D548. Real sockets, real PostgreSQL; every wait is bounded.
import { ClientOp, EventType, ServerOp, type ServerFrame, type ServerFrameOf } from '@bothy/generated';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectAgent, until } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { personWithChannel, type PersonWithChannel } from '../support/people.ts';
import { createAgent, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

const WINDOW = 2;
const BACKLOG = 6;
const TIMEOUT_MS = 5_000;

/** The seq of a durable dispatch; undefined for an ephemeral one. */
const seqOf = (f: ServerFrame): number | undefined => (f.op === ServerOp.Dispatch ? (f.d as { seq?: number }).seq : undefined);

const requested = (c: GatewayTestClient) =>
  c.frames.filter((f): f is ServerFrameOf<typeof ServerOp.Dispatch> => f.op === ServerOp.Dispatch && f.d.type === EventType.CommandAutocompleteRequested);

describe('command autocomplete to an owner still catching up (15.7, 7.2)', () => {
  const t = useTestServer({ 'agent.max_inflight_events': WINDOW, 'agent.ack_timeout': '30s', 'command.autocomplete_timeout': `${TIMEOUT_MS}ms` });
  const open: GatewayTestClient[] = [];
  let alex: TestClient;
  let person: PersonWithChannel;
  beforeAll(async () => {
    alex = await t.client('alex');
    person = await personWithChannel(t, alex, 'write');
  });
  afterEach(() => {
    delete t.server.ctx.twins;
  });
  afterAll(() => open.forEach((c) => c.close()));

  /** An agent with an autocompleting option that reads the person's channel, and BACKLOG messages there it has not acked. */
  async function agentWithBacklog(): Promise<Agent> {
    const agent = await createAgent(t);
    const declared = await agent.request('PUT', '/api/v1/agents/me/commands', { commands: [{ name: 'weather', options: [{ name: 'city', autocomplete: true }] }] });
    expect(declared.status, declared.text).toBe(200);
    const grant = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agent.id }, target: { kind: 'channel', id: person.channel }, level: 'read' } });
    expect(grant.status, grant.text).toBe(201);
    for (let i = 0; i < BACKLOG; i++) expect((await person.who.postMessage(person.thread, `backlog ${i}`)).status).toBe(201);
    return agent;
  }

  const ask = (agent: Agent) =>
    person.who.request<{ choices: { name: string; value: string }[] }>('POST', '/api/v1/commands/autocomplete', {
      body: { agent_id: agent.id, command: 'weather', option: 'city', value: 'Ber', channel_id: person.channel, thread_id: person.thread },
    });

  /**
   * The adapter comes back and leaves its window full; the person asks; once the node has handled the
   * request (`handled`: held, or gone to nobody in the twin) the adapter acks what comes and answers the
   * request if it gets one. Returns the person's answer, what the adapter got before it acked anything,
   * and where the request and catchup.complete are among its frames.
   */
  async function askWhileCatchingUp(handled: (agent: Agent) => boolean): Promise<{ choices: unknown; requestsBeforeAcks: number; completeBeforeAsk: boolean; requestAt: number; completeAt: number }> {
    const agent = await agentWithBacklog();
    const adapter = await connectAgent(t.server.url, agent, 'default', open);
    await until('the window is full', () => adapter.frames.filter((f) => seqOf(f) !== undefined).length >= WINDOW);
    const completeBeforeAsk = adapter.frames.some((f) => f.op === ServerOp.CatchupComplete);
    const pending = ask(agent);
    await until('the node handled the request while the adapter held its window', () => handled(agent), TIMEOUT_MS);
    const requestsBeforeAcks = requested(adapter).length;
    const acked = new Set<number>();
    let answered = false;
    const deadline = Date.now() + TIMEOUT_MS + 2_000;
    let result: { choices: unknown } | undefined;
    void pending.then((res) => (result = { choices: res.status === 200 ? res.body.choices : `status ${res.status}` })).catch((err: unknown) => (result = { choices: String(err) }));
    while (!result && Date.now() < deadline) {
      for (const f of adapter.frames) {
        const seq = seqOf(f);
        if (seq !== undefined && !acked.has(seq)) {
          acked.add(seq);
          adapter.send({ op: ClientOp.Ack, d: { seq } });
        }
      }
      const req = requested(adapter)[0];
      if (req && !answered) {
        answered = true;
        const id = (req.d.payload as { request_id: string }).request_id;
        adapter.send({ op: ClientOp.CommandAutocompleteResult, d: { request_id: id, choices: [{ name: 'Berlin', value: 'berlin' }] } });
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await pending.catch(() => undefined);
    const requestAt = adapter.frames.findIndex((f) => f.op === ServerOp.Dispatch && f.d.type === EventType.CommandAutocompleteRequested);
    const completeAt = adapter.frames.findIndex((f) => f.op === ServerOp.CatchupComplete);
    return { choices: result?.choices, requestsBeforeAcks, completeBeforeAsk, requestAt, completeAt };
  }

  it('a request asked while the adapter catches up is sent once it is live, and the person gets its choices (D548)', async () => {
    const r = await askWhileCatchingUp((agent) => t.server.gateway.heldAutocompleteFor(agent.id) === 1);
    expect(r.completeBeforeAsk).toBe(false);
    expect(r.requestsBeforeAcks).toBe(0);
    // 7.2: the request (ephemeral) comes after catchup.complete.
    expect(r.completeAt).toBeGreaterThan(-1);
    expect(r.requestAt).toBeGreaterThan(r.completeAt);
    expect(r.choices).toEqual([{ name: 'Berlin', value: 'berlin' }]);
  });

  it('twin (autocompleteNotHeldForCatchUp): the request goes to nobody and the person gets an empty list at the timeout', async () => {
    t.server.ctx.twins = { autocompleteNotHeldForCatchUp: true };
    const none = t.server.gateway.autocompleteOutcomes.none;
    const r = await askWhileCatchingUp(() => t.server.gateway.autocompleteOutcomes.none > none);
    expect(r.completeBeforeAsk).toBe(false);
    expect(r.choices).not.toEqual([{ name: 'Berlin', value: 'berlin' }]);
    expect(r.choices).toEqual([]);
    expect(r.requestAt).toBe(-1);
  });
});
