// Expiration warning (spec section 4): the expiry date, Renew Now (renewal site) or Renew Later (dashboard).
import { Page } from '../../components/page';
import { t } from '../../i18n';
import { member } from '../../state/app-state';

export default function ExpirationWarningScreen() {
  return (
    <Page title={t('expiration.heading')} class="notice">
      <p>{t('expiration.body', { date: member.expirationLong.value })}</p>
      <p class="actions">
        <a class="button" href={t('help.site1')} target="_blank" rel="noopener">
          {t('expiration.renewNow')}
        </a>
        <a class="button button-secondary" href="#/dashboard">
          {t('expiration.renewLater')}
        </a>
      </p>
    </Page>
  );
}
