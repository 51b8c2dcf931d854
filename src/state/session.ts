// Part of the main bundle: actions that tie the models to storage.
import { loadLanguage } from '../i18n';
import type { Language } from '../i18n/languages';
import { memberRecord } from '../services/storage/member-record';
import { settingsRecord } from '../services/storage/settings-record';
import { member, settings } from './app-state';
import { signal } from '@preact/signals';
import type { MemberData } from './member';
import type { Settings } from './settings';

/** index.html's boot script reads this one flag (never member data) to tell, before the app's code
 * arrives, that the prerendered sign-in screen is not for this device (server/boot-script.js). */
export const SIGNED_IN_FLAG = 'pro-membership:signed-in';
function flagSignedIn(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGNED_IN_FLAG, '1');
    else localStorage.removeItem(SIGNED_IN_FLAG);
  } catch {
    // storage refused: the boot script then shows the prerendered screen, as it does for a visitor
  }
}

/** Brings back what this device remembers: settings always, the member when one is signed in. */
export async function restoreSession(): Promise<void> {
  const [stored, storedMember] = await Promise.all([settingsRecord.read(), memberRecord.read()]);
  settings.apply(stored);
  if (storedMember) member.apply(storedMember);
  flagSignedIn(storedMember !== null);
}

/** True when this device refused to keep the member (private mode, quota, blocked storage). */
export const storageRefused = signal(false);

/** Stores a member answer from the provider; false when the device could not keep it (the session goes on). */
export async function storeMember(data: MemberData, lastLogin: number): Promise<boolean> {
  member.apply({ ...data, lastLogin });
  flagSignedIn(true);
  const kept = await memberRecord.write(member.snapshot());
  storageRefused.value = !kept;
  return kept;
}

/** Clears member data and stored credentials (spec section 4, Sign out); the caller goes to `/`. */
export async function signOut(): Promise<void> {
  member.clear();
  flagSignedIn(false);
  storageRefused.value = false;
  // the credential module (Web Crypto) is not part of the first paint's code
  const { clearCredential } = await import('../services/storage/credentials-record');
  await Promise.all([memberRecord.clear(), clearCredential()]);
}

/** Applies and remembers settings at once; false when the device could not keep them. */
export async function saveSettings(next: Settings): Promise<boolean> {
  if (next.language !== settings.language.value) await loadLanguage(next.language);
  settings.apply(next);
  return settingsRecord.write(settings.snapshot());
}

/** Switches the interface at once and remembers the choice (spec section 4, Language change). */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  settings.language.value = language;
  await settingsRecord.write(settings.snapshot());
}
