// Prometheus metrics of the gateway, served at /metrics.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import client from 'prom-client';

/** The event loop delay's quantiles reported at each scrape (issue 22: what holds delivery back). */
const LOOP_QUANTILES = [0.5, 0.99, 1] as const;

export class GatewayMetrics {
  readonly registry = new client.Registry();
  /** Set by the gateway: refreshes the gauges that are read off the connections at scrape time. */
  collector?: () => void;
  readonly connections = new client.Gauge({
    name: 'bothy_gateway_connections',
    help: 'Open gateway connections by state',
    labelNames: ['state'],
    registers: [this.registry],
    collect: () => this.collector?.(),
  });
  readonly framesSent = new client.Counter({ name: 'bothy_gateway_frames_sent_total', help: 'Frames sent by op', labelNames: ['op'], registers: [this.registry] });
  private readonly sentByOp = new Map<string, client.Counter.Internal>();

  /** framesSent for one op, its child looked up once (a frame is counted on the delivery's hot path). */
  frameSent(op: string): void {
    let child = this.sentByOp.get(op);
    if (!child) this.sentByOp.set(op, (child = this.framesSent.labels({ op })));
    child.inc();
  }
  readonly queueDepth = new client.Gauge({ name: 'bothy_gateway_outbound_queue_frames', help: 'Frames waiting or in flight over all connections', registers: [this.registry] });
  readonly queueDepthMax = new client.Gauge({ name: 'bothy_gateway_outbound_queue_frames_max', help: 'Largest outbound queue of one connection', registers: [this.registry] });
  readonly catchupSeconds = new client.Histogram({
    name: 'bothy_gateway_catchup_duration_seconds',
    help: 'From ready or resumed to catchup.complete',
    buckets: [0.005, 0.02, 0.1, 0.5, 1, 2, 5, 15, 60],
    registers: [this.registry],
  });
  readonly closes = new client.Counter({ name: 'bothy_gateway_closes_total', help: 'Closes by code', labelNames: ['code'], registers: [this.registry] });
  readonly deliveryLag = new client.Gauge({ name: 'bothy_gateway_delivery_lag_events', help: 'head_seq minus the last seq this node has delivered', registers: [this.registry] });

  /**
   * How long the event loop was held, sampled every 10 ms by monitorEventLoopDelay: a frame ready for
   * delivery waits this long behind whatever runs (a page of a catch-up, a burst of fan-out, parsing).
   * Each scrape reports the quantiles since the one before and starts over.
   */
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });
  readonly eventLoopDelay = new client.Gauge({
    name: 'bothy_event_loop_delay_seconds',
    help: 'Event loop delay since the previous scrape by quantile (1 = the longest), sampled every 10 ms',
    labelNames: ['quantile'],
    registers: [this.registry],
    collect: () => void this.readLoopDelay(),
  });

  constructor() {
    this.loopDelay.enable();
  }

  /** The quantiles since the last reading, in seconds; the histogram starts over. */
  readLoopDelay(): Record<string, number> {
    const h = this.loopDelay;
    const out: Record<string, number> = {};
    for (const q of LOOP_QUANTILES) {
      // monitorEventLoopDelay's figures are nanoseconds; with no sample yet they are 0 (percentile) or NaN.
      const ns = q === 1 ? h.max : h.percentile(q * 100);
      out[String(q)] = h.count > 0 && Number.isFinite(ns) ? ns / 1e9 : 0;
      this.eventLoopDelay.set({ quantile: String(q) }, out[String(q)]!);
    }
    h.reset();
    return out;
  }

  /** Stops the sampling (the server closes). */
  close(): void {
    this.loopDelay.disable();
  }
}
