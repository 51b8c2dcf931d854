// @ts-check
/** `/wp-json/acf/v3/options/banner-settings`: the dismissible notice the app shows on top. */
import { hostileBanner } from './hostile.js';

/** Every translation carries a few payloads after the real notice; the app shows the banner as HTML. */
export function bannerSettings() {
  return {
    acf: {
      banner_notifications_show: true,
      banner_translations: {
        english: hostileBanner(
          '<p><strong>New:</strong> master class dates are out. <a href="#/master-classes">See the calendar</a>.</p>',
          0,
        ),
        french: hostileBanner(
          '<p><strong>Nouveau\u00a0:</strong> les dates des masterclasses sont en ligne. <a href="#/master-classes">Voir le calendrier</a>.</p>',
          1,
        ),
        arabic: hostileBanner(
          '<p><strong>جديد:</strong> مواعيد الدروس المتقدمة متاحة الآن. <a href="#/master-classes">الاطلاع على التقويم</a>.</p>',
          2,
        ),
      },
      banner_login_page: false,
      banner_translations_login: {
        english: hostileBanner('<p>Members can sign in with the e-mail address registered for their pro membership.</p>', 3),
      },
    },
  };
}
