// No JSON null comes in (2.2: "there is no JSON null"; D311). No contract type takes null, so
// it could pass only inside free-form data, which goes into an event as it was sent: a nested
// null in interaction values, command options, an autocomplete's options or a setting's value
// reached interaction.created, command.invoked and the rest as JSON null, which the protocol's
// own Go decoder refuses at any depth (D221). The edge's input policy refuses null anywhere:
// REST answers 400 validation_failed naming the place, and nothing is written; a gateway op gets
// an error frame validation_failed and the connection stays. Twin: the policy switched off
// (setInputPolicyEnforced(false)) lets the null into the event. Real server and PostgreSQL.
import { EventType, ProblemCode, ServerOp } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { findInputIssue, setInputPolicyEnforced } from '../../src/internal/json-policy.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { connectAgent } from '../support/agents.ts';
import type { GatewayTestClient } from '../support/gateway-client.ts';
import { askedQuestion, useRunSuite, type TriggeredRun } from '../support/runs.ts';

const s = useRunSuite({ overrides: { 'server.record_frames_dir': '' } });
const t = s.t;

const json = { 'content-type': 'application/json' };
function expectRefused(res: { status: number; body: unknown; text: string }, pointer: string): void {
  expect(res.status, res.text).toBe(400);
  const body = res.body as { code: string; errors?: { pointer: string }[] };
  expect(body.code).toBe(ProblemCode.ValidationFailed);
  expect(body.errors?.[0]?.pointer).toBe(pointer);
}

const question = () => askedQuestion(s);
const answer = (r: TriggeredRun & { questionId: string }, values: string) =>
  r.person.who.request<Record<string, unknown>>('POST', `/api/v1/messages/${r.questionId}/interactions`, { body: `{"client_interaction_id":"${uuidv7()}","kind":"form","values":${values}}`, headers: json });
const interactionPayloads = async (r: TriggeredRun & { questionId: string }) =>
  (await t.db.pool.query<{ payload: string }>(`SELECT payload::text AS payload FROM event_log WHERE type = $1 AND payload->>'message_id' = $2`, [EventType.InteractionCreated, r.questionId])).rows.map((x) => x.payload);

describe('no JSON null comes in (2.2; D311)', () => {
  it('the policy names the first null at any depth, in an object or an array', () => {
    expect(findInputIssue({ a: { b: null } }, 64)?.pointer).toBe('/a/b');
    expect(findInputIssue({ a: [1, null] }, 64)?.pointer).toBe('/a/1');
    expect(findInputIssue({ a: [1, { b: 'x' }] }, 64)).toBeUndefined();
  });

  it('interaction values with a nested null, in an object or an array: 400 naming it, no interaction.created', async () => {
    const r = await question();
    expectRefused(await answer(r, '{"a":{"b":null}}'), '/values/a/b');
    expectRefused(await answer(r, '{"a":[null]}'), '/values/a/0');
    expect(await interactionPayloads(r)).toEqual([]);
  });

  it('command options and an autocomplete’s options with a nested null: 400, no command.invoked', async () => {
    const r = await s.running();
    await t.db.pool.query(`INSERT INTO agent_commands (agent_id, name, control) VALUES ($1, 'stop', true)`, [r.agent.id]);
    const before = (await t.db.pool.query(`SELECT 1 FROM event_log WHERE type = $1 AND audience_principal_id = $2`, [EventType.CommandInvoked, r.agent.id])).rowCount;
    const invoked = await r.person.who.request('POST', `/api/v1/threads/${r.person.thread}/commands`, { body: `{"agent_id":"${r.agent.id}","command":"stop","options":{"a":{"b":null}}}`, headers: { ...json, 'idempotency-key': uuidv7() } });
    expectRefused(invoked, '/options/a/b');
    expect((await t.db.pool.query(`SELECT 1 FROM event_log WHERE type = $1 AND audience_principal_id = $2`, [EventType.CommandInvoked, r.agent.id])).rowCount).toBe(before);
    const asked = await r.person.who.request('POST', '/api/v1/commands/autocomplete', {
      body: `{"agent_id":"${r.agent.id}","command":"stop","option":"city","value":"Ber","channel_id":"${r.person.channel}","options":{"days":{"n":null}}}`,
      headers: json,
    });
    expectRefused(asked, '/options/days/n');
  });

  it('a setting’s value with a nested null: 400, the setting stays unset', async () => {
    const res = await s.alex.request('PUT', '/api/v1/me/settings/ui.nonull', { body: '{"value":{"theme":null}}', headers: json });
    expectRefused(res, '/value/theme');
    expect((await s.alex.request('GET', '/api/v1/me/settings')).text).not.toContain('ui.nonull');
  });

  it('a gateway op with a nested null (run.update) gets an error frame validation_failed; the connection stays, the run unchanged', async () => {
    const r = await s.running();
    const open: GatewayTestClient[] = [];
    try {
      const c = await connectAgent(t.server.url, r.agent, `nonull-${uuidv7()}`, open);
      const version = (await r.agent.request<{ version: number }>('GET', `/api/v1/runs/${r.runId}`)).body.version;
      c.sendRaw(`{"op":"run.update","d":{"run_id":"${r.runId}","base_version":${version},"ops":[{"op":"add","path":"/metrics","value":{"y":null}}]}}`);
      const error = await c.waitFor(ServerOp.Error);
      expect(error.d).toMatchObject({ code: ProblemCode.ValidationFailed });
      expect(c.closed).toBeUndefined();
      expect((await r.agent.request<{ version: number }>('GET', `/api/v1/runs/${r.runId}`)).body.version).toBe(version);
    } finally {
      open.forEach((c) => c.terminate());
    }
  });

  it('twin: without the policy (as before D311) the null reaches interaction.created', async () => {
    const r = await question();
    setInputPolicyEnforced(false);
    try {
      expect((await answer(r, '{"a":{"b":null}}')).status).toBe(201);
    } finally {
      setInputPolicyEnforced(true);
    }
    expect((await interactionPayloads(r)).join('')).toContain('null');
  });
});
