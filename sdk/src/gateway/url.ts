import { GATEWAY_PATH } from '@bothy/generated';

/** The gateway URL of a server origin (6.1): https://host -> wss://host/api/v1/gateway, http -> ws. */
export function gatewayUrl(baseUrl: string | URL): string {
  const u = new URL(GATEWAY_PATH, baseUrl);
  if (u.protocol === 'https:') u.protocol = 'wss:';
  else if (u.protocol === 'http:') u.protocol = 'ws:';
  return u.toString();
}
