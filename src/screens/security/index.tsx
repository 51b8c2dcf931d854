import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function SecurityScreen() {
  return <Page title={t('security.heading')} />;
}
