// Code generated from contracts/asyncapi.yaml by `npm run codegen` (@asyncapi/modelina and codegen/src/modelina.ts). DO NOT EDIT.

package bothy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Every member of every union, which the valid corpus must cover.
var unionMembers = map[string][]string{
	"ClientFrame": {"IdentifyFrame", "ResumeFrame", "HeartbeatFrame", "ReauthFrame", "FocusFrame", "TypingStartFrame", "TypingStopFrame", "AckFrame", "RunUpdateFrame", "CommandAutocompleteResultFrame", "StatsSubscribeFrame", "StatsUnsubscribeFrame"},
	"ServerFrame": {"HelloFrame", "ReadyFrame", "ResumedFrame", "DispatchFrame", "CursorFrame", "CatchupCompleteFrame", "ResyncRequiredFrame", "HeartbeatAckFrame", "RunUpdateAckFrame", "ReauthRequiredFrame", "ErrorFrame"},
	"Event":       {"MessageCreatedEvent", "MessageUpdatedEvent", "MessageDeletedEvent", "ReactionAddedEvent", "ReactionRemovedEvent", "PinAddedEvent", "PinRemovedEvent", "FileUpdatedEvent", "ThreadUpdatedEvent", "ThreadClosedEvent", "ThreadMovedEvent", "ThreadMovedOutEvent", "ChannelCreatedEvent", "ChannelUpdatedEvent", "ChannelArchivedEvent", "ChannelSettingsChangedEvent", "SpaceArchivedEvent", "ImportProgressEvent", "RunStateChangedEvent", "RunCancelRequestedEvent", "AgentInvocationEvent", "AgentFollowupEvent", "AgentConfigChangedEvent", "AgentUpdatedEvent", "AgentSessionChangedEvent", "CommandInvokedEvent", "InteractionCreatedEvent", "InteractionDiscardedEvent", "AccessChangedEvent", "AccessExpiringEvent", "ReadStateUpdatedEvent", "SidebarUpdatedEvent", "DraftUpdatedEvent", "DraftDeletedEvent", "SettingsUpdatedEvent", "NotificationPrefUpdatedEvent", "QuietHoursUpdatedEvent", "HostUpdatedEvent", "TerminalSessionChangedEvent", "TypingStartedEvent", "RunUpdatedEvent", "AgentPresenceChangedEvent", "NotificationCreatedEvent", "CommandAutocompleteRequestedEvent", "HostPresenceChangedEvent", "StatsLiveEvent"},
	"StoredEvent": {"StoredMessageCreatedEvent", "StoredMessageUpdatedEvent", "StoredMessageDeletedEvent", "StoredReactionAddedEvent", "StoredReactionRemovedEvent", "StoredPinAddedEvent", "StoredPinRemovedEvent", "StoredFileUpdatedEvent", "StoredThreadUpdatedEvent", "StoredThreadClosedEvent", "StoredThreadMovedEvent", "StoredThreadMovedOutEvent", "StoredChannelCreatedEvent", "StoredChannelUpdatedEvent", "StoredChannelArchivedEvent", "StoredChannelSettingsChangedEvent", "StoredSpaceArchivedEvent", "StoredImportProgressEvent", "StoredRunStateChangedEvent", "StoredRunCancelRequestedEvent", "StoredAgentInvocationEvent", "StoredAgentFollowupEvent", "StoredAgentConfigChangedEvent", "StoredAgentUpdatedEvent", "StoredAgentSessionChangedEvent", "StoredCommandInvokedEvent", "StoredInteractionCreatedEvent", "StoredInteractionDiscardedEvent", "StoredAccessChangedEvent", "StoredAccessExpiringEvent", "StoredReadStateUpdatedEvent", "StoredSidebarUpdatedEvent", "StoredDraftUpdatedEvent", "StoredDraftDeletedEvent", "StoredSettingsUpdatedEvent", "StoredNotificationPrefUpdatedEvent", "StoredQuietHoursUpdatedEvent", "StoredHostUpdatedEvent", "StoredTerminalSessionChangedEvent"},
}

// The corpus of testdata/ (codegen/src/go-corpus.ts): every valid frame and envelope decodes and
// encodes again to the same JSON, without a null; every broken copy that a model can refuse is
// refused; the others decode (only the validators catch them; README).
func decodeUnion(union string, raw []byte) (any, error) {
	switch union {
	case "ClientFrame":
		return DecodeClientFrame(raw)
	case "ServerFrame":
		return DecodeServerFrame(raw)
	case "Event":
		return DecodeEvent(raw)
	case "StoredEvent":
		return DecodeStoredEvent(raw)
	}
	return nil, fmt.Errorf("no union %q", union)
}

type corpusLine struct {
	Union   string          `json:"union"`
	Source  string          `json:"source"`
	Breaks  string          `json:"breaks"`
	At      string          `json:"at"`
	Refused bool            `json:"refused"`
	Value   json.RawMessage `json:"value"`
}

func readCorpus(t *testing.T, file string) []corpusLine {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	var out []corpusLine
	for i, line := range strings.Split(strings.TrimSpace(string(text)), "\n") {
		var l corpusLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("%s:%d: %v", file, i+1, err)
		}
		out = append(out, l)
	}
	return out
}

// canonical is a JSON text with sorted keys and numbers as written, for a byte comparison.
func canonical(raw []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// sameJSON: the two texts are byte-equal once canonical.
func sameJSON(a, b []byte) (bool, error) {
	ca, err := canonical(a)
	if err != nil {
		return false, err
	}
	cb, err := canonical(b)
	if err != nil {
		return false, err
	}
	return bytes.Equal(ca, cb), nil
}

// roundTrip decodes one value, encodes it again and compares; it gives the decoded type's name.
func roundTrip(t *testing.T, union, source string, raw []byte) (string, bool) {
	t.Helper()
	v, err := decodeUnion(union, raw)
	if err != nil {
		t.Errorf("%s: %v", source, err)
		return "", false
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Errorf("%s: encode: %v", source, err)
		return "", false
	}
	if err := refuseNull(out); err != nil {
		t.Errorf("%s: the encoding has a null: %s", source, out)
	}
	if same, err := sameJSON(raw, out); err != nil || !same {
		t.Errorf("%s: not the same JSON (%v)\n in: %s\nout: %s", source, err, raw, out)
	}
	return reflect.TypeOf(v).Elem().Name(), true
}

func TestRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	lines := readCorpus(t, "valid.jsonl")
	for _, l := range lines {
		if name, ok := roundTrip(t, l.Union, l.Source, l.Value); ok {
			seen[l.Union+" "+name] = true
		}
	}
	for union, members := range unionMembers {
		for _, m := range members {
			if !seen[union+" "+m] {
				t.Errorf("the corpus has no valid %s %s", union, m)
			}
		}
	}
	t.Logf("%d frames and envelopes round-tripped", len(lines))
}

// TestRecordings round-trips every server frame and webhook delivery of the G9 recordings in the
// folder BOTHY_GO_RECORDINGS names: .ci/run sets it to the recordings of the end-to-end tests once
// the conformance gate has accepted them (client frames there may be broken on purpose).
func TestRecordings(t *testing.T) {
	dir := os.Getenv("BOTHY_GO_RECORDINGS")
	if dir == "" {
		t.Skip("BOTHY_GO_RECORDINGS is not set: no recordings to round-trip here (.ci/run sets it after the G9 gate)")
	}
	frames := 0
	err := filepath.WalkDir(dir, func(file string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(file, ".jsonl") {
			return err
		}
		text, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(text), "\n") {
			var rec struct {
				From      string          `json:"from"`
				Transport string          `json:"transport"`
				Frame     json.RawMessage `json:"frame"`
			}
			if strings.TrimSpace(line) == "" || json.Unmarshal([]byte(line), &rec) != nil || rec.Frame == nil || rec.From != "server" {
				continue
			}
			union := "ServerFrame"
			if rec.Transport == "webhook" {
				union = "Event"
			}
			roundTrip(t, union, fmt.Sprintf("%s:%d", file, i+1), rec.Frame)
			frames++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if frames == 0 {
		t.Fatalf("no server frame in the recordings of %s", dir)
	}
	t.Logf("%d recorded server frames and webhook deliveries round-tripped", frames)
}

func TestRefusal(t *testing.T) {
	refused, passed := 0, 0
	for _, l := range readCorpus(t, "broken.jsonl") {
		_, err := decodeUnion(l.Union, l.Value)
		switch {
		case l.Refused && err == nil:
			t.Errorf("%s: breaks %s at %q, and the model took it", l.Source, l.Breaks, l.At)
		case !l.Refused && err != nil:
			t.Errorf("%s: breaks %s at %q, which no model checks (README), and the model refused it: %v", l.Source, l.Breaks, l.At, err)
		case l.Refused:
			refused++
		default:
			passed++
		}
	}
	if refused == 0 || passed == 0 {
		t.Errorf("the broken corpus has %d refusable and %d unrefusable copies; it needs both", refused, passed)
	}
	t.Logf("%d broken copies refused, %d left to the validators", refused, passed)
}

// The README's use, compiled and run: a server frame by op, an event by type, a frame to send.
func ExampleDecodeServerFrame() {
	data := []byte(`{"op":"hello","d":{"heartbeat_interval_ms":30000,"resume_window_ms":300000,"protocol_versions":[1],"dpop_nonce":"n","server_time":"2026-11-30T12:00:00.000Z","sync_epoch":"01937f4a-9c00-7000-8000-000000000001"}}`)
	frame, err := DecodeServerFrame(data)
	if err != nil {
		fmt.Println(err)
		return
	}
	switch f := frame.(type) {
	case *DispatchFrame:
		if e, ok := f.D.(*MessageCreatedEvent); ok {
			fmt.Println(e.Payload.Message.ContentMd)
		}
	case *HelloFrame:
		fmt.Println("hello, heartbeat every", f.D.HeartbeatIntervalMs, "ms")
	}
	seq := int64(120)
	out, _ := json.Marshal(&HeartbeatFrame{Op: "heartbeat", D: &HeartbeatFrameD{LastSeq: &seq}})
	fmt.Println(string(out))
	_, err = DecodeServerFrame([]byte(`{"op":"hello","d":{"heartbeat_interval_ms":30000}}`))
	fmt.Println(err)
	// Output:
	// hello, heartbeat every 30000 ms
	// {"op":"heartbeat","d":{"last_seq":120}}
	// HelloFrame.d: HelloFrameD: the required member "resume_window_ms" is missing
}

// The twins: the comparison fails on what a plain mapping would do. A bool with omitempty drops a
// present false; modelina's own enum decoder maps an unknown value to the first one.
func TestTwinsTheChecksCanFail(t *testing.T) {
	type plain struct {
		Redacted bool `json:"redacted,omitempty"`
	}
	var p plain
	in := []byte(`{"redacted":false}`)
	_ = json.Unmarshal(in, &p)
	out, _ := json.Marshal(p)
	if same, _ := sameJSON(in, out); same {
		t.Errorf("sameJSON(%s, %s) is true: the round trip check cannot fail", in, out)
	}
	valuesTo := map[any]int{"add": 0, "replace": 1}
	var v any
	_ = json.Unmarshal([]byte(`"move"`), &v)
	if got := valuesTo[v]; got != 0 {
		t.Errorf("a map lookup of an unknown value gave %d", got)
	}
	if _, err := enumIndex([]any{"add", "replace"}, []byte(`"move"`)); err == nil {
		t.Error("enumIndex took an unknown value")
	}
	if err := refuseNull([]byte(`{"a":[1,null]}`)); err == nil {
		t.Error("refuseNull found no null in {\"a\":[1,null]}")
	}
}
