import pino from 'pino';

/** Paths that may carry a secret; pino writes "[redacted]" instead. Tokens never reach a log. */
export const REDACTED_LOG_PATHS = [
  'access_token', '*.access_token', 'api_token', '*.api_token', 'dpop', '*.dpop', 'invocation_token', '*.invocation_token',
  'token', '*.token', 'password', '*.password', 'authorization', '*.authorization', 'headers.authorization', 'headers.dpop',
  'req.headers.authorization', 'req.headers.dpop', 'private_jwk', '*.private_jwk',
];

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'bothy-server' },
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
