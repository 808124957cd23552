// Command autocomplete for apps (15.7): `client.autocomplete(commandId, option, value, place)`,
// and the same as a free function over a REST client, `autocomplete(rest, …)`, for code that has
// a BothyRestClient without a BothyClient (D256). Both answer the owner's choices, or an empty
// list when it did not answer within command.autocomplete_timeout.
import type { CommandAutocompleteChoices, CommandAutocompleteRequest } from '@bothy/generated';
import type { BothyRestClient } from '../rest/client.ts';

export type AutocompleteChoice = CommandAutocompleteChoices['choices'][number];

/** Where the command is typed: the channel and, if any, the thread (a forum without a thread answers [] at once). */
export interface AutocompletePlace {
  agentId: string;
  channelId: string;
  threadId?: string;
  /** The other options typed so far. */
  options?: CommandAutocompleteRequest['options'];
}

export async function autocomplete(rest: BothyRestClient, commandId: string, option: string, value: string, place: AutocompletePlace): Promise<AutocompleteChoice[]> {
  const body: CommandAutocompleteRequest = {
    agent_id: place.agentId,
    command: commandId,
    option,
    value,
    channel_id: place.channelId,
    ...(place.threadId ? { thread_id: place.threadId } : {}),
    ...(place.options ? { options: place.options } : {}),
  };
  const answer = await rest.call(() => rest.api.POST('/commands/autocomplete', { body: body as never /* the same schema; openapi-typescript spells JsonValue differently */, signal: rest.signal() }));
  return answer.choices;
}
