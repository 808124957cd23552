// The rule engine: feed it recorded frames in receive order and it returns the
// violations of each. It keeps the state of every connection, so a replay feeds
// it a file and a live runner can feed it frames as they cross the wire.
import type { RecordedFrame } from './recording.ts';
import { transportOf } from './recording.ts';
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

export interface Checker {
  /** Checks one frame; line is its 1-based position in the recording. */
  observe(record: RecordedFrame, line: number): Violation[];
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
      enter(conn, facts);
      const found = run(specific, record, line, conn, facts);
      const violations = found.length > 0 ? found : run(fallbacks, record, line, conn, facts);
      advance(conn, facts);
      return violations;
    },
  };
}
