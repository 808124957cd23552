// The adapter's presence (12): agent_heartbeat.v1 by POST /agents/me/heartbeat on start, on every
// change of what it reports (state, reported billing mode, tool class, number of active runs) and
// at an interval well within agent.presence_timeout: a third of the timeout the server names in its
// answer, or of the contract's default before the first answer (D250). One request at a time; a
// change while one is on the way is sent after it.
import { configDefaults, type AgentHeartbeat } from '@bothy/generated';

/** What one heartbeat reports. */
export type PresenceReport = AgentHeartbeat;

export interface PresenceReporterOptions {
  /** The report as it stands now. */
  report(): PresenceReport;
  /** Sends one report; resolves with the server's answer. */
  send(report: PresenceReport): Promise<{ presence_timeout_ms?: number }>;
  /** A fixed interval (ms) instead of a third of agent.presence_timeout. */
  intervalMs?: number;
  onError(error: unknown): void;
}

/** The heartbeat interval for a presence timeout: a third of it, so two heartbeats may be lost before the agent counts as offline. */
export function heartbeatInterval(presenceTimeoutMs: number): number {
  return Math.max(1, Math.floor(presenceTimeoutMs / 3));
}

/** What makes a report news (12): the adapter's state, its reported mode, its tool class and how many runs it works on. */
function keyOf(r: PresenceReport): string {
  return JSON.stringify([r.state, r.reported_billing_mode ?? null, r.tool_class, r.active_run_ids.length]);
}

export class PresenceReporter {
  readonly #o: PresenceReporterOptions;
  #timeoutMs: number = configDefaults['agent.presence_timeout'];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sent: string | undefined;
  #sending: Promise<void> | undefined;
  #again = false;
  #running = false;

  constructor(options: PresenceReporterOptions) {
    this.#o = options;
  }

  /** Between start() and stop(). */
  get running(): boolean {
    return this.#running;
  }

  /** The interval in force (ms). */
  get intervalMs(): number {
    return this.#o.intervalMs ?? heartbeatInterval(this.#timeoutMs);
  }

  /** Sends the first heartbeat and keeps sending. */
  start(): Promise<void> {
    this.#running = true;
    return this.#beat();
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Something the report names may have changed: a heartbeat goes out if it did. */
  changed(): void {
    if (!this.#running) return;
    if (this.#sending) {
      this.#again = true;
      return;
    }
    if (keyOf(this.#o.report()) !== this.#sent) void this.#beat();
  }

  /** Resolves once no heartbeat is on the way. */
  async idle(): Promise<void> {
    while (this.#sending) await this.#sending;
  }

  #beat(): Promise<void> {
    if (this.#sending) {
      this.#again = true;
      return this.#sending;
    }
    clearTimeout(this.#timer);
    const report = this.#o.report();
    this.#sending = this.#o
      .send(report)
      .then(
        (answer) => {
          this.#sent = keyOf(report);
          if (typeof answer.presence_timeout_ms === 'number' && answer.presence_timeout_ms > 0) this.#timeoutMs = answer.presence_timeout_ms;
        },
        (error: unknown) => this.#o.onError(error),
      )
      .finally(() => {
        this.#sending = undefined;
        if (!this.#running) return;
        this.#timer = setTimeout(() => void this.#beat(), this.intervalMs);
        (this.#timer as { unref?: () => void }).unref?.();
        if (this.#again) {
          this.#again = false;
          this.changed();
        }
      });
    return this.#sending;
  }
}
