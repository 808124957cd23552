// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.

/** Close codes of the gateway (6.4). */
export const CloseCode = {
  Normal: 1000,
  GoingAway: 1001,
  UnknownError: 4000,
  UnknownOp: 4001,
  DecodeError: 4002,
  NotIdentified: 4003,
  AuthenticationFailed: 4004,
  AlreadyIdentified: 4005,
  SessionInvalid: 4006,
  ProtocolVersionUnsupported: 4007,
  RateLimited: 4008,
  HeartbeatTimeout: 4009,
  TokenExpired: 4011,
  Revoked: 4012,
  ServerRestart: 4013,
  SlowConsumer: 4014,
  ConsumerReplaced: 4015,
  DevicePending: 4016,
  DeviceReplaced: 4017,
  Forbidden: 4018,
} as const;
export type CloseCode = (typeof CloseCode)[keyof typeof CloseCode];

/** What a client does after a close (x-close-recoveries). */
export type CloseRecovery = "resume" | "identify" | "renew_token" | "wait" | "fatal" | "logout";
export const closeRecoveries: Readonly<Record<CloseRecovery, string>> = {"resume":"reconnect and send resume; the server answers 4006 when the session is gone, and the client identifies","identify":"reconnect and send identify with the stored cursor","renew_token":"renew the access token, then resume; log out when renewal fails","wait":"do not reconnect until the condition in wait_for holds (close_reason - the waiting time in the close reason; device_active - GET /devices/{id} reports active)","fatal":"do not reconnect on its own (only on return to the foreground when foreground_reconnect is true, or on user action)","logout":"delete all local data of the account and log out (8.5, R-SY-14)"};
export type CloseBackoff = "jitter" | "immediate" | "none";
export const closeBackoffs: Readonly<Record<CloseBackoff, string>> = {"jitter":"full jitter between 0 and min(sync.reconnect_backoff_cap, sync.reconnect_backoff_base * 2^n) (6.5)","immediate":"at once, after a short random delay so that not every client comes back together","none":"no automatic reconnect timer"};

/** The reaction of agent and app clients where 6.3 gives them another one (D105). */
export interface CloseCodeAgentInfo {
  recovery: CloseRecovery;
  backoff: CloseBackoff;
  report: boolean;
}

export interface CloseCodeInfo {
  code: CloseCode;
  name: string;
  recovery: CloseRecovery;
  backoff: CloseBackoff;
  report: boolean;
  foreground_reconnect: boolean;
  wait_for?: 'close_reason' | 'device_active';
  agent?: CloseCodeAgentInfo;
}

/** The mapping of 6.4: every close code with the client reaction, as data (its prose in closeCodeReactions). */
export const closeCodes: Readonly<Record<CloseCode, CloseCodeInfo>> = {
  1000: {"code":1000,"name":"normal","recovery":"fatal","backoff":"none","report":false,"foreground_reconnect":true},
  1001: {"code":1001,"name":"going_away","recovery":"resume","backoff":"jitter","report":false,"foreground_reconnect":false},
  4000: {"code":4000,"name":"unknown_error","recovery":"resume","backoff":"jitter","report":false,"foreground_reconnect":false},
  4001: {"code":4001,"name":"unknown_op","recovery":"identify","backoff":"jitter","report":true,"foreground_reconnect":false},
  4002: {"code":4002,"name":"decode_error","recovery":"identify","backoff":"jitter","report":true,"foreground_reconnect":false},
  4003: {"code":4003,"name":"not_identified","recovery":"identify","backoff":"jitter","report":false,"foreground_reconnect":false},
  4004: {"code":4004,"name":"authentication_failed","recovery":"renew_token","backoff":"jitter","report":false,"foreground_reconnect":false},
  4005: {"code":4005,"name":"already_identified","recovery":"identify","backoff":"jitter","report":true,"foreground_reconnect":false},
  4006: {"code":4006,"name":"session_invalid","recovery":"identify","backoff":"immediate","report":false,"foreground_reconnect":false},
  4007: {"code":4007,"name":"protocol_version_unsupported","recovery":"fatal","backoff":"none","report":true,"foreground_reconnect":false},
  4008: {"code":4008,"name":"rate_limited","recovery":"wait","wait_for":"close_reason","backoff":"none","report":false,"foreground_reconnect":false},
  4009: {"code":4009,"name":"heartbeat_timeout","recovery":"resume","backoff":"jitter","report":false,"foreground_reconnect":false},
  4011: {"code":4011,"name":"token_expired","recovery":"renew_token","backoff":"jitter","report":false,"foreground_reconnect":false,"agent":{"recovery":"fatal","backoff":"none","report":true}},
  4012: {"code":4012,"name":"revoked","recovery":"logout","backoff":"none","report":false,"foreground_reconnect":false},
  4013: {"code":4013,"name":"server_restart","recovery":"resume","backoff":"immediate","report":false,"foreground_reconnect":false},
  4014: {"code":4014,"name":"slow_consumer","recovery":"resume","backoff":"jitter","report":false,"foreground_reconnect":false},
  4015: {"code":4015,"name":"consumer_replaced","recovery":"fatal","backoff":"none","report":false,"foreground_reconnect":false},
  4016: {"code":4016,"name":"device_pending","recovery":"wait","wait_for":"device_active","backoff":"none","report":false,"foreground_reconnect":false,"agent":{"recovery":"fatal","backoff":"none","report":true}},
  4017: {"code":4017,"name":"device_replaced","recovery":"fatal","backoff":"none","report":false,"foreground_reconnect":true},
  4018: {"code":4018,"name":"forbidden","recovery":"fatal","backoff":"none","report":true,"foreground_reconnect":false},
};

/** The reaction of 6.4 in words, per close code: for people and documentation; `agent` where 6.3 gives agents another one (D105). */
export const closeCodeReactions: Readonly<Record<CloseCode, { reaction: string; agent?: string }>> = {
  1000: {"reaction":"do not reconnect, unless the app is in the foreground"},
  1001: {"reaction":"reconnect with backoff, try resume"},
  4000: {"reaction":"reconnect with backoff"},
  4001: {"reaction":"report the error, reconnect"},
  4002: {"reaction":"report the error, reconnect"},
  4003: {"reaction":"op sent before identify; reconnect"},
  4004: {"reaction":"renew the token; if that fails, log out"},
  4005: {"reaction":"report the error, reconnect"},
  4006: {"reaction":"identify instead of resume"},
  4007: {"reaction":"show an app update, do not reconnect"},
  4008: {"reaction":"only rl.gateway_connect on identify and resume: wait for the waiting time from the close reason, which reads retry_after_ms=<milliseconds>"},
  4009: {"reaction":"reconnect with backoff, try resume"},
  4011: {"reaction":"renew the token, then resume","agent":"agents and apps: the API token reached its fixed expires_at (6.3); stop and report that the owner must issue a new token, do not reconnect on its own"},
  4012: {"reaction":"session, device or principal revoked: delete local data, log out, do not reconnect"},
  4013: {"reaction":"reconnect immediately with a random delay, try resume"},
  4014: {"reaction":"outbound queue full or write deadline gateway.write_timeout missed: reconnect, catch-up from the cursor"},
  4015: {"reaction":"agents only: another process has taken over the same consumer; do not reconnect"},
  4016: {"reaction":"the device is waiting for approval: do not reconnect until GET /api/v1/devices/{id} reports the state active","agent":"agents and apps have no device flow: the principal waits for approval; stop and report it, reconnect only on start() (a user action) after the owner approved it"},
  4017: {"reaction":"a newer connection of the same device is active: do not reconnect on its own, only on return to the foreground or on user action"},
  4018: {"reaction":"login valid, but gateway.connect denied: show the error, do not renew the token, do not reconnect on its own"},
};

export function isCloseCode(code: number): code is CloseCode {
  return Object.prototype.hasOwnProperty.call(closeCodes, code);
}
