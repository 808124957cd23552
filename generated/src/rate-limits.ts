// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
// The rate-limit classes of 6.2: components.x-rate-limit-classes (asyncapi) and x-rate-limit-classes (openapi).
import type { ClientOp } from './frames.js';

/** A configuration value of kind rate that some op or write operation counts against. */
export type RateLimitClass = "rl.gateway_connect" | "rl.gateway_control" | "rl.gateway_op" | "rl.message_write" | "rl.rest_write";

/** The class of every client op (6.2); null: exempt, counted against nothing (D244). */
export const gatewayOpRateLimits = {
  "identify": "rl.gateway_connect",
  "resume": "rl.gateway_connect",
  "heartbeat": null,
  "reauth": "rl.gateway_control",
  "focus": "rl.gateway_op",
  "typing.start": "rl.gateway_op",
  "typing.stop": "rl.gateway_op",
  "ack": "rl.gateway_control",
  "run.update": "rl.gateway_control",
  "command.autocomplete_result": "rl.gateway_op",
  "stats.subscribe": "rl.gateway_op",
  "stats.unsubscribe": "rl.gateway_op",
} as const satisfies Record<ClientOp, RateLimitClass | null>;

/** The class of every REST write operation, with its method and path template under the base path (6.2); null: exempt (D244). */
export const restWriteRateLimits: readonly { method: string; path: string; operationId: string; rateClass: RateLimitClass | null }[] = [
  {"method":"POST","path":"/threads/{thread_id}/messages","operationId":"createMessage","rateClass":"rl.message_write"},
  {"method":"POST","path":"/messages/{message_id}/interactions","operationId":"createInteraction","rateClass":"rl.message_write"},
  {"method":"PATCH","path":"/messages/{message_id}","operationId":"updateMessage","rateClass":"rl.message_write"},
  {"method":"DELETE","path":"/messages/{message_id}","operationId":"deleteMessage","rateClass":"rl.message_write"},
  {"method":"POST","path":"/threads/{thread_id}/import-batches","operationId":"applyImportBatch","rateClass":"rl.message_write"},
  {"method":"PATCH","path":"/runs/{run_id}","operationId":"patchRun","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/runs/{run_id}/start","operationId":"startRun","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/runs/{run_id}/resume","operationId":"resumeRun","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/runs/{run_id}/wait","operationId":"awaitRunInput","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/runs/{run_id}/finish","operationId":"finishRun","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/runs/{run_id}/invocation-token","operationId":"renewInvocationToken","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/runs/{run_id}/cancel","operationId":"cancelRun","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/threads/{thread_id}/commands","operationId":"invokeCommand","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/agents/me/heartbeat","operationId":"agentHeartbeat","rateClass":"rl.rest_write"},
  {"method":"PUT","path":"/threads/{thread_id}/read-state","operationId":"updateReadState","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/threads/{thread_id}/read-state/mark-unread","operationId":"markThreadUnread","rateClass":"rl.rest_write"},
  {"method":"PUT","path":"/threads/{thread_id}/draft","operationId":"putDraft","rateClass":"rl.rest_write"},
  {"method":"DELETE","path":"/threads/{thread_id}/draft","operationId":"deleteDraft","rateClass":"rl.rest_write"},
  {"method":"PUT","path":"/me/settings/{key}","operationId":"putSetting","rateClass":"rl.rest_write"},
  {"method":"DELETE","path":"/me/settings/{key}","operationId":"deleteSetting","rateClass":"rl.rest_write"},
  {"method":"PUT","path":"/spaces/{space_id}/sidebar","operationId":"putSidebar","rateClass":"rl.rest_write"},
  {"method":"PUT","path":"/me/notification-prefs","operationId":"putNotificationPref","rateClass":"rl.rest_write"},
  {"method":"PUT","path":"/me/quiet-hours","operationId":"putQuietHours","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/grants","operationId":"createGrant","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/grants/{grant_id}/revoke","operationId":"revokeGrant","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/groups","operationId":"createGroup","rateClass":"rl.rest_write"},
  {"method":"PUT","path":"/groups/{group_id}/members/{principal_id}","operationId":"addGroupMember","rateClass":"rl.rest_write"},
  {"method":"DELETE","path":"/groups/{group_id}/members/{principal_id}","operationId":"removeGroupMember","rateClass":"rl.rest_write"},
  {"method":"PATCH","path":"/spaces/{space_id}","operationId":"updateSpace","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/spaces/{space_id}/channels","operationId":"createChannel","rateClass":"rl.rest_write"},
  {"method":"PATCH","path":"/channels/{channel_id}","operationId":"updateChannel","rateClass":"rl.rest_write"},
  {"method":"PATCH","path":"/principals/{principal_id}","operationId":"updatePrincipal","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/sessions/{session_id}/revoke","operationId":"revokeSession","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/devices/{device_id}/revoke","operationId":"revokeDevice","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/webhook-subscriptions","operationId":"createWebhookSubscription","rateClass":"rl.rest_write"},
  {"method":"DELETE","path":"/webhook-subscriptions/{subscription_id}","operationId":"deleteWebhookSubscription","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/webhook-subscriptions/{subscription_id}/resume","operationId":"resumeWebhookSubscription","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/dev/tokens","operationId":"issueDevToken","rateClass":null},
  {"method":"POST","path":"/dev/api-tokens","operationId":"issueDevApiToken","rateClass":null},
  {"method":"PUT","path":"/agents/me/commands","operationId":"setAgentCommands","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/commands/autocomplete","operationId":"commandAutocomplete","rateClass":"rl.rest_write"},
  {"method":"POST","path":"/commands/autocomplete/{request_id}/respond","operationId":"commandAutocompleteRespond","rateClass":"rl.rest_write"},
  {"method":"PUT","path":"/messages/{message_id}/reactions/{emoji}","operationId":"addReaction","rateClass":"rl.message_write"},
  {"method":"DELETE","path":"/messages/{message_id}/reactions/{emoji}","operationId":"removeReaction","rateClass":"rl.message_write"},
  {"method":"PUT","path":"/messages/{message_id}/pin","operationId":"pinMessage","rateClass":"rl.message_write"},
  {"method":"DELETE","path":"/messages/{message_id}/pin","operationId":"unpinMessage","rateClass":"rl.message_write"},
  {"method":"POST","path":"/threads/{thread_id}/close","operationId":"closeThread","rateClass":"rl.message_write"},
  {"method":"POST","path":"/threads/{thread_id}/reopen","operationId":"reopenThread","rateClass":"rl.message_write"},
];
