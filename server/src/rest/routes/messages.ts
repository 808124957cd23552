// Messages (5.1, 13.3) and import batches (15.8).
import { Router, type Request } from 'express';
import { validators } from '@bothy/generated';
import type { ServerContext } from '../../context.ts';
import { ImportService } from '../../imports/service.ts';
import { MessageService } from '../../messages/service.ts';
import { authOf } from '../auth.ts';
import { idempotentWrites } from '../idempotent-write.ts';
import { json, send } from '../reply.ts';
import { intParam, uuidParam, validBody } from '../validate.ts';

function correlationId(req: Request): string | undefined {
  const id = req.get('x-correlation-id');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}

/** listThreadMessages' `limit`: `maximum: 500` in the contract; more is a 400, as the contract's validators would say. */
const MESSAGES_LIMIT_MAX = 500;

export function messageRoutes(ctx: ServerContext, r: Router = Router()): Router {
  const messages = new MessageService(ctx);
  const once = idempotentWrites(ctx);

  r.get('/threads/:thread_id/messages', async (req, res) => {
    const { visibility } = authOf(res);
    const list = await messages.list(visibility, uuidParam(req.params.thread_id, 'thread_id'), intParam(req.query.after_seq, 'after_seq', 0), intParam(req.query.limit, 'limit', 100, 1, MESSAGES_LIMIT_MAX));
    send(res, json(200, { messages: list }));
  });

  r.post('/threads/:thread_id/messages', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const threadId = uuidParam(req.params.thread_id, 'thread_id');
    const body = validBody(validators.CreateMessageRequest, req.body);
    const { message, replay } = await messages.create(auth, visibility, threadId, body, correlationId(req));
    const headers: Record<string, string> = { ETag: `"${message.version}"` };
    if (replay) headers['Idempotent-Replay'] = 'true';
    send(res, json(replay ? 200 : 201, message, headers));
  });

  r.get('/messages/:message_id', async (req, res) => {
    const { visibility } = authOf(res);
    const message = await messages.get(visibility, uuidParam(req.params.message_id, 'message_id'));
    send(res, json(200, message, { ETag: `"${message.version}"` }));
  });

  r.patch('/messages/:message_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const id = uuidParam(req.params.message_id, 'message_id');
    const body = validBody(validators.UpdateMessageRequest, req.body);
    await once(req, res, auth.principalId, async (c) => {
      const message = await new MessageService(c).update(auth, visibility, id, req.get('if-match'), body.content_md, correlationId(req));
      return json(200, message, { ETag: `"${message.version}"` });
    });
  });

  r.delete('/messages/:message_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const id = uuidParam(req.params.message_id, 'message_id');
    await once(req, res, auth.principalId, async (c) => {
      await new MessageService(c).delete(auth, visibility, id, correlationId(req));
      return { status: 204 };
    });
  });

  r.post('/threads/:thread_id/import-batches', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const threadId = uuidParam(req.params.thread_id, 'thread_id');
    const body = validBody(validators.ImportBatchRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await new ImportService(c).apply(auth, visibility, threadId, body)));
  });
  return r;
}
