// What a live case works with: connections to the gateway whose every frame
// goes through the recorder and the rule engine, the credentials and the REST
// client of the run, and the verdicts a case throws.
import { randomBytes } from 'node:crypto';
import {
  ClientOp,
  closeCodes,
  CloseCode,
  CURRENT_PROTOCOL_VERSION,
  GATEWAY_PATH,
  isCloseCode,
  SECRET_FIELDS,
  SECRET_MASK,
  ServerOp,
  type ClientFrameOf,
  type ServerFrameOf,
  type ServerOp as ServerOpName,
} from '@bothy/generated';
import { createChecker, type Checker, type Violation } from '../checker.ts';
import { LiveSetupError, LiveWaitError } from '../errors.ts';
import { isObject } from '../internal/json.ts';
import { createRecorder, Direction, type FrameRecorder, type RecordedFrame } from '../recording.ts';
import { obtainApiToken, obtainCredentials, RestClient, type Credentials } from './credentials.ts';
import { dpopProof } from './dpop.ts';
import { LiveSocket, type Incoming, type SocketTap } from './socket.ts';

export interface LiveOptions {
  /** http(s) origin of the server under test. */
  url: string;
  /** Handle of the principal whose credentials the run uses. */
  principal: string;
  tokenCommand?: string;
  /** A thread the principal may write in; found in the recent events when missing. */
  thread?: string;
  /** How long to wait for the not_identified close of the identify timeout: sync.identify_timeout of the server and a margin (it is not announced). */
  identifyTimeoutMs: number;
  /** sync.ws_max_frame_bytes of the server (not announced): the too-big case sends one byte more. */
  maxFrameBytes: number;
  /** How long one step may take: an answer, a close, a REST call. */
  stepTimeoutMs: number;
  /** Handle of the agent the agent cases mention and connect as (default helper, the demo's agent). */
  agent: string;
  /** A shell command that prints {api_token} for the agent; without it the reference server's dev endpoint. */
  agentTokenCommand?: string;
  /** agent.ack_timeout of the server (not announced): how long to wait for a redelivery, with a margin. */
  ackTimeoutMs: number;
  /** sync.cursor_advance_every of the server (not announced): a cursor frame after at most this many skipped events (7.1). */
  cursorAdvanceEvery: number;
  /** http(s) origin of a second node of the same cluster (--peer-url); the cluster cases connect there too. */
  peerUrl?: string;
  /** Deliberately broken variants of the runner, for the tests that show its safety checks fail without them. */
  twins?: LiveTwins;
}

/** The runner's twins: each brings back a fault of the runner that a test shows. */
export interface LiveTwins {
  /** autocomplete.answered leaves its pending request without a handler while it waits for the agent's frame (D470). */
  autocompleteRequestUnheard?: boolean;
  /** The socket takes a server frame of any size (D471). */
  serverFramesUnbounded?: boolean;
  /** The socket takes a control frame of any size, or fragmented, and answers a ping with its payload, however long (D480). */
  controlFramesUnchecked?: boolean;
  /** REST answers are read whole, however long (D474). */
  answersUnbounded?: boolean;
  /** A token command's timeout is a SIGTERM to its shell alone, and the run waits for its pipes (D475). */
  commandGroupSpared?: boolean;
  /** A token command's group is killed at the runner's end only by its 'exit' handler, which a second SIGINT or a SIGKILL skips (D482). */
  commandGroupUnwatched?: boolean;
}

/** Which node a connection or a request goes to: the server under test (--url) or its peer (--peer-url). */
export type LiveNode = 'main' | 'peer';

/** The gateway of one node: the ws(s) URL to connect to, and its http(s) form that a proof names (6.3). */
export interface NodeGateway {
  url: string;
  htu: string;
}

function gatewayOf(origin: string): NodeGateway {
  const gateway = new URL(GATEWAY_PATH, origin);
  const htu = gateway.toString();
  gateway.protocol = gateway.protocol === 'https:' ? 'wss:' : 'ws:';
  return { url: gateway.toString(), htu };
}

/** A verdict a case throws: the case failed. */
export class CaseFailure extends Error {
  override readonly name = 'CaseFailure';
}

/** A verdict a case throws: the case could not run (no credentials, no thread); not a pass. */
export class CaseSkipped extends Error {
  override readonly name = 'CaseSkipped';
}

export function fail(reason: string): never {
  throw new CaseFailure(reason);
}

/** The name of a close code, from the contract's catalogue when it is one of 6.4. */
export function closeName(code: number): string {
  return isCloseCode(code) ? `${code} ${closeCodes[code].name}` : String(code);
}

/** A UUIDv7 (client_msg_id, a foreign sync epoch). */
export function uuidv7(): string {
  const b = randomBytes(16);
  b.writeUIntBE(Date.now(), 0, 6);
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A parsed server frame: {op, d}, or undefined for anything else. */
export interface Frame {
  op: string;
  d: Record<string, unknown>;
}

export function frameOf(message: Incoming): Frame | undefined {
  if (message.binary) return undefined;
  try {
    const value: unknown = JSON.parse(message.text);
    return isObject(value) && typeof value.op === 'string' && isObject(value.d) ? { op: value.op, d: value.d } : undefined;
  } catch {
    return undefined;
  }
}

const secretFields: ReadonlySet<string> = new Set(SECRET_FIELDS);
/**
 * A secret this long or longer is masked wherever it occurs. A shorter one is masked only as a whole token
 * (below), and only when the run got it as a credential (a token command, the dev endpoint): a short value
 * a server put into a secret member would otherwise mask ordinary words (D424).
 */
const MIN_SECRET_LENGTH = 8;
/** The characters of a token (RFC 6750's b64token, and JWS's dots): a run of them is one token of a text. */
const TOKEN_RUN = /[A-Za-z0-9._~+/=-]+/g;
/** What may follow the cut-off start of a secret: the text's end, a closing quote (a JSON string) or parenthesis (a quoted close reason). */
const CUT_END = /^(?:$|["')\\])/;
/** A run of token characters that is a name, '=' and a value (the value does not start with '=', base64's padding). */
const GLUED_VALUE = /^(.*?[^=]=+)([^=].*)$/;

/** The string values of the secret members (access_token, api_token, dpop, invocation_token) at any depth of a JSON text. */
function secretValues(text: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (secretFields.has(k) && typeof v === 'string') out.push(v);
        else walk(v);
      }
    }
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // no JSON: nothing to learn from it
  }
  return out;
}

/** State shared by the cases of one run: the rule engine, the recording, credentials. */
export class LiveRun {
  readonly checker: Checker;
  readonly recording: string[] = [];
  readonly violations: Violation[] = [];
  private readonly gateways: Record<LiveNode, NodeGateway | undefined>;
  private readonly recorder: FrameRecorder;
  private credentialsOnce?: Promise<Credentials>;
  private readonly restClients = new Map<LiveNode, RestClient>();
  private apiTokenOnce?: Promise<string>;
  private connections = 0;
  /**
   * Every secret of the run by value (D410): the tokens it got, the proofs it sent, the invocation tokens
   * it received. The recorder masks them by member name only; a server that echoes one elsewhere (a close
   * reason, another member, a problem detail a case quotes) must not get it into a report or the recording.
   */
  private readonly secrets = new Set<string>();

  constructor(readonly options: LiveOptions) {
    this.checker = createChecker(`live ${options.url}`);
    this.recorder = createRecorder({ write: (line) => this.recording.push(line.replace(/\n$/, '')) });
    this.gateways = { main: gatewayOf(options.url), peer: options.peerUrl === undefined ? undefined : gatewayOf(options.peerUrl) };
  }

  /** The http(s) origin of a node; the peer's only with --peer-url (a case that needs it is listed only then). */
  origin(node: LiveNode): string {
    const origin = node === 'main' ? this.options.url : this.options.peerUrl;
    if (origin === undefined) throw new CaseSkipped('needs a second node of the cluster: --peer-url');
    return origin;
  }

  gateway(node: LiveNode): NodeGateway {
    const gateway = this.gateways[node];
    if (!gateway) throw new CaseSkipped('needs a second node of the cluster: --peer-url');
    return gateway;
  }

  private observe(record: RecordedFrame): void {
    this.violations.push(...this.checker.observe(record, this.recording.length));
  }

  /** Short credentials of the run (under MIN_SECRET_LENGTH): masked as whole tokens only (D424). */
  private readonly shortSecrets = new Set<string>();

  /**
   * Takes a value for a secret of the run: scrub() masks it wherever it occurs. `credential`: the run got it
   * as its own credential, so it is masked at any length, as a whole token when it is short (D424).
   */
  remember(secret: string, credential = false): void {
    if (secret === SECRET_MASK || secret === '') return;
    if (secret.length >= MIN_SECRET_LENGTH) this.secrets.add(secret);
    else if (credential) this.shortSecrets.add(secret);
  }

  /**
   * Text with every secret of the run masked (also in its JSON-escaped form, as it stands in a recording
   * line). Besides, as whole tokens (D424): a short credential, and the start of a secret (at least
   * MIN_SECRET_LENGTH characters) that ends the text, a JSON string or a parenthesis, which is what a
   * close reason cut at 123 bytes, or any cut, leaves of it.
   */
  scrub(text: string): string {
    let out = text;
    for (const secret of this.secrets) {
      for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1)])) if (out.includes(form)) out = out.split(form).join(SECRET_MASK);
    }
    if (this.shortSecrets.size === 0 && this.secrets.size === 0) return out;
    return out.replace(TOKEN_RUN, (run: string, at: number, all: string) => {
      const cut = CUT_END.test(all.slice(at + run.length, at + run.length + 1));
      if (this.isSecretToken(run, cut)) return SECRET_MASK;
      // A value glued to its name by '=' (token=…) is one run of token characters: its value is looked at alone.
      const named = GLUED_VALUE.exec(run);
      if (named && this.isSecretToken(named[2]!, cut)) return `${named[1]}${SECRET_MASK}`;
      return run;
    });
  }

  /** A short credential, or (`cut`: the token ends a text, a JSON string or a parenthesis) the cut-off start of a secret. */
  private isSecretToken(token: string, cut: boolean): boolean {
    if (this.shortSecrets.has(token)) return true;
    if (!cut || token.length < MIN_SECRET_LENGTH) return false;
    for (const secret of this.secrets) if (secret.length > token.length && secret.startsWith(token)) return true;
    return false;
  }

  /** A tap that records every frame of one connection and checks it against the rules. */
  tap(conn: string): SocketTap {
    return {
      received: (m) => {
        if (!m.binary) for (const v of secretValues(m.text)) this.remember(v);
        this.observe(m.binary ? this.recorder.recordUnparsed({ conn, from: Direction.Server, bytes: m.bytes }) : this.recorder.recordText({ conn, from: Direction.Server, text: m.text }));
      },
      sent: (m) => {
        if (m.text !== undefined) for (const v of secretValues(m.text)) this.remember(v);
        this.observe(
          m.text !== undefined && !m.binary
            ? this.recorder.recordText({ conn, from: Direction.Client, text: m.text })
            : this.recorder.recordUnparsed({ conn, from: Direction.Client, bytes: m.payload.length }),
        );
      },
      closed: (c) => {
        if (c.by !== 'none') this.observe(this.recorder.recordClose({ conn, from: c.by === 'server' ? Direction.Server : Direction.Client, code: c.code, reason: c.reason }));
      },
    };
  }

  nextConnectionId(caseId: string): string {
    this.connections += 1;
    return `${caseId}#${this.connections}`;
  }

  /** The run's credentials, fetched once; a case without them is skipped with the reason. */
  async credentials(): Promise<Credentials> {
    this.credentialsOnce ??= obtainCredentials({ url: this.options.url, principal: this.options.principal, tokenCommand: this.options.tokenCommand, timeoutMs: this.options.stepTimeoutMs * 6, twins: this.options.twins }).then((c) => {
      this.remember(c.accessToken, true);
      return c;
    });
    try {
      return await this.credentialsOnce;
    } catch (e) {
      if (e instanceof LiveSetupError) throw new CaseSkipped(`no credentials: ${e.message}`);
      throw e;
    }
  }

  /** The agent's API token, fetched once; a case without it is skipped with the reason. */
  async agentToken(): Promise<string> {
    this.apiTokenOnce ??= obtainApiToken({
      url: this.options.url,
      principal: this.options.agent,
      commandFlag: '--agent-token-command',
      timeoutMs: this.options.stepTimeoutMs * 6,
      twins: this.options.twins,
      ...(this.options.agentTokenCommand !== undefined ? { tokenCommand: this.options.agentTokenCommand } : {}),
    }).then((token) => {
      this.remember(token, true);
      return token;
    });
    try {
      return await this.apiTokenOnce;
    } catch (e) {
      if (e instanceof LiveSetupError) throw new CaseSkipped(`no agent credentials: ${e.message}`);
      throw e;
    }
  }

  /** REST as the run's person, on the server under test or on its peer. */
  async rest(node: LiveNode = 'main'): Promise<RestClient> {
    const origin = this.origin(node);
    const credentials = await this.credentials();
    let client = this.restClients.get(node);
    if (!client) this.restClients.set(node, (client = new RestClient(origin, credentials, this.options.stepTimeoutMs, (proof) => this.remember(proof), this.options.twins?.answersUnbounded === true)));
    return client;
  }

  /** Credentials of a new device of the run's person, for a case that revokes what it holds (8.5); skipped without them. */
  async freshCredentials(): Promise<Credentials> {
    try {
      const fresh = await obtainCredentials({ url: this.options.url, principal: this.options.principal, tokenCommand: this.options.tokenCommand, timeoutMs: this.options.stepTimeoutMs * 6, twins: this.options.twins });
      this.remember(fresh.accessToken, true);
      return fresh;
    } catch (e) {
      if (e instanceof LiveSetupError) throw new CaseSkipped(`no credentials for a second device: ${e.message}`);
      throw e;
    }
  }

  /** The end of the run: what the rule engine still held on client frames. */
  finish(): Violation[] {
    this.violations.push(...this.checker.finish());
    return this.violations;
  }
}

/** One case's view: its connections (closed when it ends) and helpers for the steps of 6.3. */
export class CaseContext {
  private readonly sockets: LiveSocket[] = [];

  constructor(
    readonly run: LiveRun,
    readonly caseId: string,
  ) {}

  get options(): LiveOptions {
    return this.run.options;
  }

  async connect(node: LiveNode = 'main'): Promise<LiveSocket> {
    let socket: LiveSocket;
    try {
      socket = await LiveSocket.open(this.run.gateway(node).url, this.options.stepTimeoutMs, this.run.tap(this.run.nextConnectionId(this.caseId)), {
        maxMessageBytes: this.options.maxFrameBytes,
        unbounded: this.options.twins?.serverFramesUnbounded === true,
        controlUnchecked: this.options.twins?.controlFramesUnchecked === true,
      });
    } catch (e) {
      if (e instanceof LiveSetupError) fail(e.message);
      throw e;
    }
    this.sockets.push(socket);
    return socket;
  }

  /** The first frame, which must be hello (6.3). */
  async hello(socket: LiveSocket): Promise<ServerFrameOf<typeof ServerOp.Hello>> {
    const first = await this.step(socket.waitFor(() => true, this.options.stepTimeoutMs), `${ServerOp.Hello} after the upgrade`);
    const frame = frameOf(first);
    if (frame?.op !== ServerOp.Hello) fail(`the first frame is ${frame ? frame.op : 'no {op, d} frame'}, not ${ServerOp.Hello} (6.3)`);
    return frame as unknown as ServerFrameOf<typeof ServerOp.Hello>;
  }

  /** Waits for a frame of op (from message index `from`), failing with what happened instead. */
  async waitOp<O extends ServerOpName>(socket: LiveSocket, op: O, from = 0, match: (f: ServerFrameOf<O>) => boolean = () => true): Promise<ServerFrameOf<O>> {
    const found = await this.step(
      socket.waitFor((m) => {
        const f = frameOf(m);
        return f?.op === op && match(f as unknown as ServerFrameOf<O>);
      }, this.options.stepTimeoutMs, from),
      op,
    );
    return frameOf(found) as unknown as ServerFrameOf<O>;
  }

  /** A heartbeat {last_seq} answered with heartbeat_ack: the connection is live (6.3). */
  async heartbeat(socket: LiveSocket, lastSeq = 0): Promise<void> {
    const before = socket.messages.length;
    const beat: ClientFrameOf<typeof ClientOp.Heartbeat> = { op: ClientOp.Heartbeat, d: { last_seq: lastSeq } };
    socket.sendText(JSON.stringify(beat));
    await this.waitOp(socket, ServerOp.HeartbeatAck, before);
  }

  /** The parsed frames of a connection from message index `from`. */
  frames(socket: LiveSocket, from = 0): Frame[] {
    return socket.messages.slice(from).flatMap((m) => frameOf(m) ?? []);
  }

  /** An identify of the run's person (or of `credentials`), with a proof over the nonce of hello for the gateway of `node` (6.3). */
  async identifyFrame(hello: ServerFrameOf<typeof ServerOp.Hello>, extra: { cursor?: number; sync_epoch?: string } = {}, credentials?: Credentials, node: LiveNode = 'main'): Promise<ClientFrameOf<typeof ClientOp.Identify>> {
    const c = credentials ?? (await this.run.credentials());
    return {
      op: ClientOp.Identify,
      d: {
        access_token: c.accessToken,
        dpop: this.gatewayProof(c.key, c.accessToken, hello.d.dpop_nonce, node),
        device_id: c.deviceId,
        protocol_version: CURRENT_PROTOCOL_VERSION,
        client: { platform: 'bothy-conformance', version: '1' },
        ...extra,
      },
    };
  }

  /** The DPoP proof of identify and resume: htm GET, htu the gateway of `node`, the nonce of its hello (6.3). */
  gatewayProof(key: Credentials['key'], token: string, nonce: string, node: LiveNode = 'main'): string {
    const proof = dpopProof(key, { htm: 'GET', htu: this.run.gateway(node).htu, token, nonce });
    this.run.remember(proof);
    return proof;
  }

  /** A session whose catch-up has ended: connected, identified, catchup.complete received (6.3, 7.2). */
  async liveSession(extra: { cursor?: number; sync_epoch?: string } = {}, credentials?: Credentials, node: LiveNode = 'main'): ReturnType<CaseContext['session']> {
    const s = await this.session(extra, credentials, node);
    await this.waitOp(s.socket, ServerOp.CatchupComplete);
    return s;
  }

  /** Connects to `node`, identifies and waits for ready: the start of every case with a session. */
  async session(
    extra: { cursor?: number; sync_epoch?: string } = {},
    credentials?: Credentials,
    node: LiveNode = 'main',
  ): Promise<{ socket: LiveSocket; hello: ServerFrameOf<typeof ServerOp.Hello>; ready: ServerFrameOf<typeof ServerOp.Ready> }> {
    if (!credentials) await this.run.credentials();
    const socket = await this.connect(node);
    const hello = await this.hello(socket);
    socket.sendText(JSON.stringify(await this.identifyFrame(hello, extra, credentials, node)));
    const ready = await this.waitOp(socket, ServerOp.Ready);
    return { socket, hello, ready };
  }

  /** Waits for the server to close; fails unless it closes with `want` (6.4). */
  async expectClose(socket: LiveSocket, want: CloseCode, withinMs = this.options.stepTimeoutMs, what = 'the frame'): Promise<void> {
    const closed = await socket.waitClose(withinMs);
    const expected = `6.4 says ${closeName(want)}`;
    if (!closed) fail(`still open ${withinMs} ms after ${what}; ${expected}`);
    if (closed.by === 'none') fail(`the connection ended without a close frame after ${what}; ${expected}`);
    if (closed.by === 'client') fail(`the server did not close after ${what}; ${expected}`);
    if (closed.code !== want) fail(`closed with ${closeName(closed.code)}${closed.reason ? ` (${closed.reason})` : ''} after ${what}; ${expected}`);
  }

  /** The first fault of the server that one of the case's connections ended on (a frame over --max-frame-bytes, D471; a control frame against RFC 6455 5.5, D480). */
  socketFault(): string | undefined {
    return this.sockets.find((s) => s.fault !== undefined)?.fault;
  }

  /** Closes what the case opened: normal closure, then the socket goes. */
  async end(): Promise<void> {
    await Promise.all(
      this.sockets.map(async (s) => {
        if (!s.closed) {
          s.close(CloseCode.Normal);
          await s.waitClose(Math.min(this.options.stepTimeoutMs, 2_000));
        }
        s.destroy();
      }),
    );
  }

  private async step<T>(wait: Promise<T>, what: string): Promise<T> {
    try {
      return await wait;
    } catch (e) {
      if (e instanceof LiveWaitError) fail(`no ${what}: ${e.message}`);
      throw e;
    }
  }
}
