import type { Config } from './config/config.ts';
import type { Pool } from './db/pool.ts';
import type { EventAppender } from './events/appender.ts';
import type { WriteGate } from './events/write-gate.ts';
import type { JtiCache } from './identity/dpop.ts';
import type { ServerKeys } from './identity/keys.ts';
import type { NonceIssuer } from './identity/nonce.ts';
import type { Logger } from './logging.ts';

/** What every service of one server process shares. */
export interface ServerContext {
  config: Config;
  pool: Pool;
  log: Logger;
  appender: EventAppender;
  gate: WriteGate;
  keys: ServerKeys;
  nonces: NonceIssuer;
  jti: JtiCache;
  /** Closes the connections of a revoked session, device or principal with 4012, on every node (8.5); set by the gateway. */
  revoke?: (target: { principal_id?: string; device_id?: string; session_id?: string }) => Promise<void>;
}
