// The REST catch-up of an agent (7.4) is not a delivery path for the events that
// carry an invocation token (D401): agent.invocation, agent.followup and
// interaction.created reach the agent only through its consumer or webhook,
// each behind the check of 15.3 immediately before the delivery. A page counts
// them as checked (next_cursor passes them) and lists the agent's other
// personal events as before. Real server, real PostgreSQL.
import { carriesInvocationToken, EventType } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { askedQuestion, useRunSuite, type Agent } from '../support/runs.ts';

const s = useRunSuite();
const t = s.t;

interface Page {
  events: { seq: number; type: string }[];
  next_cursor: number;
  head_seq: number;
}

/** Every page of the agent's REST catch-up from `after` to the head it sees now. */
async function catchUp(agent: Agent, after: number): Promise<{ types: Map<number, string>; cursor: number }> {
  const types = new Map<number, string>();
  let cursor = after;
  for (let pages = 0; pages < 50; pages += 1) {
    const page = await agent.request<Page>('GET', `/api/v1/events?after=${cursor}`);
    expect(page.status, page.text).toBe(200);
    for (const e of page.body.events) types.set(e.seq, e.type);
    cursor = page.body.next_cursor;
    if (cursor >= page.body.head_seq) return { types, cursor };
  }
  throw new Error('the catch-up did not reach the head in 50 pages');
}

/** The agent's personal events in the log after `after`: what a listing could name. */
async function personalRows(agent: Agent, after: number): Promise<{ seq: number; type: string }[]> {
  const { rows } = await t.db.pool.query<{ seq: string; type: string }>(
    `SELECT seq::text AS seq, type FROM event_log WHERE audience_principal_id = $1 AND seq > $2 ORDER BY seq`,
    [agent.id, after],
  );
  return rows.map((r) => ({ seq: Number(r.seq), type: r.type }));
}

/** A run that was invoked, started, asked a question, got its answer and was cancelled: personal events of both kinds to the agent. */
async function agentWithHistory(): Promise<{ agent: Agent; after: number }> {
  const after = (await s.alex.request<Page>('GET', '/api/v1/events?after=0&limit=1')).body.head_seq;
  const r = await askedQuestion(s);
  const answer = await r.person.who.request('POST', `/api/v1/messages/${r.questionId}/interactions`, {
    body: { client_interaction_id: uuidv7(), kind: 'button', values: { choice: 'the secret one' } },
  });
  expect(answer.status, answer.text).toBe(201);
  const cancel = await r.person.who.request('POST', `/api/v1/runs/${r.runId}/cancel`);
  expect(cancel.status, cancel.text).toBe(202);
  return { agent: r.agent, after };
}

/** The events with an invocation token that a listing named. */
const tokenEventsListed = (types: Map<number, string>) => [...types.values()].filter(carriesInvocationToken);

describe('REST catch-up of an agent (7.4, 15.3; D401)', () => {
  it('GET /events as the agent names none of the events that carry an invocation token; next_cursor passes them; its other personal events are listed', async () => {
    const { agent, after } = await agentWithHistory();
    const rows = await personalRows(agent, after);
    const withToken = rows.filter((r) => carriesInvocationToken(r.type));
    expect(withToken.map((r) => r.type).sort()).toEqual([EventType.AgentInvocation, EventType.InteractionCreated].sort());
    const { types, cursor } = await catchUp(agent, after);
    expect(tokenEventsListed(types)).toEqual([]);
    expect(cursor).toBeGreaterThanOrEqual(Math.max(...withToken.map((r) => r.seq)));
    // The agent's personal events without a token still reach it on this path.
    expect(types.get(rows.find((r) => r.type === EventType.RunCancelRequested)?.seq ?? -1)).toBe(EventType.RunCancelRequested);
  });

  it('twin: with the listing of token events back (restListsTokenEvents), the same check finds them', async () => {
    const { agent, after } = await agentWithHistory();
    t.server.ctx.twins = { restListsTokenEvents: true };
    try {
      const { types } = await catchUp(agent, after);
      expect(tokenEventsListed(types).sort()).toEqual([EventType.AgentInvocation, EventType.InteractionCreated].sort());
    } finally {
      t.server.ctx.twins = undefined;
    }
  });
});
