import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function PrivacyPolicyScreen() {
  return (
    <Page title={t('privacy.heading')} class="prose">
      <p>{t('privacy.p1')}</p>
      <p>{t('privacy.p2')}</p>
      <p>{t('privacy.p3')}</p>
      <p>{t('privacy.p4')}</p>
    </Page>
  );
}
