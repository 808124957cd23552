// Decoding a client frame (2.3, 6.4): every way a frame can be malformed maps to
// exactly one close code. 4002 for size, binary, JSON, UTF-8, duplicate keys and
// unknown fields; 4001 for an op the protocol does not have.
import { check, clientOps, CloseCode, formatIssues, validateClientFrame, type ClientFrame } from '@bothy/generated';

export type Decoded = { ok: true; frame: ClientFrame } | { ok: false; close: CloseCode; reason: string };

const decodeError = (reason: string): Decoded => ({ ok: false, close: CloseCode.DecodeError, reason });

/**
 * Finds a key that appears twice in one object. The text is already known to be
 * valid JSON (JSON.parse accepted it), so the scanner only tracks strings and
 * nesting.
 */
export function findDuplicateKey(text: string): string | undefined {
  const stack: { keys: Set<string> | undefined; expectKey: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      while (j < text.length) {
        const d = text.charCodeAt(j);
        if (d === 0x5c /* \ */) j += 2;
        else if (d === 0x22) break;
        else j++;
      }
      const top = stack[stack.length - 1];
      if (top?.keys && top.expectKey) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (top.keys.has(key)) return key;
        top.keys.add(key);
        top.expectKey = false;
      }
      i = j;
    } else if (c === 0x7b /* { */) stack.push({ keys: new Set(), expectKey: true });
    else if (c === 0x5b /* [ */) stack.push({ keys: undefined, expectKey: false });
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) stack.pop();
    else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.keys) top.expectKey = true;
    }
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeClientFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean, maxBytes: number): Decoded {
  if (isBinary) return decodeError('binary frames are not part of the protocol (2.3)');
  const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  if (buf.length > maxBytes) return decodeError(`frame of ${buf.length} bytes is over sync.ws_max_frame_bytes`);
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    return decodeError('the frame is not valid UTF-8');
  }
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
  return { ok: true, frame: verdict.value };
}
