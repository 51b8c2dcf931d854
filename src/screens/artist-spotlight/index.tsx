import { Page } from '../../components/page';
import { t } from '../../i18n';

export default function ArtistSpotlightScreen() {
  return <Page title={t('title.artistSpotlight')} />;
}
