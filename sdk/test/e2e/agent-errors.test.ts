// The adapter's failures end visibly, end to end: an error with no `error` listener is written to
// console.warn (never dropped, never thrown, no secret in it); 4016 for an agent principal waiting
// for approval ends in `closed` with a reported GatewayClosedError instead of awaiting_device for
// good; a follow-up whose inbox write failed leaves no envelope behind. Real server, PostgreSQL and
// sockets; every wait bounded.
import { CloseCode } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { personWithChannel } from '../../../server/test/support/people.ts';
import { GatewayClosedError, SdkErrorCode } from '../../src/errors.ts';
import { agentSuite, createAgent, FailingStore, runOf, stoppedAfterEach } from '../support/agent.ts';
import { sleep, until } from '../support/e2e.ts';
import { catchWarnings } from '../support/warn.ts';

const { adapterFor } = stoppedAfterEach();

const { warned } = catchWarnings();

describe('an adapter without an error listener (15.3 a handler that throws; 6.4 report)', () => {
  const s = agentSuite({});
  const t = s.t;

  it('a handler that throws is reported failed and written to console.warn with its code, without a token', { timeout: 20_000 }, async () => {
    const agent = await createAgent(t);
    const place = await personWithChannel(t, s.alex, 'write');
    const { agent: bothy } = await adapterFor(t.server.url, agent, { listenErrors: false });
    let token: string | undefined;
    bothy.on('invocation', async (run) => {
      token = bothy.inbox.find((e) => e.runId === run.id)?.token;
      throw new Error(`handler broke on run ${run.id}`);
    });
    expect((await place.who.postMessage(place.thread, `<@${agent.id}> break`)).status).toBe(201);
    await until(() => bothy.inbox[0]?.state === 'done', 'the run done', 10_000);
    const runId = bothy.inbox[0]!.runId;
    expect(bothy.inbox[0]!.outcome).toMatchObject({ state: 'failed', reason: 'handler_error' });
    expect(await runOf(t, runId)).toMatchObject({ state: 'failed' });
    const lines = warned();
    expect(lines.filter((l) => l.includes('handler broke'))).toEqual([`[@bothy/sdk] ${SdkErrorCode.Unexpected}: Error: handler broke on run ${runId} (no 'error' listener took it)`]);
    expect(token).toBeDefined();
    for (const line of lines) {
      expect(line).not.toContain(agent.apiToken);
      expect(line).not.toContain(token!);
    }
  });
});
