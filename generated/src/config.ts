// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.

/** Section 18 of chapter 04, and the values of other chapters it names: name, default, kind. */
export const configSpec = {
  "sync.event_retention": {"default":"30d","kind":"duration"},
  "sync.event_payload_max_bytes": {"default":65536,"kind":"bytes"},
  "sync.ws_max_frame_bytes": {"default":1048576,"kind":"bytes"},
  "sync.identify_timeout": {"default":"10s","kind":"duration"},
  "sync.heartbeat_interval": {"default":"30s","kind":"duration"},
  "sync.heartbeat_miss_limit": {"default":2,"kind":"count"},
  "sync.resume_window": {"default":"5m","kind":"duration"},
  "sync.reauth_lead_time": {"default":"60s","kind":"duration"},
  "sync.reconnect_backoff_base": {"default":"1s","kind":"duration"},
  "sync.reconnect_backoff_cap": {"default":"60s","kind":"duration"},
  "sync.catchup_page_size": {"default":500,"kind":"count"},
  "sync.catchup_max_events": {"default":50000,"kind":"count"},
  "sync.cursor_advance_every": {"default":1000,"kind":"count"},
  "sync.outbound_queue_max": {"default":10000,"kind":"count"},
  "sync.idempotency_key_ttl": {"default":"24h","kind":"duration"},
  "sync.max_focused_threads": {"default":20,"kind":"count"},
  "sync.run_patch_coalesce_interval": {"default":"250ms","kind":"duration"},
  "sync.typing_min_interval": {"default":"5s","kind":"duration"},
  "sync.typing_ttl": {"default":"8s","kind":"duration"},
  "client.cache_max_age": {"default":"30d","kind":"duration"},
  "client.outbox_retry_base": {"default":"2s","kind":"duration"},
  "client.outbox_retry_cap": {"default":"5m","kind":"duration"},
  "agent.invocation_token_ttl": {"default":"60s","kind":"duration"},
  "agent.ack_timeout": {"default":"30s","kind":"duration"},
  "agent.ack_persist_interval": {"default":"1s","kind":"duration"},
  "agent.max_inflight_events": {"default":100,"kind":"count"},
  "agent.run_update_min_interval": {"default":"500ms","kind":"duration"},
  "agent.presence_timeout": {"default":"90s","kind":"duration"},
  "agent.cancel_grace": {"default":"30s","kind":"duration"},
  "auth.dpop_nonce_ttl": {"default":"5m","kind":"duration"},
  "perf.event_commit_min_per_s": {"default":1000,"kind":"count"},
  "gateway.write_timeout": {"default":"10s","kind":"duration"},
  "file.invocation_hold_max": {"default":"10m","kind":"duration"},
  "voice.transcript_hold_max": {"default":"5m","kind":"duration"},
  "command.autocomplete_timeout": {"default":"3s","kind":"duration"},
  "command.autocomplete_max_choices": {"default":25,"kind":"count"},
  "authz.expiry_sweep_interval": {"default":"60s","kind":"duration"},
  "stats.live_interval": {"default":"5s","kind":"duration"},
  "message.max_attachments": {"default":10,"kind":"count"},
  "cluster.mode": {"default":"single","kind":["single","multi"]},
  "rl.gateway_connect": {"default":"30/1m","kind":"rate"},
  "rl.gateway_op": {"default":"600/1m","kind":"rate"},
  "rl.gateway_control": {"default":"6000/1m","kind":"rate"},
  "rl.message_write": {"default":"3000/1m","kind":"rate"},
  "rl.rest_write": {"default":"3000/1m","kind":"rate"},
  "webhook.request_timeout": {"default":"10s","kind":"duration"},
  "webhook.retry_base": {"default":"1s","kind":"duration"},
  "webhook.retry_cap": {"default":"5m","kind":"duration"},
  "webhook.pause_after": {"default":"24h","kind":"duration"},
} as const;

/** What each value means, as section 18 says it. */
export const configMeanings = {
  "sync.event_retention": "durable events stay available for catch-up this long",
  "sync.event_payload_max_bytes": "largest payload of an event",
  "sync.ws_max_frame_bytes": "largest WebSocket frame",
  "sync.identify_timeout": "time between hello and identify",
  "sync.heartbeat_interval": "interval of the heartbeats (reported in hello)",
  "sync.heartbeat_miss_limit": "missed heartbeats until the connection is closed",
  "sync.resume_window": "resume is possible this long after a disconnect",
  "sync.reauth_lead_time": "lead time of reauth_required before the token expires",
  "sync.reconnect_backoff_base": "base of the backoff when reconnecting",
  "sync.reconnect_backoff_cap": "largest interval when reconnecting",
  "sync.catchup_page_size": "events per catch-up page",
  "sync.catchup_max_events": "a larger backlog yields resync_required too_far_behind; not for an agent consumer, whose window paces any backlog (D352)",
  "sync.cursor_advance_every": "one cursor frame after this many skipped events",
  "sync.outbound_queue_max": "frames in the outbound queue of a connection until 4014",
  "sync.idempotency_key_ttl": "retention of Idempotency-Key",
  "sync.max_focused_threads": "threads in focus per connection",
  "sync.run_patch_coalesce_interval": "collection window for run.updated",
  "sync.typing_min_interval": "typing.start at most this often",
  "sync.typing_ttl": "typing indicator without renewal",
  "client.cache_max_age": "unused cache entries",
  "client.outbox_retry_base": "base of the backoff in the outbox",
  "client.outbox_retry_cap": "largest interval in the outbox",
  "agent.invocation_token_ttl": "validity of an invocation token",
  "agent.ack_timeout": "without ack: redelivery",
  "agent.ack_persist_interval": "acked_seq is stored at least this often",
  "agent.max_inflight_events": "unacknowledged events per consumer",
  "agent.run_update_min_interval": "adapter throttle for run.update",
  "agent.presence_timeout": "without a heartbeat, the agent counts as offline",
  "agent.cancel_grace": "time for the adapter to report a cancellation",
  "auth.dpop_nonce_ttl": "validity of a server DPoP nonce (08-identity; our default)",
  "perf.event_commit_min_per_s": "committed events per second the reference profile must sustain (02-architecture; our default)",
  "gateway.write_timeout": "a frame not written within this closes with 4014 (our default)",
  "file.invocation_hold_max": "longest hold of agent.invocation for attachments that are not final (12-files; our default)",
  "voice.transcript_hold_max": "longest hold of agent.invocation for a server transcript (12-files; our default)",
  "command.autocomplete_timeout": "without an answer, an empty list (09-agents; our default)",
  "command.autocomplete_max_choices": "largest answer of an autocomplete (09-agents; our default)",
  "authz.expiry_sweep_interval": "interval of the job authz.expiry_sweep (07-permissions; our default)",
  "stats.live_interval": "interval of stats.live frames (25-visualization; our default)",
  "message.max_attachments": "attachments per message and file_ids per draft (our default)",
  "cluster.mode": "single: one api node; multi: several nodes share ephemeral events through pg_notify (02-architecture 11.6)",
  "rl.gateway_connect": "identify and resume per device or token and window (05-actions; our default)",
  "rl.gateway_op": "gateway ops of the class gateway_op (focus, typing, stats, autocomplete results) per principal and window on a node; over it, error rate_limited (6.2; our default)",
  "rl.gateway_control": "heartbeat, reauth, ack and run.update per principal and window on a node; over it, error rate_limited (6.2; our default)",
  "rl.message_write": "REST writes of messages, reactions, pins and threads per principal and window on a node; over it, 429 rate_limited (6.2; our default)",
  "rl.rest_write": "every other REST write per principal and window on a node; over it, 429 rate_limited (6.2; our default)",
  "webhook.request_timeout": "a webhook delivery without an answer within this counts as failed and is retried (15.6, D123; our default)",
  "webhook.retry_base": "base of the full-jitter backoff between attempts of a webhook delivery (15.6, D123; our default)",
  "webhook.retry_cap": "largest wait between attempts of a webhook delivery (15.6, D123; our default)",
  "webhook.pause_after": "a subscription whose deliveries fail this long is paused until resumed; nothing is skipped (15.6, D123; our default)",
} as const;

export type ConfigName = keyof typeof configSpec;
export const configNames: readonly ConfigName[] = ["sync.event_retention","sync.event_payload_max_bytes","sync.ws_max_frame_bytes","sync.identify_timeout","sync.heartbeat_interval","sync.heartbeat_miss_limit","sync.resume_window","sync.reauth_lead_time","sync.reconnect_backoff_base","sync.reconnect_backoff_cap","sync.catchup_page_size","sync.catchup_max_events","sync.cursor_advance_every","sync.outbound_queue_max","sync.idempotency_key_ttl","sync.max_focused_threads","sync.run_patch_coalesce_interval","sync.typing_min_interval","sync.typing_ttl","client.cache_max_age","client.outbox_retry_base","client.outbox_retry_cap","agent.invocation_token_ttl","agent.ack_timeout","agent.ack_persist_interval","agent.max_inflight_events","agent.run_update_min_interval","agent.presence_timeout","agent.cancel_grace","auth.dpop_nonce_ttl","perf.event_commit_min_per_s","gateway.write_timeout","file.invocation_hold_max","voice.transcript_hold_max","command.autocomplete_timeout","command.autocomplete_max_choices","authz.expiry_sweep_interval","stats.live_interval","message.max_attachments","cluster.mode","rl.gateway_connect","rl.gateway_op","rl.gateway_control","rl.message_write","rl.rest_write","webhook.request_timeout","webhook.retry_base","webhook.retry_cap","webhook.pause_after"];

export type ConfigKind = 'duration' | 'bytes' | 'count' | 'rate' | readonly string[];

/** A rate limit: at most limit per window_ms. */
export interface Rate {
  limit: number;
  window_ms: number;
}

type ValueOfKind<K> = K extends 'duration' | 'bytes' | 'count' ? number : K extends 'rate' ? Rate : K extends readonly (infer V)[] ? V : never;

/** Parsed configuration values: durations in milliseconds, bytes and counts as numbers. */
export type ConfigValues = { -readonly [N in ConfigName]: ValueOfKind<(typeof configSpec)[N]['kind']> };

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export class ConfigValueError extends Error {
  override readonly name = 'ConfigValueError';
  readonly code = 'config_value_invalid';
  constructor(readonly key: string, readonly value: string, readonly expected: string) {
    super(`${key}: "${value}" is not ${expected}`);
  }
}

function parseDuration(key: string, raw: string): number {
  const m = /^([0-9]+(?:\.[0-9]+)?)(ms|s|m|h|d)$/.exec(raw.trim());
  if (!m) throw new ConfigValueError(key, raw, 'a duration such as 250ms, 10s, 5m, 24h or 30d');
  return Math.round(Number(m[1]) * (DURATION_UNITS[m[2]!] ?? 0));
}

function parseCount(key: string, raw: string, expected: string): number {
  if (!/^[0-9]+$/.test(raw.trim())) throw new ConfigValueError(key, raw, expected);
  return Number(raw.trim());
}

/** Parses one value of the given name from its text form (environment, file or default). */
export function parseConfigValue<N extends ConfigName>(name: N, raw: string | number): ConfigValues[N] {
  const kind: ConfigKind = configSpec[name].kind;
  const text = String(raw);
  let value: unknown;
  if (kind === 'duration') value = parseDuration(name, text);
  else if (kind === 'bytes') value = parseCount(name, text, 'a number of bytes');
  else if (kind === 'count') value = parseCount(name, text, 'a whole number');
  else if (kind === 'rate') {
    const [limit, window] = text.split('/');
    if (limit === undefined || window === undefined) throw new ConfigValueError(name, text, 'a rate such as 30/1m');
    value = { limit: parseCount(name, limit, 'a rate such as 30/1m'), window_ms: parseDuration(name, window) };
  } else {
    if (!kind.includes(text)) throw new ConfigValueError(name, text, `one of ${kind.join(', ')}`);
    value = text;
  }
  return value as ConfigValues[N];
}

export function isConfigName(name: string): name is ConfigName {
  return Object.prototype.hasOwnProperty.call(configSpec, name);
}

/** Every default of section 18 (and the named values of other chapters), parsed by parseConfigValue at codegen. */
export const configDefaults: Readonly<ConfigValues> = /* @__PURE__ */ Object.freeze({
  "sync.event_retention": 2592000000,
  "sync.event_payload_max_bytes": 65536,
  "sync.ws_max_frame_bytes": 1048576,
  "sync.identify_timeout": 10000,
  "sync.heartbeat_interval": 30000,
  "sync.heartbeat_miss_limit": 2,
  "sync.resume_window": 300000,
  "sync.reauth_lead_time": 60000,
  "sync.reconnect_backoff_base": 1000,
  "sync.reconnect_backoff_cap": 60000,
  "sync.catchup_page_size": 500,
  "sync.catchup_max_events": 50000,
  "sync.cursor_advance_every": 1000,
  "sync.outbound_queue_max": 10000,
  "sync.idempotency_key_ttl": 86400000,
  "sync.max_focused_threads": 20,
  "sync.run_patch_coalesce_interval": 250,
  "sync.typing_min_interval": 5000,
  "sync.typing_ttl": 8000,
  "client.cache_max_age": 2592000000,
  "client.outbox_retry_base": 2000,
  "client.outbox_retry_cap": 300000,
  "agent.invocation_token_ttl": 60000,
  "agent.ack_timeout": 30000,
  "agent.ack_persist_interval": 1000,
  "agent.max_inflight_events": 100,
  "agent.run_update_min_interval": 500,
  "agent.presence_timeout": 90000,
  "agent.cancel_grace": 30000,
  "auth.dpop_nonce_ttl": 300000,
  "perf.event_commit_min_per_s": 1000,
  "gateway.write_timeout": 10000,
  "file.invocation_hold_max": 600000,
  "voice.transcript_hold_max": 300000,
  "command.autocomplete_timeout": 3000,
  "command.autocomplete_max_choices": 25,
  "authz.expiry_sweep_interval": 60000,
  "stats.live_interval": 5000,
  "message.max_attachments": 10,
  "cluster.mode": "single",
  "rl.gateway_connect": {"limit":30,"window_ms":60000},
  "rl.gateway_op": {"limit":600,"window_ms":60000},
  "rl.gateway_control": {"limit":6000,"window_ms":60000},
  "rl.message_write": {"limit":3000,"window_ms":60000},
  "rl.rest_write": {"limit":3000,"window_ms":60000},
  "webhook.request_timeout": 10000,
  "webhook.retry_base": 1000,
  "webhook.retry_cap": 300000,
  "webhook.pause_after": 86400000,
});
