// The demo of `npm start` (issue 21), as main.ts runs it with server.dev_endpoints: build the app
// (demo/build.ts) before the server starts, serve it at / (demo/serve.ts), seed what the app shows
// (server/src/seed/demo-app.ts), and run the demo agent helper as a child process (demo/agent.ts,
// bundled by buildDemoAgent and run by node on the SDK's dist) unless server.demo_agent is false.
// stop() ends the child before the server closes.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import type { ServerContext } from '../server/src/context.ts';
import type { Logger } from '../server/src/logging.ts';
import type { DemoIds } from '../server/src/seed/demo.ts';
import { seedDemoApp, supportGrant, type DemoAppIds } from '../server/src/seed/demo-app.ts';
import { buildDemoAgent, buildDemoApp } from './build.ts';
import { demoPage, type DemoConfig } from './serve.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Demo {
  page: RequestHandler;
  /** After seedDemo: seeds the app's part, fills the page's config, starts the agent when asked. */
  ready(ctx: ServerContext, ids: DemoIds, url: string, runAgent: boolean): Promise<DemoAppIds>;
  stop(): Promise<void>;
}

export async function prepareDemo(log: Logger): Promise<Demo> {
  const started = Date.now();
  const bundle = await buildDemoApp((m) => log.info(m));
  const agent = await buildDemoAgent((m) => log.info(m));
  log.info({ ms: Date.now() - started, bytes: bundle.js.length, agent: agent.file }, 'demo app and agent built on the SDK bundle (sdk/dist)');
  let config: DemoConfig | undefined;
  let grant: () => Promise<string | undefined> = async () => undefined;
  let child: ChildProcess | undefined;
  return {
    page: demoPage({ js: bundle.js, config: () => config, supportGrant: () => grant() }),
    async ready(ctx, ids, url, runAgent) {
      const app = await seedDemoApp(ctx, ids);
      config = {
        people: [
          { handle: 'alex', name: 'Alex', id: ids.alex, owner: true },
          { handle: 'sam', name: 'Sam', id: ids.sam, owner: false },
        ],
        agent: { handle: 'helper', id: ids.helper },
        support: { channel: app.support, space: app.supportSpace },
      };
      grant = () => supportGrant(ctx, ids, app);
      if (runAgent) {
        // Its stdin is a pipe from this process: when this process ends, even killed, the agent ends with it.
        child = spawn(process.execPath, [agent.file, '--url', url, '--parent-pipe'], { cwd: ROOT, stdio: ['pipe', 'inherit', 'inherit'], env: process.env });
        child.on('exit', (code, signal) => {
          if (child) log.warn({ code, signal }, 'the demo agent helper exited');
          child = undefined;
        });
        log.info({ pid: child.pid }, 'demo agent helper started (demo/agent.ts on sdk/dist; server.demo_agent)');
      }
      return app;
    },
    async stop() {
      const c = child;
      child = undefined;
      if (!c || c.exitCode !== null) return;
      const gone = new Promise<void>((resolve) => c.once('exit', () => resolve()));
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 3000);
      await gone;
      clearTimeout(timer);
    },
  };
}
