import { useLocation } from 'preact-iso';
import { Page } from '../../components/page';
import { t } from '../../i18n';
import { StatusActions } from './status-actions';

/** /membership-expired, /membership-deactivated and /membership-unavailable (spec sections 4 and 8). A member
 * on the first two can check again and sign out; the third's Try again leads on already. */
export default function MembershipStatusScreen() {
  const { path } = useLocation();
  if (path === '/membership-expired') {
    return (
      <Page title={t('title.membershipExpired')} class="notice">
        <p>{t('membership.expiredBody')}</p>
        <p class="actions">
          <a class="button" href={t('help.site1')} rel="noopener" target="_blank">
            {t('membership.renewNow')}
          </a>
        </p>
        <StatusActions />
      </Page>
    );
  }
  if (path === '/membership-deactivated') {
    return (
      <Page title={t('title.membershipDeactivated')} class="notice">
        <p>{t('membership.deactivatedBody')}</p>
        <p class="actions">
          <a class="button" href="#/contact-list">
            {t('membership.contactCare')}
          </a>
        </p>
        <StatusActions />
      </Page>
    );
  }
  return (
    <Page title={t('title.membershipUnavailable')} class="notice">
      <p>{t('membership.unavailableBody')}</p>
      <p class="actions">
        <a class="button" href="#/">
          {t('membership.retry')}
        </a>
        <a class="button button-secondary" href="#/contact-list">
          {t('membership.contactCare')}
        </a>
      </p>
    </Page>
  );
}
