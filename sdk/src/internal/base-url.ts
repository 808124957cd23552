// The server's origin as the app names it (baseUrl of BothyClient, BothyAgent and BothyRestClient):
// REST goes to it, and the gateway URL is derived from it (6.1: https -> wss, http -> ws). Checked
// when the object is made, so that a gateway URL given by mistake (ws://, wss://) or a string that is
// no URL fails there, naming the option, and not at the first REST request (D331).

/** The origin's URL; a TypeError naming baseUrl for anything but an absolute http: or https: URL (a ws: or wss: one too: the SDK derives the gateway URL). */
export function checkBaseUrl(baseUrl: unknown): URL {
  let url: URL | undefined;
  try {
    url = new URL(baseUrl as string);
  } catch {
    // not a URL: refused below
  }
  if (!/^https?:$/.test(url?.protocol ?? '')) throw new TypeError(`baseUrl must be the server's http: or https: origin, not ${describe(baseUrl)}`);
  return url!;
}

/** The value as the message shows it: a string or URL quoted, anything else by its type (its own toString may throw). */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof URL) return JSON.stringify(value.href);
  if (value === undefined || value === null) return String(value);
  return `a value of type ${typeof value}`;
}
