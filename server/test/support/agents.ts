// What the agent tests share: waiting for a condition, an adapter's identify
// over a real WebSocket, and reading a token's jti without verifying it.
import { ClientOp, ServerOp } from '@bothy/generated';
import type { ServerFrame } from '@bothy/generated';
import { GatewayTestClient } from './gateway-client.ts';
import type { TestClient } from './server.ts';
import type { Agent } from './runs.ts';

/** Polls `ok` every 20 ms until it holds; fails naming `what` after `ms`. */
export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** An adapter's connection (15.1): identify with the agent's api_token and a consumer name, up to ready. `open` collects it for the suite's cleanup. */
export async function connectAgent(url: string, agent: Agent, consumer: string, open: GatewayTestClient[]): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.hello();
  c.send({ op: ClientOp.Identify, d: { api_token: agent.apiToken, consumer, protocol_version: 1 } });
  await c.waitFor(ServerOp.Ready);
  return c;
}

/** The jti claim of a JWS, read without a signature check (the tests compare it with runs columns). */
export const jtiOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

/** A delivered envelope as the agent tests read it (delivery fields included). */
export interface Delivered {
  seq: number;
  type: string;
  resource?: { kind: string; id: string };
  payload: Record<string, unknown>;
  redelivered?: boolean;
  invocation_token?: string;
}

/** Every dispatch a connection received, in order. */
export const dispatches = (c: GatewayTestClient): Delivered[] =>
  c.frames.filter((f) => f.op === ServerOp.Dispatch).map((f) => (f as Extract<ServerFrame, { op: typeof ServerOp.Dispatch }>).d as unknown as Delivered);

/** A person's connection, identified and caught up; `open` collects it for the suite's cleanup. */
export async function connectPerson(url: string, who: TestClient, open: GatewayTestClient[]): Promise<GatewayTestClient> {
  const c = await GatewayTestClient.connect(url);
  open.push(c);
  await c.identify(who);
  await c.waitFor(ServerOp.CatchupComplete);
  return c;
}
