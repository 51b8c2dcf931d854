// Part of the main bundle: the route guard's rules (spec section 4, Guard), as a pure function.
import type { MembershipStatus, StoredMember } from '../state/member';

export const RECHECK_AFTER_MS = 2 * 60 * 60 * 1000;
export const SIGN_OUT_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'sign-out' }
  /** Allowed now; re-check status in the background with the stored credential. */
  | { kind: 'recheck' };

export interface GuardInput {
  path: string;
  isProtected: boolean;
  /** No route has this path: the 404 page shows to everyone. */
  notFound: boolean;
  member: StoredMember | null;
  online: boolean;
  now: number;
}

/** Where a membership status sends the member; null for ACTIVE. FAILURE is a sign-out, handled by callers. */
export function statusRoute(status: MembershipStatus): string | null {
  if (status === 'EXPIRED') return '/membership-expired';
  if (status === 'DEACTIVATED' || status === 'SUSPENDED') return '/membership-deactivated';
  return null;
}

export function decide({ path, isProtected, notFound, member, online, now }: GuardInput): GuardDecision {
  if (notFound) return { kind: 'allow' };
  if (!isProtected) {
    return member?.status === 'ACTIVE' ? { kind: 'redirect', to: '/dashboard' } : { kind: 'allow' };
  }
  if (!member) return { kind: 'redirect', to: '/' };
  if (!member.lastLogin) return { kind: 'sign-out' };
  const age = now - member.lastLogin;
  // spec section 4: older than seven days signs out, online or offline
  if (age > SIGN_OUT_AFTER_MS) return { kind: 'sign-out' };
  const to = statusRoute(member.status);
  if (to && to !== path) return { kind: 'redirect', to };
  if (online && age > RECHECK_AFTER_MS) return { kind: 'recheck' };
  return { kind: 'allow' };
}
