// The receiver's dedupe rule, case by case (15.2, 15.6; D513, D521): by the delivery ID, except that a
// later attempt with an invocation token replaces the stored token until the run was started with it.
// The end-to-end run against the server is test/e2e/webhook-receiver.test.ts.
import { EventType, ResyncReason, ServerOp, type Event } from '@bothy/generated';
import { describe, expect, it } from 'vitest';
import { invocationTokenOf, storedWebhookDelivery, webhookDeliveryAction, type WebhookDelivery } from '../../src/agent.ts';

const deliveryId = '0190a1b2-0000-7000-8000-000000000001';

function delivery(attempt: number, envelope: Partial<Event> & { type: string }): WebhookDelivery {
  return { kind: 'event', deliveryId, attempt, subscriptionId: '0190a1b2-0000-7000-8000-0000000000aa', signedAt: 0, envelope: envelope as Event };
}
const invocation = (attempt: number, token: string) => delivery(attempt, { type: EventType.AgentInvocation, invocation_token: token } as Partial<Event> & { type: string });
const plain = (attempt: number) => delivery(attempt, { type: EventType.MessageCreated });

describe('webhookDeliveryAction (15.2, 15.6; D513)', () => {
  it('a delivery not stored, or stored under another ID, is processed', () => {
    expect(webhookDeliveryAction(undefined, plain(1))).toBe('process');
    expect(webhookDeliveryAction({ deliveryId: 'another', attempt: 1, started: false }, plain(2))).toBe('process');
  });

  it('a repeat without a token is a duplicate', () => {
    expect(webhookDeliveryAction(storedWebhookDelivery(plain(1)), plain(2))).toBe('duplicate');
  });

  it('a later attempt with a token replaces the stored one; the same or an earlier attempt, or a started run, does not', () => {
    const first = storedWebhookDelivery(invocation(1, 'token-1'));
    expect(first).toEqual({ deliveryId, attempt: 1, invocationToken: 'token-1', started: false });
    expect(webhookDeliveryAction(first, invocation(2, 'token-2'))).toBe('replace_token');
    const replaced = { ...first, attempt: 2, invocationToken: 'token-2' };
    // The first attempt's slow function hands it in after the repeat: it never takes the newer token back.
    expect(webhookDeliveryAction(replaced, invocation(1, 'token-1'))).toBe('duplicate');
    expect(webhookDeliveryAction(replaced, invocation(2, 'token-2'))).toBe('duplicate');
    expect(webhookDeliveryAction({ ...replaced, started: true }, invocation(3, 'token-3'))).toBe('duplicate');
  });

  it('reads the token only from an event that carries one; a resync_required frame has none', () => {
    expect(invocationTokenOf(invocation(1, 't'))).toBe('t');
    expect(invocationTokenOf(plain(1))).toBeUndefined();
    const frame: WebhookDelivery = { kind: ServerOp.ResyncRequired, deliveryId, attempt: 1, subscriptionId: 's', signedAt: 0, frame: { op: ServerOp.ResyncRequired, d: { reason: ResyncReason.Retention, head_seq: 1, sync_epoch: deliveryId } } };
    expect(invocationTokenOf(frame)).toBeUndefined();
    expect(webhookDeliveryAction(storedWebhookDelivery(frame), { ...frame, attempt: 2 })).toBe('duplicate');
  });
});
