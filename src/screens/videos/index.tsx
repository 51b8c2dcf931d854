import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function VideosScreen() {
  return <Page title={t('title.videos')} />;
}
