// SVG plots of the benchmark results (issue 22), drawn with Vega-Lite compiled to
// Vega and rendered by Vega's headless View (renderer 'none', toSVG): plain Node,
// no browser and no canvas package, a declarative spec per chart that reads the
// result JSON as it is. Each benchmark that has a plot here writes FILE.svg next
// to FILE.json; `npm run bench:plots` redraws them from the JSON files in bench/results.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

type Row = Record<string, unknown>;

async function render(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

const subtitle = (out: Row) => {
  const m = (out.machine ?? {}) as Row;
  return `${String(out.finished_at ?? out.started_at ?? '')} · ${String(m.cpus ?? '?')} cores · ${String(m.postgres ?? '').split(' on ')[0]}`;
};

/** Several charts side by side (hconcat) or one below the other. */
function board(title: string, out: Row, charts: Row[], columns = 2): TopLevelSpec {
  return { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', title: { text: title, subtitle: subtitle(out) }, columns, concat: charts, config: { view: { stroke: null } } } as unknown as TopLevelSpec;
}

function commitCharts(out: Row): Row[] {
  const results = (out.results as Row[]) ?? [];
  const latency = results.flatMap((r) => [
    { variant: r.variant, writers: r.writers, percentile: 'p50', ms: r.p50_ms },
    { variant: r.variant, writers: r.writers, percentile: 'p99', ms: r.p99_ms },
  ]);
  const x = { field: 'writers', type: 'ordinal', title: 'concurrent writers' };
  return [
    {
      title: 'events committed per second',
      width: 320,
      height: 220,
      data: { values: results },
      mark: { type: 'line', point: true },
      encoding: { x, y: { field: 'events_per_s', type: 'quantitative', title: 'events/s' }, color: { field: 'variant', type: 'nominal' } },
    },
    {
      title: 'ratio to the bare pattern at the same writers',
      width: 320,
      height: 220,
      data: { values: results.filter((r) => r.variant !== 'bare') },
      mark: 'bar',
      encoding: { x, xOffset: { field: 'variant' }, y: { field: 'ratio_to_bare_same_writers', type: 'quantitative', title: '× bare' }, color: { field: 'variant', type: 'nominal' } },
    },
    {
      title: 'commit latency (ms, log scale)',
      width: 320,
      height: 220,
      data: { values: latency },
      mark: { type: 'line', point: true },
      encoding: { x, y: { field: 'ms', type: 'quantitative', scale: { type: 'log' }, title: 'ms' }, color: { field: 'variant', type: 'nominal' }, strokeDash: { field: 'percentile', type: 'nominal' } },
    },
  ];
}

function gatewayCharts(out: Row): Row[] {
  const results = ((out.results as Row[]) ?? []).filter((r) => r.frames_per_s !== undefined);
  const latency = results.flatMap((r) => [
    { variant: r.variant, phase: `${r.phase} × ${r.clients}`, percentile: 'p50', ms: r.p50_ms },
    { variant: r.variant, phase: `${r.phase} × ${r.clients}`, percentile: 'p99', ms: r.p99_ms },
  ]).filter((r) => typeof r.ms === 'number');
  const c = (out.catchup ?? {}) as Row;
  const catchup = [
    { reader: 'gateway catch-up', events_per_s: c.gateway_events_per_s },
    { reader: 'bare SELECT of envelopes', events_per_s: c.bare_select_envelope_events_per_s },
    { reader: 'bare SELECT of raw rows', events_per_s: c.bare_select_raw_events_per_s },
  ].filter((r) => typeof r.events_per_s === 'number');
  const memory = ((out.memory as Row[]) ?? []).flatMap((m) => [
    { variant: m.variant, kind: 'heap', kb: Number(m.heap_per_connection_bytes) / 1024 },
    { variant: m.variant, kind: 'RSS', kb: Number(m.rss_per_connection_bytes) / 1024 },
  ]).filter((r) => Number.isFinite(r.kb));
  const phase = { field: 'phase', type: 'nominal', title: 'phase' };
  return [
    {
      title: 'frames delivered per second',
      width: 320,
      height: 220,
      data: { values: results.map((r) => ({ ...r, phase: `${r.phase} × ${r.clients}` })) },
      mark: 'bar',
      encoding: { x: phase, xOffset: { field: 'variant' }, y: { field: 'frames_per_s', type: 'quantitative', title: 'frames/s' }, color: { field: 'variant', type: 'nominal' } },
    },
    {
      title: 'commit-to-receipt latency (ms, log scale)',
      width: 320,
      height: 220,
      data: { values: latency },
      mark: { type: 'point', filled: true, size: 60 },
      encoding: { x: phase, xOffset: { field: 'variant' }, y: { field: 'ms', type: 'quantitative', scale: { type: 'log' }, title: 'ms' }, color: { field: 'variant', type: 'nominal' }, shape: { field: 'percentile', type: 'nominal' } },
    },
    {
      title: `catch-up of ${String(c.events ?? '?')} events: rate`,
      width: 320,
      height: 120,
      data: { values: catchup },
      mark: 'bar',
      encoding: { y: { field: 'reader', type: 'nominal', title: null, sort: null }, x: { field: 'events_per_s', type: 'quantitative', title: 'events/s' } },
    },
    {
      title: 'memory per idle identified connection',
      width: 320,
      height: 120,
      data: { values: memory },
      mark: 'bar',
      encoding: { y: { field: 'variant', type: 'nominal', title: null }, yOffset: { field: 'kind' }, x: { field: 'kb', type: 'quantitative', title: 'KB per connection' }, color: { field: 'kind', type: 'nominal' } },
    },
  ];
}

function roundtripCharts(out: Row): Row[] {
  const rows: Row[] = [];
  const post = (out.post ?? {}) as { in_request?: { by_caller?: Record<string, number> }; after_commit?: { by_caller?: Record<string, number> } };
  const identify = (out.identify ?? {}) as { by_caller?: Record<string, number> };
  for (const [caller, n] of Object.entries(post.in_request?.by_caller ?? {})) rows.push({ request: 'POST message', caller, n });
  for (const [caller, n] of Object.entries(post.after_commit?.by_caller ?? {})) rows.push({ request: 'POST: listener after commit', caller, n });
  for (const [caller, n] of Object.entries(identify.by_caller ?? {})) rows.push({ request: 'identify', caller, n });
  return [
    {
      title: 'database round trips per request, by the module that sent them',
      width: 420,
      height: 120,
      data: { values: rows },
      mark: 'bar',
      encoding: { y: { field: 'request', type: 'nominal', title: null }, x: { field: 'n', type: 'quantitative', aggregate: 'sum', title: 'statements (round trips) per request' }, color: { field: 'caller', type: 'nominal', title: 'sent by' } },
    },
  ];
}

/** A bar per (group, series): `rows` already long-form. */
function bars(title: string, rows: Row[], x: string, xTitle: string, y: string, yTitle: string, log = false): Row {
  return {
    title,
    width: 280,
    height: 200,
    data: { values: rows },
    mark: 'bar',
    encoding: {
      x: { field: x, type: 'nominal', title: xTitle },
      xOffset: { field: 'series' },
      y: { field: y, type: 'quantitative', title: yTitle, ...(log ? { scale: { type: 'log' } } : {}) },
      color: { field: 'series', type: 'nominal', title: null },
    },
  };
}

/** Long-form rows for bars(): one per source row and [series name, field]. */
function longForm(rows: Row[], by: string, series: [string, string][]): Row[] {
  return rows.flatMap((x) => series.map(([name, field]) => ({ [by]: x[by], series: name, v: x[field] })));
}

/** p50 and p99 of each [label, field prefix] (fields `${prefix}_p50_ms`, `${prefix}_p99_ms`). */
function percentiles(l: Row, what: [string, string][]): Row[] {
  return what.flatMap(([label, prefix]) => ['p50', 'p99'].map((p) => ({ what: label, series: p, v: l[`${prefix}_${p}_ms`] })));
}

function agentsCharts(out: Row): Row[] {
  const r = (out.results ?? {}) as { throughput?: Row[]; latency?: Row };
  const t = longForm(r.throughput ?? [], 'consumers', [
    ['baseline: messages to people', 'baseline_delivered_per_s_median'],
    ['invocations to agents', 'invocations_delivered_per_s_median'],
  ]);
  const lat = percentiles(r.latency ?? {}, [
    ['POST to invocation', 'post_to_invocation'],
    ['POST to message.created', 'post_to_message_created_at_reader'],
  ]);
  return [bars('delivered per second (median of rounds)', t, 'consumers', 'consumers', 'v', 'per s'), bars('latency at 20 messages/s (ms)', lat, 'what', '', 'v', 'ms')];
}

function webhooksCharts(out: Row): Row[] {
  const r = (out.results ?? {}) as { throughput?: Row[]; latency?: Row };
  const t = longForm(r.throughput ?? [], 'subscriptions', [
    ['webhook deliveries', 'webhook_delivered_per_s_median'],
    ['bare POST loop', 'bare_posts_per_s_median'],
  ]);
  const lat = percentiles(r.latency ?? {}, [
    ['commit to receipt', 'commit_to_receipt'],
    ['POST sent to receipt', 'post_sent_to_receipt'],
  ]);
  return [bars('deliveries per second (median, log scale)', t, 'subscriptions', 'subscriptions', 'v', 'per s', true), bars('latency (ms)', lat, 'what', '', 'v', 'ms')];
}

function identifyCharts(out: Row): Row[] {
  const rows = ((out.results as Row[]) ?? []).map((r) => ({ ...r, series: String(r.variant) }));
  return [bars('identifies per second, burst of devices connecting at once', rows, 'round', 'round', 'per_s', 'identifies/s')];
}

function resumeCharts(out: Row): Row[] {
  const rows = (out.results as Row[]) ?? [];
  const seconds = longForm(rows, 'round', [
    ['resume after a restart', 'resume_s'],
    ['identify from scratch', 'identify_s'],
    ['bare ws accept', 'ws_accept_s'],
  ]);
  const ratios = longForm(rows, 'round', [
    ['resume', 'resume_vs_ws_accept'],
    ['identify', 'identify_vs_ws_accept'],
  ]);
  return [
    bars('seconds until every client is live again', seconds, 'round', 'round', 'v', 's'),
    bars('as a multiple of the bare ws accept (target 3)', ratios, 'round', 'round', 'v', '× bare ws accept'),
  ];
}

function liveboxCharts(out: Row): Row[] {
  const phases = ((out.phases as Row[]) ?? []).map((p) => ({ ...p, series: String(p.kind) }));
  return [
    bars('run.updated frames out per second', phases, 'patch_interval_ms', 'patch interval (ms)', 'frames_out_per_s', 'frames/s'),
    bars('server CPU ms per patch', phases, 'patch_interval_ms', 'patch interval (ms)', 'cpu_ms_per_patch', 'ms'),
  ];
}

function clusterCharts(out: Row): Row[] {
  const r = (out.results ?? {}) as { write?: { layouts?: Row[]; rounds?: Row[] }; fanout?: { layouts?: Row[] } };
  const label: Record<string, string> = { single: '1 node, single', one: '1 node, multi', two: '2 nodes, multi' };
  const write = (rows: Row[] | undefined): Row[] => (rows ?? []).map((x) => ({ ...x, layout: label[String(x.layout)] ?? x.layout }));
  const writeRounds = write(r.write?.rounds).map((x) => ({ ...x, series: `round ${String(x.round)}` }));
  const writeLatency = longForm(write(r.write?.layouts), 'layout', [['p50', 'p50_ms'], ['p99', 'p99_ms']]);
  const fan: Row[] = (r.fanout?.layouts ?? []).map((x) => ({ ...x, series: `${String(x.layout)} node${x.layout === 'two' ? 's' : ''}` }));
  const fanLatency = fan.flatMap((x) => ['p50', 'p99'].map((p) => ({ what: `${String(x.phase)} ${p}`, series: x.series, v: x[`${p}_ms_median`] })));
  return [
    bars('write: events/s by layout, each round (HTTP POST)', writeRounds, 'layout', 'nodes, cluster.mode', 'events_per_s', 'events/s'),
    bars('write latency, all rounds (ms)', writeLatency, 'layout', 'nodes, cluster.mode', 'v', 'ms'),
    bars('fan-out: frames/s delivered (median of rounds)', fan, 'phase', 'phase', 'frames_per_s_median', 'frames/s'),
    bars('fan-out: commit to receipt (ms, median of rounds, log scale)', fanLatency, 'what', '', 'v', 'ms', true),
  ];
}

/** Microseconds per proof of each variant, each round: one at a time, and the event loop's share with proofs in flight. */
function dpopCharts(out: Row): Row[] {
  const perRound = (field: string) =>
    Object.entries((out[field] ?? {}) as Record<string, number[]>).flatMap(([variant, values]) => values.map((v, i) => ({ round: i + 1, series: variant, v })));
  return [
    bars('µs per proof, one at a time (each round)', perRound('us_per_proof'), 'round', 'round', 'v', 'µs'),
    bars(`event loop µs per proof, ${String(out.in_flight ?? '')} in flight (each round)`, perRound('event_loop_us_per_proof'), 'round', 'round', 'v', 'µs'),
  ];
}

const PLOTS: Record<string, { title: string; charts: (out: Row) => Row[] }> = {
  commit: { title: 'bench:commit — the write path, as ratios to the bare counter-row pattern', charts: commitCharts },
  gateway: { title: 'bench:gateway — fan-out, latency, catch-up and memory', charts: gatewayCharts },
  roundtrips: { title: 'bench:roundtrips — database round trips per request (counted)', charts: roundtripCharts },
  agents: { title: 'bench:agents — invocations against messages to people', charts: agentsCharts },
  webhooks: { title: 'bench:webhooks — webhook deliveries against a bare POST loop', charts: webhooksCharts },
  identify: { title: 'bench:identify — identifies per second, visibility shared (D230) or not', charts: identifyCharts },
  livebox: { title: 'bench:livebox — run.updated coalesced against broadcast', charts: liveboxCharts },
  resume: { title: 'bench:resume — every client live again after a restart of the node, against a bare ws accept', charts: resumeCharts },
  cluster: { title: 'bench:cluster — one node against two nodes in cluster.mode multi on one database', charts: clusterCharts },
  dpop: { title: 'bench:dpop — the DPoP proof check: node:crypto on the loop or the thread pool, against jose', charts: dpopCharts },
};

/** Writes `jsonFile` with .svg for a result with a plot; returns the SVG's path, or undefined when there is none. */
export async function writePlot(jsonFile: string, out: Row): Promise<string | undefined> {
  const plot = PLOTS[String(out.benchmark ?? out.bench ?? '')];
  if (!plot) return undefined;
  const file = jsonFile.replace(/\.json$/, '') + '.svg';
  await writeFile(file, await render(board(plot.title, out, plot.charts(out))));
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../bench/results');
  for (const name of Object.keys(PLOTS)) {
    const json = path.join(dir, `${name}.json`);
    const out = JSON.parse(await readFile(json, 'utf8').catch(() => 'null')) as Row | null;
    if (!out) {
      process.stderr.write(`no ${path.relative(process.cwd(), json)}: run npm run bench:${name} first\n`);
      continue;
    }
    const svg = await writePlot(json, out);
    if (svg) process.stderr.write(`wrote ${path.relative(process.cwd(), svg)}\n`);
  }
}
