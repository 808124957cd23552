// GET /api/v1/runs/{run_id} (11.1, 15.3): a run with its document. run.read is
// read on the run's channel; a run the caller may not see answers exactly like
// one that does not exist (D49). The agent's own start, renew and finish are
// routes of their own (15.3).
import { Action } from '@bothy/generated';
import { Router } from 'express';
import { requireAccess } from '../authz/require.ts';
import type { ServerContext } from '../context.ts';
import { findRun, runPlace, toRun } from '../runs/store.ts';
import { authOf } from './auth.ts';
import { json, send } from './reply.ts';
import { uuidParam } from './validate.ts';

export function runReadRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.get('/runs/:run_id', async (req, res) => {
    const { visibility } = authOf(res);
    const row = await findRun(ctx.pool, uuidParam(req.params.run_id, 'run_id'));
    requireAccess(visibility, Action.RunRead, row && runPlace(row), 'run');
    const run = toRun(row!);
    send(res, json(200, run, { ETag: `"${run.version}"` }));
  });
  return r;
}
