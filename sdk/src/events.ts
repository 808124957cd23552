// A small typed emitter. `on(type, listener)` types the listener from the map, so
// `connection.on(EventType.MessageCreated, (e) => …)` gets EventOf<'message.created'>.
import type { CloseCodeInfo, Event, EventOf, EventType, ResyncReason, ServerFrameData, ServerOp } from '@bothy/generated';
import type { BothyError } from './errors.ts';
import type { ConnectionState } from './gateway/connection-state.ts';

export type Listener<T> = (value: T) => void;

export class Emitter<M extends object> {
  readonly #listeners = new Map<keyof M, Set<Listener<never>>>();

  /**
   * @param onListenerError where an exception thrown by a listener goes; it never reaches the
   *   emitter's caller, so one faulty listener cannot stop delivery to the others.
   */
  constructor(private readonly onListenerError: (error: unknown, type: keyof M) => void = () => {}) {}

  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => this.off(type, listener);
  }

  once<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void {
    const off = this.on(type, (value) => {
      off();
      listener(value);
    });
    return off;
  }

  off<K extends keyof M>(type: K, listener: Listener<M[K]>): void {
    this.#listeners.get(type)?.delete(listener as Listener<never>);
  }

  emit<K extends keyof M>(type: K, value: M[K]): void {
    const set = this.#listeners.get(type);
    if (!set) return;
    for (const listener of [...set] as Listener<M[K]>[]) {
      try {
        listener(value);
      } catch (error) {
        this.onListenerError(error, type);
      }
    }
  }

  listenerCount(type: keyof M): number {
    return this.#listeners.get(type)?.size ?? 0;
  }
}

/** Every event type of the catalogue, with its delivered envelope. */
export type EventListenerMap = { [T in EventType]: EventOf<T> };

/** Every change of the connection state (one setState). */
export interface StateChange {
  from: ConnectionState;
  to: ConnectionState;
}

/** `resync_required` (7.3) as the app sees it: the connection stays open and live. */
export interface ResyncEvent {
  reason: ResyncReason;
  head_seq: number;
  sync_epoch: string;
}

/** The connection was closed (6.4); every close reaches the app once, with the reaction taken in `info`. */
export interface CloseEvent {
  code: number;
  reason: string;
  /** The reaction the connection takes: the catalogue row (for an agent its `agent` member), or the one for `earlierSession`. */
  info: CloseCodeInfo;
  /**
   * The close ended the resume of a gateway session that an earlier process stored (D529, D531). 4015
   * then is not a stop: that process was taken over, and this one identifies at once (`info.recovery`
   * `identify`). A close after which the connection does not come back is followed by `stopped` (agent).
   */
  earlierSession?: true;
}

/** The connection is in step with the server: after catch-up, or after a resync (13.4). */
export interface SyncedEvent {
  cursor: number;
  sync_epoch: string;
}

export interface ConnectionEventMap {
  state: StateChange;
  /** The data of ready (6.3): the new gateway session with its snapshot. */
  session: ServerFrameData<typeof ServerOp.Ready>;
  /** Every delivered event, durable or ephemeral, after dedupe. */
  event: Event;
  resync: ResyncEvent;
  synced: SyncedEvent;
  close: CloseEvent;
  /** 4012 or a failed token renewal: the account is logged out. */
  logout: { reason: string; wiped: boolean };
  error: BothyError;
}

export type GatewayEventMap = EventListenerMap & ConnectionEventMap;
