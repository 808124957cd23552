// Running one check against a deliberately broken variant of a running test server (ServerContext.twins).
import type { TestServer } from './server.ts';

export type ServerTwins = NonNullable<TestServer['server']['ctx']['twins']>;

/** `run` with the twins `twins` on `server` (context.ts), then the server's own again. */
export async function withTwins<T>(server: TestServer, twins: ServerTwins, run: () => Promise<T>): Promise<T> {
  const before = server.server.ctx.twins;
  server.server.ctx.twins = twins;
  try {
    return await run();
  } finally {
    server.server.ctx.twins = before;
  }
}
