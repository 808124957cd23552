// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
import type * as S from './schemas.js';

/** Ops a client sends (6.2). */
export const ClientOp = {
  Identify: "identify",
  Resume: "resume",
  Heartbeat: "heartbeat",
  Reauth: "reauth",
  Focus: "focus",
  TypingStart: "typing.start",
  TypingStop: "typing.stop",
  Ack: "ack",
  RunUpdate: "run.update",
  CommandAutocompleteResult: "command.autocomplete_result",
  StatsSubscribe: "stats.subscribe",
  StatsUnsubscribe: "stats.unsubscribe",
} as const;
export type ClientOp = (typeof ClientOp)[keyof typeof ClientOp];

/** Ops a server sends (6.2). */
export const ServerOp = {
  Hello: "hello",
  Ready: "ready",
  Resumed: "resumed",
  Dispatch: "dispatch",
  Cursor: "cursor",
  CatchupComplete: "catchup.complete",
  ResyncRequired: "resync_required",
  HeartbeatAck: "heartbeat_ack",
  RunUpdateAck: "run.update_ack",
  ReauthRequired: "reauth_required",
  Error: "error",
} as const;
export type ServerOp = (typeof ServerOp)[keyof typeof ServerOp];

export const clientOps: readonly ClientOp[] = ["identify","resume","heartbeat","reauth","focus","typing.start","typing.stop","ack","run.update","command.autocomplete_result","stats.subscribe","stats.unsubscribe"];
export const serverOps: readonly ServerOp[] = ["hello","ready","resumed","dispatch","cursor","catchup.complete","resync_required","heartbeat_ack","run.update_ack","reauth_required","error"];

export interface ClientFrameByOp {
  /** Login of a new gateway session (6.3). People send an access token with a DPoP proof; agents and apps send an api_token and a consumer. */
  "identify": S.IdentifyFrame;
  /** Resume a gateway session after a short disconnect, within sync.resume_window (6.3). */
  "resume": S.ResumeFrame;
  /** Sign of life with the last processed seq (6.3). */
  "heartbeat": S.HeartbeatFrame;
  /** New access token during the connection (6.3). */
  "reauth": S.ReauthFrame;
  /** The threads visible right now, and background threads whose runs the app shows (6.2, 11.3, R-SY-27). */
  "focus": S.FocusFrame;
  /** The person is typing in a thread; people only (12). */
  "typing.start": S.TypingStartFrame;
  /** Typing ended; resets the throttle only (12). */
  "typing.stop": S.TypingStopFrame;
  /** Agents only; acknowledges every event up to seq (15.2). */
  "ack": S.AckFrame;
  /** Agents only; RFC 6902 patch to an own run (11.2). */
  "run.update": S.RunUpdateFrame;
  /** Agents and apps only; suggestions for an autocomplete request (15.7). */
  "command.autocomplete_result": S.CommandAutocompleteResultFrame;
  /** Subscribe to live statistics of a space or the instance (12). */
  "stats.subscribe": S.StatsSubscribeFrame;
  /** End the live statistics subscription (12). */
  "stats.unsubscribe": S.StatsUnsubscribeFrame;
}

export interface ServerFrameByOp {
  /** First message after the upgrade (6.3). */
  "hello": S.HelloFrame;
  /** Session ready, with a snapshot (6.3). */
  "ready": S.ReadyFrame;
  /** Resumption confirmed (6.3). */
  "resumed": S.ResumedFrame;
  /** One event in its envelope (2.2, 2.3). */
  "dispatch": S.DispatchFrame;
  /** Advance the cursor past events that were checked but not visible (7.1). */
  "cursor": S.CursorFrame;
  /** Catch-up finished; live from now on (7.2). */
  "catchup.complete": S.CatchupCompleteFrame;
  /** Catch-up is not possible; reload the snapshot. The connection stays live from head_seq (7.3). */
  "resync_required": S.ResyncRequiredFrame;
  /** Response to heartbeat (6.3). */
  "heartbeat_ack": S.HeartbeatAckFrame;
  /** Response to a stored run.update: the run's new version (11.2 "answers with the new version"; D341). A refused run.update gets error with run_id instead. */
  "run.update_ack": S.RunUpdateAckFrame;
  /** The access token expires soon (6.3). */
  "reauth_required": S.ReauthRequiredFrame;
  /** An op failed its rate limit, authorize or its rules; the connection stays (6.2). */
  "error": S.ErrorFrame;
}

export type ClientFrameOf<O extends ClientOp> = ClientFrameByOp[O];
export type ServerFrameOf<O extends ServerOp> = ServerFrameByOp[O];
export type ClientFrameData<O extends ClientOp> = ClientFrameByOp[O]['d'];
export type ServerFrameData<O extends ServerOp> = ServerFrameByOp[O]['d'];

export const frameValidatorNames = {"identify":"IdentifyFrame","resume":"ResumeFrame","heartbeat":"HeartbeatFrame","reauth":"ReauthFrame","focus":"FocusFrame","typing.start":"TypingStartFrame","typing.stop":"TypingStopFrame","ack":"AckFrame","run.update":"RunUpdateFrame","command.autocomplete_result":"CommandAutocompleteResultFrame","stats.subscribe":"StatsSubscribeFrame","stats.unsubscribe":"StatsUnsubscribeFrame","hello":"HelloFrame","ready":"ReadyFrame","resumed":"ResumedFrame","dispatch":"DispatchFrame","cursor":"CursorFrame","catchup.complete":"CatchupCompleteFrame","resync_required":"ResyncRequiredFrame","heartbeat_ack":"HeartbeatAckFrame","run.update_ack":"RunUpdateAckFrame","reauth_required":"ReauthRequiredFrame","error":"ErrorFrame"} as const;

/** Per client op, the members of `d` that are UUIDs (Uuid, UuidV7), alone or in a list: RFC 9562 takes them in either case, the server compares them in lower case (D310). */
export const clientFrameIdFields = {"identify":["device_id","sync_epoch"],"resume":["gateway_session_id","sync_epoch"],"heartbeat":[],"reauth":[],"focus":["background_thread_ids","thread_ids"],"typing.start":["thread_id"],"typing.stop":["thread_id"],"ack":[],"run.update":["run_id"],"command.autocomplete_result":["request_id"],"stats.subscribe":["space_id"],"stats.unsubscribe":[]} as const satisfies Record<ClientOp, readonly string[]>;
