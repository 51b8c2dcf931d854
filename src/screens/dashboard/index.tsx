// Dashboard: greets the member and leads to every member screen; shows the banner when it is visible, below the
// tiles so its late arrival never shifts them. The banner is a chunk of its own, fetched after the greeting with
// the content code it needs: a first sign-in waits for no byte the tiles do not need.
import { useEffect, useState } from 'preact/hooks';
import { Page } from '../../components/page';
import type BannerType from './banner';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/keys';
import { member } from '../../state/app-state';
import './dashboard.css';



const TILES: [string, MessageKey][] = [
  ['#/card', 'dashboard.card'],
  ['#/master-classes', 'dashboard.masterClasses'],
  ['#/latest-news', 'dashboard.latestNews'],
  ['#/product-tips', 'dashboard.productTips'],
  ['#/videos', 'dashboard.videos'],
  ['#/artist-spotlight', 'dashboard.artistSpotlight'],
  ['#/newsletters', 'dashboard.newsletters'],
  ['#/notifications', 'dashboard.notifications'],
  ['#/help', 'dashboard.help'],
  ['#/settings', 'dashboard.settings'],
];

export default function DashboardScreen() {
  const [Banner, setBanner] = useState<typeof BannerType | null>(null);
  useEffect(() => void import('./banner').then((m) => setBanner(() => m.default), () => {}), []);
  return (
    <Page title={t('dashboard.greeting', { name: member.firstName.value || member.fullName.value })} class="dashboard">
      <p class="dashboard-intro">{t('dashboard.intro')}</p>
      <nav aria-labelledby="page-heading">
        <ul class="tiles">
          {TILES.map(([href, key], i) => (
            <li key={href} class={i === 0 ? 'tile tile-primary' : 'tile'}><a href={href}>{t(key)}</a></li>
          ))}
        </ul>
      </nav>
      {Banner && <Banner />}
    </Page>
  );
}
