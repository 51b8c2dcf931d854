import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function PrivacyPolicyScreen() {
  return (
    <Page title={t('privacy.heading')} class="prose">
      <p>{t('legal.privacy.p1')}</p>
      <p>{t('legal.privacy.p2')}</p>
      <p>{t('legal.privacy.p3')}</p>
      <p>{t('legal.privacy.p4')}</p>
    </Page>
  );
}
