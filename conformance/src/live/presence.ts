// Live cases of agent presence, command autocomplete and live statistics (chapter 04:
// 12, 15.7, R-SY-26), run as the configured person.
import { ClientOp, EventType, ProblemCode, REST_BASE_PATH, ServerOp, configDefaults } from '@bothy/generated';
import { problemCode } from './credentials.ts';
import type { LiveCase } from './cases.ts';
import { fail, uuidv7 } from './session.ts';

export const presenceCases: readonly LiveCase[] = [
  {
    id: 'presence.heartbeat_agents_only',
    title: 'POST /agents/me/heartbeat exists and refuses a person with forbidden; ready names agent presence',
    section: '12, 6.3',
    async run(ctx) {
      const rest = await ctx.run.rest();
      const answer = await rest.request('POST', `${REST_BASE_PATH}/agents/me/heartbeat`, { state: 'busy', runtime_version: '1', billing_modes_supported: ['a', 'b'], tool_class: 'none', active_run_ids: [] });
      if (answer.status !== 403 || problemCode(answer.body) !== ProblemCode.Forbidden) fail(`a person's heartbeat answered ${answer.status} ${problemCode(answer.body) ?? ''}, want 403 ${ProblemCode.Forbidden}`);
      const { ready } = await ctx.session();
      if (!Array.isArray(ready.d.snapshot.agent_presence)) fail('the snapshot of ready has no agent_presence list');
    },
  },
  {
    id: 'autocomplete.answer_refused',
    title: `${ClientOp.CommandAutocompleteResult} from a person is forbidden, an answer to an unknown request not_found; the connection stays`,
    section: '15.7, 6.2',
    async run(ctx) {
      const { socket } = await ctx.session();
      const before = socket.messages.length;
      socket.sendText(JSON.stringify({ op: ClientOp.CommandAutocompleteResult, d: { request_id: uuidv7(), choices: [] } }));
      const error = await ctx.waitOp(socket, ServerOp.Error, before);
      if (error.d.code !== ProblemCode.Forbidden) fail(`the op answered ${error.d.code}, want ${ProblemCode.Forbidden}`);
      const rest = await ctx.run.rest();
      const answer = await rest.request('POST', `${REST_BASE_PATH}/commands/autocomplete/${uuidv7()}/respond`, { choices: [] });
      if (answer.status !== 404 || problemCode(answer.body) !== ProblemCode.NotFound) fail(`an answer to an unknown request answered ${answer.status} ${problemCode(answer.body) ?? ''}, want 404 ${ProblemCode.NotFound}`);
    },
  },
  {
    id: 'stats.live_frames',
    title: `${ClientOp.StatsSubscribe} with stats.read gets ${EventType.StatsLive} frames, or forbidden without it; the connection stays`,
    section: '12, R-SY-26',
    async run(ctx) {
      const { socket } = await ctx.session();
      const before = socket.messages.length;
      socket.sendText(JSON.stringify({ op: ClientOp.StatsSubscribe, d: {} }));
      const waitMs = configDefaults['stats.live_interval'] + ctx.options.stepTimeoutMs;
      const got = await socket.waitFor((m) => {
        const f = JSON.parse(m.text) as { op?: string; d?: { type?: string; op?: string } };
        return (f.op === ServerOp.Dispatch && f.d?.type === EventType.StatsLive) || (f.op === ServerOp.Error && f.d?.op === ClientOp.StatsSubscribe);
      }, waitMs, before);
      const frame = JSON.parse(got.text) as { op: string; d: { code?: string; audience?: string; seq?: number } };
      if (frame.op === ServerOp.Error && frame.d.code !== ProblemCode.Forbidden) fail(`${ClientOp.StatsSubscribe} answered ${frame.d.code}, want frames or ${ProblemCode.Forbidden}`);
      if (frame.op === ServerOp.Dispatch && (frame.d.seq !== undefined || frame.d.audience !== 'self')) fail(`${EventType.StatsLive} must be ephemeral (no seq) and personal (audience self)`);
      socket.sendText(JSON.stringify({ op: ClientOp.StatsUnsubscribe, d: {} }));
    },
  },
];
