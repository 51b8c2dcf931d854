// Part of the membership chunk (./membership.ts): what the provider's answers mean for the membership screens.
import type { MessageKey } from '../i18n/keys';
import { statusRoute, UNAVAILABLE_ROUTE } from './status-routes';
import { expiresSoon } from '../services/sign-in-answer';
import type { RegisterStatus, ResetStatus, TransportError } from '../services/membership-api';
import type { MemberData } from '../services/member-data';

/** What a screen does next: go somewhere, or show a message (with values for its placeholders). */
export type Outcome =
  { go: string; stored?: boolean } | { message: MessageKey; params?: Record<string, string | number> };

/** Spec section 8: transport faults of any membership call; a 429 names sign-in attempts only where they were. */
export function transportOutcome(error: TransportError, tooMany: MessageKey = 'errors.tooManyAttempts'): Outcome {
  if (error.kind === 'unavailable') return { go: UNAVAILABLE_ROUTE };
  if (error.kind === 'rate-limited')
    return { message: tooMany, params: { minutes: Math.ceil(error.retryAfterS / 60) } };
  return { message: 'errors.serviceFailed' };
}

/** A 429 on the forms that are not sign-in: the same wait, without 'sign-in attempts'. */
export const TRY_LATER: MessageKey = 'errors.tooManyTries';

export const REGISTER_OUTCOMES: Record<RegisterStatus, Outcome> = {
  SUCCESS_ACTIVE: { go: '/register-success' },
  INVALID_MEMBER_NUMBER: { message: 'errors.invalidMemberNumber' },
  EMAIL_NOT_MATCHED: { message: 'errors.emailNotMatched' },
  DUPLICATE_REGISTRATION: { message: 'errors.accountExists' },
  NO_EMAIL_FOUND: { message: 'errors.registerFailed' },
  DUPLICATE_EMAIL: { message: 'errors.registerFailed' },
  FAILURE_EXPIRED: { go: '/registered-expired' },
  FAILURE_DEACTIVATED: { go: '/registered-deactivated' },
  FAILURE_SUSPENDED: { go: '/registered-deactivated' },
};

export function resetOutcome(status: ResetStatus, account: string): Outcome {
  if (status === 'SUCCESS') return { go: '/reset-success' };
  if (status === 'EMAIL_NOT_MATCHED') return { message: 'errors.invalidEmail' };
  if (status === 'INVALID_MEMBER_NUMBER') return { message: 'errors.invalidMemberNumber' };
  return { message: 'errors.resetFailed', params: { account } };
}

/** Spec section 4, Sign-in: where a signed-in member goes first (the sign-in, and the greeting's dashboard). */
export const signInRoute = (data: MemberData, now: number): string =>
  statusRoute(data.status) ?? (expiresSoon(data.expiration, now) ? '/expiration-warning' : '/dashboard');
