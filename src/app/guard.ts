// Part of the app chunk (src/app/app-chunk.tsx): the route guard's rules (spec section 4, Guard), as a pure function.
import type { StoredMember } from '../state/member';
import { statusRoute, UNAVAILABLE_ROUTE } from '../state/status-routes';
import { aheadOfClock } from '../state/connectivity';
import { RECHECK_AFTER_MS, SIGN_OUT_AFTER_MS } from '../time/membership-rules';
import type { Path } from './routes';
import { homeFor } from '../start/plan';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'sign-out' }
  /** Allowed now; re-check status in the background with the stored credential. */
  | { kind: 'recheck' }
  /** Not yet: read the member from storage (signed in in another tab), then decide again. */
  | { kind: 'restore' };

export interface GuardInput {
  path: string;
  isProtected: boolean;
  /** No route has this path: the 404 page shows to everyone. */
  notFound: boolean;
  member: StoredMember | null;
  online: boolean;
  /** Offline, but online within the offline window: the card still shows (spec section 2). */
  offlineCard?: boolean;
  now: number;
  /** Memory has no member but storage may have one that was not read for this route yet. */
  mayRestore?: boolean;
}

/** What the clock says of a last login: still good, time to ask the provider again (online, over two hours),
 * or too old to keep (over SIGN_OUT_AFTER_MS). A last login ahead of the clock counts as stale whatever its age. */
export function freshness(lastLogin: number, online: boolean, now: number): 'fresh' | 'recheck' | 'sign-out' {
  if (aheadOfClock(lastLogin, now)) return online ? 'recheck' : 'sign-out';
  const age = now - lastLogin;
  if (age > SIGN_OUT_AFTER_MS) return 'sign-out';
  return online && age > RECHECK_AFTER_MS ? 'recheck' : 'fresh';
}

/** An ACTIVE member's home: the dashboard, or the card when offline within the window (at the till, the
 * dashboard would be the offline screen). The installed app's start address `/` leads here. */
export const homeRoute = (offlineCard = false): Path =>
  homeFor({ hash: '', online: !offlineCard, cardWindow: offlineCard });

/** Routes open to visitors: an ACTIVE member goes home, except to read why the service is down. */
function decideOpen(
  path: string,
  member: StoredMember | null,
  online: boolean,
  now: number,
  offlineCard?: boolean,
): GuardDecision {
  if (!member) return { kind: 'allow' };
  if (member.status === 'ACTIVE')
    return path === UNAVAILABLE_ROUTE ? { kind: 'allow' } : { kind: 'redirect', to: homeRoute(offlineCard) };
  // the deactivated screen has no header or menu: only the re-check can lead a reactivated member out
  if (statusRoute(member.status) === path && member.lastLogin && freshness(member.lastLogin, online, now) === 'recheck')
    return { kind: 'recheck' };
  return { kind: 'allow' };
}

export function decide({
  path,
  isProtected,
  notFound,
  member,
  online,
  offlineCard,
  now,
  mayRestore,
}: GuardInput): GuardDecision {
  if (notFound) return { kind: 'allow' };
  if (!isProtected) return decideOpen(path, member, online, now, offlineCard);
  // spec section 4: a stored member missing from memory is restored before the route is decided
  if (!member) return mayRestore ? { kind: 'restore' } : { kind: 'redirect', to: '/' };
  if (!member.lastLogin) return { kind: 'sign-out' };
  // spec section 4: older than SIGN_OUT_AFTER_MS signs out, online or offline (and so does a wound-back date offline)
  const fresh = freshness(member.lastLogin, online, now);
  if (fresh === 'sign-out') return { kind: 'sign-out' };
  const to = statusRoute(member.status);
  if (to && to !== path) return { kind: 'redirect', to };
  return fresh === 'recheck' ? { kind: 'recheck' } : { kind: 'allow' };
}
