import type { Response } from 'express';
import type { Reply } from '../idempotency/idempotency.ts';

export type { Reply };

export function json(status: number, value: unknown, headers?: Record<string, string>): Reply {
  return { status, body: JSON.stringify(value), headers };
}

export function send(res: Response, reply: Reply): void {
  for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
  res.status(reply.status);
  if (reply.body === undefined) res.end();
  else {
    if (!reply.headers?.['Content-Type']) res.type('application/json');
    res.send(reply.body);
  }
}
