// The browser entry: runs the app against the server named in the page's query and shows the
// outcome in the title (the package check reads it).
import { run } from './app.js';

const server = new URLSearchParams(location.search).get('server') ?? location.origin;
run(server).then(
  (r) => {
    document.title = `ok ${r.threadSeq}`;
  },
  (e: unknown) => {
    document.title = `failed: ${e instanceof Error ? e.message : String(e)}`;
  },
);
