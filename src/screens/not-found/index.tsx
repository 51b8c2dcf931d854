import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function NotFoundScreen() {
  return (
    <Page title={t('notFound.heading')} class="notice">
      <p>
        <a class="button" href="#/">
          {t('notFound.home')}
        </a>
      </p>
    </Page>
  );
}
