// PUT /agents/me/commands (15.7, 15.4; D252): an agent declares its whole set of commands with
// their options; the set replaces the former one, names are unique, only agents declare, and an
// Idempotency-Key repeats the stored answer. What it declares is what autocomplete and control
// commands read (GET /agents/{id}/commands, POST /commands/autocomplete, POST /threads/{id}/commands).
import { ProblemCode } from '@bothy/generated';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { personWithChannel } from '../support/people.ts';
import { createAgent, type Agent } from '../support/runs.ts';
import { useTestServer, type TestClient } from '../support/server.ts';

type Commands = { commands: { owner: { kind: string; id: string }; name: string; control: boolean; options: { name: string; autocomplete: boolean }[] }[]; code?: string; errors?: { pointer: string }[] };

describe('an agent declares its commands (15.7, D252)', () => {
  const t = useTestServer();
  let alex: TestClient;
  beforeAll(async () => {
    alex = await t.client('alex');
  });
  const put = (agent: Agent, body: unknown, headers: Record<string, string> = {}) => agent.request<Commands>('PUT', '/api/v1/agents/me/commands', body, headers);
  const listed = async (agent: Agent) => (await alex.request<Commands>('GET', `/api/v1/agents/${agent.id}/commands`)).body.commands;

  it('stores the set and answers it as GET names it; a second set replaces the first', async () => {
    const agent = await createAgent(t);
    const first = await put(agent, { commands: [{ name: 'weather', options: [{ name: 'city', autocomplete: true }] }, { name: 'stop', control: true, description: 'stop the run' }] });
    expect(first.status, first.text).toBe(200);
    expect(first.body.commands).toEqual([
      { owner: { kind: 'agent', id: agent.id }, name: 'stop', control: true, options: [] },
      { owner: { kind: 'agent', id: agent.id }, name: 'weather', control: false, options: [{ name: 'city', autocomplete: true }] },
    ]);
    expect(await listed(agent)).toEqual(first.body.commands);
    const second = await put(agent, { commands: [{ name: 'forecast', options: [{ name: 'days', autocomplete: false }] }] });
    expect(second.status, second.text).toBe(200);
    expect((await listed(agent)).map((c) => c.name)).toEqual(['forecast']);
    expect((await put(agent, { commands: [] })).body.commands).toEqual([]);
    expect(await listed(agent)).toEqual([]);
  });

  it('refuses a command or option named twice and a body outside the contract (400), a person (403); the former set stays', async () => {
    const agent = await createAgent(t);
    await put(agent, { commands: [{ name: 'weather', options: [] }] });
    const twice = await put(agent, { commands: [{ name: 'a' }, { name: 'a' }] });
    expect([twice.status, twice.body.code]).toEqual([400, ProblemCode.ValidationFailed]);
    expect(twice.body.errors?.map((e) => e.pointer)).toEqual(['/commands/1/name']);
    const optionTwice = await put(agent, { commands: [{ name: 'a', options: [{ name: 'x', autocomplete: true }, { name: 'x', autocomplete: false }] }] });
    expect(optionTwice.body.errors?.map((e) => e.pointer)).toEqual(['/commands/0/options/1/name']);
    const noFlag = await put(agent, { commands: [{ name: 'a', options: [{ name: 'x' }] }] });
    expect([noFlag.status, noFlag.body.code]).toEqual([400, ProblemCode.ValidationFailed]);
    const tooLong = await put(agent, { commands: [{ name: 'x'.repeat(65) }] });
    expect(tooLong.status).toBe(400);
    const person = await alex.request<{ code: string }>('PUT', '/api/v1/agents/me/commands', { body: { commands: [] } });
    expect([person.status, person.body.code]).toEqual([403, ProblemCode.Forbidden]);
    expect((await listed(agent)).map((c) => c.name)).toEqual(['weather']);
  });

  it('an Idempotency-Key repeats the stored answer; another body under it is idempotency_key_reuse (5.2)', async () => {
    const agent = await createAgent(t);
    const key = { 'idempotency-key': uuidv7() };
    const body = { commands: [{ name: 'weather', options: [{ name: 'city', autocomplete: true }] }] };
    const once = await put(agent, body, key);
    await put(agent, { commands: [] }); // another declaration in between, without the key
    const again = await put(agent, body, key);
    expect([once.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(once.body);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(await listed(agent)).toEqual([]); // the replay wrote nothing
    const reuse = await put(agent, { commands: [] }, key);
    expect([reuse.status, reuse.body.code]).toEqual([422, ProblemCode.IdempotencyKeyReuse]);
  });

  it('a declared control command is invoked as command.invoked (D151), one that is not is 400', async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, alex, 'write');
    const g = await alex.request('POST', '/api/v1/grants', { body: { subject: { kind: 'principal', id: agent.id }, target: { kind: 'channel', id: place.channel }, level: 'write' } });
    expect(g.status, g.text).toBe(201);
    await put(agent, { commands: [{ name: 'stop', control: true }, { name: 'weather' }] });
    const invoke = (command: string) => place.who.request<{ code?: string }>('POST', `/api/v1/threads/${place.thread}/commands`, { body: { agent_id: agent.id, command, options: {} }, headers: { 'idempotency-key': uuidv7() } });
    expect((await invoke('stop')).status).toBe(202);
    expect((await invoke('weather')).status).toBe(400);
    expect((await invoke('nothing')).status).toBe(404);
  });
});
