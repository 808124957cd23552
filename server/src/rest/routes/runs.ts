// Runs (15.3, 11.1): GET /api/v1/runs/{run_id}, a run with its document, and what
// the agent of a run calls: GET /runs/{run_id}/context (run.context.read, D439), POST /runs/{run_id}/start, /resume, /wait,
// /invocation-token and /finish, and a person's POST /runs/{run_id}/cancel (15.5, D141), authenticated with its API token like every REST call (rest/auth.ts),
// Idempotency-Key on start and finish (5.2); renew accepts the header and keeps
// no answer under it, since its answer is a token (D88). Who reaches a run is requireRun (runs/store.ts,
// D97): its own agent, and for the read also whoever reads its channel; anyone
// else gets what a run that does not exist gets (D49). Where 15.3 fails the run
// and answers 409, the failure is committed and its problem is the answer.
import { Router } from 'express';
import { validators } from '@bothy/generated';
import type { ServerContext } from '../../context.ts';
import { checkIdempotencyKey } from '../../idempotency/idempotency.ts';
import { cancelByPerson } from '../../runs/cancel.ts';
import { readRunContext } from '../../runs/context.ts';
import { patchRun } from '../../runs/patch.ts';
import { invokeCommand } from '../../runs/commands.ts';
import { createInteraction } from '../../runs/interactions.ts';
import { RunLifecycle, type Outcome } from '../../runs/run-lifecycle.ts';
import { findRun, requireRun, toRun } from '../../runs/store.ts';
import { authOf } from '../auth.ts';
import { idempotentWrites } from '../idempotent-write.ts';
import { problemReply } from '../problem.ts';
import { json, send, type Reply } from '../reply.ts';
import { uuidParam, validBody } from '../validate.ts';

function reply<T>(outcome: Outcome<T>): Reply {
  return 'ok' in outcome ? json(200, outcome.ok) : problemReply(outcome.refused);
}

export function runRoutes(ctx: ServerContext, r: Router = Router()): Router {
  const once = idempotentWrites(ctx);
  // Writes run on the context of the key's transaction when there is a key (D40).
  const within = (c: ServerContext) => new RunLifecycle(c);

  r.get('/runs/:run_id', async (req, res) => {
    const { visibility } = authOf(res);
    const row = await findRun(ctx.pool, uuidParam(req.params.run_id, 'run_id'));
    requireRun(visibility, row, 'read');
    const run = toRun(row);
    send(res, json(200, run, { ETag: `"${run.version}"` }));
  });

  // run.context.read (15.3 step 4, D439): the run's agent reads what it was asked, while the person may still ask it.
  r.get('/runs/:run_id/context', async (req, res) => {
    const { visibility } = authOf(res);
    send(res, json(200, await readRunContext(ctx, visibility, uuidParam(req.params.run_id, 'run_id'))));
  });

  // 5.1, D150: an interaction, idempotent through client_interaction_id like a message through client_msg_id.
  r.post('/messages/:message_id/interactions', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const messageId = uuidParam(req.params.message_id, 'message_id');
    const body = validBody(validators.CreateInteractionRequest, req.body);
    const { interaction, replay } = await createInteraction(ctx, auth, visibility, messageId, body);
    send(res, json(replay ? 200 : 201, interaction, replay ? { 'Idempotent-Replay': 'true' } : {}));
  });

  // 15.4, D151: a control command goes to the agent at once as command.invoked.
  r.post('/threads/:thread_id/commands', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const threadId = uuidParam(req.params.thread_id, 'thread_id');
    const body = validBody(validators.InvokeCommandRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(202, await invokeCommand(c, auth, visibility, threadId, body)));
  });

  // 11.2, 15.4: the RFC 6902 patch of the run document, one code path with run.update (runs/patch.ts).
  r.patch('/runs/:run_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const run = uuidParam(req.params.run_id, 'run_id');
    const body = validBody(validators.PatchRunRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await patchRun(c, auth.principalId, visibility, run, body)));
  });

  r.post('/runs/:run_id/start', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const run = uuidParam(req.params.run_id, 'run_id');
    const body = validBody(validators.RunStartRequest, req.body);
    await once(req, res, auth.principalId, async (c) => reply(await within(c).start(auth, visibility, run, body)));
  });

  r.post('/runs/:run_id/resume', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const run = uuidParam(req.params.run_id, 'run_id');
    const body = validBody(validators.RunStartRequest, req.body);
    await once(req, res, auth.principalId, async (c) => reply(await within(c).resume(auth, visibility, run, body)));
  });

  r.post('/runs/:run_id/wait', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const run = uuidParam(req.params.run_id, 'run_id');
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).awaitInput(auth, visibility, run)));
  });

  // 15.5, D141: a person cancels; 202 with the run (a queued one is cancelled already).
  r.post('/runs/:run_id/cancel', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const run = uuidParam(req.params.run_id, 'run_id');
    await once(req, res, auth.principalId, async (c) => json(202, await cancelByPerson(c, auth, visibility, run)));
  });

  r.post('/runs/:run_id/invocation-token', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const run = uuidParam(req.params.run_id, 'run_id');
    const body = validBody(validators.RenewInvocationTokenRequest, req.body);
    // Not under the key (D88): its stored answer would keep a live token for
    // sync.idempotency_key_ttl and hand it out again without the checks of 15.3
    // step 2. A repeat renews again, with the checks; R-SY-19 makes that safe.
    const renew = async (c: ServerContext) => reply(await within(c).renew(auth, visibility, run, body.invocation_token));
    if (ctx.twins?.renewUnderKey) return once(req, res, auth.principalId, renew);
    checkIdempotencyKey(req.get('idempotency-key'));
    send(res, await renew(ctx));
  });

  r.post('/runs/:run_id/finish', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const run = uuidParam(req.params.run_id, 'run_id');
    const body = validBody(validators.FinishRunRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).finish(auth, visibility, run, body)));
  });
  return r;
}
