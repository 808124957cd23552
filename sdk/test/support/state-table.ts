// Renders transitions as the cells of the states × events table in sdk/SPEC.md, and reads that table.
import { CloseCode, ServerOp } from '@bothy/generated';
import type { ConnectionEvent, ConnectionEventType, Transition, ConnectionState } from '../../src/gateway/connection-state.ts';

/** The event each column of the table stands for. */
export const sampleEvents: { [T in ConnectionEventType]: Extract<ConnectionEvent, { type: T }> } = {
  start: { type: 'start' },
  open: { type: 'open' },
  [ServerOp.Hello]: { type: ServerOp.Hello, resume: false },
  [ServerOp.Ready]: { type: ServerOp.Ready, catchup: true },
  [ServerOp.Resumed]: { type: ServerOp.Resumed },
  [ServerOp.CatchupComplete]: { type: ServerOp.CatchupComplete },
  [ServerOp.ResyncRequired]: { type: ServerOp.ResyncRequired },
  resync_done: { type: 'resync_done' },
  heartbeat_ack_timeout: { type: 'heartbeat_ack_timeout' },
  close: { type: 'close', code: CloseCode.GoingAway, reason: '' },
  timer: { type: 'timer' },
  token_renewed: { type: 'token_renewed', backoff: 'jitter' },
  token_renewal_failed: { type: 'token_renewal_failed' },
  device_active: { type: 'device_active' },
  network_change: { type: 'network_change' },
  foreground: { type: 'foreground' },
  stop: { type: 'stop' },
};

/** `·` nothing; `= a, b` same state with actions; `→ next: a, b` a change. */
export function renderCell(from: ConnectionState, t: Transition): string {
  const actions = t.actions.map((a) => a.type).join(', ');
  if (t.state === from) return actions ? `= ${actions}` : '·';
  return actions ? `→ ${t.state}: ${actions}` : `→ ${t.state}`;
}

/** The table between the markers in SPEC.md: rows by state, columns by event. */
export function parseTable(markdown: string): { events: string[]; rows: Map<string, string[]> } {
  const start = markdown.indexOf('<!-- state-table:start -->');
  const end = markdown.indexOf('<!-- state-table:end -->');
  if (start < 0 || end < 0) throw new Error('SPEC.md has no state-table markers');
  const lines = markdown
    .slice(start, end)
    .split('\n')
    .filter((l) => l.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim().replace(/^`|`$/g, ''));
  const [header, , ...body] = lines;
  const events = cells(header!).slice(1);
  const rows = new Map<string, string[]>();
  for (const line of body) {
    const [state, ...rest] = cells(line);
    rows.set(state!, rest);
  }
  return { events, rows };
}
