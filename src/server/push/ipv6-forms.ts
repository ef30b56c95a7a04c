import net from 'node:net';

/**
 * The 16 bytes of an IPv6 address in any textual form: zero-compressed ('::', '::1'), with a dotted
 * IPv4 tail ('::ffff:127.0.0.1', '::127.0.0.1'), any case, with or without a zone ('fe80::1%eth0').
 * null when it is not an IPv6 address.
 */
export function ipv6Bytes(address: string): Uint8Array | null {
  const text = address.replace(/%.*$/, '');
  if (net.isIPv6(text) === false) return null;
  let groups = text.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(groups);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    groups = `${groups.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = groups.split('::') as [string, string | undefined];
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - headParts.length - tailParts.length).fill('0');
  const parts = [...headParts, ...zeros, ...tailParts];
  if (parts.length !== 8) return null;
  const bytes = new Uint8Array(16);
  parts.forEach((part, i) => {
    const value = parseInt(part, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

const ipv4At = (bytes: Uint8Array, at: number, xor = 0) => [0, 1, 2, 3].map((i) => bytes[at + i]! ^ xor).join('.');
const isZero = (bytes: Uint8Array, from: number, to: number) => bytes.subarray(from, to).every((b) => b === 0);
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The kind of IPv6 form an address is, and the IPv4 addresses it carries, so the private-range check
 * can judge what the packet would finally reach (issue 22 point 6):
 * - 'compatible': ::a.b.c.d (deprecated by RFC 4291; '::' and '::1' are of this block too);
 * - 'mapped': ::ffff:a.b.c.d, and the SIIT-translated ::ffff:0:a.b.c.d;
 * - 'nat64': 64:ff9b::a.b.c.d (RFC 6052), and the local-use 64:ff9b:1::/48;
 * - '6to4': 2002:AABB:CCDD::/48 carries a.b.c.d in its second and third groups;
 * - 'teredo': 2001:0::/32 carries the server's IPv4 and the client's, the latter inverted;
 * - 'native': none of these.
 */
export type Ipv6Form = { kind: 'compatible' | 'mapped' | 'nat64' | '6to4' | 'teredo' | 'native'; ipv4: string[] };

export function ipv6Form(bytes: Uint8Array): Ipv6Form {
  if (isZero(bytes, 0, 12)) return { kind: 'compatible', ipv4: [ipv4At(bytes, 12)] };
  if (isZero(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return { kind: 'mapped', ipv4: [ipv4At(bytes, 12)] };
  if (isZero(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && isZero(bytes, 10, 12)) return { kind: 'mapped', ipv4: [ipv4At(bytes, 12)] };
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b])) return { kind: 'nat64', ipv4: [ipv4At(bytes, 12)] };
  if (startsWith(bytes, [0x20, 0x02])) return { kind: '6to4', ipv4: [ipv4At(bytes, 2)] };
  if (startsWith(bytes, [0x20, 0x01, 0, 0])) return { kind: 'teredo', ipv4: [ipv4At(bytes, 4), ipv4At(bytes, 12, 0xff)] };
  return { kind: 'native', ipv4: [] };
}
