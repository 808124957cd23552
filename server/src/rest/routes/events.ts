// GET /api/v1/events (7.4) and GET /api/v1/sync/snapshot (7.3).
import { Router } from 'express';
import { ProblemCode } from '@bothy/generated';
import { readCatchupPage } from '../../catchup/page.ts';
import type { ServerContext } from '../../context.ts';
import { readSnapshot } from '../../snapshot/snapshot.ts';
import { authOf } from '../auth.ts';
import { ProblemError } from '../problem.ts';
import { send } from '../reply.ts';
import { intParam, uuidV7Param } from '../validate.ts';

export function eventRoutes(ctx: ServerContext, r: Router = Router()): Router {
  r.get('/events', async (req, res) => {
    const { visibility } = authOf(res);
    const pageSize = ctx.config.spec['sync.catchup_page_size'];
    const after = intParam(req.query.after, 'after');
    const epoch = req.query.epoch === undefined ? undefined : uuidV7Param(req.query.epoch, 'epoch');
    const limit = Math.min(intParam(req.query.limit, 'limit', pageSize, 1), pageSize);
    const page = await readCatchupPage(ctx.pool, visibility, {
      after,
      epoch,
      limit,
      catchupMaxEvents: ctx.config.spec['sync.catchup_max_events'],
      permissionState: ctx.twins?.permissionStateAtArrival ? 'request' : 'log_order',
      listTokenEvents: ctx.twins?.restListsTokenEvents,
    });
    if (page.kind === 'resync') {
      throw new ProblemError(ProblemCode.ResyncRequired, `catch-up is not possible (${page.reason}); load GET /api/v1/sync/snapshot`, {
        reason: page.reason,
        head_seq: page.timeline.headSeq,
        sync_epoch: page.timeline.syncEpoch,
      });
    }
    // The rows carry their envelope as JSON text; the page is spliced, not re-serialized.
    const body = `{"events":[${page.events.map((e) => e.json).join(',')}],"next_cursor":${page.nextCursor},"head_seq":${page.timeline.headSeq},"sync_epoch":${JSON.stringify(page.timeline.syncEpoch)}}`;
    send(res, { status: 200, body });
  });
  r.get('/sync/snapshot', async (_req, res) => {
    const { auth, visibility } = authOf(res);
    // Starts from the request's visibility (D37); the statement checks it is still current (D270).
    const { snapshot } = await readSnapshot(ctx.pool, auth.principalId, visibility);
    send(res, { status: 200, body: JSON.stringify(snapshot) });
  });
  return r;
}
