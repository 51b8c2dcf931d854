import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function SettingsScreen() {
  return <Page title={t('title.settings')} />;
}
