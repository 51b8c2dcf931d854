// @ts-check
/** `/wp-json/acf/v3/options/banner-settings`: the dismissible notice the app shows on top. */

export function bannerSettings() {
  return {
    acf: {
      banner_notifications_show: true,
      banner_translations: {
        english:
          '<p><strong>New:</strong> master class dates are out. <a href="#/master-classes">See the calendar</a>.</p>',
        french:
          '<p><strong>Nouveau :</strong> les dates des master classes sont en ligne. <a href="#/master-classes">Voir le calendrier</a>.</p>',
        arabic: '<p><strong>جديد:</strong> مواعيد الدروس المتقدمة متاحة الآن. <a href="#/master-classes">اطّلعي على التقويم</a>.</p>',
      },
      banner_login_page: false,
      banner_translations_login: {
        english: '<p>Members can sign in with the e-mail address registered for their pro membership.</p>',
      },
    },
  };
}
