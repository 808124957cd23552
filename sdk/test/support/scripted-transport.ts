// An OutboxTransport for outbox tests: a tiny in-memory server (idempotent by client_msg_id and
// Idempotency-Key, like 5.1 and 5.2) whose answers a test can script per call: answer, fail,
// lose the answer after storing, or hold until released.
import { ProblemCode, problemCodes, type CreateMessageRequest, type Message } from '@bothy/generated';
import { errorFromProblem, NetworkError, TimeoutError, type BothyError } from '../../src/errors.ts';
import { uuidv7 } from '../../src/internal/uuid.ts';
import type { OutboxTransport, WriteMethod } from '../../src/outbox/types.ts';
import { message } from './events.ts';

export type Call =
  | { kind: 'create'; threadId: string; body: CreateMessageRequest }
  | { kind: 'update'; messageId: string; contentMd: string; expectedVersion?: number; key: string }
  | { kind: 'delete'; messageId: string; key: string }
  | { kind: 'interaction'; method: WriteMethod; path: string; body: Record<string, unknown> }
  | { kind: 'write'; method: WriteMethod; path: string; body?: unknown; key: string };

/** What happens to one call: the server's normal answer, an error, a lost answer, or a held one. */
export type Outcome = 'ok' | 'lost' | 'hold' | BothyError;

export function problem(code: ProblemCode, extra: Record<string, unknown> = {}): BothyError {
  const { status, title } = problemCodes[code];
  return errorFromProblem(status, { type: 'about:blank', title, status, code, ...extra });
}

export function httpStatus(status: number): BothyError {
  return errorFromProblem(status, undefined);
}

export const networkError = (): BothyError => new NetworkError('connection reset');
export const timeout = (): BothyError => new TimeoutError('no answer');

export class ScriptedTransport implements OutboxTransport {
  readonly calls: Call[] = [];
  /** The server's messages by ID; creates are idempotent through client_msg_id (5.1). */
  readonly messages = new Map<string, Message>();
  readonly #byClientId = new Map<string, string>();
  /** Outcomes for the next calls, in order; 'ok' when empty. */
  readonly script: Outcome[] = [];
  /** Or a function deciding per call (takes precedence over `script`). */
  decide: ((call: Call, index: number) => Outcome) | undefined;
  readonly #held: Array<(outcome: Outcome) => void> = [];
  #threadSeq = 0;

  /** Releases the oldest held call with an outcome: by default its normal answer. */
  release(outcome: Exclude<Outcome, 'hold'> = 'ok'): void {
    this.#held.shift()?.(outcome);
  }

  get heldCount(): number {
    return this.#held.length;
  }

  async #run<T>(call: Call, effect: () => T): Promise<T> {
    const index = this.calls.push(call) - 1;
    let outcome = this.decide ? this.decide(call, index) : (this.script.shift() ?? 'ok');
    if (outcome === 'hold') outcome = await new Promise<Outcome>((resolve) => this.#held.push(resolve));
    if (typeof outcome === 'object') throw outcome;
    const result = effect();
    if (outcome === 'lost') throw new TimeoutError('answer lost after the server stored the write');
    return result;
  }

  createMessage(threadId: string, body: CreateMessageRequest): Promise<Message> {
    return this.#run({ kind: 'create', threadId, body: structuredClone(body) }, () => {
      const existing = this.#byClientId.get(body.client_msg_id);
      if (existing) return structuredClone(this.messages.get(existing)!);
      this.#threadSeq += 1;
      const m = message({ id: uuidv7(), thread_id: threadId, client_msg_id: body.client_msg_id, content_md: body.content_md, thread_seq: this.#threadSeq, version: 1 });
      this.messages.set(m.id, m);
      this.#byClientId.set(body.client_msg_id, m.id);
      return structuredClone(m);
    });
  }

  updateMessage(messageId: string, contentMd: string, options: { expectedVersion?: number; idempotencyKey: string }): Promise<Message> {
    const call: Call = { kind: 'update', messageId, contentMd, key: options.idempotencyKey };
    if (options.expectedVersion !== undefined) call.expectedVersion = options.expectedVersion;
    return this.#run(call, () => {
      const m = this.messages.get(messageId);
      if (!m) throw problem(ProblemCode.NotFound);
      if (m.deleted_at) throw problem(ProblemCode.MessageDeleted);
      if (options.expectedVersion !== undefined && options.expectedVersion !== m.version) throw problem(ProblemCode.VersionConflict, { current: m });
      const next = { ...m, content_md: contentMd, version: m.version + 1 };
      this.messages.set(messageId, next);
      return structuredClone(next);
    });
  }

  deleteMessage(messageId: string, options: { idempotencyKey: string }): Promise<void> {
    return this.#run({ kind: 'delete', messageId, key: options.idempotencyKey }, () => {
      const m = this.messages.get(messageId);
      if (m && !m.deleted_at) this.messages.set(messageId, { ...m, content_md: '', deleted_at: m.created_at, version: m.version + 1 });
    });
  }

  createInteraction(method: WriteMethod, path: string, body: Record<string, unknown>): Promise<unknown> {
    return this.#run({ kind: 'interaction', method, path, body }, () => ({ ok: true }));
  }

  write(method: WriteMethod, path: string, options: { body?: unknown; ifMatch?: string; idempotencyKey: string }): Promise<unknown> {
    return this.#run({ kind: 'write', method, path, body: options.body, key: options.idempotencyKey }, () => ({ ok: true }));
  }

  /** Messages the server holds for a text, for the "exactly one" checks. */
  count(contentMd: string): number {
    return [...this.messages.values()].filter((m) => m.content_md === contentMd).length;
  }
}
