// The catch-up stream as the gateway opens it (delivery.ts): a fixed head and the consumer's permission
// state (D38), read like begin() does on the server's pool; only the stream's own reads go through `pool`.
import { readAccessChanges, readHeadVisibilitySnapshot, VisibilityTimeline } from '../../src/authz/timeline.ts';
import { CatchupStream, type CatchupStreamOptions } from '../../src/catchup/stream.ts';
import { createPool, poolOptionsOf, type Pool } from '../../src/db/pool.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import { startTestServer, type TestClient, type TestServer } from '../support/server.ts';

/** A W3C traceparent (2.2's trace_context) on one of the stream server's messages. */
export const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

export async function openGatewayStream(t: TestServer, principalId: string, pool: Pool, after: number, o: Partial<CatchupStreamOptions> & { pageSize: number }): Promise<{ stream: CatchupStream; head: number }> {
  const { timeline, visibility } = await readHeadVisibilitySnapshot(t.db.pool, principalId);
  const head = timeline.headSeq;
  const at = new VisibilityTimeline(visibility!, head, await readAccessChanges(t.db.pool, principalId, after, head));
  const stream = new CatchupStream(pool, {
    after,
    head,
    catchupMaxEvents: 10_000,
    advanceEvery: 3,
    permissions: { from: 'consumer', filter: () => at.base, at: (seq) => at.at(seq) },
    ...o,
  });
  return { stream, head };
}

/** A test server of catch-up pages of `pageSize`, alex's 25 messages in the welcome thread, and a pool of the test's own of `poolMax` connections (as the node's settings build it). */
export async function startStreamServer(pageSize: number, poolMax: number, applicationName: string): Promise<{ t: TestServer; alex: TestClient; own: Pool }> {
  const t = await startTestServer({ 'sync.catchup_page_size': pageSize });
  const alex = await t.client('alex');
  for (let i = 0; i < 5; i++) await Promise.all(Array.from({ length: 5 }, (_, j) => alex.postMessage(t.ids.welcomeThread, `s${i}-${j}`)));
  // Every column of a LogRow non-null somewhere: a message with a trace context (2.2) and an event of
  // alex's own (audience self: the read state, 2.2's audience).
  const traced = await alex.request('POST', `/api/v1/threads/${t.ids.welcomeThread}/messages`, { body: { client_msg_id: uuidv7(), content_md: 'traced' }, headers: { traceparent: TRACEPARENT } });
  if (traced.status !== 201) throw new Error(`the traced message was not posted: ${traced.status}`);
  const read = await alex.request('PUT', `/api/v1/threads/${t.ids.welcomeThread}/read-state`, { body: { last_read_seq: 1 } });
  if (read.status !== 200) throw new Error(`the read state was not put: ${read.status}`);
  return { t, alex, own: createPool(t.db.url, { ...poolOptionsOf(t.config.server), max: poolMax, applicationName }) };
}
