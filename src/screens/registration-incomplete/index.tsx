import { useLocation } from 'preact-iso';
import { Page } from '../../components/page';
import { t } from '../../i18n';

/** /registered-expired and /registered-deactivated: registration did not complete (spec section 4). */
export default function RegistrationIncompleteScreen() {
  const { path } = useLocation();
  return (
    <Page title={t('title.registrationIncomplete')} class="notice">
      <p>{t(path === '/registered-expired' ? 'membership.registeredExpired' : 'membership.registeredDeactivated')}</p>
      <p class="actions">
        <a class="button" href="#/contact-list">
          {t('membership.contactCare')}
        </a>
        <a class="button button-secondary" href="#/">
          {t('membership.backToSignIn')}
        </a>
      </p>
    </Page>
  );
}
