// Decoding a client frame (2.3, 6.4): every way a frame can be malformed maps to
// exactly one close code. 4002 for size, depth (server.json_max_depth), binary,
// JSON, UTF-8, duplicate keys and unknown fields; 4001 for an op the protocol
// does not have. A well-formed op whose values the server cannot store (U+0000,
// a lone surrogate, an unsafe number; internal/json-policy.ts) is `refused`:
// the connection answers it with an error frame validation_failed and stays
// (6.2, D44); in identify and resume, which have no error frame, it is 4002.
import { check, ClientOp, clientFrameIdFields, clientOps, CloseCode, formatIssues, validateClientFrame, type ClientFrame } from '@bothy/generated';
import { DEFAULT_JSON_MAX_DEPTH, describeIssue, findDuplicateKey, findInputIssue, inputPolicyEnforced, textDepthExceeds } from '../internal/json-policy.ts';


/** `refused`: the validation_failed detail for an op that decoded but cannot be carried out. */
export type Decoded = { ok: true; frame: ClientFrame; refused?: string } | { ok: false; close: CloseCode; reason: string };

const decodeError = (reason: string): Decoded => ({ ok: false, close: CloseCode.DecodeError, reason });

const utf8 = new TextDecoder('utf-8', { fatal: true });

let idCaseKept = false;
/** Test-only: IDs stay as sent, as before D310 (the twin of "an upper-case focus is that thread"). Never called by the server. */
export function keepIdCase(on: boolean): void {
  idCaseKept = on;
}

/**
 * RFC 9562: a UUID is case-insensitive on input, and the contract's Uuid takes either case; the
 * gateway compares IDs as text (focus and the live box, typing, its registries), and the database
 * gives them in lower case. So the members the contract types as Uuid or UuidV7 at the top of an
 * op's `d`, alone or in a list (clientFrameIdFields), are taken in lower case (D310). Nothing else
 * is touched: a name (identify's consumer) or run.update's content stays as sent.
 */
function lowerIds(frame: ClientFrame): void {
  const fields = (frame as { d?: Record<string, unknown> }).d;
  if (typeof fields !== 'object' || fields === null) return;
  for (const key of clientFrameIdFields[frame.op]) {
    const v = fields[key];
    if (typeof v === 'string') fields[key] = v.toLowerCase();
    else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) if (typeof v[i] === 'string') v[i] = (v[i] as string).toLowerCase();
  }
}

export function decodeClientFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean, maxBytes: number, maxDepth = DEFAULT_JSON_MAX_DEPTH): Decoded {
  if (isBinary) return decodeError('binary frames are not part of the protocol (2.3)');
  const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  if (buf.length > maxBytes) return decodeError(`frame of ${buf.length} bytes is over sync.ws_max_frame_bytes`);
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    return decodeError('the frame is not valid UTF-8');
  }
  const policy = inputPolicyEnforced();
  if (policy && textDepthExceeds(text, maxDepth)) return decodeError(`the frame nests deeper than server.json_max_depth (${maxDepth})`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return decodeError('the frame is not valid JSON');
  }
  const dup = findDuplicateKey(text);
  if (dup !== undefined) return decodeError(`duplicate key ${JSON.stringify(dup).slice(0, 64)}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as { op?: unknown }).op !== 'string') {
    return decodeError('a frame is an object {"op": "<name>", "d": {...}}');
  }
  const op = (value as { op: string }).op;
  if (!(clientOps as readonly string[]).includes(op)) return { ok: false, close: CloseCode.UnknownOp, reason: `unknown op ${op.slice(0, 64)}` };
  const verdict = check(validateClientFrame, value);
  if (!verdict.ok) return decodeError(`${op}: ${formatIssues(verdict.issues)}`.slice(0, 120));
  if (!idCaseKept) lowerIds(verdict.value);
  const issue = policy ? findInputIssue(verdict.value, maxDepth) : undefined;
  if (!issue) return { ok: true, frame: verdict.value };
  const detail = `${op}: ${describeIssue(issue)}`;
  if (op === ClientOp.Identify || op === ClientOp.Resume) return decodeError(detail.slice(0, 120));
  return { ok: true, frame: verdict.value, refused: detail };
}
