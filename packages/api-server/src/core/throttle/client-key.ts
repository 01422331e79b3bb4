import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is throttled under: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6, `::ffff:10.0.0.1`), an IPv6 address by its /64 network (`2001:db8:0:1::/64`),
 * since one connection is usually given a whole /64 and could otherwise pick a fresh address per
 * guess. Anything else (no address at all) is its own key.
 */
export function clientKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted quad read). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}
