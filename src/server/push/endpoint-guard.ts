import dns from 'node:dns';
import net from 'node:net';
import { isPushEndpointShapeAllowed } from '#shared/push/push.schemas';
import { ipv6Bytes, ipv6Form } from './ipv6-forms';

/**
 * The server calls a URL the browser gave it, so that URL must not point inside our network
 * (decision 031): https, a public host name, and every address it resolves to public. The address
 * check runs again when the request connects (the `lookup` below), so a name that resolves to a
 * public address when checked and to 127.0.0.1 a moment later is still refused.
 */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(address, prefix, 'ipv6');

/**
 * True for loopback, private, link-local, shared, documentation, multicast and reserved addresses.
 * Every IPv6 form that carries an IPv4 address is judged by that address too (ipv6-forms.ts), so
 * '::127.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:7f00:1::' and a Teredo address around
 * 10.0.0.1 are all private. The deprecated IPv4-compatible block (::/96) and NAT64 are refused as
 * a whole: no push service is reached through them.
 */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address.replace(/%.*$/, ''));
  if (family === 4) return blocked.check(address, 'ipv4');
  const bytes = family === 6 ? ipv6Bytes(address) : null;
  if (!bytes) return true;
  const form = ipv6Form(bytes);
  if (form.kind === 'compatible' || form.kind === 'nat64') return true;
  if (form.ipv4.some((ipv4) => blocked.check(ipv4, 'ipv4'))) return true;
  return form.kind !== 'mapped' && blocked.check(canonical(bytes), 'ipv6');
}

/** The bytes as a full IPv6 text (what BlockList reads without surprises). */
function canonical(bytes: Uint8Array): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

/** The test stand-in's origin (PUSH_TEST_ENDPOINT_ORIGIN, NODE_ENV=test only) is the one exception. */
export function isTestEndpoint(endpoint: string, testOrigin: string | undefined): boolean {
  return !!testOrigin && URL.canParse(endpoint) && new URL(endpoint).origin === new URL(testOrigin).origin;
}

/** Whether the server may store and call this endpoint, judged without DNS (literal addresses included). */
export function isEndpointAllowed(endpoint: string, testOrigin?: string): boolean {
  if (isTestEndpoint(endpoint, testOrigin)) return true;
  if (!isPushEndpointShapeAllowed(endpoint)) return false;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  return net.isIP(host) === 0 || !isPrivateAddress(host);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** dns.lookup that fails for names resolving to any private address: given to the https agent. */
export function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) {
      const failure: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} resolves to a private address`);
      failure.code = 'EPUSHPRIVATE';
      return callback(failure, []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
