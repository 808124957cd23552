// @bothy/conformance: the G9 frame conformance suite (06-api.md section 15).
export { rules, ruleById, frameFacts, newConnection, enter, advance } from './rules/index.ts';
export type { Rule, RuleGroup, FrameFacts, EventFacts, CatalogueView, ConnectionState, ReceiverKind, Mark } from './rules/index.ts';
export { createChecker, REFUSAL_CLOSE_CODES, type Checker, type CheckerOptions, type Violation } from './checker.ts';
export { replayFiles, replayText, collectRecordings, type ReplayResult, type ReplayedFile, type ReplayOptions } from './replay.ts';
export {
  Direction,
  Transport,
  MASK,
  MASKED_FIELDS,
  createRecorder,
  createFileRecorder,
  maskSecrets,
  parseRecording,
  parseRecordingStrict,
  transportOf,
  type RecordedFrame,
  type RecordedClose,
  type RecordingLine,
  type ParsedRecording,
  type RecordingSink,
  type FrameRecorder,
  type FileRecorder,
  type FrameToRecord,
  type TextToRecord,
  type CloseToRecord,
  type UnparsedToRecord,
  type RecorderOptions,
  type MaskedField,
} from './recording.ts';
export {
  runLive,
  livePassed,
  CATALOGUE_CASE,
  DEFAULT_IDENTIFY_TIMEOUT_MS,
  DEFAULT_ACK_TIMEOUT_MS,
  allLiveCases,
  type LiveResult,
  type LiveCaseResult,
  type LiveProgress,
  type RunLiveOptions,
  type CaseStatus,
} from './live/runner.ts';
export { liveCases, type LiveCase } from './live/cases.ts';
export { agentCases } from './live/agents.ts';
/** The JOSE typ of an invocation token (15.3): the contract's (D526 addendum), exported as before. */
export { INVOCATION_TOKEN_TYP } from '@bothy/generated';
export { presenceCases } from './live/presence.ts';
export { formatLiveTable, formatLiveJson, formatLiveJunit, liveJsonReport, type LiveJsonReport } from './live/report.ts';
export { TOKEN_COMMAND_ENV } from './live/credentials.ts';
export { formatTextReport } from './report/text.ts';
export { formatJsonReport, jsonReport, type JsonReport } from './report/json.ts';
export { formatJunitReport } from './report/junit.ts';
export { rulesMarkdown, rulesText } from './report/rules-table.ts';
export { summarize, type Summary } from './report/summary.ts';
export {
  ConformanceError,
  UsageError,
  RecordingUnreadableError,
  RecordingMalformedError,
  RecordingEmptyError,
  RecordingsMissingError,
  ReportUnwritableError,
  LiveSetupError,
  LiveWaitError,
  type ConformanceErrorCode,
  type MalformedLine,
} from './errors.ts';
