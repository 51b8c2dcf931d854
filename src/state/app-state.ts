// The app's single instances of each model.
import { MemberModel } from './member';
import { settings } from './frame-state';

export { connectivity, header, settings } from './frame-state';
export const member = new MemberModel(settings.language, settings.location);
