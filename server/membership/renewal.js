// @ts-check
/** A membership renewed on the brand's site, as the provider would then report it: the test switch's doing. */
import { addDays, isoDay } from '../dates.js';

/** How long a renewal runs. */
export const RENEWAL_DAYS = 365;

/**
 * Makes a member ACTIVE until a year from today. Resolves to the new expiry date, or null for no such member.
 * @param {ReturnType<typeof import('./store.js').createMemberStore>} store
 * @param {string} memberNumber
 * @param {Date} today
 * @returns {Promise<string | null>}
 */
export function renewMember(store, memberNumber, today) {
  return store.transact(async (members) => {
    const member = members.find((m) => m.memberNumber === memberNumber);
    if (!member) return { result: null, write: false };
    member.state = 'ACTIVE';
    member.expirationDate = isoDay(addDays(today, RENEWAL_DAYS));
    return { result: member.expirationDate, write: true };
  });
}
