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
import { AnswerTooLargeError } from './answer.ts';
import { assertReachable, networkReason } from './network.ts';
import { CaseContext, CaseFailure, CaseSkipped, LiveRun, type LiveOptions, type LiveTwins } from './session.ts';

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

/**
 * The twins of a run that names none, for the tests of the command line (test/support/cli-child.ts sets them
 * before src/cli.ts runs); never set otherwise.
 */
export const cliTestTwins: LiveTwins = {};

/** --identify-timeout by default: the contract's sync.identify_timeout and a second. */
export const DEFAULT_IDENTIFY_TIMEOUT_MS = configDefaults['sync.identify_timeout'] + 1_000;
export const DEFAULT_STEP_TIMEOUT_MS = 5_000;
export const DEFAULT_PRINCIPAL = 'alex';
export const DEFAULT_AGENT = 'helper';

/** Every case of a run: the protocol cases, the agent cases, presence, then the guards of the mutation audit. */
export const allLiveCases: readonly LiveCase[] = [...liveCases, ...agentCases, ...presenceCases, ...guardCases];
/** --ack-timeout by default: the contract's agent.ack_timeout and two seconds. */
export const DEFAULT_ACK_TIMEOUT_MS = configDefaults['agent.ack_timeout'] + 2_000;

/**
 * --run-timeout by default (D422): the two long waits of a run (the identify timeout's close, the
 * redelivery after the ack timeout) once each, and two step timeouts for every case and the
 * reachability check. A server that answers nothing after the upgrade times out about one step per
 * case, so its run ends by itself well within this; one that answers each step just in time is cut here.
 */
export function defaultRunTimeoutMs(o: { identifyTimeoutMs?: number | undefined; ackTimeoutMs?: number | undefined; stepTimeoutMs?: number | undefined; peerUrl?: string | undefined }): number {
  const cases = (o.peerUrl !== undefined ? allLiveCases.length + clusterCases.length : allLiveCases.length) + 1;
  return (o.identifyTimeoutMs ?? DEFAULT_IDENTIFY_TIMEOUT_MS) + (o.ackTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS) + 2 * (o.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS) * cases;
}

/** The last case: every frame the run received kept every rule (G9). */
export const CATALOGUE_CASE = { id: 'frames.catalogue', title: 'Every frame of the run keeps the rules of the catalogue (replay rules)', section: '2, 9, 10, 11.3' } as const;

const MAX_LISTED = 10;

function verdict(e: unknown, stepTimeoutMs: number): { status: CaseStatus; reason: string } {
  if (e instanceof CaseSkipped) return { status: 'skip', reason: e.message };
  if (e instanceof CaseFailure) return { status: 'fail', reason: e.message };
  // A REST answer over MAX_ANSWER_BYTES: its request and the cap (D474).
  if (e instanceof AnswerTooLargeError) return { status: 'fail', reason: e.message };
  // A REST call of the case that got no answer: the reason, not a suite bug.
  const network = networkReason(e, stepTimeoutMs);
  if (network !== undefined) return { status: 'fail', reason: `a request got no answer: ${network}` };
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
    ...(options.twins !== undefined ? { twins: options.twins } : Object.keys(cliTestTwins).length > 0 ? { twins: cliTestTwins } : {}),
  });
  // Nothing answers at the URL (refused, reset, a failed TLS handshake, silence): the run would check
  // nothing, and its 33 failures would read as a verdict on a server. A LiveSetupError instead (exit 2, D408).
  await assertReachable('--url', run.options.url, run.options.stepTimeoutMs);
  if (run.options.peerUrl !== undefined) await assertReachable('--peer-url', run.options.peerUrl, run.options.stepTimeoutMs);
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
      outcome = verdict(e, run.options.stepTimeoutMs);
    } finally {
      await ctx.end();
    }
    // A connection of the case ended on a fault of the server (a frame over --max-frame-bytes, a control
    // frame over 125 bytes) that the case's own waits did not meet (it came after them, or the case
    // skipped): still no pass (D471, D480).
    const fault = ctx.socketFault();
    if (fault !== undefined && outcome.status !== 'fail') outcome = { status: 'fail', reason: fault };
    if (outcome.reason !== undefined) outcome.reason = run.scrub(outcome.reason);
    const result: LiveCaseResult = { id: c.id, title: c.title, section: c.section, ...outcome, ms: Date.now() - started };
    results.push(result);
    report(i + 1, c, result);
  }

  report(total, CATALOGUE_CASE);
  // A secret a server echoed outside its member (D410) is masked in the messages and lines that report it.
  const violations = run.finish().map((v) => ({ ...v, message: run.scrub(v.message) }));
  const listed = violations.slice(0, MAX_LISTED).map((v) => `line ${v.line} [${v.conn}] ${v.rule} (${v.section}) ${v.message}`);
  const more = violations.length > MAX_LISTED ? [`and ${violations.length - MAX_LISTED} more`] : [];
  // No frame at all is no pass: a gate that checked nothing must not pass (the replay's empty recording).
  const catalogue: LiveCaseResult = {
    ...CATALOGUE_CASE,
    ...(violations.length > 0
      ? { status: 'fail', reason: `${violations.length} rule violation(s): ${[...listed, ...more].join('; ')}` }
      : run.recording.length === 0
        ? { status: 'skip', reason: 'the run received no frame to check' }
        : { status: 'pass' }),
    ms: 0,
  };
  results.push(catalogue);
  report(total, CATALOGUE_CASE, catalogue);
  return { url, cases: results, violations, recording: run.recording.map((line) => run.scrub(line)), connections: run.checker.connections.size };
}

/** Every case passed: no failure, no skip (a case that did not run is no pass). */
export function livePassed(result: LiveResult): boolean {
  return result.cases.every((c) => c.status === 'pass');
}
