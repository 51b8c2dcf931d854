import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function TermsScreen() {
  return (
    <Page title={t('terms.heading')} class="prose">
      <p>{t('legal.terms.p1')}</p>
      <p>{t('legal.terms.p2')}</p>
      <p>{t('legal.terms.p3')}</p>
      <p>{t('legal.terms.p4')}</p>
    </Page>
  );
}
