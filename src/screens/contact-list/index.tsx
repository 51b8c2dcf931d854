import { ContactList, CustomerCare } from '../../components/contact-list';
import { Page } from '../../components/page';
import { t } from '../../i18n';
import '../../components/contact-list.css';

export default function ContactListScreen() {
  return (
    <Page title={t('title.contactList')} class="help">
      <CustomerCare />
      <ContactList />
    </Page>
  );
}
