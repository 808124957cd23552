// A person's token check as the server sends it to the grouped statement (identity/tokens.ts, D545, D549).
import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { TestClient } from './server.ts';

/** `digest`: the proof ID it spends (a fresh one unless given; null spends none); `knownVv`: the kept visibility's version (null: none kept). */
export function personCheckOf(c: TestClient, options: { digest?: Buffer | null; knownVv?: number | null } = {}) {
  return {
    principalId: c.principalId,
    deviceId: c.deviceId.toLowerCase(),
    sessionId: decodeJwt(c.accessToken).sid as string,
    digest: options.digest === undefined ? randomBytes(32) : options.digest,
    ttlMs: 60_000,
    knownVv: options.knownVv ?? null,
  };
}
