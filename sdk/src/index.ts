// @bothy/sdk: the client of Bothy's event and sync protocol (spec chapter 04). No node: import is
// reachable from here (a browser bundle needs none); the file stores are in @bothy/sdk/node.

export {
  BothyClient,
  recordingLine,
  SDK_VERSION,
  type BothyClientOptions,
  type ClientEventMap,
  type ClientResyncEvent,
  type ClientTiming,
} from './client.ts';
// The protocol names and types an app needs next to the client, so that one import serves.
export { EventType, type Event, type EventOf, type Message, type Snapshot } from '@bothy/generated';

export { type TokenProvider, StaticTokenProvider } from './auth.ts';
export * from './errors.ts';
export {
  Emitter,
  type Listener,
  type EventListenerMap,
  type ConnectionEventMap,
  type GatewayEventMap,
  type StateChange,
  type ResyncEvent,
  type CloseEvent,
  type SyncedEvent,
} from './events.ts';

export { backoff, Backoff, type Random } from './gateway/backoff.ts';
export {
  transition,
  disconnect,
  closeInfo,
  waitFromReason,
  hasSocket,
  connectionStates,
  connectionEventTypes,
  type ConnectionState,
  type ConnectionEvent,
  type ConnectionEventType,
  type ConnectionAction,
  type ConnectionActionType,
  type ReconnectDelay,
  type Transition,
} from './gateway/connection-state.ts';
export { SECRET_MASK as RECORDING_MASK, SECRET_FIELDS as RECORDING_MASKED_FIELDS } from '@bothy/generated';
export {
  GatewayConnection,
  gatewayUrl,
  NEWER_TYPES_REPORTED,
  type GatewayConnectionOptions,
  type WebSocketLike,
  type WebSocketConstructor,
  type WireRecord,
} from './gateway/connection.ts';

export {
  type CursorStore,
  type SyncPosition,
  MemoryCursorStore,
  IndexedDbCursorStore,
} from './store/cursor-store.ts';
export { type OutboxStore, MemoryOutboxStore, IndexedDbOutboxStore } from './store/outbox-store.ts';

export { LocalVersions, decide, versionOf, type ApplyDecision, type ApplyOptions } from './sync/apply.ts';
export { RunStore, runStore, type RunFrameOutcome, type RunStoreOptions } from './runs/store.ts';
// Personal data across devices (14), opt-in and tree-shaken out of apps that do not use it (D176).
export { PersonalData, isNewer, notificationKey, type PersonalChange, type PersonalDataOptions, type PersonalEventMap, type PersonalHost, type PersonalKind } from './personal/personal.ts';
export type { RunEvent } from './client.ts';
export { resync, type ResyncOptions } from './sync/resync.ts';
export { gateOutbox } from './sync/outbox-gate.ts';
export { reloadTruncated } from './sync/truncated.ts';
export { autocomplete, type AutocompleteChoice, type AutocompletePlace } from './commands/autocomplete.ts';

export { Outbox, dispositionOf, type OutboxOptions, type OutboxEventMap, type MessageRef, type Disposition } from './outbox/outbox.ts';
export type {
  OutboxEntry,
  OutboxEntryState,
  OutboxFailure,
  OutboxOp,
  OutboxOpKind,
  OutboxTransport,
  WriteMethod,
} from './outbox/types.ts';

export { BothyRestClient, createRestClient, type BothyApi, type RestClientOptions } from './rest/client.ts';
export { dpopMiddleware, DPOP_NONCE_HEADER, type DpopMiddleware } from './rest/dpop-middleware.ts';
export { createOutboxTransport } from './rest/transport.ts';

export {
  type DpopKey,
  type DpopKeyStore,
  generateDpopKey,
  dpopKeyFromPair,
  loadOrCreateDpopKey,
  MemoryDpopKeyStore,
  IndexedDbDpopKeyStore,
} from './dpop/key.ts';
export { createDpopProof, accessTokenHash, gatewayHtu, htuOf, type DpopProofInput } from './dpop/proof.ts';

// The local cache (13.1), opt-in: `BothyClient.open({ ..., cache: memoryCache() })` or `indexedDbCache()`.
export {
  LocalCache,
  CacheTx,
  cacheRules,
  memoryCache,
  storeCache,
  restSource,
  type CachedThread,
  type CacheOutcome,
  type AccessLostEvent,
  type ReloadedEvent,
  type CacheEventMap,
  type CacheSource,
  type LocalCacheOptions,
  type CacheHost,
  type CacheFactory,
  type CacheFactoryOptions,
  type CacheRule,
  type CacheRules,
} from './cache/cache.ts';
export { CacheKind, MemoryCacheStore, type CacheEntry, type CacheKey, type CacheQuery, type CacheStore, type CacheWrite } from './cache/store.ts';
export { IndexedDbCacheStore, indexedDbCache } from './cache/indexeddb-store.ts';
