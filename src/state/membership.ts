// Membership actions (spec section 4): sign-in, status re-check, registration, password reset and change.
// Loaded with the screens that use them; the guard imports it on demand for the re-check.
import type { MessageKey } from '../i18n/keys';
import { statusRoute, UNAVAILABLE_ROUTE } from '../app/guard';
import {
  getMember, registerMember, updatePassword, type RegisterStatus, type ResetStatus, type TransportError,
} from '../services/membership-api';
import { hashPassword, normalizeEmail } from '../services/password-hash';
import { readCredential, saveCredential } from '../services/storage/credentials-record';

// sign-out's wipe (src/state/session.ts loads it from here: the record then travels in this one chunk)
export { clearCredential } from '../services/storage/credentials-record';
import { normalizeDigits } from '../services/validation';
import { member } from './app-state';
import { MEMBERSHIP_STATUSES } from './member';
import { storageRefused } from './frame-state';
import { signOut, storeMember } from './session';
import { EXPIRY_WARNING_DAYS } from '../time/membership-rules';
import { DAY } from '../time/units';


/** What a screen does next: go somewhere, or show a message (with values for its placeholders). */
export type Outcome =
  | { go: string; stored?: boolean }
  | { message: MessageKey; params?: Record<string, string | number> };

/** Spec section 8: transport faults of any membership call; a 429 names sign-in attempts only where they were. */
export function transportOutcome(error: TransportError, tooMany: MessageKey = 'errors.tooManyAttempts'): Outcome {
  if (error.kind === 'unavailable') return { go: UNAVAILABLE_ROUTE };
  if (error.kind === 'rate-limited') return { message: tooMany, params: { minutes: Math.ceil(error.retryAfterS / 60) } };
  return { message: 'errors.serviceFailed' };
}

/** ACTIVE with expiry within 30 days from now goes to the warning (spec section 4, Sign-in): counted in
 * calendar days, so a membership that ends on the 30th day from today warns and one on the 31st does not. */
export function expiresSoon(expiration: string, now: number): boolean {
  const end = Date.parse(`${expiration}T23:59:59`);
  return Number.isFinite(end) && end - now < (EXPIRY_WARNING_DAYS + 1) * DAY;
}

export async function signIn(email: string, password: string, now = Date.now()): Promise<Outcome> {
  const userName = normalizeEmail(email);
  const passwordHash = await hashPassword(userName, password);
  const result = await getMember(userName, passwordHash);
  if (!result.ok) return transportOutcome(result.error);
  if (result.value.status === 'FAILURE') return { message: 'errors.loginIncorrect' };
  const { member: data } = result.value;
  const stored = await storeMember(data, now);
  const kept = await readCredential();
  // this sign-in proves the credential: keep it unless kept already (a stale hash would fail the re-check)
  const same = kept?.username === userName && kept.passwordHash === passwordHash;
  const credentialSaved = same || (await saveCredential({ username: userName, passwordHash }));
  if (!credentialSaved) storageRefused.value = true;
  void navigator.storage?.persist?.().catch(() => false); // ask the browser not to evict the offline card
  const to = statusRoute(data.status) ?? (expiresSoon(data.expiration, now) ? '/expiration-warning' : '/dashboard');
  return { go: to, stored: stored && credentialSaved };
}

/** /membership-expired and /membership-deactivated, named once in the guard. */
const onStatusScreen = (path: string) => MEMBERSHIP_STATUSES.some((status) => statusRoute(status) === path);

/** What the provider said about the stored member: where it sends them (null: stay), or why it said nothing. */
type Answer = { to: string | null } | { error: TransportError };

/** One question to the provider at a time, whoever asks (the guard on every route change, a screen's button). */
let asking: Promise<Answer> | null = null;
const ask = (path: string, now: number): Promise<Answer> => (asking ??= askProvider(path, now).finally(() => (asking = null)));

/**
 * The guard's silent re-check with the stored credential. A transport fault changes nothing: the member
 * keeps the card (issue: never sign out or hide the card on a flaky network). Returns where to go, if anywhere.
 */
export async function recheckStatus(path: string, now = Date.now()): Promise<string | null> {
  // after a transport fault not again for a minute: every route change runs the guard
  if (now < quietUntil) return null;
  const answer = await ask(path, now);
  if ('to' in answer) return answer.to;
  quietUntil = now + QUIET_AFTER_FAULT_MS;
  return null;
}

let quietUntil = 0;
const QUIET_AFTER_FAULT_MS = 60_000;

/** "Check again" on a status screen: asks at once, however recent the last check; null when nothing changed. */
export async function checkStatusNow(path: string, now = Date.now()): Promise<Outcome | null> {
  const answer = await ask(path, now);
  if ('error' in answer) return transportOutcome(answer.error, 'errors.tooManyTries');
  return answer.to ? { go: answer.to } : null;
}

async function askProvider(path: string, now: number): Promise<Answer> {
  const credential = await readCredential();
  // nothing to ask with (the device refused to keep it): as good as the provider saying nothing
  if (!credential) return { error: { kind: 'service-failed' } };
  const result = await getMember(credential.username, credential.passwordHash);
  if (!result.ok) return { error: result.error };
  if (result.value.status === 'FAILURE') {
    await signOut();
    return { to: '/' };
  }
  await storeMember(result.value.member, now);
  // an ACTIVE answer on a status screen leaves it: that screen has no way on (no header, no menu)
  const to = statusRoute(result.value.status) ?? (onStatusScreen(path) ? '/dashboard' : null);
  return { to: to && to !== path ? to : null };
}

/** A 429 on the forms that are not sign-in: the same wait, without 'sign-in attempts'. */
const TRY_LATER: MessageKey = 'errors.tooManyTries';

const REGISTER_OUTCOMES: Record<RegisterStatus, Outcome> = {
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

export async function register(memberNumber: string, email: string, password: string): Promise<Outcome> {
  const mail = normalizeEmail(email);
  const result = await registerMember(normalizeDigits(memberNumber), mail, await hashPassword(mail, password));
  return result.ok ? REGISTER_OUTCOMES[result.value] : transportOutcome(result.error, TRY_LATER);
}

function resetOutcome(status: ResetStatus, account: string): Outcome {
  if (status === 'SUCCESS') return { go: '/reset-success' };
  if (status === 'EMAIL_NOT_MATCHED') return { message: 'errors.invalidEmail' };
  if (status === 'INVALID_MEMBER_NUMBER') return { message: 'errors.invalidMemberNumber' };
  return { message: 'errors.resetFailed', params: { account } };
}

/** Forgot password: SUCCESS signs out and goes to /reset-success. */
export async function resetPassword(memberNumber: string, email: string, password: string): Promise<Outcome> {
  const mail = normalizeEmail(email);
  const result = await updatePassword({
    userName: mail, memberNumber: normalizeDigits(memberNumber), email: mail, newPasswordHash: await hashPassword(mail, password),
  });
  if (!result.ok) return transportOutcome(result.error, TRY_LATER);
  if (result.value === 'SUCCESS') await signOut();
  return resetOutcome(result.value, mail);
}

/** Security screen: proves the current password, updates it, and keeps the stored credential in step. */
export async function changePassword(current: string, next: string): Promise<Outcome | { done: true }> {
  const userName = member.username.value;
  const check = await getMember(userName, await hashPassword(userName, current));
  if (!check.ok) return transportOutcome(check.error, TRY_LATER);
  if (check.value.status === 'FAILURE') return { message: 'security.currentIncorrect' };
  const newPasswordHash = await hashPassword(userName, next);
  const result = await updatePassword({ userName, memberNumber: member.number.value, email: userName, newPasswordHash });
  if (!result.ok) return transportOutcome(result.error, TRY_LATER);
  if (result.value !== 'SUCCESS') return resetOutcome(result.value, userName);
  await saveCredential({ username: userName, passwordHash: newPasswordHash });
  return { done: true };
}
