// Webhook subscriptions over REST (15.6, 7.6): list, create, delete and resume,
// every write under Idempotency-Key (5.2). The domain is webhooks/subscriptions.ts.
import { Router } from 'express';
import { validators } from '@bothy/generated';
import type { ServerContext } from '../../context.ts';
import { WebhookSubscriptions } from '../../webhooks/subscriptions.ts';
import { authOf } from '../auth.ts';
import { idempotentWrites } from '../idempotent-write.ts';
import { json, send } from '../reply.ts';
import { uuidParam, validBody } from '../validate.ts';

export function webhookRoutes(ctx: ServerContext, r: Router = Router()): Router {
  const once = idempotentWrites(ctx);
  const subs = (c: ServerContext) => new WebhookSubscriptions(c);

  r.get('/webhook-subscriptions', async (_req, res) => {
    const { visibility } = authOf(res);
    send(res, json(200, { subscriptions: await subs(ctx).list(visibility) }));
  });
  r.post('/webhook-subscriptions', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const body = validBody(validators.CreateWebhookSubscriptionRequest, req.body);
    // The endpoint (its name looked up) before the Idempotency-Key's transaction and write slot (D398).
    const endpoint = await subs(ctx).checkEndpoint(visibility, body);
    await once(req, res, auth.principalId, async (c) => json(201, await subs(c).create(visibility, body, auth.principalId, endpoint)));
  });
  r.delete('/webhook-subscriptions/:subscription_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const id = uuidParam(req.params.subscription_id, 'subscription_id');
    await once(req, res, auth.principalId, async (c) => {
      await subs(c).remove(visibility, id);
      return { status: 204 };
    });
  });
  r.post('/webhook-subscriptions/:subscription_id/resume', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const id = uuidParam(req.params.subscription_id, 'subscription_id');
    await once(req, res, auth.principalId, async (c) => json(200, await subs(c).resume(visibility, id)));
  });
  return r;
}
