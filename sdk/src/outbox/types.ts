// The outbox of 13.2–13.4: what an entry holds and how it is sent.
import type { CreateMessageRequest, Message } from '@bothy/generated';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OutboxOp =
  /** POST /threads/{thread_id}/messages, idempotent through client_msg_id (5.1) */
  | { kind: 'message.create'; thread_id: string; body: CreateMessageRequest }
  /**
   * PATCH /messages/{message_id} with If-Match (13.3). Behind a create or an update of the same
   * message that is still in the outbox, `after` names that entry, and message_id and
   * expected_version are filled in from its answer.
   */
  | { kind: 'message.update'; message_id?: string; expected_version?: number; after?: string; content_md: string }
  /** DELETE /messages/{message_id}; idempotent, 204 also when already deleted (13.3) */
  | { kind: 'message.delete'; message_id?: string; after?: string }
  /** An interaction, idempotent through client_interaction_id in its body (5.1). */
  | { kind: 'interaction.create'; method: WriteMethod; path: string; body: Record<string, unknown> }
  /** Any other write, idempotent through the Idempotency-Key header (5.2). `path` is below /api/v1. */
  | { kind: 'write'; method: WriteMethod; path: string; body?: unknown; if_match?: string };

export type OutboxOpKind = OutboxOp['kind'];

export type OutboxEntryState =
  /** waiting for its turn, or for its next retry (next_attempt_at) */
  | 'queued'
  /** a request is in flight */
  | 'sending'
  /** a message create got its answer; the entry waits for the echo (13.2) */
  | 'sent'
  /** a permanent error ended the retries; kept with its reason and text (13.2) */
  | 'failed'
  /** 410 message_deleted on an edit: never sent again, the text stays available (13.3) */
  | 'discarded';

export interface OutboxFailure {
  /** The problem code (or the SDK's code for answers without one). */
  code: string;
  status?: number;
  message: string;
  /** 412 version_conflict: the current revision on the server, to show next to the local one. */
  current?: Message;
}

export interface OutboxEntry {
  /** The entry's own ID, sent on every try: client_msg_id, client_interaction_id or Idempotency-Key (13.2). */
  id: string;
  /** Insertion order; FIFO within a lane. */
  order: number;
  /** The FIFO lane: the thread, or the resource path of a write outside threads. */
  lane: string;
  /** When it was put into the outbox (ms). */
  created_at: number;
  state: OutboxEntryState;
  /** Requests made so far. 0 means "not sent yet" in the sense of 13.3. */
  attempts: number;
  /** The earliest time of the next try (ms), after a retryable failure. */
  next_attempt_at?: number;
  op: OutboxOp;
  /** The server's message from the answer to a create or an update. */
  result?: Message;
  failure?: OutboxFailure;
}

/** How the outbox reaches the server; implemented by the REST client (createOutboxTransport). */
export interface OutboxTransport {
  createMessage(threadId: string, body: CreateMessageRequest): Promise<Message>;
  updateMessage(messageId: string, contentMd: string, options: { expectedVersion?: number; idempotencyKey: string }): Promise<Message>;
  deleteMessage(messageId: string, options: { idempotencyKey: string }): Promise<void>;
  createInteraction(method: WriteMethod, path: string, body: Record<string, unknown>): Promise<unknown>;
  write(method: WriteMethod, path: string, options: { body?: unknown; ifMatch?: string; idempotencyKey: string }): Promise<unknown>;
}
