// @ts-check
/** The key a client address is throttled under. */
import { isIPv6 } from 'node:net';

/**
 * An IPv4 address as it is (IPv4-mapped IPv6 too); an IPv6 address by its /64 prefix, since one
 * home or phone is given a whole /64 and could otherwise step to a fresh address for every try.
 * @param {string | undefined} address the socket's remote address
 */
export function clientKey(address) {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
