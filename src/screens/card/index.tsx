import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function CardScreen() {
  return <Page title={t('title.card')} />;
}
