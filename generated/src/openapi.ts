// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
export interface paths {
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * REST catch-up (7.4)
         * @description The same events with the same rules as the gateway's catch-up. `next_cursor` is
         *     the last checked seq, not the last returned one (7.1). limit is at most
         *     sync.catchup_page_size. The events whose catalogue entry lists the delivery
         *     field invocation_token (agent.invocation, agent.followup, interaction.created)
         *     are never listed here: an agent receives them through its consumer or its
         *     webhook, behind the check of 15.3 (D401); a page counts them as checked.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The snapshot to start from after resync_required (7.3) */
        get: operations["getSyncSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{thread_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        /** Messages of a thread by thread_seq, for loading and for reloading a gap (4) */
        get: operations["listThreadMessages"];
        put?: never;
        /** Send a message, idempotent through client_msg_id (5.1) */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{message_id}/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A person answers an agent's message or presses one of its components (5.1, 15.3; D150)
         * @description Only people answer: an agent or app is 403 forbidden (D309). Idempotent through client_interaction_id exactly as a message through client_msg_id (5.1): the pair (person, client_interaction_id) is unique for good; a repeat with the same canonical request (message, kind, values) answers the original with 200 and Idempotent-Replay: true and writes nothing, a different one 422 idempotency_key_reuse. New: 201, and interaction.created to the agent that wrote the message, for its active run in the thread (409 run_not_active without one, and when the message was written before that run began: it belongs to an earlier run, D339). Needs agent.invoke on the message's channel (the answer is input to the agent). A deleted message answers 410 message_deleted, as a reaction or an edit of it (13.3).
         */
        post: operations["createInteraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        /** One message */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        /**
         * Delete a message; idempotent (13.3). Redacts every earlier event of the message (2.2).
         * @description A queued run this message triggers ends cancelled with state_reason trigger_deleted in the same transaction (run.state_changed; no run.cancel_requested, its start answers 409 run_not_active), and its open follow-ups are deferred into a new run (15.4). A run that has started is left as it is (D316, D336).
         */
        delete: operations["deleteMessage"];
        options?: never;
        head?: never;
        /** Edit a sent message with If-Match (13.3) */
        patch: operations["updateMessage"];
        trace?: never;
    };
    "/threads/{thread_id}/import-batches": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One import batch into one thread, in one transaction (15.8) */
        post: operations["applyImportBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        /** A run with its document (11.1); its own agent, or run.read on its channel; a hidden run answers as a missing one (D49, D97) */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * RFC 6902 patch to the run document, including follow-up status patches (11.2, 15.4)
         * @description A patch that leaves the document over sync.ws_max_frame_bytes less 4096 bytes (the room of
         *     the run.updated frame around a snapshot; at least half the frame) and grows the adapter's
         *     content (the document without followups and stall_warned_at, compared at one version) is
         *     413 payload_too_large, and nothing is stored; a patch that does not grow the content, a
         *     follow-up report among them, is always taken (D306). run.update answers the same as an
         *     error frame.
         */
        patch: operations["patchRun"];
        trace?: never;
    };
    "/runs/{run_id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * queued -> running as a compare-and-swap with the invocation token (15.3)
         * @description The token must be the newest one delivered to its consumer: each consumer of the agent (15.1) gets its own deliveries and tokens, and a delivery supersedes only the older tokens of the same consumer (D314). Of several consumers' valid tokens the first start wins; the others get 409 already_started, and after the start no other consumer's token starts or resumes the run.
         */
        post: operations["startRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{run_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** waiting_input -> running with the token of a follow-up or interaction (15.3) */
        post: operations["resumeRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{run_id}/wait": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * running -> waiting_input; the run waits for a follow-up or an interaction (15.3 resumption, D145)
         * @description Only the run's agent. The run keeps only its consumed start token (runs.invocation_jti; no other consumer's token is left, D314); only the token of a later delivery (agent.followup, interaction.created) resumes it (POST /runs/{run_id}/resume, R-SY-19). A run whose cancellation was requested answers 409 run_not_active.
         */
        post: operations["awaitRunInput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{run_id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a run (15.3, 15.5) */
        post: operations["finishRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{run_id}/invocation-token": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A fresh invocation token for an expired one (run.token.renew, 15.3)
         * @description The answer carries a secret, so the server keeps no answer under an Idempotency-Key for this operation: the header is accepted (a UUIDv7, else 400 validation_failed) and otherwise ignored; nothing is stored, replayed or compared (no Idempotent-Replay, no 422 idempotency_key_reuse, no 409 request_in_progress). The operation is safe to repeat by its own rule (R-SY-19): a repeat with the same old token after a lost answer runs every check of 15.3 again, with the permissions of now, and answers a fresh token (runs.renewed_from_jti); the token of the lost answer is superseded. A client needs no Idempotency-Key here.
         */
        post: operations["renewInvocationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{run_id}/context": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        /**
         * What the run's agent was asked (run.context.read, 15.3 step 4; D439)
         * @description Only the run's agent (anyone else: 403 forbidden when the run's channel is visible to them, else 404 not_found, as for start and finish, D97), and only while the run is queued, running or waiting_input (else, or once its cancellation was requested, 409 run_not_active). The check of 15.3 step 2 runs with the permissions of now, as at a delivery: the triggering person may still invoke the agent on the thread (agent.invoke, the backend policy I2 and SR2, SR3); if not, 403 forbidden with the refusal as `reason`, and nothing is written (fail closed). The answer is the run, its triggering message and the messages of its follow-ups (run_followups, in their order; a follow-up written by a person who may no longer invoke the agent is left out), as their authors wrote them, without other people's reactions and the pin state (a deleted one as its tombstone). The agent needs no grant of its own on the channel for these: the person addressed them to it. Nothing else of the thread is in it; earlier messages are read with GET /threads/{thread_id}/messages and the agent's own permissions.
         */
        get: operations["getRunContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{run_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A person cancels a run; writes run.cancel_requested (15.5)
         * @description Action run.cancel: the run's triggering person (with read on the channel) or a person with manage on the channel (D141); an agent is 403 forbidden, also with manage (it ends its own run with finish; D469). Writes run.cancel_requested with reason user_cancelled to the agent; a queued run, which has no runtime to stop, is cancelled at once. The agent reports cancelled through finish; without it within agent.cancel_grace the server ends the run cancelled with reason cancel_timeout. A repeat while the request stands, or once the run has ended cancelled with reason user_cancelled (the repeat after a lost answer on a queued run, which the request ended at once), answers the run again and writes nothing (D141, D437); any other ended run answers 409 run_not_active. While a request of another reason stands (access removal, a read-only channel), that reason stays the agent's and no second run.cancel_requested is written, but the Stop is kept: at the end the open follow-ups it found are discarded as after a first Stop, and a repeat after that end answers the run again (D456).
         */
        post: operations["cancelRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{thread_id}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A person invokes an agent's control command in a thread (15.4; D151)
         * @description Only people invoke: an agent or app is 403 forbidden (D309). The smallest command model: an agent declares commands (AgentCommand, agent_commands); one with control = true (for example stop) goes to the agent at once as command.invoked, never as a follow-up, naming the agent's active run in the thread when there is one. Needs agent.invoke on the thread's channel. A command that is not a control command answers 400 validation_failed here (a command that starts a run, trigger_kind command, is a later issue). Idempotency-Key as every other write (5.2).
         */
        post: operations["invokeCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Agent presence (agent_heartbeat.v1, 12)
         * @description agent.presence_changed carries reported_billing_mode to everyone who may read the agent (12): a mode that would make that payload larger than sync.event_payload_max_bytes is 413 payload_too_large, and nothing of the heartbeat is stored (2.2; D466).
         */
        post: operations["agentHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/read-states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read states of threads the person may still read (14) */
        get: operations["listMyReadStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{thread_id}/read-state": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Advance the read state; monotonic, last_read_seq = GREATEST(old, new) (14, R-SY-13) */
        put: operations["updateReadState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{thread_id}/read-state/mark-unread": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset the read state, only with a version check (14, R-SY-13) */
        post: operations["markThreadUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Drafts of threads the person may still read (14) */
        get: operations["listMyDrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{thread_id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Save a draft; the last write wins, with overwrote_newer (14, R-SY-12) */
        put: operations["putDraft"];
        post?: never;
        /** Delete a draft (14) */
        delete: operations["deleteDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stored settings; defaults are applied by the client (14) */
        get: operations["listMySettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Set one key; per key, the last write wins (14) */
        put: operations["putSetting"];
        post?: never;
        /** Delete one key; writes settings.updated with deleted true (14) */
        delete: operations["deleteSetting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sidebar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sidebar state per space the person may still read (14, user_space_states) */
        get: operations["listMySidebar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space_id}/sidebar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        /** Set the sidebar state of one space; per space, the last write wins (14) */
        put: operations["putSidebar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notification-prefs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notification preferences of targets the person may still read (14) */
        get: operations["listMyNotificationPrefs"];
        /** Set the notification level of one target (the row is person and target); per row, the last write wins (14) */
        put: operations["putNotificationPref"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/quiet-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The person's quiet hours; missing when never set (the client applies the default, 14) */
        get: operations["getMyQuietHours"];
        /** Set the quiet hours; the last write wins (14) */
        put: operations["putQuietHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant a level on a target to a principal or group (8.2) */
        post: operations["createGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grants/{grant_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                grant_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a grant; takes effect at once on every delivery (8.2, 16.4) */
        post: operations["revokeGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A group of principals that grants can name as subject (8.2) */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{group_id}/members/{principal_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group_id: components["schemas"]["Uuid"];
                principal_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        /** Add a member; a permission change with access.changed for the member (8.2) */
        put: operations["addGroupMember"];
        post?: never;
        /** Remove a member; a permission change with access.changed for the member (8.2) */
        delete: operations["removeGroupMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Archive a space; a permission change (8.1) */
        patch: operations["updateSpace"];
        trace?: never;
    };
    "/spaces/{space_id}/channels": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a channel in a space; channel.created (8.1) */
        post: operations["createChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Read-only (channel.updated) or archive (channel.archived, a permission change) (8.1) */
        patch: operations["updateChannel"];
        trace?: never;
    };
    "/principals/{principal_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                principal_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Status or owner flag; a permission change; disabling closes every connection with 4012 and revokes the principal's sessions and API tokens, which stay revoked when it is active again (8.2, 8.5, D504); a change that would leave no active owner is refused with 409 last_owner (D505) */
        patch: operations["updatePrincipal"];
        trace?: never;
    };
    "/sessions/{session_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a session; its tokens stop at once and its connections close with 4012 (8.5) */
        post: operations["revokeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{device_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                device_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a device; its tokens stop at once and its connections close with 4012 (8.5) */
        post: operations["revokeDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outgoing webhook subscriptions (7.6, 15.6) */
        get: operations["listWebhookSubscriptions"];
        put?: never;
        /** Subscribe a URL to the event stream (7.6, 15.6) */
        post: operations["createWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-subscriptions/{subscription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a subscription */
        delete: operations["deleteWebhookSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-subscriptions/{subscription_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused subscription; delivery goes on with the event it stopped at, nothing skipped (15.6, D123) */
        post: operations["resumeWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{device_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                device_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        /** A device and its state; a client closed with 4016 polls it (6.4) */
        get: operations["getDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dev only - register a device key for a principal and issue an access token
         * @description Served only when the server runs with server.dev_endpoints (npm start does). It stands in
         *     for the login flow of 08-identity, which this chapter does not cover. Never enable it in
         *     production.
         */
        post: operations["issueDevToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dev only - issue an API token for an agent or app
         * @description Served only with server.dev_endpoints. Agents and apps identify with it (6.3).
         */
        post: operations["issueDevApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agent_id}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The commands of an agent with their options (15.7, D204); for whoever may perform agent.read on it */
        get: operations["listAgentCommands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/me/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The agent declares its commands with their options (15.7, D252); the set replaces its former one
         * @description Agents only (the owner of the commands; apps are out of scope, D209). The body is the
         *     agent's whole set: commands not named are removed, named ones are created or replaced.
         *     Names are unique within the set, option names unique within a command. Idempotency-Key
         *     as every other write (5.2); the answer is the stored set, as GET /agents/{agent_id}/commands
         *     names it.
         */
        put: operations["setAgentCommands"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/commands/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suggestions for an option with autocomplete = true (command.autocomplete, 15.7); checked as agent.invoke without a run
         * @description Not a write: it takes no Idempotency-Key and answers within command.autocomplete_timeout,
         *     with an empty list when the owner does not answer in time. In a forum channel a request
         *     without thread_id that passes the check answers an empty list at once (15.7 item 2).
         */
        post: operations["commandAutocomplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/commands/autocomplete/{request_id}/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner's answer to command.autocomplete_requested (command.autocomplete.respond, 15.7), equivalent to the op command.autocomplete_result */
        post: operations["commandAutocompleteRespond"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a client needs before it connects (6.1; D113)
         * @description Unauthenticated. The protocol versions are info.x-protocol-versions of asyncapi.yaml, the same list hello names; the URLs come from server.public_url, or from the request when it is empty (set it in production behind a proxy, as for the DPoP htu).
         */
        get: operations["getDiscovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys for invocation tokens and access tokens (R-SY-08) */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{message_id}/reactions/{emoji}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
                /** @description The emoji as text (percent-encoded in the path), NFC-normalized by the server: 1 to 64 characters without whitespace, control characters or bidi controls, with at least one character that is not a format character, a mark or a separator (D382) */
                emoji: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Add the caller's reaction with this emoji (9); adding it again changes nothing
         * @description Needs message.react on the message's channel. A new reaction writes reaction.added with the absolute count of the emoji and no resource.version (9); one that exists already writes nothing and answers the same state. A deleted message answers 410 message_deleted.
         */
        put: operations["addReaction"];
        post?: never;
        /** Remove the caller's reaction with this emoji (9); removing a missing one changes nothing */
        delete: operations["removeReaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{message_id}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Pin a message (9); pinning a pinned one changes nothing
         * @description Needs message.pin on the message's channel. A change writes pin.added (pinned true, no resource.version, 9).
         */
        put: operations["pinMessage"];
        post?: never;
        /** Unpin a message (9); unpinning one that is not pinned changes nothing */
        delete: operations["unpinMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{thread_id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a thread done (13.3); thread.closed with the thread (closed true)
         * @description Needs thread.close on the thread's channel. A thread that is done already answers its state and writes nothing. Sending a message to a done thread reopens it in the message's transaction, with thread.updated (closed false; D181); reopenThread does the same without a message.
         */
        post: operations["closeThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/threads/{thread_id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a done thread (13.3); thread.updated with the thread (closed false, D181) */
        post: operations["reopenThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    agentEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One event to a subscription, strictly in seq order; the next only after a 2xx for this one (15.6) */
        post: operations["deliverWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The smallest command model of 15.7 (D204): a command of an owner (an agent; apps are out of scope, D209) with its options */
        Command: {
            owner: {
                /** @enum {string} */
                kind: "agent" | "app";
                id: components["schemas"]["Uuid"];
            };
            name: string;
            control: boolean;
            options: {
                name: string;
                autocomplete: boolean;
            }[];
        };
        /** @description The whole set of commands of the calling agent (PUT /agents/me/commands, D252) */
        AgentCommandsDeclaration: {
            commands: {
                name: string;
                /** @description A control command (15.4, D151) goes to the agent at once as command.invoked; default false */
                control?: boolean;
                description?: string;
                options?: {
                    name: string;
                    autocomplete: boolean;
                }[];
            }[];
        };
        CommandAutocompleteRequest: {
            agent_id: components["schemas"]["Uuid"];
            command: string;
            option: string;
            value: string;
            channel_id: components["schemas"]["Uuid"];
            thread_id?: components["schemas"]["Uuid"];
            options?: {
                [key: string]: components["schemas"]["JsonValue"];
            };
        };
        CommandAutocompleteChoices: {
            /** @description At most command.autocomplete_max_choices entries (15.7). */
            choices: {
                name: string;
                value: string;
            }[];
        };
        /**
         * @description The closed list of problem codes; x-problem-codes gives status and title.
         * @enum {string}
         */
        ProblemCode: "validation_failed" | "authentication_failed" | "use_dpop_nonce" | "token_expired" | "revoked" | "forbidden" | "device_pending" | "invocation_token_invalid" | "not_found" | "request_timeout" | "request_in_progress" | "base_version_conflict" | "already_started" | "run_not_active" | "billing_mode_mismatch" | "tool_class_mismatch" | "run_active_other_agent" | "subscription_exists" | "subscription_limit_reached" | "autocomplete_closed" | "last_owner" | "message_deleted" | "resync_required" | "version_conflict" | "payload_too_large" | "unsupported_media_type" | "expectation_failed" | "idempotency_key_reuse" | "precondition_required" | "rate_limited" | "internal_error" | "service_unavailable";
        /** @description RFC 9457 problem details with a stable code. */
        Problem: {
            /** @description A URI reference naming the problem type */
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            code: components["schemas"]["ProblemCode"];
            /** @description validation_failed only; where and why */
            errors?: {
                pointer: string;
                message: string;
            }[];
            retry_after_ms?: number;
        };
        ResyncProblem: components["schemas"]["Problem"] & {
            /** @constant */
            code?: "resync_required";
            reason: components["schemas"]["ResyncReason"];
            head_seq: components["schemas"]["Cursor"];
            sync_epoch: components["schemas"]["UuidV7"];
        };
        VersionConflictProblem: components["schemas"]["Problem"] & {
            /** @constant */
            code?: "version_conflict";
            current: components["schemas"]["Message"];
        };
        SubscriptionExistsProblem: components["schemas"]["Problem"] & {
            /** @constant */
            code?: "subscription_exists";
            subscription_id: components["schemas"]["Uuid"];
        };
        SubscriptionLimitProblem: components["schemas"]["Problem"] & {
            /** @constant */
            code?: "subscription_limit_reached";
            /** @description server.webhook_subscriptions_per_agent */
            limit: number;
        };
        BaseVersionConflictProblem: components["schemas"]["Problem"] & {
            /** @constant */
            code?: "base_version_conflict";
            current: components["schemas"]["RunDocument"];
        };
        InvocationTokenProblem: components["schemas"]["Problem"] & {
            /** @constant */
            code?: "invocation_token_invalid";
            /** @enum {string} */
            reason: "expired" | "superseded" | "invalid";
        };
        EventsPage: {
            events: components["schemas"]["Envelope"][];
            next_cursor: components["schemas"]["Cursor"];
            head_seq: components["schemas"]["Cursor"];
            sync_epoch: components["schemas"]["UuidV7"];
        };
        UpdateMessageRequest: {
            content_md: string;
        };
        PatchRunRequest: {
            base_version: number;
            ops: components["schemas"]["JsonPatchOp"][];
        };
        FinishRunRequest: {
            /** @enum {string} */
            state: "completed" | "failed" | "cancelled";
            reason?: string;
            /** @description The token of the adapter's delivery (D317). With it, the finish ends the run only if this token may act on it: the run is still queued, or it was started or resumed with this token. A run another consumer of the agent started answers 409 already_started and is left as it is. An adapter that never started the run (its check of the token failed, or a cancellation came first) sends it, so that it never ends another consumer's run. */
            invocation_token?: string;
        };
        RenewInvocationTokenRequest: {
            invocation_token: string;
        };
        ReadStateRequest: {
            last_read_seq: number;
            device_id?: components["schemas"]["Uuid"];
        };
        PutDraftRequest: {
            base_version: number;
            content_md: string;
            /** @description Checked in form and number only (message.max_attachments) */
            file_ids?: components["schemas"]["Uuid"][];
            device_id?: components["schemas"]["Uuid"];
        };
        PutSettingRequest: {
            value: components["schemas"]["JsonValue"];
            device_id?: components["schemas"]["Uuid"];
        };
        CreateWebhookSubscriptionRequest: {
            /**
             * Format: uri
             * @description https; a loopback or private host (and then also http) only where server.dev_endpoints or server.webhook_allowed_hosts allows it (15.6, D124)
             */
            url: string;
            /** @description The agent the subscription delivers to; an agent leaves it out (itself), an instance manager names one */
            agent_id?: components["schemas"]["Uuid"];
            /** @description Only these durable types; empty or missing: every type the agent may receive */
            event_types?: string[];
        };
        Discovery: {
            /** @description info.x-protocol-versions (6.1): hello names the same */
            protocol_versions: number[];
            /** @description The newest of protocol_versions */
            current_protocol_version: number;
            /**
             * Format: uri
             * @description Where the REST operations are (ends in /api/v1)
             */
            rest_base_url: string;
            /**
             * Format: uri
             * @description The WebSocket gateway (ws or wss, /api/v1/gateway)
             */
            gateway_url: string;
            /**
             * Format: uri
             * @description The public keys of invocation tokens and webhook signatures (R-SY-08)
             */
            jwks_url: string;
        };
        DevTokenRequest: {
            /** @description A principal handle (e.g. alex) or ID */
            principal: string;
            /** @description The public DPoP key of the device (JWK) */
            public_jwk: Record<string, never>;
            device_id?: components["schemas"]["Uuid"];
            device_name?: string;
            /** @enum {string} */
            device_state?: "active" | "pending";
            /** @description Lifetime of the access token; default 15 minutes, at most a year (31536000; larger is 400) */
            ttl_seconds?: number;
        };
        DevTokenResponse: {
            access_token: string;
            expires_at: components["schemas"]["Timestamp"];
            device_id: components["schemas"]["Uuid"];
            session_id: components["schemas"]["Uuid"];
            principal: components["schemas"]["PrincipalRef"];
        };
        DevApiTokenRequest: {
            principal: string;
            /** @description When given, the token is bound to this DPoP key (dpop_jkt) */
            public_jwk?: Record<string, never>;
            /** @description Lifetime of the API token; default 24 hours, at most a year (31536000; larger is 400) */
            ttl_seconds?: number;
        };
        DevApiTokenResponse: {
            api_token: string;
            expires_at: components["schemas"]["Timestamp"];
            principal: components["schemas"]["PrincipalRef"];
        };
        CreateMessageRequest: {
            client_msg_id: components["schemas"]["UuidV7"];
            content_md: string;
            /** @description A message of the same thread, deleted or not; another ID is 404 not_found naming /reply_to_id (D359) */
            reply_to_id?: components["schemas"]["Uuid"];
            attachments?: components["schemas"]["AttachmentRef"][];
            clear_draft?: boolean;
        };
        InvokeCommandRequest: {
            agent_id: components["schemas"]["Uuid"];
            command: string;
            options?: {
                [key: string]: components["schemas"]["JsonValue"];
            };
        };
        CreateInteractionRequest: {
            client_interaction_id: components["schemas"]["UuidV7"];
            /** @enum {string} */
            kind: "button" | "select" | "form";
            values?: {
                [key: string]: components["schemas"]["JsonValue"];
            };
        };
        Interaction: {
            id: components["schemas"]["Uuid"];
            client_interaction_id: components["schemas"]["UuidV7"];
            message_id: components["schemas"]["Uuid"];
            run_id?: components["schemas"]["Uuid"];
            user_id: components["schemas"]["Uuid"];
            /** @enum {string} */
            kind: "button" | "select" | "form";
            values?: {
                [key: string]: components["schemas"]["JsonValue"];
            };
            created_at: components["schemas"]["Timestamp"];
        };
        ImportBatchRequest: {
            import_id: components["schemas"]["Uuid"];
            batch: number;
            total_count?: number;
            /** @description true on the last batch of the import */
            last?: boolean;
            messages: {
                author_id: components["schemas"]["Uuid"];
                content_md: string;
                created_at: components["schemas"]["Timestamp"];
            }[];
        };
        /** @description The context of run.context.read (15.3 step 4; D439); trigger_message is absent for a run without one. */
        RunContext: {
            run: components["schemas"]["Run"];
            trigger_message?: components["schemas"]["Message"];
            followups: components["schemas"]["Message"][];
        };
        Run: {
            id: components["schemas"]["Uuid"];
            thread_id: components["schemas"]["Uuid"];
            agent_id: components["schemas"]["Uuid"];
            state: components["schemas"]["RunState"];
            version: components["schemas"]["Version"];
            document: components["schemas"]["RunDocument"];
            channel_id?: components["schemas"]["Uuid"];
            /** @enum {string} */
            trigger_kind?: "mention" | "free_response" | "command" | "followup" | "schedule";
            trigger_message_id?: components["schemas"]["Uuid"];
            trigger_principal_id?: components["schemas"]["Uuid"];
            state_reason?: string;
            /**
             * @description Set once run.cancel_requested was written (15.5); the run ends cancelled
             * @enum {string}
             */
            cancel_reason?: "user_cancelled" | "access_revoked" | "channel_read_only" | "agent_disabled" | "trigger_principal_disabled";
            cancel_requested_at?: components["schemas"]["Timestamp"];
            created_at?: components["schemas"]["Timestamp"];
            started_at?: components["schemas"]["Timestamp"];
            finished_at?: components["schemas"]["Timestamp"];
        };
        RunStartRequest: {
            invocation_token: string;
            billing_mode_used: string;
            /** @enum {string} */
            tool_class_used: "none" | "read" | "write" | "execute";
            external_session_ref?: string;
            model?: string;
            billing_evidence?: Record<string, never>;
        };
        /** @description agent_heartbeat.v1 (12; 09-agents 4.8), reduced to what this chapter needs */
        AgentHeartbeat: {
            /** @enum {string} */
            state: "ready" | "busy" | "degraded";
            runtime_version: string;
            /** @description one of billing_modes_supported; carried by agent.presence_changed (12, D253) */
            reported_billing_mode?: string;
            /** @description bounded so that a report is small (the audit log keeps each change of the reported mode with this list; D468) */
            billing_modes_supported: string[];
            billing_evidence?: Record<string, never>;
            /** @enum {string} */
            tool_class: "none" | "read" | "write" | "execute";
            active_run_ids: components["schemas"]["Uuid"][];
        };
        Draft: {
            thread_id: components["schemas"]["Uuid"];
            version: number;
            content_md: string;
            file_ids: components["schemas"]["Uuid"][];
        };
        Setting: {
            key: string;
            value: components["schemas"]["JsonValue"];
            version: components["schemas"]["Version"];
        };
        GrantSubject: {
            /** @enum {string} */
            kind: "principal" | "group";
            id: components["schemas"]["Uuid"];
        };
        GrantTarget: {
            /** @enum {string} */
            kind: "instance" | "space" | "channel";
            id: components["schemas"]["Uuid"];
        };
        CreateGrantRequest: {
            subject: components["schemas"]["GrantSubject"];
            target: components["schemas"]["GrantTarget"];
            level: components["schemas"]["AccessLevel"];
            expires_at?: components["schemas"]["Timestamp"];
        };
        Grant: {
            id: components["schemas"]["Uuid"];
            subject: components["schemas"]["GrantSubject"];
            target: components["schemas"]["GrantTarget"];
            level: components["schemas"]["AccessLevel"];
            expires_at?: components["schemas"]["Timestamp"];
            created_at: components["schemas"]["Timestamp"];
            revoked_at?: components["schemas"]["Timestamp"];
        };
        CreateGroupRequest: {
            name: string;
        };
        Group: {
            id: components["schemas"]["Uuid"];
            name: string;
        };
        GroupMemberRequest: {
            expires_at?: components["schemas"]["Timestamp"];
        };
        UpdateSpaceRequest: {
            archived: boolean;
        };
        CreateChannelRequest: {
            name: string;
            /** @enum {string} */
            kind?: "text" | "forum";
            read_only?: boolean;
        };
        UpdateChannelRequest: {
            read_only?: boolean;
            archived?: boolean;
        };
        UpdatePrincipalRequest: {
            /** @enum {string} */
            status?: "active" | "disabled";
            is_owner?: boolean;
        };
        Principal: {
            id: components["schemas"]["Uuid"];
            kind: components["schemas"]["PrincipalKind"];
            handle: string;
            display_name: string;
            /** @enum {string} */
            status: "active" | "pending" | "disabled";
            is_owner: boolean;
        };
        WebhookSubscription: {
            id: components["schemas"]["Uuid"];
            url: string;
            agent_id?: components["schemas"]["Uuid"];
            event_types?: string[];
            /** @description Highest seq the receiver acknowledged with a 2xx (or that was checked and not for it) */
            last_seq: components["schemas"]["Cursor"];
            /**
             * @description paused: the endpoint failed for webhook.pause_after; nothing is sent until resumeWebhookSubscription (15.6, D123)
             * @enum {string}
             */
            state: "active" | "paused";
            /** @description First failure of the current run of failures; missing while deliveries succeed */
            failing_since?: components["schemas"]["Timestamp"];
            paused_at?: components["schemas"]["Timestamp"];
            /** @description Why the last attempt failed (status or network error), never a body or a secret */
            last_error?: string;
            /** @description Earliest next attempt while failing (full-jitter backoff) */
            next_attempt_at?: components["schemas"]["Timestamp"];
            created_at: components["schemas"]["Timestamp"];
        };
        Device: {
            id: components["schemas"]["Uuid"];
            principal_id: components["schemas"]["Uuid"];
            /** @enum {string} */
            state: "pending" | "active" | "revoked";
            name?: string;
            created_at: components["schemas"]["Timestamp"];
        };
        SidebarState: {
            space_id: components["schemas"]["Uuid"];
            version: components["schemas"]["Version"];
            collapsed: boolean;
            /** @description Channels of the space the person may still read, in the person's order (14) */
            channel_order: components["schemas"]["Uuid"][];
        };
        PutSidebarRequest: {
            collapsed: boolean;
            /** @description Channels of this space the person may read; the whole order (the last write wins) */
            channel_order: components["schemas"]["Uuid"][];
        };
        NotificationPref: {
            target: components["schemas"]["NotificationTarget"];
            /** @enum {string} */
            level: "all" | "mentions" | "none";
            version: components["schemas"]["Version"];
        };
        NotificationTarget: {
            /** @enum {string} */
            kind: "instance" | "space" | "channel";
            id: components["schemas"]["Uuid"];
        };
        PutNotificationPrefRequest: {
            target: components["schemas"]["NotificationTarget"];
            /** @enum {string} */
            level: "all" | "mentions" | "none";
        };
        QuietHours: {
            enabled: boolean;
            start: string;
            end: string;
            /** @description An IANA time zone name */
            timezone: string;
            version: components["schemas"]["Version"];
        };
        PutQuietHoursRequest: {
            enabled: boolean;
            start: string;
            end: string;
            /** @description An IANA time zone name */
            timezone: string;
        };
        ReactionState: {
            message_id: components["schemas"]["Uuid"];
            emoji: string;
            /** @description Absolute count of the emoji on the message after the change (9) */
            count: number;
            /** @description Whether the caller reacts with this emoji after the change */
            reacted: boolean;
        };
        PinState: {
            message_id: components["schemas"]["Uuid"];
            pinned: boolean;
        };
        /** @description The highest seq the server has checked for this principal (7.1); 0 before the first event. */
        Cursor: number;
        /**
         * Format: uuid
         * @description A UUID of version 7. Only the version is checked, never the time in it (5.1).
         */
        UuidV7: string;
        /** @description A global, commit-ordered sequence number (3). */
        Seq: number;
        /**
         * Format: date-time
         * @description RFC 3339 time. Display only, never order (10).
         */
        Timestamp: string;
        /**
         * Format: uuid
         * @description A UUID (RFC 9562), any version.
         */
        Uuid: string;
        /** @description Who triggered the event. `id` is missing exactly for `system`. */
        EventActor: {
            /** @enum {string} */
            kind: "user" | "agent" | "app" | "system";
            id?: components["schemas"]["Uuid"];
        };
        /** @description The place of the event; fields that do not apply are missing. */
        EventScope: {
            space_id?: components["schemas"]["Uuid"];
            channel_id?: components["schemas"]["Uuid"];
            thread_id?: components["schemas"]["Uuid"];
        };
        /** @description The version of an object after a change (9). */
        Version: number;
        /** @description The affected object; `version` is present exactly where the catalogue says (9 item 3). */
        EventResource: {
            kind: string;
            id: string;
            version?: components["schemas"]["Version"];
        };
        /**
         * @description The one envelope of every event, on the gateway, in REST catch-up and in webhooks (2.2, ADR 0052).
         *     There is no null: a missing field means "no value" (ADR 0053). `seq` and
         *     `permission_version` are present exactly on durable events. Properties
         *     marked `x-delivery-only` are created per delivery and never stored.
         *     codegen derives one closed variant per event type from this schema and
         *     the catalogue, and wherever this schema is referenced (dispatch, GET
         *     /events) it validates against the union of those variants.
         */
        Envelope: {
            id: components["schemas"]["UuidV7"];
            seq?: components["schemas"]["Seq"];
            type: string;
            schema_version: number;
            occurred_at: components["schemas"]["Timestamp"];
            actor?: components["schemas"]["EventActor"];
            scope: components["schemas"]["EventScope"];
            resource: components["schemas"]["EventResource"];
            /** @constant */
            audience?: "self";
            payload: Record<string, never>;
            /** @description true: the payload was redacted after a deletion */
            redacted?: boolean;
            /** @description true: the payload was reduced below sync.event_payload_max_bytes; reload via REST */
            truncated?: boolean;
            correlation_id?: components["schemas"]["Uuid"];
            /** @description W3C traceparent; only in deliveries to agent adapters */
            trace_context?: string;
            client_msg_id?: components["schemas"]["UuidV7"];
            /** @description permission version at the time of the commit */
            permission_version?: number;
            /** @description Freshly issued invocation token for events to agents that carry an invocation (15.3): a JWS whose protected header has typ agent-invocation+jwt (this content's media type without application/, RFC 7515 4.1.9: INVOCATION_TOKEN_TYP, D526), alg EdDSA and the kid of a key of /api/v1/jwks.json. */
            invocation_token?: string;
            /** @description Repeated delivery to an agent consumer after agent.ack_timeout (15.2). */
            redelivered?: boolean;
            /** @description Epoch of the timeline; only in webhook deliveries (7.5, ADR 0059). */
            sync_epoch?: components["schemas"]["UuidV7"];
        };
        /**
         * @description Why catch-up is not possible, in the order the server checks them (7.3). snapshot_too_large (D477): a person's ready would have passed sync.ws_max_frame_bytes with its snapshot, so it came without one; the client loads GET /api/v1/sync/snapshot as for any other reason, and the connection is live from head_seq. It is sent only on the gateway, right after that ready, and only when no other reason applies.
         * @enum {string}
         */
        ResyncReason: "epoch_changed" | "retention" | "too_far_behind" | "cursor_ahead" | "snapshot_too_large";
        Space: {
            id: components["schemas"]["Uuid"];
            name: string;
            archived: boolean;
            version: components["schemas"]["Version"];
        };
        Channel: {
            id: components["schemas"]["Uuid"];
            space_id: components["schemas"]["Uuid"];
            name: string;
            /** @enum {string} */
            kind: "text" | "forum";
            read_only: boolean;
            archived: boolean;
            version: components["schemas"]["Version"];
            /** @description Settings are never in events; authorized receivers reload them (2.2) */
            settings_version: number;
        };
        ReadState: {
            thread_id: components["schemas"]["Uuid"];
            last_read_seq: number;
            /** @description 0: the person never moved the read state of this thread; the counts are still computed (6.3, D170) */
            version: number;
            unread_count: number;
            mention_count: number;
        };
        /** @enum {string} */
        RunState: "queued" | "running" | "waiting_input" | "completed" | "failed" | "cancelled";
        /**
         * @description The state a client starts from: sent in ready and by GET /api/v1/sync/snapshot,
         *     read consistently with head_seq. Thread contents are not included (6.3).
         */
        Snapshot: {
            head_seq: components["schemas"]["Cursor"];
            sync_epoch: components["schemas"]["UuidV7"];
            permission_version: number;
            spaces: components["schemas"]["Space"][];
            channels: components["schemas"]["Channel"][];
            sidebar: {
                space_id: components["schemas"]["Uuid"];
                version: components["schemas"]["Version"];
                collapsed: boolean;
                channel_order: components["schemas"]["Uuid"][];
            }[];
            read_states: components["schemas"]["ReadState"][];
            active_runs: {
                run_id: components["schemas"]["Uuid"];
                thread_id: components["schemas"]["Uuid"];
                agent_id: components["schemas"]["Uuid"];
                state: components["schemas"]["RunState"];
                version: components["schemas"]["Version"];
            }[];
            agent_presence: {
                agent_id: components["schemas"]["Uuid"];
                /** @enum {string} */
                state: "online" | "degraded" | "offline";
            }[];
            drafts: {
                thread_id: components["schemas"]["Uuid"];
                version: components["schemas"]["Version"];
            }[];
            settings_version: number;
            feature_flags: {
                [key: string]: boolean;
            };
            /** @description Sum of the versions of the notification preferences; rises with every write (D171) */
            notification_prefs_version?: number;
            /** @description Version of the quiet hours, 0 when never set (D171) */
            quiet_hours_version?: number;
        };
        /** @enum {string} */
        PrincipalKind: "user" | "agent" | "app";
        PrincipalRef: {
            id: components["schemas"]["Uuid"];
            kind: components["schemas"]["PrincipalKind"];
        };
        AttachmentRef: {
            file_id: components["schemas"]["Uuid"];
        };
        ReactionCount: {
            emoji: string;
            count: number;
        };
        /** @description A message as carried in message.* payloads. Content lives only here (2.2). */
        Message: {
            id: components["schemas"]["Uuid"];
            thread_id: components["schemas"]["Uuid"];
            channel_id: components["schemas"]["Uuid"];
            /** @description Gapless per thread; kept as a tombstone after deletion (4) */
            thread_seq: number;
            author: components["schemas"]["PrincipalRef"];
            /** @enum {string} */
            origin: "human" | "agent" | "app" | "import" | "system";
            /** @enum {string} */
            kind: "text" | "system";
            content_md: string;
            version: components["schemas"]["Version"];
            created_at: components["schemas"]["Timestamp"];
            edited_at?: components["schemas"]["Timestamp"];
            deleted_at?: components["schemas"]["Timestamp"];
            reply_to_id?: components["schemas"]["Uuid"];
            client_msg_id?: components["schemas"]["UuidV7"];
            /**
             * @description Only on a message that triggered an agent (x-trigger-rule, 15.3)
             * @enum {string}
             */
            trigger_state?: "received" | "queued" | "working" | "followup_delivered" | "done" | "failed" | "cancelled";
            /** @description Why trigger_state is what it is, when the server recorded a reason (e.g. failed: agent_invoke_denied, billing_mode_mismatch; 15.3). Only alongside trigger_state */
            trigger_state_reason?: string;
            attachments?: components["schemas"]["AttachmentRef"][];
            /** @description Principals mentioned; clients count mentions from it (14). */
            mention_ids?: components["schemas"]["Uuid"][];
            components?: Record<string, never>[];
            /** @description Count per emoji, in the order the emoji were first used; filled in REST reads of a message (GET /messages/{id}, GET /threads/{id}/messages), missing when there is none. message.* events do not carry it: reaction.* carry the absolute count (9; D243) */
            reactions?: components["schemas"]["ReactionCount"][];
            /** @description Whether the message is pinned; always present in REST reads of a message (GET /messages/{id}, GET /threads/{id}/messages). message.* events do not carry it: pin.* do (9; D243) */
            pinned?: boolean;
        };
        /** @description Any JSON value except null, also inside it (2.2, ADR 0053); the schema checks the top, the server's input policy every depth (D311). */
        JsonValue: string | number | boolean | Record<string, never> | unknown[];
        Thread: {
            id: components["schemas"]["Uuid"];
            channel_id: components["schemas"]["Uuid"];
            space_id: components["schemas"]["Uuid"];
            title?: string;
            closed?: boolean;
            last_message_seq: number;
            message_count: number;
            unread_floor_seq?: number;
            version: components["schemas"]["Version"];
        };
        /** @description run_document.v1 (11.1). Steps and follow-ups are objects keyed by ID so that patches use stable paths. */
        RunDocument: {
            state: components["schemas"]["RunState"];
            version: components["schemas"]["Version"];
            status_line?: string;
            last_text_excerpt?: string;
            model?: string;
            metrics?: Record<string, never>;
            cost?: Record<string, never>;
            billing_mode_used?: string;
            plan?: {
                id: string;
                text: string;
                /** @enum {string} */
                status: "pending" | "in_progress" | "done" | "skipped";
            }[];
            steps: {
                [key: string]: {
                    ordinal: number;
                    parent_step_id?: string;
                    kind: string;
                    name: string;
                    title?: string;
                    /** @enum {string} */
                    status: "running" | "done" | "failed" | "cancelled";
                    started_at?: components["schemas"]["Timestamp"];
                    ended_at?: components["schemas"]["Timestamp"];
                    /** @description The step's times as 11.1 names them (D365); started_at and ended_at stay for the adapters that send those. */
                    times?: Record<string, never>;
                };
            };
            followups: {
                [key: string]: {
                    /** @enum {string} */
                    status: "queued" | "delivered" | "absorbed" | "deferred" | "discarded";
                };
            };
            stall_warned_at?: components["schemas"]["Timestamp"];
            times?: Record<string, never>;
        };
        /** @description One RFC 6902 operation, limited to add, replace and remove (11.2, R-SY-06). */
        JsonPatchOp: {
            /** @enum {string} */
            op: "add" | "replace" | "remove";
            /** @description JSON Pointer (RFC 6901) into the run document */
            path: string;
            value?: components["schemas"]["JsonValue"];
        };
        /**
         * @description Grant levels, ordered read < trigger < write < manage.
         * @enum {string}
         */
        AccessLevel: "read" | "trigger" | "write" | "manage";
        ResyncRequiredFrame: {
            /** @constant */
            op: "resync_required";
            d: {
                reason: components["schemas"]["ResyncReason"];
                /** @description The connection is live from here (7.3): a person's client loads the snapshot and drops events up to its head_seq. For an agent consumer and reason retention it is the end of the removed gap, min_retained_seq - 1, not the head: the retained events after it follow (on the connection; for a webhook, as its next deliveries), among them the agent.invocation of every run still queued, which retention writes again at the head (15.1, D360). An agent acknowledges it. */
                head_seq: components["schemas"]["Cursor"];
                sync_epoch: components["schemas"]["UuidV7"];
            };
        };
    };
    responses: {
        /** @description An RFC 9457 problem document */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        ThreadId: components["schemas"]["Uuid"];
        MessageId: components["schemas"]["Uuid"];
        RunId: components["schemas"]["Uuid"];
        /** @description The expected version as an entity tag, for example `"3"` (RFC 9110). Required where the operation says so; without it the answer is 428. */
        IfMatch: string;
        /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
        IdempotencyKey: components["schemas"]["UuidV7"];
        /** @description A JWS with a detached payload, `<protected>..<signature>`, EdDSA over the exact body with a key of /api/v1/jwks.json (kid); its protected header has typ bothy-webhook+jws (the media type of this content without its application/ prefix, RFC 7515 4.1.9: WEBHOOK_SIGNATURE_TYP of generated/, D526), delivery_id, subscription_id, attempt and iat (D121, D525). A receiver checks delivery_id against Bothy-Delivery-Id, attempt against Bothy-Delivery-Attempt, subscription_id against the ID it knows for its own subscription (not against Bothy-Subscription-Id), and refuses an iat more than 5 minutes from its clock: every attempt is signed anew (D347) */
        WebhookSignature: string;
        /** @description The same on every attempt of one event to one subscription: dedupe by it (D122), except that a repeat with an invocation_token replaces the stored token unless the run was started with that one (15.2, D513) */
        WebhookDeliveryId: components["schemas"]["Uuid"];
        /** @description 1 for the first attempt. After a takeover from a sender whose lease ran out, the jobs it may have sent unrecorded (those marked redelivered, D294) count its attempt too (D348) */
        WebhookAttempt: number;
        WebhookSubscription: components["schemas"]["Uuid"];
    };
    requestBodies: never;
    headers: {
        /** @description true when the answer repeats an earlier request: a client_msg_id or client_interaction_id (5.1), or an Idempotency-Key (5.2), whose stored answer this is */
        IdempotentReplay: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getEvents: {
        parameters: {
            query: {
                after: components["schemas"]["Cursor"];
                /** @description The stored sync epoch; missing only on a first call */
                epoch?: components["schemas"]["UuidV7"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsPage"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            /** @description resync_required with the reason of 7.3 */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ResyncProblem"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getSyncSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Structure, versions, head_seq and sync_epoch, read consistently with head_seq */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listThreadMessages: {
        parameters: {
            query?: {
                after_seq?: number;
                limit?: number;
            };
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages in thread_seq order; deleted ones as tombstones */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: components["schemas"]["Message"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMessageRequest"];
            };
        };
        responses: {
            /** @description A repetition of an earlier request; the original message, without new events */
            200: {
                headers: {
                    "Idempotent-Replay": components["headers"]["IdempotentReplay"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            422: components["responses"]["Problem"];
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    createInteraction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInteractionRequest"];
            };
        };
        responses: {
            /** @description A repeat of the same client_interaction_id (Idempotent-Replay true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interaction"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interaction"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message (a tombstone when deleted), with its reactions (count per emoji) and pinned (D243) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, now or before */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The expected version as an entity tag, for example `"3"` (RFC 9110). Required where the operation says so; without it the answer is 428. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMessageRequest"];
            };
        };
        responses: {
            /** @description The new revision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            410: components["responses"]["Problem"];
            /** @description version_conflict with the current revision */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["VersionConflictProblem"];
                };
            };
            428: components["responses"]["Problem"];
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    applyImportBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportBatchRequest"];
            };
        };
        responses: {
            /** @description Applied */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        thread: components["schemas"]["Thread"];
                        imported_count: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Run"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    patchRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchRunRequest"];
            };
        };
        responses: {
            /** @description Stored; the new version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: components["schemas"]["Version"];
                    };
                };
            };
            /** @description base_version_conflict with the current document */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BaseVersionConflictProblem"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    startRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunStartRequest"];
            };
        };
        responses: {
            /** @description Running (also for a retry with the same token while running) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Run"];
                };
            };
            /** @description invocation_token_invalid with a reason */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InvocationTokenProblem"];
                };
            };
            409: components["responses"]["Problem"];
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    resumeRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunStartRequest"];
            };
        };
        responses: {
            /** @description Running */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Run"];
                };
            };
            /** @description invocation_token_invalid with a reason */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InvocationTokenProblem"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    awaitRunInput: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Waiting for input (also for a repeat while waiting) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Run"];
                };
            };
            409: components["responses"]["Problem"];
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    finishRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FinishRunRequest"];
            };
        };
        responses: {
            /** @description Finished */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Run"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    renewInvocationToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenewInvocationTokenRequest"];
            };
        };
        responses: {
            /** @description A new token that replaces the newest token of the old token's consumer (runs.invocation_jti, D314) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invocation_token: string;
                        expires_at: components["schemas"]["Timestamp"];
                    };
                };
            };
            /** @description invocation_token_invalid with a reason */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["InvocationTokenProblem"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getRunContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run's context */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunContext"];
                };
            };
            403: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    cancelRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                run_id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancellation requested */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Run"];
                };
            };
            409: components["responses"]["Problem"];
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    invokeCommand: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvokeCommandRequest"];
            };
        };
        responses: {
            /** @description command.invoked written to the agent */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invocation_id: components["schemas"]["Uuid"];
                        run_id?: components["schemas"]["Uuid"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    agentHeartbeat: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentHeartbeat"];
            };
        };
        responses: {
            /** @description The derived presence */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "online" | "degraded" | "offline";
                        /** @description agent.presence_timeout of this server: without a heartbeat within it the agent is offline; an adapter heartbeats well within it (D250) */
                        presence_timeout_ms?: number;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listMyReadStates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read states */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        read_states: components["schemas"]["ReadState"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateReadState: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadStateRequest"];
            };
        };
        responses: {
            /** @description The read state after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadState"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    markThreadUnread: {
        parameters: {
            query?: never;
            header?: {
                /** @description The expected version as an entity tag, for example `"3"` (RFC 9110). Required where the operation says so; without it the answer is 428. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadStateRequest"];
            };
        };
        responses: {
            /** @description The read state after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadState"];
                };
            };
            412: components["responses"]["Problem"];
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listMyDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Drafts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        drafts: components["schemas"]["Draft"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    putDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutDraftRequest"];
            };
        };
        responses: {
            /** @description The draft after the write; an empty draft is deleted and answered with its empty final state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        draft: components["schemas"]["Draft"];
                        overwrote_newer: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listMySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["Setting"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    putSetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutSettingRequest"];
            };
        };
        responses: {
            /** @description The setting after the write */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Setting"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteSetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listMySidebar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sidebar states */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sidebar: components["schemas"]["SidebarState"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    putSidebar: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                space_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutSidebarRequest"];
            };
        };
        responses: {
            /** @description The sidebar state after the write */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SidebarState"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listMyNotificationPrefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notification preferences */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notification_prefs: components["schemas"]["NotificationPref"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    putNotificationPref: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutNotificationPrefRequest"];
            };
        };
        responses: {
            /** @description The preference after the write */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPref"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getMyQuietHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quiet hours */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiet_hours?: components["schemas"]["QuietHours"];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    putQuietHours: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutQuietHoursRequest"];
            };
        };
        responses: {
            /** @description The quiet hours after the write */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuietHours"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    createGrant: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGrantRequest"];
            };
        };
        responses: {
            /** @description Granted */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Grant"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    revokeGrant: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                grant_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (now or before) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Grant"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGroupRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    addGroupMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                group_id: components["schemas"]["Uuid"];
                principal_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GroupMemberRequest"];
            };
        };
        responses: {
            /** @description The principal is a member */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeGroupMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                group_id: components["schemas"]["Uuid"];
                principal_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The principal is not a member */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateSpace: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                space_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSpaceRequest"];
            };
        };
        responses: {
            /** @description The space after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Space"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    createChannel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                space_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChannelRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updateChannel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                channel_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateChannelRequest"];
            };
        };
        responses: {
            /** @description The channel after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    updatePrincipal: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                principal_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePrincipalRequest"];
            };
        };
        responses: {
            /** @description The principal after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Principal"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    revokeSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                session_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked, now or before */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    revokeDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                device_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked, now or before */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listWebhookSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscriptions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscriptions: components["schemas"]["WebhookSubscription"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    createWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Created; starts at the current head_seq */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            /** @description subscription_exists: the agent already has a subscription to this URL (each event would reach it twice, under two delivery IDs; D322). Its id is in `subscription_id`. subscription_limit_reached: the agent has server.webhook_subscriptions_per_agent subscriptions (default 10) already; delete one first (D349). One agent's subscriptions share the worker's slots with every other agent's. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["SubscriptionExistsProblem"] | components["schemas"]["SubscriptionLimitProblem"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deleteWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                subscription_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    resumeWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                subscription_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active again (also when it was not paused) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSubscription"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                device_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Device"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    issueDevToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevTokenRequest"];
            };
        };
        responses: {
            /** @description An access token bound to the device key (cnf.jkt) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevTokenResponse"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    issueDevApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevApiTokenRequest"];
            };
        };
        responses: {
            /** @description An API token with a fixed expires_at */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevApiTokenResponse"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    listAgentCommands: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent's commands, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commands: components["schemas"]["Command"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    setAgentCommands: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentCommandsDeclaration"];
            };
        };
        responses: {
            /** @description The agent's commands as stored, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commands: components["schemas"]["Command"][];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    commandAutocomplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommandAutocompleteRequest"];
            };
        };
        responses: {
            /** @description The owner's choices, at most command.autocomplete_max_choices; empty on a timeout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandAutocompleteChoices"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    commandAutocompleteRespond: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                request_id: components["schemas"]["Uuid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommandAutocompleteChoices"];
            };
        };
        responses: {
            /** @description Taken: the request answers with these choices */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    getDiscovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The protocol versions and where the gateway, REST and the keys are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discovery"];
                };
            };
            "4XX": components["responses"]["Problem"];
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JWK set (RFC 7517) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: Record<string, never>[];
                    };
                };
            };
            "4XX": components["responses"]["Problem"];
        };
    };
    addReaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                message_id: components["parameters"]["MessageId"];
                /** @description The emoji as text (percent-encoded in the path), NFC-normalized by the server: 1 to 64 characters without whitespace, control characters or bidi controls, with at least one character that is not a format character, a mark or a separator (D382) */
                emoji: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The emoji's count after the change and whether the caller reacts with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReactionState"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    removeReaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                message_id: components["parameters"]["MessageId"];
                /** @description The emoji as text (percent-encoded in the path), NFC-normalized by the server: 1 to 64 characters without whitespace, control characters or bidi controls, with at least one character that is not a format character, a mark or a separator (D382) */
                emoji: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The emoji's count after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReactionState"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    pinMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pin state after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinState"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    unpinMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                message_id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pin state after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinState"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    closeThread: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Thread"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    reopenThread: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUIDv7 chosen by the client; a repetition with the same request gets the stored response, with the header Idempotent-Replay true, for sync.idempotency_key_ttl (5.2). */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                thread_id: components["parameters"]["ThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Thread"];
                };
            };
            "4XX": components["responses"]["Problem"];
            "5XX": components["responses"]["Problem"];
        };
    };
    deliverWebhookEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description A JWS with a detached payload, `<protected>..<signature>`, EdDSA over the exact body with a key of /api/v1/jwks.json (kid); its protected header has typ bothy-webhook+jws (the media type of this content without its application/ prefix, RFC 7515 4.1.9: WEBHOOK_SIGNATURE_TYP of generated/, D526), delivery_id, subscription_id, attempt and iat (D121, D525). A receiver checks delivery_id against Bothy-Delivery-Id, attempt against Bothy-Delivery-Attempt, subscription_id against the ID it knows for its own subscription (not against Bothy-Subscription-Id), and refuses an iat more than 5 minutes from its clock: every attempt is signed anew (D347) */
                "Bothy-Signature": components["parameters"]["WebhookSignature"];
                /** @description The same on every attempt of one event to one subscription: dedupe by it (D122), except that a repeat with an invocation_token replaces the stored token unless the run was started with that one (15.2, D513) */
                "Bothy-Delivery-Id": components["parameters"]["WebhookDeliveryId"];
                /** @description 1 for the first attempt. After a takeover from a sender whose lease ran out, the jobs it may have sent unrecorded (those marked redelivered, D294) count its attempt too (D348) */
                "Bothy-Delivery-Attempt": components["parameters"]["WebhookAttempt"];
                "Bothy-Subscription-Id": components["parameters"]["WebhookSubscription"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * @description The envelope of 2.2 with the delivery fields of this request: sync_epoch always, invocation_token where the
         *     event carries an invocation, redelivered on a retry. In place of events that retention removed before they
         *     could be delivered, the gateway's resync_required frame instead (7.3, D344): `{"op": "resync_required", "d":
         *     {"reason": "retention", "head_seq", "sync_epoch"}}`, in order, acked like an event; events up to head_seq
         *     are gone: load GET /sync/snapshot and go on with the deliveries after head_seq (skip those at or below
         *     the snapshot's head_seq, 9).
         */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Envelope"] | components["schemas"]["ResyncRequiredFrame"];
            };
        };
        responses: {
            /** @description Acked: the event and every one before it on this subscription. The status line counts (D346): a body is not waited for, and is cut off after 64 KiB or 1 s */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not acked (also no status line within webhook.request_timeout): the same event again after a full-jitter backoff (webhook.retry_base, webhook.retry_cap); paused after webhook.pause_after */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
