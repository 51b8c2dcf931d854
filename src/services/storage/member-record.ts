// Part of the app chunk (src/app/app-chunk.tsx): the member's data and last-login time (spec section 3).
import { MEMBERSHIP_STATUSES, type MembershipStatus, type StoredMember } from '../member-data';
import { isObject, isString, storedRecord } from './record';

const FIELDS = ['username', 'firstName', 'lastName', 'level', 'number', 'expiration'] as const;

export function parseStoredMember(raw: unknown): StoredMember | null {
  if (!isObject(raw)) return null;
  if (!FIELDS.every((f) => isString(raw[f]))) return null;
  if (!MEMBERSHIP_STATUSES.includes(raw.status as MembershipStatus)) return null;
  if (typeof raw.lastLogin !== 'number' || !Number.isFinite(raw.lastLogin) || raw.lastLogin <= 0) return null;
  if (!raw.username) return null;
  return raw as unknown as StoredMember;
}

export const memberRecord = storedRecord<StoredMember | null>('member', () => null, parseStoredMember);
