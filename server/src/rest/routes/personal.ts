// Personal data (14): read states, drafts, settings, the sidebar, notification preferences and
// quiet hours, with Idempotency-Key on every write (5.2).
import { Router } from 'express';
import { ProblemCode, validators } from '@bothy/generated';
import type { ServerContext } from '../../context.ts';
import { PersonalService } from '../../personal/service.ts';
import { authOf } from '../auth.ts';
import { idempotentWrites } from '../idempotent-write.ts';
import { ProblemError } from '../problem.ts';
import { json, send } from '../reply.ts';
import { uuidParam, validBody } from '../validate.ts';

const SETTING_KEY = /^[A-Za-z0-9_.:-]{1,200}$/;

export function personalRoutes(ctx: ServerContext, r: Router = Router()): Router {
  const personal = new PersonalService(ctx);
  const once = idempotentWrites(ctx);
  // Writes run on the context of the key's transaction when there is a key (D40).
  const within = (c: ServerContext) => new PersonalService(c);
  const settingKey = (k: unknown): string => {
    if (typeof k !== 'string' || !SETTING_KEY.test(k)) throw new ProblemError(ProblemCode.ValidationFailed, 'a setting key is 1-200 characters of letters, digits and _.:-');
    return k;
  };

  r.get('/me/read-states', async (_req, res) => {
    const { auth, visibility } = authOf(res);
    send(res, json(200, { read_states: await personal.listReadStates(auth, visibility) }));
  });
  r.put('/threads/:thread_id/read-state', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const thread = uuidParam(req.params.thread_id, 'thread_id');
    const body = validBody(validators.ReadStateRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).markRead(auth, visibility, thread, body.last_read_seq)));
  });
  r.post('/threads/:thread_id/read-state/mark-unread', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const thread = uuidParam(req.params.thread_id, 'thread_id');
    const body = validBody(validators.ReadStateRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).markRead(auth, visibility, thread, body.last_read_seq, { ifMatch: req.get('if-match') })));
  });
  r.get('/me/drafts', async (_req, res) => {
    const { auth, visibility } = authOf(res);
    send(res, json(200, { drafts: await personal.listDrafts(auth, visibility) }));
  });
  r.put('/threads/:thread_id/draft', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const thread = uuidParam(req.params.thread_id, 'thread_id');
    const body = validBody(validators.PutDraftRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).putDraft(auth, visibility, thread, body)));
  });
  r.delete('/threads/:thread_id/draft', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const thread = uuidParam(req.params.thread_id, 'thread_id');
    await once(req, res, auth.principalId, async (c) => {
      await within(c).deleteDraft(auth, visibility, thread);
      return { status: 204 };
    });
  });
  r.get('/me/settings', async (_req, res) => {
    const { auth } = authOf(res);
    send(res, json(200, { settings: await personal.listSettings(auth) }));
  });
  r.put('/me/settings/:key', async (req, res) => {
    const { auth } = authOf(res);
    const key = settingKey(req.params.key);
    const body = validBody(validators.PutSettingRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).putSetting(auth, key, body.value)));
  });
  r.delete('/me/settings/:key', async (req, res) => {
    const { auth } = authOf(res);
    const key = settingKey(req.params.key);
    await once(req, res, auth.principalId, async (c) => {
      await within(c).putSetting(auth, key, undefined);
      return { status: 204 };
    });
  });
  r.get('/me/sidebar', async (_req, res) => {
    const { auth, visibility } = authOf(res);
    send(res, json(200, { sidebar: await personal.listSidebar(auth, visibility) }));
  });
  r.put('/spaces/:space_id/sidebar', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const space = uuidParam(req.params.space_id, 'space_id');
    const body = validBody(validators.PutSidebarRequest, req.body);
    // validBody took the IDs in lower case (D386): the contract's uniqueItems compared them as sent.
    if (new Set(body.channel_order).size < body.channel_order.length) {
      throw new ProblemError(ProblemCode.ValidationFailed, 'channel_order names a channel twice', { errors: [{ pointer: '/channel_order', message: 'a channel twice (IDs compare in either case)' }] });
    }
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).putSidebar(auth, visibility, space, body)));
  });
  r.get('/me/notification-prefs', async (_req, res) => {
    const { auth, visibility } = authOf(res);
    send(res, json(200, { notification_prefs: await personal.listNotificationPrefs(auth, visibility) }));
  });
  r.put('/me/notification-prefs', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const body = validBody(validators.PutNotificationPrefRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).putNotificationPref(auth, visibility, body.target, body.level)));
  });
  r.get('/me/quiet-hours', async (_req, res) => {
    const { auth } = authOf(res);
    const quiet = await personal.getQuietHours(auth);
    send(res, json(200, quiet ? { quiet_hours: quiet } : {}));
  });
  r.put('/me/quiet-hours', async (req, res) => {
    const { auth } = authOf(res);
    const body = validBody(validators.PutQuietHoursRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await within(c).putQuietHours(auth, body)));
  });
  return r;
}
