import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function RegisterSuccessScreen() {
  return (
    <Page title={t('register.successHeading')} class="notice">
      <p>{t('register.successBody')}</p>
      <p class="actions">
        <a class="button" href="#/sign-in">
          {t('register.signIn')}
        </a>
      </p>
    </Page>
  );
}
