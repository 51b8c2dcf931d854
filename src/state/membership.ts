// Membership actions (spec section 4), loaded with the screens that use them and by the guard for the re-check.
import { statusRoute } from './status-routes';
import { getMember, registerMember, updatePassword, type TransportError } from '../services/membership-api';
import { hashPassword, normalizeEmail } from '../services/password-hash';
import { clearCredential, readCredential, saveCredential } from '../services/storage/credentials-record';
import { normalizeDigits } from '../services/validation';
import { member } from './app-state';
import { makeDateFormatSoon } from './member-dates';
import { MEMBERSHIP_STATUSES } from './member';
import { storageRefused } from './frame-state';
import { sessionMark, signOut, storeMember } from './session';
import { keepingQuiet, keepQuiet } from './recheck-quiet';
import {
  REGISTER_OUTCOMES,
  resetOutcome,
  signInRoute,
  transportOutcome,
  TRY_LATER,
  type Outcome,
} from './membership-outcomes';

/**
 * Keeps the credential the provider has just taken, for the re-check. Where the device refuses it, the one kept
 * before goes too: another member's, or this one's old hash, would answer the re-check for this member (the old
 * hash with FAILURE, which signs out). Without one the re-check waits, and the frame says the device did not keep it.
 */
async function keepCredential(username: string, passwordHash: string): Promise<boolean> {
  if (await saveCredential({ username, passwordHash })) return true;
  await clearCredential();
  storageRefused.value = true;
  return false;
}

export async function signIn(email: string, password: string, now = Date.now()): Promise<Outcome> {
  const userName = normalizeEmail(email);
  const passwordHash = await hashPassword(userName, password);
  const asked = getMember(userName, passwordHash);
  makeDateFormatSoon(member.locale.value);
  const result = await asked;
  if (!result.ok) return transportOutcome(result.error);
  if (result.value.status === 'FAILURE') return { message: 'errors.loginIncorrect' };
  const { member: data } = result.value;
  const stored = await storeMember(data, now);
  const kept = await readCredential();
  // this sign-in proves the credential: keep it unless kept already (a stale hash would fail the re-check)
  const same = kept?.username === userName && kept.passwordHash === passwordHash;
  const credentialSaved = same || (await keepCredential(userName, passwordHash));
  void navigator.storage?.persist?.().catch(() => false); // ask the browser not to evict the offline card
  return { go: signInRoute(data, now), stored: stored && credentialSaved };
}

/** /membership-expired and /membership-deactivated, named once in the guard. */
const onStatusScreen = (path: string) => MEMBERSHIP_STATUSES.some((status) => statusRoute(status) === path);

/** What the provider said about the stored member: where it sends them (null: stay), or why it said nothing. */
type Answer = { to: string | null } | { error: TransportError };

/** One question to the provider at a time, whoever asks (the guard on every route change, a screen's button). */
let asking: Promise<Answer> | null = null;
const ask = (path: string, now: number): Promise<Answer> =>
  (asking ??= askProvider(path, now).finally(() => (asking = null)));

/** The guard's silent re-check: where to go, if anywhere; a transport fault never costs the member the card, and a
 * 429 leaves the last login as it was (the week's limit still counts from it) until the wait is over (./recheck-quiet.ts). */
export async function recheckStatus(path: string, now = Date.now()): Promise<string | null> {
  if (keepingQuiet(now)) return null;
  const answer = await ask(path, now);
  if ('to' in answer) return answer.to;
  keepQuiet(answer.error, now);
  return null;
}

/** "Check again" on a status screen: asks at once, however recent the last check; null when nothing changed. */
export async function checkStatusNow(path: string, now = Date.now()): Promise<Outcome | null> {
  const answer = await ask(path, now);
  if ('error' in answer) return transportOutcome(answer.error, 'errors.tooManyTries');
  return answer.to ? { go: answer.to } : null;
}

async function askProvider(path: string, now: number): Promise<Answer> {
  const mark = sessionMark();
  const credential = await readCredential();
  // nothing to ask with (the device refused to keep it): as good as the provider saying nothing
  if (!credential) return { error: { kind: 'service-failed' } };
  const result = await getMember(credential.username, credential.passwordHash);
  // signed out (here or in another tab) or in as someone else meanwhile: the answer is of a session gone
  if (mark !== sessionMark()) return { to: null };
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

export async function register(memberNumber: string, email: string, password: string): Promise<Outcome> {
  const mail = normalizeEmail(email);
  const result = await registerMember(normalizeDigits(memberNumber), mail, await hashPassword(mail, password));
  return result.ok ? REGISTER_OUTCOMES[result.value] : transportOutcome(result.error, TRY_LATER);
}

/** Forgot password: SUCCESS signs out and goes to /reset-success. */
export async function resetPassword(memberNumber: string, email: string, password: string): Promise<Outcome> {
  const mail = normalizeEmail(email);
  const result = await updatePassword({
    userName: mail,
    memberNumber: normalizeDigits(memberNumber),
    email: mail,
    newPasswordHash: await hashPassword(mail, password),
  });
  if (!result.ok) return transportOutcome(result.error, TRY_LATER);
  if (result.value === 'SUCCESS') await signOut();
  return resetOutcome(result.value, mail);
}

/** Whether the provider signs this member in with this hash (false when it cannot be asked either). */
const takes = async (userName: string, passwordHash: string) => {
  const check = await getMember(userName, passwordHash);
  return check.ok && check.value.status !== 'FAILURE';
};

/** Security screen: proves the current password, updates it, and keeps the stored credential in step. */
export async function changePassword(current: string, next: string): Promise<Outcome | { done: true }> {
  const userName = member.username.value;
  const check = await getMember(userName, await hashPassword(userName, current));
  if (!check.ok) return transportOutcome(check.error, TRY_LATER);
  if (check.value.status === 'FAILURE') return { message: 'security.currentIncorrect' };
  const newPasswordHash = await hashPassword(userName, next);
  const result = await updatePassword({
    userName,
    memberNumber: member.number.value,
    email: userName,
    newPasswordHash,
  });
  // an answer lost on the way back (a timeout, a dropped link) may follow a change that was made: then the provider
  // takes only the new password, the member's next try would say the current one is wrong, and the stored hash would
  // fail the next re-check and sign them out. The provider is asked which password it takes.
  if (!result.ok && !(result.error.kind === 'service-failed' && (await takes(userName, newPasswordHash))))
    return transportOutcome(result.error, TRY_LATER);
  if (result.ok && result.value !== 'SUCCESS') return resetOutcome(result.value, userName);
  await keepCredential(userName, newPasswordHash);
  return { done: true };
}
