// Dashboard: greets the member, shows their card in small (./hero.tsx) and leads to every member screen; shows the
// banner when it is visible, below the tiles so its late arrival never shifts them. The banner is a chunk of its own, fetched after the greeting with
// the content code it needs: a first sign-in waits for no byte the tiles do not need.
import { useContext, useLayoutEffect, useState } from 'preact/hooks';
import { useKeptScreen } from '../../start/keep-screen';
import { Page } from '../../components/page';
import { Tiles } from '../../components/tiles';
import { tracked } from '../../services/fetching';
import type BannerType from './banner';
import { t } from '../../i18n';
import { member } from '../../state/app-state';
import { Hero } from './hero';
import { TileIcon } from './tile-icons';
import './dashboard.css';
// both banners' rules (the sign-in's and ./banner.tsx), here so that the app chunk's stylesheet carries them: the
// banners' chunks then have none to load and apply as they arrive (src/screens/sign-in/index.tsx)
import '../../components/banner.css';

export default function DashboardScreen() {
  const tiles = useContext(Tiles);
  useKeptScreen('dashboard');
  const [Banner, setBanner] = useState<typeof BannerType | null>(null);
  // counted as loading, as its data is (./banner.tsx): the worker's install waits for both (src/state/updates.ts);
  // a layout effect, so the count has begun when the render ends, before any task the app's start queues after it
  useLayoutEffect(
    () =>
      void tracked(import('./banner')).then(
        (m) => setBanner(() => m.default),
        () => {},
      ),
    [],
  );
  return (
    <Page title={t('dashboard.greeting', { name: member.greetName.value })} class="dashboard">
      <p class="dashboard-intro">{t('dashboard.intro')}</p>
      <nav aria-labelledby="page-heading">
        <ul class="tiles">
          {tiles.map((tile, i) => (
            <li key={tile.path} class={i === 0 ? 'tile tile-primary' : 'tile'}>
              {i === 0 ? (
                <Hero path={tile.path} href={tile.href} label={tile.label} />
              ) : (
                // in <bdi>, as titles are (../../components/page.tsx): '#MACTREND' keeps its order right to left
                <a href={tile.href}>
                  <TileIcon path={tile.path} />
                  <bdi>{t(tile.label)}</bdi>
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {Banner && <Banner />}
    </Page>
  );
}
