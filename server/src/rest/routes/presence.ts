// POST /api/v1/agents/me/heartbeat (12): an adapter's agent_heartbeat.v1, with
// Idempotency-Key (5.2); the answer is the derived presence (agents/presence.ts).
import { Router } from 'express';
import { validators } from '@bothy/generated';
import { agentHeartbeat } from '../../agents/presence.ts';
import type { ServerContext } from '../../context.ts';
import { authOf } from '../auth.ts';
import { idempotentWrites } from '../idempotent-write.ts';
import { json } from '../reply.ts';
import { validBody } from '../validate.ts';

export function presenceRoutes(ctx: ServerContext, r: Router = Router()): Router {
  const once = idempotentWrites(ctx);
  r.post('/agents/me/heartbeat', async (req, res) => {
    const { auth } = authOf(res);
    const body = validBody(validators.AgentHeartbeat, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await agentHeartbeat(c, auth, body)));
  });
  return r;
}
