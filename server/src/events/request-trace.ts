// What a write request says about its own tracing (2.2): correlation_id (X-Correlation-Id, a
// UUID) and trace_context (the W3C traceparent header). The REST app runs every request inside
// withRequestTrace (rest/app.ts); runEventTransaction stamps both onto every event of a write
// that names neither (appender.ts), so every write route records them, not only messages (D183).
// trace_context is stored with the event and delivered only to agent adapters (gateway and
// webhooks); the envelope of people, and of REST catch-up, never carries it (ENVELOPE_JSON, D276).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestTrace {
  correlationId?: string;
  traceContext?: string;
}

const store = new AsyncLocalStorage<RequestTrace>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// W3C Trace Context, level 1: version-traceid-parentid-flags, lower-case hex (the contract's pattern).
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** X-Correlation-Id when it is a UUID; anything else is ignored (never a failure). */
export function correlationIdOf(header: string | undefined): string | undefined {
  const v = header?.trim();
  return v && UUID.test(v) ? v.toLowerCase() : undefined;
}

/**
 * A traceparent header when it is valid: version 00 in exactly the form of level 1, version ff
 * never, trace-id and parent-id not all zeros (W3C Trace Context 3.2). An invalid one is ignored
 * and the request goes on without trace_context (D183).
 */
export function traceparentOf(header: string | undefined): string | undefined {
  const v = header?.trim();
  const m = v ? TRACEPARENT.exec(v) : null;
  if (!m) return undefined;
  const [, version, traceId, parentId] = m;
  if (version === 'ff' || version !== '00') return undefined;
  if (/^0+$/.test(traceId!) || /^0+$/.test(parentId!)) return undefined;
  return v;
}

export function withRequestTrace<T>(trace: RequestTrace, run: () => T): T {
  return store.run(trace, run);
}

/** The trace of the request this code runs for; undefined outside a request (jobs, the gateway). */
export function currentTrace(): RequestTrace | undefined {
  return store.getStore();
}

/** Fills correlationId and traceContext of events that name none from the current request. */
export function stampTrace<E extends { correlationId?: string; traceContext?: string }>(events: E[]): E[] {
  const t = store.getStore();
  if (!t || (!t.correlationId && !t.traceContext)) return events;
  return events.map((e) => ({ ...e, correlationId: e.correlationId ?? t.correlationId, traceContext: e.traceContext ?? t.traceContext }));
}
