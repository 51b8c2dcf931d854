import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function ContactListScreen() {
  return <Page title={t('title.contactList')} />;
}
