// Where a webhook may point (15.6, D124). A subscription makes the server send
// requests to a URL its creator chose, so an endpoint on loopback, a private
// range, link-local (cloud metadata) or another special-use range is refused
// unless the operator opts in: server.dev_endpoints allows every such host,
// server.webhook_allowed_hosts names single hosts. Only https, except for an
// allowed host (a receiver on loopback in development speaks plain http).
//
// The address is checked twice: at creation (the literal, or every address the
// name resolves to) and at every connection (the lookup of the request refuses
// a private address), so that a name that later resolves elsewhere (DNS
// rebinding) cannot reach an internal host.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { ProblemCode } from '@bothy/generated';
import { DomainError } from '../errors.ts';

export interface EndpointPolicy {
  /** server.dev_endpoints: every loopback or private host is allowed. */
  anyPrivate: boolean;
  /** server.webhook_allowed_hosts, lower case. */
  allowedHosts: readonly string[];
}

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
// The IPv6 forms that carry an IPv4 address (or a range no public endpoint uses) are refused whole:
// IPv4-compatible ::a.b.c.d (deprecated, RFC 4291 2.5.5.1; '::' and '::1' are in it),
// IPv4-translated ::ffff:0:a.b.c.d (RFC 2765), NAT64's local-use prefix (RFC 8215), Teredo
// (RFC 4380) and 6to4 (RFC 3056, deprecated by RFC 7526), and the deprecated site-local fec0::/10.
for (const [net, bits] of [
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2002::', 16],
  ['fec0::', 10],
  ['100::', 64],
  ['2001:db8::', 32],
  // The IPv6 benchmarking range (RFC 5180) and the second documentation prefix (RFC 9637), as 198.18/15 and
  // 2001:db8::/32 are; SRv6 SIDs (RFC 9602), which IANA marks not globally reachable (D400).
  ['2001:2::', 48],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is loopback, private, link-local or another range that is no public endpoint. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
    return PRIVATE.check(address, 'ipv6');
  }
  return true; // not an address at all: refuse
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function allowsPrivate(policy: EndpointPolicy, host: string): boolean {
  return policy.anyPrivate || policy.allowedHosts.includes(host);
}

const refused = (detail: string) => new DomainError(ProblemCode.ValidationFailed, detail, { errors: [{ pointer: '/url', message: detail }] });

/**
 * The subscription's URL, checked (400 validation_failed with the reason otherwise):
 * https (http only for an allowed host), no credentials in it, and a host that
 * is public or allowed.
 */
export async function checkEndpoint(raw: string, policy: EndpointPolicy, resolve: (host: string) => Promise<string[]> = resolveAll): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('the url is not an absolute URL');
  }
  const host = hostOf(url);
  const open = allowsPrivate(policy, host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && open)) throw refused('the url must be https (http only for a host allowed by server.dev_endpoints or server.webhook_allowed_hosts)');
  if (url.username || url.password) throw refused('the url must not carry credentials');
  if (url.hash) throw refused('the url must not carry a fragment');
  if (url.port === '0') throw refused('the url must not name port 0 (nothing can be sent to it)');
  if (open) return url;
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => {
    throw refused(`the host ${host} cannot be resolved`);
  });
  if (!addresses.length || addresses.some(isPrivateAddress)) {
    throw refused(`the host ${host} is a loopback or private address; an operator allows it with server.webhook_allowed_hosts (or server.dev_endpoints in development)`);
  }
  return url;
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) => dnsLookup(host, { all: true }, (err, list: LookupAddress[]) => (err ? reject(err) : resolve(list.map((a) => a.address)))));
}

/**
 * What the policy of now says of a subscription's URL before a connection (D124, D321): the error
 * code of a refused attempt, or undefined. The lookup (guardedLookup) checks what a name resolves
 * to, but a literal address is never looked up, and plain http was allowed only for an allowed host:
 * both are checked here, so that a withdrawn opt-in holds for subscriptions made under it.
 */
export function connectionRefusal(policy: EndpointPolicy, url: URL): string | undefined {
  const host = hostOf(url);
  if (allowsPrivate(policy, host)) return undefined;
  if (url.protocol !== 'https:') return 'EPLAINHTTP';
  if (isIP(host) && isPrivateAddress(host)) return 'EPRIVATE';
  return undefined;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The lookup of a delivery's connection (http.request's `lookup`): the name's
 * addresses, refusing the connection when one is private and the host is not allowed.
 */
export function guardedLookup(policy: EndpointPolicy, host: string) {
  const open = allowsPrivate(policy, host.toLowerCase());
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...(options as Record<string, unknown>), all: true }, (err, list: LookupAddress[]) => {
      if (err) return callback(err, []);
      if (!open && list.some((a) => isPrivateAddress(a.address))) {
        const e = new Error(`${hostname} resolves to a private address`) as NodeJS.ErrnoException;
        e.code = 'EPRIVATE';
        return callback(e, []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}
