// Code generated from contracts/asyncapi.yaml by `npm run codegen` (@asyncapi/modelina and codegen/src/modelina.ts). DO NOT EDIT.

package bothy

import (
	"encoding/json"
	"fmt"
)

// ClientFrame is one of: IdentifyFrame, ResumeFrame, HeartbeatFrame, ReauthFrame, FocusFrame, TypingStartFrame, TypingStopFrame, AckFrame, RunUpdateFrame, CommandAutocompleteResultFrame, StatsSubscribeFrame, StatsUnsubscribeFrame. DecodeClientFrame reads one.
type ClientFrame interface {
	isClientFrame()
}

// ServerFrame is one of: HelloFrame, ReadyFrame, ResumedFrame, DispatchFrame, CursorFrame, CatchupCompleteFrame, ResyncRequiredFrame, HeartbeatAckFrame, RunUpdateAckFrame, ReauthRequiredFrame, ErrorFrame. DecodeServerFrame reads one.
type ServerFrame interface {
	isServerFrame()
}

// Event is one of: MessageCreatedEvent, MessageUpdatedEvent, MessageDeletedEvent, ReactionAddedEvent, ReactionRemovedEvent, PinAddedEvent, PinRemovedEvent, FileUpdatedEvent, ThreadUpdatedEvent, ThreadClosedEvent, ThreadMovedEvent, ThreadMovedOutEvent, ChannelCreatedEvent, ChannelUpdatedEvent, ChannelArchivedEvent, ChannelSettingsChangedEvent, SpaceArchivedEvent, ImportProgressEvent, RunStateChangedEvent, RunCancelRequestedEvent, AgentInvocationEvent, AgentFollowupEvent, AgentConfigChangedEvent, AgentUpdatedEvent, AgentSessionChangedEvent, CommandInvokedEvent, InteractionCreatedEvent, InteractionDiscardedEvent, AccessChangedEvent, AccessExpiringEvent, ReadStateUpdatedEvent, SidebarUpdatedEvent, DraftUpdatedEvent, DraftDeletedEvent, SettingsUpdatedEvent, NotificationPrefUpdatedEvent, QuietHoursUpdatedEvent, HostUpdatedEvent, TerminalSessionChangedEvent, TypingStartedEvent, RunUpdatedEvent, AgentPresenceChangedEvent, NotificationCreatedEvent, CommandAutocompleteRequestedEvent, HostPresenceChangedEvent, StatsLiveEvent. DecodeEvent reads one.
type Event interface {
	isEvent()
}

// StoredEvent is one of: StoredMessageCreatedEvent, StoredMessageUpdatedEvent, StoredMessageDeletedEvent, StoredReactionAddedEvent, StoredReactionRemovedEvent, StoredPinAddedEvent, StoredPinRemovedEvent, StoredFileUpdatedEvent, StoredThreadUpdatedEvent, StoredThreadClosedEvent, StoredThreadMovedEvent, StoredThreadMovedOutEvent, StoredChannelCreatedEvent, StoredChannelUpdatedEvent, StoredChannelArchivedEvent, StoredChannelSettingsChangedEvent, StoredSpaceArchivedEvent, StoredImportProgressEvent, StoredRunStateChangedEvent, StoredRunCancelRequestedEvent, StoredAgentInvocationEvent, StoredAgentFollowupEvent, StoredAgentConfigChangedEvent, StoredAgentUpdatedEvent, StoredAgentSessionChangedEvent, StoredCommandInvokedEvent, StoredInteractionCreatedEvent, StoredInteractionDiscardedEvent, StoredAccessChangedEvent, StoredAccessExpiringEvent, StoredReadStateUpdatedEvent, StoredSidebarUpdatedEvent, StoredDraftUpdatedEvent, StoredDraftDeletedEvent, StoredSettingsUpdatedEvent, StoredNotificationPrefUpdatedEvent, StoredQuietHoursUpdatedEvent, StoredHostUpdatedEvent, StoredTerminalSessionChangedEvent. DecodeStoredEvent reads one.
type StoredEvent interface {
	isStoredEvent()
}

type IdentifyFrame struct {
	Op string          `json:"op"`
	D  *IdentifyFrameD `json:"d"`
}

func (IdentifyFrame) isClientFrame() {}

func (m *IdentifyFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("IdentifyFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"identify\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type IdentifyFrameD struct {
	AccessToken *string `json:"access_token,omitempty"`
	Dpop        *string `json:"dpop,omitempty"`
	// A UUID (RFC 9562), any version.
	DeviceId        *string `json:"device_id,omitempty"`
	ProtocolVersion int64   `json:"protocol_version"`
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	Cursor *int64 `json:"cursor,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string               `json:"sync_epoch,omitempty"`
	Client    *IdentifyFrameDClient `json:"client,omitempty"`
	ApiToken  *string               `json:"api_token,omitempty"`
	Consumer  *string               `json:"consumer,omitempty"`
}

func (m *IdentifyFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("IdentifyFrameD", raw, true, []string{"protocol_version"}, nil, []member{
		{"access_token", &m.AccessToken},
		{"dpop", &m.Dpop},
		{"device_id", &m.DeviceId},
		{"protocol_version", &m.ProtocolVersion},
		{"cursor", &m.Cursor},
		{"sync_epoch", &m.SyncEpoch},
		{"client", &m.Client},
		{"api_token", &m.ApiToken},
		{"consumer", &m.Consumer},
	})
}

type IdentifyFrameDClient struct {
	Platform string `json:"platform"`
	Version  string `json:"version"`
}

func (m *IdentifyFrameDClient) UnmarshalJSON(raw []byte) error {
	return decodeStruct("IdentifyFrameDClient", raw, true, []string{"platform", "version"}, nil, []member{
		{"platform", &m.Platform},
		{"version", &m.Version},
	})
}

type ResumeFrame struct {
	Op string        `json:"op"`
	D  *ResumeFrameD `json:"d"`
}

func (ResumeFrame) isClientFrame() {}

func (m *ResumeFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ResumeFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"resume\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type ResumeFrameD struct {
	// A UUID (RFC 9562), any version.
	GatewaySessionId string  `json:"gateway_session_id"`
	AccessToken      *string `json:"access_token,omitempty"`
	Dpop             *string `json:"dpop,omitempty"`
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	Cursor *int64 `json:"cursor,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
	ApiToken  *string `json:"api_token,omitempty"`
}

func (m *ResumeFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ResumeFrameD", raw, true, []string{"gateway_session_id"}, nil, []member{
		{"gateway_session_id", &m.GatewaySessionId},
		{"access_token", &m.AccessToken},
		{"dpop", &m.Dpop},
		{"cursor", &m.Cursor},
		{"sync_epoch", &m.SyncEpoch},
		{"api_token", &m.ApiToken},
	})
}

type HeartbeatFrame struct {
	Op string           `json:"op"`
	D  *HeartbeatFrameD `json:"d"`
}

func (HeartbeatFrame) isClientFrame() {}

func (m *HeartbeatFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HeartbeatFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"heartbeat\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type HeartbeatFrameD struct {
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	LastSeq *int64 `json:"last_seq,omitempty"`
}

func (m *HeartbeatFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HeartbeatFrameD", raw, true, nil, nil, []member{
		{"last_seq", &m.LastSeq},
	})
}

type ReauthFrame struct {
	Op string        `json:"op"`
	D  *ReauthFrameD `json:"d"`
}

func (ReauthFrame) isClientFrame() {}

func (m *ReauthFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReauthFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"reauth\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type ReauthFrameD struct {
	AccessToken string `json:"access_token"`
	Dpop        string `json:"dpop"`
}

func (m *ReauthFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReauthFrameD", raw, true, []string{"access_token", "dpop"}, nil, []member{
		{"access_token", &m.AccessToken},
		{"dpop", &m.Dpop},
	})
}

type FocusFrame struct {
	Op string       `json:"op"`
	D  *FocusFrameD `json:"d"`
}

func (FocusFrame) isClientFrame() {}

func (m *FocusFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("FocusFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"focus\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

// Both lists together hold at most sync.max_focused_threads distinct threads; more yields error validation_failed and the previous focus stays (11.3).
type FocusFrameD struct {
	ThreadIds           []string  `json:"thread_ids"`
	Idle                bool      `json:"idle"`
	BackgroundThreadIds *[]string `json:"background_thread_ids,omitempty"`
}

func (m *FocusFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("FocusFrameD", raw, true, []string{"thread_ids", "idle"}, nil, []member{
		{"thread_ids", &m.ThreadIds},
		{"idle", &m.Idle},
		{"background_thread_ids", &m.BackgroundThreadIds},
	})
}

type TypingStartFrame struct {
	Op string             `json:"op"`
	D  *TypingStartFrameD `json:"d"`
}

func (TypingStartFrame) isClientFrame() {}

func (m *TypingStartFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TypingStartFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"typing.start\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type TypingStartFrameD struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
}

func (m *TypingStartFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TypingStartFrameD", raw, true, []string{"thread_id"}, nil, []member{
		{"thread_id", &m.ThreadId},
	})
}

type TypingStopFrame struct {
	Op string            `json:"op"`
	D  *TypingStopFrameD `json:"d"`
}

func (TypingStopFrame) isClientFrame() {}

func (m *TypingStopFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TypingStopFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"typing.stop\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type TypingStopFrameD struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
}

func (m *TypingStopFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TypingStopFrameD", raw, true, []string{"thread_id"}, nil, []member{
		{"thread_id", &m.ThreadId},
	})
}

type AckFrame struct {
	Op string     `json:"op"`
	D  *AckFrameD `json:"d"`
}

func (AckFrame) isClientFrame() {}

func (m *AckFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AckFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"ack\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type AckFrameD struct {
	// A global, commit-ordered sequence number (3).
	Seq int64 `json:"seq"`
}

func (m *AckFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AckFrameD", raw, true, []string{"seq"}, nil, []member{
		{"seq", &m.Seq},
	})
}

type RunUpdateFrame struct {
	Op string           `json:"op"`
	D  *RunUpdateFrameD `json:"d"`
}

func (RunUpdateFrame) isClientFrame() {}

func (m *RunUpdateFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunUpdateFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"run.update\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type RunUpdateFrameD struct {
	// A UUID (RFC 9562), any version.
	RunId       string        `json:"run_id"`
	BaseVersion int64         `json:"base_version"`
	Ops         []JsonPatchOp `json:"ops"`
}

func (m *RunUpdateFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunUpdateFrameD", raw, true, []string{"run_id", "base_version", "ops"}, nil, []member{
		{"run_id", &m.RunId},
		{"base_version", &m.BaseVersion},
		{"ops", &m.Ops},
	})
}

// One RFC 6902 operation, limited to add, replace and remove (11.2, R-SY-06).
type JsonPatchOp struct {
	Op *JsonPatchOpOp `json:"op"`
	// JSON Pointer (RFC 6901) into the run document
	Path  string          `json:"path"`
	Value json.RawMessage `json:"value,omitempty"`
}

func (m *JsonPatchOp) UnmarshalJSON(raw []byte) error {
	return decodeStruct("JsonPatchOp", raw, true, []string{"op", "path"}, nil, []member{
		{"op", &m.Op},
		{"path", &m.Path},
		{"value", &m.Value},
	})
}

type JsonPatchOpOp uint

const (
	JsonPatchOpOpAdd JsonPatchOpOp = iota
	JsonPatchOpOpReplace
	JsonPatchOpOpRemove
)

// Value returns the value of the enum.
func (op JsonPatchOpOp) Value() any {
	if op >= JsonPatchOpOp(len(JsonPatchOpOpValues)) {
		return nil
	}
	return JsonPatchOpOpValues[op]
}

var JsonPatchOpOpValues = []any{"add", "replace", "remove"}

func (e *JsonPatchOpOp) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(JsonPatchOpOpValues, raw)
	if err != nil {
		return fmt.Errorf("JsonPatchOpOp: %w", err)
	}
	*e = JsonPatchOpOp(i)
	return nil
}

func (e JsonPatchOpOp) MarshalJSON() ([]byte, error) {
	if int(e) >= len(JsonPatchOpOpValues) {
		return nil, fmt.Errorf("JsonPatchOpOp: no value %d", e)
	}
	return json.Marshal(JsonPatchOpOpValues[e])
}

type CommandAutocompleteResultFrame struct {
	Op string                           `json:"op"`
	D  *CommandAutocompleteResultFrameD `json:"d"`
}

func (CommandAutocompleteResultFrame) isClientFrame() {}

func (m *CommandAutocompleteResultFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandAutocompleteResultFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"command.autocomplete_result\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

// At most command.autocomplete_max_choices entries (15.7).
type CommandAutocompleteResultFrameD struct {
	// A UUID (RFC 9562), any version.
	RequestId string                                       `json:"request_id"`
	Choices   []CommandAutocompleteResultFrameDChoicesItem `json:"choices"`
}

func (m *CommandAutocompleteResultFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandAutocompleteResultFrameD", raw, true, []string{"request_id", "choices"}, nil, []member{
		{"request_id", &m.RequestId},
		{"choices", &m.Choices},
	})
}

type CommandAutocompleteResultFrameDChoicesItem struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

func (m *CommandAutocompleteResultFrameDChoicesItem) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandAutocompleteResultFrameDChoicesItem", raw, true, []string{"name", "value"}, nil, []member{
		{"name", &m.Name},
		{"value", &m.Value},
	})
}

type StatsSubscribeFrame struct {
	Op string                `json:"op"`
	D  *StatsSubscribeFrameD `json:"d"`
}

func (StatsSubscribeFrame) isClientFrame() {}

func (m *StatsSubscribeFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StatsSubscribeFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"stats.subscribe\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type StatsSubscribeFrameD struct {
	// A UUID (RFC 9562), any version.
	SpaceId *string `json:"space_id,omitempty"`
}

func (m *StatsSubscribeFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StatsSubscribeFrameD", raw, true, nil, nil, []member{
		{"space_id", &m.SpaceId},
	})
}

type StatsUnsubscribeFrame struct {
	Op string                  `json:"op"`
	D  *StatsUnsubscribeFrameD `json:"d"`
}

func (StatsUnsubscribeFrame) isClientFrame() {}

func (m *StatsUnsubscribeFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StatsUnsubscribeFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"stats.unsubscribe\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type StatsUnsubscribeFrameD struct {
}

func (m *StatsUnsubscribeFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StatsUnsubscribeFrameD", raw, true, nil, nil, []member{})
}

type HelloFrame struct {
	Op string       `json:"op"`
	D  *HelloFrameD `json:"d"`
}

func (HelloFrame) isServerFrame() {}

func (m *HelloFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HelloFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"hello\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type HelloFrameD struct {
	HeartbeatIntervalMs int64   `json:"heartbeat_interval_ms"`
	ResumeWindowMs      int64   `json:"resume_window_ms"`
	ProtocolVersions    []int64 `json:"protocol_versions"`
	DpopNonce           string  `json:"dpop_nonce"`
	// RFC 3339 time. Display only, never order (10).
	ServerTime string `json:"server_time"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch string `json:"sync_epoch"`
}

func (m *HelloFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HelloFrameD", raw, true, []string{"heartbeat_interval_ms", "resume_window_ms", "protocol_versions", "dpop_nonce", "server_time", "sync_epoch"}, nil, []member{
		{"heartbeat_interval_ms", &m.HeartbeatIntervalMs},
		{"resume_window_ms", &m.ResumeWindowMs},
		{"protocol_versions", &m.ProtocolVersions},
		{"dpop_nonce", &m.DpopNonce},
		{"server_time", &m.ServerTime},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ReadyFrame struct {
	Op string       `json:"op"`
	D  *ReadyFrameD `json:"d"`
}

func (ReadyFrame) isServerFrame() {}

func (m *ReadyFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReadyFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"ready\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type ReadyFrameD struct {
	// A UUID (RFC 9562), any version.
	GatewaySessionId string        `json:"gateway_session_id"`
	Principal        *PrincipalRef `json:"principal"`
	// A UUID (RFC 9562), any version.
	DeviceId *string `json:"device_id,omitempty"`
	// Agents and apps: the consumer of this connection (15.1)
	Consumer          *string `json:"consumer,omitempty"`
	PermissionVersion int64   `json:"permission_version"`
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	HeadSeq int64 `json:"head_seq"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch string    `json:"sync_epoch"`
	Snapshot  *Snapshot `json:"snapshot,omitempty"`
	// Present exactly when the snapshot was left out (D477); the bytes ready would have had with it.
	SnapshotTooLarge *int64 `json:"snapshot_too_large,omitempty"`
}

func (m *ReadyFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReadyFrameD", raw, true, []string{"gateway_session_id", "principal", "permission_version", "head_seq", "sync_epoch"}, nil, []member{
		{"gateway_session_id", &m.GatewaySessionId},
		{"principal", &m.Principal},
		{"device_id", &m.DeviceId},
		{"consumer", &m.Consumer},
		{"permission_version", &m.PermissionVersion},
		{"head_seq", &m.HeadSeq},
		{"sync_epoch", &m.SyncEpoch},
		{"snapshot", &m.Snapshot},
		{"snapshot_too_large", &m.SnapshotTooLarge},
	})
}

type PrincipalRef struct {
	// A UUID (RFC 9562), any version.
	Id   string         `json:"id"`
	Kind *PrincipalKind `json:"kind"`
}

func (m *PrincipalRef) UnmarshalJSON(raw []byte) error {
	return decodeStruct("PrincipalRef", raw, true, []string{"id", "kind"}, nil, []member{
		{"id", &m.Id},
		{"kind", &m.Kind},
	})
}

type PrincipalKind uint

const (
	PrincipalKindUser PrincipalKind = iota
	PrincipalKindAgent
	PrincipalKindApp
)

// Value returns the value of the enum.
func (op PrincipalKind) Value() any {
	if op >= PrincipalKind(len(PrincipalKindValues)) {
		return nil
	}
	return PrincipalKindValues[op]
}

var PrincipalKindValues = []any{"user", "agent", "app"}

func (e *PrincipalKind) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(PrincipalKindValues, raw)
	if err != nil {
		return fmt.Errorf("PrincipalKind: %w", err)
	}
	*e = PrincipalKind(i)
	return nil
}

func (e PrincipalKind) MarshalJSON() ([]byte, error) {
	if int(e) >= len(PrincipalKindValues) {
		return nil, fmt.Errorf("PrincipalKind: no value %d", e)
	}
	return json.Marshal(PrincipalKindValues[e])
}

// The state a client starts from: sent in ready and by GET /api/v1/sync/snapshot,
// read consistently with head_seq. Thread contents are not included (6.3).
type Snapshot struct {
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	HeadSeq int64 `json:"head_seq"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch         string                      `json:"sync_epoch"`
	PermissionVersion int64                       `json:"permission_version"`
	Spaces            []Space                     `json:"spaces"`
	Channels          []Channel                   `json:"channels"`
	Sidebar           []SnapshotSidebarItem       `json:"sidebar"`
	ReadStates        []ReadState                 `json:"read_states"`
	ActiveRuns        []SnapshotActiveRunsItem    `json:"active_runs"`
	AgentPresence     []SnapshotAgentPresenceItem `json:"agent_presence"`
	Drafts            []SnapshotDraftsItem        `json:"drafts"`
	SettingsVersion   int64                       `json:"settings_version"`
	FeatureFlags      map[string]bool             `json:"feature_flags"`
	// Sum of the versions of the notification preferences; rises with every write (D171)
	NotificationPrefsVersion *int64 `json:"notification_prefs_version,omitempty"`
	// Version of the quiet hours, 0 when never set (D171)
	QuietHoursVersion *int64 `json:"quiet_hours_version,omitempty"`
}

func (m *Snapshot) UnmarshalJSON(raw []byte) error {
	return decodeStruct("Snapshot", raw, true, []string{"head_seq", "sync_epoch", "permission_version", "spaces", "channels", "sidebar", "read_states", "active_runs", "agent_presence", "drafts", "settings_version", "feature_flags"}, nil, []member{
		{"head_seq", &m.HeadSeq},
		{"sync_epoch", &m.SyncEpoch},
		{"permission_version", &m.PermissionVersion},
		{"spaces", &m.Spaces},
		{"channels", &m.Channels},
		{"sidebar", &m.Sidebar},
		{"read_states", &m.ReadStates},
		{"active_runs", &m.ActiveRuns},
		{"agent_presence", &m.AgentPresence},
		{"drafts", &m.Drafts},
		{"settings_version", &m.SettingsVersion},
		{"feature_flags", &m.FeatureFlags},
		{"notification_prefs_version", &m.NotificationPrefsVersion},
		{"quiet_hours_version", &m.QuietHoursVersion},
	})
}

type Space struct {
	// A UUID (RFC 9562), any version.
	Id       string `json:"id"`
	Name     string `json:"name"`
	Archived bool   `json:"archived"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *Space) UnmarshalJSON(raw []byte) error {
	return decodeStruct("Space", raw, true, []string{"id", "name", "archived", "version"}, nil, []member{
		{"id", &m.Id},
		{"name", &m.Name},
		{"archived", &m.Archived},
		{"version", &m.Version},
	})
}

type Channel struct {
	// A UUID (RFC 9562), any version.
	Id string `json:"id"`
	// A UUID (RFC 9562), any version.
	SpaceId  string       `json:"space_id"`
	Name     string       `json:"name"`
	Kind     *ChannelKind `json:"kind"`
	ReadOnly bool         `json:"read_only"`
	Archived bool         `json:"archived"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
	// Settings are never in events; authorized receivers reload them (2.2)
	SettingsVersion int64 `json:"settings_version"`
}

func (m *Channel) UnmarshalJSON(raw []byte) error {
	return decodeStruct("Channel", raw, true, []string{"id", "space_id", "name", "kind", "read_only", "archived", "version", "settings_version"}, nil, []member{
		{"id", &m.Id},
		{"space_id", &m.SpaceId},
		{"name", &m.Name},
		{"kind", &m.Kind},
		{"read_only", &m.ReadOnly},
		{"archived", &m.Archived},
		{"version", &m.Version},
		{"settings_version", &m.SettingsVersion},
	})
}

type ChannelKind uint

const (
	ChannelKindText ChannelKind = iota
	ChannelKindForum
)

// Value returns the value of the enum.
func (op ChannelKind) Value() any {
	if op >= ChannelKind(len(ChannelKindValues)) {
		return nil
	}
	return ChannelKindValues[op]
}

var ChannelKindValues = []any{"text", "forum"}

func (e *ChannelKind) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ChannelKindValues, raw)
	if err != nil {
		return fmt.Errorf("ChannelKind: %w", err)
	}
	*e = ChannelKind(i)
	return nil
}

func (e ChannelKind) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ChannelKindValues) {
		return nil, fmt.Errorf("ChannelKind: no value %d", e)
	}
	return json.Marshal(ChannelKindValues[e])
}

type SnapshotSidebarItem struct {
	// A UUID (RFC 9562), any version.
	SpaceId string `json:"space_id"`
	// The version of an object after a change (9).
	Version      int64    `json:"version"`
	Collapsed    bool     `json:"collapsed"`
	ChannelOrder []string `json:"channel_order"`
}

func (m *SnapshotSidebarItem) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SnapshotSidebarItem", raw, true, []string{"space_id", "version", "collapsed", "channel_order"}, nil, []member{
		{"space_id", &m.SpaceId},
		{"version", &m.Version},
		{"collapsed", &m.Collapsed},
		{"channel_order", &m.ChannelOrder},
	})
}

type ReadState struct {
	// A UUID (RFC 9562), any version.
	ThreadId    string `json:"thread_id"`
	LastReadSeq int64  `json:"last_read_seq"`
	// 0: the person never moved the read state of this thread; the counts are still computed (6.3, D170)
	Version      int64 `json:"version"`
	UnreadCount  int64 `json:"unread_count"`
	MentionCount int64 `json:"mention_count"`
}

func (m *ReadState) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReadState", raw, true, []string{"thread_id", "last_read_seq", "version", "unread_count", "mention_count"}, nil, []member{
		{"thread_id", &m.ThreadId},
		{"last_read_seq", &m.LastReadSeq},
		{"version", &m.Version},
		{"unread_count", &m.UnreadCount},
		{"mention_count", &m.MentionCount},
	})
}

type SnapshotActiveRunsItem struct {
	// A UUID (RFC 9562), any version.
	RunId string `json:"run_id"`
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// A UUID (RFC 9562), any version.
	AgentId string    `json:"agent_id"`
	State   *RunState `json:"state"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *SnapshotActiveRunsItem) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SnapshotActiveRunsItem", raw, true, []string{"run_id", "thread_id", "agent_id", "state", "version"}, nil, []member{
		{"run_id", &m.RunId},
		{"thread_id", &m.ThreadId},
		{"agent_id", &m.AgentId},
		{"state", &m.State},
		{"version", &m.Version},
	})
}

type RunState uint

const (
	RunStateQueued RunState = iota
	RunStateRunning
	RunStateWaitingInput
	RunStateCompleted
	RunStateFailed
	RunStateCancelled
)

// Value returns the value of the enum.
func (op RunState) Value() any {
	if op >= RunState(len(RunStateValues)) {
		return nil
	}
	return RunStateValues[op]
}

var RunStateValues = []any{"queued", "running", "waiting_input", "completed", "failed", "cancelled"}

func (e *RunState) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(RunStateValues, raw)
	if err != nil {
		return fmt.Errorf("RunState: %w", err)
	}
	*e = RunState(i)
	return nil
}

func (e RunState) MarshalJSON() ([]byte, error) {
	if int(e) >= len(RunStateValues) {
		return nil, fmt.Errorf("RunState: no value %d", e)
	}
	return json.Marshal(RunStateValues[e])
}

type SnapshotAgentPresenceItem struct {
	// A UUID (RFC 9562), any version.
	AgentId string                          `json:"agent_id"`
	State   *SnapshotAgentPresenceItemState `json:"state"`
}

func (m *SnapshotAgentPresenceItem) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SnapshotAgentPresenceItem", raw, true, []string{"agent_id", "state"}, nil, []member{
		{"agent_id", &m.AgentId},
		{"state", &m.State},
	})
}

type SnapshotAgentPresenceItemState uint

const (
	SnapshotAgentPresenceItemStateOnline SnapshotAgentPresenceItemState = iota
	SnapshotAgentPresenceItemStateDegraded
	SnapshotAgentPresenceItemStateOffline
)

// Value returns the value of the enum.
func (op SnapshotAgentPresenceItemState) Value() any {
	if op >= SnapshotAgentPresenceItemState(len(SnapshotAgentPresenceItemStateValues)) {
		return nil
	}
	return SnapshotAgentPresenceItemStateValues[op]
}

var SnapshotAgentPresenceItemStateValues = []any{"online", "degraded", "offline"}

func (e *SnapshotAgentPresenceItemState) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(SnapshotAgentPresenceItemStateValues, raw)
	if err != nil {
		return fmt.Errorf("SnapshotAgentPresenceItemState: %w", err)
	}
	*e = SnapshotAgentPresenceItemState(i)
	return nil
}

func (e SnapshotAgentPresenceItemState) MarshalJSON() ([]byte, error) {
	if int(e) >= len(SnapshotAgentPresenceItemStateValues) {
		return nil, fmt.Errorf("SnapshotAgentPresenceItemState: no value %d", e)
	}
	return json.Marshal(SnapshotAgentPresenceItemStateValues[e])
}

type SnapshotDraftsItem struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *SnapshotDraftsItem) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SnapshotDraftsItem", raw, true, []string{"thread_id", "version"}, nil, []member{
		{"thread_id", &m.ThreadId},
		{"version", &m.Version},
	})
}

type ResumedFrame struct {
	Op string         `json:"op"`
	D  *ResumedFrameD `json:"d"`
}

func (ResumedFrame) isServerFrame() {}

func (m *ResumedFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ResumedFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"resumed\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type ResumedFrameD struct {
	// A UUID (RFC 9562), any version.
	GatewaySessionId string `json:"gateway_session_id"`
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	HeadSeq int64 `json:"head_seq"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch string `json:"sync_epoch"`
}

func (m *ResumedFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ResumedFrameD", raw, true, []string{"gateway_session_id", "head_seq", "sync_epoch"}, nil, []member{
		{"gateway_session_id", &m.GatewaySessionId},
		{"head_seq", &m.HeadSeq},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type DispatchFrame struct {
	Op string `json:"op"`
	D  Event  `json:"d"`
}

func (DispatchFrame) isServerFrame() {}

func (m *DispatchFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("DispatchFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"dispatch\""}, []member{
		{"op", &m.Op},
		{"d", func(v json.RawMessage) (err error) { m.D, err = DecodeEvent(v); return }},
	})
}

// message.created v1 (durable), delivered form
type MessageCreatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *MessageCreatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *MessageCreatedEventResource `json:"resource"`
	Payload    *MessageCreatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (MessageCreatedEvent) isEvent() {}

func (m *MessageCreatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageCreatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"message.created\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type MessageCreatedEventSchemaVersion uint

const (
	MessageCreatedEventSchemaVersionNumber_1 MessageCreatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op MessageCreatedEventSchemaVersion) Value() any {
	if op >= MessageCreatedEventSchemaVersion(len(MessageCreatedEventSchemaVersionValues)) {
		return nil
	}
	return MessageCreatedEventSchemaVersionValues[op]
}

var MessageCreatedEventSchemaVersionValues = []any{1}

func (e *MessageCreatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(MessageCreatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("MessageCreatedEventSchemaVersion: %w", err)
	}
	*e = MessageCreatedEventSchemaVersion(i)
	return nil
}

func (e MessageCreatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(MessageCreatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("MessageCreatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(MessageCreatedEventSchemaVersionValues[e])
}

// Who triggered the event. `id` is missing exactly for `system`.
type EventActor struct {
	Kind *EventActorKind `json:"kind"`
	// A UUID (RFC 9562), any version.
	Id *string `json:"id,omitempty"`
}

func (m *EventActor) UnmarshalJSON(raw []byte) error {
	return decodeStruct("EventActor", raw, true, []string{"kind"}, nil, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type EventActorKind uint

const (
	EventActorKindUser EventActorKind = iota
	EventActorKindAgent
	EventActorKindApp
	EventActorKindSystem
)

// Value returns the value of the enum.
func (op EventActorKind) Value() any {
	if op >= EventActorKind(len(EventActorKindValues)) {
		return nil
	}
	return EventActorKindValues[op]
}

var EventActorKindValues = []any{"user", "agent", "app", "system"}

func (e *EventActorKind) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(EventActorKindValues, raw)
	if err != nil {
		return fmt.Errorf("EventActorKind: %w", err)
	}
	*e = EventActorKind(i)
	return nil
}

func (e EventActorKind) MarshalJSON() ([]byte, error) {
	if int(e) >= len(EventActorKindValues) {
		return nil, fmt.Errorf("EventActorKind: no value %d", e)
	}
	return json.Marshal(EventActorKindValues[e])
}

// The place of the event; fields that do not apply are missing.
type EventScope struct {
	// A UUID (RFC 9562), any version.
	SpaceId *string `json:"space_id,omitempty"`
	// A UUID (RFC 9562), any version.
	ChannelId *string `json:"channel_id,omitempty"`
	// A UUID (RFC 9562), any version.
	ThreadId *string `json:"thread_id,omitempty"`
}

func (m *EventScope) UnmarshalJSON(raw []byte) error {
	return decodeStruct("EventScope", raw, true, nil, nil, []member{
		{"space_id", &m.SpaceId},
		{"channel_id", &m.ChannelId},
		{"thread_id", &m.ThreadId},
	})
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type MessageCreatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *MessageCreatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageCreatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type MessageCreatedV1 struct {
	Message *Message `json:"message"`
}

func (m *MessageCreatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageCreatedV1", raw, true, []string{"message"}, nil, []member{
		{"message", &m.Message},
	})
}

// A message as carried in message.* payloads. Content lives only here (2.2).
type Message struct {
	// A UUID (RFC 9562), any version.
	Id string `json:"id"`
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// A UUID (RFC 9562), any version.
	ChannelId string `json:"channel_id"`
	// Gapless per thread; kept as a tombstone after deletion (4)
	ThreadSeq int64          `json:"thread_seq"`
	Author    *PrincipalRef  `json:"author"`
	Origin    *MessageOrigin `json:"origin"`
	Kind      *MessageKind   `json:"kind"`
	ContentMd string         `json:"content_md"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
	// RFC 3339 time. Display only, never order (10).
	CreatedAt string `json:"created_at"`
	// RFC 3339 time. Display only, never order (10).
	EditedAt *string `json:"edited_at,omitempty"`
	// RFC 3339 time. Display only, never order (10).
	DeletedAt *string `json:"deleted_at,omitempty"`
	// A UUID (RFC 9562), any version.
	ReplyToId *string `json:"reply_to_id,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId  *string              `json:"client_msg_id,omitempty"`
	TriggerState *MessageTriggerState `json:"trigger_state,omitempty"`
	// Why trigger_state is what it is, when the server recorded a reason (e.g. failed: agent_invoke_denied, billing_mode_mismatch; 15.3). Only alongside trigger_state
	TriggerStateReason *string          `json:"trigger_state_reason,omitempty"`
	Attachments        *[]AttachmentRef `json:"attachments,omitempty"`
	// Principals mentioned; clients count mentions from it (14).
	MentionIds *[]string                     `json:"mention_ids,omitempty"`
	Components *[]map[string]json.RawMessage `json:"components,omitempty"`
	// Count per emoji, in the order the emoji were first used; filled in REST reads of a message (GET /messages/{id}, GET /threads/{id}/messages), missing when there is none. message.* events do not carry it: reaction.* carry the absolute count (9; D243)
	Reactions *[]ReactionCount `json:"reactions,omitempty"`
	// Whether the message is pinned; always present in REST reads of a message (GET /messages/{id}, GET /threads/{id}/messages). message.* events do not carry it: pin.* do (9; D243)
	Pinned *bool `json:"pinned,omitempty"`
}

func (m *Message) UnmarshalJSON(raw []byte) error {
	return decodeStruct("Message", raw, true, []string{"id", "thread_id", "channel_id", "thread_seq", "author", "origin", "kind", "content_md", "version", "created_at"}, nil, []member{
		{"id", &m.Id},
		{"thread_id", &m.ThreadId},
		{"channel_id", &m.ChannelId},
		{"thread_seq", &m.ThreadSeq},
		{"author", &m.Author},
		{"origin", &m.Origin},
		{"kind", &m.Kind},
		{"content_md", &m.ContentMd},
		{"version", &m.Version},
		{"created_at", &m.CreatedAt},
		{"edited_at", &m.EditedAt},
		{"deleted_at", &m.DeletedAt},
		{"reply_to_id", &m.ReplyToId},
		{"client_msg_id", &m.ClientMsgId},
		{"trigger_state", &m.TriggerState},
		{"trigger_state_reason", &m.TriggerStateReason},
		{"attachments", &m.Attachments},
		{"mention_ids", &m.MentionIds},
		{"components", &m.Components},
		{"reactions", &m.Reactions},
		{"pinned", &m.Pinned},
	})
}

type MessageOrigin uint

const (
	MessageOriginHuman MessageOrigin = iota
	MessageOriginAgent
	MessageOriginApp
	MessageOriginReservedImport
	MessageOriginSystem
)

// Value returns the value of the enum.
func (op MessageOrigin) Value() any {
	if op >= MessageOrigin(len(MessageOriginValues)) {
		return nil
	}
	return MessageOriginValues[op]
}

var MessageOriginValues = []any{"human", "agent", "app", "import", "system"}

func (e *MessageOrigin) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(MessageOriginValues, raw)
	if err != nil {
		return fmt.Errorf("MessageOrigin: %w", err)
	}
	*e = MessageOrigin(i)
	return nil
}

func (e MessageOrigin) MarshalJSON() ([]byte, error) {
	if int(e) >= len(MessageOriginValues) {
		return nil, fmt.Errorf("MessageOrigin: no value %d", e)
	}
	return json.Marshal(MessageOriginValues[e])
}

type MessageKind uint

const (
	MessageKindText MessageKind = iota
	MessageKindSystem
)

// Value returns the value of the enum.
func (op MessageKind) Value() any {
	if op >= MessageKind(len(MessageKindValues)) {
		return nil
	}
	return MessageKindValues[op]
}

var MessageKindValues = []any{"text", "system"}

func (e *MessageKind) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(MessageKindValues, raw)
	if err != nil {
		return fmt.Errorf("MessageKind: %w", err)
	}
	*e = MessageKind(i)
	return nil
}

func (e MessageKind) MarshalJSON() ([]byte, error) {
	if int(e) >= len(MessageKindValues) {
		return nil, fmt.Errorf("MessageKind: no value %d", e)
	}
	return json.Marshal(MessageKindValues[e])
}

// Only on a message that triggered an agent (x-trigger-rule, 15.3)
type MessageTriggerState uint

const (
	MessageTriggerStateReceived MessageTriggerState = iota
	MessageTriggerStateQueued
	MessageTriggerStateWorking
	MessageTriggerStateFollowupDelivered
	MessageTriggerStateDone
	MessageTriggerStateFailed
	MessageTriggerStateCancelled
)

// Value returns the value of the enum.
func (op MessageTriggerState) Value() any {
	if op >= MessageTriggerState(len(MessageTriggerStateValues)) {
		return nil
	}
	return MessageTriggerStateValues[op]
}

var MessageTriggerStateValues = []any{"received", "queued", "working", "followup_delivered", "done", "failed", "cancelled"}

func (e *MessageTriggerState) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(MessageTriggerStateValues, raw)
	if err != nil {
		return fmt.Errorf("MessageTriggerState: %w", err)
	}
	*e = MessageTriggerState(i)
	return nil
}

func (e MessageTriggerState) MarshalJSON() ([]byte, error) {
	if int(e) >= len(MessageTriggerStateValues) {
		return nil, fmt.Errorf("MessageTriggerState: no value %d", e)
	}
	return json.Marshal(MessageTriggerStateValues[e])
}

type AttachmentRef struct {
	// A UUID (RFC 9562), any version.
	FileId string `json:"file_id"`
}

func (m *AttachmentRef) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AttachmentRef", raw, true, []string{"file_id"}, nil, []member{
		{"file_id", &m.FileId},
	})
}

type ReactionCount struct {
	Emoji string `json:"emoji"`
	Count int64  `json:"count"`
}

func (m *ReactionCount) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReactionCount", raw, true, []string{"emoji", "count"}, nil, []member{
		{"emoji", &m.Emoji},
		{"count", &m.Count},
	})
}

// message.updated v1 (durable), delivered form
type MessageUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *MessageUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *MessageUpdatedEventResource `json:"resource"`
	Payload    *MessageUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (MessageUpdatedEvent) isEvent() {}

func (m *MessageUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"message.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type MessageUpdatedEventSchemaVersion uint

const (
	MessageUpdatedEventSchemaVersionNumber_1 MessageUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op MessageUpdatedEventSchemaVersion) Value() any {
	if op >= MessageUpdatedEventSchemaVersion(len(MessageUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return MessageUpdatedEventSchemaVersionValues[op]
}

var MessageUpdatedEventSchemaVersionValues = []any{1}

func (e *MessageUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(MessageUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("MessageUpdatedEventSchemaVersion: %w", err)
	}
	*e = MessageUpdatedEventSchemaVersion(i)
	return nil
}

func (e MessageUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(MessageUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("MessageUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(MessageUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type MessageUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *MessageUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type MessageUpdatedV1 struct {
	Message *Message `json:"message"`
}

func (m *MessageUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageUpdatedV1", raw, true, []string{"message"}, nil, []member{
		{"message", &m.Message},
	})
}

// message.deleted v1 (durable), delivered form
type MessageDeletedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *MessageDeletedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *MessageDeletedEventResource `json:"resource"`
	Payload    *MessageDeletedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (MessageDeletedEvent) isEvent() {}

func (m *MessageDeletedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageDeletedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"message.deleted\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type MessageDeletedEventSchemaVersion uint

const (
	MessageDeletedEventSchemaVersionNumber_1 MessageDeletedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op MessageDeletedEventSchemaVersion) Value() any {
	if op >= MessageDeletedEventSchemaVersion(len(MessageDeletedEventSchemaVersionValues)) {
		return nil
	}
	return MessageDeletedEventSchemaVersionValues[op]
}

var MessageDeletedEventSchemaVersionValues = []any{1}

func (e *MessageDeletedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(MessageDeletedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("MessageDeletedEventSchemaVersion: %w", err)
	}
	*e = MessageDeletedEventSchemaVersion(i)
	return nil
}

func (e MessageDeletedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(MessageDeletedEventSchemaVersionValues) {
		return nil, fmt.Errorf("MessageDeletedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(MessageDeletedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type MessageDeletedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *MessageDeletedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageDeletedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type MessageDeletedV1 struct {
	// A UUID (RFC 9562), any version.
	MessageId string `json:"message_id"`
	// A UUID (RFC 9562), any version.
	ThreadId  string `json:"thread_id"`
	ThreadSeq int64  `json:"thread_seq"`
	// RFC 3339 time. Display only, never order (10).
	DeletedAt  string    `json:"deleted_at"`
	MentionIds *[]string `json:"mention_ids,omitempty"`
}

func (m *MessageDeletedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("MessageDeletedV1", raw, true, []string{"message_id", "thread_id", "thread_seq", "deleted_at"}, nil, []member{
		{"message_id", &m.MessageId},
		{"thread_id", &m.ThreadId},
		{"thread_seq", &m.ThreadSeq},
		{"deleted_at", &m.DeletedAt},
		{"mention_ids", &m.MentionIds},
	})
}

// reaction.added v1 (durable), delivered form
type ReactionAddedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                            `json:"seq"`
	Type          string                           `json:"type"`
	SchemaVersion *ReactionAddedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                      `json:"occurred_at"`
	Actor      *EventActor                 `json:"actor,omitempty"`
	Scope      *EventScope                 `json:"scope"`
	Resource   *ReactionAddedEventResource `json:"resource"`
	Payload    *ReactionAddedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ReactionAddedEvent) isEvent() {}

func (m *ReactionAddedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReactionAddedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"reaction.added\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ReactionAddedEventSchemaVersion uint

const (
	ReactionAddedEventSchemaVersionNumber_1 ReactionAddedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ReactionAddedEventSchemaVersion) Value() any {
	if op >= ReactionAddedEventSchemaVersion(len(ReactionAddedEventSchemaVersionValues)) {
		return nil
	}
	return ReactionAddedEventSchemaVersionValues[op]
}

var ReactionAddedEventSchemaVersionValues = []any{1}

func (e *ReactionAddedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ReactionAddedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ReactionAddedEventSchemaVersion: %w", err)
	}
	*e = ReactionAddedEventSchemaVersion(i)
	return nil
}

func (e ReactionAddedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ReactionAddedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ReactionAddedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ReactionAddedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ReactionAddedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *ReactionAddedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReactionAddedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type ReactionAddedV1 struct {
	// A UUID (RFC 9562), any version.
	MessageId string `json:"message_id"`
	// A UUID (RFC 9562), any version.
	PrincipalId string `json:"principal_id"`
	Emoji       string `json:"emoji"`
	// Absolute count for this emoji after the change (9)
	Count int64 `json:"count"`
}

func (m *ReactionAddedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReactionAddedV1", raw, true, []string{"message_id", "principal_id", "emoji", "count"}, nil, []member{
		{"message_id", &m.MessageId},
		{"principal_id", &m.PrincipalId},
		{"emoji", &m.Emoji},
		{"count", &m.Count},
	})
}

// reaction.removed v1 (durable), delivered form
type ReactionRemovedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                              `json:"seq"`
	Type          string                             `json:"type"`
	SchemaVersion *ReactionRemovedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                        `json:"occurred_at"`
	Actor      *EventActor                   `json:"actor,omitempty"`
	Scope      *EventScope                   `json:"scope"`
	Resource   *ReactionRemovedEventResource `json:"resource"`
	Payload    *ReactionRemovedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ReactionRemovedEvent) isEvent() {}

func (m *ReactionRemovedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReactionRemovedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"reaction.removed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ReactionRemovedEventSchemaVersion uint

const (
	ReactionRemovedEventSchemaVersionNumber_1 ReactionRemovedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ReactionRemovedEventSchemaVersion) Value() any {
	if op >= ReactionRemovedEventSchemaVersion(len(ReactionRemovedEventSchemaVersionValues)) {
		return nil
	}
	return ReactionRemovedEventSchemaVersionValues[op]
}

var ReactionRemovedEventSchemaVersionValues = []any{1}

func (e *ReactionRemovedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ReactionRemovedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ReactionRemovedEventSchemaVersion: %w", err)
	}
	*e = ReactionRemovedEventSchemaVersion(i)
	return nil
}

func (e ReactionRemovedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ReactionRemovedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ReactionRemovedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ReactionRemovedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ReactionRemovedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *ReactionRemovedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReactionRemovedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type ReactionRemovedV1 struct {
	// A UUID (RFC 9562), any version.
	MessageId string `json:"message_id"`
	// A UUID (RFC 9562), any version.
	PrincipalId string `json:"principal_id"`
	Emoji       string `json:"emoji"`
	Count       int64  `json:"count"`
}

func (m *ReactionRemovedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReactionRemovedV1", raw, true, []string{"message_id", "principal_id", "emoji", "count"}, nil, []member{
		{"message_id", &m.MessageId},
		{"principal_id", &m.PrincipalId},
		{"emoji", &m.Emoji},
		{"count", &m.Count},
	})
}

// pin.added v1 (durable), delivered form
type PinAddedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                       `json:"seq"`
	Type          string                      `json:"type"`
	SchemaVersion *PinAddedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                 `json:"occurred_at"`
	Actor      *EventActor            `json:"actor,omitempty"`
	Scope      *EventScope            `json:"scope"`
	Resource   *PinAddedEventResource `json:"resource"`
	Payload    *PinAddedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (PinAddedEvent) isEvent() {}

func (m *PinAddedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("PinAddedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"pin.added\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type PinAddedEventSchemaVersion uint

const (
	PinAddedEventSchemaVersionNumber_1 PinAddedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op PinAddedEventSchemaVersion) Value() any {
	if op >= PinAddedEventSchemaVersion(len(PinAddedEventSchemaVersionValues)) {
		return nil
	}
	return PinAddedEventSchemaVersionValues[op]
}

var PinAddedEventSchemaVersionValues = []any{1}

func (e *PinAddedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(PinAddedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("PinAddedEventSchemaVersion: %w", err)
	}
	*e = PinAddedEventSchemaVersion(i)
	return nil
}

func (e PinAddedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(PinAddedEventSchemaVersionValues) {
		return nil, fmt.Errorf("PinAddedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(PinAddedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type PinAddedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *PinAddedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("PinAddedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type PinAddedV1 struct {
	// A UUID (RFC 9562), any version.
	MessageId string `json:"message_id"`
	Pinned    bool   `json:"pinned"`
	// A UUID (RFC 9562), any version.
	PinnedBy string `json:"pinned_by"`
}

func (m *PinAddedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("PinAddedV1", raw, true, []string{"message_id", "pinned", "pinned_by"}, nil, []member{
		{"message_id", &m.MessageId},
		{"pinned", &m.Pinned},
		{"pinned_by", &m.PinnedBy},
	})
}

// pin.removed v1 (durable), delivered form
type PinRemovedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                         `json:"seq"`
	Type          string                        `json:"type"`
	SchemaVersion *PinRemovedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                   `json:"occurred_at"`
	Actor      *EventActor              `json:"actor,omitempty"`
	Scope      *EventScope              `json:"scope"`
	Resource   *PinRemovedEventResource `json:"resource"`
	Payload    *PinRemovedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (PinRemovedEvent) isEvent() {}

func (m *PinRemovedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("PinRemovedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"pin.removed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type PinRemovedEventSchemaVersion uint

const (
	PinRemovedEventSchemaVersionNumber_1 PinRemovedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op PinRemovedEventSchemaVersion) Value() any {
	if op >= PinRemovedEventSchemaVersion(len(PinRemovedEventSchemaVersionValues)) {
		return nil
	}
	return PinRemovedEventSchemaVersionValues[op]
}

var PinRemovedEventSchemaVersionValues = []any{1}

func (e *PinRemovedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(PinRemovedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("PinRemovedEventSchemaVersion: %w", err)
	}
	*e = PinRemovedEventSchemaVersion(i)
	return nil
}

func (e PinRemovedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(PinRemovedEventSchemaVersionValues) {
		return nil, fmt.Errorf("PinRemovedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(PinRemovedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type PinRemovedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *PinRemovedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("PinRemovedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type PinRemovedV1 struct {
	// A UUID (RFC 9562), any version.
	MessageId string `json:"message_id"`
	Pinned    bool   `json:"pinned"`
}

func (m *PinRemovedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("PinRemovedV1", raw, true, []string{"message_id", "pinned"}, nil, []member{
		{"message_id", &m.MessageId},
		{"pinned", &m.Pinned},
	})
}

// file.updated v1 (durable), delivered form
type FileUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                          `json:"seq"`
	Type          string                         `json:"type"`
	SchemaVersion *FileUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                    `json:"occurred_at"`
	Actor      *EventActor               `json:"actor,omitempty"`
	Scope      *EventScope               `json:"scope"`
	Resource   *FileUpdatedEventResource `json:"resource"`
	Payload    *FileUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (FileUpdatedEvent) isEvent() {}

func (m *FileUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("FileUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"file.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type FileUpdatedEventSchemaVersion uint

const (
	FileUpdatedEventSchemaVersionNumber_1 FileUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op FileUpdatedEventSchemaVersion) Value() any {
	if op >= FileUpdatedEventSchemaVersion(len(FileUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return FileUpdatedEventSchemaVersionValues[op]
}

var FileUpdatedEventSchemaVersionValues = []any{1}

func (e *FileUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(FileUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("FileUpdatedEventSchemaVersion: %w", err)
	}
	*e = FileUpdatedEventSchemaVersion(i)
	return nil
}

func (e FileUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(FileUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("FileUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(FileUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type FileUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *FileUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("FileUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"file\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type FileUpdatedV1 struct {
	File *File `json:"file"`
}

func (m *FileUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("FileUpdatedV1", raw, true, []string{"file"}, nil, []member{
		{"file", &m.File},
	})
}

type File struct {
	// A UUID (RFC 9562), any version.
	Id string `json:"id"`
	// A UUID (RFC 9562), any version.
	UploadedBy       string                `json:"uploaded_by"`
	Purpose          *FilePurpose          `json:"purpose"`
	UploadState      *FileUploadState      `json:"upload_state"`
	ScanStatus       *FileScanStatus       `json:"scan_status"`
	TranscriptStatus *FileTranscriptStatus `json:"transcript_status,omitempty"`
	// RFC 3339 time. Display only, never order (10).
	CreatedAt string `json:"created_at"`
	// The version of an object after a change (9).
	Version      *int64  `json:"version,omitempty"`
	OriginalName string  `json:"original_name"`
	SizeBytes    int64   `json:"size_bytes"`
	MimeType     string  `json:"mime_type"`
	Sha256       *string `json:"sha256,omitempty"`
	// A UUID (RFC 9562), any version.
	MessageId  *string              `json:"message_id,omitempty"`
	Thumbnails []FileThumbnailsItem `json:"thumbnails"`
}

func (m *File) UnmarshalJSON(raw []byte) error {
	return decodeStruct("File", raw, true, []string{"id", "uploaded_by", "purpose", "upload_state", "scan_status", "created_at", "original_name", "size_bytes", "mime_type", "thumbnails"}, nil, []member{
		{"id", &m.Id},
		{"uploaded_by", &m.UploadedBy},
		{"purpose", &m.Purpose},
		{"upload_state", &m.UploadState},
		{"scan_status", &m.ScanStatus},
		{"transcript_status", &m.TranscriptStatus},
		{"created_at", &m.CreatedAt},
		{"version", &m.Version},
		{"original_name", &m.OriginalName},
		{"size_bytes", &m.SizeBytes},
		{"mime_type", &m.MimeType},
		{"sha256", &m.Sha256},
		{"message_id", &m.MessageId},
		{"thumbnails", &m.Thumbnails},
	})
}

type FilePurpose uint

const (
	FilePurposeAttachment FilePurpose = iota
	FilePurposeAvatar
	FilePurposeVoice
	FilePurposeReservedImport
)

// Value returns the value of the enum.
func (op FilePurpose) Value() any {
	if op >= FilePurpose(len(FilePurposeValues)) {
		return nil
	}
	return FilePurposeValues[op]
}

var FilePurposeValues = []any{"attachment", "avatar", "voice", "import"}

func (e *FilePurpose) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(FilePurposeValues, raw)
	if err != nil {
		return fmt.Errorf("FilePurpose: %w", err)
	}
	*e = FilePurpose(i)
	return nil
}

func (e FilePurpose) MarshalJSON() ([]byte, error) {
	if int(e) >= len(FilePurposeValues) {
		return nil, fmt.Errorf("FilePurpose: no value %d", e)
	}
	return json.Marshal(FilePurposeValues[e])
}

type FileUploadState uint

const (
	FileUploadStatePending FileUploadState = iota
	FileUploadStateUploaded
	FileUploadStateFinal
	FileUploadStateDeleted
)

// Value returns the value of the enum.
func (op FileUploadState) Value() any {
	if op >= FileUploadState(len(FileUploadStateValues)) {
		return nil
	}
	return FileUploadStateValues[op]
}

var FileUploadStateValues = []any{"pending", "uploaded", "final", "deleted"}

func (e *FileUploadState) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(FileUploadStateValues, raw)
	if err != nil {
		return fmt.Errorf("FileUploadState: %w", err)
	}
	*e = FileUploadState(i)
	return nil
}

func (e FileUploadState) MarshalJSON() ([]byte, error) {
	if int(e) >= len(FileUploadStateValues) {
		return nil, fmt.Errorf("FileUploadState: no value %d", e)
	}
	return json.Marshal(FileUploadStateValues[e])
}

type FileScanStatus uint

const (
	FileScanStatusPending FileScanStatus = iota
	FileScanStatusClean
	FileScanStatusInfected
	FileScanStatusSkipped
)

// Value returns the value of the enum.
func (op FileScanStatus) Value() any {
	if op >= FileScanStatus(len(FileScanStatusValues)) {
		return nil
	}
	return FileScanStatusValues[op]
}

var FileScanStatusValues = []any{"pending", "clean", "infected", "skipped"}

func (e *FileScanStatus) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(FileScanStatusValues, raw)
	if err != nil {
		return fmt.Errorf("FileScanStatus: %w", err)
	}
	*e = FileScanStatus(i)
	return nil
}

func (e FileScanStatus) MarshalJSON() ([]byte, error) {
	if int(e) >= len(FileScanStatusValues) {
		return nil, fmt.Errorf("FileScanStatus: no value %d", e)
	}
	return json.Marshal(FileScanStatusValues[e])
}

type FileTranscriptStatus uint

const (
	FileTranscriptStatusNone FileTranscriptStatus = iota
	FileTranscriptStatusPending
	FileTranscriptStatusDone
	FileTranscriptStatusFailed
)

// Value returns the value of the enum.
func (op FileTranscriptStatus) Value() any {
	if op >= FileTranscriptStatus(len(FileTranscriptStatusValues)) {
		return nil
	}
	return FileTranscriptStatusValues[op]
}

var FileTranscriptStatusValues = []any{"none", "pending", "done", "failed"}

func (e *FileTranscriptStatus) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(FileTranscriptStatusValues, raw)
	if err != nil {
		return fmt.Errorf("FileTranscriptStatus: %w", err)
	}
	*e = FileTranscriptStatus(i)
	return nil
}

func (e FileTranscriptStatus) MarshalJSON() ([]byte, error) {
	if int(e) >= len(FileTranscriptStatusValues) {
		return nil, fmt.Errorf("FileTranscriptStatus: no value %d", e)
	}
	return json.Marshal(FileTranscriptStatusValues[e])
}

type FileThumbnailsItem struct {
	Width  int64 `json:"width"`
	Height int64 `json:"height"`
}

func (m *FileThumbnailsItem) UnmarshalJSON(raw []byte) error {
	return decodeStruct("FileThumbnailsItem", raw, true, []string{"width", "height"}, nil, []member{
		{"width", &m.Width},
		{"height", &m.Height},
	})
}

// thread.updated v1 (durable), delivered form
type ThreadUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                            `json:"seq"`
	Type          string                           `json:"type"`
	SchemaVersion *ThreadUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                      `json:"occurred_at"`
	Actor      *EventActor                 `json:"actor,omitempty"`
	Scope      *EventScope                 `json:"scope"`
	Resource   *ThreadUpdatedEventResource `json:"resource"`
	Payload    *ThreadUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ThreadUpdatedEvent) isEvent() {}

func (m *ThreadUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"thread.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ThreadUpdatedEventSchemaVersion uint

const (
	ThreadUpdatedEventSchemaVersionNumber_1 ThreadUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ThreadUpdatedEventSchemaVersion) Value() any {
	if op >= ThreadUpdatedEventSchemaVersion(len(ThreadUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return ThreadUpdatedEventSchemaVersionValues[op]
}

var ThreadUpdatedEventSchemaVersionValues = []any{1}

func (e *ThreadUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ThreadUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ThreadUpdatedEventSchemaVersion: %w", err)
	}
	*e = ThreadUpdatedEventSchemaVersion(i)
	return nil
}

func (e ThreadUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ThreadUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ThreadUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ThreadUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ThreadUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *ThreadUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type ThreadUpdatedV1 struct {
	Thread *Thread `json:"thread"`
}

func (m *ThreadUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadUpdatedV1", raw, true, []string{"thread"}, nil, []member{
		{"thread", &m.Thread},
	})
}

type Thread struct {
	// A UUID (RFC 9562), any version.
	Id string `json:"id"`
	// A UUID (RFC 9562), any version.
	ChannelId string `json:"channel_id"`
	// A UUID (RFC 9562), any version.
	SpaceId        string  `json:"space_id"`
	Title          *string `json:"title,omitempty"`
	Closed         *bool   `json:"closed,omitempty"`
	LastMessageSeq int64   `json:"last_message_seq"`
	MessageCount   int64   `json:"message_count"`
	UnreadFloorSeq *int64  `json:"unread_floor_seq,omitempty"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *Thread) UnmarshalJSON(raw []byte) error {
	return decodeStruct("Thread", raw, true, []string{"id", "channel_id", "space_id", "last_message_seq", "message_count", "version"}, nil, []member{
		{"id", &m.Id},
		{"channel_id", &m.ChannelId},
		{"space_id", &m.SpaceId},
		{"title", &m.Title},
		{"closed", &m.Closed},
		{"last_message_seq", &m.LastMessageSeq},
		{"message_count", &m.MessageCount},
		{"unread_floor_seq", &m.UnreadFloorSeq},
		{"version", &m.Version},
	})
}

// thread.closed v1 (durable), delivered form
type ThreadClosedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                           `json:"seq"`
	Type          string                          `json:"type"`
	SchemaVersion *ThreadClosedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                     `json:"occurred_at"`
	Actor      *EventActor                `json:"actor,omitempty"`
	Scope      *EventScope                `json:"scope"`
	Resource   *ThreadClosedEventResource `json:"resource"`
	Payload    *ThreadClosedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ThreadClosedEvent) isEvent() {}

func (m *ThreadClosedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadClosedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"thread.closed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ThreadClosedEventSchemaVersion uint

const (
	ThreadClosedEventSchemaVersionNumber_1 ThreadClosedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ThreadClosedEventSchemaVersion) Value() any {
	if op >= ThreadClosedEventSchemaVersion(len(ThreadClosedEventSchemaVersionValues)) {
		return nil
	}
	return ThreadClosedEventSchemaVersionValues[op]
}

var ThreadClosedEventSchemaVersionValues = []any{1}

func (e *ThreadClosedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ThreadClosedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ThreadClosedEventSchemaVersion: %w", err)
	}
	*e = ThreadClosedEventSchemaVersion(i)
	return nil
}

func (e ThreadClosedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ThreadClosedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ThreadClosedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ThreadClosedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ThreadClosedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *ThreadClosedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadClosedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type ThreadClosedV1 struct {
	Thread *Thread `json:"thread"`
}

func (m *ThreadClosedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadClosedV1", raw, true, []string{"thread"}, nil, []member{
		{"thread", &m.Thread},
	})
}

// thread.moved v1 (durable), delivered form
type ThreadMovedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                          `json:"seq"`
	Type          string                         `json:"type"`
	SchemaVersion *ThreadMovedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                    `json:"occurred_at"`
	Actor      *EventActor               `json:"actor,omitempty"`
	Scope      *EventScope               `json:"scope"`
	Resource   *ThreadMovedEventResource `json:"resource"`
	Payload    *ThreadMovedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ThreadMovedEvent) isEvent() {}

func (m *ThreadMovedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadMovedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"thread.moved\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ThreadMovedEventSchemaVersion uint

const (
	ThreadMovedEventSchemaVersionNumber_1 ThreadMovedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ThreadMovedEventSchemaVersion) Value() any {
	if op >= ThreadMovedEventSchemaVersion(len(ThreadMovedEventSchemaVersionValues)) {
		return nil
	}
	return ThreadMovedEventSchemaVersionValues[op]
}

var ThreadMovedEventSchemaVersionValues = []any{1}

func (e *ThreadMovedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ThreadMovedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ThreadMovedEventSchemaVersion: %w", err)
	}
	*e = ThreadMovedEventSchemaVersion(i)
	return nil
}

func (e ThreadMovedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ThreadMovedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ThreadMovedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ThreadMovedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ThreadMovedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *ThreadMovedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadMovedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type ThreadMovedV1 struct {
	Thread *Thread `json:"thread"`
	// A UUID (RFC 9562), any version.
	FromChannelId string `json:"from_channel_id"`
}

func (m *ThreadMovedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadMovedV1", raw, true, []string{"thread", "from_channel_id"}, nil, []member{
		{"thread", &m.Thread},
		{"from_channel_id", &m.FromChannelId},
	})
}

// thread.moved_out v1 (durable), delivered form
type ThreadMovedOutEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *ThreadMovedOutEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *ThreadMovedOutEventResource `json:"resource"`
	Payload    *ThreadMovedOutV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ThreadMovedOutEvent) isEvent() {}

func (m *ThreadMovedOutEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadMovedOutEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"thread.moved_out\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ThreadMovedOutEventSchemaVersion uint

const (
	ThreadMovedOutEventSchemaVersionNumber_1 ThreadMovedOutEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ThreadMovedOutEventSchemaVersion) Value() any {
	if op >= ThreadMovedOutEventSchemaVersion(len(ThreadMovedOutEventSchemaVersionValues)) {
		return nil
	}
	return ThreadMovedOutEventSchemaVersionValues[op]
}

var ThreadMovedOutEventSchemaVersionValues = []any{1}

func (e *ThreadMovedOutEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ThreadMovedOutEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ThreadMovedOutEventSchemaVersion: %w", err)
	}
	*e = ThreadMovedOutEventSchemaVersion(i)
	return nil
}

func (e ThreadMovedOutEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ThreadMovedOutEventSchemaVersionValues) {
		return nil, fmt.Errorf("ThreadMovedOutEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ThreadMovedOutEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ThreadMovedOutEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *ThreadMovedOutEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadMovedOutEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type ThreadMovedOutV1 struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// A UUID (RFC 9562), any version.
	FromChannelId string `json:"from_channel_id"`
}

func (m *ThreadMovedOutV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ThreadMovedOutV1", raw, true, []string{"thread_id", "from_channel_id"}, nil, []member{
		{"thread_id", &m.ThreadId},
		{"from_channel_id", &m.FromChannelId},
	})
}

// channel.created v1 (durable), delivered form
type ChannelCreatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *ChannelCreatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *ChannelCreatedEventResource `json:"resource"`
	Payload    *ChannelCreatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ChannelCreatedEvent) isEvent() {}

func (m *ChannelCreatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelCreatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"channel.created\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ChannelCreatedEventSchemaVersion uint

const (
	ChannelCreatedEventSchemaVersionNumber_1 ChannelCreatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ChannelCreatedEventSchemaVersion) Value() any {
	if op >= ChannelCreatedEventSchemaVersion(len(ChannelCreatedEventSchemaVersionValues)) {
		return nil
	}
	return ChannelCreatedEventSchemaVersionValues[op]
}

var ChannelCreatedEventSchemaVersionValues = []any{1}

func (e *ChannelCreatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ChannelCreatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ChannelCreatedEventSchemaVersion: %w", err)
	}
	*e = ChannelCreatedEventSchemaVersion(i)
	return nil
}

func (e ChannelCreatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ChannelCreatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ChannelCreatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ChannelCreatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ChannelCreatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *ChannelCreatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelCreatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type ChannelCreatedV1 struct {
	Channel *Channel `json:"channel"`
}

func (m *ChannelCreatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelCreatedV1", raw, true, []string{"channel"}, nil, []member{
		{"channel", &m.Channel},
	})
}

// channel.updated v1 (durable), delivered form
type ChannelUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *ChannelUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *ChannelUpdatedEventResource `json:"resource"`
	Payload    *ChannelUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ChannelUpdatedEvent) isEvent() {}

func (m *ChannelUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"channel.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ChannelUpdatedEventSchemaVersion uint

const (
	ChannelUpdatedEventSchemaVersionNumber_1 ChannelUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ChannelUpdatedEventSchemaVersion) Value() any {
	if op >= ChannelUpdatedEventSchemaVersion(len(ChannelUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return ChannelUpdatedEventSchemaVersionValues[op]
}

var ChannelUpdatedEventSchemaVersionValues = []any{1}

func (e *ChannelUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ChannelUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ChannelUpdatedEventSchemaVersion: %w", err)
	}
	*e = ChannelUpdatedEventSchemaVersion(i)
	return nil
}

func (e ChannelUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ChannelUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ChannelUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ChannelUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ChannelUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *ChannelUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type ChannelUpdatedV1 struct {
	Channel *Channel `json:"channel"`
}

func (m *ChannelUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelUpdatedV1", raw, true, []string{"channel"}, nil, []member{
		{"channel", &m.Channel},
	})
}

// channel.archived v1 (durable), delivered form
type ChannelArchivedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                              `json:"seq"`
	Type          string                             `json:"type"`
	SchemaVersion *ChannelArchivedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                        `json:"occurred_at"`
	Actor      *EventActor                   `json:"actor,omitempty"`
	Scope      *EventScope                   `json:"scope"`
	Resource   *ChannelArchivedEventResource `json:"resource"`
	Payload    *ChannelArchivedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ChannelArchivedEvent) isEvent() {}

func (m *ChannelArchivedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelArchivedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"channel.archived\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ChannelArchivedEventSchemaVersion uint

const (
	ChannelArchivedEventSchemaVersionNumber_1 ChannelArchivedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ChannelArchivedEventSchemaVersion) Value() any {
	if op >= ChannelArchivedEventSchemaVersion(len(ChannelArchivedEventSchemaVersionValues)) {
		return nil
	}
	return ChannelArchivedEventSchemaVersionValues[op]
}

var ChannelArchivedEventSchemaVersionValues = []any{1}

func (e *ChannelArchivedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ChannelArchivedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ChannelArchivedEventSchemaVersion: %w", err)
	}
	*e = ChannelArchivedEventSchemaVersion(i)
	return nil
}

func (e ChannelArchivedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ChannelArchivedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ChannelArchivedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ChannelArchivedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ChannelArchivedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *ChannelArchivedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelArchivedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type ChannelArchivedV1 struct {
	Channel *Channel `json:"channel"`
}

func (m *ChannelArchivedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelArchivedV1", raw, true, []string{"channel"}, nil, []member{
		{"channel", &m.Channel},
	})
}

// channel.settings_changed v1 (durable), delivered form
type ChannelSettingsChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                     `json:"seq"`
	Type          string                                    `json:"type"`
	SchemaVersion *ChannelSettingsChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                               `json:"occurred_at"`
	Actor      *EventActor                          `json:"actor,omitempty"`
	Scope      *EventScope                          `json:"scope"`
	Resource   *ChannelSettingsChangedEventResource `json:"resource"`
	Payload    *ChannelSettingsChangedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ChannelSettingsChangedEvent) isEvent() {}

func (m *ChannelSettingsChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelSettingsChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"channel.settings_changed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ChannelSettingsChangedEventSchemaVersion uint

const (
	ChannelSettingsChangedEventSchemaVersionNumber_1 ChannelSettingsChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ChannelSettingsChangedEventSchemaVersion) Value() any {
	if op >= ChannelSettingsChangedEventSchemaVersion(len(ChannelSettingsChangedEventSchemaVersionValues)) {
		return nil
	}
	return ChannelSettingsChangedEventSchemaVersionValues[op]
}

var ChannelSettingsChangedEventSchemaVersionValues = []any{1}

func (e *ChannelSettingsChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ChannelSettingsChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ChannelSettingsChangedEventSchemaVersion: %w", err)
	}
	*e = ChannelSettingsChangedEventSchemaVersion(i)
	return nil
}

func (e ChannelSettingsChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ChannelSettingsChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ChannelSettingsChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ChannelSettingsChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ChannelSettingsChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *ChannelSettingsChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelSettingsChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type ChannelSettingsChangedV1 struct {
	// A UUID (RFC 9562), any version.
	ChannelId       string `json:"channel_id"`
	SettingsVersion int64  `json:"settings_version"`
}

func (m *ChannelSettingsChangedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ChannelSettingsChangedV1", raw, true, []string{"channel_id", "settings_version"}, nil, []member{
		{"channel_id", &m.ChannelId},
		{"settings_version", &m.SettingsVersion},
	})
}

// space.archived v1 (durable), delivered form
type SpaceArchivedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                            `json:"seq"`
	Type          string                           `json:"type"`
	SchemaVersion *SpaceArchivedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                      `json:"occurred_at"`
	Actor      *EventActor                 `json:"actor,omitempty"`
	Scope      *EventScope                 `json:"scope"`
	Resource   *SpaceArchivedEventResource `json:"resource"`
	Payload    *SpaceArchivedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (SpaceArchivedEvent) isEvent() {}

func (m *SpaceArchivedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SpaceArchivedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"space.archived\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type SpaceArchivedEventSchemaVersion uint

const (
	SpaceArchivedEventSchemaVersionNumber_1 SpaceArchivedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op SpaceArchivedEventSchemaVersion) Value() any {
	if op >= SpaceArchivedEventSchemaVersion(len(SpaceArchivedEventSchemaVersionValues)) {
		return nil
	}
	return SpaceArchivedEventSchemaVersionValues[op]
}

var SpaceArchivedEventSchemaVersionValues = []any{1}

func (e *SpaceArchivedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(SpaceArchivedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("SpaceArchivedEventSchemaVersion: %w", err)
	}
	*e = SpaceArchivedEventSchemaVersion(i)
	return nil
}

func (e SpaceArchivedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(SpaceArchivedEventSchemaVersionValues) {
		return nil, fmt.Errorf("SpaceArchivedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(SpaceArchivedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type SpaceArchivedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *SpaceArchivedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SpaceArchivedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"space\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type SpaceArchivedV1 struct {
	Space *Space `json:"space"`
}

func (m *SpaceArchivedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SpaceArchivedV1", raw, true, []string{"space"}, nil, []member{
		{"space", &m.Space},
	})
}

// import.progress v1 (durable), delivered form
type ImportProgressEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *ImportProgressEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *ImportProgressEventResource `json:"resource"`
	Payload    *ImportProgressV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ImportProgressEvent) isEvent() {}

func (m *ImportProgressEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ImportProgressEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"import.progress\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ImportProgressEventSchemaVersion uint

const (
	ImportProgressEventSchemaVersionNumber_1 ImportProgressEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ImportProgressEventSchemaVersion) Value() any {
	if op >= ImportProgressEventSchemaVersion(len(ImportProgressEventSchemaVersionValues)) {
		return nil
	}
	return ImportProgressEventSchemaVersionValues[op]
}

var ImportProgressEventSchemaVersionValues = []any{1}

func (e *ImportProgressEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ImportProgressEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ImportProgressEventSchemaVersion: %w", err)
	}
	*e = ImportProgressEventSchemaVersion(i)
	return nil
}

func (e ImportProgressEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ImportProgressEventSchemaVersionValues) {
		return nil, fmt.Errorf("ImportProgressEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ImportProgressEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ImportProgressEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *ImportProgressEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ImportProgressEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"import\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type ImportProgressV1 struct {
	// A UUID (RFC 9562), any version.
	ImportId string `json:"import_id"`
	// A UUID (RFC 9562), any version.
	ThreadId      string                 `json:"thread_id"`
	Batch         int64                  `json:"batch"`
	ImportedCount int64                  `json:"imported_count"`
	TotalCount    *int64                 `json:"total_count,omitempty"`
	State         *ImportProgressV1State `json:"state"`
}

func (m *ImportProgressV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ImportProgressV1", raw, true, []string{"import_id", "thread_id", "batch", "imported_count", "state"}, nil, []member{
		{"import_id", &m.ImportId},
		{"thread_id", &m.ThreadId},
		{"batch", &m.Batch},
		{"imported_count", &m.ImportedCount},
		{"total_count", &m.TotalCount},
		{"state", &m.State},
	})
}

type ImportProgressV1State uint

const (
	ImportProgressV1StateRunning ImportProgressV1State = iota
	ImportProgressV1StateDone
	ImportProgressV1StateFailed
)

// Value returns the value of the enum.
func (op ImportProgressV1State) Value() any {
	if op >= ImportProgressV1State(len(ImportProgressV1StateValues)) {
		return nil
	}
	return ImportProgressV1StateValues[op]
}

var ImportProgressV1StateValues = []any{"running", "done", "failed"}

func (e *ImportProgressV1State) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ImportProgressV1StateValues, raw)
	if err != nil {
		return fmt.Errorf("ImportProgressV1State: %w", err)
	}
	*e = ImportProgressV1State(i)
	return nil
}

func (e ImportProgressV1State) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ImportProgressV1StateValues) {
		return nil, fmt.Errorf("ImportProgressV1State: no value %d", e)
	}
	return json.Marshal(ImportProgressV1StateValues[e])
}

// run.state_changed v1 (durable), delivered form
type RunStateChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                              `json:"seq"`
	Type          string                             `json:"type"`
	SchemaVersion *RunStateChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                        `json:"occurred_at"`
	Actor      *EventActor                   `json:"actor,omitempty"`
	Scope      *EventScope                   `json:"scope"`
	Resource   *RunStateChangedEventResource `json:"resource"`
	Payload    *RunStateChangedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (RunStateChangedEvent) isEvent() {}

func (m *RunStateChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunStateChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"run.state_changed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type RunStateChangedEventSchemaVersion uint

const (
	RunStateChangedEventSchemaVersionNumber_1 RunStateChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op RunStateChangedEventSchemaVersion) Value() any {
	if op >= RunStateChangedEventSchemaVersion(len(RunStateChangedEventSchemaVersionValues)) {
		return nil
	}
	return RunStateChangedEventSchemaVersionValues[op]
}

var RunStateChangedEventSchemaVersionValues = []any{1}

func (e *RunStateChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(RunStateChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("RunStateChangedEventSchemaVersion: %w", err)
	}
	*e = RunStateChangedEventSchemaVersion(i)
	return nil
}

func (e RunStateChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(RunStateChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("RunStateChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(RunStateChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type RunStateChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *RunStateChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunStateChangedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type RunStateChangedV1 struct {
	// A UUID (RFC 9562), any version.
	RunId string `json:"run_id"`
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// A UUID (RFC 9562), any version.
	AgentId    string    `json:"agent_id"`
	State      *RunState `json:"state"`
	Reason     *string   `json:"reason,omitempty"`
	DurationMs *int64    `json:"duration_ms,omitempty"`
	CostMicros *int64    `json:"cost_micros,omitempty"`
	StepCount  int64     `json:"step_count"`
}

func (m *RunStateChangedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunStateChangedV1", raw, true, []string{"run_id", "thread_id", "agent_id", "state", "step_count"}, nil, []member{
		{"run_id", &m.RunId},
		{"thread_id", &m.ThreadId},
		{"agent_id", &m.AgentId},
		{"state", &m.State},
		{"reason", &m.Reason},
		{"duration_ms", &m.DurationMs},
		{"cost_micros", &m.CostMicros},
		{"step_count", &m.StepCount},
	})
}

// run.cancel_requested v1 (durable), delivered form
type RunCancelRequestedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                 `json:"seq"`
	Type          string                                `json:"type"`
	SchemaVersion *RunCancelRequestedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                           `json:"occurred_at"`
	Actor      *EventActor                      `json:"actor,omitempty"`
	Scope      *EventScope                      `json:"scope"`
	Resource   *RunCancelRequestedEventResource `json:"resource"`
	Audience   string                           `json:"audience"`
	Payload    *RunCancelRequestedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (RunCancelRequestedEvent) isEvent() {}

func (m *RunCancelRequestedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunCancelRequestedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"run.cancel_requested\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type RunCancelRequestedEventSchemaVersion uint

const (
	RunCancelRequestedEventSchemaVersionNumber_1 RunCancelRequestedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op RunCancelRequestedEventSchemaVersion) Value() any {
	if op >= RunCancelRequestedEventSchemaVersion(len(RunCancelRequestedEventSchemaVersionValues)) {
		return nil
	}
	return RunCancelRequestedEventSchemaVersionValues[op]
}

var RunCancelRequestedEventSchemaVersionValues = []any{1}

func (e *RunCancelRequestedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(RunCancelRequestedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("RunCancelRequestedEventSchemaVersion: %w", err)
	}
	*e = RunCancelRequestedEventSchemaVersion(i)
	return nil
}

func (e RunCancelRequestedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(RunCancelRequestedEventSchemaVersionValues) {
		return nil, fmt.Errorf("RunCancelRequestedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(RunCancelRequestedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type RunCancelRequestedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *RunCancelRequestedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunCancelRequestedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type RunCancelRequestedV1 struct {
	// A UUID (RFC 9562), any version.
	RunId  string                      `json:"run_id"`
	Reason *RunCancelRequestedV1Reason `json:"reason"`
}

func (m *RunCancelRequestedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunCancelRequestedV1", raw, true, []string{"run_id", "reason"}, nil, []member{
		{"run_id", &m.RunId},
		{"reason", &m.Reason},
	})
}

type RunCancelRequestedV1Reason uint

const (
	RunCancelRequestedV1ReasonUserCancelled RunCancelRequestedV1Reason = iota
	RunCancelRequestedV1ReasonAccessRevoked
	RunCancelRequestedV1ReasonChannelReadOnly
	RunCancelRequestedV1ReasonAgentDisabled
	RunCancelRequestedV1ReasonTriggerPrincipalDisabled
)

// Value returns the value of the enum.
func (op RunCancelRequestedV1Reason) Value() any {
	if op >= RunCancelRequestedV1Reason(len(RunCancelRequestedV1ReasonValues)) {
		return nil
	}
	return RunCancelRequestedV1ReasonValues[op]
}

var RunCancelRequestedV1ReasonValues = []any{"user_cancelled", "access_revoked", "channel_read_only", "agent_disabled", "trigger_principal_disabled"}

func (e *RunCancelRequestedV1Reason) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(RunCancelRequestedV1ReasonValues, raw)
	if err != nil {
		return fmt.Errorf("RunCancelRequestedV1Reason: %w", err)
	}
	*e = RunCancelRequestedV1Reason(i)
	return nil
}

func (e RunCancelRequestedV1Reason) MarshalJSON() ([]byte, error) {
	if int(e) >= len(RunCancelRequestedV1ReasonValues) {
		return nil, fmt.Errorf("RunCancelRequestedV1Reason: no value %d", e)
	}
	return json.Marshal(RunCancelRequestedV1ReasonValues[e])
}

// agent.invocation v1 (durable), delivered form
type AgentInvocationEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                              `json:"seq"`
	Type          string                             `json:"type"`
	SchemaVersion *AgentInvocationEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                        `json:"occurred_at"`
	Actor      *EventActor                   `json:"actor,omitempty"`
	Scope      *EventScope                   `json:"scope"`
	Resource   *AgentInvocationEventResource `json:"resource"`
	Audience   string                        `json:"audience"`
	Payload    *AgentInvocationV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json.
	InvocationToken *string `json:"invocation_token,omitempty"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (AgentInvocationEvent) isEvent() {}

func (m *AgentInvocationEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentInvocationEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"agent.invocation\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"invocation_token", &m.InvocationToken},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type AgentInvocationEventSchemaVersion uint

const (
	AgentInvocationEventSchemaVersionNumber_1 AgentInvocationEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op AgentInvocationEventSchemaVersion) Value() any {
	if op >= AgentInvocationEventSchemaVersion(len(AgentInvocationEventSchemaVersionValues)) {
		return nil
	}
	return AgentInvocationEventSchemaVersionValues[op]
}

var AgentInvocationEventSchemaVersionValues = []any{1}

func (e *AgentInvocationEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentInvocationEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("AgentInvocationEventSchemaVersion: %w", err)
	}
	*e = AgentInvocationEventSchemaVersion(i)
	return nil
}

func (e AgentInvocationEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentInvocationEventSchemaVersionValues) {
		return nil, fmt.Errorf("AgentInvocationEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(AgentInvocationEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type AgentInvocationEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *AgentInvocationEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentInvocationEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// Names the message by ID only; the agent reads its content via REST (2.2).
type AgentInvocationV1 struct {
	// A UUID (RFC 9562), any version.
	RunId string `json:"run_id"`
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// A UUID (RFC 9562), any version.
	MessageId   string                        `json:"message_id"`
	TriggerKind *AgentInvocationV1TriggerKind `json:"trigger_kind"`
	// A UUID (RFC 9562), any version.
	TriggerPrincipalId string `json:"trigger_principal_id"`
}

func (m *AgentInvocationV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentInvocationV1", raw, true, []string{"run_id", "thread_id", "message_id", "trigger_kind", "trigger_principal_id"}, nil, []member{
		{"run_id", &m.RunId},
		{"thread_id", &m.ThreadId},
		{"message_id", &m.MessageId},
		{"trigger_kind", &m.TriggerKind},
		{"trigger_principal_id", &m.TriggerPrincipalId},
	})
}

type AgentInvocationV1TriggerKind uint

const (
	AgentInvocationV1TriggerKindMention AgentInvocationV1TriggerKind = iota
	AgentInvocationV1TriggerKindFreeResponse
	AgentInvocationV1TriggerKindCommand
	AgentInvocationV1TriggerKindFollowup
	AgentInvocationV1TriggerKindSchedule
)

// Value returns the value of the enum.
func (op AgentInvocationV1TriggerKind) Value() any {
	if op >= AgentInvocationV1TriggerKind(len(AgentInvocationV1TriggerKindValues)) {
		return nil
	}
	return AgentInvocationV1TriggerKindValues[op]
}

var AgentInvocationV1TriggerKindValues = []any{"mention", "free_response", "command", "followup", "schedule"}

func (e *AgentInvocationV1TriggerKind) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentInvocationV1TriggerKindValues, raw)
	if err != nil {
		return fmt.Errorf("AgentInvocationV1TriggerKind: %w", err)
	}
	*e = AgentInvocationV1TriggerKind(i)
	return nil
}

func (e AgentInvocationV1TriggerKind) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentInvocationV1TriggerKindValues) {
		return nil, fmt.Errorf("AgentInvocationV1TriggerKind: no value %d", e)
	}
	return json.Marshal(AgentInvocationV1TriggerKindValues[e])
}

// agent.followup v1 (durable), delivered form
type AgentFollowupEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                            `json:"seq"`
	Type          string                           `json:"type"`
	SchemaVersion *AgentFollowupEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                      `json:"occurred_at"`
	Actor      *EventActor                 `json:"actor,omitempty"`
	Scope      *EventScope                 `json:"scope"`
	Resource   *AgentFollowupEventResource `json:"resource"`
	Audience   string                      `json:"audience"`
	Payload    *AgentFollowupV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json.
	InvocationToken *string `json:"invocation_token,omitempty"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (AgentFollowupEvent) isEvent() {}

func (m *AgentFollowupEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentFollowupEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"agent.followup\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"invocation_token", &m.InvocationToken},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type AgentFollowupEventSchemaVersion uint

const (
	AgentFollowupEventSchemaVersionNumber_1 AgentFollowupEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op AgentFollowupEventSchemaVersion) Value() any {
	if op >= AgentFollowupEventSchemaVersion(len(AgentFollowupEventSchemaVersionValues)) {
		return nil
	}
	return AgentFollowupEventSchemaVersionValues[op]
}

var AgentFollowupEventSchemaVersionValues = []any{1}

func (e *AgentFollowupEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentFollowupEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("AgentFollowupEventSchemaVersion: %w", err)
	}
	*e = AgentFollowupEventSchemaVersion(i)
	return nil
}

func (e AgentFollowupEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentFollowupEventSchemaVersionValues) {
		return nil, fmt.Errorf("AgentFollowupEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(AgentFollowupEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type AgentFollowupEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *AgentFollowupEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentFollowupEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type AgentFollowupV1 struct {
	// A UUID (RFC 9562), any version.
	RunId string `json:"run_id"`
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// A UUID (RFC 9562), any version.
	MessageId string `json:"message_id"`
}

func (m *AgentFollowupV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentFollowupV1", raw, true, []string{"run_id", "thread_id", "message_id"}, nil, []member{
		{"run_id", &m.RunId},
		{"thread_id", &m.ThreadId},
		{"message_id", &m.MessageId},
	})
}

// agent.config_changed v1 (durable), delivered form
type AgentConfigChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                 `json:"seq"`
	Type          string                                `json:"type"`
	SchemaVersion *AgentConfigChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                           `json:"occurred_at"`
	Actor      *EventActor                      `json:"actor,omitempty"`
	Scope      *EventScope                      `json:"scope"`
	Resource   *AgentConfigChangedEventResource `json:"resource"`
	Audience   string                           `json:"audience"`
	Payload    *AgentConfigChangedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (AgentConfigChangedEvent) isEvent() {}

func (m *AgentConfigChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentConfigChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"agent.config_changed\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type AgentConfigChangedEventSchemaVersion uint

const (
	AgentConfigChangedEventSchemaVersionNumber_1 AgentConfigChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op AgentConfigChangedEventSchemaVersion) Value() any {
	if op >= AgentConfigChangedEventSchemaVersion(len(AgentConfigChangedEventSchemaVersionValues)) {
		return nil
	}
	return AgentConfigChangedEventSchemaVersionValues[op]
}

var AgentConfigChangedEventSchemaVersionValues = []any{1}

func (e *AgentConfigChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentConfigChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("AgentConfigChangedEventSchemaVersion: %w", err)
	}
	*e = AgentConfigChangedEventSchemaVersion(i)
	return nil
}

func (e AgentConfigChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentConfigChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("AgentConfigChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(AgentConfigChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type AgentConfigChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *AgentConfigChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentConfigChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type AgentConfigChangedV1 struct {
	// A UUID (RFC 9562), any version.
	AgentId string `json:"agent_id"`
	// A UUID (RFC 9562), any version.
	ChannelId       string `json:"channel_id"`
	SettingsVersion int64  `json:"settings_version"`
}

func (m *AgentConfigChangedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentConfigChangedV1", raw, true, []string{"agent_id", "channel_id", "settings_version"}, nil, []member{
		{"agent_id", &m.AgentId},
		{"channel_id", &m.ChannelId},
		{"settings_version", &m.SettingsVersion},
	})
}

// agent.updated v1 (durable), delivered form
type AgentUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                           `json:"seq"`
	Type          string                          `json:"type"`
	SchemaVersion *AgentUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                     `json:"occurred_at"`
	Actor      *EventActor                `json:"actor,omitempty"`
	Scope      *EventScope                `json:"scope"`
	Resource   *AgentUpdatedEventResource `json:"resource"`
	Payload    *AgentUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (AgentUpdatedEvent) isEvent() {}

func (m *AgentUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"agent.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type AgentUpdatedEventSchemaVersion uint

const (
	AgentUpdatedEventSchemaVersionNumber_1 AgentUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op AgentUpdatedEventSchemaVersion) Value() any {
	if op >= AgentUpdatedEventSchemaVersion(len(AgentUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return AgentUpdatedEventSchemaVersionValues[op]
}

var AgentUpdatedEventSchemaVersionValues = []any{1}

func (e *AgentUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("AgentUpdatedEventSchemaVersion: %w", err)
	}
	*e = AgentUpdatedEventSchemaVersion(i)
	return nil
}

func (e AgentUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("AgentUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(AgentUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type AgentUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *AgentUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"agent\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type AgentUpdatedV1 struct {
	Agent *AgentInfo `json:"agent"`
}

func (m *AgentUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentUpdatedV1", raw, true, []string{"agent"}, nil, []member{
		{"agent", &m.Agent},
	})
}

type AgentInfo struct {
	// A UUID (RFC 9562), any version.
	Id            string              `json:"id"`
	DisplayName   string              `json:"display_name"`
	Status        *AgentInfoStatus    `json:"status"`
	ToolClass     *AgentInfoToolClass `json:"tool_class"`
	BackendPolicy *string             `json:"backend_policy,omitempty"`
	// The commands the agent declares (D151)
	Commands  *[]AgentCommand     `json:"commands,omitempty"`
	Followups *AgentInfoFollowups `json:"followups,omitempty"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *AgentInfo) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentInfo", raw, true, []string{"id", "display_name", "status", "tool_class", "version"}, nil, []member{
		{"id", &m.Id},
		{"display_name", &m.DisplayName},
		{"status", &m.Status},
		{"tool_class", &m.ToolClass},
		{"backend_policy", &m.BackendPolicy},
		{"commands", &m.Commands},
		{"followups", &m.Followups},
		{"version", &m.Version},
	})
}

type AgentInfoStatus uint

const (
	AgentInfoStatusActive AgentInfoStatus = iota
	AgentInfoStatusDisabled
)

// Value returns the value of the enum.
func (op AgentInfoStatus) Value() any {
	if op >= AgentInfoStatus(len(AgentInfoStatusValues)) {
		return nil
	}
	return AgentInfoStatusValues[op]
}

var AgentInfoStatusValues = []any{"active", "disabled"}

func (e *AgentInfoStatus) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentInfoStatusValues, raw)
	if err != nil {
		return fmt.Errorf("AgentInfoStatus: %w", err)
	}
	*e = AgentInfoStatus(i)
	return nil
}

func (e AgentInfoStatus) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentInfoStatusValues) {
		return nil, fmt.Errorf("AgentInfoStatus: no value %d", e)
	}
	return json.Marshal(AgentInfoStatusValues[e])
}

type AgentInfoToolClass uint

const (
	AgentInfoToolClassNone AgentInfoToolClass = iota
	AgentInfoToolClassRead
	AgentInfoToolClassWrite
	AgentInfoToolClassExecute
)

// Value returns the value of the enum.
func (op AgentInfoToolClass) Value() any {
	if op >= AgentInfoToolClass(len(AgentInfoToolClassValues)) {
		return nil
	}
	return AgentInfoToolClassValues[op]
}

var AgentInfoToolClassValues = []any{"none", "read", "write", "execute"}

func (e *AgentInfoToolClass) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentInfoToolClassValues, raw)
	if err != nil {
		return fmt.Errorf("AgentInfoToolClass: %w", err)
	}
	*e = AgentInfoToolClass(i)
	return nil
}

func (e AgentInfoToolClass) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentInfoToolClassValues) {
		return nil, fmt.Errorf("AgentInfoToolClass: no value %d", e)
	}
	return json.Marshal(AgentInfoToolClassValues[e])
}

// The smallest command model (15.4, D151): a name the agent answers to; control = true (for example stop) goes to the agent at once as command.invoked and is never a follow-up
type AgentCommand struct {
	Name        string  `json:"name"`
	Control     bool    `json:"control"`
	Description *string `json:"description,omitempty"`
}

func (m *AgentCommand) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentCommand", raw, true, []string{"name", "control"}, nil, []member{
		{"name", &m.Name},
		{"control", &m.Control},
		{"description", &m.Description},
	})
}

// steer: the adapter feeds follow-ups into the running turn and gets agent.followup for each; queue: follow-ups that arrive while the run runs wait for its end and become its next run (15.4, D147). With either, a follow-up to a waiting run is its answer and comes as agent.followup (D288). Missing: queue
type AgentInfoFollowups uint

const (
	AgentInfoFollowupsSteer AgentInfoFollowups = iota
	AgentInfoFollowupsQueue
)

// Value returns the value of the enum.
func (op AgentInfoFollowups) Value() any {
	if op >= AgentInfoFollowups(len(AgentInfoFollowupsValues)) {
		return nil
	}
	return AgentInfoFollowupsValues[op]
}

var AgentInfoFollowupsValues = []any{"steer", "queue"}

func (e *AgentInfoFollowups) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentInfoFollowupsValues, raw)
	if err != nil {
		return fmt.Errorf("AgentInfoFollowups: %w", err)
	}
	*e = AgentInfoFollowups(i)
	return nil
}

func (e AgentInfoFollowups) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentInfoFollowupsValues) {
		return nil, fmt.Errorf("AgentInfoFollowups: no value %d", e)
	}
	return json.Marshal(AgentInfoFollowupsValues[e])
}

// agent_session.changed v1 (durable), delivered form
type AgentSessionChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                  `json:"seq"`
	Type          string                                 `json:"type"`
	SchemaVersion *AgentSessionChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                            `json:"occurred_at"`
	Actor      *EventActor                       `json:"actor,omitempty"`
	Scope      *EventScope                       `json:"scope"`
	Resource   *AgentSessionChangedEventResource `json:"resource"`
	Payload    *AgentSessionChangedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (AgentSessionChangedEvent) isEvent() {}

func (m *AgentSessionChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentSessionChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"agent_session.changed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type AgentSessionChangedEventSchemaVersion uint

const (
	AgentSessionChangedEventSchemaVersionNumber_1 AgentSessionChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op AgentSessionChangedEventSchemaVersion) Value() any {
	if op >= AgentSessionChangedEventSchemaVersion(len(AgentSessionChangedEventSchemaVersionValues)) {
		return nil
	}
	return AgentSessionChangedEventSchemaVersionValues[op]
}

var AgentSessionChangedEventSchemaVersionValues = []any{1}

func (e *AgentSessionChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentSessionChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("AgentSessionChangedEventSchemaVersion: %w", err)
	}
	*e = AgentSessionChangedEventSchemaVersion(i)
	return nil
}

func (e AgentSessionChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentSessionChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("AgentSessionChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(AgentSessionChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type AgentSessionChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *AgentSessionChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentSessionChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type AgentSessionChangedV1 struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// A UUID (RFC 9562), any version.
	AgentId string `json:"agent_id"`
	// A UUID (RFC 9562), any version.
	SessionId *string                     `json:"session_id,omitempty"`
	State     *AgentSessionChangedV1State `json:"state"`
}

func (m *AgentSessionChangedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentSessionChangedV1", raw, true, []string{"thread_id", "agent_id", "state"}, nil, []member{
		{"thread_id", &m.ThreadId},
		{"agent_id", &m.AgentId},
		{"session_id", &m.SessionId},
		{"state", &m.State},
	})
}

type AgentSessionChangedV1State uint

const (
	AgentSessionChangedV1StateActive AgentSessionChangedV1State = iota
	AgentSessionChangedV1StateEnded
)

// Value returns the value of the enum.
func (op AgentSessionChangedV1State) Value() any {
	if op >= AgentSessionChangedV1State(len(AgentSessionChangedV1StateValues)) {
		return nil
	}
	return AgentSessionChangedV1StateValues[op]
}

var AgentSessionChangedV1StateValues = []any{"active", "ended"}

func (e *AgentSessionChangedV1State) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentSessionChangedV1StateValues, raw)
	if err != nil {
		return fmt.Errorf("AgentSessionChangedV1State: %w", err)
	}
	*e = AgentSessionChangedV1State(i)
	return nil
}

func (e AgentSessionChangedV1State) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentSessionChangedV1StateValues) {
		return nil, fmt.Errorf("AgentSessionChangedV1State: no value %d", e)
	}
	return json.Marshal(AgentSessionChangedV1StateValues[e])
}

// command.invoked v1 (durable), delivered form
type CommandInvokedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *CommandInvokedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *CommandInvokedEventResource `json:"resource"`
	Audience   string                       `json:"audience"`
	Payload    *CommandInvokedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (CommandInvokedEvent) isEvent() {}

func (m *CommandInvokedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandInvokedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"command.invoked\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type CommandInvokedEventSchemaVersion uint

const (
	CommandInvokedEventSchemaVersionNumber_1 CommandInvokedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op CommandInvokedEventSchemaVersion) Value() any {
	if op >= CommandInvokedEventSchemaVersion(len(CommandInvokedEventSchemaVersionValues)) {
		return nil
	}
	return CommandInvokedEventSchemaVersionValues[op]
}

var CommandInvokedEventSchemaVersionValues = []any{1}

func (e *CommandInvokedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(CommandInvokedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("CommandInvokedEventSchemaVersion: %w", err)
	}
	*e = CommandInvokedEventSchemaVersion(i)
	return nil
}

func (e CommandInvokedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(CommandInvokedEventSchemaVersionValues) {
		return nil, fmt.Errorf("CommandInvokedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(CommandInvokedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type CommandInvokedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *CommandInvokedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandInvokedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"command\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type CommandInvokedV1 struct {
	CommandId string `json:"command_id"`
	// A UUID (RFC 9562), any version.
	InvocationId string `json:"invocation_id"`
	// A UUID (RFC 9562), any version.
	ChannelId string `json:"channel_id"`
	// A UUID (RFC 9562), any version.
	ThreadId *string `json:"thread_id,omitempty"`
	// A UUID (RFC 9562), any version.
	RunId *string `json:"run_id,omitempty"`
	// A UUID (RFC 9562), any version.
	UserId  string                     `json:"user_id"`
	Options map[string]json.RawMessage `json:"options"`
}

func (m *CommandInvokedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandInvokedV1", raw, true, []string{"command_id", "invocation_id", "channel_id", "user_id", "options"}, nil, []member{
		{"command_id", &m.CommandId},
		{"invocation_id", &m.InvocationId},
		{"channel_id", &m.ChannelId},
		{"thread_id", &m.ThreadId},
		{"run_id", &m.RunId},
		{"user_id", &m.UserId},
		{"options", &m.Options},
	})
}

// interaction.created v1 (durable), delivered form
type InteractionCreatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                 `json:"seq"`
	Type          string                                `json:"type"`
	SchemaVersion *InteractionCreatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                           `json:"occurred_at"`
	Actor      *EventActor                      `json:"actor,omitempty"`
	Scope      *EventScope                      `json:"scope"`
	Resource   *InteractionCreatedEventResource `json:"resource"`
	Audience   string                           `json:"audience"`
	Payload    *InteractionCreatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json.
	InvocationToken *string `json:"invocation_token,omitempty"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (InteractionCreatedEvent) isEvent() {}

func (m *InteractionCreatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("InteractionCreatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"interaction.created\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"invocation_token", &m.InvocationToken},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type InteractionCreatedEventSchemaVersion uint

const (
	InteractionCreatedEventSchemaVersionNumber_1 InteractionCreatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op InteractionCreatedEventSchemaVersion) Value() any {
	if op >= InteractionCreatedEventSchemaVersion(len(InteractionCreatedEventSchemaVersionValues)) {
		return nil
	}
	return InteractionCreatedEventSchemaVersionValues[op]
}

var InteractionCreatedEventSchemaVersionValues = []any{1}

func (e *InteractionCreatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(InteractionCreatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("InteractionCreatedEventSchemaVersion: %w", err)
	}
	*e = InteractionCreatedEventSchemaVersion(i)
	return nil
}

func (e InteractionCreatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(InteractionCreatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("InteractionCreatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(InteractionCreatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type InteractionCreatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *InteractionCreatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("InteractionCreatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"interaction\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type InteractionCreatedV1 struct {
	// A UUID (RFC 9562), any version.
	InteractionId string `json:"interaction_id"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientInteractionId *string `json:"client_interaction_id,omitempty"`
	// A UUID (RFC 9562), any version.
	RunId *string `json:"run_id,omitempty"`
	// A UUID (RFC 9562), any version.
	MessageId string `json:"message_id"`
	// A UUID (RFC 9562), any version.
	UserId string                      `json:"user_id"`
	Kind   *InteractionCreatedV1Kind   `json:"kind"`
	Values *map[string]json.RawMessage `json:"values,omitempty"`
}

func (m *InteractionCreatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("InteractionCreatedV1", raw, true, []string{"interaction_id", "message_id", "user_id", "kind"}, nil, []member{
		{"interaction_id", &m.InteractionId},
		{"client_interaction_id", &m.ClientInteractionId},
		{"run_id", &m.RunId},
		{"message_id", &m.MessageId},
		{"user_id", &m.UserId},
		{"kind", &m.Kind},
		{"values", &m.Values},
	})
}

type InteractionCreatedV1Kind uint

const (
	InteractionCreatedV1KindButton InteractionCreatedV1Kind = iota
	InteractionCreatedV1KindReservedSelect
	InteractionCreatedV1KindForm
)

// Value returns the value of the enum.
func (op InteractionCreatedV1Kind) Value() any {
	if op >= InteractionCreatedV1Kind(len(InteractionCreatedV1KindValues)) {
		return nil
	}
	return InteractionCreatedV1KindValues[op]
}

var InteractionCreatedV1KindValues = []any{"button", "select", "form"}

func (e *InteractionCreatedV1Kind) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(InteractionCreatedV1KindValues, raw)
	if err != nil {
		return fmt.Errorf("InteractionCreatedV1Kind: %w", err)
	}
	*e = InteractionCreatedV1Kind(i)
	return nil
}

func (e InteractionCreatedV1Kind) MarshalJSON() ([]byte, error) {
	if int(e) >= len(InteractionCreatedV1KindValues) {
		return nil, fmt.Errorf("InteractionCreatedV1Kind: no value %d", e)
	}
	return json.Marshal(InteractionCreatedV1KindValues[e])
}

// interaction.discarded v1 (durable), delivered form
type InteractionDiscardedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *InteractionDiscardedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *InteractionDiscardedEventResource `json:"resource"`
	Audience   string                             `json:"audience"`
	Payload    *InteractionDiscardedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (InteractionDiscardedEvent) isEvent() {}

func (m *InteractionDiscardedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("InteractionDiscardedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"interaction.discarded\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type InteractionDiscardedEventSchemaVersion uint

const (
	InteractionDiscardedEventSchemaVersionNumber_1 InteractionDiscardedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op InteractionDiscardedEventSchemaVersion) Value() any {
	if op >= InteractionDiscardedEventSchemaVersion(len(InteractionDiscardedEventSchemaVersionValues)) {
		return nil
	}
	return InteractionDiscardedEventSchemaVersionValues[op]
}

var InteractionDiscardedEventSchemaVersionValues = []any{1}

func (e *InteractionDiscardedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(InteractionDiscardedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("InteractionDiscardedEventSchemaVersion: %w", err)
	}
	*e = InteractionDiscardedEventSchemaVersion(i)
	return nil
}

func (e InteractionDiscardedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(InteractionDiscardedEventSchemaVersionValues) {
		return nil, fmt.Errorf("InteractionDiscardedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(InteractionDiscardedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type InteractionDiscardedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *InteractionDiscardedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("InteractionDiscardedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"interaction\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// To the interaction's author only (D372, 15.4): the run it was for ended (run_state) before the interaction reached it, neither delivered to its running turn nor the answer that resumed it. It does nothing more; the agent's next run does not see it. resource.version is the interaction's 2.
type InteractionDiscardedV1 struct {
	// A UUID (RFC 9562), any version.
	InteractionId string `json:"interaction_id"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientInteractionId string `json:"client_interaction_id"`
	// A UUID (RFC 9562), any version.
	RunId string `json:"run_id"`
	// A UUID (RFC 9562), any version.
	MessageId string                          `json:"message_id"`
	RunState  *InteractionDiscardedV1RunState `json:"run_state"`
}

func (m *InteractionDiscardedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("InteractionDiscardedV1", raw, true, []string{"interaction_id", "client_interaction_id", "run_id", "message_id", "run_state"}, nil, []member{
		{"interaction_id", &m.InteractionId},
		{"client_interaction_id", &m.ClientInteractionId},
		{"run_id", &m.RunId},
		{"message_id", &m.MessageId},
		{"run_state", &m.RunState},
	})
}

type InteractionDiscardedV1RunState uint

const (
	InteractionDiscardedV1RunStateCompleted InteractionDiscardedV1RunState = iota
	InteractionDiscardedV1RunStateFailed
	InteractionDiscardedV1RunStateCancelled
)

// Value returns the value of the enum.
func (op InteractionDiscardedV1RunState) Value() any {
	if op >= InteractionDiscardedV1RunState(len(InteractionDiscardedV1RunStateValues)) {
		return nil
	}
	return InteractionDiscardedV1RunStateValues[op]
}

var InteractionDiscardedV1RunStateValues = []any{"completed", "failed", "cancelled"}

func (e *InteractionDiscardedV1RunState) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(InteractionDiscardedV1RunStateValues, raw)
	if err != nil {
		return fmt.Errorf("InteractionDiscardedV1RunState: %w", err)
	}
	*e = InteractionDiscardedV1RunState(i)
	return nil
}

func (e InteractionDiscardedV1RunState) MarshalJSON() ([]byte, error) {
	if int(e) >= len(InteractionDiscardedV1RunStateValues) {
		return nil, fmt.Errorf("InteractionDiscardedV1RunState: no value %d", e)
	}
	return json.Marshal(InteractionDiscardedV1RunStateValues[e])
}

// access.changed v1 (durable), delivered form
type AccessChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                            `json:"seq"`
	Type          string                           `json:"type"`
	SchemaVersion *AccessChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                      `json:"occurred_at"`
	Actor      *EventActor                 `json:"actor,omitempty"`
	Scope      *EventScope                 `json:"scope"`
	Resource   *AccessChangedEventResource `json:"resource"`
	Audience   string                      `json:"audience"`
	Payload    *AccessChangedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (AccessChangedEvent) isEvent() {}

func (m *AccessChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AccessChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"access.changed\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type AccessChangedEventSchemaVersion uint

const (
	AccessChangedEventSchemaVersionNumber_1 AccessChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op AccessChangedEventSchemaVersion) Value() any {
	if op >= AccessChangedEventSchemaVersion(len(AccessChangedEventSchemaVersionValues)) {
		return nil
	}
	return AccessChangedEventSchemaVersionValues[op]
}

var AccessChangedEventSchemaVersionValues = []any{1}

func (e *AccessChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AccessChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("AccessChangedEventSchemaVersion: %w", err)
	}
	*e = AccessChangedEventSchemaVersion(i)
	return nil
}

func (e AccessChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AccessChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("AccessChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(AccessChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type AccessChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *AccessChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AccessChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"principal\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type AccessChangedV1 struct {
	PermissionVersion int64          `json:"permission_version"`
	Added             []AccessTarget `json:"added"`
	Removed           []AccessTarget `json:"removed"`
	Changed           []AccessTarget `json:"changed"`
}

func (m *AccessChangedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AccessChangedV1", raw, true, []string{"permission_version", "added", "removed", "changed"}, nil, []member{
		{"permission_version", &m.PermissionVersion},
		{"added", &m.Added},
		{"removed", &m.Removed},
		{"changed", &m.Changed},
	})
}

type AccessTarget struct {
	Kind *AccessTargetKind `json:"kind"`
	// A UUID (RFC 9562), any version.
	Id            string                          `json:"id"`
	Level         *AccessLevel                    `json:"level,omitempty"`
	PreviousLevel *AccessLevel                    `json:"previous_level,omitempty"`
	Capabilities  *[]AccessTargetCapabilitiesItem `json:"capabilities,omitempty"`
}

func (m *AccessTarget) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AccessTarget", raw, true, []string{"kind", "id"}, nil, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"level", &m.Level},
		{"previous_level", &m.PreviousLevel},
		{"capabilities", &m.Capabilities},
	})
}

type AccessTargetKind uint

const (
	AccessTargetKindInstance AccessTargetKind = iota
	AccessTargetKindSpace
	AccessTargetKindChannel
	AccessTargetKindHost
)

// Value returns the value of the enum.
func (op AccessTargetKind) Value() any {
	if op >= AccessTargetKind(len(AccessTargetKindValues)) {
		return nil
	}
	return AccessTargetKindValues[op]
}

var AccessTargetKindValues = []any{"instance", "space", "channel", "host"}

func (e *AccessTargetKind) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AccessTargetKindValues, raw)
	if err != nil {
		return fmt.Errorf("AccessTargetKind: %w", err)
	}
	*e = AccessTargetKind(i)
	return nil
}

func (e AccessTargetKind) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AccessTargetKindValues) {
		return nil, fmt.Errorf("AccessTargetKind: no value %d", e)
	}
	return json.Marshal(AccessTargetKindValues[e])
}

// Grant levels, ordered read < trigger < write < manage.
type AccessLevel uint

const (
	AccessLevelRead AccessLevel = iota
	AccessLevelTrigger
	AccessLevelWrite
	AccessLevelManage
)

// Value returns the value of the enum.
func (op AccessLevel) Value() any {
	if op >= AccessLevel(len(AccessLevelValues)) {
		return nil
	}
	return AccessLevelValues[op]
}

var AccessLevelValues = []any{"read", "trigger", "write", "manage"}

func (e *AccessLevel) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AccessLevelValues, raw)
	if err != nil {
		return fmt.Errorf("AccessLevel: %w", err)
	}
	*e = AccessLevel(i)
	return nil
}

func (e AccessLevel) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AccessLevelValues) {
		return nil, fmt.Errorf("AccessLevel: no value %d", e)
	}
	return json.Marshal(AccessLevelValues[e])
}

type AccessTargetCapabilitiesItem uint

const (
	AccessTargetCapabilitiesItemTerminal AccessTargetCapabilitiesItem = iota
)

// Value returns the value of the enum.
func (op AccessTargetCapabilitiesItem) Value() any {
	if op >= AccessTargetCapabilitiesItem(len(AccessTargetCapabilitiesItemValues)) {
		return nil
	}
	return AccessTargetCapabilitiesItemValues[op]
}

var AccessTargetCapabilitiesItemValues = []any{"terminal"}

func (e *AccessTargetCapabilitiesItem) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AccessTargetCapabilitiesItemValues, raw)
	if err != nil {
		return fmt.Errorf("AccessTargetCapabilitiesItem: %w", err)
	}
	*e = AccessTargetCapabilitiesItem(i)
	return nil
}

func (e AccessTargetCapabilitiesItem) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AccessTargetCapabilitiesItemValues) {
		return nil, fmt.Errorf("AccessTargetCapabilitiesItem: no value %d", e)
	}
	return json.Marshal(AccessTargetCapabilitiesItemValues[e])
}

// access.expiring v1 (durable), delivered form
type AccessExpiringEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *AccessExpiringEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *AccessExpiringEventResource `json:"resource"`
	Audience   string                       `json:"audience"`
	Payload    *AccessExpiringV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (AccessExpiringEvent) isEvent() {}

func (m *AccessExpiringEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AccessExpiringEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"access.expiring\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type AccessExpiringEventSchemaVersion uint

const (
	AccessExpiringEventSchemaVersionNumber_1 AccessExpiringEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op AccessExpiringEventSchemaVersion) Value() any {
	if op >= AccessExpiringEventSchemaVersion(len(AccessExpiringEventSchemaVersionValues)) {
		return nil
	}
	return AccessExpiringEventSchemaVersionValues[op]
}

var AccessExpiringEventSchemaVersionValues = []any{1}

func (e *AccessExpiringEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AccessExpiringEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("AccessExpiringEventSchemaVersion: %w", err)
	}
	*e = AccessExpiringEventSchemaVersion(i)
	return nil
}

func (e AccessExpiringEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AccessExpiringEventSchemaVersionValues) {
		return nil, fmt.Errorf("AccessExpiringEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(AccessExpiringEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type AccessExpiringEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *AccessExpiringEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AccessExpiringEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"grant\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type AccessExpiringV1 struct {
	// A UUID (RFC 9562), any version.
	GrantId string        `json:"grant_id"`
	Target  *AccessTarget `json:"target"`
	// RFC 3339 time. Display only, never order (10).
	ExpiresAt string `json:"expires_at"`
}

func (m *AccessExpiringV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AccessExpiringV1", raw, true, []string{"grant_id", "target", "expires_at"}, nil, []member{
		{"grant_id", &m.GrantId},
		{"target", &m.Target},
		{"expires_at", &m.ExpiresAt},
	})
}

// read_state.updated v1 (durable), delivered form
type ReadStateUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                               `json:"seq"`
	Type          string                              `json:"type"`
	SchemaVersion *ReadStateUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                         `json:"occurred_at"`
	Actor      *EventActor                    `json:"actor,omitempty"`
	Scope      *EventScope                    `json:"scope"`
	Resource   *ReadStateUpdatedEventResource `json:"resource"`
	Audience   string                         `json:"audience"`
	Payload    *ReadStateUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (ReadStateUpdatedEvent) isEvent() {}

func (m *ReadStateUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReadStateUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"read_state.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type ReadStateUpdatedEventSchemaVersion uint

const (
	ReadStateUpdatedEventSchemaVersionNumber_1 ReadStateUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op ReadStateUpdatedEventSchemaVersion) Value() any {
	if op >= ReadStateUpdatedEventSchemaVersion(len(ReadStateUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return ReadStateUpdatedEventSchemaVersionValues[op]
}

var ReadStateUpdatedEventSchemaVersionValues = []any{1}

func (e *ReadStateUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ReadStateUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("ReadStateUpdatedEventSchemaVersion: %w", err)
	}
	*e = ReadStateUpdatedEventSchemaVersion(i)
	return nil
}

func (e ReadStateUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ReadStateUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("ReadStateUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(ReadStateUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type ReadStateUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *ReadStateUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReadStateUpdatedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type ReadStateUpdatedV1 struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// Monotonic: GREATEST(old, new) (14)
	LastReadSeq int64 `json:"last_read_seq"`
	// The version of an object after a change (9).
	Version      int64 `json:"version"`
	UnreadCount  int64 `json:"unread_count"`
	MentionCount int64 `json:"mention_count"`
	// A UUID (RFC 9562), any version.
	UpdatedByDeviceId *string `json:"updated_by_device_id,omitempty"`
}

func (m *ReadStateUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReadStateUpdatedV1", raw, true, []string{"thread_id", "last_read_seq", "version", "unread_count", "mention_count"}, nil, []member{
		{"thread_id", &m.ThreadId},
		{"last_read_seq", &m.LastReadSeq},
		{"version", &m.Version},
		{"unread_count", &m.UnreadCount},
		{"mention_count", &m.MentionCount},
		{"updated_by_device_id", &m.UpdatedByDeviceId},
	})
}

// sidebar.updated v1 (durable), delivered form
type SidebarUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *SidebarUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *SidebarUpdatedEventResource `json:"resource"`
	Audience   string                       `json:"audience"`
	Payload    *SidebarUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (SidebarUpdatedEvent) isEvent() {}

func (m *SidebarUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SidebarUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"sidebar.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type SidebarUpdatedEventSchemaVersion uint

const (
	SidebarUpdatedEventSchemaVersionNumber_1 SidebarUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op SidebarUpdatedEventSchemaVersion) Value() any {
	if op >= SidebarUpdatedEventSchemaVersion(len(SidebarUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return SidebarUpdatedEventSchemaVersionValues[op]
}

var SidebarUpdatedEventSchemaVersionValues = []any{1}

func (e *SidebarUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(SidebarUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("SidebarUpdatedEventSchemaVersion: %w", err)
	}
	*e = SidebarUpdatedEventSchemaVersion(i)
	return nil
}

func (e SidebarUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(SidebarUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("SidebarUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(SidebarUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type SidebarUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *SidebarUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SidebarUpdatedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"space\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type SidebarUpdatedV1 struct {
	// A UUID (RFC 9562), any version.
	SpaceId string `json:"space_id"`
	// The version of an object after a change (9).
	Version      int64    `json:"version"`
	Collapsed    bool     `json:"collapsed"`
	ChannelOrder []string `json:"channel_order"`
	// A UUID (RFC 9562), any version.
	UpdatedByDeviceId *string `json:"updated_by_device_id,omitempty"`
}

func (m *SidebarUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SidebarUpdatedV1", raw, true, []string{"space_id", "version", "collapsed", "channel_order"}, nil, []member{
		{"space_id", &m.SpaceId},
		{"version", &m.Version},
		{"collapsed", &m.Collapsed},
		{"channel_order", &m.ChannelOrder},
		{"updated_by_device_id", &m.UpdatedByDeviceId},
	})
}

// draft.updated v1 (durable), delivered form
type DraftUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                           `json:"seq"`
	Type          string                          `json:"type"`
	SchemaVersion *DraftUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                     `json:"occurred_at"`
	Actor      *EventActor                `json:"actor,omitempty"`
	Scope      *EventScope                `json:"scope"`
	Resource   *DraftUpdatedEventResource `json:"resource"`
	Audience   string                     `json:"audience"`
	Payload    *DraftUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (DraftUpdatedEvent) isEvent() {}

func (m *DraftUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("DraftUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"draft.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type DraftUpdatedEventSchemaVersion uint

const (
	DraftUpdatedEventSchemaVersionNumber_1 DraftUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op DraftUpdatedEventSchemaVersion) Value() any {
	if op >= DraftUpdatedEventSchemaVersion(len(DraftUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return DraftUpdatedEventSchemaVersionValues[op]
}

var DraftUpdatedEventSchemaVersionValues = []any{1}

func (e *DraftUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(DraftUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("DraftUpdatedEventSchemaVersion: %w", err)
	}
	*e = DraftUpdatedEventSchemaVersion(i)
	return nil
}

func (e DraftUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(DraftUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("DraftUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(DraftUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type DraftUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *DraftUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("DraftUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"draft\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type DraftUpdatedV1 struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// The version of an object after a change (9).
	Version   int64    `json:"version"`
	ContentMd string   `json:"content_md"`
	FileIds   []string `json:"file_ids"`
	// A UUID (RFC 9562), any version.
	UpdatedByDeviceId *string `json:"updated_by_device_id,omitempty"`
}

func (m *DraftUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("DraftUpdatedV1", raw, true, []string{"thread_id", "version", "content_md", "file_ids"}, nil, []member{
		{"thread_id", &m.ThreadId},
		{"version", &m.Version},
		{"content_md", &m.ContentMd},
		{"file_ids", &m.FileIds},
		{"updated_by_device_id", &m.UpdatedByDeviceId},
	})
}

// draft.deleted v1 (durable), delivered form
type DraftDeletedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                           `json:"seq"`
	Type          string                          `json:"type"`
	SchemaVersion *DraftDeletedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                     `json:"occurred_at"`
	Actor      *EventActor                `json:"actor,omitempty"`
	Scope      *EventScope                `json:"scope"`
	Resource   *DraftDeletedEventResource `json:"resource"`
	Audience   string                     `json:"audience"`
	Payload    *DraftDeletedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (DraftDeletedEvent) isEvent() {}

func (m *DraftDeletedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("DraftDeletedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"draft.deleted\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type DraftDeletedEventSchemaVersion uint

const (
	DraftDeletedEventSchemaVersionNumber_1 DraftDeletedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op DraftDeletedEventSchemaVersion) Value() any {
	if op >= DraftDeletedEventSchemaVersion(len(DraftDeletedEventSchemaVersionValues)) {
		return nil
	}
	return DraftDeletedEventSchemaVersionValues[op]
}

var DraftDeletedEventSchemaVersionValues = []any{1}

func (e *DraftDeletedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(DraftDeletedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("DraftDeletedEventSchemaVersion: %w", err)
	}
	*e = DraftDeletedEventSchemaVersion(i)
	return nil
}

func (e DraftDeletedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(DraftDeletedEventSchemaVersionValues) {
		return nil, fmt.Errorf("DraftDeletedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(DraftDeletedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type DraftDeletedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *DraftDeletedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("DraftDeletedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"draft\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type DraftDeletedV1 struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
	// A UUID (RFC 9562), any version.
	UpdatedByDeviceId *string `json:"updated_by_device_id,omitempty"`
}

func (m *DraftDeletedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("DraftDeletedV1", raw, true, []string{"thread_id", "version"}, nil, []member{
		{"thread_id", &m.ThreadId},
		{"version", &m.Version},
		{"updated_by_device_id", &m.UpdatedByDeviceId},
	})
}

// settings.updated v1 (durable), delivered form
type SettingsUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                              `json:"seq"`
	Type          string                             `json:"type"`
	SchemaVersion *SettingsUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                        `json:"occurred_at"`
	Actor      *EventActor                   `json:"actor,omitempty"`
	Scope      *EventScope                   `json:"scope"`
	Resource   *SettingsUpdatedEventResource `json:"resource"`
	Audience   string                        `json:"audience"`
	Payload    *SettingsUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (SettingsUpdatedEvent) isEvent() {}

func (m *SettingsUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SettingsUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"settings.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type SettingsUpdatedEventSchemaVersion uint

const (
	SettingsUpdatedEventSchemaVersionNumber_1 SettingsUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op SettingsUpdatedEventSchemaVersion) Value() any {
	if op >= SettingsUpdatedEventSchemaVersion(len(SettingsUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return SettingsUpdatedEventSchemaVersionValues[op]
}

var SettingsUpdatedEventSchemaVersionValues = []any{1}

func (e *SettingsUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(SettingsUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("SettingsUpdatedEventSchemaVersion: %w", err)
	}
	*e = SettingsUpdatedEventSchemaVersion(i)
	return nil
}

func (e SettingsUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(SettingsUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("SettingsUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(SettingsUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type SettingsUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *SettingsUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SettingsUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"setting\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// Per key, the last write wins. A deleted key carries deleted true and no value (14).
type SettingsUpdatedV1 struct {
	Key     string          `json:"key"`
	Value   json.RawMessage `json:"value,omitempty"`
	Deleted *bool           `json:"deleted,omitempty"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
	// A UUID (RFC 9562), any version.
	UpdatedByDeviceId *string `json:"updated_by_device_id,omitempty"`
}

func (m *SettingsUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("SettingsUpdatedV1", raw, true, []string{"key", "version"}, nil, []member{
		{"key", &m.Key},
		{"value", &m.Value},
		{"deleted", &m.Deleted},
		{"version", &m.Version},
		{"updated_by_device_id", &m.UpdatedByDeviceId},
	})
}

// notification_pref.updated v1 (durable), delivered form
type NotificationPrefUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                      `json:"seq"`
	Type          string                                     `json:"type"`
	SchemaVersion *NotificationPrefUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                `json:"occurred_at"`
	Actor      *EventActor                           `json:"actor,omitempty"`
	Scope      *EventScope                           `json:"scope"`
	Resource   *NotificationPrefUpdatedEventResource `json:"resource"`
	Audience   string                                `json:"audience"`
	Payload    *NotificationPrefUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (NotificationPrefUpdatedEvent) isEvent() {}

func (m *NotificationPrefUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("NotificationPrefUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"notification_pref.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type NotificationPrefUpdatedEventSchemaVersion uint

const (
	NotificationPrefUpdatedEventSchemaVersionNumber_1 NotificationPrefUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op NotificationPrefUpdatedEventSchemaVersion) Value() any {
	if op >= NotificationPrefUpdatedEventSchemaVersion(len(NotificationPrefUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return NotificationPrefUpdatedEventSchemaVersionValues[op]
}

var NotificationPrefUpdatedEventSchemaVersionValues = []any{1}

func (e *NotificationPrefUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(NotificationPrefUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("NotificationPrefUpdatedEventSchemaVersion: %w", err)
	}
	*e = NotificationPrefUpdatedEventSchemaVersion(i)
	return nil
}

func (e NotificationPrefUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(NotificationPrefUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("NotificationPrefUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(NotificationPrefUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type NotificationPrefUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *NotificationPrefUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("NotificationPrefUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"notification_pref\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type NotificationPrefUpdatedV1 struct {
	Target *AccessTarget                   `json:"target"`
	Level  *NotificationPrefUpdatedV1Level `json:"level"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
	// A UUID (RFC 9562), any version.
	UpdatedByDeviceId *string `json:"updated_by_device_id,omitempty"`
}

func (m *NotificationPrefUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("NotificationPrefUpdatedV1", raw, true, []string{"target", "level", "version"}, nil, []member{
		{"target", &m.Target},
		{"level", &m.Level},
		{"version", &m.Version},
		{"updated_by_device_id", &m.UpdatedByDeviceId},
	})
}

type NotificationPrefUpdatedV1Level uint

const (
	NotificationPrefUpdatedV1LevelAll NotificationPrefUpdatedV1Level = iota
	NotificationPrefUpdatedV1LevelMentions
	NotificationPrefUpdatedV1LevelNone
)

// Value returns the value of the enum.
func (op NotificationPrefUpdatedV1Level) Value() any {
	if op >= NotificationPrefUpdatedV1Level(len(NotificationPrefUpdatedV1LevelValues)) {
		return nil
	}
	return NotificationPrefUpdatedV1LevelValues[op]
}

var NotificationPrefUpdatedV1LevelValues = []any{"all", "mentions", "none"}

func (e *NotificationPrefUpdatedV1Level) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(NotificationPrefUpdatedV1LevelValues, raw)
	if err != nil {
		return fmt.Errorf("NotificationPrefUpdatedV1Level: %w", err)
	}
	*e = NotificationPrefUpdatedV1Level(i)
	return nil
}

func (e NotificationPrefUpdatedV1Level) MarshalJSON() ([]byte, error) {
	if int(e) >= len(NotificationPrefUpdatedV1LevelValues) {
		return nil, fmt.Errorf("NotificationPrefUpdatedV1Level: no value %d", e)
	}
	return json.Marshal(NotificationPrefUpdatedV1LevelValues[e])
}

// quiet_hours.updated v1 (durable), delivered form
type QuietHoursUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                `json:"seq"`
	Type          string                               `json:"type"`
	SchemaVersion *QuietHoursUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                          `json:"occurred_at"`
	Actor      *EventActor                     `json:"actor,omitempty"`
	Scope      *EventScope                     `json:"scope"`
	Resource   *QuietHoursUpdatedEventResource `json:"resource"`
	Audience   string                          `json:"audience"`
	Payload    *QuietHoursUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (QuietHoursUpdatedEvent) isEvent() {}

func (m *QuietHoursUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("QuietHoursUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"quiet_hours.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type QuietHoursUpdatedEventSchemaVersion uint

const (
	QuietHoursUpdatedEventSchemaVersionNumber_1 QuietHoursUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op QuietHoursUpdatedEventSchemaVersion) Value() any {
	if op >= QuietHoursUpdatedEventSchemaVersion(len(QuietHoursUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return QuietHoursUpdatedEventSchemaVersionValues[op]
}

var QuietHoursUpdatedEventSchemaVersionValues = []any{1}

func (e *QuietHoursUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(QuietHoursUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("QuietHoursUpdatedEventSchemaVersion: %w", err)
	}
	*e = QuietHoursUpdatedEventSchemaVersion(i)
	return nil
}

func (e QuietHoursUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(QuietHoursUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("QuietHoursUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(QuietHoursUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type QuietHoursUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *QuietHoursUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("QuietHoursUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"quiet_hours\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type QuietHoursUpdatedV1 struct {
	Enabled  bool   `json:"enabled"`
	Start    string `json:"start"`
	End      string `json:"end"`
	Timezone string `json:"timezone"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
	// A UUID (RFC 9562), any version.
	UpdatedByDeviceId *string `json:"updated_by_device_id,omitempty"`
}

func (m *QuietHoursUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("QuietHoursUpdatedV1", raw, true, []string{"enabled", "start", "end", "timezone", "version"}, nil, []member{
		{"enabled", &m.Enabled},
		{"start", &m.Start},
		{"end", &m.End},
		{"timezone", &m.Timezone},
		{"version", &m.Version},
		{"updated_by_device_id", &m.UpdatedByDeviceId},
	})
}

// host.updated v1 (durable), delivered form
type HostUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                          `json:"seq"`
	Type          string                         `json:"type"`
	SchemaVersion *HostUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                    `json:"occurred_at"`
	Actor      *EventActor               `json:"actor,omitempty"`
	Scope      *EventScope               `json:"scope"`
	Resource   *HostUpdatedEventResource `json:"resource"`
	Payload    *HostUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (HostUpdatedEvent) isEvent() {}

func (m *HostUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HostUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"host.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type HostUpdatedEventSchemaVersion uint

const (
	HostUpdatedEventSchemaVersionNumber_1 HostUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op HostUpdatedEventSchemaVersion) Value() any {
	if op >= HostUpdatedEventSchemaVersion(len(HostUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return HostUpdatedEventSchemaVersionValues[op]
}

var HostUpdatedEventSchemaVersionValues = []any{1}

func (e *HostUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(HostUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("HostUpdatedEventSchemaVersion: %w", err)
	}
	*e = HostUpdatedEventSchemaVersion(i)
	return nil
}

func (e HostUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(HostUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("HostUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(HostUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type HostUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *HostUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HostUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"host\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type HostUpdatedV1 struct {
	// A UUID (RFC 9562), any version.
	HostId string              `json:"host_id"`
	Name   string              `json:"name"`
	State  *HostUpdatedV1State `json:"state"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *HostUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HostUpdatedV1", raw, true, []string{"host_id", "name", "state", "version"}, nil, []member{
		{"host_id", &m.HostId},
		{"name", &m.Name},
		{"state", &m.State},
		{"version", &m.Version},
	})
}

type HostUpdatedV1State uint

const (
	HostUpdatedV1StatePending HostUpdatedV1State = iota
	HostUpdatedV1StateActive
	HostUpdatedV1StateDisabled
)

// Value returns the value of the enum.
func (op HostUpdatedV1State) Value() any {
	if op >= HostUpdatedV1State(len(HostUpdatedV1StateValues)) {
		return nil
	}
	return HostUpdatedV1StateValues[op]
}

var HostUpdatedV1StateValues = []any{"pending", "active", "disabled"}

func (e *HostUpdatedV1State) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(HostUpdatedV1StateValues, raw)
	if err != nil {
		return fmt.Errorf("HostUpdatedV1State: %w", err)
	}
	*e = HostUpdatedV1State(i)
	return nil
}

func (e HostUpdatedV1State) MarshalJSON() ([]byte, error) {
	if int(e) >= len(HostUpdatedV1StateValues) {
		return nil, fmt.Errorf("HostUpdatedV1State: no value %d", e)
	}
	return json.Marshal(HostUpdatedV1StateValues[e])
}

// terminal_session.changed v1 (durable), delivered form
type TerminalSessionChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                     `json:"seq"`
	Type          string                                    `json:"type"`
	SchemaVersion *TerminalSessionChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                               `json:"occurred_at"`
	Actor      *EventActor                          `json:"actor,omitempty"`
	Scope      *EventScope                          `json:"scope"`
	Resource   *TerminalSessionChangedEventResource `json:"resource"`
	Audience   string                               `json:"audience"`
	Payload    *TerminalSessionChangedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
	// Repeated delivery to an agent consumer after agent.ack_timeout (15.2).
	Redelivered *bool `json:"redelivered,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch *string `json:"sync_epoch,omitempty"`
}

func (TerminalSessionChangedEvent) isEvent() {}

func (m *TerminalSessionChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TerminalSessionChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"terminal_session.changed\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
		{"redelivered", &m.Redelivered},
		{"sync_epoch", &m.SyncEpoch},
	})
}

type TerminalSessionChangedEventSchemaVersion uint

const (
	TerminalSessionChangedEventSchemaVersionNumber_1 TerminalSessionChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op TerminalSessionChangedEventSchemaVersion) Value() any {
	if op >= TerminalSessionChangedEventSchemaVersion(len(TerminalSessionChangedEventSchemaVersionValues)) {
		return nil
	}
	return TerminalSessionChangedEventSchemaVersionValues[op]
}

var TerminalSessionChangedEventSchemaVersionValues = []any{1}

func (e *TerminalSessionChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(TerminalSessionChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("TerminalSessionChangedEventSchemaVersion: %w", err)
	}
	*e = TerminalSessionChangedEventSchemaVersion(i)
	return nil
}

func (e TerminalSessionChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(TerminalSessionChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("TerminalSessionChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(TerminalSessionChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type TerminalSessionChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *TerminalSessionChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TerminalSessionChangedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"terminal_session\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

type TerminalSessionChangedV1 struct {
	// A UUID (RFC 9562), any version.
	SessionId string `json:"session_id"`
	// A UUID (RFC 9562), any version.
	HostId string                          `json:"host_id"`
	State  *TerminalSessionChangedV1State  `json:"state"`
	Reason *TerminalSessionChangedV1Reason `json:"reason,omitempty"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *TerminalSessionChangedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TerminalSessionChangedV1", raw, true, []string{"session_id", "host_id", "state", "version"}, nil, []member{
		{"session_id", &m.SessionId},
		{"host_id", &m.HostId},
		{"state", &m.State},
		{"reason", &m.Reason},
		{"version", &m.Version},
	})
}

type TerminalSessionChangedV1State uint

const (
	TerminalSessionChangedV1StateOpening TerminalSessionChangedV1State = iota
	TerminalSessionChangedV1StateOpen
	TerminalSessionChangedV1StateClosed
)

// Value returns the value of the enum.
func (op TerminalSessionChangedV1State) Value() any {
	if op >= TerminalSessionChangedV1State(len(TerminalSessionChangedV1StateValues)) {
		return nil
	}
	return TerminalSessionChangedV1StateValues[op]
}

var TerminalSessionChangedV1StateValues = []any{"opening", "open", "closed"}

func (e *TerminalSessionChangedV1State) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(TerminalSessionChangedV1StateValues, raw)
	if err != nil {
		return fmt.Errorf("TerminalSessionChangedV1State: %w", err)
	}
	*e = TerminalSessionChangedV1State(i)
	return nil
}

func (e TerminalSessionChangedV1State) MarshalJSON() ([]byte, error) {
	if int(e) >= len(TerminalSessionChangedV1StateValues) {
		return nil, fmt.Errorf("TerminalSessionChangedV1State: no value %d", e)
	}
	return json.Marshal(TerminalSessionChangedV1StateValues[e])
}

type TerminalSessionChangedV1Reason uint

const (
	TerminalSessionChangedV1ReasonUserClosed TerminalSessionChangedV1Reason = iota
	TerminalSessionChangedV1ReasonHostOffline
	TerminalSessionChangedV1ReasonAccessRevoked
)

// Value returns the value of the enum.
func (op TerminalSessionChangedV1Reason) Value() any {
	if op >= TerminalSessionChangedV1Reason(len(TerminalSessionChangedV1ReasonValues)) {
		return nil
	}
	return TerminalSessionChangedV1ReasonValues[op]
}

var TerminalSessionChangedV1ReasonValues = []any{"user_closed", "host_offline", "access_revoked"}

func (e *TerminalSessionChangedV1Reason) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(TerminalSessionChangedV1ReasonValues, raw)
	if err != nil {
		return fmt.Errorf("TerminalSessionChangedV1Reason: %w", err)
	}
	*e = TerminalSessionChangedV1Reason(i)
	return nil
}

func (e TerminalSessionChangedV1Reason) MarshalJSON() ([]byte, error) {
	if int(e) >= len(TerminalSessionChangedV1ReasonValues) {
		return nil, fmt.Errorf("TerminalSessionChangedV1Reason: no value %d", e)
	}
	return json.Marshal(TerminalSessionChangedV1ReasonValues[e])
}

// typing.started v1 (ephemeral), delivered form
type TypingStartedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id            string                           `json:"id"`
	Type          string                           `json:"type"`
	SchemaVersion *TypingStartedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                      `json:"occurred_at"`
	Actor      *EventActor                 `json:"actor,omitempty"`
	Scope      *EventScope                 `json:"scope"`
	Resource   *TypingStartedEventResource `json:"resource"`
	Payload    *TypingStartedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
}

func (TypingStartedEvent) isEvent() {}

func (m *TypingStartedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TypingStartedEvent", raw, true, []string{"id", "type", "schema_version", "occurred_at", "scope", "resource", "payload"}, map[string]string{"type": "\"typing.started\""}, []member{
		{"id", &m.Id},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
	})
}

type TypingStartedEventSchemaVersion uint

const (
	TypingStartedEventSchemaVersionNumber_1 TypingStartedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op TypingStartedEventSchemaVersion) Value() any {
	if op >= TypingStartedEventSchemaVersion(len(TypingStartedEventSchemaVersionValues)) {
		return nil
	}
	return TypingStartedEventSchemaVersionValues[op]
}

var TypingStartedEventSchemaVersionValues = []any{1}

func (e *TypingStartedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(TypingStartedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("TypingStartedEventSchemaVersion: %w", err)
	}
	*e = TypingStartedEventSchemaVersion(i)
	return nil
}

func (e TypingStartedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(TypingStartedEventSchemaVersionValues) {
		return nil, fmt.Errorf("TypingStartedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(TypingStartedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type TypingStartedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *TypingStartedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TypingStartedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type TypingStartedV1 struct {
	// A UUID (RFC 9562), any version.
	ThreadId string `json:"thread_id"`
	// A UUID (RFC 9562), any version.
	PrincipalId string `json:"principal_id"`
	// RFC 3339 time. Display only, never order (10).
	ExpiresAt string `json:"expires_at"`
}

func (m *TypingStartedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("TypingStartedV1", raw, true, []string{"thread_id", "principal_id", "expires_at"}, nil, []member{
		{"thread_id", &m.ThreadId},
		{"principal_id", &m.PrincipalId},
		{"expires_at", &m.ExpiresAt},
	})
}

// run.updated v1 (ephemeral), delivered form
type RunUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id            string                        `json:"id"`
	Type          string                        `json:"type"`
	SchemaVersion *RunUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                   `json:"occurred_at"`
	Actor      *EventActor              `json:"actor,omitempty"`
	Scope      *EventScope              `json:"scope"`
	Resource   *RunUpdatedEventResource `json:"resource"`
	Payload    *RunUpdatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
}

func (RunUpdatedEvent) isEvent() {}

func (m *RunUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunUpdatedEvent", raw, true, []string{"id", "type", "schema_version", "occurred_at", "scope", "resource", "payload"}, map[string]string{"type": "\"run.updated\""}, []member{
		{"id", &m.Id},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
	})
}

type RunUpdatedEventSchemaVersion uint

const (
	RunUpdatedEventSchemaVersionNumber_1 RunUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op RunUpdatedEventSchemaVersion) Value() any {
	if op >= RunUpdatedEventSchemaVersion(len(RunUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return RunUpdatedEventSchemaVersionValues[op]
}

var RunUpdatedEventSchemaVersionValues = []any{1}

func (e *RunUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(RunUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("RunUpdatedEventSchemaVersion: %w", err)
	}
	*e = RunUpdatedEventSchemaVersion(i)
	return nil
}

func (e RunUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(RunUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("RunUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(RunUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type RunUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *RunUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// Live box patch (11.3). Either `base_version` with `ops` (apply when base_version
// equals the local version) or `snapshot` with the whole document, or, when the
// snapshot's frame would pass sync.ws_max_frame_bytes, `snapshot_too_large` alone: the
// client loads the document with GET /api/v1/runs/{run_id} as for a gap (D478).
type RunUpdatedV1 struct {
	// A UUID (RFC 9562), any version.
	RunId string `json:"run_id"`
	// A UUID (RFC 9562), any version.
	ThreadId    string `json:"thread_id"`
	BaseVersion *int64 `json:"base_version,omitempty"`
	// The version of an object after a change (9).
	Version  int64          `json:"version"`
	Ops      *[]JsonPatchOp `json:"ops,omitempty"`
	Snapshot *RunDocument   `json:"snapshot,omitempty"`
	// The bytes the frame with the snapshot would have had; the snapshot is left out (D478)
	SnapshotTooLarge *int64 `json:"snapshot_too_large,omitempty"`
}

func (m *RunUpdatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunUpdatedV1", raw, true, []string{"run_id", "thread_id", "version"}, nil, []member{
		{"run_id", &m.RunId},
		{"thread_id", &m.ThreadId},
		{"base_version", &m.BaseVersion},
		{"version", &m.Version},
		{"ops", &m.Ops},
		{"snapshot", &m.Snapshot},
		{"snapshot_too_large", &m.SnapshotTooLarge},
	})
}

// run_document.v1 (11.1). Steps and follow-ups are objects keyed by ID so that patches use stable paths.
type RunDocument struct {
	State *RunState `json:"state"`
	// The version of an object after a change (9).
	Version         int64                                `json:"version"`
	StatusLine      *string                              `json:"status_line,omitempty"`
	LastTextExcerpt *string                              `json:"last_text_excerpt,omitempty"`
	Model           *string                              `json:"model,omitempty"`
	Metrics         *map[string]json.RawMessage          `json:"metrics,omitempty"`
	Cost            *map[string]json.RawMessage          `json:"cost,omitempty"`
	BillingModeUsed *string                              `json:"billing_mode_used,omitempty"`
	Plan            *[]RunDocumentPlanItem               `json:"plan,omitempty"`
	Steps           map[string]RunDocumentStepsValue     `json:"steps"`
	Followups       map[string]RunDocumentFollowupsValue `json:"followups"`
	// RFC 3339 time. Display only, never order (10).
	StallWarnedAt *string                     `json:"stall_warned_at,omitempty"`
	Times         *map[string]json.RawMessage `json:"times,omitempty"`
}

func (m *RunDocument) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunDocument", raw, true, []string{"state", "version", "steps", "followups"}, nil, []member{
		{"state", &m.State},
		{"version", &m.Version},
		{"status_line", &m.StatusLine},
		{"last_text_excerpt", &m.LastTextExcerpt},
		{"model", &m.Model},
		{"metrics", &m.Metrics},
		{"cost", &m.Cost},
		{"billing_mode_used", &m.BillingModeUsed},
		{"plan", &m.Plan},
		{"steps", &m.Steps},
		{"followups", &m.Followups},
		{"stall_warned_at", &m.StallWarnedAt},
		{"times", &m.Times},
	})
}

type RunDocumentPlanItem struct {
	Id     string                     `json:"id"`
	Text   string                     `json:"text"`
	Status *RunDocumentPlanItemStatus `json:"status"`
}

func (m *RunDocumentPlanItem) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunDocumentPlanItem", raw, true, []string{"id", "text", "status"}, nil, []member{
		{"id", &m.Id},
		{"text", &m.Text},
		{"status", &m.Status},
	})
}

type RunDocumentPlanItemStatus uint

const (
	RunDocumentPlanItemStatusPending RunDocumentPlanItemStatus = iota
	RunDocumentPlanItemStatusInProgress
	RunDocumentPlanItemStatusDone
	RunDocumentPlanItemStatusSkipped
)

// Value returns the value of the enum.
func (op RunDocumentPlanItemStatus) Value() any {
	if op >= RunDocumentPlanItemStatus(len(RunDocumentPlanItemStatusValues)) {
		return nil
	}
	return RunDocumentPlanItemStatusValues[op]
}

var RunDocumentPlanItemStatusValues = []any{"pending", "in_progress", "done", "skipped"}

func (e *RunDocumentPlanItemStatus) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(RunDocumentPlanItemStatusValues, raw)
	if err != nil {
		return fmt.Errorf("RunDocumentPlanItemStatus: %w", err)
	}
	*e = RunDocumentPlanItemStatus(i)
	return nil
}

func (e RunDocumentPlanItemStatus) MarshalJSON() ([]byte, error) {
	if int(e) >= len(RunDocumentPlanItemStatusValues) {
		return nil, fmt.Errorf("RunDocumentPlanItemStatus: no value %d", e)
	}
	return json.Marshal(RunDocumentPlanItemStatusValues[e])
}

type RunDocumentStepsValue struct {
	Ordinal      int64                        `json:"ordinal"`
	ParentStepId *string                      `json:"parent_step_id,omitempty"`
	Kind         string                       `json:"kind"`
	Name         string                       `json:"name"`
	Title        *string                      `json:"title,omitempty"`
	Status       *RunDocumentStepsValueStatus `json:"status"`
	// RFC 3339 time. Display only, never order (10).
	StartedAt *string `json:"started_at,omitempty"`
	// RFC 3339 time. Display only, never order (10).
	EndedAt *string `json:"ended_at,omitempty"`
	// The step's times as 11.1 names them (D365); started_at and ended_at stay for the adapters that send those.
	Times *map[string]json.RawMessage `json:"times,omitempty"`
}

func (m *RunDocumentStepsValue) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunDocumentStepsValue", raw, true, []string{"ordinal", "kind", "name", "status"}, nil, []member{
		{"ordinal", &m.Ordinal},
		{"parent_step_id", &m.ParentStepId},
		{"kind", &m.Kind},
		{"name", &m.Name},
		{"title", &m.Title},
		{"status", &m.Status},
		{"started_at", &m.StartedAt},
		{"ended_at", &m.EndedAt},
		{"times", &m.Times},
	})
}

type RunDocumentStepsValueStatus uint

const (
	RunDocumentStepsValueStatusRunning RunDocumentStepsValueStatus = iota
	RunDocumentStepsValueStatusDone
	RunDocumentStepsValueStatusFailed
	RunDocumentStepsValueStatusCancelled
)

// Value returns the value of the enum.
func (op RunDocumentStepsValueStatus) Value() any {
	if op >= RunDocumentStepsValueStatus(len(RunDocumentStepsValueStatusValues)) {
		return nil
	}
	return RunDocumentStepsValueStatusValues[op]
}

var RunDocumentStepsValueStatusValues = []any{"running", "done", "failed", "cancelled"}

func (e *RunDocumentStepsValueStatus) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(RunDocumentStepsValueStatusValues, raw)
	if err != nil {
		return fmt.Errorf("RunDocumentStepsValueStatus: %w", err)
	}
	*e = RunDocumentStepsValueStatus(i)
	return nil
}

func (e RunDocumentStepsValueStatus) MarshalJSON() ([]byte, error) {
	if int(e) >= len(RunDocumentStepsValueStatusValues) {
		return nil, fmt.Errorf("RunDocumentStepsValueStatus: no value %d", e)
	}
	return json.Marshal(RunDocumentStepsValueStatusValues[e])
}

type RunDocumentFollowupsValue struct {
	Status *RunDocumentFollowupsValueStatus `json:"status"`
}

func (m *RunDocumentFollowupsValue) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunDocumentFollowupsValue", raw, true, []string{"status"}, nil, []member{
		{"status", &m.Status},
	})
}

type RunDocumentFollowupsValueStatus uint

const (
	RunDocumentFollowupsValueStatusQueued RunDocumentFollowupsValueStatus = iota
	RunDocumentFollowupsValueStatusDelivered
	RunDocumentFollowupsValueStatusAbsorbed
	RunDocumentFollowupsValueStatusDeferred
	RunDocumentFollowupsValueStatusDiscarded
)

// Value returns the value of the enum.
func (op RunDocumentFollowupsValueStatus) Value() any {
	if op >= RunDocumentFollowupsValueStatus(len(RunDocumentFollowupsValueStatusValues)) {
		return nil
	}
	return RunDocumentFollowupsValueStatusValues[op]
}

var RunDocumentFollowupsValueStatusValues = []any{"queued", "delivered", "absorbed", "deferred", "discarded"}

func (e *RunDocumentFollowupsValueStatus) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(RunDocumentFollowupsValueStatusValues, raw)
	if err != nil {
		return fmt.Errorf("RunDocumentFollowupsValueStatus: %w", err)
	}
	*e = RunDocumentFollowupsValueStatus(i)
	return nil
}

func (e RunDocumentFollowupsValueStatus) MarshalJSON() ([]byte, error) {
	if int(e) >= len(RunDocumentFollowupsValueStatusValues) {
		return nil, fmt.Errorf("RunDocumentFollowupsValueStatus: no value %d", e)
	}
	return json.Marshal(RunDocumentFollowupsValueStatusValues[e])
}

// agent.presence_changed v1 (ephemeral), delivered form
type AgentPresenceChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id            string                                  `json:"id"`
	Type          string                                  `json:"type"`
	SchemaVersion *AgentPresenceChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *AgentPresenceChangedEventResource `json:"resource"`
	Payload    *AgentPresenceChangedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
}

func (AgentPresenceChangedEvent) isEvent() {}

func (m *AgentPresenceChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentPresenceChangedEvent", raw, true, []string{"id", "type", "schema_version", "occurred_at", "scope", "resource", "payload"}, map[string]string{"type": "\"agent.presence_changed\""}, []member{
		{"id", &m.Id},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
	})
}

type AgentPresenceChangedEventSchemaVersion uint

const (
	AgentPresenceChangedEventSchemaVersionNumber_1 AgentPresenceChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op AgentPresenceChangedEventSchemaVersion) Value() any {
	if op >= AgentPresenceChangedEventSchemaVersion(len(AgentPresenceChangedEventSchemaVersionValues)) {
		return nil
	}
	return AgentPresenceChangedEventSchemaVersionValues[op]
}

var AgentPresenceChangedEventSchemaVersionValues = []any{1}

func (e *AgentPresenceChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentPresenceChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("AgentPresenceChangedEventSchemaVersion: %w", err)
	}
	*e = AgentPresenceChangedEventSchemaVersion(i)
	return nil
}

func (e AgentPresenceChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentPresenceChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("AgentPresenceChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(AgentPresenceChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type AgentPresenceChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *AgentPresenceChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentPresenceChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"agent\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type AgentPresenceChangedV1 struct {
	// A UUID (RFC 9562), any version.
	AgentId             string                       `json:"agent_id"`
	State               *AgentPresenceChangedV1State `json:"state"`
	ReportedBillingMode *string                      `json:"reported_billing_mode,omitempty"`
}

func (m *AgentPresenceChangedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("AgentPresenceChangedV1", raw, true, []string{"agent_id", "state"}, nil, []member{
		{"agent_id", &m.AgentId},
		{"state", &m.State},
		{"reported_billing_mode", &m.ReportedBillingMode},
	})
}

type AgentPresenceChangedV1State uint

const (
	AgentPresenceChangedV1StateOnline AgentPresenceChangedV1State = iota
	AgentPresenceChangedV1StateDegraded
	AgentPresenceChangedV1StateOffline
)

// Value returns the value of the enum.
func (op AgentPresenceChangedV1State) Value() any {
	if op >= AgentPresenceChangedV1State(len(AgentPresenceChangedV1StateValues)) {
		return nil
	}
	return AgentPresenceChangedV1StateValues[op]
}

var AgentPresenceChangedV1StateValues = []any{"online", "degraded", "offline"}

func (e *AgentPresenceChangedV1State) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(AgentPresenceChangedV1StateValues, raw)
	if err != nil {
		return fmt.Errorf("AgentPresenceChangedV1State: %w", err)
	}
	*e = AgentPresenceChangedV1State(i)
	return nil
}

func (e AgentPresenceChangedV1State) MarshalJSON() ([]byte, error) {
	if int(e) >= len(AgentPresenceChangedV1StateValues) {
		return nil, fmt.Errorf("AgentPresenceChangedV1State: no value %d", e)
	}
	return json.Marshal(AgentPresenceChangedV1StateValues[e])
}

// notification.created v1 (ephemeral), delivered form
type NotificationCreatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id            string                                 `json:"id"`
	Type          string                                 `json:"type"`
	SchemaVersion *NotificationCreatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                            `json:"occurred_at"`
	Actor      *EventActor                       `json:"actor,omitempty"`
	Scope      *EventScope                       `json:"scope"`
	Resource   *NotificationCreatedEventResource `json:"resource"`
	Audience   string                            `json:"audience"`
	Payload    *NotificationCreatedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
}

func (NotificationCreatedEvent) isEvent() {}

func (m *NotificationCreatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("NotificationCreatedEvent", raw, true, []string{"id", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload"}, map[string]string{"type": "\"notification.created\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
	})
}

type NotificationCreatedEventSchemaVersion uint

const (
	NotificationCreatedEventSchemaVersionNumber_1 NotificationCreatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op NotificationCreatedEventSchemaVersion) Value() any {
	if op >= NotificationCreatedEventSchemaVersion(len(NotificationCreatedEventSchemaVersionValues)) {
		return nil
	}
	return NotificationCreatedEventSchemaVersionValues[op]
}

var NotificationCreatedEventSchemaVersionValues = []any{1}

func (e *NotificationCreatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(NotificationCreatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("NotificationCreatedEventSchemaVersion: %w", err)
	}
	*e = NotificationCreatedEventSchemaVersion(i)
	return nil
}

func (e NotificationCreatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(NotificationCreatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("NotificationCreatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(NotificationCreatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type NotificationCreatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *NotificationCreatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("NotificationCreatedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"notification\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type NotificationCreatedV1 struct {
	// A UUID (RFC 9562), any version.
	NotificationId string                     `json:"notification_id"`
	Kind           *NotificationCreatedV1Kind `json:"kind"`
	// A UUID (RFC 9562), any version.
	ThreadId *string `json:"thread_id,omitempty"`
	// A UUID (RFC 9562), any version.
	MessageId *string `json:"message_id,omitempty"`
	// RFC 3339 time. Display only, never order (10).
	CreatedAt string `json:"created_at"`
}

func (m *NotificationCreatedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("NotificationCreatedV1", raw, true, []string{"notification_id", "kind", "created_at"}, nil, []member{
		{"notification_id", &m.NotificationId},
		{"kind", &m.Kind},
		{"thread_id", &m.ThreadId},
		{"message_id", &m.MessageId},
		{"created_at", &m.CreatedAt},
	})
}

type NotificationCreatedV1Kind uint

const (
	NotificationCreatedV1KindMention NotificationCreatedV1Kind = iota
	NotificationCreatedV1KindReply
	NotificationCreatedV1KindRunFinished
	NotificationCreatedV1KindAccessExpiring
)

// Value returns the value of the enum.
func (op NotificationCreatedV1Kind) Value() any {
	if op >= NotificationCreatedV1Kind(len(NotificationCreatedV1KindValues)) {
		return nil
	}
	return NotificationCreatedV1KindValues[op]
}

var NotificationCreatedV1KindValues = []any{"mention", "reply", "run_finished", "access_expiring"}

func (e *NotificationCreatedV1Kind) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(NotificationCreatedV1KindValues, raw)
	if err != nil {
		return fmt.Errorf("NotificationCreatedV1Kind: %w", err)
	}
	*e = NotificationCreatedV1Kind(i)
	return nil
}

func (e NotificationCreatedV1Kind) MarshalJSON() ([]byte, error) {
	if int(e) >= len(NotificationCreatedV1KindValues) {
		return nil, fmt.Errorf("NotificationCreatedV1Kind: no value %d", e)
	}
	return json.Marshal(NotificationCreatedV1KindValues[e])
}

// command.autocomplete_requested v1 (ephemeral), delivered form
type CommandAutocompleteRequestedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id            string                                          `json:"id"`
	Type          string                                          `json:"type"`
	SchemaVersion *CommandAutocompleteRequestedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                     `json:"occurred_at"`
	Actor      *EventActor                                `json:"actor,omitempty"`
	Scope      *EventScope                                `json:"scope"`
	Resource   *CommandAutocompleteRequestedEventResource `json:"resource"`
	Audience   string                                     `json:"audience"`
	Payload    *CommandAutocompleteRequestedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json.
	InvocationToken *string `json:"invocation_token,omitempty"`
}

func (CommandAutocompleteRequestedEvent) isEvent() {}

func (m *CommandAutocompleteRequestedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandAutocompleteRequestedEvent", raw, true, []string{"id", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload"}, map[string]string{"type": "\"command.autocomplete_requested\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"invocation_token", &m.InvocationToken},
	})
}

type CommandAutocompleteRequestedEventSchemaVersion uint

const (
	CommandAutocompleteRequestedEventSchemaVersionNumber_1 CommandAutocompleteRequestedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op CommandAutocompleteRequestedEventSchemaVersion) Value() any {
	if op >= CommandAutocompleteRequestedEventSchemaVersion(len(CommandAutocompleteRequestedEventSchemaVersionValues)) {
		return nil
	}
	return CommandAutocompleteRequestedEventSchemaVersionValues[op]
}

var CommandAutocompleteRequestedEventSchemaVersionValues = []any{1}

func (e *CommandAutocompleteRequestedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(CommandAutocompleteRequestedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("CommandAutocompleteRequestedEventSchemaVersion: %w", err)
	}
	*e = CommandAutocompleteRequestedEventSchemaVersion(i)
	return nil
}

func (e CommandAutocompleteRequestedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(CommandAutocompleteRequestedEventSchemaVersionValues) {
		return nil, fmt.Errorf("CommandAutocompleteRequestedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(CommandAutocompleteRequestedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type CommandAutocompleteRequestedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *CommandAutocompleteRequestedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandAutocompleteRequestedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"command\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type CommandAutocompleteRequestedV1 struct {
	// A UUID (RFC 9562), any version.
	RequestId string `json:"request_id"`
	CommandId string `json:"command_id"`
	// A UUID (RFC 9562), any version.
	ChannelId string `json:"channel_id"`
	// A UUID (RFC 9562), any version.
	ThreadId *string `json:"thread_id,omitempty"`
	// A UUID (RFC 9562), any version.
	UserId  string                     `json:"user_id"`
	Option  string                     `json:"option"`
	Value   string                     `json:"value"`
	Options map[string]json.RawMessage `json:"options"`
	// RFC 3339 time. Display only, never order (10).
	ExpiresAt string `json:"expires_at"`
}

func (m *CommandAutocompleteRequestedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CommandAutocompleteRequestedV1", raw, true, []string{"request_id", "command_id", "channel_id", "user_id", "option", "value", "options", "expires_at"}, nil, []member{
		{"request_id", &m.RequestId},
		{"command_id", &m.CommandId},
		{"channel_id", &m.ChannelId},
		{"thread_id", &m.ThreadId},
		{"user_id", &m.UserId},
		{"option", &m.Option},
		{"value", &m.Value},
		{"options", &m.Options},
		{"expires_at", &m.ExpiresAt},
	})
}

// host.presence_changed v1 (ephemeral), delivered form
type HostPresenceChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id            string                                 `json:"id"`
	Type          string                                 `json:"type"`
	SchemaVersion *HostPresenceChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                            `json:"occurred_at"`
	Actor      *EventActor                       `json:"actor,omitempty"`
	Scope      *EventScope                       `json:"scope"`
	Resource   *HostPresenceChangedEventResource `json:"resource"`
	Payload    *HostPresenceChangedV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
}

func (HostPresenceChangedEvent) isEvent() {}

func (m *HostPresenceChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HostPresenceChangedEvent", raw, true, []string{"id", "type", "schema_version", "occurred_at", "scope", "resource", "payload"}, map[string]string{"type": "\"host.presence_changed\""}, []member{
		{"id", &m.Id},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
	})
}

type HostPresenceChangedEventSchemaVersion uint

const (
	HostPresenceChangedEventSchemaVersionNumber_1 HostPresenceChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op HostPresenceChangedEventSchemaVersion) Value() any {
	if op >= HostPresenceChangedEventSchemaVersion(len(HostPresenceChangedEventSchemaVersionValues)) {
		return nil
	}
	return HostPresenceChangedEventSchemaVersionValues[op]
}

var HostPresenceChangedEventSchemaVersionValues = []any{1}

func (e *HostPresenceChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(HostPresenceChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("HostPresenceChangedEventSchemaVersion: %w", err)
	}
	*e = HostPresenceChangedEventSchemaVersion(i)
	return nil
}

func (e HostPresenceChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(HostPresenceChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("HostPresenceChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(HostPresenceChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type HostPresenceChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *HostPresenceChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HostPresenceChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"host\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

type HostPresenceChangedV1 struct {
	// A UUID (RFC 9562), any version.
	HostId string                      `json:"host_id"`
	State  *HostPresenceChangedV1State `json:"state"`
}

func (m *HostPresenceChangedV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HostPresenceChangedV1", raw, true, []string{"host_id", "state"}, nil, []member{
		{"host_id", &m.HostId},
		{"state", &m.State},
	})
}

type HostPresenceChangedV1State uint

const (
	HostPresenceChangedV1StateOnline HostPresenceChangedV1State = iota
	HostPresenceChangedV1StateOffline
)

// Value returns the value of the enum.
func (op HostPresenceChangedV1State) Value() any {
	if op >= HostPresenceChangedV1State(len(HostPresenceChangedV1StateValues)) {
		return nil
	}
	return HostPresenceChangedV1StateValues[op]
}

var HostPresenceChangedV1StateValues = []any{"online", "offline"}

func (e *HostPresenceChangedV1State) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(HostPresenceChangedV1StateValues, raw)
	if err != nil {
		return fmt.Errorf("HostPresenceChangedV1State: %w", err)
	}
	*e = HostPresenceChangedV1State(i)
	return nil
}

func (e HostPresenceChangedV1State) MarshalJSON() ([]byte, error) {
	if int(e) >= len(HostPresenceChangedV1StateValues) {
		return nil, fmt.Errorf("HostPresenceChangedV1State: no value %d", e)
	}
	return json.Marshal(HostPresenceChangedV1StateValues[e])
}

// stats.live v1 (ephemeral), delivered form
type StatsLiveEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id            string                       `json:"id"`
	Type          string                       `json:"type"`
	SchemaVersion *StatsLiveEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                  `json:"occurred_at"`
	Actor      *EventActor             `json:"actor,omitempty"`
	Scope      *EventScope             `json:"scope"`
	Resource   *StatsLiveEventResource `json:"resource"`
	Audience   string                  `json:"audience"`
	Payload    *StatsLiveV1            `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
}

func (StatsLiveEvent) isEvent() {}

func (m *StatsLiveEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StatsLiveEvent", raw, true, []string{"id", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload"}, map[string]string{"type": "\"stats.live\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
	})
}

type StatsLiveEventSchemaVersion uint

const (
	StatsLiveEventSchemaVersionNumber_1 StatsLiveEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StatsLiveEventSchemaVersion) Value() any {
	if op >= StatsLiveEventSchemaVersion(len(StatsLiveEventSchemaVersionValues)) {
		return nil
	}
	return StatsLiveEventSchemaVersionValues[op]
}

var StatsLiveEventSchemaVersionValues = []any{1}

func (e *StatsLiveEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StatsLiveEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StatsLiveEventSchemaVersion: %w", err)
	}
	*e = StatsLiveEventSchemaVersion(i)
	return nil
}

func (e StatsLiveEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StatsLiveEventSchemaVersionValues) {
		return nil, fmt.Errorf("StatsLiveEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StatsLiveEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StatsLiveEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StatsLiveEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StatsLiveEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"stats\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// StatsLiveFrame (25-visualization, section 5), reduced to what this chapter's filtering rules need.
type StatsLiveV1 struct {
	// A UUID (RFC 9562), any version.
	SpaceId *string `json:"space_id,omitempty"`
	// RFC 3339 time. Display only, never order (10).
	At         string                    `json:"at"`
	IntervalMs int64                     `json:"interval_ms"`
	Channels   []StatsLiveV1ChannelsItem `json:"channels"`
}

func (m *StatsLiveV1) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StatsLiveV1", raw, true, []string{"at", "interval_ms", "channels"}, nil, []member{
		{"space_id", &m.SpaceId},
		{"at", &m.At},
		{"interval_ms", &m.IntervalMs},
		{"channels", &m.Channels},
	})
}

type StatsLiveV1ChannelsItem struct {
	// A UUID (RFC 9562), any version.
	ChannelId         string  `json:"channel_id"`
	MessagesPerMinute float64 `json:"messages_per_minute"`
	ActiveRuns        int64   `json:"active_runs"`
}

func (m *StatsLiveV1ChannelsItem) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StatsLiveV1ChannelsItem", raw, true, []string{"channel_id", "messages_per_minute", "active_runs"}, nil, []member{
		{"channel_id", &m.ChannelId},
		{"messages_per_minute", &m.MessagesPerMinute},
		{"active_runs", &m.ActiveRuns},
	})
}

type CursorFrame struct {
	Op string        `json:"op"`
	D  *CursorFrameD `json:"d"`
}

func (CursorFrame) isServerFrame() {}

func (m *CursorFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CursorFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"cursor\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type CursorFrameD struct {
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	Seq int64 `json:"seq"`
}

func (m *CursorFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CursorFrameD", raw, true, []string{"seq"}, nil, []member{
		{"seq", &m.Seq},
	})
}

type CatchupCompleteFrame struct {
	Op string                 `json:"op"`
	D  *CatchupCompleteFrameD `json:"d"`
}

func (CatchupCompleteFrame) isServerFrame() {}

func (m *CatchupCompleteFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CatchupCompleteFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"catchup.complete\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type CatchupCompleteFrameD struct {
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	HeadSeq int64 `json:"head_seq"`
}

func (m *CatchupCompleteFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("CatchupCompleteFrameD", raw, true, []string{"head_seq"}, nil, []member{
		{"head_seq", &m.HeadSeq},
	})
}

type ResyncRequiredFrame struct {
	Op string                `json:"op"`
	D  *ResyncRequiredFrameD `json:"d"`
}

func (ResyncRequiredFrame) isServerFrame() {}

func (m *ResyncRequiredFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ResyncRequiredFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"resync_required\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type ResyncRequiredFrameD struct {
	Reason *ResyncReason `json:"reason"`
	// The highest seq the server has checked for this principal (7.1); 0 before the first event.
	HeadSeq int64 `json:"head_seq"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	SyncEpoch string `json:"sync_epoch"`
}

func (m *ResyncRequiredFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ResyncRequiredFrameD", raw, true, []string{"reason", "head_seq", "sync_epoch"}, nil, []member{
		{"reason", &m.Reason},
		{"head_seq", &m.HeadSeq},
		{"sync_epoch", &m.SyncEpoch},
	})
}

// Why catch-up is not possible, in the order the server checks them (7.3). snapshot_too_large (D477): a person's ready would have passed sync.ws_max_frame_bytes with its snapshot, so it came without one; the client loads GET /api/v1/sync/snapshot as for any other reason, and the connection is live from head_seq. It is sent only on the gateway, right after that ready, and only when no other reason applies.
type ResyncReason uint

const (
	ResyncReasonEpochChanged ResyncReason = iota
	ResyncReasonRetention
	ResyncReasonTooFarBehind
	ResyncReasonCursorAhead
	ResyncReasonSnapshotTooLarge
)

// Value returns the value of the enum.
func (op ResyncReason) Value() any {
	if op >= ResyncReason(len(ResyncReasonValues)) {
		return nil
	}
	return ResyncReasonValues[op]
}

var ResyncReasonValues = []any{"epoch_changed", "retention", "too_far_behind", "cursor_ahead", "snapshot_too_large"}

func (e *ResyncReason) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ResyncReasonValues, raw)
	if err != nil {
		return fmt.Errorf("ResyncReason: %w", err)
	}
	*e = ResyncReason(i)
	return nil
}

func (e ResyncReason) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ResyncReasonValues) {
		return nil, fmt.Errorf("ResyncReason: no value %d", e)
	}
	return json.Marshal(ResyncReasonValues[e])
}

type HeartbeatAckFrame struct {
	Op string              `json:"op"`
	D  *HeartbeatAckFrameD `json:"d"`
}

func (HeartbeatAckFrame) isServerFrame() {}

func (m *HeartbeatAckFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HeartbeatAckFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"heartbeat_ack\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type HeartbeatAckFrameD struct {
}

func (m *HeartbeatAckFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("HeartbeatAckFrameD", raw, true, nil, nil, []member{})
}

type RunUpdateAckFrame struct {
	Op string              `json:"op"`
	D  *RunUpdateAckFrameD `json:"d"`
}

func (RunUpdateAckFrame) isServerFrame() {}

func (m *RunUpdateAckFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunUpdateAckFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"run.update_ack\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type RunUpdateAckFrameD struct {
	// A UUID (RFC 9562), any version.
	RunId string `json:"run_id"`
	// runs.version after the patch: the base_version of the adapter's next run.update (11.2)
	Version int64 `json:"version"`
}

func (m *RunUpdateAckFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("RunUpdateAckFrameD", raw, true, []string{"run_id", "version"}, nil, []member{
		{"run_id", &m.RunId},
		{"version", &m.Version},
	})
}

type ReauthRequiredFrame struct {
	Op string                `json:"op"`
	D  *ReauthRequiredFrameD `json:"d"`
}

func (ReauthRequiredFrame) isServerFrame() {}

func (m *ReauthRequiredFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReauthRequiredFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"reauth_required\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

// The client answers with reauth, whose DPoP proof carries this fresh nonce (the one from hello may have expired by now).
type ReauthRequiredFrameD struct {
	// RFC 3339 time. Display only, never order (10).
	ExpiresAt string `json:"expires_at"`
	DpopNonce string `json:"dpop_nonce"`
}

func (m *ReauthRequiredFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ReauthRequiredFrameD", raw, true, []string{"expires_at", "dpop_nonce"}, nil, []member{
		{"expires_at", &m.ExpiresAt},
		{"dpop_nonce", &m.DpopNonce},
	})
}

type ErrorFrame struct {
	Op string       `json:"op"`
	D  *ErrorFrameD `json:"d"`
}

func (ErrorFrame) isServerFrame() {}

func (m *ErrorFrame) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ErrorFrame", raw, true, []string{"op", "d"}, map[string]string{"op": "\"error\""}, []member{
		{"op", &m.Op},
		{"d", &m.D},
	})
}

type ErrorFrameD struct {
	Code *ProblemCode `json:"code"`
	// The op that failed
	Op           string       `json:"op"`
	Detail       *string      `json:"detail,omitempty"`
	RetryAfterMs *int64       `json:"retry_after_ms,omitempty"`
	Current      *RunDocument `json:"current,omitempty"`
	// With base_version_conflict on run.update, instead of current: the bytes the frame with it would have had; the adapter loads the document with GET /api/v1/runs/{run_id} (D478)
	CurrentTooLarge *int64 `json:"current_too_large,omitempty"`
	// A UUID (RFC 9562), any version.
	RunId *string `json:"run_id,omitempty"`
	// With run_not_active on run.update: why the run ended where the adapter must know it, cancel_timeout (15.5: the server ended the run after agent.cancel_grace, so the Stop was not honoured in time), as the REST problem has it (D520)
	Reason *string `json:"reason,omitempty"`
}

func (m *ErrorFrameD) UnmarshalJSON(raw []byte) error {
	return decodeStruct("ErrorFrameD", raw, true, []string{"code", "op"}, nil, []member{
		{"code", &m.Code},
		{"op", &m.Op},
		{"detail", &m.Detail},
		{"retry_after_ms", &m.RetryAfterMs},
		{"current", &m.Current},
		{"current_too_large", &m.CurrentTooLarge},
		{"run_id", &m.RunId},
		{"reason", &m.Reason},
	})
}

// The closed list of problem codes; x-problem-codes gives status and title.
type ProblemCode uint

const (
	ProblemCodeValidationFailed ProblemCode = iota
	ProblemCodeAuthenticationFailed
	ProblemCodeUseDpopNonce
	ProblemCodeTokenExpired
	ProblemCodeRevoked
	ProblemCodeForbidden
	ProblemCodeDevicePending
	ProblemCodeInvocationTokenInvalid
	ProblemCodeNotFound
	ProblemCodeRequestTimeout
	ProblemCodeRequestInProgress
	ProblemCodeBaseVersionConflict
	ProblemCodeAlreadyStarted
	ProblemCodeRunNotActive
	ProblemCodeBillingModeMismatch
	ProblemCodeToolClassMismatch
	ProblemCodeRunActiveOtherAgent
	ProblemCodeSubscriptionExists
	ProblemCodeSubscriptionLimitReached
	ProblemCodeAutocompleteClosed
	ProblemCodeLastOwner
	ProblemCodeMessageDeleted
	ProblemCodeResyncRequired
	ProblemCodeVersionConflict
	ProblemCodePayloadTooLarge
	ProblemCodeUnsupportedMediaType
	ProblemCodeExpectationFailed
	ProblemCodeIdempotencyKeyReuse
	ProblemCodePreconditionRequired
	ProblemCodeRateLimited
	ProblemCodeInternalError
	ProblemCodeServiceUnavailable
)

// Value returns the value of the enum.
func (op ProblemCode) Value() any {
	if op >= ProblemCode(len(ProblemCodeValues)) {
		return nil
	}
	return ProblemCodeValues[op]
}

var ProblemCodeValues = []any{"validation_failed", "authentication_failed", "use_dpop_nonce", "token_expired", "revoked", "forbidden", "device_pending", "invocation_token_invalid", "not_found", "request_timeout", "request_in_progress", "base_version_conflict", "already_started", "run_not_active", "billing_mode_mismatch", "tool_class_mismatch", "run_active_other_agent", "subscription_exists", "subscription_limit_reached", "autocomplete_closed", "last_owner", "message_deleted", "resync_required", "version_conflict", "payload_too_large", "unsupported_media_type", "expectation_failed", "idempotency_key_reuse", "precondition_required", "rate_limited", "internal_error", "service_unavailable"}

func (e *ProblemCode) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(ProblemCodeValues, raw)
	if err != nil {
		return fmt.Errorf("ProblemCode: %w", err)
	}
	*e = ProblemCode(i)
	return nil
}

func (e ProblemCode) MarshalJSON() ([]byte, error) {
	if int(e) >= len(ProblemCodeValues) {
		return nil, fmt.Errorf("ProblemCode: no value %d", e)
	}
	return json.Marshal(ProblemCodeValues[e])
}

// message.created v1 (durable), stored form
type StoredMessageCreatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredMessageCreatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredMessageCreatedEventResource `json:"resource"`
	Payload    *MessageCreatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredMessageCreatedEvent) isStoredEvent() {}

func (m *StoredMessageCreatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredMessageCreatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"message.created\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredMessageCreatedEventSchemaVersion uint

const (
	StoredMessageCreatedEventSchemaVersionNumber_1 StoredMessageCreatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredMessageCreatedEventSchemaVersion) Value() any {
	if op >= StoredMessageCreatedEventSchemaVersion(len(StoredMessageCreatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredMessageCreatedEventSchemaVersionValues[op]
}

var StoredMessageCreatedEventSchemaVersionValues = []any{1}

func (e *StoredMessageCreatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredMessageCreatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredMessageCreatedEventSchemaVersion: %w", err)
	}
	*e = StoredMessageCreatedEventSchemaVersion(i)
	return nil
}

func (e StoredMessageCreatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredMessageCreatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredMessageCreatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredMessageCreatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredMessageCreatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredMessageCreatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredMessageCreatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// message.updated v1 (durable), stored form
type StoredMessageUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredMessageUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredMessageUpdatedEventResource `json:"resource"`
	Payload    *MessageUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredMessageUpdatedEvent) isStoredEvent() {}

func (m *StoredMessageUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredMessageUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"message.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredMessageUpdatedEventSchemaVersion uint

const (
	StoredMessageUpdatedEventSchemaVersionNumber_1 StoredMessageUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredMessageUpdatedEventSchemaVersion) Value() any {
	if op >= StoredMessageUpdatedEventSchemaVersion(len(StoredMessageUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredMessageUpdatedEventSchemaVersionValues[op]
}

var StoredMessageUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredMessageUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredMessageUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredMessageUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredMessageUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredMessageUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredMessageUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredMessageUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredMessageUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredMessageUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredMessageUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredMessageUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// message.deleted v1 (durable), stored form
type StoredMessageDeletedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredMessageDeletedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredMessageDeletedEventResource `json:"resource"`
	Payload    *MessageDeletedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredMessageDeletedEvent) isStoredEvent() {}

func (m *StoredMessageDeletedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredMessageDeletedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"message.deleted\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredMessageDeletedEventSchemaVersion uint

const (
	StoredMessageDeletedEventSchemaVersionNumber_1 StoredMessageDeletedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredMessageDeletedEventSchemaVersion) Value() any {
	if op >= StoredMessageDeletedEventSchemaVersion(len(StoredMessageDeletedEventSchemaVersionValues)) {
		return nil
	}
	return StoredMessageDeletedEventSchemaVersionValues[op]
}

var StoredMessageDeletedEventSchemaVersionValues = []any{1}

func (e *StoredMessageDeletedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredMessageDeletedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredMessageDeletedEventSchemaVersion: %w", err)
	}
	*e = StoredMessageDeletedEventSchemaVersion(i)
	return nil
}

func (e StoredMessageDeletedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredMessageDeletedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredMessageDeletedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredMessageDeletedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredMessageDeletedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredMessageDeletedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredMessageDeletedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// reaction.added v1 (durable), stored form
type StoredReactionAddedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                  `json:"seq"`
	Type          string                                 `json:"type"`
	SchemaVersion *StoredReactionAddedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                            `json:"occurred_at"`
	Actor      *EventActor                       `json:"actor,omitempty"`
	Scope      *EventScope                       `json:"scope"`
	Resource   *StoredReactionAddedEventResource `json:"resource"`
	Payload    *ReactionAddedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredReactionAddedEvent) isStoredEvent() {}

func (m *StoredReactionAddedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredReactionAddedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"reaction.added\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredReactionAddedEventSchemaVersion uint

const (
	StoredReactionAddedEventSchemaVersionNumber_1 StoredReactionAddedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredReactionAddedEventSchemaVersion) Value() any {
	if op >= StoredReactionAddedEventSchemaVersion(len(StoredReactionAddedEventSchemaVersionValues)) {
		return nil
	}
	return StoredReactionAddedEventSchemaVersionValues[op]
}

var StoredReactionAddedEventSchemaVersionValues = []any{1}

func (e *StoredReactionAddedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredReactionAddedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredReactionAddedEventSchemaVersion: %w", err)
	}
	*e = StoredReactionAddedEventSchemaVersion(i)
	return nil
}

func (e StoredReactionAddedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredReactionAddedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredReactionAddedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredReactionAddedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredReactionAddedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredReactionAddedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredReactionAddedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// reaction.removed v1 (durable), stored form
type StoredReactionRemovedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                    `json:"seq"`
	Type          string                                   `json:"type"`
	SchemaVersion *StoredReactionRemovedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                              `json:"occurred_at"`
	Actor      *EventActor                         `json:"actor,omitempty"`
	Scope      *EventScope                         `json:"scope"`
	Resource   *StoredReactionRemovedEventResource `json:"resource"`
	Payload    *ReactionRemovedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredReactionRemovedEvent) isStoredEvent() {}

func (m *StoredReactionRemovedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredReactionRemovedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"reaction.removed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredReactionRemovedEventSchemaVersion uint

const (
	StoredReactionRemovedEventSchemaVersionNumber_1 StoredReactionRemovedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredReactionRemovedEventSchemaVersion) Value() any {
	if op >= StoredReactionRemovedEventSchemaVersion(len(StoredReactionRemovedEventSchemaVersionValues)) {
		return nil
	}
	return StoredReactionRemovedEventSchemaVersionValues[op]
}

var StoredReactionRemovedEventSchemaVersionValues = []any{1}

func (e *StoredReactionRemovedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredReactionRemovedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredReactionRemovedEventSchemaVersion: %w", err)
	}
	*e = StoredReactionRemovedEventSchemaVersion(i)
	return nil
}

func (e StoredReactionRemovedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredReactionRemovedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredReactionRemovedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredReactionRemovedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredReactionRemovedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredReactionRemovedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredReactionRemovedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// pin.added v1 (durable), stored form
type StoredPinAddedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                             `json:"seq"`
	Type          string                            `json:"type"`
	SchemaVersion *StoredPinAddedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                       `json:"occurred_at"`
	Actor      *EventActor                  `json:"actor,omitempty"`
	Scope      *EventScope                  `json:"scope"`
	Resource   *StoredPinAddedEventResource `json:"resource"`
	Payload    *PinAddedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredPinAddedEvent) isStoredEvent() {}

func (m *StoredPinAddedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredPinAddedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"pin.added\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredPinAddedEventSchemaVersion uint

const (
	StoredPinAddedEventSchemaVersionNumber_1 StoredPinAddedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredPinAddedEventSchemaVersion) Value() any {
	if op >= StoredPinAddedEventSchemaVersion(len(StoredPinAddedEventSchemaVersionValues)) {
		return nil
	}
	return StoredPinAddedEventSchemaVersionValues[op]
}

var StoredPinAddedEventSchemaVersionValues = []any{1}

func (e *StoredPinAddedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredPinAddedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredPinAddedEventSchemaVersion: %w", err)
	}
	*e = StoredPinAddedEventSchemaVersion(i)
	return nil
}

func (e StoredPinAddedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredPinAddedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredPinAddedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredPinAddedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredPinAddedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredPinAddedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredPinAddedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// pin.removed v1 (durable), stored form
type StoredPinRemovedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                               `json:"seq"`
	Type          string                              `json:"type"`
	SchemaVersion *StoredPinRemovedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                         `json:"occurred_at"`
	Actor      *EventActor                    `json:"actor,omitempty"`
	Scope      *EventScope                    `json:"scope"`
	Resource   *StoredPinRemovedEventResource `json:"resource"`
	Payload    *PinRemovedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredPinRemovedEvent) isStoredEvent() {}

func (m *StoredPinRemovedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredPinRemovedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"pin.removed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredPinRemovedEventSchemaVersion uint

const (
	StoredPinRemovedEventSchemaVersionNumber_1 StoredPinRemovedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredPinRemovedEventSchemaVersion) Value() any {
	if op >= StoredPinRemovedEventSchemaVersion(len(StoredPinRemovedEventSchemaVersionValues)) {
		return nil
	}
	return StoredPinRemovedEventSchemaVersionValues[op]
}

var StoredPinRemovedEventSchemaVersionValues = []any{1}

func (e *StoredPinRemovedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredPinRemovedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredPinRemovedEventSchemaVersion: %w", err)
	}
	*e = StoredPinRemovedEventSchemaVersion(i)
	return nil
}

func (e StoredPinRemovedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredPinRemovedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredPinRemovedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredPinRemovedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredPinRemovedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredPinRemovedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredPinRemovedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"message\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// file.updated v1 (durable), stored form
type StoredFileUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                `json:"seq"`
	Type          string                               `json:"type"`
	SchemaVersion *StoredFileUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                          `json:"occurred_at"`
	Actor      *EventActor                     `json:"actor,omitempty"`
	Scope      *EventScope                     `json:"scope"`
	Resource   *StoredFileUpdatedEventResource `json:"resource"`
	Payload    *FileUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredFileUpdatedEvent) isStoredEvent() {}

func (m *StoredFileUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredFileUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"file.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredFileUpdatedEventSchemaVersion uint

const (
	StoredFileUpdatedEventSchemaVersionNumber_1 StoredFileUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredFileUpdatedEventSchemaVersion) Value() any {
	if op >= StoredFileUpdatedEventSchemaVersion(len(StoredFileUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredFileUpdatedEventSchemaVersionValues[op]
}

var StoredFileUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredFileUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredFileUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredFileUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredFileUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredFileUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredFileUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredFileUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredFileUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredFileUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredFileUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredFileUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"file\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// thread.updated v1 (durable), stored form
type StoredThreadUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                  `json:"seq"`
	Type          string                                 `json:"type"`
	SchemaVersion *StoredThreadUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                            `json:"occurred_at"`
	Actor      *EventActor                       `json:"actor,omitempty"`
	Scope      *EventScope                       `json:"scope"`
	Resource   *StoredThreadUpdatedEventResource `json:"resource"`
	Payload    *ThreadUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredThreadUpdatedEvent) isStoredEvent() {}

func (m *StoredThreadUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredThreadUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"thread.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredThreadUpdatedEventSchemaVersion uint

const (
	StoredThreadUpdatedEventSchemaVersionNumber_1 StoredThreadUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredThreadUpdatedEventSchemaVersion) Value() any {
	if op >= StoredThreadUpdatedEventSchemaVersion(len(StoredThreadUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredThreadUpdatedEventSchemaVersionValues[op]
}

var StoredThreadUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredThreadUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredThreadUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredThreadUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredThreadUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredThreadUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredThreadUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredThreadUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredThreadUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredThreadUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredThreadUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredThreadUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// thread.closed v1 (durable), stored form
type StoredThreadClosedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                 `json:"seq"`
	Type          string                                `json:"type"`
	SchemaVersion *StoredThreadClosedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                           `json:"occurred_at"`
	Actor      *EventActor                      `json:"actor,omitempty"`
	Scope      *EventScope                      `json:"scope"`
	Resource   *StoredThreadClosedEventResource `json:"resource"`
	Payload    *ThreadClosedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredThreadClosedEvent) isStoredEvent() {}

func (m *StoredThreadClosedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredThreadClosedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"thread.closed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredThreadClosedEventSchemaVersion uint

const (
	StoredThreadClosedEventSchemaVersionNumber_1 StoredThreadClosedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredThreadClosedEventSchemaVersion) Value() any {
	if op >= StoredThreadClosedEventSchemaVersion(len(StoredThreadClosedEventSchemaVersionValues)) {
		return nil
	}
	return StoredThreadClosedEventSchemaVersionValues[op]
}

var StoredThreadClosedEventSchemaVersionValues = []any{1}

func (e *StoredThreadClosedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredThreadClosedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredThreadClosedEventSchemaVersion: %w", err)
	}
	*e = StoredThreadClosedEventSchemaVersion(i)
	return nil
}

func (e StoredThreadClosedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredThreadClosedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredThreadClosedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredThreadClosedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredThreadClosedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredThreadClosedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredThreadClosedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// thread.moved v1 (durable), stored form
type StoredThreadMovedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                `json:"seq"`
	Type          string                               `json:"type"`
	SchemaVersion *StoredThreadMovedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                          `json:"occurred_at"`
	Actor      *EventActor                     `json:"actor,omitempty"`
	Scope      *EventScope                     `json:"scope"`
	Resource   *StoredThreadMovedEventResource `json:"resource"`
	Payload    *ThreadMovedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredThreadMovedEvent) isStoredEvent() {}

func (m *StoredThreadMovedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredThreadMovedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"thread.moved\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredThreadMovedEventSchemaVersion uint

const (
	StoredThreadMovedEventSchemaVersionNumber_1 StoredThreadMovedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredThreadMovedEventSchemaVersion) Value() any {
	if op >= StoredThreadMovedEventSchemaVersion(len(StoredThreadMovedEventSchemaVersionValues)) {
		return nil
	}
	return StoredThreadMovedEventSchemaVersionValues[op]
}

var StoredThreadMovedEventSchemaVersionValues = []any{1}

func (e *StoredThreadMovedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredThreadMovedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredThreadMovedEventSchemaVersion: %w", err)
	}
	*e = StoredThreadMovedEventSchemaVersion(i)
	return nil
}

func (e StoredThreadMovedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredThreadMovedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredThreadMovedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredThreadMovedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredThreadMovedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredThreadMovedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredThreadMovedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// thread.moved_out v1 (durable), stored form
type StoredThreadMovedOutEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredThreadMovedOutEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredThreadMovedOutEventResource `json:"resource"`
	Payload    *ThreadMovedOutV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredThreadMovedOutEvent) isStoredEvent() {}

func (m *StoredThreadMovedOutEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredThreadMovedOutEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"thread.moved_out\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredThreadMovedOutEventSchemaVersion uint

const (
	StoredThreadMovedOutEventSchemaVersionNumber_1 StoredThreadMovedOutEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredThreadMovedOutEventSchemaVersion) Value() any {
	if op >= StoredThreadMovedOutEventSchemaVersion(len(StoredThreadMovedOutEventSchemaVersionValues)) {
		return nil
	}
	return StoredThreadMovedOutEventSchemaVersionValues[op]
}

var StoredThreadMovedOutEventSchemaVersionValues = []any{1}

func (e *StoredThreadMovedOutEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredThreadMovedOutEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredThreadMovedOutEventSchemaVersion: %w", err)
	}
	*e = StoredThreadMovedOutEventSchemaVersion(i)
	return nil
}

func (e StoredThreadMovedOutEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredThreadMovedOutEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredThreadMovedOutEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredThreadMovedOutEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredThreadMovedOutEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredThreadMovedOutEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredThreadMovedOutEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// channel.created v1 (durable), stored form
type StoredChannelCreatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredChannelCreatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredChannelCreatedEventResource `json:"resource"`
	Payload    *ChannelCreatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredChannelCreatedEvent) isStoredEvent() {}

func (m *StoredChannelCreatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredChannelCreatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"channel.created\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredChannelCreatedEventSchemaVersion uint

const (
	StoredChannelCreatedEventSchemaVersionNumber_1 StoredChannelCreatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredChannelCreatedEventSchemaVersion) Value() any {
	if op >= StoredChannelCreatedEventSchemaVersion(len(StoredChannelCreatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredChannelCreatedEventSchemaVersionValues[op]
}

var StoredChannelCreatedEventSchemaVersionValues = []any{1}

func (e *StoredChannelCreatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredChannelCreatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredChannelCreatedEventSchemaVersion: %w", err)
	}
	*e = StoredChannelCreatedEventSchemaVersion(i)
	return nil
}

func (e StoredChannelCreatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredChannelCreatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredChannelCreatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredChannelCreatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredChannelCreatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredChannelCreatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredChannelCreatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// channel.updated v1 (durable), stored form
type StoredChannelUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredChannelUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredChannelUpdatedEventResource `json:"resource"`
	Payload    *ChannelUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredChannelUpdatedEvent) isStoredEvent() {}

func (m *StoredChannelUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredChannelUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"channel.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredChannelUpdatedEventSchemaVersion uint

const (
	StoredChannelUpdatedEventSchemaVersionNumber_1 StoredChannelUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredChannelUpdatedEventSchemaVersion) Value() any {
	if op >= StoredChannelUpdatedEventSchemaVersion(len(StoredChannelUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredChannelUpdatedEventSchemaVersionValues[op]
}

var StoredChannelUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredChannelUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredChannelUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredChannelUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredChannelUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredChannelUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredChannelUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredChannelUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredChannelUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredChannelUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredChannelUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredChannelUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// channel.archived v1 (durable), stored form
type StoredChannelArchivedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                    `json:"seq"`
	Type          string                                   `json:"type"`
	SchemaVersion *StoredChannelArchivedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                              `json:"occurred_at"`
	Actor      *EventActor                         `json:"actor,omitempty"`
	Scope      *EventScope                         `json:"scope"`
	Resource   *StoredChannelArchivedEventResource `json:"resource"`
	Payload    *ChannelArchivedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredChannelArchivedEvent) isStoredEvent() {}

func (m *StoredChannelArchivedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredChannelArchivedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"channel.archived\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredChannelArchivedEventSchemaVersion uint

const (
	StoredChannelArchivedEventSchemaVersionNumber_1 StoredChannelArchivedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredChannelArchivedEventSchemaVersion) Value() any {
	if op >= StoredChannelArchivedEventSchemaVersion(len(StoredChannelArchivedEventSchemaVersionValues)) {
		return nil
	}
	return StoredChannelArchivedEventSchemaVersionValues[op]
}

var StoredChannelArchivedEventSchemaVersionValues = []any{1}

func (e *StoredChannelArchivedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredChannelArchivedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredChannelArchivedEventSchemaVersion: %w", err)
	}
	*e = StoredChannelArchivedEventSchemaVersion(i)
	return nil
}

func (e StoredChannelArchivedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredChannelArchivedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredChannelArchivedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredChannelArchivedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredChannelArchivedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredChannelArchivedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredChannelArchivedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// channel.settings_changed v1 (durable), stored form
type StoredChannelSettingsChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                           `json:"seq"`
	Type          string                                          `json:"type"`
	SchemaVersion *StoredChannelSettingsChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                     `json:"occurred_at"`
	Actor      *EventActor                                `json:"actor,omitempty"`
	Scope      *EventScope                                `json:"scope"`
	Resource   *StoredChannelSettingsChangedEventResource `json:"resource"`
	Payload    *ChannelSettingsChangedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredChannelSettingsChangedEvent) isStoredEvent() {}

func (m *StoredChannelSettingsChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredChannelSettingsChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"channel.settings_changed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredChannelSettingsChangedEventSchemaVersion uint

const (
	StoredChannelSettingsChangedEventSchemaVersionNumber_1 StoredChannelSettingsChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredChannelSettingsChangedEventSchemaVersion) Value() any {
	if op >= StoredChannelSettingsChangedEventSchemaVersion(len(StoredChannelSettingsChangedEventSchemaVersionValues)) {
		return nil
	}
	return StoredChannelSettingsChangedEventSchemaVersionValues[op]
}

var StoredChannelSettingsChangedEventSchemaVersionValues = []any{1}

func (e *StoredChannelSettingsChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredChannelSettingsChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredChannelSettingsChangedEventSchemaVersion: %w", err)
	}
	*e = StoredChannelSettingsChangedEventSchemaVersion(i)
	return nil
}

func (e StoredChannelSettingsChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredChannelSettingsChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredChannelSettingsChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredChannelSettingsChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredChannelSettingsChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredChannelSettingsChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredChannelSettingsChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// space.archived v1 (durable), stored form
type StoredSpaceArchivedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                  `json:"seq"`
	Type          string                                 `json:"type"`
	SchemaVersion *StoredSpaceArchivedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                            `json:"occurred_at"`
	Actor      *EventActor                       `json:"actor,omitempty"`
	Scope      *EventScope                       `json:"scope"`
	Resource   *StoredSpaceArchivedEventResource `json:"resource"`
	Payload    *SpaceArchivedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredSpaceArchivedEvent) isStoredEvent() {}

func (m *StoredSpaceArchivedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredSpaceArchivedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"space.archived\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredSpaceArchivedEventSchemaVersion uint

const (
	StoredSpaceArchivedEventSchemaVersionNumber_1 StoredSpaceArchivedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredSpaceArchivedEventSchemaVersion) Value() any {
	if op >= StoredSpaceArchivedEventSchemaVersion(len(StoredSpaceArchivedEventSchemaVersionValues)) {
		return nil
	}
	return StoredSpaceArchivedEventSchemaVersionValues[op]
}

var StoredSpaceArchivedEventSchemaVersionValues = []any{1}

func (e *StoredSpaceArchivedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredSpaceArchivedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredSpaceArchivedEventSchemaVersion: %w", err)
	}
	*e = StoredSpaceArchivedEventSchemaVersion(i)
	return nil
}

func (e StoredSpaceArchivedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredSpaceArchivedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredSpaceArchivedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredSpaceArchivedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredSpaceArchivedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredSpaceArchivedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredSpaceArchivedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"space\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// import.progress v1 (durable), stored form
type StoredImportProgressEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredImportProgressEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredImportProgressEventResource `json:"resource"`
	Payload    *ImportProgressV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredImportProgressEvent) isStoredEvent() {}

func (m *StoredImportProgressEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredImportProgressEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"import.progress\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredImportProgressEventSchemaVersion uint

const (
	StoredImportProgressEventSchemaVersionNumber_1 StoredImportProgressEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredImportProgressEventSchemaVersion) Value() any {
	if op >= StoredImportProgressEventSchemaVersion(len(StoredImportProgressEventSchemaVersionValues)) {
		return nil
	}
	return StoredImportProgressEventSchemaVersionValues[op]
}

var StoredImportProgressEventSchemaVersionValues = []any{1}

func (e *StoredImportProgressEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredImportProgressEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredImportProgressEventSchemaVersion: %w", err)
	}
	*e = StoredImportProgressEventSchemaVersion(i)
	return nil
}

func (e StoredImportProgressEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredImportProgressEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredImportProgressEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredImportProgressEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredImportProgressEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredImportProgressEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredImportProgressEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"import\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// run.state_changed v1 (durable), stored form
type StoredRunStateChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                    `json:"seq"`
	Type          string                                   `json:"type"`
	SchemaVersion *StoredRunStateChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                              `json:"occurred_at"`
	Actor      *EventActor                         `json:"actor,omitempty"`
	Scope      *EventScope                         `json:"scope"`
	Resource   *StoredRunStateChangedEventResource `json:"resource"`
	Payload    *RunStateChangedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredRunStateChangedEvent) isStoredEvent() {}

func (m *StoredRunStateChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredRunStateChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"run.state_changed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredRunStateChangedEventSchemaVersion uint

const (
	StoredRunStateChangedEventSchemaVersionNumber_1 StoredRunStateChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredRunStateChangedEventSchemaVersion) Value() any {
	if op >= StoredRunStateChangedEventSchemaVersion(len(StoredRunStateChangedEventSchemaVersionValues)) {
		return nil
	}
	return StoredRunStateChangedEventSchemaVersionValues[op]
}

var StoredRunStateChangedEventSchemaVersionValues = []any{1}

func (e *StoredRunStateChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredRunStateChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredRunStateChangedEventSchemaVersion: %w", err)
	}
	*e = StoredRunStateChangedEventSchemaVersion(i)
	return nil
}

func (e StoredRunStateChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredRunStateChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredRunStateChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredRunStateChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredRunStateChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredRunStateChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredRunStateChangedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// run.cancel_requested v1 (durable), stored form
type StoredRunCancelRequestedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                       `json:"seq"`
	Type          string                                      `json:"type"`
	SchemaVersion *StoredRunCancelRequestedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                 `json:"occurred_at"`
	Actor      *EventActor                            `json:"actor,omitempty"`
	Scope      *EventScope                            `json:"scope"`
	Resource   *StoredRunCancelRequestedEventResource `json:"resource"`
	Audience   string                                 `json:"audience"`
	Payload    *RunCancelRequestedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredRunCancelRequestedEvent) isStoredEvent() {}

func (m *StoredRunCancelRequestedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredRunCancelRequestedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"run.cancel_requested\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredRunCancelRequestedEventSchemaVersion uint

const (
	StoredRunCancelRequestedEventSchemaVersionNumber_1 StoredRunCancelRequestedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredRunCancelRequestedEventSchemaVersion) Value() any {
	if op >= StoredRunCancelRequestedEventSchemaVersion(len(StoredRunCancelRequestedEventSchemaVersionValues)) {
		return nil
	}
	return StoredRunCancelRequestedEventSchemaVersionValues[op]
}

var StoredRunCancelRequestedEventSchemaVersionValues = []any{1}

func (e *StoredRunCancelRequestedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredRunCancelRequestedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredRunCancelRequestedEventSchemaVersion: %w", err)
	}
	*e = StoredRunCancelRequestedEventSchemaVersion(i)
	return nil
}

func (e StoredRunCancelRequestedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredRunCancelRequestedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredRunCancelRequestedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredRunCancelRequestedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredRunCancelRequestedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredRunCancelRequestedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredRunCancelRequestedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// agent.invocation v1 (durable), stored form
type StoredAgentInvocationEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                    `json:"seq"`
	Type          string                                   `json:"type"`
	SchemaVersion *StoredAgentInvocationEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                              `json:"occurred_at"`
	Actor      *EventActor                         `json:"actor,omitempty"`
	Scope      *EventScope                         `json:"scope"`
	Resource   *StoredAgentInvocationEventResource `json:"resource"`
	Audience   string                              `json:"audience"`
	Payload    *AgentInvocationV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredAgentInvocationEvent) isStoredEvent() {}

func (m *StoredAgentInvocationEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentInvocationEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"agent.invocation\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredAgentInvocationEventSchemaVersion uint

const (
	StoredAgentInvocationEventSchemaVersionNumber_1 StoredAgentInvocationEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredAgentInvocationEventSchemaVersion) Value() any {
	if op >= StoredAgentInvocationEventSchemaVersion(len(StoredAgentInvocationEventSchemaVersionValues)) {
		return nil
	}
	return StoredAgentInvocationEventSchemaVersionValues[op]
}

var StoredAgentInvocationEventSchemaVersionValues = []any{1}

func (e *StoredAgentInvocationEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredAgentInvocationEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredAgentInvocationEventSchemaVersion: %w", err)
	}
	*e = StoredAgentInvocationEventSchemaVersion(i)
	return nil
}

func (e StoredAgentInvocationEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredAgentInvocationEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredAgentInvocationEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredAgentInvocationEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredAgentInvocationEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredAgentInvocationEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentInvocationEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// agent.followup v1 (durable), stored form
type StoredAgentFollowupEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                  `json:"seq"`
	Type          string                                 `json:"type"`
	SchemaVersion *StoredAgentFollowupEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                            `json:"occurred_at"`
	Actor      *EventActor                       `json:"actor,omitempty"`
	Scope      *EventScope                       `json:"scope"`
	Resource   *StoredAgentFollowupEventResource `json:"resource"`
	Audience   string                            `json:"audience"`
	Payload    *AgentFollowupV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredAgentFollowupEvent) isStoredEvent() {}

func (m *StoredAgentFollowupEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentFollowupEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"agent.followup\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredAgentFollowupEventSchemaVersion uint

const (
	StoredAgentFollowupEventSchemaVersionNumber_1 StoredAgentFollowupEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredAgentFollowupEventSchemaVersion) Value() any {
	if op >= StoredAgentFollowupEventSchemaVersion(len(StoredAgentFollowupEventSchemaVersionValues)) {
		return nil
	}
	return StoredAgentFollowupEventSchemaVersionValues[op]
}

var StoredAgentFollowupEventSchemaVersionValues = []any{1}

func (e *StoredAgentFollowupEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredAgentFollowupEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredAgentFollowupEventSchemaVersion: %w", err)
	}
	*e = StoredAgentFollowupEventSchemaVersion(i)
	return nil
}

func (e StoredAgentFollowupEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredAgentFollowupEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredAgentFollowupEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredAgentFollowupEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredAgentFollowupEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredAgentFollowupEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentFollowupEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"run\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// agent.config_changed v1 (durable), stored form
type StoredAgentConfigChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                       `json:"seq"`
	Type          string                                      `json:"type"`
	SchemaVersion *StoredAgentConfigChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                 `json:"occurred_at"`
	Actor      *EventActor                            `json:"actor,omitempty"`
	Scope      *EventScope                            `json:"scope"`
	Resource   *StoredAgentConfigChangedEventResource `json:"resource"`
	Audience   string                                 `json:"audience"`
	Payload    *AgentConfigChangedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredAgentConfigChangedEvent) isStoredEvent() {}

func (m *StoredAgentConfigChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentConfigChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"agent.config_changed\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredAgentConfigChangedEventSchemaVersion uint

const (
	StoredAgentConfigChangedEventSchemaVersionNumber_1 StoredAgentConfigChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredAgentConfigChangedEventSchemaVersion) Value() any {
	if op >= StoredAgentConfigChangedEventSchemaVersion(len(StoredAgentConfigChangedEventSchemaVersionValues)) {
		return nil
	}
	return StoredAgentConfigChangedEventSchemaVersionValues[op]
}

var StoredAgentConfigChangedEventSchemaVersionValues = []any{1}

func (e *StoredAgentConfigChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredAgentConfigChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredAgentConfigChangedEventSchemaVersion: %w", err)
	}
	*e = StoredAgentConfigChangedEventSchemaVersion(i)
	return nil
}

func (e StoredAgentConfigChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredAgentConfigChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredAgentConfigChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredAgentConfigChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredAgentConfigChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredAgentConfigChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentConfigChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"channel\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// agent.updated v1 (durable), stored form
type StoredAgentUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                 `json:"seq"`
	Type          string                                `json:"type"`
	SchemaVersion *StoredAgentUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                           `json:"occurred_at"`
	Actor      *EventActor                      `json:"actor,omitempty"`
	Scope      *EventScope                      `json:"scope"`
	Resource   *StoredAgentUpdatedEventResource `json:"resource"`
	Payload    *AgentUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredAgentUpdatedEvent) isStoredEvent() {}

func (m *StoredAgentUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"agent.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredAgentUpdatedEventSchemaVersion uint

const (
	StoredAgentUpdatedEventSchemaVersionNumber_1 StoredAgentUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredAgentUpdatedEventSchemaVersion) Value() any {
	if op >= StoredAgentUpdatedEventSchemaVersion(len(StoredAgentUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredAgentUpdatedEventSchemaVersionValues[op]
}

var StoredAgentUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredAgentUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredAgentUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredAgentUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredAgentUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredAgentUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredAgentUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredAgentUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredAgentUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredAgentUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredAgentUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"agent\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// agent_session.changed v1 (durable), stored form
type StoredAgentSessionChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                        `json:"seq"`
	Type          string                                       `json:"type"`
	SchemaVersion *StoredAgentSessionChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                  `json:"occurred_at"`
	Actor      *EventActor                             `json:"actor,omitempty"`
	Scope      *EventScope                             `json:"scope"`
	Resource   *StoredAgentSessionChangedEventResource `json:"resource"`
	Payload    *AgentSessionChangedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredAgentSessionChangedEvent) isStoredEvent() {}

func (m *StoredAgentSessionChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentSessionChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"agent_session.changed\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredAgentSessionChangedEventSchemaVersion uint

const (
	StoredAgentSessionChangedEventSchemaVersionNumber_1 StoredAgentSessionChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredAgentSessionChangedEventSchemaVersion) Value() any {
	if op >= StoredAgentSessionChangedEventSchemaVersion(len(StoredAgentSessionChangedEventSchemaVersionValues)) {
		return nil
	}
	return StoredAgentSessionChangedEventSchemaVersionValues[op]
}

var StoredAgentSessionChangedEventSchemaVersionValues = []any{1}

func (e *StoredAgentSessionChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredAgentSessionChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredAgentSessionChangedEventSchemaVersion: %w", err)
	}
	*e = StoredAgentSessionChangedEventSchemaVersion(i)
	return nil
}

func (e StoredAgentSessionChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredAgentSessionChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredAgentSessionChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredAgentSessionChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredAgentSessionChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredAgentSessionChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAgentSessionChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// command.invoked v1 (durable), stored form
type StoredCommandInvokedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredCommandInvokedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredCommandInvokedEventResource `json:"resource"`
	Audience   string                             `json:"audience"`
	Payload    *CommandInvokedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredCommandInvokedEvent) isStoredEvent() {}

func (m *StoredCommandInvokedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredCommandInvokedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"command.invoked\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredCommandInvokedEventSchemaVersion uint

const (
	StoredCommandInvokedEventSchemaVersionNumber_1 StoredCommandInvokedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredCommandInvokedEventSchemaVersion) Value() any {
	if op >= StoredCommandInvokedEventSchemaVersion(len(StoredCommandInvokedEventSchemaVersionValues)) {
		return nil
	}
	return StoredCommandInvokedEventSchemaVersionValues[op]
}

var StoredCommandInvokedEventSchemaVersionValues = []any{1}

func (e *StoredCommandInvokedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredCommandInvokedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredCommandInvokedEventSchemaVersion: %w", err)
	}
	*e = StoredCommandInvokedEventSchemaVersion(i)
	return nil
}

func (e StoredCommandInvokedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredCommandInvokedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredCommandInvokedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredCommandInvokedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredCommandInvokedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredCommandInvokedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredCommandInvokedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"command\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// interaction.created v1 (durable), stored form
type StoredInteractionCreatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                       `json:"seq"`
	Type          string                                      `json:"type"`
	SchemaVersion *StoredInteractionCreatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                 `json:"occurred_at"`
	Actor      *EventActor                            `json:"actor,omitempty"`
	Scope      *EventScope                            `json:"scope"`
	Resource   *StoredInteractionCreatedEventResource `json:"resource"`
	Audience   string                                 `json:"audience"`
	Payload    *InteractionCreatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredInteractionCreatedEvent) isStoredEvent() {}

func (m *StoredInteractionCreatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredInteractionCreatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"interaction.created\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredInteractionCreatedEventSchemaVersion uint

const (
	StoredInteractionCreatedEventSchemaVersionNumber_1 StoredInteractionCreatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredInteractionCreatedEventSchemaVersion) Value() any {
	if op >= StoredInteractionCreatedEventSchemaVersion(len(StoredInteractionCreatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredInteractionCreatedEventSchemaVersionValues[op]
}

var StoredInteractionCreatedEventSchemaVersionValues = []any{1}

func (e *StoredInteractionCreatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredInteractionCreatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredInteractionCreatedEventSchemaVersion: %w", err)
	}
	*e = StoredInteractionCreatedEventSchemaVersion(i)
	return nil
}

func (e StoredInteractionCreatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredInteractionCreatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredInteractionCreatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredInteractionCreatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredInteractionCreatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredInteractionCreatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredInteractionCreatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"interaction\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// interaction.discarded v1 (durable), stored form
type StoredInteractionDiscardedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                         `json:"seq"`
	Type          string                                        `json:"type"`
	SchemaVersion *StoredInteractionDiscardedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                   `json:"occurred_at"`
	Actor      *EventActor                              `json:"actor,omitempty"`
	Scope      *EventScope                              `json:"scope"`
	Resource   *StoredInteractionDiscardedEventResource `json:"resource"`
	Audience   string                                   `json:"audience"`
	Payload    *InteractionDiscardedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredInteractionDiscardedEvent) isStoredEvent() {}

func (m *StoredInteractionDiscardedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredInteractionDiscardedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"interaction.discarded\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredInteractionDiscardedEventSchemaVersion uint

const (
	StoredInteractionDiscardedEventSchemaVersionNumber_1 StoredInteractionDiscardedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredInteractionDiscardedEventSchemaVersion) Value() any {
	if op >= StoredInteractionDiscardedEventSchemaVersion(len(StoredInteractionDiscardedEventSchemaVersionValues)) {
		return nil
	}
	return StoredInteractionDiscardedEventSchemaVersionValues[op]
}

var StoredInteractionDiscardedEventSchemaVersionValues = []any{1}

func (e *StoredInteractionDiscardedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredInteractionDiscardedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredInteractionDiscardedEventSchemaVersion: %w", err)
	}
	*e = StoredInteractionDiscardedEventSchemaVersion(i)
	return nil
}

func (e StoredInteractionDiscardedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredInteractionDiscardedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredInteractionDiscardedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredInteractionDiscardedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredInteractionDiscardedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredInteractionDiscardedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredInteractionDiscardedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"interaction\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// access.changed v1 (durable), stored form
type StoredAccessChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                  `json:"seq"`
	Type          string                                 `json:"type"`
	SchemaVersion *StoredAccessChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                            `json:"occurred_at"`
	Actor      *EventActor                       `json:"actor,omitempty"`
	Scope      *EventScope                       `json:"scope"`
	Resource   *StoredAccessChangedEventResource `json:"resource"`
	Audience   string                            `json:"audience"`
	Payload    *AccessChangedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredAccessChangedEvent) isStoredEvent() {}

func (m *StoredAccessChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAccessChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"access.changed\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredAccessChangedEventSchemaVersion uint

const (
	StoredAccessChangedEventSchemaVersionNumber_1 StoredAccessChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredAccessChangedEventSchemaVersion) Value() any {
	if op >= StoredAccessChangedEventSchemaVersion(len(StoredAccessChangedEventSchemaVersionValues)) {
		return nil
	}
	return StoredAccessChangedEventSchemaVersionValues[op]
}

var StoredAccessChangedEventSchemaVersionValues = []any{1}

func (e *StoredAccessChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredAccessChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredAccessChangedEventSchemaVersion: %w", err)
	}
	*e = StoredAccessChangedEventSchemaVersion(i)
	return nil
}

func (e StoredAccessChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredAccessChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredAccessChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredAccessChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredAccessChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredAccessChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAccessChangedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"principal\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// access.expiring v1 (durable), stored form
type StoredAccessExpiringEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredAccessExpiringEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredAccessExpiringEventResource `json:"resource"`
	Audience   string                             `json:"audience"`
	Payload    *AccessExpiringV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredAccessExpiringEvent) isStoredEvent() {}

func (m *StoredAccessExpiringEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAccessExpiringEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"access.expiring\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredAccessExpiringEventSchemaVersion uint

const (
	StoredAccessExpiringEventSchemaVersionNumber_1 StoredAccessExpiringEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredAccessExpiringEventSchemaVersion) Value() any {
	if op >= StoredAccessExpiringEventSchemaVersion(len(StoredAccessExpiringEventSchemaVersionValues)) {
		return nil
	}
	return StoredAccessExpiringEventSchemaVersionValues[op]
}

var StoredAccessExpiringEventSchemaVersionValues = []any{1}

func (e *StoredAccessExpiringEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredAccessExpiringEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredAccessExpiringEventSchemaVersion: %w", err)
	}
	*e = StoredAccessExpiringEventSchemaVersion(i)
	return nil
}

func (e StoredAccessExpiringEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredAccessExpiringEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredAccessExpiringEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredAccessExpiringEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredAccessExpiringEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredAccessExpiringEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredAccessExpiringEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"grant\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// read_state.updated v1 (durable), stored form
type StoredReadStateUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                     `json:"seq"`
	Type          string                                    `json:"type"`
	SchemaVersion *StoredReadStateUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                               `json:"occurred_at"`
	Actor      *EventActor                          `json:"actor,omitempty"`
	Scope      *EventScope                          `json:"scope"`
	Resource   *StoredReadStateUpdatedEventResource `json:"resource"`
	Audience   string                               `json:"audience"`
	Payload    *ReadStateUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredReadStateUpdatedEvent) isStoredEvent() {}

func (m *StoredReadStateUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredReadStateUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"read_state.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredReadStateUpdatedEventSchemaVersion uint

const (
	StoredReadStateUpdatedEventSchemaVersionNumber_1 StoredReadStateUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredReadStateUpdatedEventSchemaVersion) Value() any {
	if op >= StoredReadStateUpdatedEventSchemaVersion(len(StoredReadStateUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredReadStateUpdatedEventSchemaVersionValues[op]
}

var StoredReadStateUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredReadStateUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredReadStateUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredReadStateUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredReadStateUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredReadStateUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredReadStateUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredReadStateUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredReadStateUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredReadStateUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredReadStateUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredReadStateUpdatedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"thread\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// sidebar.updated v1 (durable), stored form
type StoredSidebarUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                   `json:"seq"`
	Type          string                                  `json:"type"`
	SchemaVersion *StoredSidebarUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                             `json:"occurred_at"`
	Actor      *EventActor                        `json:"actor,omitempty"`
	Scope      *EventScope                        `json:"scope"`
	Resource   *StoredSidebarUpdatedEventResource `json:"resource"`
	Audience   string                             `json:"audience"`
	Payload    *SidebarUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredSidebarUpdatedEvent) isStoredEvent() {}

func (m *StoredSidebarUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredSidebarUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"sidebar.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredSidebarUpdatedEventSchemaVersion uint

const (
	StoredSidebarUpdatedEventSchemaVersionNumber_1 StoredSidebarUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredSidebarUpdatedEventSchemaVersion) Value() any {
	if op >= StoredSidebarUpdatedEventSchemaVersion(len(StoredSidebarUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredSidebarUpdatedEventSchemaVersionValues[op]
}

var StoredSidebarUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredSidebarUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredSidebarUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredSidebarUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredSidebarUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredSidebarUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredSidebarUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredSidebarUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredSidebarUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredSidebarUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
}

func (m *StoredSidebarUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredSidebarUpdatedEventResource", raw, true, []string{"kind", "id"}, map[string]string{"kind": "\"space\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
	})
}

// draft.updated v1 (durable), stored form
type StoredDraftUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                 `json:"seq"`
	Type          string                                `json:"type"`
	SchemaVersion *StoredDraftUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                           `json:"occurred_at"`
	Actor      *EventActor                      `json:"actor,omitempty"`
	Scope      *EventScope                      `json:"scope"`
	Resource   *StoredDraftUpdatedEventResource `json:"resource"`
	Audience   string                           `json:"audience"`
	Payload    *DraftUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredDraftUpdatedEvent) isStoredEvent() {}

func (m *StoredDraftUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredDraftUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"draft.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredDraftUpdatedEventSchemaVersion uint

const (
	StoredDraftUpdatedEventSchemaVersionNumber_1 StoredDraftUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredDraftUpdatedEventSchemaVersion) Value() any {
	if op >= StoredDraftUpdatedEventSchemaVersion(len(StoredDraftUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredDraftUpdatedEventSchemaVersionValues[op]
}

var StoredDraftUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredDraftUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredDraftUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredDraftUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredDraftUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredDraftUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredDraftUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredDraftUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredDraftUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredDraftUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredDraftUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredDraftUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"draft\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// draft.deleted v1 (durable), stored form
type StoredDraftDeletedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                 `json:"seq"`
	Type          string                                `json:"type"`
	SchemaVersion *StoredDraftDeletedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                           `json:"occurred_at"`
	Actor      *EventActor                      `json:"actor,omitempty"`
	Scope      *EventScope                      `json:"scope"`
	Resource   *StoredDraftDeletedEventResource `json:"resource"`
	Audience   string                           `json:"audience"`
	Payload    *DraftDeletedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredDraftDeletedEvent) isStoredEvent() {}

func (m *StoredDraftDeletedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredDraftDeletedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"draft.deleted\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredDraftDeletedEventSchemaVersion uint

const (
	StoredDraftDeletedEventSchemaVersionNumber_1 StoredDraftDeletedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredDraftDeletedEventSchemaVersion) Value() any {
	if op >= StoredDraftDeletedEventSchemaVersion(len(StoredDraftDeletedEventSchemaVersionValues)) {
		return nil
	}
	return StoredDraftDeletedEventSchemaVersionValues[op]
}

var StoredDraftDeletedEventSchemaVersionValues = []any{1}

func (e *StoredDraftDeletedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredDraftDeletedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredDraftDeletedEventSchemaVersion: %w", err)
	}
	*e = StoredDraftDeletedEventSchemaVersion(i)
	return nil
}

func (e StoredDraftDeletedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredDraftDeletedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredDraftDeletedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredDraftDeletedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredDraftDeletedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredDraftDeletedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredDraftDeletedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"draft\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// settings.updated v1 (durable), stored form
type StoredSettingsUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                    `json:"seq"`
	Type          string                                   `json:"type"`
	SchemaVersion *StoredSettingsUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                              `json:"occurred_at"`
	Actor      *EventActor                         `json:"actor,omitempty"`
	Scope      *EventScope                         `json:"scope"`
	Resource   *StoredSettingsUpdatedEventResource `json:"resource"`
	Audience   string                              `json:"audience"`
	Payload    *SettingsUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredSettingsUpdatedEvent) isStoredEvent() {}

func (m *StoredSettingsUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredSettingsUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"settings.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredSettingsUpdatedEventSchemaVersion uint

const (
	StoredSettingsUpdatedEventSchemaVersionNumber_1 StoredSettingsUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredSettingsUpdatedEventSchemaVersion) Value() any {
	if op >= StoredSettingsUpdatedEventSchemaVersion(len(StoredSettingsUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredSettingsUpdatedEventSchemaVersionValues[op]
}

var StoredSettingsUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredSettingsUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredSettingsUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredSettingsUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredSettingsUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredSettingsUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredSettingsUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredSettingsUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredSettingsUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredSettingsUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredSettingsUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredSettingsUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"setting\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// notification_pref.updated v1 (durable), stored form
type StoredNotificationPrefUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                            `json:"seq"`
	Type          string                                           `json:"type"`
	SchemaVersion *StoredNotificationPrefUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                      `json:"occurred_at"`
	Actor      *EventActor                                 `json:"actor,omitempty"`
	Scope      *EventScope                                 `json:"scope"`
	Resource   *StoredNotificationPrefUpdatedEventResource `json:"resource"`
	Audience   string                                      `json:"audience"`
	Payload    *NotificationPrefUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredNotificationPrefUpdatedEvent) isStoredEvent() {}

func (m *StoredNotificationPrefUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredNotificationPrefUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"notification_pref.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredNotificationPrefUpdatedEventSchemaVersion uint

const (
	StoredNotificationPrefUpdatedEventSchemaVersionNumber_1 StoredNotificationPrefUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredNotificationPrefUpdatedEventSchemaVersion) Value() any {
	if op >= StoredNotificationPrefUpdatedEventSchemaVersion(len(StoredNotificationPrefUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredNotificationPrefUpdatedEventSchemaVersionValues[op]
}

var StoredNotificationPrefUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredNotificationPrefUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredNotificationPrefUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredNotificationPrefUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredNotificationPrefUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredNotificationPrefUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredNotificationPrefUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredNotificationPrefUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredNotificationPrefUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredNotificationPrefUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredNotificationPrefUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredNotificationPrefUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"notification_pref\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// quiet_hours.updated v1 (durable), stored form
type StoredQuietHoursUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                      `json:"seq"`
	Type          string                                     `json:"type"`
	SchemaVersion *StoredQuietHoursUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                `json:"occurred_at"`
	Actor      *EventActor                           `json:"actor,omitempty"`
	Scope      *EventScope                           `json:"scope"`
	Resource   *StoredQuietHoursUpdatedEventResource `json:"resource"`
	Audience   string                                `json:"audience"`
	Payload    *QuietHoursUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredQuietHoursUpdatedEvent) isStoredEvent() {}

func (m *StoredQuietHoursUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredQuietHoursUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"quiet_hours.updated\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredQuietHoursUpdatedEventSchemaVersion uint

const (
	StoredQuietHoursUpdatedEventSchemaVersionNumber_1 StoredQuietHoursUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredQuietHoursUpdatedEventSchemaVersion) Value() any {
	if op >= StoredQuietHoursUpdatedEventSchemaVersion(len(StoredQuietHoursUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredQuietHoursUpdatedEventSchemaVersionValues[op]
}

var StoredQuietHoursUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredQuietHoursUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredQuietHoursUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredQuietHoursUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredQuietHoursUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredQuietHoursUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredQuietHoursUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredQuietHoursUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredQuietHoursUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredQuietHoursUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredQuietHoursUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredQuietHoursUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"quiet_hours\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// host.updated v1 (durable), stored form
type StoredHostUpdatedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                `json:"seq"`
	Type          string                               `json:"type"`
	SchemaVersion *StoredHostUpdatedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                          `json:"occurred_at"`
	Actor      *EventActor                     `json:"actor,omitempty"`
	Scope      *EventScope                     `json:"scope"`
	Resource   *StoredHostUpdatedEventResource `json:"resource"`
	Payload    *HostUpdatedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredHostUpdatedEvent) isStoredEvent() {}

func (m *StoredHostUpdatedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredHostUpdatedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "payload", "permission_version"}, map[string]string{"type": "\"host.updated\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredHostUpdatedEventSchemaVersion uint

const (
	StoredHostUpdatedEventSchemaVersionNumber_1 StoredHostUpdatedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredHostUpdatedEventSchemaVersion) Value() any {
	if op >= StoredHostUpdatedEventSchemaVersion(len(StoredHostUpdatedEventSchemaVersionValues)) {
		return nil
	}
	return StoredHostUpdatedEventSchemaVersionValues[op]
}

var StoredHostUpdatedEventSchemaVersionValues = []any{1}

func (e *StoredHostUpdatedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredHostUpdatedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredHostUpdatedEventSchemaVersion: %w", err)
	}
	*e = StoredHostUpdatedEventSchemaVersion(i)
	return nil
}

func (e StoredHostUpdatedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredHostUpdatedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredHostUpdatedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredHostUpdatedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredHostUpdatedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredHostUpdatedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredHostUpdatedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"host\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}

// terminal_session.changed v1 (durable), stored form
type StoredTerminalSessionChangedEvent struct {
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	Id string `json:"id"`
	// A global, commit-ordered sequence number (3).
	Seq           int64                                           `json:"seq"`
	Type          string                                          `json:"type"`
	SchemaVersion *StoredTerminalSessionChangedEventSchemaVersion `json:"schema_version"`
	// RFC 3339 time. Display only, never order (10).
	OccurredAt string                                     `json:"occurred_at"`
	Actor      *EventActor                                `json:"actor,omitempty"`
	Scope      *EventScope                                `json:"scope"`
	Resource   *StoredTerminalSessionChangedEventResource `json:"resource"`
	Audience   string                                     `json:"audience"`
	Payload    *TerminalSessionChangedV1                  `json:"payload"`
	// true: the payload was redacted after a deletion
	Redacted *bool `json:"redacted,omitempty"`
	// true: the payload was reduced below sync.event_payload_max_bytes; reload via REST
	Truncated *bool `json:"truncated,omitempty"`
	// A UUID (RFC 9562), any version.
	CorrelationId *string `json:"correlation_id,omitempty"`
	// W3C traceparent; only in deliveries to agent adapters
	TraceContext *string `json:"trace_context,omitempty"`
	// A UUID of version 7. Only the version is checked, never the time in it (5.1).
	ClientMsgId *string `json:"client_msg_id,omitempty"`
	// permission version at the time of the commit
	PermissionVersion int64 `json:"permission_version"`
}

func (StoredTerminalSessionChangedEvent) isStoredEvent() {}

func (m *StoredTerminalSessionChangedEvent) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredTerminalSessionChangedEvent", raw, true, []string{"id", "seq", "type", "schema_version", "occurred_at", "scope", "resource", "audience", "payload", "permission_version"}, map[string]string{"type": "\"terminal_session.changed\"", "audience": "\"self\""}, []member{
		{"id", &m.Id},
		{"seq", &m.Seq},
		{"type", &m.Type},
		{"schema_version", &m.SchemaVersion},
		{"occurred_at", &m.OccurredAt},
		{"actor", &m.Actor},
		{"scope", &m.Scope},
		{"resource", &m.Resource},
		{"audience", &m.Audience},
		{"payload", &m.Payload},
		{"redacted", &m.Redacted},
		{"truncated", &m.Truncated},
		{"correlation_id", &m.CorrelationId},
		{"trace_context", &m.TraceContext},
		{"client_msg_id", &m.ClientMsgId},
		{"permission_version", &m.PermissionVersion},
	})
}

type StoredTerminalSessionChangedEventSchemaVersion uint

const (
	StoredTerminalSessionChangedEventSchemaVersionNumber_1 StoredTerminalSessionChangedEventSchemaVersion = iota
)

// Value returns the value of the enum.
func (op StoredTerminalSessionChangedEventSchemaVersion) Value() any {
	if op >= StoredTerminalSessionChangedEventSchemaVersion(len(StoredTerminalSessionChangedEventSchemaVersionValues)) {
		return nil
	}
	return StoredTerminalSessionChangedEventSchemaVersionValues[op]
}

var StoredTerminalSessionChangedEventSchemaVersionValues = []any{1}

func (e *StoredTerminalSessionChangedEventSchemaVersion) UnmarshalJSON(raw []byte) error {
	i, err := enumIndex(StoredTerminalSessionChangedEventSchemaVersionValues, raw)
	if err != nil {
		return fmt.Errorf("StoredTerminalSessionChangedEventSchemaVersion: %w", err)
	}
	*e = StoredTerminalSessionChangedEventSchemaVersion(i)
	return nil
}

func (e StoredTerminalSessionChangedEventSchemaVersion) MarshalJSON() ([]byte, error) {
	if int(e) >= len(StoredTerminalSessionChangedEventSchemaVersionValues) {
		return nil, fmt.Errorf("StoredTerminalSessionChangedEventSchemaVersion: no value %d", e)
	}
	return json.Marshal(StoredTerminalSessionChangedEventSchemaVersionValues[e])
}

// The affected object; `version` is present exactly where the catalogue says (9 item 3).
type StoredTerminalSessionChangedEventResource struct {
	Kind string `json:"kind"`
	Id   string `json:"id"`
	// The version of an object after a change (9).
	Version int64 `json:"version"`
}

func (m *StoredTerminalSessionChangedEventResource) UnmarshalJSON(raw []byte) error {
	return decodeStruct("StoredTerminalSessionChangedEventResource", raw, true, []string{"kind", "id", "version"}, map[string]string{"kind": "\"terminal_session\""}, []member{
		{"kind", &m.Kind},
		{"id", &m.Id},
		{"version", &m.Version},
	})
}
