// Live mode (`bothy-conformance run --url …`): runs the cases one after the
// other against a server, then reports whether every frame of the run kept the
// rules of the catalogue (the same engine as replay).
import { configDefaults } from '@bothy/generated';
import type { Violation } from '../checker.ts';
import { agentCases } from './agents.ts';
import { clusterCases } from './cluster.ts';
import { guardCases } from './guards.ts';
import { presenceCases } from './presence.ts';
import { liveCases, type LiveCase } from './cases.ts';
import { CaseContext, CaseFailure, CaseSkipped, LiveRun, type LiveOptions } from './session.ts';

export type CaseStatus = 'pass' | 'fail' | 'skip';

export interface LiveCaseResult {
  id: string;
  title: string;
  section: string;
  status: CaseStatus;
  /** Why a case failed or was skipped. */
  reason?: string;
  ms: number;
}

export interface LiveResult {
  url: string;
  cases: LiveCaseResult[];
  /** Every rule violation in the frames of the run (frames.catalogue). */
  violations: Violation[];
  /** The run's frames as a recording (JSONL lines, secrets masked); violations name its lines. */
  recording: string[];
  connections: number;
}

export interface LiveProgress {
  /** 1-based position of the case. */
  index: number;
  total: number;
  id: string;
  title: string;
  /** Missing while the case runs. */
  result?: LiveCaseResult;
}

export interface RunLiveOptions extends Partial<Omit<LiveOptions, 'url'>> {
  url: string;
  onProgress?: (progress: LiveProgress) => void;
  /** Default: every case (with peerUrl, the cluster cases too). */
  cases?: readonly LiveCase[];
}

/** --identify-timeout by default: the contract's sync.identify_timeout and a second. */
export const DEFAULT_IDENTIFY_TIMEOUT_MS = configDefaults['sync.identify_timeout'] + 1_000;
export const DEFAULT_STEP_TIMEOUT_MS = 5_000;
export const DEFAULT_PRINCIPAL = 'alex';
export const DEFAULT_AGENT = 'helper';

/** Every case of a run: the protocol cases, the agent cases, presence, then the guards of the mutation audit. */
export const allLiveCases: readonly LiveCase[] = [...liveCases, ...agentCases, ...presenceCases, ...guardCases];
/** --ack-timeout by default: the contract's agent.ack_timeout and two seconds. */
export const DEFAULT_ACK_TIMEOUT_MS = configDefaults['agent.ack_timeout'] + 2_000;

/** The last case: every frame the run received kept every rule (G9). */
export const CATALOGUE_CASE = { id: 'frames.catalogue', title: 'Every frame of the run keeps the rules of the catalogue (replay rules)', section: '2, 9, 10, 11.3' } as const;

const MAX_LISTED = 10;

function verdict(e: unknown): { status: CaseStatus; reason: string } {
  if (e instanceof CaseSkipped) return { status: 'skip', reason: e.message };
  if (e instanceof CaseFailure) return { status: 'fail', reason: e.message };
  return { status: 'fail', reason: `the case broke: ${e instanceof Error ? e.message : String(e)}` };
}

export async function runLive(options: RunLiveOptions): Promise<LiveResult> {
  const url = new URL(options.url).origin;
  const run = new LiveRun({
    url,
    principal: options.principal ?? DEFAULT_PRINCIPAL,
    identifyTimeoutMs: options.identifyTimeoutMs ?? DEFAULT_IDENTIFY_TIMEOUT_MS,
    maxFrameBytes: options.maxFrameBytes ?? configDefaults['sync.ws_max_frame_bytes'],
    stepTimeoutMs: options.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS,
    agent: options.agent ?? DEFAULT_AGENT,
    ackTimeoutMs: options.ackTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS,
    cursorAdvanceEvery: options.cursorAdvanceEvery ?? configDefaults['sync.cursor_advance_every'],
    ...(options.agentTokenCommand !== undefined ? { agentTokenCommand: options.agentTokenCommand } : {}),
    ...(options.tokenCommand !== undefined ? { tokenCommand: options.tokenCommand } : {}),
    ...(options.thread !== undefined ? { thread: options.thread } : {}),
    ...(options.peerUrl !== undefined ? { peerUrl: new URL(options.peerUrl).origin } : {}),
  });
  const cases = options.cases ?? (options.peerUrl !== undefined ? [...allLiveCases, ...clusterCases] : allLiveCases);
  const total = cases.length + 1;
  const results: LiveCaseResult[] = [];
  const report = (index: number, c: { id: string; title: string }, result?: LiveCaseResult) =>
    options.onProgress?.({ index, total, id: c.id, title: c.title, ...(result ? { result } : {}) });

  for (const [i, c] of cases.entries()) {
    report(i + 1, c);
    const started = Date.now();
    const ctx = new CaseContext(run, c.id);
    let outcome: { status: CaseStatus; reason?: string } = { status: 'pass' };
    try {
      await c.run(ctx);
    } catch (e) {
      outcome = verdict(e);
    } finally {
      await ctx.end();
    }
    const result: LiveCaseResult = { id: c.id, title: c.title, section: c.section, ...outcome, ms: Date.now() - started };
    results.push(result);
    report(i + 1, c, result);
  }

  report(total, CATALOGUE_CASE);
  const violations = run.finish();
  const listed = violations.slice(0, MAX_LISTED).map((v) => `line ${v.line} [${v.conn}] ${v.rule} (${v.section}) ${v.message}`);
  const more = violations.length > MAX_LISTED ? [`and ${violations.length - MAX_LISTED} more`] : [];
  const catalogue: LiveCaseResult = {
    ...CATALOGUE_CASE,
    ...(violations.length === 0 ? { status: 'pass' } : { status: 'fail', reason: `${violations.length} rule violation(s): ${[...listed, ...more].join('; ')}` }),
    ms: 0,
  };
  results.push(catalogue);
  report(total, CATALOGUE_CASE, catalogue);
  return { url, cases: results, violations, recording: run.recording, connections: run.checker.connections.size };
}

/** Every case passed: no failure, no skip (a case that did not run is no pass). */
export function livePassed(result: LiveResult): boolean {
  return result.cases.every((c) => c.status === 'pass');
}
