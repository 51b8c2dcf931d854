import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function ExpirationWarningScreen() {
  return <Page title={t('expiration.heading')} />;
}
