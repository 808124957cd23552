// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
import type { ReceiveAction } from './actions.js';
import type * as S from './schemas.js';

/** Every event type of the catalogue (2.1). */
export const EventType = {
  MessageCreated: "message.created",
  MessageUpdated: "message.updated",
  MessageDeleted: "message.deleted",
  ReactionAdded: "reaction.added",
  ReactionRemoved: "reaction.removed",
  PinAdded: "pin.added",
  PinRemoved: "pin.removed",
  FileUpdated: "file.updated",
  ThreadUpdated: "thread.updated",
  ThreadClosed: "thread.closed",
  ThreadMoved: "thread.moved",
  ThreadMovedOut: "thread.moved_out",
  ChannelCreated: "channel.created",
  ChannelUpdated: "channel.updated",
  ChannelArchived: "channel.archived",
  ChannelSettingsChanged: "channel.settings_changed",
  SpaceArchived: "space.archived",
  ImportProgress: "import.progress",
  RunStateChanged: "run.state_changed",
  RunCancelRequested: "run.cancel_requested",
  AgentInvocation: "agent.invocation",
  AgentFollowup: "agent.followup",
  AgentConfigChanged: "agent.config_changed",
  AgentUpdated: "agent.updated",
  AgentSessionChanged: "agent_session.changed",
  CommandInvoked: "command.invoked",
  InteractionCreated: "interaction.created",
  InteractionDiscarded: "interaction.discarded",
  AccessChanged: "access.changed",
  AccessExpiring: "access.expiring",
  ReadStateUpdated: "read_state.updated",
  SidebarUpdated: "sidebar.updated",
  DraftUpdated: "draft.updated",
  DraftDeleted: "draft.deleted",
  SettingsUpdated: "settings.updated",
  NotificationPrefUpdated: "notification_pref.updated",
  QuietHoursUpdated: "quiet_hours.updated",
  HostUpdated: "host.updated",
  TerminalSessionChanged: "terminal_session.changed",
  TypingStarted: "typing.started",
  RunUpdated: "run.updated",
  AgentPresenceChanged: "agent.presence_changed",
  NotificationCreated: "notification.created",
  CommandAutocompleteRequested: "command.autocomplete_requested",
  HostPresenceChanged: "host.presence_changed",
  StatsLive: "stats.live",
} as const;
export type EventType = (typeof EventType)[keyof typeof EventType];

/** The event-type catalogue (ADR 0049): one entry per type, as in components.x-event-catalogue. */
export const eventCatalogue = {
  "message.created": {"durable":true,"schema_version":1,"receive_action":"message.read","resource_kind":"message","resource_version":true,"payload":"message.created.v1","delivery_fields":[],"section":"2.1","redaction":{"target":"/message","remove":["attachments","mention_ids","components","reactions"],"set":{"content_md":""},"stamp":["deleted_at"]}},
  "message.updated": {"durable":true,"schema_version":1,"receive_action":"message.read","resource_kind":"message","resource_version":true,"payload":"message.updated.v1","delivery_fields":[],"section":"2.2","redaction":{"target":"/message","remove":["attachments","mention_ids","components","reactions"],"set":{"content_md":""},"stamp":["deleted_at"]}},
  "message.deleted": {"durable":true,"schema_version":1,"receive_action":"message.read","resource_kind":"message","resource_version":true,"payload":"message.deleted.v1","delivery_fields":[],"section":"14","redaction":{"unchanged":true}},
  "reaction.added": {"durable":true,"schema_version":1,"receive_action":"message.read","resource_kind":"message","resource_version":false,"payload":"reaction.added.v1","delivery_fields":[],"section":"9","redaction":{"target":"","set":{"emoji":"","count":0}}},
  "reaction.removed": {"durable":true,"schema_version":1,"receive_action":"message.read","resource_kind":"message","resource_version":false,"payload":"reaction.removed.v1","delivery_fields":[],"section":"9","redaction":{"target":"","set":{"emoji":"","count":0}}},
  "pin.added": {"durable":true,"schema_version":1,"receive_action":"message.read","resource_kind":"message","resource_version":false,"payload":"pin.added.v1","delivery_fields":[],"section":"9","redaction":{"unchanged":true}},
  "pin.removed": {"durable":true,"schema_version":1,"receive_action":"message.read","resource_kind":"message","resource_version":false,"payload":"pin.removed.v1","delivery_fields":[],"section":"9","redaction":{"unchanged":true}},
  "file.updated": {"durable":true,"schema_version":1,"receive_action":"file.read","resource_kind":"file","resource_version":true,"payload":"file.updated.v1","delivery_fields":[],"section":"2.2","redaction":{"target":"/file","keep":["id","uploaded_by","purpose","upload_state","scan_status","transcript_status","created_at"],"set":{"original_name":"","size_bytes":0,"mime_type":"application/octet-stream","thumbnails":[]}}},
  "thread.updated": {"durable":true,"schema_version":1,"receive_action":"thread.read","resource_kind":"thread","resource_version":true,"payload":"thread.updated.v1","delivery_fields":[],"section":"15.8"},
  "thread.closed": {"durable":true,"schema_version":1,"receive_action":"thread.read","resource_kind":"thread","resource_version":true,"payload":"thread.closed.v1","delivery_fields":[],"section":"2.1"},
  "thread.moved": {"durable":true,"schema_version":1,"receive_action":"thread.read","resource_kind":"thread","resource_version":true,"payload":"thread.moved.v1","delivery_fields":[],"section":"8.1"},
  "thread.moved_out": {"durable":true,"schema_version":1,"receive_action":"channel.read","resource_kind":"channel","resource_version":false,"payload":"thread.moved_out.v1","delivery_fields":[],"section":"9"},
  "channel.created": {"durable":true,"schema_version":1,"receive_action":"channel.read","resource_kind":"channel","resource_version":true,"payload":"channel.created.v1","delivery_fields":[],"section":"8.1"},
  "channel.updated": {"durable":true,"schema_version":1,"receive_action":"channel.read","resource_kind":"channel","resource_version":true,"payload":"channel.updated.v1","delivery_fields":[],"section":"8.1"},
  "channel.archived": {"durable":true,"schema_version":1,"receive_action":"channel.read","resource_kind":"channel","resource_version":true,"payload":"channel.archived.v1","delivery_fields":[],"section":"8.1"},
  "channel.settings_changed": {"durable":true,"schema_version":1,"receive_action":"channel.read","resource_kind":"channel","resource_version":false,"payload":"channel.settings_changed.v1","delivery_fields":[],"section":"9"},
  "space.archived": {"durable":true,"schema_version":1,"receive_action":"space.read","resource_kind":"space","resource_version":true,"payload":"space.archived.v1","delivery_fields":[],"section":"8.1"},
  "import.progress": {"durable":true,"schema_version":1,"receive_action":"thread.read","resource_kind":"import","resource_version":true,"payload":"import.progress.v1","delivery_fields":[],"section":"15.8"},
  "run.state_changed": {"durable":true,"schema_version":1,"receive_action":"run.read","resource_kind":"run","resource_version":true,"payload":"run.state_changed.v1","delivery_fields":[],"section":"11.3"},
  "run.cancel_requested": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"run","resource_version":false,"payload":"run.cancel_requested.v1","delivery_fields":[],"section":"15.5","audience":"self"},
  "agent.invocation": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"run","resource_version":false,"payload":"agent.invocation.v1","delivery_fields":["invocation_token"],"section":"15.3","audience":"self"},
  "agent.followup": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"run","resource_version":false,"payload":"agent.followup.v1","delivery_fields":["invocation_token"],"section":"15.4","audience":"self"},
  "agent.config_changed": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"channel","resource_version":false,"payload":"agent.config_changed.v1","delivery_fields":[],"section":"9","audience":"self"},
  "agent.updated": {"durable":true,"schema_version":1,"receive_action":"agent.read","resource_kind":"agent","resource_version":true,"payload":"agent.updated.v1","delivery_fields":[],"section":"15.1"},
  "agent_session.changed": {"durable":true,"schema_version":1,"receive_action":"thread.read","resource_kind":"thread","resource_version":false,"payload":"agent_session.changed.v1","delivery_fields":[],"section":"9"},
  "command.invoked": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"command","resource_version":false,"payload":"command.invoked.v1","delivery_fields":[],"section":"9","audience":"self"},
  "interaction.created": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"interaction","resource_version":true,"payload":"interaction.created.v1","delivery_fields":["invocation_token"],"section":"15.3","audience":"self"},
  "interaction.discarded": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"interaction","resource_version":true,"payload":"interaction.discarded.v1","delivery_fields":[],"section":"15.4","audience":"self"},
  "access.changed": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"principal","resource_version":false,"payload":"access.changed.v1","delivery_fields":[],"section":"8.2","audience":"self"},
  "access.expiring": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"grant","resource_version":false,"payload":"access.expiring.v1","delivery_fields":[],"section":"8.2","audience":"self"},
  "read_state.updated": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"thread","resource_version":false,"payload":"read_state.updated.v1","delivery_fields":[],"section":"14","audience":"self"},
  "sidebar.updated": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"space","resource_version":false,"payload":"sidebar.updated.v1","delivery_fields":[],"section":"14","audience":"self"},
  "draft.updated": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"draft","resource_version":true,"payload":"draft.updated.v1","delivery_fields":[],"section":"14","audience":"self"},
  "draft.deleted": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"draft","resource_version":true,"payload":"draft.deleted.v1","delivery_fields":[],"section":"14","audience":"self"},
  "settings.updated": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"setting","resource_version":true,"payload":"settings.updated.v1","delivery_fields":[],"section":"14","audience":"self"},
  "notification_pref.updated": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"notification_pref","resource_version":true,"payload":"notification_pref.updated.v1","delivery_fields":[],"section":"14","audience":"self"},
  "quiet_hours.updated": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"quiet_hours","resource_version":true,"payload":"quiet_hours.updated.v1","delivery_fields":[],"section":"14","audience":"self"},
  "host.updated": {"durable":true,"schema_version":1,"receive_action":"host.read","resource_kind":"host","resource_version":true,"payload":"host.updated.v1","delivery_fields":[],"section":"2.1"},
  "terminal_session.changed": {"durable":true,"schema_version":1,"receive_action":"self.read","resource_kind":"terminal_session","resource_version":true,"payload":"terminal_session.changed.v1","delivery_fields":[],"section":"2.1","audience":"self"},
  "typing.started": {"durable":false,"schema_version":1,"receive_action":"thread.read","resource_kind":"thread","resource_version":false,"payload":"typing.started.v1","delivery_fields":[],"section":"12"},
  "run.updated": {"durable":false,"schema_version":1,"receive_action":"run.read","resource_kind":"run","resource_version":true,"payload":"run.updated.v1","delivery_fields":[],"section":"11.3"},
  "agent.presence_changed": {"durable":false,"schema_version":1,"receive_action":"agent.read","resource_kind":"agent","resource_version":false,"payload":"agent.presence_changed.v1","delivery_fields":[],"section":"12"},
  "notification.created": {"durable":false,"schema_version":1,"receive_action":"self.read","resource_kind":"notification","resource_version":false,"payload":"notification.created.v1","delivery_fields":[],"section":"2.1","audience":"self"},
  "command.autocomplete_requested": {"durable":false,"schema_version":1,"receive_action":"self.read","resource_kind":"command","resource_version":false,"payload":"command.autocomplete_requested.v1","delivery_fields":["invocation_token"],"section":"15.7","audience":"self"},
  "host.presence_changed": {"durable":false,"schema_version":1,"receive_action":"host.read","resource_kind":"host","resource_version":false,"payload":"host.presence_changed.v1","delivery_fields":[],"section":"2.1"},
  "stats.live": {"durable":false,"schema_version":1,"receive_action":"stats.read","resource_kind":"stats","resource_version":false,"payload":"stats.live.v1","delivery_fields":[],"section":"12","audience":"self"},
} as const satisfies Record<EventType, { readonly receive_action: ReceiveAction; readonly [key: string]: unknown }>;

export type CatalogueEntry = (typeof eventCatalogue)[EventType];
export type DurableEventType = "message.created" | "message.updated" | "message.deleted" | "reaction.added" | "reaction.removed" | "pin.added" | "pin.removed" | "file.updated" | "thread.updated" | "thread.closed" | "thread.moved" | "thread.moved_out" | "channel.created" | "channel.updated" | "channel.archived" | "channel.settings_changed" | "space.archived" | "import.progress" | "run.state_changed" | "run.cancel_requested" | "agent.invocation" | "agent.followup" | "agent.config_changed" | "agent.updated" | "agent_session.changed" | "command.invoked" | "interaction.created" | "interaction.discarded" | "access.changed" | "access.expiring" | "read_state.updated" | "sidebar.updated" | "draft.updated" | "draft.deleted" | "settings.updated" | "notification_pref.updated" | "quiet_hours.updated" | "host.updated" | "terminal_session.changed";
export type EphemeralEventType = "typing.started" | "run.updated" | "agent.presence_changed" | "notification.created" | "command.autocomplete_requested" | "host.presence_changed" | "stats.live";
export type PersonalEventType = "run.cancel_requested" | "agent.invocation" | "agent.followup" | "agent.config_changed" | "command.invoked" | "interaction.created" | "interaction.discarded" | "access.changed" | "access.expiring" | "read_state.updated" | "sidebar.updated" | "draft.updated" | "draft.deleted" | "settings.updated" | "notification_pref.updated" | "quiet_hours.updated" | "terminal_session.changed" | "notification.created" | "command.autocomplete_requested" | "stats.live";
export type RedactableEventType = "message.created" | "message.updated" | "message.deleted" | "reaction.added" | "reaction.removed" | "pin.added" | "pin.removed" | "file.updated";
export const eventTypes: readonly EventType[] = ["message.created","message.updated","message.deleted","reaction.added","reaction.removed","pin.added","pin.removed","file.updated","thread.updated","thread.closed","thread.moved","thread.moved_out","channel.created","channel.updated","channel.archived","channel.settings_changed","space.archived","import.progress","run.state_changed","run.cancel_requested","agent.invocation","agent.followup","agent.config_changed","agent.updated","agent_session.changed","command.invoked","interaction.created","interaction.discarded","access.changed","access.expiring","read_state.updated","sidebar.updated","draft.updated","draft.deleted","settings.updated","notification_pref.updated","quiet_hours.updated","host.updated","terminal_session.changed","typing.started","run.updated","agent.presence_changed","notification.created","command.autocomplete_requested","host.presence_changed","stats.live"];

/** Each type's schema_version, as the catalogue has it: what a client needs to tell a newer server's event (D543) without the catalogue's weight in a bundle. */
export const eventSchemaVersions = {"message.created":1,"message.updated":1,"message.deleted":1,"reaction.added":1,"reaction.removed":1,"pin.added":1,"pin.removed":1,"file.updated":1,"thread.updated":1,"thread.closed":1,"thread.moved":1,"thread.moved_out":1,"channel.created":1,"channel.updated":1,"channel.archived":1,"channel.settings_changed":1,"space.archived":1,"import.progress":1,"run.state_changed":1,"run.cancel_requested":1,"agent.invocation":1,"agent.followup":1,"agent.config_changed":1,"agent.updated":1,"agent_session.changed":1,"command.invoked":1,"interaction.created":1,"interaction.discarded":1,"access.changed":1,"access.expiring":1,"read_state.updated":1,"sidebar.updated":1,"draft.updated":1,"draft.deleted":1,"settings.updated":1,"notification_pref.updated":1,"quiet_hours.updated":1,"host.updated":1,"terminal_session.changed":1,"typing.started":1,"run.updated":1,"agent.presence_changed":1,"notification.created":1,"command.autocomplete_requested":1,"host.presence_changed":1,"stats.live":1} as const satisfies { readonly [T in EventType]: (typeof eventCatalogue)[T]['schema_version'] };

/** The types whose catalogue delivery_fields list invocation_token: every delivery of one carries a fresh invocation token, issued after the check of 15.3 (R-SY-17). */
export type TokenBearingEventType = "agent.invocation" | "agent.followup" | "interaction.created" | "command.autocomplete_requested";
export const tokenBearingEventTypes: readonly TokenBearingEventType[] = ["agent.invocation","agent.followup","interaction.created","command.autocomplete_requested"];
const TOKEN_BEARING: ReadonlySet<string> = new Set(tokenBearingEventTypes);
/** Whether a delivery of this event type carries an invocation token (its catalogue delivery_fields list invocation_token, 15.3). */
export function carriesInvocationToken(type: string): type is TokenBearingEventType {
  return TOKEN_BEARING.has(type);
}

/** The payload schema <type>.v<schema_version> of each type. */
export interface PayloadByType {
  "message.created": S.MessageCreatedV1;
  "message.updated": S.MessageUpdatedV1;
  "message.deleted": S.MessageDeletedV1;
  "reaction.added": S.ReactionAddedV1;
  "reaction.removed": S.ReactionRemovedV1;
  "pin.added": S.PinAddedV1;
  "pin.removed": S.PinRemovedV1;
  "file.updated": S.FileUpdatedV1;
  "thread.updated": S.ThreadUpdatedV1;
  "thread.closed": S.ThreadClosedV1;
  "thread.moved": S.ThreadMovedV1;
  "thread.moved_out": S.ThreadMovedOutV1;
  "channel.created": S.ChannelCreatedV1;
  "channel.updated": S.ChannelUpdatedV1;
  "channel.archived": S.ChannelArchivedV1;
  "channel.settings_changed": S.ChannelSettingsChangedV1;
  "space.archived": S.SpaceArchivedV1;
  "import.progress": S.ImportProgressV1;
  "run.state_changed": S.RunStateChangedV1;
  "run.cancel_requested": S.RunCancelRequestedV1;
  "agent.invocation": S.AgentInvocationV1;
  "agent.followup": S.AgentFollowupV1;
  "agent.config_changed": S.AgentConfigChangedV1;
  "agent.updated": S.AgentUpdatedV1;
  "agent_session.changed": S.AgentSessionChangedV1;
  "command.invoked": S.CommandInvokedV1;
  "interaction.created": S.InteractionCreatedV1;
  "interaction.discarded": S.InteractionDiscardedV1;
  "access.changed": S.AccessChangedV1;
  "access.expiring": S.AccessExpiringV1;
  "read_state.updated": S.ReadStateUpdatedV1;
  "sidebar.updated": S.SidebarUpdatedV1;
  "draft.updated": S.DraftUpdatedV1;
  "draft.deleted": S.DraftDeletedV1;
  "settings.updated": S.SettingsUpdatedV1;
  "notification_pref.updated": S.NotificationPrefUpdatedV1;
  "quiet_hours.updated": S.QuietHoursUpdatedV1;
  "host.updated": S.HostUpdatedV1;
  "terminal_session.changed": S.TerminalSessionChangedV1;
  "typing.started": S.TypingStartedV1;
  "run.updated": S.RunUpdatedV1;
  "agent.presence_changed": S.AgentPresenceChangedV1;
  "notification.created": S.NotificationCreatedV1;
  "command.autocomplete_requested": S.CommandAutocompleteRequestedV1;
  "host.presence_changed": S.HostPresenceChangedV1;
  "stats.live": S.StatsLiveV1;
}

/** The delivered envelope of each type. */
export interface EventByType {
  "message.created": S.MessageCreatedEvent;
  "message.updated": S.MessageUpdatedEvent;
  "message.deleted": S.MessageDeletedEvent;
  "reaction.added": S.ReactionAddedEvent;
  "reaction.removed": S.ReactionRemovedEvent;
  "pin.added": S.PinAddedEvent;
  "pin.removed": S.PinRemovedEvent;
  "file.updated": S.FileUpdatedEvent;
  "thread.updated": S.ThreadUpdatedEvent;
  "thread.closed": S.ThreadClosedEvent;
  "thread.moved": S.ThreadMovedEvent;
  "thread.moved_out": S.ThreadMovedOutEvent;
  "channel.created": S.ChannelCreatedEvent;
  "channel.updated": S.ChannelUpdatedEvent;
  "channel.archived": S.ChannelArchivedEvent;
  "channel.settings_changed": S.ChannelSettingsChangedEvent;
  "space.archived": S.SpaceArchivedEvent;
  "import.progress": S.ImportProgressEvent;
  "run.state_changed": S.RunStateChangedEvent;
  "run.cancel_requested": S.RunCancelRequestedEvent;
  "agent.invocation": S.AgentInvocationEvent;
  "agent.followup": S.AgentFollowupEvent;
  "agent.config_changed": S.AgentConfigChangedEvent;
  "agent.updated": S.AgentUpdatedEvent;
  "agent_session.changed": S.AgentSessionChangedEvent;
  "command.invoked": S.CommandInvokedEvent;
  "interaction.created": S.InteractionCreatedEvent;
  "interaction.discarded": S.InteractionDiscardedEvent;
  "access.changed": S.AccessChangedEvent;
  "access.expiring": S.AccessExpiringEvent;
  "read_state.updated": S.ReadStateUpdatedEvent;
  "sidebar.updated": S.SidebarUpdatedEvent;
  "draft.updated": S.DraftUpdatedEvent;
  "draft.deleted": S.DraftDeletedEvent;
  "settings.updated": S.SettingsUpdatedEvent;
  "notification_pref.updated": S.NotificationPrefUpdatedEvent;
  "quiet_hours.updated": S.QuietHoursUpdatedEvent;
  "host.updated": S.HostUpdatedEvent;
  "terminal_session.changed": S.TerminalSessionChangedEvent;
  "typing.started": S.TypingStartedEvent;
  "run.updated": S.RunUpdatedEvent;
  "agent.presence_changed": S.AgentPresenceChangedEvent;
  "notification.created": S.NotificationCreatedEvent;
  "command.autocomplete_requested": S.CommandAutocompleteRequestedEvent;
  "host.presence_changed": S.HostPresenceChangedEvent;
  "stats.live": S.StatsLiveEvent;
}

/** The stored envelope of each durable type. */
export interface StoredEventByType {
  "message.created": S.StoredMessageCreatedEvent;
  "message.updated": S.StoredMessageUpdatedEvent;
  "message.deleted": S.StoredMessageDeletedEvent;
  "reaction.added": S.StoredReactionAddedEvent;
  "reaction.removed": S.StoredReactionRemovedEvent;
  "pin.added": S.StoredPinAddedEvent;
  "pin.removed": S.StoredPinRemovedEvent;
  "file.updated": S.StoredFileUpdatedEvent;
  "thread.updated": S.StoredThreadUpdatedEvent;
  "thread.closed": S.StoredThreadClosedEvent;
  "thread.moved": S.StoredThreadMovedEvent;
  "thread.moved_out": S.StoredThreadMovedOutEvent;
  "channel.created": S.StoredChannelCreatedEvent;
  "channel.updated": S.StoredChannelUpdatedEvent;
  "channel.archived": S.StoredChannelArchivedEvent;
  "channel.settings_changed": S.StoredChannelSettingsChangedEvent;
  "space.archived": S.StoredSpaceArchivedEvent;
  "import.progress": S.StoredImportProgressEvent;
  "run.state_changed": S.StoredRunStateChangedEvent;
  "run.cancel_requested": S.StoredRunCancelRequestedEvent;
  "agent.invocation": S.StoredAgentInvocationEvent;
  "agent.followup": S.StoredAgentFollowupEvent;
  "agent.config_changed": S.StoredAgentConfigChangedEvent;
  "agent.updated": S.StoredAgentUpdatedEvent;
  "agent_session.changed": S.StoredAgentSessionChangedEvent;
  "command.invoked": S.StoredCommandInvokedEvent;
  "interaction.created": S.StoredInteractionCreatedEvent;
  "interaction.discarded": S.StoredInteractionDiscardedEvent;
  "access.changed": S.StoredAccessChangedEvent;
  "access.expiring": S.StoredAccessExpiringEvent;
  "read_state.updated": S.StoredReadStateUpdatedEvent;
  "sidebar.updated": S.StoredSidebarUpdatedEvent;
  "draft.updated": S.StoredDraftUpdatedEvent;
  "draft.deleted": S.StoredDraftDeletedEvent;
  "settings.updated": S.StoredSettingsUpdatedEvent;
  "notification_pref.updated": S.StoredNotificationPrefUpdatedEvent;
  "quiet_hours.updated": S.StoredQuietHoursUpdatedEvent;
  "host.updated": S.StoredHostUpdatedEvent;
  "terminal_session.changed": S.StoredTerminalSessionChangedEvent;
}

export type PayloadOf<T extends EventType> = PayloadByType[T];
export type EventOf<T extends EventType> = EventByType[T];
export type StoredEventOf<T extends DurableEventType> = StoredEventByType[T];
/** A delivered durable event: what catch-up returns (7.2, 7.4). */
export type DurableEvent = EventByType[DurableEventType];

/** Payload schema names, for the validator of a payload and of its redacted form. */
export const payloadValidatorNames = {"message.created":"MessageCreatedV1","message.updated":"MessageUpdatedV1","message.deleted":"MessageDeletedV1","reaction.added":"ReactionAddedV1","reaction.removed":"ReactionRemovedV1","pin.added":"PinAddedV1","pin.removed":"PinRemovedV1","file.updated":"FileUpdatedV1","thread.updated":"ThreadUpdatedV1","thread.closed":"ThreadClosedV1","thread.moved":"ThreadMovedV1","thread.moved_out":"ThreadMovedOutV1","channel.created":"ChannelCreatedV1","channel.updated":"ChannelUpdatedV1","channel.archived":"ChannelArchivedV1","channel.settings_changed":"ChannelSettingsChangedV1","space.archived":"SpaceArchivedV1","import.progress":"ImportProgressV1","run.state_changed":"RunStateChangedV1","run.cancel_requested":"RunCancelRequestedV1","agent.invocation":"AgentInvocationV1","agent.followup":"AgentFollowupV1","agent.config_changed":"AgentConfigChangedV1","agent.updated":"AgentUpdatedV1","agent_session.changed":"AgentSessionChangedV1","command.invoked":"CommandInvokedV1","interaction.created":"InteractionCreatedV1","interaction.discarded":"InteractionDiscardedV1","access.changed":"AccessChangedV1","access.expiring":"AccessExpiringV1","read_state.updated":"ReadStateUpdatedV1","sidebar.updated":"SidebarUpdatedV1","draft.updated":"DraftUpdatedV1","draft.deleted":"DraftDeletedV1","settings.updated":"SettingsUpdatedV1","notification_pref.updated":"NotificationPrefUpdatedV1","quiet_hours.updated":"QuietHoursUpdatedV1","host.updated":"HostUpdatedV1","terminal_session.changed":"TerminalSessionChangedV1","typing.started":"TypingStartedV1","run.updated":"RunUpdatedV1","agent.presence_changed":"AgentPresenceChangedV1","notification.created":"NotificationCreatedV1","command.autocomplete_requested":"CommandAutocompleteRequestedV1","host.presence_changed":"HostPresenceChangedV1","stats.live":"StatsLiveV1"} as const satisfies Record<EventType, string>;
export const redactedPayloadValidatorNames = {"message.created":"MessageCreatedV1Redacted","message.updated":"MessageUpdatedV1Redacted","message.deleted":"MessageDeletedV1","reaction.added":"ReactionAddedV1Redacted","reaction.removed":"ReactionRemovedV1Redacted","pin.added":"PinAddedV1","pin.removed":"PinRemovedV1","file.updated":"FileUpdatedV1Redacted"} as const satisfies Record<RedactableEventType, string>;
export const eventValidatorNames = {"message.created":"MessageCreatedEvent","message.updated":"MessageUpdatedEvent","message.deleted":"MessageDeletedEvent","reaction.added":"ReactionAddedEvent","reaction.removed":"ReactionRemovedEvent","pin.added":"PinAddedEvent","pin.removed":"PinRemovedEvent","file.updated":"FileUpdatedEvent","thread.updated":"ThreadUpdatedEvent","thread.closed":"ThreadClosedEvent","thread.moved":"ThreadMovedEvent","thread.moved_out":"ThreadMovedOutEvent","channel.created":"ChannelCreatedEvent","channel.updated":"ChannelUpdatedEvent","channel.archived":"ChannelArchivedEvent","channel.settings_changed":"ChannelSettingsChangedEvent","space.archived":"SpaceArchivedEvent","import.progress":"ImportProgressEvent","run.state_changed":"RunStateChangedEvent","run.cancel_requested":"RunCancelRequestedEvent","agent.invocation":"AgentInvocationEvent","agent.followup":"AgentFollowupEvent","agent.config_changed":"AgentConfigChangedEvent","agent.updated":"AgentUpdatedEvent","agent_session.changed":"AgentSessionChangedEvent","command.invoked":"CommandInvokedEvent","interaction.created":"InteractionCreatedEvent","interaction.discarded":"InteractionDiscardedEvent","access.changed":"AccessChangedEvent","access.expiring":"AccessExpiringEvent","read_state.updated":"ReadStateUpdatedEvent","sidebar.updated":"SidebarUpdatedEvent","draft.updated":"DraftUpdatedEvent","draft.deleted":"DraftDeletedEvent","settings.updated":"SettingsUpdatedEvent","notification_pref.updated":"NotificationPrefUpdatedEvent","quiet_hours.updated":"QuietHoursUpdatedEvent","host.updated":"HostUpdatedEvent","terminal_session.changed":"TerminalSessionChangedEvent","typing.started":"TypingStartedEvent","run.updated":"RunUpdatedEvent","agent.presence_changed":"AgentPresenceChangedEvent","notification.created":"NotificationCreatedEvent","command.autocomplete_requested":"CommandAutocompleteRequestedEvent","host.presence_changed":"HostPresenceChangedEvent","stats.live":"StatsLiveEvent"} as const satisfies Record<EventType, string>;
export const storedEventValidatorNames = {"message.created":"StoredMessageCreatedEvent","message.updated":"StoredMessageUpdatedEvent","message.deleted":"StoredMessageDeletedEvent","reaction.added":"StoredReactionAddedEvent","reaction.removed":"StoredReactionRemovedEvent","pin.added":"StoredPinAddedEvent","pin.removed":"StoredPinRemovedEvent","file.updated":"StoredFileUpdatedEvent","thread.updated":"StoredThreadUpdatedEvent","thread.closed":"StoredThreadClosedEvent","thread.moved":"StoredThreadMovedEvent","thread.moved_out":"StoredThreadMovedOutEvent","channel.created":"StoredChannelCreatedEvent","channel.updated":"StoredChannelUpdatedEvent","channel.archived":"StoredChannelArchivedEvent","channel.settings_changed":"StoredChannelSettingsChangedEvent","space.archived":"StoredSpaceArchivedEvent","import.progress":"StoredImportProgressEvent","run.state_changed":"StoredRunStateChangedEvent","run.cancel_requested":"StoredRunCancelRequestedEvent","agent.invocation":"StoredAgentInvocationEvent","agent.followup":"StoredAgentFollowupEvent","agent.config_changed":"StoredAgentConfigChangedEvent","agent.updated":"StoredAgentUpdatedEvent","agent_session.changed":"StoredAgentSessionChangedEvent","command.invoked":"StoredCommandInvokedEvent","interaction.created":"StoredInteractionCreatedEvent","interaction.discarded":"StoredInteractionDiscardedEvent","access.changed":"StoredAccessChangedEvent","access.expiring":"StoredAccessExpiringEvent","read_state.updated":"StoredReadStateUpdatedEvent","sidebar.updated":"StoredSidebarUpdatedEvent","draft.updated":"StoredDraftUpdatedEvent","draft.deleted":"StoredDraftDeletedEvent","settings.updated":"StoredSettingsUpdatedEvent","notification_pref.updated":"StoredNotificationPrefUpdatedEvent","quiet_hours.updated":"StoredQuietHoursUpdatedEvent","host.updated":"StoredHostUpdatedEvent","terminal_session.changed":"StoredTerminalSessionChangedEvent"} as const satisfies Record<DurableEventType, string>;
