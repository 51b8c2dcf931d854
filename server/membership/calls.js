// @ts-check
/** What each membership call decides, apart from HTTP. Each returns the object that goes in `data`. */
import { isMemberNumber, sameEmail } from './fields.js';
import { isOutdated, protectSecret, spendHash, verifySecret } from './password.js';

/** @typedef {import('./seed.js').Member} Member */
/** @typedef {ReturnType<typeof import('./store.js').createMemberStore>} MemberStore */
/** @typedef {ReturnType<typeof import('./throttle.js').createThrottle>} Throttle */

/** Numbers that are not 11 digits are never on file, whatever the data says. */
/** @template {Member} M @param {readonly M[]} members @param {string} memberNumber */
const findByNumber = (members, memberNumber) =>
  isMemberNumber(memberNumber) ? members.find((m) => m.memberNumber === memberNumber) : undefined;

/** A lookup whose number and e-mail do not belong to one member is a failed try; other answers are not. */
/** @param {Member | undefined} member @param {string} email */
const pairMatches = (member, email) => Boolean(member && sameEmail(member.email, email));

/**
 * Every call is admitted by the throttle first (a locked try costs nothing), then costs one scrypt
 * whatever it finds, outside the member file's one-at-a-time queue.
 * @param {{ store: MemberStore, throttle: Throttle, log: (message: string) => void }} deps
 */
export function createMembershipCalls({ store, throttle, log }) {
  /**
   * Remakes a record with today's scrypt parameters after its password proved right.
   * @param {Member} member @param {string} password
   */
  async function upgradeSecret(member, password) {
    const fresh = await protectSecret(password, { mustRun: true });
    await store
      .transact(async (members) => {
        const live = members.find((m) => m.memberNumber === member.memberNumber);
        // a reset in the meantime wins: only the record that was verified is replaced
        if (!live || live.secret?.hash !== member.secret?.hash) return { result: undefined, write: false };
        live.secret = fresh;
        return { result: undefined, write: true };
      })
      .catch((error) => log(`membership: upgrading ${member.memberNumber}'s hash failed: ${error}`));
  }

  return {
    /**
     * Sign-in and the periodic status re-check.
     * @param {{ userName: string, password: string }} input @param {string} address
     */
    async getMember({ userName, password }, address) {
      const attempt = { address, userName };
      throttle.admit(attempt);
      const member = store.members().find((m) => m.registered && sameEmail(m.email, userName));
      // Always run scrypt, even for an unknown name, so timing does not reveal who is registered.
      const ok = await verifySecret(password, member?.secret);
      if (!member || !ok) {
        throttle.fail(attempt);
        return { Status: 'FAILURE' };
      }
      throttle.signedIn(userName);
      if (member.secret && isOutdated(member.secret)) await upgradeSecret(member, password);
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

    /** @param {{ memberNumber: string, email: string, password: string }} input @param {string} address */
    async registerMember({ memberNumber, email, password }, address) {
      const attempt = { address, memberNumber, email };
      throttle.admit(attempt);
      const secret = await protectSecret(password);
      const { Status, matched } = await store.transact(async (members) => {
        const member = findByNumber(members, memberNumber);
        /** @param {string} status */
        const answer = (status) => ({ result: { Status: status, matched: pairMatches(member, email) }, write: false });
        if (!member) return answer('INVALID_MEMBER_NUMBER');
        if (member.registered) return answer('DUPLICATE_REGISTRATION');
        if (!member.email) return answer('NO_EMAIL_FOUND');
        if (!sameEmail(member.email, email)) return answer('EMAIL_NOT_MATCHED');
        if (member.state !== 'ACTIVE') return answer(`FAILURE_${member.state}`);
        const taken = members.some((m) => m !== member && m.registered && sameEmail(m.email, email));
        if (taken) return answer('DUPLICATE_EMAIL');
        member.secret = secret;
        member.registered = true;
        return { result: { Status: 'SUCCESS_ACTIVE', matched: true }, write: true };
      });
      if (!matched) throttle.fail(attempt);
      return { Status };
    },

    /**
     * Password reset, and the change-password screen. A success clears no lock: the member's sign-in
     * count ages out like anyone's, so a reset cannot be used to lift a lock on a name.
     * @param {{ userName?: string, memberNumber: string, email: string, newPassword: string }} input
     * @param {string} address
     */
    async updatePassword({ userName, memberNumber, email, newPassword }, address) {
      const attempt = { address, memberNumber, email };
      throttle.admit(attempt);
      const secret = await protectSecret(newPassword);
      const { Status, matched } = await store.transact(async (members) => {
        const member = findByNumber(members, memberNumber);
        /** @param {string} status */
        const answer = (status) => ({ result: { Status: status, matched: pairMatches(member, email) }, write: false });
        if (!member) return answer('INVALID_MEMBER_NUMBER');
        if (!sameEmail(member.email, email)) return answer('EMAIL_NOT_MATCHED');
        if (!member.registered) return answer('FAILURE');
        // The account named in userName must be this member's login, or the reset is for someone else.
        if (userName !== undefined && !sameEmail(member.email, userName)) return answer('FAILURE');
        member.secret = secret;
        return { result: { Status: 'SUCCESS', matched: true }, write: true };
      });
      if (!matched) throttle.fail(attempt);
      return { Status };
    },

    /** @param {{ memberNumber: string, email: string }} input @param {string} address */
    async getLoginId({ memberNumber, email }, address) {
      const attempt = { address, memberNumber, email };
      throttle.admit(attempt);
      await spendHash();
      const member = findByNumber(store.members(), memberNumber);
      if (!pairMatches(member, email)) throttle.fail(attempt);
      if (!member || !member.registered || !sameEmail(member.email, email)) return { Status: 'FAILURE' };
      return { Status: 'SUCCESS', LoginId: member.email };
    },
  };
}
