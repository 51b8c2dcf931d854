import { ContactList, CustomerCare } from '../../components/contact-list';
import { Page } from '../../components/page';
import { t } from '../../i18n';
import '../../components/contact-list.css';

export default function HelpScreen() {
  return (
    <Page title={t('help.heading')} class="help">
      <CustomerCare />
      <ContactList />
    </Page>
  );
}
