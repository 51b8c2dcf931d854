import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function MasterClassesScreen() {
  return <Page title={t('title.masterClasses')} />;
}
