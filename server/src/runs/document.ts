// The run document (run_document.v1, 11.1): stored with the run, patched by the
// adapter later (the live-box issue). runs.state and runs.version are the truth
// for the document's state and version (store.ts sets them on every read).
import { validators, type RunDocument } from '@bothy/generated';
import { check, formatIssues } from '@bothy/generated';
import type { RunState } from './state.ts';

/** The document of a new run: no steps, no follow-ups, its creation time (11.1). */
export function initialRunDocument(createdAt: string): RunDocument {
  const doc: RunDocument = { state: 'queued', version: 1, steps: {}, followups: {}, times: { created_at: createdAt } };
  const verdict = check(validators.RunDocument, doc);
  if (!verdict.ok) throw new Error(`the initial run document does not match run_document.v1: ${formatIssues(verdict.issues)}`);
  return doc;
}

/** The stored document with the run's current state and version. */
export function documentOf(stored: RunDocument, state: RunState, version: number): RunDocument {
  return { ...stored, state, version };
}
