// Part of the main bundle: the app's single instances of each model.
import { ConnectivityModel } from './connectivity';
import { HeaderModel } from './header';
import { MemberModel } from './member';
import { SettingsModel } from './settings';

export const settings = new SettingsModel();
export const member = new MemberModel(settings.language, settings.location);
export const connectivity = new ConnectivityModel();
export const header = new HeaderModel();
