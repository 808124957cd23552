// A TCP proxy on loopback between a server and PostgreSQL that loses the answer
// of COMMIT on purpose. It reads the PostgreSQL wire protocol just enough: the
// client's simple Query and Parse messages (node-postgres sends a statement
// without parameters as a simple Query, several statements in one) and, after a
// COMMIT it acted on, the server's CommandComplete tags up to ReadyForQuery.
//
// Armed with a marker, a transaction whose statements match the marker and that
// ends in COMMIT is caught:
//   - 'withhold_answer': the COMMIT goes to PostgreSQL, which commits; every
//     byte of the answer is held back, so the client never learns the outcome;
//   - 'drop_commit': the COMMIT never reaches PostgreSQL; the client waits.
// The test then cuts the caught connections (the database link drops) or kills
// the client process; a client socket that closes closes its upstream too.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type CommitFault = 'withhold_answer' | 'drop_commit';

export interface CaughtCommit {
  /** Everything the client sent in the transaction, as text (the statements and bound values). */
  readonly text: string;
  readonly fault: CommitFault;
  /** Whether PostgreSQL committed: known when its answer arrived (always false for drop_commit). */
  readonly committed: Promise<boolean>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const COMMIT_AT_END = /(?:^|;)\s*COMMIT\s*;?\s*$/i;
const ENDS_TRANSACTION = /(?:^|;)\s*(?:COMMIT|ROLLBACK|END|ABORT)\s*;?\s*$/i;
const BEGINS_TRANSACTION = /^\s*(?:BEGIN|START TRANSACTION)\b/i;

class Connection {
  private upBuf = Buffer.alloc(0);
  private startup = true;
  private transactionText = '';
  /** Inside BEGIN .. COMMIT/ROLLBACK, as the client's statements say. */
  private inTransaction = false;
  private marked = false;
  /** 'withhold': server bytes are held and parsed; 'drop': client bytes are no longer forwarded. */
  private mode: 'pass' | 'withhold' | 'drop' = 'pass';
  private downBuf = Buffer.alloc(0);
  private commitTagSeen = false;
  private resolveCommitted?: (committed: boolean) => void;
  closed = false;

  constructor(
    readonly client: net.Socket,
    readonly upstream: net.Socket,
    private readonly proxy: PgCommitProxy,
  ) {
    client.on('data', (chunk: Buffer) => this.fromClient(chunk));
    upstream.on('data', (chunk: Buffer) => this.fromServer(chunk));
    const end = () => this.cut();
    for (const s of [client, upstream]) {
      s.on('close', end);
      s.on('error', end);
    }
  }

  get caught(): boolean {
    return this.mode !== 'pass';
  }

  private fromClient(chunk: Buffer): void {
    if (this.mode === 'drop') return;
    this.upBuf = Buffer.concat([this.upBuf, chunk]);
    // Forward message by message, so that a COMMIT can be held back whole.
    for (;;) {
      if (this.startup) {
        if (this.upBuf.length < 8) return;
        const len = this.upBuf.readInt32BE(0);
        if (this.upBuf.length < len) return;
        const code = this.upBuf.readInt32BE(4);
        this.forwardUp(len);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) this.startup = false;
        continue;
      }
      if (this.upBuf.length < 5) return;
      const len = this.upBuf.readInt32BE(1) + 1;
      if (this.upBuf.length < len) return;
      const type = String.fromCharCode(this.upBuf[0]!);
      const body = this.upBuf.subarray(5, len).toString('latin1');
      if (type === 'Q' || type === 'P' || type === 'B') {
        const sql = type === 'Q' ? body.replace(/\0+$/, '') : '';
        if (BEGINS_TRANSACTION.test(sql)) {
          this.inTransaction = true;
          this.transactionText = '';
        }
        this.transactionText += `${body}\n`;
        const armed = this.proxy.armedWith;
        // Only statements of an explicit transaction mark it; an autocommitted one ends by itself.
        if (armed && this.inTransaction && armed.marker.test(body)) this.marked = true;
        if (type === 'Q' && COMMIT_AT_END.test(sql) && this.marked && armed) {
          this.catchCommit(armed.fault, len);
          return;
        }
        if (type === 'Q' && ENDS_TRANSACTION.test(sql)) {
          this.inTransaction = false;
          this.marked = false;
          this.transactionText = '';
        }
      }
      this.forwardUp(len);
    }
  }

  private forwardUp(len: number): void {
    this.upstream.write(this.upBuf.subarray(0, len));
    this.upBuf = this.upBuf.subarray(len);
  }

  private catchCommit(fault: CommitFault, len: number): void {
    const committed = new Promise<boolean>((resolve) => (this.resolveCommitted = resolve));
    this.proxy.record({ text: this.transactionText, fault, committed });
    if (fault === 'drop_commit') {
      this.mode = 'drop';
      this.upBuf = Buffer.alloc(0);
      this.resolveCommitted!(false);
      return;
    }
    this.mode = 'withhold';
    this.forwardUp(len);
  }

  private fromServer(chunk: Buffer): void {
    if (this.mode === 'pass') {
      this.client.write(chunk);
      return;
    }
    if (this.mode === 'drop') return;
    // Withheld: read the answer to learn whether PostgreSQL committed, deliver nothing.
    this.downBuf = Buffer.concat([this.downBuf, chunk]);
    while (this.downBuf.length >= 5) {
      const len = this.downBuf.readInt32BE(1) + 1;
      if (this.downBuf.length < len) return;
      const type = String.fromCharCode(this.downBuf[0]!);
      if (type === 'C' && this.downBuf.subarray(5, len - 1).toString('latin1') === 'COMMIT') this.commitTagSeen = true;
      this.downBuf = this.downBuf.subarray(len);
      if (type === 'Z') this.resolveCommitted?.(this.commitTagSeen);
    }
  }

  cut(): void {
    if (this.closed) return;
    this.closed = true;
    this.resolveCommitted?.(this.commitTagSeen);
    this.client.destroy();
    this.upstream.destroy();
    this.proxy.forget(this);
  }
}

export class PgCommitProxy {
  private readonly connections = new Set<Connection>();
  private readonly caughtList: CaughtCommit[] = [];
  private waiters: (() => void)[] = [];
  armedWith: { marker: RegExp; fault: CommitFault } | undefined;

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  /** A proxy in front of the PostgreSQL of `databaseUrl`; `url` is the same database through the proxy. */
  static async start(databaseUrl: string): Promise<PgCommitProxy> {
    const target = new URL(databaseUrl);
    let proxy: PgCommitProxy | undefined;
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      proxy!.connections.add(new Connection(client, upstream, proxy!));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = new PgCommitProxy(server, (server.address() as AddressInfo).port);
    return proxy;
  }

  url(databaseUrl: string): string {
    const u = new URL(databaseUrl);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  /** Catches every transaction that matches `marker` and ends in COMMIT, until disarmed. */
  arm(marker: RegExp, fault: CommitFault): void {
    this.armedWith = { marker, fault };
  }

  disarm(): void {
    this.armedWith = undefined;
  }

  get caught(): readonly CaughtCommit[] {
    return this.caughtList;
  }

  /** @internal */
  record(c: CaughtCommit): void {
    this.caughtList.push(c);
    for (const w of this.waiters.splice(0)) w();
  }

  /** @internal */
  forget(c: Connection): void {
    this.connections.delete(c);
  }

  /** Waits until `n` commits were caught since the last reset, or fails after `timeoutMs`. */
  async waitCaught(n: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.caughtList.length < n) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`caught ${this.caughtList.length} of ${n} commits within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The database link of every caught connection drops. */
  cutCaught(): void {
    for (const c of [...this.connections]) if (c.caught) c.cut();
  }

  reset(): void {
    this.disarm();
    this.caughtList.length = 0;
  }

  async close(): Promise<void> {
    this.disarm();
    for (const c of [...this.connections]) c.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
