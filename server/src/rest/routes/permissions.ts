// Grants, groups, principals, sessions and devices (8.2, 8.5), and the structure
// changes of 8.1 (channels, spaces). Every write accepts Idempotency-Key (5.2).
import { Router } from 'express';
import { validators } from '@bothy/generated';
import { PermissionAdmin } from '../../authz/admin.ts';
import type { ServerContext } from '../../context.ts';
import { authOf } from '../auth.ts';
import { idempotentWrites } from '../idempotent-write.ts';
import { json } from '../reply.ts';
import { uuidParam, validBody } from '../validate.ts';

export function permissionRoutes(ctx: ServerContext, r: Router = Router()): Router {
  const once = idempotentWrites(ctx);
  // Per request: on the context of the key's transaction when there is a key (D40).
  const admin = (c: ServerContext) => new PermissionAdmin(c);

  r.post('/grants', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const body = validBody(validators.CreateGrantRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(201, await admin(c).createGrant(auth, visibility, body)));
  });
  r.post('/grants/:grant_id/revoke', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const id = uuidParam(req.params.grant_id, 'grant_id');
    await once(req, res, auth.principalId, async (c) => json(200, await admin(c).revokeGrant(auth, visibility, id)));
  });
  r.post('/groups', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const body = validBody(validators.CreateGroupRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(201, await admin(c).createGroup(visibility, body.name)));
  });
  r.put('/groups/:group_id/members/:principal_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const group = uuidParam(req.params.group_id, 'group_id');
    const principal = uuidParam(req.params.principal_id, 'principal_id');
    const body = validBody(validators.GroupMemberRequest, req.body ?? {});
    await once(req, res, auth.principalId, async (c) => {
      await admin(c).setMember(auth, visibility, group, principal, true, body.expires_at);
      return { status: 204 };
    });
  });
  r.delete('/groups/:group_id/members/:principal_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const group = uuidParam(req.params.group_id, 'group_id');
    const principal = uuidParam(req.params.principal_id, 'principal_id');
    await once(req, res, auth.principalId, async (c) => {
      await admin(c).setMember(auth, visibility, group, principal, false);
      return { status: 204 };
    });
  });
  r.patch('/principals/:principal_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const id = uuidParam(req.params.principal_id, 'principal_id');
    const body = validBody(validators.UpdatePrincipalRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await admin(c).updatePrincipal(auth, visibility, id, body)));
  });
  for (const kind of ['session', 'device'] as const) {
    r.post(`/${kind}s/:id/revoke`, async (req, res) => {
      const { auth, visibility } = authOf(res);
      const id = uuidParam(req.params.id, `${kind}_id`);
      await once(req, res, auth.principalId, async (c) => {
        await admin(c).revoke(auth, visibility, kind, id);
        return { status: 204 };
      });
    });
  }
  r.post('/spaces/:space_id/channels', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const space = uuidParam(req.params.space_id, 'space_id');
    const body = validBody(validators.CreateChannelRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(201, await admin(c).createChannel(auth, visibility, space, body)));
  });
  r.patch('/channels/:channel_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const channel = uuidParam(req.params.channel_id, 'channel_id');
    const body = validBody(validators.UpdateChannelRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await admin(c).updateChannel(auth, visibility, channel, body)));
  });
  r.patch('/spaces/:space_id', async (req, res) => {
    const { auth, visibility } = authOf(res);
    const space = uuidParam(req.params.space_id, 'space_id');
    const body = validBody(validators.UpdateSpaceRequest, req.body);
    await once(req, res, auth.principalId, async (c) => json(200, await admin(c).updateSpace(auth, visibility, space, body.archived)));
  });
  return r;
}
