// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
// One type per named schema of both contracts, and the event envelopes codegen derives from the catalogue.

/** A UUID (RFC 9562), any version. */
export type Uuid = string;

/** A UUID of version 7. Only the version is checked, never the time in it (5.1). */
export type UuidV7 = string;

/** A global, commit-ordered sequence number (3). */
export type Seq = number;

/** The highest seq the server has checked for this principal (7.1); 0 before the first event. */
export type Cursor = number;

/** The version of an object after a change (9). */
export type Version = number;

/** RFC 3339 time. Display only, never order (10). */
export type Timestamp = string;

export type PrincipalKind = "user" | "agent" | "app";

export type PrincipalRef = {
  id: Uuid;
  kind: PrincipalKind;
};

/** Grant levels, ordered read < trigger < write < manage. */
export type AccessLevel = "read" | "trigger" | "write" | "manage";

export type RunState = "queued" | "running" | "waiting_input" | "completed" | "failed" | "cancelled";

/** Any JSON value except null, also inside it (2.2, ADR 0053); the schema checks the top, the server's input policy every depth (D311). */
export type JsonValue = string | number | boolean | (Record<string, unknown>) | unknown[];

/** One RFC 6902 operation, limited to add, replace and remove (11.2, R-SY-06). */
export type JsonPatchOp = {
  op: "add" | "replace" | "remove";
  /** JSON Pointer (RFC 6901) into the run document */
  path: string;
  value?: JsonValue;
};

/**
 * The allow-list of 11.2 (D160): the ops an adapter may send in run.update or PATCH /runs/{id}.
 * Content paths (status_line, last_text_excerpt, model, metrics, cost, plan, steps) take add,
 * replace and remove at any depth; a follow-up only its status (/followups/<message_id>/status,
 * or /followups/<message_id> with {status}), add or replace, never remove. Not state, version,
 * times, billing_mode_used or stall_warned_at: states change through their own endpoints, the
 * server owns the rest (the patch that clears stall_warned_at gets remove /stall_warned_at in
 * its normalized ops). The request schemas take any JsonPatchOp, so that a path outside this
 * list is a validation_failed answer (an error frame on the gateway), not a malformed frame.
 * The result is checked against RunDocument after applying. A path is an RFC 6901 pointer whose
 * `~` is followed by `0` or `1` only, so that every member has one spelling and coalescing may
 * compare paths as text (D378). A value may not nest the document deeper than
 * server.json_max_depth: the pointer's segments plus the value's own nesting (D378).
 */
export type RunPatchOp = {
  op: "add" | "replace" | "remove";
  path: string;
  value?: JsonValue;
} | {
  op: "add" | "replace";
  path: string;
  value: JsonValue;
};

/** Who triggered the event. `id` is missing exactly for `system`. */
export type EventActor = {
  kind: "user" | "agent" | "app" | "system";
  id?: Uuid;
};

/** The place of the event; fields that do not apply are missing. */
export type EventScope = {
  space_id?: Uuid;
  channel_id?: Uuid;
  thread_id?: Uuid;
};

/** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
export type EventResource = {
  kind: string;
  id: string;
  version?: Version;
};

/**
 * The one envelope of every event, on the gateway, in REST catch-up and in webhooks (2.2, ADR 0052).
 * There is no null: a missing field means "no value" (ADR 0053). `seq` and
 * `permission_version` are present exactly on durable events. Properties
 * marked `x-delivery-only` are created per delivery and never stored.
 * codegen derives one closed variant per event type from this schema and
 * the catalogue, and wherever this schema is referenced (dispatch, GET
 * /events) it validates against the union of those variants.
 */
export type Envelope = {
  id: UuidV7;
  seq?: Seq;
  type: string;
  schema_version: number;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  resource: EventResource;
  audience?: "self";
  payload: Record<string, unknown>;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version?: number;
  /** Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json. */
  invocation_token?: string;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** A message as carried in message.* payloads. Content lives only here (2.2). */
export type Message = {
  id: Uuid;
  thread_id: Uuid;
  channel_id: Uuid;
  /** Gapless per thread; kept as a tombstone after deletion (4) */
  thread_seq: number;
  author: PrincipalRef;
  origin: "human" | "agent" | "app" | "import" | "system";
  kind: "text" | "system";
  content_md: string;
  version: Version;
  created_at: Timestamp;
  edited_at?: Timestamp;
  deleted_at?: Timestamp;
  reply_to_id?: Uuid;
  client_msg_id?: UuidV7;
  /** Only on a message that triggered an agent (x-trigger-rule, 15.3) */
  trigger_state?: "received" | "queued" | "working" | "followup_delivered" | "done" | "failed" | "cancelled";
  /** Why trigger_state is what it is, when the server recorded a reason (e.g. failed: agent_invoke_denied, billing_mode_mismatch; 15.3). Only alongside trigger_state */
  trigger_state_reason?: string;
  attachments?: AttachmentRef[];
  /** Principals mentioned; clients count mentions from it (14). */
  mention_ids?: Uuid[];
  components?: (Record<string, unknown>)[];
  /** Count per emoji, in the order the emoji were first used; filled in REST reads of a message (GET /messages/{id}, GET /threads/{id}/messages), missing when there is none. message.* events do not carry it: reaction.* carry the absolute count (9; D243) */
  reactions?: ReactionCount[];
  /** Whether the message is pinned; always present in REST reads of a message (GET /messages/{id}, GET /threads/{id}/messages). message.* events do not carry it: pin.* do (9; D243) */
  pinned?: boolean;
};

export type AttachmentRef = {
  file_id: Uuid;
};

export type ReactionCount = {
  emoji: string;
  count: number;
};

export type File = {
  id: Uuid;
  uploaded_by: Uuid;
  purpose: "attachment" | "avatar" | "voice" | "import";
  upload_state: "pending" | "uploaded" | "final" | "deleted";
  scan_status: "pending" | "clean" | "infected" | "skipped";
  transcript_status?: "none" | "pending" | "done" | "failed";
  created_at: Timestamp;
  version?: Version;
  original_name: string;
  size_bytes: number;
  mime_type: string;
  sha256?: string;
  message_id?: Uuid;
  thumbnails: {
    width: number;
    height: number;
  }[];
};

export type Thread = {
  id: Uuid;
  channel_id: Uuid;
  space_id: Uuid;
  title?: string;
  closed?: boolean;
  last_message_seq: number;
  message_count: number;
  unread_floor_seq?: number;
  version: Version;
};

export type Channel = {
  id: Uuid;
  space_id: Uuid;
  name: string;
  kind: "text" | "forum";
  read_only: boolean;
  archived: boolean;
  version: Version;
  /** Settings are never in events; authorized receivers reload them (2.2) */
  settings_version: number;
};

export type Space = {
  id: Uuid;
  name: string;
  archived: boolean;
  version: Version;
};

export type AgentInfo = {
  id: Uuid;
  display_name: string;
  status: "active" | "disabled";
  tool_class: "none" | "read" | "write" | "execute";
  backend_policy?: string;
  /** The commands the agent declares (D151) */
  commands?: AgentCommand[];
  /** steer: the adapter feeds follow-ups into the running turn and gets agent.followup for each; queue: follow-ups that arrive while the run runs wait for its end and become its next run (15.4, D147). With either, a follow-up to a waiting run is its answer and comes as agent.followup (D288). Missing: queue */
  followups?: "steer" | "queue";
  version: Version;
};

/** The smallest command model (15.4, D151): a name the agent answers to; control = true (for example stop) goes to the agent at once as command.invoked and is never a follow-up */
export type AgentCommand = {
  name: string;
  control: boolean;
  description?: string;
};

export type AccessTarget = {
  kind: "instance" | "space" | "channel" | "host";
  id: Uuid;
  level?: AccessLevel;
  previous_level?: AccessLevel;
  capabilities?: "terminal"[];
};

/** run_document.v1 (11.1). Steps and follow-ups are objects keyed by ID so that patches use stable paths. */
export type RunDocument = {
  state: RunState;
  version: Version;
  status_line?: string;
  last_text_excerpt?: string;
  model?: string;
  metrics?: Record<string, unknown>;
  cost?: Record<string, unknown>;
  billing_mode_used?: string;
  plan?: {
    id: string;
    text: string;
    status: "pending" | "in_progress" | "done" | "skipped";
  }[];
  steps: Record<string, {
      ordinal: number;
      parent_step_id?: string;
      kind: string;
      name: string;
      title?: string;
      status: "running" | "done" | "failed" | "cancelled";
      started_at?: Timestamp;
      ended_at?: Timestamp;
      /** The step's times as 11.1 names them (D365); started_at and ended_at stay for the adapters that send those. */
      times?: Record<string, unknown>;
    }>;
  followups: Record<string, {
      status: "queued" | "delivered" | "absorbed" | "deferred" | "discarded";
    }>;
  stall_warned_at?: Timestamp;
  times?: Record<string, unknown>;
};

export type MessageCreatedV1 = {
  message: Message;
};

export type MessageUpdatedV1 = {
  message: Message;
};

export type MessageDeletedV1 = {
  message_id: Uuid;
  thread_id: Uuid;
  thread_seq: number;
  deleted_at: Timestamp;
  mention_ids?: Uuid[];
};

export type ReactionAddedV1 = {
  message_id: Uuid;
  principal_id: Uuid;
  emoji: string;
  /** Absolute count for this emoji after the change (9) */
  count: number;
};

export type ReactionRemovedV1 = {
  message_id: Uuid;
  principal_id: Uuid;
  emoji: string;
  count: number;
};

export type PinAddedV1 = {
  message_id: Uuid;
  pinned: true;
  pinned_by: Uuid;
};

export type PinRemovedV1 = {
  message_id: Uuid;
  pinned: false;
};

export type FileUpdatedV1 = {
  file: File;
};

export type ThreadUpdatedV1 = {
  thread: Thread;
};

export type ThreadClosedV1 = {
  thread: Thread;
};

export type ThreadMovedV1 = {
  thread: Thread;
  from_channel_id: Uuid;
};

export type ThreadMovedOutV1 = {
  thread_id: Uuid;
  from_channel_id: Uuid;
};

export type ChannelCreatedV1 = {
  channel: Channel;
};

export type ChannelUpdatedV1 = {
  channel: Channel;
};

export type ChannelArchivedV1 = {
  channel: Channel;
};

export type ChannelSettingsChangedV1 = {
  channel_id: Uuid;
  settings_version: number;
};

export type SpaceArchivedV1 = {
  space: Space;
};

export type ImportProgressV1 = {
  import_id: Uuid;
  thread_id: Uuid;
  batch: number;
  imported_count: number;
  total_count?: number;
  state: "running" | "done" | "failed";
};

export type RunStateChangedV1 = {
  run_id: Uuid;
  thread_id: Uuid;
  agent_id: Uuid;
  state: RunState;
  reason?: string;
  duration_ms?: number;
  cost_micros?: number;
  step_count: number;
};

export type RunCancelRequestedV1 = {
  run_id: Uuid;
  reason: "user_cancelled" | "access_revoked" | "channel_read_only" | "agent_disabled" | "trigger_principal_disabled";
};

/** Names the message by ID only; the agent reads its content via REST (2.2). */
export type AgentInvocationV1 = {
  run_id: Uuid;
  thread_id: Uuid;
  message_id: Uuid;
  trigger_kind: "mention" | "free_response" | "command" | "followup" | "schedule";
  trigger_principal_id: Uuid;
};

export type AgentFollowupV1 = {
  run_id: Uuid;
  thread_id: Uuid;
  message_id: Uuid;
};

export type AgentConfigChangedV1 = {
  agent_id: Uuid;
  channel_id: Uuid;
  settings_version: number;
};

export type AgentUpdatedV1 = {
  agent: AgentInfo;
};

export type AgentSessionChangedV1 = {
  thread_id: Uuid;
  agent_id: Uuid;
  session_id?: Uuid;
  state: "active" | "ended";
};

export type CommandInvokedV1 = {
  command_id: string;
  invocation_id: Uuid;
  channel_id: Uuid;
  thread_id?: Uuid;
  run_id?: Uuid;
  user_id: Uuid;
  options: Record<string, JsonValue>;
};

export type InteractionCreatedV1 = {
  interaction_id: Uuid;
  client_interaction_id?: UuidV7;
  run_id?: Uuid;
  message_id: Uuid;
  user_id: Uuid;
  kind: "button" | "select" | "form";
  values?: Record<string, JsonValue>;
};

/** To the interaction's author only (D372, 15.4): the run it was for ended (run_state) before the interaction reached it, neither delivered to its running turn nor the answer that resumed it. It does nothing more; the agent's next run does not see it. resource.version is the interaction's 2. */
export type InteractionDiscardedV1 = {
  interaction_id: Uuid;
  client_interaction_id: UuidV7;
  run_id: Uuid;
  message_id: Uuid;
  run_state: "completed" | "failed" | "cancelled";
};

export type AccessChangedV1 = {
  permission_version: number;
  added: AccessTarget[];
  removed: AccessTarget[];
  changed: AccessTarget[];
};

export type AccessExpiringV1 = {
  grant_id: Uuid;
  target: AccessTarget;
  expires_at: Timestamp;
};

export type ReadStateUpdatedV1 = {
  thread_id: Uuid;
  /** Monotonic: GREATEST(old, new) (14) */
  last_read_seq: number;
  version: Version;
  unread_count: number;
  mention_count: number;
  updated_by_device_id?: Uuid;
};

export type SidebarUpdatedV1 = {
  space_id: Uuid;
  version: Version;
  collapsed: boolean;
  channel_order: Uuid[];
  updated_by_device_id?: Uuid;
};

export type DraftUpdatedV1 = {
  thread_id: Uuid;
  version: Version;
  content_md: string;
  file_ids: Uuid[];
  updated_by_device_id?: Uuid;
};

export type DraftDeletedV1 = {
  thread_id: Uuid;
  version: Version;
  updated_by_device_id?: Uuid;
};

/** Per key, the last write wins. A deleted key carries deleted true and no value (14). */
export type SettingsUpdatedV1 = {
  key: string;
  value?: JsonValue;
  deleted?: true;
  version: Version;
  updated_by_device_id?: Uuid;
};

export type NotificationPrefUpdatedV1 = {
  target: AccessTarget;
  level: "all" | "mentions" | "none";
  version: Version;
  updated_by_device_id?: Uuid;
};

export type QuietHoursUpdatedV1 = {
  enabled: boolean;
  start: string;
  end: string;
  timezone: string;
  version: Version;
  updated_by_device_id?: Uuid;
};

export type HostUpdatedV1 = {
  host_id: Uuid;
  name: string;
  state: "pending" | "active" | "disabled";
  version: Version;
};

export type TerminalSessionChangedV1 = {
  session_id: Uuid;
  host_id: Uuid;
  state: "opening" | "open" | "closed";
  reason?: "user_closed" | "host_offline" | "access_revoked";
  version: Version;
};

export type TypingStartedV1 = {
  thread_id: Uuid;
  principal_id: Uuid;
  expires_at: Timestamp;
};

/**
 * Live box patch (11.3). Either `base_version` with `ops` (apply when base_version
 * equals the local version) or `snapshot` with the whole document, or, when the
 * snapshot's frame would pass sync.ws_max_frame_bytes, `snapshot_too_large` alone: the
 * client loads the document with GET /api/v1/runs/{run_id} as for a gap (D478).
 */
export type RunUpdatedV1 = {
  run_id: Uuid;
  thread_id: Uuid;
  base_version?: number;
  version: Version;
  ops?: JsonPatchOp[];
  snapshot?: RunDocument;
  /** The bytes the frame with the snapshot would have had; the snapshot is left out (D478) */
  snapshot_too_large?: number;
};

export type AgentPresenceChangedV1 = {
  agent_id: Uuid;
  state: "online" | "degraded" | "offline";
  reported_billing_mode?: string;
};

export type NotificationCreatedV1 = {
  notification_id: Uuid;
  kind: "mention" | "reply" | "run_finished" | "access_expiring";
  thread_id?: Uuid;
  message_id?: Uuid;
  created_at: Timestamp;
};

export type CommandAutocompleteRequestedV1 = {
  request_id: Uuid;
  command_id: string;
  channel_id: Uuid;
  thread_id?: Uuid;
  user_id: Uuid;
  option: string;
  value: string;
  options: Record<string, JsonValue>;
  expires_at: Timestamp;
};

export type HostPresenceChangedV1 = {
  host_id: Uuid;
  state: "online" | "offline";
};

/** StatsLiveFrame (25-visualization, section 5), reduced to what this chapter's filtering rules need. */
export type StatsLiveV1 = {
  space_id?: Uuid;
  at: Timestamp;
  interval_ms: number;
  channels: {
    channel_id: Uuid;
    messages_per_minute: number;
    active_runs: number;
  }[];
};

/**
 * The state a client starts from: sent in ready and by GET /api/v1/sync/snapshot,
 * read consistently with head_seq. Thread contents are not included (6.3).
 */
export type Snapshot = {
  head_seq: Cursor;
  sync_epoch: UuidV7;
  permission_version: number;
  spaces: Space[];
  channels: Channel[];
  sidebar: {
    space_id: Uuid;
    version: Version;
    collapsed: boolean;
    channel_order: Uuid[];
  }[];
  read_states: ReadState[];
  active_runs: {
    run_id: Uuid;
    thread_id: Uuid;
    agent_id: Uuid;
    state: RunState;
    version: Version;
  }[];
  agent_presence: {
    agent_id: Uuid;
    state: "online" | "degraded" | "offline";
  }[];
  drafts: {
    thread_id: Uuid;
    version: Version;
  }[];
  settings_version: number;
  feature_flags: Record<string, boolean>;
  /** Sum of the versions of the notification preferences; rises with every write (D171) */
  notification_prefs_version?: number;
  /** Version of the quiet hours, 0 when never set (D171) */
  quiet_hours_version?: number;
};

export type ReadState = {
  thread_id: Uuid;
  last_read_seq: number;
  /** 0: the person never moved the read state of this thread; the counts are still computed (6.3, D170) */
  version: number;
  unread_count: number;
  mention_count: number;
};

/** identify of a person (6.3). cursor and sync_epoch are both missing on the first connection. */
export type IdentifyPerson = {
  access_token: string;
  /** DPoP proof (RFC 9449): htm GET, htu the HTTPS form of the gateway URL, nonce from hello, ath the token hash */
  dpop: string;
  device_id: Uuid;
  protocol_version: number;
  cursor?: Cursor;
  sync_epoch?: UuidV7;
  client: {
    platform: string;
    version: string;
  };
};

/** identify of an agent or app (6.3, 15.1). dpop is required when the token is bound (dpop_jkt); beside an unbound token it is optional, and when sent it is checked as any proof (a broken one closes 4004, D508). */
export type IdentifyAgent = {
  api_token: string;
  dpop?: string;
  consumer?: string;
  protocol_version: number;
};

export type IdentifyFrame = {
  op: "identify";
  d: IdentifyPerson | IdentifyAgent;
};

export type ResumeFrame = {
  op: "resume";
  d: ResumePerson | ResumeAgent;
};

/** resume of a person (6.3) with its cursor and sync_epoch. */
export type ResumePerson = {
  gateway_session_id: Uuid;
  access_token: string;
  dpop: string;
  cursor: Cursor;
  sync_epoch: UuidV7;
};

/**
 * resume of an agent or app within sync.resume_window (6.3, 15.1, 15.2). No cursor and no
 * sync_epoch: the server delivers from the consumer's acked_seq + 1, and the consumer is the one
 * the gateway session was identified with. dpop is required when the token is bound (dpop_jkt); beside an unbound token it is optional, and when sent it is checked as any proof (a broken one closes 4004, D508).
 * A session whose consumer another session claimed since (another identify with the same
 * consumer) was replaced: its resume is closed with 4015, and the newer holder keeps the
 * consumer (D305).
 */
export type ResumeAgent = {
  gateway_session_id: Uuid;
  api_token: string;
  dpop?: string;
};

export type HeartbeatFrame = {
  op: "heartbeat";
  d: {
    last_seq?: Cursor;
  };
};

export type ReauthFrame = {
  op: "reauth";
  d: {
    access_token: string;
    dpop: string;
  };
};

export type FocusFrame = {
  op: "focus";
  /** Both lists together hold at most sync.max_focused_threads distinct threads; more yields error validation_failed and the previous focus stays (11.3). */
  d: {
    thread_ids: Uuid[];
    idle: boolean;
    background_thread_ids?: Uuid[];
  };
};

export type TypingStartFrame = {
  op: "typing.start";
  d: {
    thread_id: Uuid;
  };
};

export type TypingStopFrame = {
  op: "typing.stop";
  d: {
    thread_id: Uuid;
  };
};

export type AckFrame = {
  op: "ack";
  d: {
    seq: Seq;
  };
};

export type RunUpdateFrame = {
  op: "run.update";
  d: {
    run_id: Uuid;
    base_version: number;
    ops: JsonPatchOp[];
  };
};

export type CommandAutocompleteResultFrame = {
  op: "command.autocomplete_result";
  /** At most command.autocomplete_max_choices entries (15.7). */
  d: {
    request_id: Uuid;
    choices: {
      name: string;
      value: string;
    }[];
  };
};

export type StatsSubscribeFrame = {
  op: "stats.subscribe";
  d: {
    space_id?: Uuid;
  };
};

export type StatsUnsubscribeFrame = {
  op: "stats.unsubscribe";
  d: Record<string, never>;
};

export type HelloFrame = {
  op: "hello";
  d: {
    heartbeat_interval_ms: number;
    resume_window_ms: number;
    protocol_versions: number[];
    dpop_nonce: string;
    server_time: Timestamp;
    sync_epoch: UuidV7;
  };
};

export type ReadyFrame = {
  op: "ready";
  d: {
    gateway_session_id: Uuid;
    principal: PrincipalRef;
    device_id?: Uuid;
    /** Agents and apps: the consumer of this connection (15.1) */
    consumer?: string;
    permission_version: number;
    head_seq: Cursor;
    sync_epoch: UuidV7;
    /** Always sent, unless ready with it would pass sync.ws_max_frame_bytes (2.3; D477): then it is left out. A person's connection then gets resync_required snapshot_too_large at once and loads GET /api/v1/sync/snapshot (7.3); an agent's or app's consumer catches up from its acked_seq as always (15.2). */
    snapshot?: Snapshot;
    /** Present exactly when the snapshot was left out (D477); the bytes ready would have had with it. */
    snapshot_too_large?: number;
  };
};

export type ResumedFrame = {
  op: "resumed";
  d: {
    gateway_session_id: Uuid;
    head_seq: Cursor;
    sync_epoch: UuidV7;
  };
};

export type DispatchFrame = {
  op: "dispatch";
  d: Event;
};

export type CursorFrame = {
  op: "cursor";
  d: {
    seq: Cursor;
  };
};

export type CatchupCompleteFrame = {
  op: "catchup.complete";
  d: {
    head_seq: Cursor;
  };
};

/** Why catch-up is not possible, in the order the server checks them (7.3). snapshot_too_large (D477): a person's ready would have passed sync.ws_max_frame_bytes with its snapshot, so it came without one; the client loads GET /api/v1/sync/snapshot as for any other reason, and the connection is live from head_seq. It is sent only on the gateway, right after that ready, and only when no other reason applies. */
export type ResyncReason = "epoch_changed" | "retention" | "too_far_behind" | "cursor_ahead" | "snapshot_too_large";

export type ResyncRequiredFrame = {
  op: "resync_required";
  d: {
    reason: ResyncReason;
    /** The connection is live from here (7.3): a person's client loads the snapshot and drops events up to its head_seq. For an agent consumer and reason retention it is the end of the removed gap, min_retained_seq - 1, not the head: the retained events after it follow (on the connection; for a webhook, as its next deliveries), among them the agent.invocation of every run still queued, which retention writes again at the head (15.1, D360). An agent acknowledges it. */
    head_seq: Cursor;
    sync_epoch: UuidV7;
  };
};

export type HeartbeatAckFrame = {
  op: "heartbeat_ack";
  d: Record<string, never>;
};

export type RunUpdateAckFrame = {
  op: "run.update_ack";
  d: {
    run_id: Uuid;
    /** runs.version after the patch: the base_version of the adapter's next run.update (11.2) */
    version: number;
  };
};

export type ReauthRequiredFrame = {
  op: "reauth_required";
  /** The client answers with reauth, whose DPoP proof carries this fresh nonce (the one from hello may have expired by now). */
  d: {
    expires_at: Timestamp;
    dpop_nonce: string;
  };
};

export type ErrorFrame = {
  op: "error";
  d: {
    code: ProblemCode;
    /** The op that failed */
    op: string;
    detail?: string;
    retry_after_ms?: number;
    /** With base_version_conflict on run.update: the current run document (11.2), unless the frame with it would pass sync.ws_max_frame_bytes */
    current?: RunDocument;
    /** With base_version_conflict on run.update, instead of current: the bytes the frame with it would have had; the adapter loads the document with GET /api/v1/runs/{run_id} (D478) */
    current_too_large?: number;
    /** On run.update: the run whose patch was refused (D341) */
    run_id?: Uuid;
    /** With run_not_active on run.update: why the run ended where the adapter must know it, cancel_timeout (15.5: the server ended the run after agent.cancel_grace, so the Stop was not honoured in time), as the REST problem has it (D520) */
    reason?: string;
  };
};

/** Who sent a recorded frame, or who closed the connection. */
export type RecordingDirection = "client" | "server";

/** Where a recorded frame went; a line without transport is a gateway line. */
export type RecordingTransport = "gateway" | "webhook";

/** A close of a gateway connection, the code and reason of its close frame (6.4). */
export type RecordedClose = {
  code: number;
  reason: string;
};

/**
 * One line of a recording: a frame, or on the gateway a close or a frame
 * that was no JSON text. Exactly one of frame, close and unparsed is present.
 */
export type RecordedFrame = {
  /** Receive time, RFC 3339. */
  t: string;
  /** Connection id: a gateway connection, or a webhook subscription. */
  conn: string;
  from: RecordingDirection;
  transport?: RecordingTransport;
  /** Gateway: {op, d} as it went over the wire, secrets masked. Webhook: the bare envelope (2.2). */
  frame?: unknown;
  close?: RecordedClose;
  /** Gateway only: a frame that was no JSON text (binary, or not JSON); its size in bytes, never its content. */
  unparsed?: number;
};

/** The smallest command model of 15.7 (D204): a command of an owner (an agent; apps are out of scope, D209) with its options */
export type Command = {
  owner: {
    kind: "agent" | "app";
    id: Uuid;
  };
  name: string;
  control: boolean;
  options: {
    name: string;
    autocomplete: boolean;
  }[];
};

/** The whole set of commands of the calling agent (PUT /agents/me/commands, D252) */
export type AgentCommandsDeclaration = {
  commands: {
    name: string;
    /** A control command (15.4, D151) goes to the agent at once as command.invoked; default false */
    control?: boolean;
    description?: string;
    options?: {
      name: string;
      autocomplete: boolean;
    }[];
  }[];
};

export type CommandAutocompleteRequest = {
  agent_id: Uuid;
  command: string;
  option: string;
  value: string;
  channel_id: Uuid;
  thread_id?: Uuid;
  options?: Record<string, JsonValue>;
};

export type CommandAutocompleteChoices = {
  /** At most command.autocomplete_max_choices entries (15.7). */
  choices: {
    name: string;
    value: string;
  }[];
};

/** The closed list of problem codes; x-problem-codes gives status and title. */
export type ProblemCode = "validation_failed" | "authentication_failed" | "use_dpop_nonce" | "token_expired" | "revoked" | "forbidden" | "device_pending" | "invocation_token_invalid" | "not_found" | "request_timeout" | "request_in_progress" | "base_version_conflict" | "already_started" | "run_not_active" | "billing_mode_mismatch" | "tool_class_mismatch" | "run_active_other_agent" | "subscription_exists" | "subscription_limit_reached" | "autocomplete_closed" | "last_owner" | "message_deleted" | "resync_required" | "version_conflict" | "payload_too_large" | "unsupported_media_type" | "expectation_failed" | "idempotency_key_reuse" | "precondition_required" | "rate_limited" | "internal_error" | "service_unavailable";

/** RFC 9457 problem details with a stable code. */
export type Problem = {
  /** A URI reference naming the problem type */
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  code: ProblemCode;
  /** validation_failed only; where and why */
  errors?: {
    pointer: string;
    message: string;
  }[];
  retry_after_ms?: number;
  [key: string]: unknown;
};

export type ResyncProblem = Problem & {
  code?: "resync_required";
  reason: ResyncReason;
  head_seq: Cursor;
  sync_epoch: UuidV7;
  [key: string]: unknown;
};

export type VersionConflictProblem = Problem & {
  code?: "version_conflict";
  current: Message;
  [key: string]: unknown;
};

export type SubscriptionExistsProblem = Problem & {
  code?: "subscription_exists";
  subscription_id: Uuid;
  [key: string]: unknown;
};

export type SubscriptionLimitProblem = Problem & {
  code?: "subscription_limit_reached";
  /** server.webhook_subscriptions_per_agent */
  limit: number;
  [key: string]: unknown;
};

export type BaseVersionConflictProblem = Problem & {
  code?: "base_version_conflict";
  current: RunDocument;
  [key: string]: unknown;
};

export type InvocationTokenProblem = Problem & {
  code?: "invocation_token_invalid";
  reason: "expired" | "superseded" | "invalid";
  [key: string]: unknown;
};

export type EventsPage = {
  events: Event[];
  next_cursor: Cursor;
  head_seq: Cursor;
  sync_epoch: UuidV7;
};

export type UpdateMessageRequest = {
  content_md: string;
};

export type PatchRunRequest = {
  base_version: number;
  ops: JsonPatchOp[];
};

export type FinishRunRequest = {
  state: "completed" | "failed" | "cancelled";
  reason?: string;
  /** The token of the adapter's delivery (D317). With it, the finish ends the run only if this token may act on it: the run is still queued, or it was started or resumed with this token. A run another consumer of the agent started answers 409 already_started and is left as it is. An adapter that never started the run (its check of the token failed, or a cancellation came first) sends it, so that it never ends another consumer's run. */
  invocation_token?: string;
};

export type RenewInvocationTokenRequest = {
  invocation_token: string;
};

export type ReadStateRequest = {
  last_read_seq: number;
  device_id?: Uuid;
};

export type PutDraftRequest = {
  base_version: number;
  content_md: string;
  /** Checked in form and number only (message.max_attachments) */
  file_ids?: Uuid[];
  device_id?: Uuid;
};

export type PutSettingRequest = {
  value: JsonValue;
  device_id?: Uuid;
};

export type CreateWebhookSubscriptionRequest = {
  /** https; a loopback or private host (and then also http) only where server.dev_endpoints or server.webhook_allowed_hosts allows it (15.6, D124) */
  url: string;
  /** The agent the subscription delivers to; an agent leaves it out (itself), an instance manager names one */
  agent_id?: Uuid;
  /** Only these durable types; empty or missing: every type the agent may receive */
  event_types?: string[];
};

export type Discovery = {
  /** info.x-protocol-versions (6.1): hello names the same */
  protocol_versions: number[];
  /** The newest of protocol_versions */
  current_protocol_version: number;
  /** Where the REST operations are (ends in /api/v1) */
  rest_base_url: string;
  /** The WebSocket gateway (ws or wss, /api/v1/gateway) */
  gateway_url: string;
  /** The public keys of invocation tokens and webhook signatures (R-SY-08) */
  jwks_url: string;
};

export type DevTokenRequest = {
  /** A principal handle (e.g. alex) or ID */
  principal: string;
  /** The public DPoP key of the device (JWK) */
  public_jwk: Record<string, unknown>;
  device_id?: Uuid;
  device_name?: string;
  device_state?: "active" | "pending";
  /** Lifetime of the access token; default 15 minutes, at most a year (31536000; larger is 400) */
  ttl_seconds?: number;
};

export type DevTokenResponse = {
  access_token: string;
  expires_at: Timestamp;
  device_id: Uuid;
  session_id: Uuid;
  principal: PrincipalRef;
};

export type DevApiTokenRequest = {
  principal: string;
  /** When given, the token is bound to this DPoP key (dpop_jkt) */
  public_jwk?: Record<string, unknown>;
  /** Lifetime of the API token; default 24 hours, at most a year (31536000; larger is 400) */
  ttl_seconds?: number;
};

export type DevApiTokenResponse = {
  api_token: string;
  expires_at: Timestamp;
  principal: PrincipalRef;
};

export type CreateMessageRequest = {
  client_msg_id: UuidV7;
  content_md: string;
  /** A message of the same thread, deleted or not; another ID is 404 not_found naming /reply_to_id (D359) */
  reply_to_id?: Uuid;
  attachments?: AttachmentRef[];
  clear_draft?: boolean;
};

export type InvokeCommandRequest = {
  agent_id: Uuid;
  command: string;
  options?: Record<string, JsonValue>;
};

export type CreateInteractionRequest = {
  client_interaction_id: UuidV7;
  kind: "button" | "select" | "form";
  values?: Record<string, JsonValue>;
};

export type Interaction = {
  id: Uuid;
  client_interaction_id: UuidV7;
  message_id: Uuid;
  run_id?: Uuid;
  user_id: Uuid;
  kind: "button" | "select" | "form";
  values?: Record<string, JsonValue>;
  created_at: Timestamp;
};

export type ImportBatchRequest = {
  import_id: Uuid;
  batch: number;
  total_count?: number;
  /** true on the last batch of the import */
  last?: boolean;
  messages: {
    author_id: Uuid;
    content_md: string;
    created_at: Timestamp;
  }[];
};

/** The context of run.context.read (15.3 step 4; D439); trigger_message is absent for a run without one. */
export type RunContext = {
  run: Run;
  trigger_message?: Message;
  followups: Message[];
};

export type Run = {
  id: Uuid;
  thread_id: Uuid;
  agent_id: Uuid;
  state: RunState;
  version: Version;
  document: RunDocument;
  channel_id?: Uuid;
  trigger_kind?: "mention" | "free_response" | "command" | "followup" | "schedule";
  trigger_message_id?: Uuid;
  trigger_principal_id?: Uuid;
  state_reason?: string;
  /** Set once run.cancel_requested was written (15.5); the run ends cancelled */
  cancel_reason?: "user_cancelled" | "access_revoked" | "channel_read_only" | "agent_disabled" | "trigger_principal_disabled";
  cancel_requested_at?: Timestamp;
  created_at?: Timestamp;
  started_at?: Timestamp;
  finished_at?: Timestamp;
};

export type RunStartRequest = {
  invocation_token: string;
  billing_mode_used: string;
  tool_class_used: "none" | "read" | "write" | "execute";
  external_session_ref?: string;
  model?: string;
  billing_evidence?: Record<string, unknown>;
};

/** agent_heartbeat.v1 (12; 09-agents 4.8), reduced to what this chapter needs */
export type AgentHeartbeat = {
  state: "ready" | "busy" | "degraded";
  runtime_version: string;
  /** one of billing_modes_supported; carried by agent.presence_changed (12, D253) */
  reported_billing_mode?: string;
  /** bounded so that a report is small (the audit log keeps each change of the reported mode with this list; D468) */
  billing_modes_supported: string[];
  billing_evidence?: Record<string, unknown>;
  tool_class: "none" | "read" | "write" | "execute";
  active_run_ids: Uuid[];
};

export type Draft = {
  thread_id: Uuid;
  version: number;
  content_md: string;
  file_ids: Uuid[];
};

export type Setting = {
  key: string;
  value: JsonValue;
  version: Version;
};

export type GrantSubject = {
  kind: "principal" | "group";
  id: Uuid;
};

export type GrantTarget = {
  kind: "instance" | "space" | "channel";
  id: Uuid;
};

export type CreateGrantRequest = {
  subject: GrantSubject;
  target: GrantTarget;
  level: AccessLevel;
  expires_at?: Timestamp;
};

export type Grant = {
  id: Uuid;
  subject: GrantSubject;
  target: GrantTarget;
  level: AccessLevel;
  expires_at?: Timestamp;
  created_at: Timestamp;
  revoked_at?: Timestamp;
};

export type CreateGroupRequest = {
  name: string;
};

export type Group = {
  id: Uuid;
  name: string;
};

export type GroupMemberRequest = {
  expires_at?: Timestamp;
};

export type UpdateSpaceRequest = {
  archived: boolean;
};

export type CreateChannelRequest = {
  name: string;
  kind?: "text" | "forum";
  read_only?: boolean;
};

export type UpdateChannelRequest = {
  read_only?: boolean;
  archived?: boolean;
};

export type UpdatePrincipalRequest = {
  status?: "active" | "disabled";
  is_owner?: boolean;
};

export type Principal = {
  id: Uuid;
  kind: PrincipalKind;
  handle: string;
  display_name: string;
  status: "active" | "pending" | "disabled";
  is_owner: boolean;
};

export type WebhookSubscription = {
  id: Uuid;
  url: string;
  agent_id?: Uuid;
  event_types?: string[];
  /** Highest seq the receiver acknowledged with a 2xx (or that was checked and not for it) */
  last_seq: Cursor;
  /** paused: the endpoint failed for webhook.pause_after; nothing is sent until resumeWebhookSubscription (15.6, D123) */
  state: "active" | "paused";
  /** First failure of the current run of failures; missing while deliveries succeed */
  failing_since?: Timestamp;
  paused_at?: Timestamp;
  /** Why the last attempt failed (status or network error), never a body or a secret */
  last_error?: string;
  /** Earliest next attempt while failing (full-jitter backoff) */
  next_attempt_at?: Timestamp;
  created_at: Timestamp;
};

export type Device = {
  id: Uuid;
  principal_id: Uuid;
  state: "pending" | "active" | "revoked";
  name?: string;
  created_at: Timestamp;
};

export type SidebarState = {
  space_id: Uuid;
  version: Version;
  collapsed: boolean;
  /** Channels of the space the person may still read, in the person's order (14) */
  channel_order: Uuid[];
};

export type PutSidebarRequest = {
  collapsed: boolean;
  /** Channels of this space the person may read; the whole order (the last write wins) */
  channel_order: Uuid[];
};

export type NotificationPref = {
  target: NotificationTarget;
  level: "all" | "mentions" | "none";
  version: Version;
};

export type NotificationTarget = {
  kind: "instance" | "space" | "channel";
  id: Uuid;
};

export type PutNotificationPrefRequest = {
  target: NotificationTarget;
  level: "all" | "mentions" | "none";
};

export type QuietHours = {
  enabled: boolean;
  start: string;
  end: string;
  /** An IANA time zone name */
  timezone: string;
  version: Version;
};

export type PutQuietHoursRequest = {
  enabled: boolean;
  start: string;
  end: string;
  /** An IANA time zone name */
  timezone: string;
};

export type ReactionState = {
  message_id: Uuid;
  emoji: string;
  /** Absolute count of the emoji on the message after the change (9) */
  count: number;
  /** Whether the caller reacts with this emoji after the change */
  reacted: boolean;
};

export type PinState = {
  message_id: Uuid;
  pinned: boolean;
};

export type MessageCreatedV1Redacted = {
  /** A message as carried in message.* payloads. Content lives only here (2.2). */
  message: {
    id: Uuid;
    thread_id: Uuid;
    channel_id: Uuid;
    /** Gapless per thread; kept as a tombstone after deletion (4) */
    thread_seq: number;
    author: PrincipalRef;
    origin: "human" | "agent" | "app" | "import" | "system";
    kind: "text" | "system";
    content_md: "";
    version: Version;
    created_at: Timestamp;
    edited_at?: Timestamp;
    deleted_at: Timestamp;
    reply_to_id?: Uuid;
    client_msg_id?: UuidV7;
    /** Only on a message that triggered an agent (x-trigger-rule, 15.3) */
    trigger_state?: "received" | "queued" | "working" | "followup_delivered" | "done" | "failed" | "cancelled";
    /** Why trigger_state is what it is, when the server recorded a reason (e.g. failed: agent_invoke_denied, billing_mode_mismatch; 15.3). Only alongside trigger_state */
    trigger_state_reason?: string;
    /** Whether the message is pinned; always present in REST reads of a message (GET /messages/{id}, GET /threads/{id}/messages). message.* events do not carry it: pin.* do (9; D243) */
    pinned?: boolean;
  };
};

export type MessageUpdatedV1Redacted = {
  /** A message as carried in message.* payloads. Content lives only here (2.2). */
  message: {
    id: Uuid;
    thread_id: Uuid;
    channel_id: Uuid;
    /** Gapless per thread; kept as a tombstone after deletion (4) */
    thread_seq: number;
    author: PrincipalRef;
    origin: "human" | "agent" | "app" | "import" | "system";
    kind: "text" | "system";
    content_md: "";
    version: Version;
    created_at: Timestamp;
    edited_at?: Timestamp;
    deleted_at: Timestamp;
    reply_to_id?: Uuid;
    client_msg_id?: UuidV7;
    /** Only on a message that triggered an agent (x-trigger-rule, 15.3) */
    trigger_state?: "received" | "queued" | "working" | "followup_delivered" | "done" | "failed" | "cancelled";
    /** Why trigger_state is what it is, when the server recorded a reason (e.g. failed: agent_invoke_denied, billing_mode_mismatch; 15.3). Only alongside trigger_state */
    trigger_state_reason?: string;
    /** Whether the message is pinned; always present in REST reads of a message (GET /messages/{id}, GET /threads/{id}/messages). message.* events do not carry it: pin.* do (9; D243) */
    pinned?: boolean;
  };
};

export type ReactionAddedV1Redacted = {
  message_id: Uuid;
  principal_id: Uuid;
  emoji: "";
  count: 0;
};

export type ReactionRemovedV1Redacted = {
  message_id: Uuid;
  principal_id: Uuid;
  emoji: "";
  count: 0;
};

export type FileUpdatedV1Redacted = {
  file: {
    id: Uuid;
    uploaded_by: Uuid;
    purpose: "attachment" | "avatar" | "voice" | "import";
    upload_state: "pending" | "uploaded" | "final" | "deleted";
    scan_status: "pending" | "clean" | "infected" | "skipped";
    transcript_status?: "none" | "pending" | "done" | "failed";
    created_at: Timestamp;
    original_name: "";
    size_bytes: 0;
    mime_type: "application/octet-stream";
    thumbnails: [];
  };
};

/** message.created v1 (durable), stored form */
export type StoredMessageCreatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "message.created";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
    version: Version;
  };
  payload: MessageCreatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** message.updated v1 (durable), stored form */
export type StoredMessageUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "message.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
    version: Version;
  };
  payload: MessageUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** message.deleted v1 (durable), stored form */
export type StoredMessageDeletedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "message.deleted";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
    version: Version;
  };
  payload: MessageDeletedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** reaction.added v1 (durable), stored form */
export type StoredReactionAddedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "reaction.added";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
  };
  payload: ReactionAddedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** reaction.removed v1 (durable), stored form */
export type StoredReactionRemovedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "reaction.removed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
  };
  payload: ReactionRemovedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** pin.added v1 (durable), stored form */
export type StoredPinAddedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "pin.added";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
  };
  payload: PinAddedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** pin.removed v1 (durable), stored form */
export type StoredPinRemovedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "pin.removed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
  };
  payload: PinRemovedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** file.updated v1 (durable), stored form */
export type StoredFileUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "file.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "file";
    id: string;
    version: Version;
  };
  payload: FileUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** thread.updated v1 (durable), stored form */
export type StoredThreadUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "thread.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
    version: Version;
  };
  payload: ThreadUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** thread.closed v1 (durable), stored form */
export type StoredThreadClosedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "thread.closed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
    version: Version;
  };
  payload: ThreadClosedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** thread.moved v1 (durable), stored form */
export type StoredThreadMovedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "thread.moved";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
    version: Version;
  };
  payload: ThreadMovedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** thread.moved_out v1 (durable), stored form */
export type StoredThreadMovedOutEvent = {
  id: UuidV7;
  seq: Seq;
  type: "thread.moved_out";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
  };
  payload: ThreadMovedOutV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** channel.created v1 (durable), stored form */
export type StoredChannelCreatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "channel.created";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
    version: Version;
  };
  payload: ChannelCreatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** channel.updated v1 (durable), stored form */
export type StoredChannelUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "channel.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
    version: Version;
  };
  payload: ChannelUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** channel.archived v1 (durable), stored form */
export type StoredChannelArchivedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "channel.archived";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
    version: Version;
  };
  payload: ChannelArchivedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** channel.settings_changed v1 (durable), stored form */
export type StoredChannelSettingsChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "channel.settings_changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
  };
  payload: ChannelSettingsChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** space.archived v1 (durable), stored form */
export type StoredSpaceArchivedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "space.archived";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "space";
    id: string;
    version: Version;
  };
  payload: SpaceArchivedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** import.progress v1 (durable), stored form */
export type StoredImportProgressEvent = {
  id: UuidV7;
  seq: Seq;
  type: "import.progress";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "import";
    id: string;
    version: Version;
  };
  payload: ImportProgressV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** run.state_changed v1 (durable), stored form */
export type StoredRunStateChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "run.state_changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
    version: Version;
  };
  payload: RunStateChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** run.cancel_requested v1 (durable), stored form */
export type StoredRunCancelRequestedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "run.cancel_requested";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
  };
  audience: "self";
  payload: RunCancelRequestedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** agent.invocation v1 (durable), stored form */
export type StoredAgentInvocationEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent.invocation";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
  };
  audience: "self";
  payload: AgentInvocationV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** agent.followup v1 (durable), stored form */
export type StoredAgentFollowupEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent.followup";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
  };
  audience: "self";
  payload: AgentFollowupV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** agent.config_changed v1 (durable), stored form */
export type StoredAgentConfigChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent.config_changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
  };
  audience: "self";
  payload: AgentConfigChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** agent.updated v1 (durable), stored form */
export type StoredAgentUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "agent";
    id: string;
    version: Version;
  };
  payload: AgentUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** agent_session.changed v1 (durable), stored form */
export type StoredAgentSessionChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent_session.changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
  };
  payload: AgentSessionChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** command.invoked v1 (durable), stored form */
export type StoredCommandInvokedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "command.invoked";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "command";
    id: string;
  };
  audience: "self";
  payload: CommandInvokedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** interaction.created v1 (durable), stored form */
export type StoredInteractionCreatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "interaction.created";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "interaction";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: InteractionCreatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** interaction.discarded v1 (durable), stored form */
export type StoredInteractionDiscardedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "interaction.discarded";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "interaction";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: InteractionDiscardedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** access.changed v1 (durable), stored form */
export type StoredAccessChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "access.changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "principal";
    id: string;
  };
  audience: "self";
  payload: AccessChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** access.expiring v1 (durable), stored form */
export type StoredAccessExpiringEvent = {
  id: UuidV7;
  seq: Seq;
  type: "access.expiring";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "grant";
    id: string;
  };
  audience: "self";
  payload: AccessExpiringV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** read_state.updated v1 (durable), stored form */
export type StoredReadStateUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "read_state.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
  };
  audience: "self";
  payload: ReadStateUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** sidebar.updated v1 (durable), stored form */
export type StoredSidebarUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "sidebar.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "space";
    id: string;
  };
  audience: "self";
  payload: SidebarUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** draft.updated v1 (durable), stored form */
export type StoredDraftUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "draft.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "draft";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: DraftUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** draft.deleted v1 (durable), stored form */
export type StoredDraftDeletedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "draft.deleted";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "draft";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: DraftDeletedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** settings.updated v1 (durable), stored form */
export type StoredSettingsUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "settings.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "setting";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: SettingsUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** notification_pref.updated v1 (durable), stored form */
export type StoredNotificationPrefUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "notification_pref.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "notification_pref";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: NotificationPrefUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** quiet_hours.updated v1 (durable), stored form */
export type StoredQuietHoursUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "quiet_hours.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "quiet_hours";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: QuietHoursUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** host.updated v1 (durable), stored form */
export type StoredHostUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "host.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "host";
    id: string;
    version: Version;
  };
  payload: HostUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** terminal_session.changed v1 (durable), stored form */
export type StoredTerminalSessionChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "terminal_session.changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "terminal_session";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: TerminalSessionChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
};

/** message.created v1 (durable), delivered form */
export type MessageCreatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "message.created";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
    version: Version;
  };
  payload: MessageCreatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** message.updated v1 (durable), delivered form */
export type MessageUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "message.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
    version: Version;
  };
  payload: MessageUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** message.deleted v1 (durable), delivered form */
export type MessageDeletedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "message.deleted";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
    version: Version;
  };
  payload: MessageDeletedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** reaction.added v1 (durable), delivered form */
export type ReactionAddedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "reaction.added";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
  };
  payload: ReactionAddedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** reaction.removed v1 (durable), delivered form */
export type ReactionRemovedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "reaction.removed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
  };
  payload: ReactionRemovedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** pin.added v1 (durable), delivered form */
export type PinAddedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "pin.added";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
  };
  payload: PinAddedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** pin.removed v1 (durable), delivered form */
export type PinRemovedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "pin.removed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "message";
    id: string;
  };
  payload: PinRemovedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** file.updated v1 (durable), delivered form */
export type FileUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "file.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "file";
    id: string;
    version: Version;
  };
  payload: FileUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** thread.updated v1 (durable), delivered form */
export type ThreadUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "thread.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
    version: Version;
  };
  payload: ThreadUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** thread.closed v1 (durable), delivered form */
export type ThreadClosedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "thread.closed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
    version: Version;
  };
  payload: ThreadClosedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** thread.moved v1 (durable), delivered form */
export type ThreadMovedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "thread.moved";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
    version: Version;
  };
  payload: ThreadMovedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** thread.moved_out v1 (durable), delivered form */
export type ThreadMovedOutEvent = {
  id: UuidV7;
  seq: Seq;
  type: "thread.moved_out";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
  };
  payload: ThreadMovedOutV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** channel.created v1 (durable), delivered form */
export type ChannelCreatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "channel.created";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
    version: Version;
  };
  payload: ChannelCreatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** channel.updated v1 (durable), delivered form */
export type ChannelUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "channel.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
    version: Version;
  };
  payload: ChannelUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** channel.archived v1 (durable), delivered form */
export type ChannelArchivedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "channel.archived";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
    version: Version;
  };
  payload: ChannelArchivedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** channel.settings_changed v1 (durable), delivered form */
export type ChannelSettingsChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "channel.settings_changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
  };
  payload: ChannelSettingsChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** space.archived v1 (durable), delivered form */
export type SpaceArchivedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "space.archived";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "space";
    id: string;
    version: Version;
  };
  payload: SpaceArchivedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** import.progress v1 (durable), delivered form */
export type ImportProgressEvent = {
  id: UuidV7;
  seq: Seq;
  type: "import.progress";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "import";
    id: string;
    version: Version;
  };
  payload: ImportProgressV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** run.state_changed v1 (durable), delivered form */
export type RunStateChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "run.state_changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
    version: Version;
  };
  payload: RunStateChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** run.cancel_requested v1 (durable), delivered form */
export type RunCancelRequestedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "run.cancel_requested";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
  };
  audience: "self";
  payload: RunCancelRequestedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** agent.invocation v1 (durable), delivered form */
export type AgentInvocationEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent.invocation";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
  };
  audience: "self";
  payload: AgentInvocationV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json. */
  invocation_token?: string;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** agent.followup v1 (durable), delivered form */
export type AgentFollowupEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent.followup";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
  };
  audience: "self";
  payload: AgentFollowupV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json. */
  invocation_token?: string;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** agent.config_changed v1 (durable), delivered form */
export type AgentConfigChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent.config_changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "channel";
    id: string;
  };
  audience: "self";
  payload: AgentConfigChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** agent.updated v1 (durable), delivered form */
export type AgentUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "agent";
    id: string;
    version: Version;
  };
  payload: AgentUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** agent_session.changed v1 (durable), delivered form */
export type AgentSessionChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "agent_session.changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
  };
  payload: AgentSessionChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** command.invoked v1 (durable), delivered form */
export type CommandInvokedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "command.invoked";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "command";
    id: string;
  };
  audience: "self";
  payload: CommandInvokedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** interaction.created v1 (durable), delivered form */
export type InteractionCreatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "interaction.created";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "interaction";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: InteractionCreatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json. */
  invocation_token?: string;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** interaction.discarded v1 (durable), delivered form */
export type InteractionDiscardedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "interaction.discarded";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "interaction";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: InteractionDiscardedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** access.changed v1 (durable), delivered form */
export type AccessChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "access.changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "principal";
    id: string;
  };
  audience: "self";
  payload: AccessChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** access.expiring v1 (durable), delivered form */
export type AccessExpiringEvent = {
  id: UuidV7;
  seq: Seq;
  type: "access.expiring";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "grant";
    id: string;
  };
  audience: "self";
  payload: AccessExpiringV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** read_state.updated v1 (durable), delivered form */
export type ReadStateUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "read_state.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
  };
  audience: "self";
  payload: ReadStateUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** sidebar.updated v1 (durable), delivered form */
export type SidebarUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "sidebar.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "space";
    id: string;
  };
  audience: "self";
  payload: SidebarUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** draft.updated v1 (durable), delivered form */
export type DraftUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "draft.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "draft";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: DraftUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** draft.deleted v1 (durable), delivered form */
export type DraftDeletedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "draft.deleted";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "draft";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: DraftDeletedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** settings.updated v1 (durable), delivered form */
export type SettingsUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "settings.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "setting";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: SettingsUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** notification_pref.updated v1 (durable), delivered form */
export type NotificationPrefUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "notification_pref.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "notification_pref";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: NotificationPrefUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** quiet_hours.updated v1 (durable), delivered form */
export type QuietHoursUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "quiet_hours.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "quiet_hours";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: QuietHoursUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** host.updated v1 (durable), delivered form */
export type HostUpdatedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "host.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "host";
    id: string;
    version: Version;
  };
  payload: HostUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** terminal_session.changed v1 (durable), delivered form */
export type TerminalSessionChangedEvent = {
  id: UuidV7;
  seq: Seq;
  type: "terminal_session.changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "terminal_session";
    id: string;
    version: Version;
  };
  audience: "self";
  payload: TerminalSessionChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** permission version at the time of the commit */
  permission_version: number;
  /** Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
  redelivered?: boolean;
  /** Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
  sync_epoch?: UuidV7;
};

/** typing.started v1 (ephemeral), delivered form */
export type TypingStartedEvent = {
  id: UuidV7;
  type: "typing.started";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "thread";
    id: string;
  };
  payload: TypingStartedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
};

/** run.updated v1 (ephemeral), delivered form */
export type RunUpdatedEvent = {
  id: UuidV7;
  type: "run.updated";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "run";
    id: string;
    version: Version;
  };
  payload: RunUpdatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
};

/** agent.presence_changed v1 (ephemeral), delivered form */
export type AgentPresenceChangedEvent = {
  id: UuidV7;
  type: "agent.presence_changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "agent";
    id: string;
  };
  payload: AgentPresenceChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
};

/** notification.created v1 (ephemeral), delivered form */
export type NotificationCreatedEvent = {
  id: UuidV7;
  type: "notification.created";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "notification";
    id: string;
  };
  audience: "self";
  payload: NotificationCreatedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
};

/** command.autocomplete_requested v1 (ephemeral), delivered form */
export type CommandAutocompleteRequestedEvent = {
  id: UuidV7;
  type: "command.autocomplete_requested";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "command";
    id: string;
  };
  audience: "self";
  payload: CommandAutocompleteRequestedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
  /** Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json. */
  invocation_token?: string;
};

/** host.presence_changed v1 (ephemeral), delivered form */
export type HostPresenceChangedEvent = {
  id: UuidV7;
  type: "host.presence_changed";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "host";
    id: string;
  };
  payload: HostPresenceChangedV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
};

/** stats.live v1 (ephemeral), delivered form */
export type StatsLiveEvent = {
  id: UuidV7;
  type: "stats.live";
  schema_version: 1;
  occurred_at: Timestamp;
  actor?: EventActor;
  scope: EventScope;
  /** The affected object; `version` is present exactly where the catalogue says (9 item 3). */
  resource: {
    kind: "stats";
    id: string;
  };
  audience: "self";
  payload: StatsLiveV1;
  /** true: the payload was redacted after a deletion */
  redacted?: boolean;
  /** true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
  truncated?: boolean;
  correlation_id?: Uuid;
  /** W3C traceparent; only in deliveries to agent adapters */
  trace_context?: string;
  client_msg_id?: UuidV7;
};

/** A durable event as the event log stores it: no delivery field (2.2). */
export type StoredEvent = StoredMessageCreatedEvent | StoredMessageUpdatedEvent | StoredMessageDeletedEvent | StoredReactionAddedEvent | StoredReactionRemovedEvent | StoredPinAddedEvent | StoredPinRemovedEvent | StoredFileUpdatedEvent | StoredThreadUpdatedEvent | StoredThreadClosedEvent | StoredThreadMovedEvent | StoredThreadMovedOutEvent | StoredChannelCreatedEvent | StoredChannelUpdatedEvent | StoredChannelArchivedEvent | StoredChannelSettingsChangedEvent | StoredSpaceArchivedEvent | StoredImportProgressEvent | StoredRunStateChangedEvent | StoredRunCancelRequestedEvent | StoredAgentInvocationEvent | StoredAgentFollowupEvent | StoredAgentConfigChangedEvent | StoredAgentUpdatedEvent | StoredAgentSessionChangedEvent | StoredCommandInvokedEvent | StoredInteractionCreatedEvent | StoredInteractionDiscardedEvent | StoredAccessChangedEvent | StoredAccessExpiringEvent | StoredReadStateUpdatedEvent | StoredSidebarUpdatedEvent | StoredDraftUpdatedEvent | StoredDraftDeletedEvent | StoredSettingsUpdatedEvent | StoredNotificationPrefUpdatedEvent | StoredQuietHoursUpdatedEvent | StoredHostUpdatedEvent | StoredTerminalSessionChangedEvent;

/** An event as it is delivered on the gateway, in REST catch-up and in webhooks (2.2). */
export type Event = MessageCreatedEvent | MessageUpdatedEvent | MessageDeletedEvent | ReactionAddedEvent | ReactionRemovedEvent | PinAddedEvent | PinRemovedEvent | FileUpdatedEvent | ThreadUpdatedEvent | ThreadClosedEvent | ThreadMovedEvent | ThreadMovedOutEvent | ChannelCreatedEvent | ChannelUpdatedEvent | ChannelArchivedEvent | ChannelSettingsChangedEvent | SpaceArchivedEvent | ImportProgressEvent | RunStateChangedEvent | RunCancelRequestedEvent | AgentInvocationEvent | AgentFollowupEvent | AgentConfigChangedEvent | AgentUpdatedEvent | AgentSessionChangedEvent | CommandInvokedEvent | InteractionCreatedEvent | InteractionDiscardedEvent | AccessChangedEvent | AccessExpiringEvent | ReadStateUpdatedEvent | SidebarUpdatedEvent | DraftUpdatedEvent | DraftDeletedEvent | SettingsUpdatedEvent | NotificationPrefUpdatedEvent | QuietHoursUpdatedEvent | HostUpdatedEvent | TerminalSessionChangedEvent | TypingStartedEvent | RunUpdatedEvent | AgentPresenceChangedEvent | NotificationCreatedEvent | CommandAutocompleteRequestedEvent | HostPresenceChangedEvent | StatsLiveEvent;

/** Every frame a client may send (6.2). */
export type ClientFrame = IdentifyFrame | ResumeFrame | HeartbeatFrame | ReauthFrame | FocusFrame | TypingStartFrame | TypingStopFrame | AckFrame | RunUpdateFrame | CommandAutocompleteResultFrame | StatsSubscribeFrame | StatsUnsubscribeFrame;

/** Every frame a server may send (6.2). */
export type ServerFrame = HelloFrame | ReadyFrame | ResumedFrame | DispatchFrame | CursorFrame | CatchupCompleteFrame | ResyncRequiredFrame | HeartbeatAckFrame | RunUpdateAckFrame | ReauthRequiredFrame | ErrorFrame;
