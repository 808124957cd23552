// Prometheus metrics of the gateway, served at /metrics.
import { createHistogram, performance } from 'node:perf_hooks';
import { EventType, ServerOp } from '@bothy/generated';
import client from 'prom-client';
import { RateLimitedLine } from '../internal/rate-limited-line.ts';
import type { Logger } from '../logging.ts';

/** The event loop delay's quantiles reported at each scrape (issue 22: what holds delivery back). */
const LOOP_QUANTILES = [0.5, 0.99, 1] as const;
const LOOP_SAMPLE_MS = 10;

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
  readonly framesSent = new client.Counter({
    name: 'bothy_gateway_frames_sent_total',
    help: 'Frames sent by op',
    labelNames: ['op'],
    registers: [this.registry],
    collect: () => this.flushFramesSent(),
  });
  /** Frames sent per op and not yet added to framesSent: it takes them when it is read (a scrape, get()). */
  private readonly sentByOp = new Map<string, number>();

  /**
   * Counts a frame of `op`. A frame is counted on the delivery's hot path, once per frame: a number in a
   * map here, added to framesSent at the scrape, instead of prom-client's inc per frame, which hashes the
   * labels and returns an object each time (about 120 bytes a frame in a catch-up, issue 22).
   */
  frameSent(op: string): void {
    this.sentByOp.set(op, (this.sentByOp.get(op) ?? 0) + 1);
  }

  private flushFramesSent(): void {
    for (const [op, n] of this.sentByOp) if (n > 0) this.framesSent.inc({ op }, n);
    this.sentByOp.clear();
  }
  readonly queueDepth = new client.Gauge({ name: 'bothy_gateway_outbound_queue_frames', help: 'Frames waiting or in flight over all connections', registers: [this.registry] });
  readonly queueDepthMax = new client.Gauge({ name: 'bothy_gateway_outbound_queue_frames_max', help: 'Largest outbound queue of one connection', registers: [this.registry] });
  readonly catchupSeconds = new client.Histogram({
    name: 'bothy_gateway_catchup_duration_seconds',
    help: 'From ready or resumed to catchup.complete',
    buckets: [0.005, 0.02, 0.1, 0.5, 1, 2, 5, 15, 60],
    registers: [this.registry],
  });
  readonly gateBatches = new client.Counter({
    name: 'bothy_gateway_invocation_gate_batches_total',
    help: 'Calls of the invocation gate for several first deliveries of an agent consumer: decided together, or given up (a run locked elsewhere, a deadlock, a row it cannot decide) and decided one by one (D282)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  /** D477, D478: a snapshot left out because its frame would pass sync.ws_max_frame_bytes (what: ready or run.updated). */
  readonly snapshotsLeftOut = new client.Counter({
    name: 'bothy_gateway_snapshots_left_out_total',
    help: 'Snapshots left out of ready or run.updated because the frame would pass sync.ws_max_frame_bytes; the client loads them by REST (D477, D478)',
    labelNames: ['frame'],
    registers: [this.registry],
  });
  private readonly leftOutLine = new RateLimitedLine();

  /** Counts a snapshot left out, and logs it at most once a minute (a large principal would log it on every identify). */
  snapshotLeftOut(frame: typeof ServerOp.Ready | typeof EventType.RunUpdated, log: Logger, fields: Record<string, unknown>): void {
    this.snapshotsLeftOut.labels({ frame }).inc();
    const skipped = this.leftOutLine.take();
    if (skipped !== undefined) log.warn({ ...fields, frame, left_out: skipped }, `${frame} with its snapshot would pass sync.ws_max_frame_bytes: sent without it, the client loads it by REST (D477, D478; one line a minute at most, bothy_gateway_snapshots_left_out_total counts each)`);
  }
  readonly closes = new client.Counter({ name: 'bothy_gateway_closes_total', help: 'Closes by code', labelNames: ['code'], registers: [this.registry] });
  readonly deliveryLag = new client.Gauge({ name: 'bothy_gateway_delivery_lag_events', help: 'head_seq minus the last seq this node has delivered', registers: [this.registry] });

  /**
   * How long the event loop was held: a timer due every 10 ms records how late it fires, so a frame
   * ready for delivery waits this long behind whatever runs (a page of a catch-up, a burst of
   * fan-out, parsing). Each scrape reports the quantiles since the one before and starts over;
   * the sampler keeps its own clock across scrapes, so a stall that begins right after a scrape is
   * counted (monitorEventLoopDelay's reset also forgets its clock and loses it), and an idle loop
   * reads about 0, not the sampling interval.
   */
  private readonly loopDelay = createHistogram();
  private loopTickAt = performance.now();
  private sampling = true;
  private readonly loopSampler = setInterval(() => {
    const now = performance.now();
    this.loopDelay.record(Math.max(1, Math.round((now - this.loopTickAt - LOOP_SAMPLE_MS) * 1e3)));
    this.loopTickAt = now;
  }, LOOP_SAMPLE_MS).unref();
  readonly eventLoopDelay = new client.Gauge({
    name: 'bothy_event_loop_delay_seconds',
    help: 'Event loop delay since the previous scrape by quantile (1 = the longest), sampled every 10 ms',
    labelNames: ['quantile'],
    registers: [this.registry],
    collect: () => void this.readLoopDelay(),
  });

  /** The quantiles since the last reading, in seconds; the histogram starts over. */
  readLoopDelay(): Record<string, number> {
    // A stall still going on is counted up to now.
    const now = performance.now();
    const h = this.loopDelay;
    const pending = this.sampling ? now - this.loopTickAt - LOOP_SAMPLE_MS : 0;
    // Counted here, so not again by the next tick.
    if (pending > 0) this.loopTickAt = now;
    const out: Record<string, number> = {};
    for (const q of LOOP_QUANTILES) {
      // Recorded in microseconds; with no sample yet the histogram's figures are 0 or NaN.
      const us = h.count > 0 ? (q === 1 ? h.max : h.percentile(q * 100)) : 0;
      const seconds = (Number.isFinite(us) ? us : 0) / 1e6;
      out[String(q)] = q === 1 ? Math.max(seconds, pending / 1e3) : seconds;
      this.eventLoopDelay.set({ quantile: String(q) }, out[String(q)]!);
    }
    h.reset();
    return out;
  }

  /** Stops the sampling (the server closes). */
  close(): void {
    clearInterval(this.loopSampler);
    this.sampling = false;
  }
}
