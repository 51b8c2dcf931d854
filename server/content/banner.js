// @ts-check
/** `/wp-json/acf/v3/options/banner-settings`: the dismissible notice the app shows on top, in every language. */
import { hostileBanner as withPayloads } from './hostile.js';
import { TRANSLATIONS } from './translations.js';

/** Each translation's own stretch of the hostile corpus (English 0 and 3, French 1, Arabic 2, as before). */
const OFFSET = /** @type {Record<string, number>} */ ({ french: 1, arabic: 2 });

/**
 * With the hostile samples on, every translation carries a few payloads after the real notice; the app shows the
 * banner as HTML.
 * @param {boolean} [hostile]
 */
export function bannerSettings(hostile = false) {
  const packs = Object.values(TRANSLATIONS);
  const hostileBanner = hostile ? withPayloads : (/** @type {string} */ notice) => notice;
  const offset = (/** @type {string} */ wpml, /** @type {number} */ i) => OFFSET[wpml] ?? 5 + i * 3;
  return {
    acf: {
      banner_notifications_show: true,
      banner_translations: {
        english: hostileBanner(
          '<p><strong>New:</strong> master class dates are out. <a href="#/master-classes">See the calendar</a>.</p>',
          0,
        ),
        ...Object.fromEntries(packs.map((p, i) => [p.wpml, hostileBanner(p.banner.notice, offset(p.wpml, i))])),
      },
      banner_login_page: false,
      banner_translations_login: {
        english: hostileBanner(
          '<p>Members can sign in with the e-mail address registered for their pro membership.</p>',
          3,
        ),
        ...Object.fromEntries(packs.map((p, i) => [p.wpml, hostileBanner(p.banner.login, 60 + i * 3)])),
      },
    },
  };
}
