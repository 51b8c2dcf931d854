import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function SignInScreen() {
  return <Page title={t('signIn.heading')} />;
}
