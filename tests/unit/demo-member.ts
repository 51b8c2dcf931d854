// Shared by the tests of the sign-in, the status re-check and the sign-out: the reference server's active demo
// member as the provider's answer gives it (src/services/member-data.ts).
import type { MemberData } from '../../src/services/member-data';

export const ACTIVE_MEMBER: MemberData = {
  username: 'active@demo.test',
  firstName: 'Ana',
  lastName: 'Silva',
  level: 'Pro Artist',
  number: '10000000001',
  expiration: '2027-06-30',
  status: 'ACTIVE',
};
