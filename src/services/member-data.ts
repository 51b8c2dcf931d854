// The member as the membership provider tells of it and as storage keeps it: the services' shapes, which state fills.
export type MembershipStatus = 'ACTIVE' | 'EXPIRED' | 'DEACTIVATED' | 'SUSPENDED';
export const MEMBERSHIP_STATUSES: readonly MembershipStatus[] = ['ACTIVE', 'EXPIRED', 'DEACTIVATED', 'SUSPENDED'];

/** What the membership provider tells about a member (getmember, parsed). */
export interface MemberData {
  username: string;
  firstName: string;
  lastName: string;
  level: string;
  number: string;
  /** Calendar date of expiry, `YYYY-MM-DD`. */
  expiration: string;
  status: MembershipStatus;
}

export interface StoredMember extends MemberData {
  lastLogin: number;
}
