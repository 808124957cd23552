import { EventType, type EventOf } from '@bothy/generated';
import { describe, expectTypeOf, it } from 'vitest';
import type { AgentRun, BothyAgent, RunContext } from '../../src/agent/agent.ts';
import type { RunOutcome } from '../../src/agent/inbox.ts';
import type { CloseEvent } from '../../src/events.ts';

declare const agent: BothyAgent;

describe('BothyAgent listeners (15.1-15.3): the handler and typed events from the catalogue', () => {
  it("types on('invocation') as the run handler, with the run and its abort signal", () => {
    agent.on('invocation', async (run, context) => {
      expectTypeOf(run).toEqualTypeOf<AgentRun>();
      expectTypeOf(context).toEqualTypeOf<RunContext>();
      expectTypeOf(context.signal).toEqualTypeOf<AbortSignal>();
      expectTypeOf(run.triggerKind).toEqualTypeOf<'mention' | 'free_response' | 'command' | 'followup' | 'schedule'>();
      return { state: 'completed' } satisfies RunOutcome;
    });
  });

  it('types every other listener by its event type', () => {
    agent.on(EventType.RunCancelRequested, (e) => {
      expectTypeOf(e).toEqualTypeOf<EventOf<'run.cancel_requested'>>();
      expectTypeOf(e.payload.reason).toEqualTypeOf<'user_cancelled' | 'access_revoked' | 'channel_read_only' | 'agent_disabled' | 'trigger_principal_disabled'>();
    });
    agent.on(EventType.MessageCreated, (e) => expectTypeOf(e.payload.message.content_md).toBeString());
    agent.on('stopped', (s) => expectTypeOf(s).toEqualTypeOf<CloseEvent | { code: undefined; reason: string }>());
  });
});
