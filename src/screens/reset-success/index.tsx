import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function ResetSuccessScreen() {
  return (
    <Page title={t('reset.successHeading')} class="notice">
      <p>{t('reset.successBody')}</p>
      <p class="actions">
        <a class="button" href="#/sign-in">
          {t('reset.signIn')}
        </a>
      </p>
    </Page>
  );
}
