// The login belongs to your app (08-identity). Against the demo server of `npm start`, the dev
// endpoint stands in: it registers the device's public key and returns a DPoP-bound access token.
import type { DpopKey } from '@bothy/sdk';

export interface Session {
  accessToken: string;
  deviceId: string;
}

export async function login(baseUrl: string, principal: string, dpopKey: DpopKey, deviceId?: string): Promise<Session> {
  const res = await fetch(new URL('/api/v1/dev/tokens', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ principal, public_jwk: dpopKey.publicJwk, device_id: deviceId }),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; device_id?: string; detail?: string };
  // A refusal (a name the server does not know: 400) ends here, before any connection is tried.
  if (!res.ok || !body.access_token || !body.device_id) throw new Error(`login as ${principal} refused: ${res.status} ${body.detail ?? res.statusText}`);
  return { accessToken: body.access_token, deviceId: body.device_id };
}
