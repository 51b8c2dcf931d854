import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function NewslettersScreen() {
  return <Page title={t('title.newsletters')} />;
}
