// The demo app at / (issue 21): the page, its script, and what the page needs to know of the seeded
// demo (the people to log in as, the agent to mention, #support and sam's grant on it for the
// owner's revoke control). Served only with server.dev_endpoints (main.ts), outside /api/v1; the
// page talks to the server only through the SDK and the public API.
import type { RequestHandler } from 'express';

export interface DemoConfig {
  people: { handle: string; name: string; id: string; owner: boolean }[];
  agent: { handle: string; id: string };
  support: { channel: string; space: string };
}

export interface DemoPageOptions {
  js: string;
  config: () => DemoConfig | undefined;
  /** sam's grant on #support that is in force, read at request time (it changes with the owner's control). */
  supportGrant: () => Promise<string | undefined>;
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bothy demo</title><link rel="icon" href="data:,">
<style>
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1d2330;background:#f4f5f8}
button{font:inherit;cursor:pointer;border:1px solid #c5cad6;background:#fff;border-radius:4px;padding:2px 8px}
button:disabled{opacity:.5;cursor:default}input,textarea{font:inherit}
.app{display:grid;grid-template-columns:210px 1fr;grid-template-rows:auto 1fr;height:100vh}
header{grid-column:1/3;display:flex;gap:10px;align-items:center;padding:6px 10px;background:#1d2330;color:#fff;flex-wrap:wrap}
header .who{font-weight:600}.badge{border-radius:10px;padding:1px 8px;font-size:12px;background:#5b6275}
.badge.live{background:#2e8b57}.badge.offline{background:#b03030}.badge.connecting,.badge.catching_up,.badge.identifying,.badge.resuming{background:#b58a1a}
nav{overflow:auto;background:#e8eaf0;padding:8px;border-right:1px solid #d0d4de}nav h3{margin:8px 0 2px;font-size:12px;text-transform:uppercase;color:#5b6275}
nav .ch{margin:4px 0 0 4px;font-weight:600}nav .th{display:flex;justify-content:space-between;width:100%;text-align:left;margin:2px 0 2px 8px;border:0;background:none;padding:2px 4px}
nav .th.open{background:#fff;border-radius:4px}.count{background:#5b6275;color:#fff;border-radius:8px;padding:0 6px;font-size:11px}.count.mention{background:#c0392b}
main{display:flex;flex-direction:column;min-height:0}.msgs{flex:1;overflow:auto;padding:8px 12px}
.msg{margin:4px 0;padding:4px 8px;background:#fff;border-radius:6px}.msg .by{font-weight:600;margin-right:6px}.msg .meta{color:#8a90a0;font-size:11px}
.msg.pending{opacity:.75;border:1px dashed #b58a1a}.msg.failed{border:1px solid #c0392b}.msg .acts button{font-size:11px;padding:0 5px;margin-left:4px}
.conflict{display:flex;gap:8px}.conflict>div{flex:1;background:#fff6e0;padding:4px;border-radius:4px}
.typing{min-height:18px;padding:0 12px;color:#5b6275;font-style:italic}.compose{display:flex;gap:6px;padding:8px 12px}.compose input{flex:1;padding:6px}
.run{margin:6px 0;padding:6px 8px;background:#eef4ff;border:1px solid #9bb5e8;border-radius:6px}.run.ended{background:#f0f0f0;border-color:#ccc}
.run ul{margin:2px 0 2px 16px;padding:0}.notice{padding:6px 12px;background:#fff3cd;border-bottom:1px solid #e0c870}.notice.gone{background:#f8d7da}
.login{max-width:340px;margin:80px auto;background:#fff;padding:20px;border-radius:8px}.login button{display:block;width:100%;margin:8px 0;padding:8px}
</style></head><body><div id="root"></div><script type="module" src="/demo/app.js"></script></body></html>`;

export function demoPage(options: DemoPageOptions): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/') {
      res.type('html').setHeader('Cache-Control', 'no-store').send(PAGE);
      return;
    }
    if (req.path === '/demo/app.js') {
      res.type('text/javascript').setHeader('Cache-Control', 'no-store').send(options.js);
      return;
    }
    if (req.path === '/demo/config.json') {
      const config = options.config();
      if (!config) return next();
      options.supportGrant().then(
        (grant) => res.setHeader('Cache-Control', 'no-store').json({ ...config, support: { ...config.support, sam_grant_id: grant ?? null } }),
        next,
      );
      return;
    }
    next();
  };
}
