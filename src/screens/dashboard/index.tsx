import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function DashboardScreen() {
  return <Page title={t('title.dashboard')} />;
}
