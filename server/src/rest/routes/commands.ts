// Command autocomplete (15.7): POST /api/v1/commands/autocomplete (a person asks; not a
// write, no Idempotency-Key, D204) and POST /commands/autocomplete/{id}/respond (the
// owner answers, Idempotency-Key, 5.2), one code path with the op command.autocomplete_result;
// PUT /agents/me/commands (an agent declares its commands, D252).
import { Router } from 'express';
import { validators } from '@bothy/generated';
import { answerAutocomplete, requestAutocomplete } from '../../commands/autocomplete.ts';
import { listCommands, setCommands } from '../../commands/model.ts';
import type { ServerContext } from '../../context.ts';
import { authOf } from '../auth.ts';
import { idempotentWrites } from '../idempotent-write.ts';
import { json, send } from '../reply.ts';
import { uuidParam, validBody } from '../validate.ts';

export function commandRoutes(ctx: ServerContext, r: Router = Router()): Router {
  const once = idempotentWrites(ctx);
  r.get('/agents/:agent_id/commands', async (req, res) => {
    const { visibility } = authOf(res);
    send(res, json(200, await listCommands(ctx.pool, visibility, uuidParam(req.params.agent_id, 'agent_id'))));
  });
  r.put('/agents/me/commands', async (req, res) => {
    const { auth } = authOf(res);
    const body = validBody(validators.AgentCommandsDeclaration, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await setCommands(c, auth, body)));
  });
  r.post('/commands/autocomplete', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const body = validBody(validators.CommandAutocompleteRequest, req.body);
    send(res, json(200, await requestAutocomplete(ctx, auth, visibility, body)));
  });
  r.post('/commands/autocomplete/:request_id/respond', async (req, res) => {
    const { auth } = authOf(res);
    const id = uuidParam(req.params.request_id, 'request_id');
    const body = validBody(validators.CommandAutocompleteChoices, req.body);
    await once(req, res, auth.principalId, async (c) => {
      await answerAutocomplete(c, auth.principalId, id, body.choices);
      return { status: 204 };
    });
  });
  return r;
}
