// What the membership provider's answer to a sign-in says, read in one place by the API client
// (./membership-api.ts), the sign-in (src/state/membership.ts) and the greeting (src/start/greeting.ts),
// which paints the dashboard from that very answer before the code has arrived.
import { EXPIRY_WARNING_DAYS } from '../time/membership-rules';
import { DAY } from '../time/units';
import { MEMBERSHIP_STATUSES, type MemberData, type MembershipStatus } from './member-data';

export type Answer = Record<string, unknown> & { Status: string };

/** Parses the provider's envelope `{ data: "<json>" }`; null when it is not that. */
export function parseEnvelope(body: unknown): Answer | null {
  if (typeof body !== 'object' || body === null || typeof (body as { data?: unknown }).data !== 'string') return null;
  try {
    const data: unknown = JSON.parse((body as { data: string }).data);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    return typeof (data as Answer).Status === 'string' ? (data as Answer) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * The provider's member answer, or null when its Status or data cannot be trusted. An expiry date that is sent must
 * be a date; only an ACTIVE membership needs one (the card, the warning): an ended one goes to its screen without.
 */
export function parseMember(answer: Answer): MemberData | null {
  const status = answer.Status as MembershipStatus;
  if (!MEMBERSHIP_STATUSES.includes(status)) return null;
  const sent = text(answer.ExpirationDate);
  const expiration = /^\d{4}-\d{2}-\d{2}/.exec(sent)?.[0] ?? '';
  const data: MemberData = {
    username: text(answer.Username),
    firstName: text(answer.FirstName),
    lastName: text(answer.LastName),
    level: text(answer.MemberLevel),
    number: text(answer.MemberNumber),
    expiration,
    status,
  };
  const dated = expiration ? !Number.isNaN(Date.parse(expiration)) : !sent && status !== 'ACTIVE';
  return data.username && dated ? data : null;
}

/**
 * Spec section 4, Sign-in: in calendar days, an expiry on the 30th day from today warns, on the 31st not. The dates
 * are counted as dates (UTC midnights: a date-only string parses as one), not as the hours between: a day the clocks
 * change has 23 or 25 of them.
 */
export function expiresSoon(expiration: string, now: number): boolean {
  const today = new Date(now);
  const midnight = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Date.parse(expiration) - midnight <= EXPIRY_WARNING_DAYS * DAY;
}
