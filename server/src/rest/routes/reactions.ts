// Reactions, pins (9) and done threads (13.3); D180, D181. Every write takes Idempotency-Key (5.2).
import { Router } from 'express';
import type { ServerContext } from '../../context.ts';
import { ThreadService } from '../../messages/threads.ts';
import { emojiOf, ReactionService } from '../../reactions/service.ts';
import { authOf } from '../auth.ts';
import { idempotentWrites } from '../idempotent-write.ts';
import { json } from '../reply.ts';
import { uuidParam } from '../validate.ts';

export function reactionRoutes(ctx: ServerContext, r: Router = Router()): Router {
  const once = idempotentWrites(ctx);
  for (const [method, add] of [['put', true], ['delete', false]] as const) {
    r[method]('/messages/:message_id/reactions/:emoji', async (req, res) => {
      const { auth, visibility } = authOf(res);
      const id = uuidParam(req.params.message_id, 'message_id');
      const emoji = emojiOf(req.params.emoji, !add);
      // The Idempotency-Key hashes the path as the route reads it (D358): the emoji NFC-normalized (D382).
      req.params.emoji = emoji;
      await once(req, res, auth.principalId, async (c) => json(200, await new ReactionService(c).react(auth, visibility, id, emoji, add)));
    });
    r[method]('/messages/:message_id/pin', async (req, res) => {
      const { auth, visibility } = authOf(res);
      const id = uuidParam(req.params.message_id, 'message_id');
      await once(req, res, auth.principalId, async (c) => json(200, await new ReactionService(c).pin(auth, visibility, id, add)));
    });
  }
  for (const [verb, closed] of [['close', true], ['reopen', false]] as const) {
    r.post(`/threads/:thread_id/${verb}`, async (req, res) => {
      const { auth, visibility } = authOf(res);
      const id = uuidParam(req.params.thread_id, 'thread_id');
      await once(req, res, auth.principalId, async (c) => json(200, await new ThreadService(c).setClosed(auth, visibility, id, closed)));
    });
  }
  return r;
}
