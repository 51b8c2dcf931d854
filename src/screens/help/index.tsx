import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function HelpScreen() {
  return <Page title={t('title.help')} />;
}
