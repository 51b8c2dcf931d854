// Where a membership status or an unavailable provider sends the member: the guard and the sign-in read one rule.
import type { MembershipStatus } from '../services/member-data';

/** The status screens' paths; tests/unit/routes.test.tsx checks each is in the route table. */
export type StatusPath = '/membership-expired' | '/membership-deactivated' | '/membership-unavailable';

/** Where a 503 from the provider sends anyone, an ACTIVE member included (spec section 8). */
export const UNAVAILABLE_ROUTE: StatusPath = '/membership-unavailable';

/** Where a membership status sends the member; null for ACTIVE. FAILURE is a sign-out, handled by callers. */
export function statusRoute(status: MembershipStatus): StatusPath | null {
  if (status === 'EXPIRED') return '/membership-expired';
  if (status === 'DEACTIVATED' || status === 'SUSPENDED') return '/membership-deactivated';
  return null;
}
