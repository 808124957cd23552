// The rule engine: feed it recorded frames in receive order and it returns the
// violations of each. It keeps the state of every connection, so a replay feeds
// it a file and a live runner can feed it frames as they cross the wire.
//
// The suite judges what a server sends. A client frame that breaks a rule (the
// deliberately malformed frames of a test, a fuzzer, the live mode) is held
// until the server answers: refused with the close code that 6.4 names for a
// malformed frame, the finding is dropped, because the server did its part;
// otherwise it is reported, at the close or at the end (finish).
import { CloseCode } from '@bothy/generated';
import type { RecordedFrame } from './recording.ts';
import { Direction, transportOf } from './recording.ts';
import { advance, enter, frameFacts, newConnection, rules as allRules, type ConnectionState, type Rule } from './rules/index.ts';

export interface Violation {
  /** The recording (or, live, the session) the frame belongs to. */
  file: string;
  /** 1-based line of the frame. */
  line: number;
  conn: string;
  rule: string;
  section: string;
  message: string;
}

/** The close codes with which 6.4 refuses a malformed client frame: decode_error (size, binary, JSON, UTF-8, duplicate key, unknown field) and unknown_op. */
export const REFUSAL_CLOSE_CODES: readonly number[] = [CloseCode.DecodeError, CloseCode.UnknownOp];

export interface Checker {
  /**
   * Checks one line; line is its 1-based position in the recording. Findings on
   * a client frame are held until the server closes the connection: dropped on a
   * close with a REFUSAL_CLOSE_CODES code, returned with any other close line.
   * Client frames after a close line are not judged (nobody reads them).
   */
  observe(record: RecordedFrame, line: number): Violation[];
  /** The end of the recording or session: the findings still held on client frames, in line order. */
  finish(): Violation[];
  /** The connections seen so far. */
  readonly connections: ReadonlyMap<string, Readonly<ConnectionState>>;
}

export interface CheckerOptions {
  /** Default: every rule of the suite. */
  rules?: readonly Rule[];
}

export function createChecker(file: string, options: CheckerOptions = {}): Checker {
  const rules = options.rules ?? allRules;
  const specific = rules.filter((r) => !r.fallback);
  const fallbacks = rules.filter((r) => r.fallback);
  const connections = new Map<string, ConnectionState>();
  /** Per connection: findings on client frames that wait for the server's answer. */
  const held = new Map<string, Violation[]>();

  function release(conn: string): Violation[] {
    const out = held.get(conn) ?? [];
    held.delete(conn);
    return out;
  }

  function run(list: readonly Rule[], record: RecordedFrame, line: number, conn: ConnectionState, facts: ReturnType<typeof frameFacts>): Violation[] {
    return list.flatMap((rule) =>
      rule.check(facts, conn).map((message) => ({ file, line, conn: record.conn, rule: rule.id, section: rule.section, message })),
    );
  }

  return {
    connections,
    observe(record, line) {
      const facts = frameFacts(record, line);
      let conn = connections.get(record.conn);
      if (!conn) {
        conn = newConnection(record.conn, transportOf(record));
        connections.set(record.conn, conn);
      }
      const clientFrame = record.from === Direction.Client && !record.close;
      if (clientFrame && conn.closed) return [];
      enter(conn, facts);
      const found = run(specific, record, line, conn, facts);
      const violations = found.length > 0 ? found : run(fallbacks, record, line, conn, facts);
      advance(conn, facts);
      if (clientFrame) {
        if (violations.length > 0) held.set(record.conn, [...(held.get(record.conn) ?? []), ...violations]);
        return [];
      }
      if (record.close) {
        const waiting = release(record.conn);
        const refused = record.from === Direction.Server && REFUSAL_CLOSE_CODES.includes(record.close.code);
        return refused ? violations : [...waiting, ...violations];
      }
      return violations;
    },
    finish() {
      return [...held.keys()].flatMap(release).sort((a, b) => a.line - b.line);
    },
  };
}
