// Part of the main bundle: the models the frame reads. The member model is the
// app's (state/app-state.ts, which re-exports these): the island has no member to show.
import { ConnectivityModel } from './connectivity';
import { HeaderModel } from './header';
import { SettingsModel } from './settings';
import { effect, signal } from '@preact/signals';
import { CARD_EXPIRED_FLAG } from '../names';
import { readHint, tryStorage } from './hints';

export const settings = new SettingsModel();
export const connectivity = new ConnectivityModel();
export const header = new HeaderModel();
/** True when this device refused to keep the member (private mode, quota, blocked storage): a banner. */
export const storageRefused = signal(false);
/** The guard signed out a last login over a week old: the sign-in says the card has gone (here, in the main bundle,
 * so that the sign-in screen, the island's too, takes it without the app chunk). Kept in localStorage until the next
 * sign-in or sign-out, so that a reload, or a page that signed out before it was reloaded, still says why. */
export const cardExpiredSignOut = signal(readHint(CARD_EXPIRED_FLAG) !== null);
effect(() => {
  const expired = cardExpiredSignOut.value;
  tryStorage(() =>
    expired ? localStorage.setItem(CARD_EXPIRED_FLAG, '1') : localStorage.removeItem(CARD_EXPIRED_FLAG),
  );
});
