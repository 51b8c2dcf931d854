// Part of the main bundle: the models the frame reads. The member model is the
// app's (state/app-state.ts, which re-exports these): the island has no member to show.
import { ConnectivityModel } from './connectivity';
import { HeaderModel } from './header';
import { SettingsModel } from './settings';

export const settings = new SettingsModel();
export const connectivity = new ConnectivityModel();
export const header = new HeaderModel();
