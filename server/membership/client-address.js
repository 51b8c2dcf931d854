// @ts-check
/** The key a client address is throttled under. */
import { isIP, isIPv6 } from 'node:net';

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

/**
 * The address a call comes from. A socket from one of the trusted proxies (the app's own nginx, TRUSTED_PROXIES)
 * speaks for its callers: the caller is the right-most `X-Forwarded-For` entry that is no trusted proxy, as each
 * proxy appends the address it was called from and only the ones we run can be believed. From anywhere else the
 * header is ignored, so a caller cannot name itself a fresh address for every try.
 * @param {import('node:http').IncomingMessage} req
 * @param {ReadonlySet<string>} trusted the proxies' addresses, as `normalAddress` gives them
 */
export function callerAddress(req, trusted) {
  const socket = normalAddress(req.socket.remoteAddress);
  if (!trusted.has(socket)) return socket;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => normalAddress(h.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) return socket; // a hop a proxy of ours did not write: nothing further left can be believed
    if (!trusted.has(hops[i])) return hops[i];
  }
  return socket;
}

/**
 * An address as sockets and `X-Forwarded-For` give it, IPv4-mapped IPv6 as IPv4.
 * @param {string | undefined} address
 */
export function normalAddress(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address ?? '');
  return mapped ? mapped[1] : (address ?? '');
}
