import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function RegisterScreen() {
  return <Page title={t('register.heading')} />;
}
