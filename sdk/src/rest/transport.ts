// The outbox's transport over the REST client (13.2): messages with client_msg_id in the body,
// interactions with client_interaction_id in the body, every other write with Idempotency-Key.
import type { OutboxTransport } from '../outbox/types.ts';
import type { BothyRestClient } from './client.ts';

export function createOutboxTransport(rest: BothyRestClient): OutboxTransport {
  return {
    createMessage: (threadId, body) => rest.createMessage(threadId, body),
    updateMessage: (messageId, contentMd, options) => rest.updateMessage(messageId, contentMd, options),
    deleteMessage: (messageId, options) => rest.deleteMessage(messageId, options),
    createInteraction: (method, path, body) => rest.request(method, path, { body }),
    write: (method, path, options) => rest.request(method, path, options),
  };
}
