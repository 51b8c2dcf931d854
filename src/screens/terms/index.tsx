import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function TermsScreen() {
  return (
    <Page title={t('terms.heading')} class="prose">
      <p>{t('terms.p1')}</p>
      <p>{t('terms.p2')}</p>
      <p>{t('terms.p3')}</p>
      <p>{t('terms.p4')}</p>
    </Page>
  );
}
