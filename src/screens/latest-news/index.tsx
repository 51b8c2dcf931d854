import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function LatestNewsScreen() {
  return <Page title={t('title.latestNews')} />;
}
