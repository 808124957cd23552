// The shape every Idempotency-Key route shares (5.2): the request as the key
// sees it, the operation in the key's transaction (D40), the answer sent.
import { REST_BASE_PATH } from '@bothy/generated';
import type { Request, Response } from 'express';
import type { ServerContext } from '../context.ts';
import { idempotent } from '../idempotency/idempotency.ts';
import { isUuid } from '../internal/uuid.ts';
import { problemReply } from './problem.ts';
import { send, type Reply } from './reply.ts';

/** Runs `run` under the request's Idempotency-Key on the context it is given, and sends its answer. */
export type IdempotentWrite = (req: Request, res: Response, principalId: string, run: (ctx: ServerContext) => Promise<Reply>) => Promise<void>;

export function idempotentWrites(ctx: ServerContext): IdempotentWrite {
  return async (req, res, principalId, run) => {
    send(res, await idempotent(ctx, { principalId, key: req.get('idempotency-key'), method: req.method, path: requestPath(req), body: req.body as unknown, ifMatch: req.get('if-match') }, run, problemReply));
  };
}

/**
 * The path a key hashes (5.2, D358), built from the route: the API base, the route's pattern, and
 * each parameter as the route reads it (percent-decoded by express), an ID parameter (`*_id`) in
 * lower case, encoded again with encodeURIComponent (UTF-8, upper-case hex). Spellings that the route
 * reads alike hash alike (an upper-case ID, lower-case hex, a trailing slash); the path the SDK builds
 * (openapi-fetch encodes each parameter with encodeURIComponent; IDs in lower case) is that form
 * already, so its hash is the one from before D358. Other parameters keep their case (setting keys
 * are case-sensitive). A route that reads a parameter in a normal form of its own writes that form back
 * into req.params before it runs the write (the reaction's emoji, NFC: D382).
 */
export function requestPath(req: Request): string {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern !== 'string') throw new Error('an Idempotency-Key write runs inside a route with a path pattern');
  return REST_BASE_PATH + pattern.replace(/:(\w+)/g, (_m, name: string) => pathSegment(name, String(req.params[name] ?? '')));
}

function pathSegment(name: string, value: string): string {
  return encodeURIComponent(name.endsWith('_id') && isUuid(value) ? value.toLowerCase() : value);
}
