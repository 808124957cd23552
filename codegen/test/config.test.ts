import { ConfigValueError, configDefaults, configMeanings, configNames, configSpec, parseConfigValue } from '@bothy/generated';
import { describe, expect, it } from 'vitest';

/** Section 18 of chapter 04, as the spec prints it. */
const SECTION_18: [name: string, text: string][] = [
  ['sync.event_retention', '30d'], ['sync.event_payload_max_bytes', '65536'], ['sync.ws_max_frame_bytes', '1048576'],
  ['sync.identify_timeout', '10s'], ['sync.heartbeat_interval', '30s'], ['sync.heartbeat_miss_limit', '2'],
  ['sync.resume_window', '5m'], ['sync.reauth_lead_time', '60s'], ['sync.reconnect_backoff_base', '1s'],
  ['sync.reconnect_backoff_cap', '60s'], ['sync.catchup_page_size', '500'], ['sync.catchup_max_events', '50000'],
  ['sync.cursor_advance_every', '1000'], ['sync.outbound_queue_max', '10000'], ['sync.idempotency_key_ttl', '24h'],
  ['sync.max_focused_threads', '20'], ['sync.run_patch_coalesce_interval', '250ms'], ['sync.typing_min_interval', '5s'],
  ['sync.typing_ttl', '8s'], ['client.cache_max_age', '30d'], ['client.outbox_retry_base', '2s'], ['client.outbox_retry_cap', '5m'],
  ['agent.invocation_token_ttl', '60s'], ['agent.ack_timeout', '30s'], ['agent.ack_persist_interval', '1s'],
  ['agent.max_inflight_events', '100'], ['agent.run_update_min_interval', '500ms'], ['agent.presence_timeout', '90s'],
  ['agent.cancel_grace', '30s'],
];

/** Values of other chapters that section 18 names; the project documents its own defaults. */
const NAMED_ELSEWHERE = [
  'auth.dpop_nonce_ttl', 'perf.event_commit_min_per_s', 'file.invocation_hold_max', 'voice.transcript_hold_max',
  'command.autocomplete_timeout', 'command.autocomplete_max_choices', 'authz.expiry_sweep_interval', 'stats.live_interval',
  'gateway.write_timeout', 'message.max_attachments',
];

describe('configuration values (18)', () => {
  it.each(SECTION_18)('defines %s with the spec default %s', (name, text) => {
    expect(configNames).toContain(name);
    expect(String(configSpec[name as keyof typeof configSpec].default)).toBe(text);
  });

  it('keeps the whole meaning of agent.presence_timeout (18), commas included', () => {
    expect(configMeanings['agent.presence_timeout']).toBe('without a heartbeat, the agent counts as offline');
  });

  it('parses durations into milliseconds', () => {
    expect(configDefaults['sync.event_retention']).toBe(30 * 86_400_000);
    expect(configDefaults['sync.run_patch_coalesce_interval']).toBe(250);
    expect(configDefaults['client.outbox_retry_cap']).toBe(5 * 60_000);
    expect(configDefaults['sync.ws_max_frame_bytes']).toBe(1_048_576);
  });

  it('configDefaults, written as a literal by codegen, holds exactly parseConfigValue of every spec default', () => {
    expect(Object.keys(configDefaults)).toEqual([...configNames]);
    for (const name of configNames) expect(configDefaults[name], name).toEqual(parseConfigValue(name, configSpec[name].default));
    expect(Object.isFrozen(configDefaults)).toBe(true);
  });

  it.each(NAMED_ELSEWHERE)('gives %s, named from another chapter, a documented default', (name) => {
    expect(configNames).toContain(name);
    expect(configMeanings[name as keyof typeof configMeanings]).toMatch(/default|\(/);
  });

  it('refuses a bad value with a clear error naming the key', () => {
    expect(() => parseConfigValue('sync.identify_timeout', '10 seconds')).toThrow(ConfigValueError);
    expect(() => parseConfigValue('sync.catchup_page_size', '-5')).toThrow(/sync.catchup_page_size/);
    expect(() => parseConfigValue('cluster.mode', 'swarm')).toThrow(/one of single, multi/);
    expect(parseConfigValue('rl.gateway_connect', '5/10s')).toEqual({ limit: 5, window_ms: 10_000 });
  });
});
