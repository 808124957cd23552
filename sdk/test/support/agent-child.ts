// What the adapter processes of the e2e tests (agent-crash-child, agent-lease-child,
// agent-takeover-child) share: their environment, and a BothyAgent's options on the test server with
// REST retries and reconnects in milliseconds. It imports nothing of the SDK, so that a child can
// change its host name before the SDK loads (agent-lease-child).

/** The variable `name` of the child's environment; a missing one fails at once. */
export function env(name: string): string {
  const v = process.env[name];
  if (v === undefined) throw new Error(`${name} is not set`);
  return v;
}

/** The server, the API token (BOTHY_URL, BOTHY_API_TOKEN), the capabilities and short intervals. */
export function childAgentOptions(WebSocket: unknown) {
  return {
    baseUrl: env('BOTHY_URL'),
    apiToken: env('BOTHY_API_TOKEN'),
    billingMode: 'subscription' as const,
    toolClass: 'read' as const,
    WebSocket: WebSocket as never,
    retryBase: 50,
    retryCap: 300,
    reconnectBase: 50,
    reconnectCap: 300,
  };
}
