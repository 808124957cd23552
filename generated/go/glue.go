// Code generated from contracts/asyncapi.yaml by `npm run codegen` (@asyncapi/modelina and codegen/src/modelina.ts). DO NOT EDIT.

package bothy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// DecodeClientFrame reads one ClientFrame by its "op" member; the value is a pointer (*IdentifyFrame, ...).
// An unknown op, an unknown member, a missing required member, an unknown enum value and a null are errors.
func DecodeClientFrame(raw []byte) (ClientFrame, error) {
	key, err := discriminator(raw, "op")
	if err != nil {
		return nil, fmt.Errorf("ClientFrame: %w", err)
	}
	switch key {
	case "identify":
		v := &IdentifyFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "resume":
		v := &ResumeFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "heartbeat":
		v := &HeartbeatFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "reauth":
		v := &ReauthFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "focus":
		v := &FocusFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "typing.start":
		v := &TypingStartFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "typing.stop":
		v := &TypingStopFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "ack":
		v := &AckFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "run.update":
		v := &RunUpdateFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "command.autocomplete_result":
		v := &CommandAutocompleteResultFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "stats.subscribe":
		v := &StatsSubscribeFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "stats.unsubscribe":
		v := &StatsUnsubscribeFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	}
	return nil, fmt.Errorf("ClientFrame: unknown op %q", key)
}

// DecodeServerFrame reads one ServerFrame by its "op" member; the value is a pointer (*HelloFrame, ...).
// An unknown op, an unknown member, a missing required member, an unknown enum value and a null are errors.
func DecodeServerFrame(raw []byte) (ServerFrame, error) {
	key, err := discriminator(raw, "op")
	if err != nil {
		return nil, fmt.Errorf("ServerFrame: %w", err)
	}
	switch key {
	case "hello":
		v := &HelloFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "ready":
		v := &ReadyFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "resumed":
		v := &ResumedFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "dispatch":
		v := &DispatchFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "cursor":
		v := &CursorFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "catchup.complete":
		v := &CatchupCompleteFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "resync_required":
		v := &ResyncRequiredFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "heartbeat_ack":
		v := &HeartbeatAckFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "run.update_ack":
		v := &RunUpdateAckFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "reauth_required":
		v := &ReauthRequiredFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "error":
		v := &ErrorFrame{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	}
	return nil, fmt.Errorf("ServerFrame: unknown op %q", key)
}

// DecodeEvent reads one Event by its "type" member; the value is a pointer (*MessageCreatedEvent, ...).
// An unknown type, an unknown member, a missing required member, an unknown enum value and a null are errors.
func DecodeEvent(raw []byte) (Event, error) {
	key, err := discriminator(raw, "type")
	if err != nil {
		return nil, fmt.Errorf("Event: %w", err)
	}
	switch key {
	case "message.created":
		v := &MessageCreatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "message.updated":
		v := &MessageUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "message.deleted":
		v := &MessageDeletedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "reaction.added":
		v := &ReactionAddedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "reaction.removed":
		v := &ReactionRemovedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "pin.added":
		v := &PinAddedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "pin.removed":
		v := &PinRemovedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "file.updated":
		v := &FileUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "thread.updated":
		v := &ThreadUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "thread.closed":
		v := &ThreadClosedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "thread.moved":
		v := &ThreadMovedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "thread.moved_out":
		v := &ThreadMovedOutEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "channel.created":
		v := &ChannelCreatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "channel.updated":
		v := &ChannelUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "channel.archived":
		v := &ChannelArchivedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "channel.settings_changed":
		v := &ChannelSettingsChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "space.archived":
		v := &SpaceArchivedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "import.progress":
		v := &ImportProgressEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "run.state_changed":
		v := &RunStateChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "run.cancel_requested":
		v := &RunCancelRequestedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.invocation":
		v := &AgentInvocationEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.followup":
		v := &AgentFollowupEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.config_changed":
		v := &AgentConfigChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.updated":
		v := &AgentUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent_session.changed":
		v := &AgentSessionChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "command.invoked":
		v := &CommandInvokedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "interaction.created":
		v := &InteractionCreatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "interaction.discarded":
		v := &InteractionDiscardedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "access.changed":
		v := &AccessChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "access.expiring":
		v := &AccessExpiringEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "read_state.updated":
		v := &ReadStateUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "sidebar.updated":
		v := &SidebarUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "draft.updated":
		v := &DraftUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "draft.deleted":
		v := &DraftDeletedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "settings.updated":
		v := &SettingsUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "notification_pref.updated":
		v := &NotificationPrefUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "quiet_hours.updated":
		v := &QuietHoursUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "host.updated":
		v := &HostUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "terminal_session.changed":
		v := &TerminalSessionChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "typing.started":
		v := &TypingStartedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "run.updated":
		v := &RunUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.presence_changed":
		v := &AgentPresenceChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "notification.created":
		v := &NotificationCreatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "command.autocomplete_requested":
		v := &CommandAutocompleteRequestedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "host.presence_changed":
		v := &HostPresenceChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "stats.live":
		v := &StatsLiveEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	}
	return nil, fmt.Errorf("Event: unknown type %q", key)
}

// DecodeStoredEvent reads one StoredEvent by its "type" member; the value is a pointer (*StoredMessageCreatedEvent, ...).
// An unknown type, an unknown member, a missing required member, an unknown enum value and a null are errors.
func DecodeStoredEvent(raw []byte) (StoredEvent, error) {
	key, err := discriminator(raw, "type")
	if err != nil {
		return nil, fmt.Errorf("StoredEvent: %w", err)
	}
	switch key {
	case "message.created":
		v := &StoredMessageCreatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "message.updated":
		v := &StoredMessageUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "message.deleted":
		v := &StoredMessageDeletedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "reaction.added":
		v := &StoredReactionAddedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "reaction.removed":
		v := &StoredReactionRemovedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "pin.added":
		v := &StoredPinAddedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "pin.removed":
		v := &StoredPinRemovedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "file.updated":
		v := &StoredFileUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "thread.updated":
		v := &StoredThreadUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "thread.closed":
		v := &StoredThreadClosedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "thread.moved":
		v := &StoredThreadMovedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "thread.moved_out":
		v := &StoredThreadMovedOutEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "channel.created":
		v := &StoredChannelCreatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "channel.updated":
		v := &StoredChannelUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "channel.archived":
		v := &StoredChannelArchivedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "channel.settings_changed":
		v := &StoredChannelSettingsChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "space.archived":
		v := &StoredSpaceArchivedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "import.progress":
		v := &StoredImportProgressEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "run.state_changed":
		v := &StoredRunStateChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "run.cancel_requested":
		v := &StoredRunCancelRequestedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.invocation":
		v := &StoredAgentInvocationEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.followup":
		v := &StoredAgentFollowupEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.config_changed":
		v := &StoredAgentConfigChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent.updated":
		v := &StoredAgentUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "agent_session.changed":
		v := &StoredAgentSessionChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "command.invoked":
		v := &StoredCommandInvokedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "interaction.created":
		v := &StoredInteractionCreatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "interaction.discarded":
		v := &StoredInteractionDiscardedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "access.changed":
		v := &StoredAccessChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "access.expiring":
		v := &StoredAccessExpiringEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "read_state.updated":
		v := &StoredReadStateUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "sidebar.updated":
		v := &StoredSidebarUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "draft.updated":
		v := &StoredDraftUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "draft.deleted":
		v := &StoredDraftDeletedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "settings.updated":
		v := &StoredSettingsUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "notification_pref.updated":
		v := &StoredNotificationPrefUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "quiet_hours.updated":
		v := &StoredQuietHoursUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "host.updated":
		v := &StoredHostUpdatedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	case "terminal_session.changed":
		v := &StoredTerminalSessionChangedEvent{}
		if err := v.UnmarshalJSON(raw); err != nil {
			return nil, err
		}
		return v, nil
	}
	return nil, fmt.Errorf("StoredEvent: unknown type %q", key)
}

// member is where decodeStruct puts a member: a pointer to the field, or a func for a union field.
type member struct {
	name string
	into any
}

// decodeStruct is the strict decoder of every struct: with closed, an unknown member is an
// error; a required member must be there; a member with a const must have its value.
func decodeStruct(name string, raw []byte, closed bool, required []string, consts map[string]string, fields []member) error {
	targets := make(map[string]any, len(fields))
	for _, f := range fields {
		targets[f.name] = f.into
	}
	members, err := decodeObject(raw)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	for _, k := range required {
		if _, ok := members[k]; !ok {
			return fmt.Errorf("%s: the required member %q is missing", name, k)
		}
	}
	for k, v := range members {
		target, known := targets[k]
		if !known {
			if closed {
				return fmt.Errorf("%s: unknown member %q", name, k)
			}
			continue
		}
		if want, ok := consts[k]; ok {
			if err := requireConst(v, want); err != nil {
				return fmt.Errorf("%s.%s: %w", name, k, err)
			}
		}
		if err := refuseNull(v); err != nil {
			return fmt.Errorf("%s.%s: %w", name, k, err)
		}
		if set, ok := target.(func(json.RawMessage) error); ok {
			err = set(v)
		} else {
			err = json.Unmarshal(v, target)
		}
		if err != nil {
			return fmt.Errorf("%s.%s: %w", name, k, err)
		}
	}
	return nil
}

// decodeObject reads a JSON object as its members; anything else (null too) is an error.
func decodeObject(raw []byte) (map[string]json.RawMessage, error) {
	if isNull(raw) {
		return nil, errors.New("null where an object belongs (no null, ADR 0053)")
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(raw, &members); err != nil {
		return nil, err
	}
	return members, nil
}

// requireConst compares a member with the one value its schema allows (a JSON text).
func requireConst(raw json.RawMessage, want string) error {
	var got, expected any
	if err := json.Unmarshal(raw, &got); err != nil {
		return err
	}
	_ = json.Unmarshal([]byte(want), &expected)
	if got != expected {
		return fmt.Errorf("%s where the contract allows only %s", raw, want)
	}
	return nil
}

func isNull(raw []byte) bool {
	return string(bytes.TrimSpace(raw)) == "null"
}

// refuseNull walks a JSON text and fails at the first null.
func refuseNull(raw []byte) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if tok == nil {
			return errors.New("null (no null, ADR 0053)")
		}
	}
}

// enumIndex finds a JSON value among an enum's values; an unknown value is an error.
func enumIndex(values []any, raw []byte) (int, error) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return 0, err
	}
	got, _ := json.Marshal(v)
	for i, value := range values {
		if want, _ := json.Marshal(value); bytes.Equal(got, want) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown value %s", raw)
}

// discriminator reads the member that names a union's variant.
func discriminator(raw []byte, by string) (string, error) {
	members, err := decodeObject(raw)
	if err != nil {
		return "", err
	}
	v, ok := members[by]
	if !ok {
		return "", fmt.Errorf("no %q member", by)
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return "", fmt.Errorf("%q: %w", by, err)
	}
	return s, nil
}
