// Generated from contracts/asyncapi.yaml and contracts/openapi.yaml by `npm run codegen`. Do not edit.
// The actions of components.x-actions: what authorize(principal, action, resource) decides (7.2, 8).

/** Every action that authorize decides: the receive actions of the catalogue and the operations. */
export const Action = {
  MessageRead: "message.read",
  ThreadRead: "thread.read",
  ChannelRead: "channel.read",
  RunRead: "run.read",
  FileRead: "file.read",
  SpaceRead: "space.read",
  SelfRead: "self.read",
  AgentRead: "agent.read",
  HostRead: "host.read",
  StatsRead: "stats.read",
  GatewayConnect: "gateway.connect",
  EventsRead: "events.read",
  MessageCreate: "message.create",
  MessageEdit: "message.edit",
  MessageDelete: "message.delete",
  ImportApply: "import.apply",
  GrantManage: "grant.manage",
  GroupManage: "group.manage",
  PrincipalManage: "principal.manage",
  ChannelCreate: "channel.create",
  ChannelManage: "channel.manage",
  SpaceManage: "space.manage",
  AgentInvoke: "agent.invoke",
  RunCancel: "run.cancel",
  MessageReact: "message.react",
  MessagePin: "message.pin",
  ThreadClose: "thread.close",
} as const;
export type Action = (typeof Action)[keyof typeof Action];

/** The receive actions: each is the receive_action of event types of the catalogue. */
export type ReceiveAction = "message.read" | "thread.read" | "channel.read" | "run.read" | "file.read" | "space.read" | "self.read" | "agent.read" | "host.read" | "stats.read";
/** What a principal does through REST or the gateway. */
export type OperationAction = "gateway.connect" | "events.read" | "message.create" | "message.edit" | "message.delete" | "import.apply" | "grant.manage" | "group.manage" | "principal.manage" | "channel.create" | "channel.manage" | "space.manage" | "agent.invoke" | "run.cancel" | "message.react" | "message.pin" | "thread.close";

/** Each action with its kind and meaning, as in components.x-actions. */
export const actionSpec = {
  "message.read": {"kind":"receive","meaning":"read a message and receive its events (channel read)"},
  "thread.read": {"kind":"receive","meaning":"read a thread and receive its events (channel read)"},
  "channel.read": {"kind":"receive","meaning":"see a channel and receive its events (channel read)"},
  "run.read": {"kind":"receive","meaning":"receive the events of a run (channel read)"},
  "file.read": {"kind":"receive","meaning":"receive the events of a file (channel read)"},
  "space.read": {"kind":"receive","meaning":"see a space and receive its events (any level in the space)"},
  "self.read": {"kind":"receive","meaning":"receive a personal event (its audience principal only)"},
  "agent.read": {"kind":"receive","meaning":"receive the events and presence of an agent (12, D201: the agent itself, the instance, or a principal that sees a space the agent works in)"},
  "host.read": {"kind":"receive","meaning":"receive the events of hosts (any active principal)"},
  "stats.read": {"kind":"receive","meaning":"receive live statistics of a space or the instance (manage)"},
  "gateway.connect": {"kind":"operation","meaning":"identify or resume on the gateway (6.4: 4018 when denied)"},
  "events.read": {"kind":"operation","meaning":"read the event log through catch-up (any active principal)"},
  "message.create": {"kind":"operation","meaning":"post a message (channel write, neither read-only nor archived)"},
  "message.edit": {"kind":"operation","meaning":"edit a message (its author, channel write)"},
  "message.delete": {"kind":"operation","meaning":"delete a message (its author with write, or manage)"},
  "import.apply": {"kind":"operation","meaning":"apply an import batch to a thread (channel manage)"},
  "grant.manage": {"kind":"operation","meaning":"create or revoke a grant (8.2: manage on the target)"},
  "group.manage": {"kind":"operation","meaning":"create groups and change their members (8.2: instance manage)"},
  "principal.manage": {"kind":"operation","meaning":"change principals (8.2: instance manage)"},
  "channel.create": {"kind":"operation","meaning":"create a channel in a space (8.2: space manage)"},
  "channel.manage": {"kind":"operation","meaning":"change a channel (8.2: manage on the channel)"},
  "space.manage": {"kind":"operation","meaning":"change a space (8.2: space manage)"},
  "agent.invoke": {"kind":"operation","meaning":"trigger an agent with a message in a channel (15.3, D80: channel trigger, neither read-only nor archived)"},
  "run.cancel": {"kind":"operation","meaning":"cancel a run (15.5, D141: its triggering person with channel read, or manage on the channel)"},
  "message.react": {"kind":"operation","meaning":"add or remove an own reaction on a message (channel write, neither read-only nor archived; D180)"},
  "message.pin": {"kind":"operation","meaning":"pin or unpin a message (channel write, neither read-only nor archived; D180)"},
  "thread.close": {"kind":"operation","meaning":"mark a thread done or reopen it (channel write, neither read-only nor archived; 13.3, D180)"},
} as const satisfies Record<Action, { kind: "receive" | "operation"; meaning: string }>;

export const actions: readonly Action[] = ["message.read","thread.read","channel.read","run.read","file.read","space.read","self.read","agent.read","host.read","stats.read","gateway.connect","events.read","message.create","message.edit","message.delete","import.apply","grant.manage","group.manage","principal.manage","channel.create","channel.manage","space.manage","agent.invoke","run.cancel","message.react","message.pin","thread.close"];
