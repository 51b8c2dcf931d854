// Part of the app chunk (src/app/boot.tsx): actions that tie the models to storage.
import { loadLanguage } from '../i18n';
import type { Language } from '../i18n/languages';
import { memberRecord } from '../services/storage/member-record';
import { bounded, store } from '../services/storage/record';
import { parseSettings, settingsRecord } from '../services/storage/settings-record';
import { get } from 'idb-keyval';
import { signal } from '@preact/signals';
import { member, settings } from './app-state';
import { storageRefused } from './frame-state';
import { hint, hintLanguage, SIGNED_IN_FLAG } from './hints';
import { hearOtherTabs, tellOtherTabs } from './other-tabs';
import type { MemberData } from './member';
import type { Settings } from './settings';

const flagSignedIn = (on: boolean) => hint(SIGNED_IN_FLAG, on ? '1' : null);

/** Sign-ins and sign-outs so far: what storage said before one of them is older than memory. */
let memberChanges = 0;

/** Brings back what this device remembers: settings always, the member when one is signed in. A sign-in
 * or sign-out while storage was read (a sign-in on the sign-in island, src/app/island.tsx) is newer, and
 * stands. (A language picked on the island waits for this: state/hints.ts.) */
export async function restoreSession(): Promise<void> {
  const seenMember = memberChanges;
  const [stored, storedMember] = await Promise.all([settingsRecord.read(), memberRecord.read()]);
  settings.apply(stored);
  hintLanguage(settings.language.value);
  if (memberChanges !== seenMember) return;
  if (storedMember) member.apply(storedMember);
  flagSignedIn(storedMember !== null);
}

/** Stores a member answer from the provider; false when the device could not keep it (the session goes on). */
export async function storeMember(data: MemberData, lastLogin: number): Promise<boolean> {
  // empty answers never overwrite a member's fields (spec section 5), but another member's are not theirs
  if (member.username.peek() && member.username.peek() !== data.username) member.clear();
  memberChanges++;
  member.apply({ ...data, lastLogin });
  flagSignedIn(true);
  const kept = await memberRecord.write(member.snapshot());
  storageRefused.value = !kept;
  if (kept) tellOtherTabs('member-stored');
  return kept;
}

/** Clears member data and stored credentials (spec section 4, Sign out); the caller goes to `/`. */
export async function signOut(): Promise<void> {
  memberChanges++;
  member.clear();
  flagSignedIn(false);
  tellOtherTabs('signed-out');
  storageRefused.value = false;
  // the credential code (Web Crypto) is not part of the first paint's code
  const { clearCredential } = await import('./membership');
  await Promise.all([memberRecord.clear(), clearCredential()]);
}

/** Follows the session of the app's other tabs: a sign-out there clears this tab's member (the guard then
 * leaves protected screens), a member stored there (a sign-in, a re-check) is read and shown here. */
export function followOtherTabs(): () => void {
  return hearOtherTabs(async (news) => {
    memberChanges++;
    if (news === 'signed-out') {
      member.clear();
      otherTabChanges.value++;
      return;
    }
    const seen = memberChanges;
    const stored = await memberRecord.read();
    // a sign-in or sign-out here, or another one there, meanwhile is newer; so is a sign-out under way
    if (memberChanges !== seen || !stored || hint(SIGNED_IN_FLAG) === null) return;
    if (member.username.peek() !== stored.username) member.clear();
    member.apply(stored);
    otherTabChanges.value++;
  });
}

/** Members changed by another tab so far: the guard decides again on each (it does not follow this tab's own
 * changes, which the screen that made them follows with a navigation). */
export const otherTabChanges = signal(0);

/** Local settings changes under way, and whether storage refused the last one: either way memory is ahead
 * of the stored record, which must not be applied over it. */
let changing = 0;
let changes = 0;
let refused = false;

async function localChange(change: () => Promise<void>): Promise<boolean> {
  changing++;
  changes++;
  try {
    await change();
    hintLanguage(settings.language.value);
    refused = !(await settingsRecord.write(settings.snapshot()));
    return !refused;
  } finally {
    changing--;
  }
}

/** Applies and remembers settings at once; false when the device could not keep them. */
export function saveSettings(next: Settings): Promise<boolean> {
  return localChange(async () => {
    if (next.language !== settings.language.value) await loadLanguage(next.language);
    settings.apply(next);
  });
}

/** Switches the interface at once and remembers the choice (spec section 4, Language change). */
export async function changeLanguage(language: Language): Promise<void> {
  await localChange(async () => {
    await loadLanguage(language);
    settings.language.value = language;
  });
}

/** The guard's run (spec section 4): stored language and location settings that differ from the ones in
 * use (changed in another tab) are applied. Nothing stored, or a local change not yet kept, changes nothing. */
export async function applyStoredSettings(): Promise<void> {
  const seen = changes;
  const stored = parseSettings(await bounded(get(settingsRecord.key, store)).catch(() => null));
  const stale = () => !stored || changing > 0 || refused || changes !== seen;
  if (stale()) return;
  const { language, location, storeLocation } = stored!;
  if (language !== settings.language.value) {
    try {
      await loadLanguage(language);
    } catch {
      return; // its table is out of reach (offline): the next run tries again
    }
    if (stale()) return;
    settings.language.value = language;
    hintLanguage(language);
  }
  if (location !== settings.location.value || storeLocation !== settings.storeLocation.value) settings.apply({ location, storeLocation });
}
