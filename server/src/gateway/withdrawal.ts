// What an access removal withdraws of the events that wait for a receiver (8.3: the server
// "discards buffered events of these targets"; D283, D284). One rule for the three places where
// events wait: the outbound queue, the backlog and an agent's window (gateway/delivery.ts
// withdrawRemoved). Written out at each, the three drifted apart once (D283).
import type { LogRow } from '../events/log-reader.ts';

/** Whether a waiting event's place is of a removed target (its channel, or without one its space). */
export type RemovedPlace = (channelId: string | null | undefined, spaceId: string | null | undefined) => boolean;

/**
 * 8.3, D283: the receiver's own event (`audience: "self"`: run.cancel_requested and the invocations
 * to an agent, drafts, read states, sidebar entries to a person) stays on a removal. It is read with
 * self.read, which the removal does not touch; withdrawn, a run.cancel_requested that waited behind
 * the agent's removal from the run's channel would never reach it, since the ack of the
 * access.changed after it covers its seq (15.2).
 */
export function keptOnRemoval(row: Pick<LogRow, 'audience_principal_id'>, receiver: string | undefined): boolean {
  return row.audience_principal_id !== null && row.audience_principal_id === receiver;
}

/** 8.3: whether a removal withdraws a waiting row: one of a removed target, unless it is the receiver's own (keptOnRemoval). */
export function withdrawnOnRemoval(row: Pick<LogRow, 'audience_principal_id' | 'channel_id' | 'space_id'>, receiver: string | undefined, removed: RemovedPlace): boolean {
  return !keptOnRemoval(row, receiver) && removed(row.channel_id, row.space_id);
}
