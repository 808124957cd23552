// Versions of a run document that the server writes itself (11.1, 11.3; D429): a state change
// (transitionRun: state and version), a follow-up a person posts (its entry in `followups`), the
// end's follow-up statuses. They store no ops in run_patches, and before D429 they sent no notice
// either: a reader focused on the thread kept the older document until the adapter's next patch
// (for good once the run ended or waited), while GET /runs/{id} had the new one. Now every such
// version notifies the live box like a patch (R-SY-25: IDs and the version), and a notified version
// beyond the stored ops is a gap: the readers get the document as snapshot. Twin:
// liveIgnoresServerVersions. The coalesce interval is long: only the test's own flushes run.
// Real server, PostgreSQL and sockets; every wait is bounded.
import { describe, expect, it } from 'vitest';
import { updates, useLiveBoxSuite } from '../support/livebox.ts';

const { s, t, stored, reader, reaches } = useLiveBoxSuite();

async function followupCase(): Promise<{ got: unknown; want: unknown }> {
  const r = await s.running();
  const c = await reader(r);
  const posted = await r.person.who.postMessage(r.person.thread, `<@${r.agent.id}> one more thing`);
  expect(posted.status, posted.text).toBe(201);
  const doc = await stored(r);
  expect(doc.followups, 'the follow-up is in the stored document').toMatchObject({ [posted.body.id]: { status: 'queued' } });
  return reaches(r, () => updates(c, r.runId));
}

async function endCase(): Promise<{ got: unknown; want: unknown }> {
  const r = await s.running();
  const c = await reader(r);
  const res = await r.agent.request('POST', `/api/v1/runs/${r.runId}/finish`, { state: 'completed' });
  expect(res.status, res.text).toBe(200);
  expect((await stored(r)).state).toBe('completed');
  return reaches(r, () => updates(c, r.runId));
}

describe('a version the server writes reaches the focused readers (11.1, 11.3; D429)', () => {
  it('a follow-up a person posts (its entry in followups): the reader’s document equals GET /runs/{id}, without a further patch', async () => {
    const { got, want } = await followupCase();
    expect(got).toEqual(want);
  });

  it('the end of the run (state, version, follow-up statuses): the reader’s document equals GET /runs/{id}', async () => {
    const { got, want } = await endCase();
    expect(got).toEqual(want);
  });

  it('twin (liveIgnoresServerVersions): the reader keeps the older document after the follow-up', async () => {
    t.server.ctx.twins = { liveIgnoresServerVersions: true };
    const { got, want } = await followupCase();
    expect(got).not.toEqual(want);
  });

  it('twin (liveIgnoresServerVersions): the reader keeps the older document after the end of the run', async () => {
    t.server.ctx.twins = { liveIgnoresServerVersions: true };
    const { got, want } = await endCase();
    expect(got).not.toEqual(want);
  });
});
