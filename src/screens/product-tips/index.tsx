import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function ProductTipsScreen() {
  return <Page title={t('title.productTips')} />;
}
