// @ts-check
/** What each membership call decides, apart from HTTP. Each returns the object that goes in `data`. */
import { HttpError } from '../http-util.js';
import { isMemberNumber, sameEmail } from './fields.js';
import { protectSecret, verifySecret } from './password.js';

/** @typedef {import('./seed.js').Member} Member */
/** @typedef {ReturnType<typeof import('./store.js').createMemberStore>} MemberStore */
/** @typedef {ReturnType<typeof import('./rate-limit.js').createRateLimiter>} RateLimiter */

/** @param {number} seconds */
const tooManyAttempts = (seconds) => new HttpError(429, { error: 'too_many_attempts' }, { 'Retry-After': String(seconds) });

const limiterKey = (/** @type {string} */ userName) => userName.trim().toLowerCase();

/** Numbers that are not 11 digits are never on file, whatever the data says. */
/** @template {Member} M @param {readonly M[]} members @param {string} memberNumber */
const findByNumber = (members, memberNumber) =>
  isMemberNumber(memberNumber) ? members.find((m) => m.memberNumber === memberNumber) : undefined;

/**
 * @param {{ store: MemberStore, limiter: RateLimiter }} deps
 */
export function createMembershipCalls({ store, limiter }) {
  return {
    /** Sign-in and the periodic status re-check. @param {{ userName: string, password: string }} input */
    async getMember({ userName, password }) {
      const key = limiterKey(userName);
      const gate = limiter.status(key);
      if (gate.blocked) throw tooManyAttempts(gate.retryAfterSeconds);
      const member = store.members().find((m) => m.registered && sameEmail(m.email, userName));
      // Always run scrypt, even for an unknown name, so timing does not reveal who is registered.
      const ok = await verifySecret(password, member?.secret);
      if (!member || !ok) {
        const after = limiter.recordFailure(key);
        if (after.blocked) throw tooManyAttempts(after.retryAfterSeconds);
        return { Status: 'FAILURE' };
      }
      limiter.recordSuccess(key);
      return {
        Status: member.state,
        Username: member.email,
        FirstName: member.firstName,
        LastName: member.lastName,
        MemberLevel: member.memberLevel,
        MemberNumber: member.memberNumber,
        ExpirationDate: `${member.expirationDate}T00:00:00`,
      };
    },

    /** @param {{ memberNumber: string, email: string, password: string }} input */
    registerMember({ memberNumber, email, password }) {
      return store.transact(async (members) => {
        const member = findByNumber(members, memberNumber);
        /** @param {string} Status */
        const answer = (Status) => ({ result: { Status }, write: false });
        if (!member) return answer('INVALID_MEMBER_NUMBER');
        if (member.registered) return answer('DUPLICATE_REGISTRATION');
        if (!member.email) return answer('NO_EMAIL_FOUND');
        if (!sameEmail(member.email, email)) return answer('EMAIL_NOT_MATCHED');
        if (member.state !== 'ACTIVE') return answer(`FAILURE_${member.state}`);
        const taken = members.some((m) => m !== member && m.registered && sameEmail(m.email, email));
        if (taken) return answer('DUPLICATE_EMAIL');
        member.secret = await protectSecret(password);
        member.registered = true;
        return { result: { Status: 'SUCCESS_ACTIVE' }, write: true };
      });
    },

    /**
     * Password reset, and the change-password screen.
     * @param {{ userName?: string, memberNumber: string, email: string, newPassword: string }} input
     */
    async updatePassword({ userName, memberNumber, email, newPassword }) {
      const result = await store.transact(async (members) => {
        const member = findByNumber(members, memberNumber);
        /** @param {string} Status */
        const answer = (Status) => ({ result: { Status }, write: false });
        if (!member) return answer('INVALID_MEMBER_NUMBER');
        if (!sameEmail(member.email, email)) return answer('EMAIL_NOT_MATCHED');
        if (!member.registered) return answer('FAILURE');
        // The account named in userName must be this member's login, or the reset is for someone else.
        if (userName !== undefined && !sameEmail(member.email, userName)) return answer('FAILURE');
        member.secret = await protectSecret(newPassword);
        return { result: { Status: 'SUCCESS' }, write: true };
      });
      // A new password should work at once, not wait out a lock earned with the old one.
      if (result.Status === 'SUCCESS') limiter.recordSuccess(limiterKey(email));
      return result;
    },

    /** @param {{ memberNumber: string, email: string }} input */
    async getLoginId({ memberNumber, email }) {
      const member = findByNumber(store.members(), memberNumber);
      if (!member || !member.registered || !sameEmail(member.email, email)) return { Status: 'FAILURE' };
      return { Status: 'SUCCESS', LoginId: member.email };
    },
  };
}
