// Part of the main bundle: the models the frame reads. The member model is the
// app's (state/app-state.ts, which re-exports these): the island has no member to show.
import { ConnectivityModel } from './connectivity';
import { HeaderModel } from './header';
import { SettingsModel } from './settings';
import { signal } from '@preact/signals';

export const settings = new SettingsModel();
export const connectivity = new ConnectivityModel();
export const header = new HeaderModel();
/** True when this device refused to keep the member (private mode, quota, blocked storage): a banner. */
export const storageRefused = signal(false);
/** The guard signed out a last login over a week old: the sign-in says the card has gone (here, in the main bundle,
 * so that the sign-in screen, the island's too, takes it without the app chunk). */
export const cardExpiredSignOut = signal(false);
