import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function NotificationsScreen() {
  return <Page title={t('title.notifications')} />;
}
