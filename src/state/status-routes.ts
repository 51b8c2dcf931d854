// Where a membership status or an unavailable provider sends the member: the guard and the sign-in read one rule.
import type { MembershipStatus } from '../services/member-data';

/** Where a 503 from the provider sends anyone, an ACTIVE member included (spec section 8). */
export const UNAVAILABLE_ROUTE = '/membership-unavailable';

/** Where a membership status sends the member; null for ACTIVE. FAILURE is a sign-out, handled by callers. */
export function statusRoute(status: MembershipStatus): string | null {
  if (status === 'EXPIRED') return '/membership-expired';
  if (status === 'DEACTIVATED' || status === 'SUSPENDED') return '/membership-deactivated';
  return null;
}
