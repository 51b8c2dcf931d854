// @ts-check
/** The demo members. Dates are relative to the day the service seeds its data file. */
import { addDays, isoDay } from '../dates.js';
import { hashPasswordPwdV1, protectSecret } from './password.js';

/** Every registered demo member signs in with this password. */
export const DEMO_PASSWORD = 'Makeup2026';

/** @typedef {'ACTIVE' | 'EXPIRED' | 'DEACTIVATED' | 'SUSPENDED'} MembershipState */
/**
 * @typedef {object} Member
 * @property {string} memberNumber
 * @property {string | null} email null when the provider has no e-mail on file
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} memberLevel
 * @property {MembershipState} state
 * @property {string} expirationDate YYYY-MM-DD
 * @property {boolean} registered
 * @property {import('./password.js').StoredSecret | null} secret
 */

/**
 * [number, e-mail, first, last, level, state, expires in days, registered]
 * @type {Array<[string, string | null, string, string, string, MembershipState, number, boolean]>}
 */
const ROWS = [
  ['10000000001', 'active@demo.test', 'Amara', 'Okafor', 'Pro Artist', 'ACTIVE', 365, true],
  ['10000000002', 'expiring@demo.test', 'Lucia', 'Moretti', 'Senior Artist', 'ACTIVE', 10, true],
  ['10000000003', 'expired@demo.test', 'Hannah', 'Becker', 'Pro Artist', 'EXPIRED', -45, true],
  ['10000000004', 'deactivated@demo.test', 'Diego', 'Ramos', 'Pro Artist', 'DEACTIVATED', 120, true],
  ['10000000005', 'suspended@demo.test', 'Mei', 'Tanaka', 'Senior Artist', 'SUSPENDED', 200, true],
  ['10000000006', 'new@demo.test', 'Noah', 'Williams', 'Pro Artist', 'ACTIVE', 300, false],
  ['10000000007', 'lapsed@demo.test', 'Sofia', 'Lindqvist', 'Pro Artist', 'EXPIRED', -90, false],
  ['10000000008', 'closed@demo.test', 'Omar', 'Haddad', 'Senior Artist', 'DEACTIVATED', -30, false],
  ['10000000009', 'paused@demo.test', 'Chloe', 'Dubois', 'Pro Artist', 'SUSPENDED', 60, false],
  ['10000000010', null, 'Ravi', 'Patel', 'Pro Artist', 'ACTIVE', 180, false],
  ['10000000011', 'active@demo.test', 'Amara', 'Okafor', 'Student Artist', 'ACTIVE', 250, false],
];

/** The table as plain data, for tests and docs. */
export const DEMO_MEMBERS = ROWS.map(([memberNumber, email, , , , state, , registered]) => ({
  memberNumber,
  email,
  state,
  registered,
}));

/** scrypt is slow on purpose; reseeding (every browser test resets) reuses one secret per e-mail. */
/** @type {Map<string, Promise<import('./password.js').StoredSecret>>} */
const secretCache = new Map();

/** @param {string} email */
function demoSecret(email) {
  let secret = secretCache.get(email);
  if (!secret) {
    secret = protectSecret(hashPasswordPwdV1(email, DEMO_PASSWORD), { mustRun: true });
    secretCache.set(email, secret);
  }
  return secret;
}

/**
 * @param {Date} today
 * @returns {Promise<Member[]>}
 */
export async function buildSeedMembers(today) {
  return Promise.all(
    ROWS.map(async ([memberNumber, email, firstName, lastName, memberLevel, state, days, registered]) => ({
      memberNumber,
      email,
      firstName,
      lastName,
      memberLevel,
      state,
      expirationDate: isoDay(addDays(today, days)),
      registered,
      secret: registered && email ? await demoSecret(email) : null,
    })),
  );
}
