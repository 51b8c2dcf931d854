// Part of the app chunk (src/app/app-chunk.tsx): the member's session, kept in storage and in step with other tabs.
import { dropKept } from '../services/kept-screens';
import { clearCredential } from '../services/storage/credential-keys';
import { memberRecord } from '../services/storage/member-record';
import { SIGNED_IN_WAIT_MS } from '../services/storage/record';
import { settingsRecord } from '../services/storage/settings-record';
import { signal } from '@preact/signals';
import { member, settings } from './app-state';
import { cardExpiredSignOut, storageRefused } from './frame-state';
import { signedInFlagged, writeLanguageHint } from './hints';
import { flagAge, flagIsOwn, flagSignedIn, readFlag, signOutBegun } from './signed-in-flag';
import { hearOtherTabs, tellOtherTabs } from './other-tabs';
import type { MemberData } from './member';
import { dropSessionFeeds } from './feed';

/** Counts sign-ins, sign-outs and other tabs' news: a read begun before one of them is older than memory. */
let memberChangeCount = 0;

/** Where the session stands now: an answer asked for before it changed (signed out, in, or elsewhere) is stale. */
export const sessionMark = (): number => memberChangeCount;

/** How long a start waits for storage: longer where a member is signed in (../services/storage/record.ts). */
export const startWait = () => (signedInFlagged() ? SIGNED_IN_WAIT_MS : undefined);

/** Brings back the settings, and the member unless a sign-in or sign-out on the island meanwhile is newer. */
export async function restoreSession(): Promise<void> {
  const countAtRead = memberChangeCount;
  const flagAtRead = readFlag();
  const wait = startWait();
  const [stored, storedMember] = await Promise.all([settingsRecord.tryRead(wait), memberRecord.tryRead(wait)]);
  if (stored) {
    settings.apply(stored);
    writeLanguageHint(settings.language.value);
  }
  // storage that did not answer tells nothing: what it holds stays as it was (the member, the flag, the kept
  // screens), this start goes on without it and says so, and the next start reads it again
  if (stored === undefined || storedMember === undefined) storageRefused.value = true;
  if (memberChangeCount !== countAtRead || storedMember === undefined) return;
  // another tab's sign-out clears the shared flag before the record, and this tab hears of it only once it has
  // rendered (followOtherTabs): a record read meanwhile is not brought back, nor the flag set again
  const restored = storedMember && !signOutBegun() ? storedMember : null;
  if (restored) {
    member.apply(restored);
    flagSignedIn(true);
  } else {
    dropKept();
    // a sign-out that could not finish (the page closed): nothing is left to decrypt. Not while another tab is
    // signing in: it flags that first, then keeps its record and its credential, and the flag stays its own (taken
    // away, the member's next start would read the record as a sign-out under way: signed out, no card offline).
    // A flag that was there before this read, and is older than any sign-in takes (SIGNING_IN_MS), is one whose
    // record was never kept (storage refused it): this start clears it
    if (signedInFlagged() && readFlag() === flagAtRead && flagAge() > SIGNING_IN_MS) {
      flagSignedIn(false);
      cardGone.value = true; // the member was signed in here, and the device has lost what it kept (evicted)
    }
    if (!signedInFlagged()) void clearCredential();
  }
}

/** A start found the signed-in flag but no member: the sign-in says the card is no longer on this device. */
export const cardGone = signal(false);

/** Longer than another tab's sign-in takes from its flag to its record: a flag younger than this may be one. */
const SIGNING_IN_MS = 60_000;

/** Stores a member answer from the provider; false when the device could not keep it (the session goes on). */
export async function storeMember(data: MemberData, lastLogin: number): Promise<boolean> {
  // empty answers never overwrite a member's fields (spec section 5), but another member's are not theirs
  if (member.username.peek() && member.username.peek() !== data.username) {
    dropKept(); // the screens kept for the next start show the member before
    member.clear();
  }
  // nor may they show an active card once the membership has ended (the guard shows such a member neither screen)
  if (data.status !== 'ACTIVE') dropKept();
  memberChangeCount++;
  cardGone.value = false;
  cardExpiredSignOut.value = false;
  member.apply({ ...data, lastLogin });
  flagSignedIn(true);
  const kept = await memberRecord.write(member.snapshot());
  storageRefused.value = !kept;
  if (kept) tellOtherTabs('member-stored');
  return kept;
}

/** Clears member data and stored credentials (spec section 4, Sign out); the caller goes to `/`. `cardExpired`: the
 * guard signs out a last login over a week old, and the sign-in says why the card has gone. */
export async function signOut(cardExpired = false): Promise<void> {
  memberChangeCount++;
  // a second guard run while the first sign-out clears (no member left to be old) leaves the reason standing
  if (cardExpired || member.username.peek()) cardExpiredSignOut.value = cardExpired;
  dropKept(); // the screens kept for the next start show the member: they go first
  dropSessionFeeds();
  member.clear();
  flagSignedIn(false);
  tellOtherTabs('signed-out');
  storageRefused.value = false;
  await Promise.all([memberRecord.clear(), clearCredential()]);
  // again once storage is clear: a tab that opened its channel after the first news, and may have read the
  // record before it was cleared (with the flag not yet cleared in its copy of storage), hears this one
  tellOtherTabs('signed-out');
}

/**
 * Follows the other tabs' session: a sign-out there clears this tab's member, a member stored there is shown here.
 * Called before the stored session is read (src/app/app-chunk.tsx): a sign-out there whose first news came earlier, and
 * whose flag this tab's copy of storage may not show yet (Chromium passes it on a little later), still tells this
 * tab with its last news, sent once the record is cleared; a record read before that is followed by it.
 */
export function followOtherTabs(): () => void {
  const followSignOut = () => {
    memberChangeCount++;
    member.clear();
    // this tab may have set it again from a record read before the sign-out there; a flag another tab set since (a
    // sign-in there, when this news reaches a tab that was frozen meanwhile) is newer than this news, and stays
    if (flagIsOwn()) flagSignedIn(false);
    otherTabChanges.value++;
  };
  // a sign-out there before this tab listened (it clears the shared flag first) is followed now
  if (member.username.peek() && signOutBegun()) followSignOut();
  return hearOtherTabs(async (news) => {
    if (news === 'signed-out') return followSignOut();
    memberChangeCount++;
    const countAtRead = memberChangeCount;
    const stored = await memberRecord.read();
    // a sign-in or sign-out here, or another one there, meanwhile is newer. The signed-in flag is not asked: the
    // news can come before this tab's copy of storage shows the flag set there (Chromium passes it on later, on a
    // busy machine later than the news), and a sign-out under way there has news of its own, sent after this
    if (memberChangeCount !== countAtRead || !stored) return;
    if (member.username.peek() !== stored.username) member.clear();
    member.apply(stored);
    otherTabChanges.value++;
  });
}

/** Members changed by another tab so far: the guard decides again on each (this tab's own changes navigate). */
export const otherTabChanges = signal(0);

/** Re-checks whose wait (a 429's Retry-After, ./membership.ts) is over: the guard decides again on each. */
export const recheckDue = signal(0);
