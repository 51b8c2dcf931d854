import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function ForgotPasswordScreen() {
  return <Page title={t('reset.heading')} />;
}
