// The shape every Idempotency-Key route shares (5.2): the request as the key
// sees it, the operation in the key's transaction (D40), the answer sent.
import type { Request, Response } from 'express';
import type { ServerContext } from '../context.ts';
import { idempotent } from '../idempotency/idempotency.ts';
import { problemReply } from './problem.ts';
import { send, type Reply } from './reply.ts';

/** Runs `run` under the request's Idempotency-Key on the context it is given, and sends its answer. */
export type IdempotentWrite = (req: Request, res: Response, principalId: string, run: (ctx: ServerContext) => Promise<Reply>) => Promise<void>;

export function idempotentWrites(ctx: ServerContext): IdempotentWrite {
  return async (req, res, principalId, run) => {
    const path = req.originalUrl.split('?')[0]!;
    send(res, await idempotent(ctx, { principalId, key: req.get('idempotency-key'), method: req.method, path, body: req.body as unknown, ifMatch: req.get('if-match') }, run, problemReply));
  };
}
