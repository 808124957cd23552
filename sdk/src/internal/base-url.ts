// The server's origin as the app names it (baseUrl of BothyClient, BothyAgent and BothyRestClient):
// REST goes to it, and the gateway URL is derived from it (6.1: https -> wss, http -> ws). Checked
// when the object is made, so that a gateway URL given by mistake (ws://, wss://) or a string that is
// no URL fails there, naming the option, and not at the first REST request (D331).

/** The schemes of an origin REST can be reached at. */
const HTTP_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:']);

/** The origin's URL; a TypeError naming baseUrl for anything but an absolute http: or https: URL. */
export function checkBaseUrl(baseUrl: unknown): URL {
  let url: URL | undefined;
  if (typeof baseUrl === 'string' || baseUrl instanceof URL) {
    try {
      url = new URL(baseUrl);
    } catch {
      url = undefined;
    }
  }
  if (url && HTTP_SCHEMES.has(url.protocol)) return url;
  // A gateway URL: the origin it belongs to is the same host over http(s).
  const hint = url?.protocol === 'ws:' || url?.protocol === 'wss:' ? ` (the SDK derives the gateway URL itself: give ${url.protocol === 'wss:' ? 'https' : 'http'}://${url.host})` : '';
  const got = typeof baseUrl === 'string' || baseUrl instanceof URL ? JSON.stringify(String(baseUrl)) : typeof baseUrl;
  throw new TypeError(`baseUrl must be the server's origin as an absolute http: or https: URL, for example https://chat.example.com; got ${got}${hint}`);
}
