// The URL a request addressed (D495): what the DPoP htu of REST and of the gateway names (6.3, RFC 9449
// 4.3), what discovery answers (6.1), and what the gateway's same-origin check compares. One place for
// REST, discovery and the gateway, so that the three cannot disagree.
//
// Its authority: server.public_url's when set; else that of a request target in absolute form
// (`GET http://host:port/api/v1/events HTTP/1.1`), since a server MUST ignore Host then and use the
// target's (RFC 9112 3.2.2, 7.2); else the Host header. Its scheme: public_url's when set, else https
// on a TLS connection and http otherwise (never the target's; the connection says what it is). No host
// check beyond a URL's: the server answers for any host, whichever of the two names it (D465).
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** A request target in absolute form: a scheme (group 1), "://", and the authority (group 2) up to the path. */
const ABSOLUTE_FORM = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/;

/** The absolute form of a scheme this server answers (http, https, ws, wss; any case), or null. */
function absoluteForm(target: string | undefined): RegExpExecArray | null {
  const absolute = target === undefined ? null : ABSOLUTE_FORM.exec(target);
  return absolute && /^(https?|wss?)$/i.test(absolute[1]!) ? absolute : null;
}

/** Where the request's authority came from: the target's (absolute form) or the Host header. */
export type AuthoritySource = 'target' | 'host';

/**
 * Test-only (ServerContext.twins): `hostOverTarget` takes Host even for a target in absolute form, as
 * before D495; `userinfoPassed` finds no userinfo anywhere, as before D498; `authorityUnchecked` leaves
 * authorityFault out altogether, as before D498's addendum.
 */
export interface RequestUrlTwins {
  hostOverTarget?: boolean;
  userinfoPassed?: boolean;
  authorityUnchecked?: boolean;
}

/** The authority the request names, and where it came from: its target's in absolute form, else its Host header's. */
export function requestAuthority(req: IncomingMessage, target: string | undefined = req.url, twins?: RequestUrlTwins): { authority: string | undefined; from: AuthoritySource } {
  const absolute = twins?.hostOverTarget ? null : absoluteForm(target);
  return absolute ? { authority: absolute[2]!, from: 'target' } : { authority: req.headers.host, from: 'host' };
}

/**
 * The path of a request target in origin form ("/p?q") or absolute form ("http://host/p?q", which a
 * server MUST accept, RFC 9112 3.2.2; http, https, ws or wss), as sent: without the query, not
 * normalized in either form. Undefined for a target that is neither. The path of an absolute form is
 * read even when its authority names no host, so that such a request meets the host check of D465
 * (400) as one whose Host names none does, and not the answer to an unknown path.
 */
export function targetPath(target: string | undefined): string | undefined {
  if (!target) return undefined;
  if (target.startsWith('/')) return target.split('?')[0];
  const absolute = absoluteForm(target);
  if (!absolute) return undefined;
  return target.slice(absolute[0].length).split(/[?#]/)[0] || '/';
}

/**
 * The path and query of a request target in origin form ("/p?q", as sent) or absolute form
 * ("http://host/p?q" names "/p?q"; "http://host?q" names "/?q"): what a problem's `instance` names
 * (RFC 9457 3.1.5), the same for both forms, and never the authority of an absolute target (D498).
 * Undefined for a target that is neither.
 */
export function targetPathAndQuery(target: string | undefined): string | undefined {
  if (!target) return undefined;
  if (target.startsWith('/')) return target;
  const absolute = absoluteForm(target);
  if (!absolute) return undefined;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Where the request names userinfo (`user:password@`), or undefined: its target's authority (an http(s)
 * URI must not carry userinfo and a recipient should treat it as an error, RFC 9110 4.2.4, RFC 9112
 * 3.2.2), or its Host header (whose value is host and port only, RFC 9110 7.2; a Host with an invalid
 * value is a 400, RFC 9112 3.2). Both are looked at whatever server.public_url says, so that a request
 * carrying a password is refused the same way on every deployment (D498). An "@" can stand in an
 * authority only as userinfo's end, and in a Host nowhere.
 */
export function userinfoSource(req: IncomingMessage, target: string | undefined = req.url, twins?: RequestUrlTwins): AuthoritySource | undefined {
  if (twins?.userinfoPassed) return undefined;
  if (absoluteForm(target)?.[2]!.includes('@')) return 'target';
  if (req.headers.host?.includes('@')) return 'host';
  return undefined;
}

/** The refusal of a request that names userinfo (REST's 400 detail, the gateway upgrade's 400 text): which part named it, never what it named. */
export function userinfoRefusal(from: AuthoritySource): string {
  return from === 'target'
    ? "the request target's authority carries userinfo (user:password@), which an http(s) URI must not (RFC 9110 4.2.4); send the target without it"
    : 'the Host header carries userinfo (user:password@); it names host and port only (RFC 9110 7.2)';
}

/**
 * Why the request's authority is refused before anything else reads it, or undefined (D498): userinfo
 * in the target or Host (userinfoSource); more than one Host header (RFC 9112 3.2: a 400, and Node keeps
 * only the first, so a second one would be read by nobody but could be by a proxy), or none in an HTTP/1.1
 * request (RFC 9112 3.2; Node's own check is off, server.ts, so that the 400 is a problem); an absolute target
 * whose authority makes no URL (`http://a b/`, `http://u:p%40h/`: express's router would otherwise
 * parse it with url.parse, whose warning names the whole target on stderr and whose path carries the
 * authority's text into a 404's detail). REST's listener and the gateway's upgrade ask it first, before
 * express or any route. The text names which part, never what it carried.
 */
export function authorityFault(req: IncomingMessage, target: string | undefined = req.url, twins?: RequestUrlTwins): string | undefined {
  if (twins?.authorityUnchecked) return undefined;
  const userinfo = userinfoSource(req, target, twins);
  if (userinfo) return userinfoRefusal(userinfo);
  const hosts = headerLines(req, 'host');
  if (hosts > 1) return 'the request has more than one Host header; send one (RFC 9112 3.2)';
  // Node refused this itself with a bare 400 (no problem document) until the server let it through (server.ts).
  if (hosts === 0 && (req.httpVersionMajor > 1 || req.httpVersionMinor >= 1)) return 'an HTTP/1.1 request must carry a Host header (RFC 9112 3.2)';
  const absolute = absoluteForm(target);
  if (absolute && !URL.canParse(`http://${absolute[2]!}`)) return "the request target's authority names no host: send a path such as /api/v1/events, or an absolute http URL";
  return undefined;
}

/** How many field lines of `name` (lower case) the request carries: Node keeps only the first of some (host, authorization, content-type). */
export function headerLines(req: IncomingMessage, name: string): number {
  let n = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === name) n += 1;
  return n;
}

/** A request whose authority makes no URL ("a b" as Host, or `http://a b/` as target): the client's fault (D465). */
export class NoHostError extends Error {
  /** What named no host, for the answer: "the request target's authority" or "the Host header". */
  readonly source: string;

  constructor(from: AuthoritySource, cause: unknown) {
    const source = from === 'target' ? "the request target's authority" : 'the Host header';
    super(`${source} names no host: ${(cause as Error).message}`, { cause });
    this.source = source;
    this.name = 'NoHostError';
  }
}

/**
 * The origin the request addressed, in its http(s) form (a ws(s) public_url is named as http(s), as the
 * htu of 6.3 is). Throws NoHostError when the request's authority makes no URL (with public_url set the
 * request's authority is not read). `target`: the raw request target (express's originalUrl; req.url
 * of the node:http request before a router changed it).
 */
export function requestOrigin(publicUrl: string, req: IncomingMessage, target: string | undefined = req.url, twins?: RequestUrlTwins): URL {
  let url: URL;
  if (publicUrl) url = new URL(publicUrl);
  else {
    const { authority, from } = requestAuthority(req, target, twins);
    try {
      url = new URL(`${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${authority ?? 'localhost'}`);
    } catch (err) {
      throw new NoHostError(from, err);
    }
  }
  if (url.protocol === 'wss:') url.protocol = 'https:';
  else if (url.protocol === 'ws:') url.protocol = 'http:';
  return url;
}

/**
 * Whether `origin` (a browser's Origin header, 6.3) names this server's own origin, the gateway's
 * same-origin check besides server.allowed_origins (D77, D495, D498). A browser sets neither Host nor
 * an absolute target freely, so a page of another origin cannot make the request look addressed to it.
 * - server.public_url set: its origin, scheme, host and port (a ws(s) public_url in its http(s) form,
 *   as a browser names a page's origin), and nothing else: behind a proxy that rewrites Host the host
 *   addressed is the proxy's upstream name, which serves no browser page, and taking whatever name
 *   the browser was sent to would take a name rebound to this server's address (DNS rebinding). A page
 *   reached on another name is listed in server.allowed_origins.
 * - unset: the host and port the request addressed (requestAuthority: an absolute target's, else Host's),
 *   in any scheme, since a TLS proxy's plain connection cannot tell http from https.
 */
export function isOwnOrigin(publicUrl: string, req: IncomingMessage, origin: string, target: string | undefined = req.url, twins?: RequestUrlTwins): boolean {
  try {
    const named = new URL(origin);
    if (publicUrl) return named.origin === requestOrigin(publicUrl, req, target, twins).origin;
    return named.host === requestAuthority(req, target, twins).authority;
  } catch {
    return false;
  }
}
