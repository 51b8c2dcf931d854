// The worked examples of docs/architecture.md ("Worked examples"): each change is made in its one source, and
// everything that follows from it follows without further edits.
import type { VNode } from 'preact';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defineRoutes,
  DASHBOARD_TILES,
  MENU_LINKS,
  membersRoute,
  menuOf,
  prefetchMapOf,
  ROUTE_TABLE,
  ROUTES,
  routesOf,
  tilesOf,
} from '../../src/app/routes';
import { href } from '../../src/app/href';
import { articleFeed } from '../../src/app/screen-loaders';
import { FeedList } from '../../src/components/feed/feed-list';
import { contentCode, LANGUAGES, rowForTag, type LanguageRow } from '../../src/i18n/languages';
import type { Table } from '../../src/i18n/fallback';
import { tableLoader } from '../../src/i18n/table-loader';
import type { NewsArticle, Video } from '../../src/services/content/entities';
import { feed, feedLoader, FEEDS } from '../../src/services/content/feeds';
import { OFFLINE_DAYS, OFFLINE_WINDOW_MS, SIGN_OUT_AFTER_MS } from '../../src/time/membership-rules';
import { DAY } from '../../src/time/units';
import type { MessageKey } from '../../src/i18n/keys';
import type { StoredMember } from '../../src/state/member';
import { readFeedLabels, withFeedLabels } from '../../scripts/vite-i18n-fallback';
import { MENU, PREFETCH, TILES } from '../shared/routes';

describe('a thirtieth route', () => {
  // the one edit: a row in the table, with its menu link, tile and next screens; the dashboard now leads to it
  const table = defineRoutes({
    ...ROUTE_TABLE,
    '/tutorials': membersRoute({
      title: 'title.videos',
      load: () => import('../../src/screens/videos'),
      menu: { label: 'menu.help', order: 2.5 },
      tile: { label: 'dashboard.videos', order: 1.5 },
      next: ['/card'],
    }),
    '/dashboard': { ...ROUTE_TABLE['/dashboard'], next: ['/card', '/tutorials'] },
  });
  const routes = routesOf(table);

  it("the app builds its menu, tiles and prefetch map from the table, in the spec's order", () => {
    expect(MENU_LINKS.map((l) => [l.path, l.href])).toEqual(MENU.map(([, path]) => [path, `#${path}`]));
    expect(DASHBOARD_TILES.map((t) => t.path)).toEqual(TILES.map(([, path]) => path));
    expect(prefetchMapOf(ROUTES)).toEqual(PREFETCH);
    expect(menuOf(ROUTES)).toEqual(MENU_LINKS);
    expect(tilesOf(ROUTES)).toEqual(DASHBOARD_TILES);
  });

  it('appears in the route list, the menu, the dashboard and the prefetch map from its row alone', () => {
    expect(routes).toHaveLength(30);
    expect(routes.find((r) => r.path === '/tutorials')).toMatchObject({
      layout: 'default',
      protected: true,
      headerTitle: 'title.videos',
    });
    expect(menuOf(routes).map((l) => l.path)).toEqual([
      '/card',
      '/master-classes',
      '/tutorials',
      '/settings',
      '/help',
      '/terms',
      '/privacy-policy',
    ]);
    expect(menuOf(routes)[2]).toEqual({ path: '/tutorials', href: '#/tutorials', label: 'menu.help' });
    expect(
      tilesOf(routes)
        .map((t) => t.path)
        .slice(0, 3),
    ).toEqual(['/card', '/tutorials', '/master-classes']);
    expect(prefetchMapOf(routes)).toEqual({
      ...PREFETCH,
      '/dashboard': ['/card', '/tutorials'],
      '/tutorials': ['/card'],
    });
  });

  it('a path that is not in the table does not compile', () => {
    // @ts-expect-error the app's table has no /tutorials: a link to it is caught before it ships
    expect(href('/tutorials')).toBe('#/tutorials');
    expect(href('/card')).toBe('#/card');
    const load = () => import('../../src/screens/help');
    // @ts-expect-error a row's next screens must be paths of its own table
    expect(Object.keys(defineRoutes({ '/a': membersRoute({ title: 'title.help', load, next: ['/b'] }) }))).toEqual([
      '/a',
    ]);
  });
});

describe('a sixteenth language', () => {
  const brazil = {
    value: 'brazilian',
    locale: 'pt-BR',
    content: 'pt-br',
    name: 'Português (Brasil)',
  } as const satisfies LanguageRow;
  const rows: readonly LanguageRow[] = [...LANGUAGES, brazil];

  it("names each language's content in the content service's code, one code per language", () => {
    expect(new Set(LANGUAGES.map((l) => contentCode(l.value))).size).toBe(LANGUAGES.length);
    expect(contentCode('portuguese')).toBe('pt');
    expect(contentCode('mandarin')).toBe('zh');
  });

  it('keeps pt-BR apart from pt-PT: its own content code, and the browser tag that names it', () => {
    expect(new Set(rows.map((l) => l.content)).size).toBe(16);
    expect(brazil.locale.slice(0, 2)).toBe(contentCode('portuguese')); // what cutting the tag would have asked for
    expect(rowForTag(rows, 'pt-BR')).toBe(brazil);
    expect(rowForTag(rows, 'pt-br')).toBe(brazil);
    expect(rowForTag(rows, 'pt-PT')?.value).toBe('portuguese');
    expect(rowForTag(rows, 'pt')?.value).toBe('portuguese');
    expect(rowForTag(LANGUAGES, 'pt-BR')?.value).toBe('portuguese'); // today: the nearest language
  });

  it('needs its content code written out', () => {
    // @ts-expect-error a row without its content service code does not compile
    const row: LanguageRow = { value: 'brazilian', locale: 'pt-BR', name: 'Português (Brasil)' };
    expect(row.locale).toBe('pt-BR');
  });

  it("finds its interface and legal tables by the locale's file name, with the one loader", async () => {
    const glob = {
      '../../i18n/pt-BR.json': async () => ({ title: { card: 'Cartão' } }),
      '../../i18n/pt-PT.json': async () => ({ title: { card: 'Cartão PT' } }),
    };
    const load = tableLoader(glob, '../../i18n/', 'table');
    await expect(load('pt-BR')).resolves.toEqual({ title: { card: 'Cartão' } });
    await expect(load('pt-PT')).resolves.toEqual({ title: { card: 'Cartão PT' } });
    await expect(tableLoader({}, '../../i18n/legal/', 'legal texts')('pt-BR')).rejects.toThrow(
      'No legal texts for pt-BR',
    );
  });
});

describe("the card's offline window from 7 to 14 days", () => {
  afterEach(() => {
    vi.doUnmock('../../src/time/membership-rules');
    vi.resetModules();
  });

  const member = (lastLogin: number): StoredMember => ({
    username: 'm@demo.test',
    firstName: 'A',
    lastName: 'B',
    level: 'Pro',
    number: '10000000001',
    expiration: '2099-01-01',
    status: 'ACTIVE',
    lastLogin,
  });

  /** The card (connectivity) and the sign-out (the guard) as a member offline `days` after a sign-in sees them. */
  async function afterDaysOffline(days: number) {
    const { ConnectivityModel } = await import('../../src/state/connectivity');
    const { decide } = await import('../../src/app/guard');
    const start = 1_000_000_000_000;
    const now = start + days * DAY;
    const connectivity = new ConnectivityModel();
    connectivity.init(false, start, now);
    const guard = decide({
      path: '/card',
      isProtected: true,
      notFound: false,
      member: member(start),
      online: false,
      now,
    });
    return { card: connectivity.onlineWithinWeek.value, guard: guard.kind };
  }

  it('today: one constant, seven days, for the card and the sign-out', async () => {
    expect(OFFLINE_DAYS).toBe(7);
    expect([OFFLINE_WINDOW_MS, SIGN_OUT_AFTER_MS]).toEqual([7 * DAY, 7 * DAY]);
    expect(await afterDaysOffline(6.9)).toEqual({ card: true, guard: 'allow' });
    expect(await afterDaysOffline(7.1)).toEqual({ card: false, guard: 'sign-out' });
  });

  it('changing OFFLINE_DAYS to 14 moves the card and the sign-out together', async () => {
    vi.resetModules();
    vi.doMock('../../src/time/membership-rules', async (original) => ({
      ...(await original<typeof import('../../src/time/membership-rules')>()),
      OFFLINE_DAYS: 14,
      // what the module exports with OFFLINE_DAYS = 14: both rules are OFFLINE_DAYS * DAY
      OFFLINE_WINDOW_MS: 14 * DAY,
      SIGN_OUT_AFTER_MS: 14 * DAY,
    }));
    expect(await afterDaysOffline(13.9)).toEqual({ card: true, guard: 'allow' });
    expect(await afterDaysOffline(14.1)).toEqual({ card: false, guard: 'sign-out' });
  });
});

describe('a sixth feed', () => {
  afterEach(() => vi.unstubAllGlobals());

  interface Tutorial {
    id: number;
    steps: string[];
  }
  const toTutorials = (raw: unknown): Tutorial[] =>
    (raw as { id: number; acf: { steps: string[] } }[]).map((r) => ({ id: r.id, steps: r.acf.steps }));
  // the one edit: a row in the registry; its kind, mapper and item type travel together from here
  const SIX = { ...FEEDS, tutorial: feed(toTutorials) };

  it('loads its pages with its own mapper, from its kind alone', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify([{ id: 7, acf: { steps: ['Prime', 'Blend'] } }]), { status: 200 });
      }),
    );
    const page = await feedLoader(SIX, 'tutorial', 'french')(1);
    const items: Tutorial[] = 'items' in page ? page.items : [];
    expect(items).toEqual([{ id: 7, steps: ['Prime', 'Blend'] }]);
    expect(new URL(asked[0]!, 'http://x').pathname).toBe('/wp-json/wp/v2/tutorial');
    expect(Object.keys(SIX)).toHaveLength(6);
    expect(SIX.tutorial.buyLinks).toBe(false);
  });

  it("cannot be paired with another feed's items, nor a feed with another's render", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    );
    const page = await feedLoader(SIX, 'tutorial', 'english')(1);
    // @ts-expect-error a tutorial page holds tutorials, not videos
    const videos: Video[] = 'items' in page ? page.items : [];
    expect(videos).toEqual([]);
    const article = (item: NewsArticle): VNode => <p>{item.subHeading}</p>;
    // @ts-expect-error the video feed renders videos: an article's render does not compile with it
    const wrong = <FeedList kind="video" render={article} />;
    const right = <FeedList kind="article" render={article} />;
    expect([wrong.props.kind, right.props.kind]).toEqual(['video', 'article']);
  });

  it('of news articles needs no screen: the article screen takes its kind and title', async () => {
    // a row `tutorial: feed(map.toArticles)` would make 'tutorial' an ArticleKind, and its route row
    // `load: articleFeed('tutorial', 'title.tutorials')`, the screen #MACTREND's row loads
    const { default: Screen } = await articleFeed('article', 'title.latestNews')();
    expect(typeof Screen).toBe('function');
    // @ts-expect-error a video's items are not news articles: the article screen does not take the video feed
    const video = articleFeed('video', 'title.videos');
    expect(video).toBeTypeOf('function');
  });
});

describe('a sixth feed, on the reference server and in the labels', () => {
  const read = (file: string) => JSON.parse(readFileSync(`i18n/${file}`, 'utf8')) as Table;
  afterEach(() => {
    vi.doUnmock('../../server/content/feeds/index.js');
    vi.resetModules();
  });

  const LOCALES = LANGUAGES.map((l) => l.locale);
  const CODES = LANGUAGES.map((l) => l.content).filter((c) => c !== 'en');
  // the one server edit: a module, its English items and each language's written once, and its line in the list
  const tutorial = {
    type: 'tutorial',
    base: 7000,
    english: 12,
    en: (i: number) => ({
      title: `Tutorial ${i + 1}`,
      content: '<p>Prime, then blend.</p>',
      acf: { steps: [{ text: 'Prime' }], free: i % 2 === 0 },
    }),
    translated: ([title, step]: [string, string]) => ({
      title,
      content: `<p>${step}</p>`,
      acf: { steps: [{ text: step }], free: true },
    }),
    languages: Object.fromEntries(
      CODES.map((code) => [
        code,
        {
          items: [
            [`${code}: 1`, 'Prime'],
            [`${code}: 2`, 'Blend'],
          ],
        },
      ]),
    ),
  };

  const withTutorial = () => {
    vi.resetModules();
    vi.doMock('../../server/content/feeds/index.js', async (original) => {
      const { FEED_CONTENT } = await original<{ FEED_CONTENT: object[] }>();
      return { FEED_CONTENT: [...FEED_CONTENT, tutorial] };
    });
  };

  it('is served in English and every other language, with ids of its own, from its one module', async () => {
    withTutorial();
    // @ts-expect-error: the reference server is plain JavaScript with JSDoc types
    const { buildCatalog } = await import('../../server/content/catalog.js');
    // @ts-expect-error: the reference server is plain JavaScript with JSDoc types
    const { FEEDS } = await import('../../server/content/feed-ids.js');
    type Post = { id: number; type: string; title: { rendered: string }; acf: { steps: { text: string }[] } };
    const feeds = buildCatalog({ today: new Date('2026-06-01T12:00:00Z') }).feeds as Record<
      string,
      Record<string, Post[]>
    >;
    expect(FEEDS).toHaveLength(6);
    expect(Object.keys(feeds.tutorial!).sort()).toEqual(['en', ...CODES].sort());
    expect(feeds.tutorial!.en).toHaveLength(12);
    expect(feeds.tutorial!.fr!.map((p) => [p.title.rendered, p.acf.steps])).toEqual([
      ['fr: 1', [{ text: 'Prime' }]],
      ['fr: 2', [{ text: 'Blend' }]],
    ]);
    const ids = Object.values(feeds).flatMap((byLanguage) =>
      Object.values(byLanguage)
        .flat()
        .map((p) => p.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(feeds.tutorial!.en![0]).toMatchObject({ id: 7001, type: 'tutorial' });
    // what the app's registry row then reads from it
    const toTutorials = (raw: unknown) => (raw as Post[]).map((p) => ({ id: p.id, steps: p.acf.steps }));
    expect(feed(toTutorials).toItems(feeds.tutorial!.ar)).toEqual([
      { id: feeds.tutorial!.ar![0]!.id, steps: [{ text: 'Prime' }] },
      { id: feeds.tutorial!.ar![1]!.id, steps: [{ text: 'Blend' }] },
    ]);
  });

  it('reaches the WordPress lane: its post type, its ACF fields and its posts, with no PHP edited', async () => {
    withTutorial();
    // @ts-expect-error: the lane's set-up is plain JavaScript with JSDoc types
    const { laneFeeds } = await import('../../server/wordpress/feeds.js');
    type Lane = {
      types: { type: string; fields: object }[];
      seed: { feeds: { type: string; posts: { lang: string }[] }[] };
    };
    const lane = laneFeeds(new Date('2026-06-01T12:00:00Z')) as Lane;
    expect(lane.types.find((t) => t.type === 'tutorial')).toEqual({
      type: 'tutorial',
      fields: { steps: ['repeater', { text: 'text' }], free: 'true_false' },
    });
    const posts = lane.seed.feeds.find((f) => f.type === 'tutorial')!.posts;
    expect(posts.filter((p) => p.lang === 'en')).toHaveLength(12);
    expect(posts.filter((p) => p.lang === 'fr')).toHaveLength(2);
  });

  it("gets its screen's title and its tile in every language from one entry in i18n/feeds.json", () => {
    const labels = {
      ...readFeedLabels('i18n'),
      tutorials: Object.fromEntries(LOCALES.map((l) => [l, `${l} tutorials`])),
    };
    for (const locale of LOCALES) {
      const own = read(`${locale}.json`) as { title: { card: string } };
      expect(withFeedLabels(own, locale, labels)).toMatchObject({
        title: { tutorials: `${locale} tutorials`, card: own.title.card },
        dashboard: { tutorials: `${locale} tutorials` },
      });
    }
    const today: MessageKey = 'title.newsletters';
    // @ts-expect-error a route's title names a key of the tables: until feeds.json names the feed, it does not compile
    const sixth: MessageKey = 'title.tutorials';
    expect([today, sixth]).toEqual(['title.newsletters', 'title.tutorials']);
  });
});
