// The API token belongs to the agent's owner (08-identity): BOTHY_API_TOKEN. Against the demo
// server of `npm start`, the dev endpoint stands in and issues one for the demo agent.
export async function apiToken(baseUrl: string, principal: string): Promise<string> {
  const fromEnv = process.env.BOTHY_API_TOKEN;
  if (fromEnv) return fromEnv;
  const res = await fetch(new URL('/api/v1/dev/api-tokens', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ principal }),
  });
  const body = (await res.json().catch(() => ({}))) as { api_token?: string; detail?: string };
  if (!res.ok || !body.api_token) throw new Error(`API token for ${principal} refused: ${res.status} ${body.detail ?? res.statusText}`);
  return body.api_token;
}
