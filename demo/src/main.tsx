// The demo chat app of `npm start` (issue 21), on the published @bothy/sdk bundle and Preact.
// Two windows (alex and sam) show the protocol's promises: live delivery, typing, unread counts and
// read state across windows, the outbox through the offline switch, the live box of the agent
// helper, and an owner's revocation taking a channel away at once.
import { render } from 'preact';
import { useEffect, useReducer, useRef, useState } from 'preact/hooks';
import type { Message, OutboxEntry } from '@bothy/sdk';
import { openSession, type Session } from './session.ts';
import { DemoStore, runEnded, type DemoConfig, type RunInfo } from './store.ts';

/** A UUIDv7 for Idempotency-Key (5.2): 48 bits of milliseconds, then random bits, version 7, variant 10. */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  const ms = Date.now();
  for (let i = 0; i < 6; i++) b[i] = Math.floor(ms / 2 ** (8 * (5 - i))) & 0xff;
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function Login({ config, onLogin, error }: { config: DemoConfig; onLogin: (handle: string) => void; error?: string }) {
  return (
    <div class="login">
      <h2>Bothy demo</h2>
      <p>Log in as one of the seeded people (dev token endpoint; the device key stays in this tab's IndexedDB). Open a second window as the other.</p>
      {config.people.map((p) => (
        <button key={p.handle} data-login={p.handle} onClick={() => onLogin(p.handle)}>
          {p.name} (@{p.handle}){p.owner ? ' · owner' : ''}
        </button>
      ))}
      {error && <p class="error">{error}</p>}
    </div>
  );
}

function Header({ store, session, offline, setOffline }: { store: DemoStore; session: Session; offline: boolean; setOffline: (v: boolean) => void }) {
  const me = store.config.people.find((p) => p.handle === session.handle)!;
  const close = store.lastClose;
  return (
    <header>
      <span class="who" id="who">@{session.handle}</span>
      <span class={`badge ${offline ? 'offline' : store.state}`} id="conn-state" title="the SDK's connection state">
        {store.state}
      </span>
      <span class="badge" id="last-close" title="the last close code (6.4)">
        last close: {close ? `${close.code}${close.reason ? ` ${close.reason}` : ''}` : '–'}
      </span>
      <label>
        <input type="checkbox" id="offline" checked={offline} onChange={(e) => setOffline((e.target as HTMLInputElement).checked)} /> offline (cuts the socket and REST)
      </label>
      {me.owner && <OwnerControl store={store} />}
    </header>
  );
}

/** 8.3, 16.4: the owner revokes sam's grant on #support (and can give it back, 8.4). */
function OwnerControl({ store }: { store: DemoStore }) {
  const [busy, setBusy] = useState(false);
  const [grant, setGrant] = useState<string | null | undefined>(undefined);
  const refresh = async () => setGrant(((await (await fetch('/demo/config.json')).json()) as DemoConfig).support.sam_grant_id);
  useEffect(() => void refresh(), []);
  const act = async () => {
    setBusy(true);
    try {
      const support = store.config.support.channel;
      const sam = store.config.people.find((p) => p.handle === 'sam')!.id;
      if (grant) await store.client.rest.request('POST', `/grants/${grant}/revoke`, { idempotencyKey: uuid() });
      else await store.client.rest.request('POST', '/grants', { idempotencyKey: uuid(), body: { subject: { kind: 'principal', id: sam }, target: { kind: 'channel', id: support }, level: 'write' } });
      await refresh();
    } catch (e) {
      store.notice('info', `the grant change failed: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span>
      sam's access to #support:{' '}
      <button id="toggle-support" disabled={busy || grant === undefined} onClick={() => void act()}>
        {grant ? 'Revoke' : 'Give back'}
      </button>
    </span>
  );
}

function Sidebar({ store }: { store: DemoStore }) {
  return (
    <nav>
      {store.spaces.map((s) => (
        <div key={s.id}>
          <h3>{s.name}</h3>
          {store.channels
            .filter((c) => c.space_id === s.id)
            .map((c) => (
              <div key={c.id} data-channel={c.name}>
                <div class="ch">#{c.name}</div>
                {[...store.threads.values()]
                  .filter((t) => t.channelId === c.id)
                  .map((t) => (
                    <button key={t.id} class={`th${store.openThread === t.id ? ' open' : ''}`} data-thread={t.id} onClick={() => store.open(t.id)}>
                      <span>{t.title}</span>
                      <span>
                        {t.mentions > 0 && <span class="count mention" data-mentions={t.mentions}>@{t.mentions}</span>}{' '}
                        {t.unread > 0 && <span class="count" data-unread={t.unread}>{t.unread}</span>}
                      </span>
                    </button>
                  ))}
              </div>
            ))}
        </div>
      ))}
    </nav>
  );
}

function MessageRow({ store, m }: { store: DemoStore; m: Message }) {
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const mine = m.author.id === store.me;
  if (m.deleted_at) return <div class="msg deleted meta">message deleted</div>;
  return (
    <div class="msg" data-message={m.id}>
      <span class="by">@{store.name(m.author.id)}</span>
      {editing === undefined ? <span class="text">{store.text(m.content_md)}</span> : (
        <input
          class="edit"
          value={editing}
          onInput={(e) => setEditing((e.target as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void store.client.editMessage(m, store.encode(editing)).then(() => setEditing(undefined));
            if (e.key === 'Escape') setEditing(undefined);
          }}
        />
      )}
      <span class="meta"> #{m.thread_seq}{m.edited_at ? ' · edited' : ''}{m.trigger_state ? ` · ${m.trigger_state}` : ''}</span>
      {mine && editing === undefined && (
        <span class="acts">
          <button onClick={() => setEditing(store.text(m.content_md))}>edit</button>
          <button onClick={() => void store.client.deleteMessage(m)}>delete</button>
        </span>
      )}
    </div>
  );
}

/** 13.2, 13.3: what the outbox holds for this thread, with its state, reason and the choices. */
function PendingRow({ store, e }: { store: DemoStore; e: OutboxEntry }) {
  const outbox = store.client.outbox;
  const op = e.op;
  const text = op.kind === 'message.create' ? op.body.content_md : op.kind === 'message.update' ? op.content_md : op.kind === 'message.delete' ? '(delete)' : '';
  const label = op.kind === 'message.create' ? '' : op.kind === 'message.update' ? 'edit: ' : '';
  const failed = e.state === 'failed' || e.state === 'discarded';
  const current = e.failure?.current;
  return (
    <div class={`msg pending${failed ? ' failed' : ''}`} data-pending={e.id} data-state={e.state}>
      <span class="by">@{store.name(store.me)}</span>
      <span class="text">{label}{store.text(text)}</span>
      <span class="meta state"> {failed ? `failed: ${e.failure?.code ?? e.state}${e.failure?.status ? ` (${e.failure.status})` : ''} ${e.failure?.message ?? ''}` : 'sending'}</span>
      {current && (
        <div class="conflict">
          <div><b>yours</b><br />{store.text(text)}</div>
          <div><b>on the server (v{current.version})</b><br />{store.text(current.content_md)}</div>
        </div>
      )}
      {failed && (
        <span class="acts">
          {current ? (
            <button onClick={() => void store.client.editMessage(current, text).then(() => outbox.discard(e.id))}>keep mine</button>
          ) : (
            <button onClick={() => void outbox.retry(e.id)}>retry</button>
          )}
          <button onClick={() => void outbox.discard(e.id)}>{current ? 'keep theirs' : 'discard'}</button>
        </span>
      )}
    </div>
  );
}

/** 11.3: the live box of a run, patched by run.updated; one line after run.state_changed ends it. */
function LiveBox({ store, run }: { store: DemoStore; run: RunInfo }) {
  const doc = store.client.runs?.get(run.runId);
  const agent = store.name(store.config.agent.id);
  if (runEnded(run.state)) {
    const secs = run.durationMs !== undefined ? ` in ${(run.durationMs / 1000).toFixed(1)} s` : '';
    return (
      <div class="run ended" data-run={run.runId} data-run-state={run.state}>
        @{agent}: {run.state}{secs}, {run.stepCount} steps{run.reason ? ` (${run.reason})` : ''}
      </div>
    );
  }
  const steps = Object.entries(doc?.steps ?? {}).sort((a, b) => a[1].ordinal - b[1].ordinal);
  return (
    <div class="run" data-run={run.runId} data-run-state={run.state}>
      <b>@{agent}</b> · {run.state} · <span class="status-line">{doc?.status_line ?? '…'}</span>{' '}
      <button class="cancel" onClick={() => void store.client.rest.request('POST', `/runs/${run.runId}/cancel`, { idempotencyKey: uuid() }).catch((e: Error) => store.notice('info', `cancel: ${e.message}`))}>
        cancel
      </button>
      {doc?.plan && (
        <ul class="plan">
          {doc.plan.map((p) => (
            <li key={p.id} data-plan-status={p.status}>{p.status === 'done' ? '✓' : p.status === 'in_progress' ? '▸' : '·'} {p.text}</li>
          ))}
        </ul>
      )}
      {steps.length > 0 && (
        <ul class="steps">
          {steps.map(([id, s]) => (
            <li key={id} data-step-status={s.status}>{s.title ?? s.name}: {s.status}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ThreadView({ store }: { store: DemoStore }) {
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const id = store.openThread;
  const messages = id ? [...(store.messages.get(id)?.values() ?? [])].sort((a, b) => a.thread_seq - b.thread_seq) : [];
  const pending = id ? store.client.pending(id).filter((e) => e.op.kind.startsWith('message.') && e.state !== 'sent') : [];
  const runs = id ? [...store.runs.values()].filter((r) => r.threadId === id) : [];
  const typists = id ? [...(store.typing.get(id)?.entries() ?? [])].filter(([, until]) => until > Date.now()).map(([p]) => `@${store.name(p)}`) : [];
  useEffect(() => list.current?.scrollTo(0, list.current.scrollHeight), [messages.length, pending.length, runs.length]);
  const send = () => {
    const text = draft.trim();
    if (!id || !text) return;
    setDraft('');
    void store.client.sendMessage(id, store.encode(text));
  };
  return (
    <main>
      {store.notices.map((n) => (
        <div key={n.id} class={`notice ${n.kind}`} data-notice={n.kind}>
          {n.text} <button onClick={() => store.dismiss(n.id)}>×</button>
        </div>
      ))}
      {store.loggedOut && <div class="notice gone">Logged out: {store.loggedOut}</div>}
      {/* 8.3: entries of threads this window no longer shows fail with 404; their text stays here for copying. */}
      {store.client
        .pending()
        .filter((e) => e.op.kind.startsWith('message.') && e.lane !== id && !store.threads.has(e.lane) && (e.state === 'failed' || e.state === 'discarded'))
        .map((e) => (
          <div key={e.id} class="notice gone" data-orphan={e.id}>
            Not sent, the thread is gone from this window: <PendingRow store={store} e={e} />
          </div>
        ))}
      {!id ? (
        <div class="msgs">Pick a thread on the left.</div>
      ) : (
        <>
          <div class="msgs" ref={list} id="messages">
            {messages.map((m) => <MessageRow key={m.id} store={store} m={m} />)}
            {pending.map((e) => <PendingRow key={e.id} store={store} e={e} />)}
            {runs.map((r) => <LiveBox key={r.runId} store={store} run={r} />)}
          </div>
          <div class="typing" id="typing">{typists.length > 0 ? `${typists.join(', ')} ${typists.length > 1 ? 'are' : 'is'} typing…` : ''}</div>
          <div class="compose">
            <input
              id="compose"
              placeholder={`Message (mention @${store.config.agent.handle} to start a run)`}
              value={draft}
              onInput={(e) => {
                const v = (e.target as HTMLInputElement).value;
                setDraft(v);
                if (v) store.client.typing(id);
                else store.client.stopTyping(id);
              }}
              onKeyDown={(e) => e.key === 'Enter' && send()}
            />
            <button id="send" onClick={send}>Send</button>
          </div>
        </>
      )}
    </main>
  );
}

function App({ config }: { config: DemoConfig }) {
  const [, bump] = useReducer((n: number, _: unknown) => n + 1, 0);
  const [session, setSession] = useState<Session | undefined>(undefined);
  const [store, setStore] = useState<DemoStore | undefined>(undefined);
  const [offline, setOfflineState] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const login = async (handle: string) => {
    try {
      let s: DemoStore | undefined;
      const session = await openSession(handle, () => s?.discard());
      const me = config.people.find((p) => p.handle === handle)!;
      const twin = new URLSearchParams(location.search).get('twin');
      s = new DemoStore(session.client, me.id, config, () => bump(undefined), { ignoreAccessChanged: twin === 'ignore-access-changed', focusEverything: twin === 'focus-everything' });
      sessionStorage.setItem('bothy-demo.handle', handle);
      document.title = `${handle} · Bothy demo`;
      window.addEventListener('online', () => session.client.networkChanged());
      document.addEventListener('visibilitychange', () => s!.focus());
      (window as unknown as { demo: unknown }).demo = { client: session.client, store: s, uuid };
      setSession(session);
      setStore(s);
      await session.client.start();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  useEffect(() => {
    const again = sessionStorage.getItem('bothy-demo.handle') ?? new URLSearchParams(location.search).get('as');
    if (again && config.people.some((p) => p.handle === again)) void login(again);
  }, []);
  if (!session || !store) return <Login config={config} onLogin={(h) => void login(h)} {...(error ? { error } : {})} />;
  const setOffline = (v: boolean) => {
    setOfflineState(v);
    session.net.set(v, session.client);
  };
  return (
    <div class="app">
      <Header store={store} session={session} offline={offline} setOffline={setOffline} />
      <Sidebar store={store} />
      <ThreadView store={store} />
    </div>
  );
}

const config = (await (await fetch('/demo/config.json')).json()) as DemoConfig;
render(<App config={config} />, document.getElementById('root')!);
