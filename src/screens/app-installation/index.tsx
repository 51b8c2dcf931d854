import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function AppInstallationScreen() {
  return <Page title={t('install.heading')} />;
}
