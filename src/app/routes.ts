// Part of the app chunk (src/app/boot.tsx): the one table of routes, layouts and titles (spec section 2), and with
// each route its place in the menu, on the dashboard and in the prefetch map. Screens are lazy chunks; only their
// loaders live here. Paths are a type: a link, tile or prefetch to a path not in the table does not compile.
import type { MessageKey } from '../i18n/keys';
import { lazyScreen, type LazyScreen } from './lazy-screen';

export type LayoutKind = 'default' | 'empty' | 'static-header';

/** A route's entry in a list of links: its label, and its place in the list (lower first). */
export interface NavEntry {
  label: MessageKey;
  order: number;
}

type Load = Parameters<typeof lazyScreen>[0];

/** A row of the table; `P` is the table's paths, which `next` may name. */
export interface RouteSpec<P extends string = string> {
  layout: LayoutKind;
  /** Title in the default layout's black header; none means blank, as the spec's table says. */
  headerTitle?: MessageKey;
  /** Title of the page for `document.title`. */
  pageTitle: MessageKey;
  /** Members only (spec section 4, Guard). */
  protected: boolean;
  /** static-header: the logo header is hidden on the membership status screens. */
  hideHeader?: boolean;
  /** Back arrow in the header (header state `displayBackBtn`). */
  backButton?: boolean;
  /** Offline, still shown within the membership's offline window instead of the offline screen (the card, at
   * the till; src/time/membership-rules.ts). */
  offlineWithinWindow?: boolean;
  /** A link in the overlay menu. */
  menu?: NavEntry;
  /** A tile on the dashboard. */
  tile?: NavEntry;
  /** The screens a member most likely opens next from this one, loaded ahead when the connection allows. */
  next?: readonly P[];
  load: Load;
}

export interface RouteDef<P extends string = string> extends Omit<RouteSpec<P>, 'load'> {
  path: P;
  screen: LazyScreen;
}

/** A table whose rows may only point at its own paths. */
export const defineRoutes = <const T extends Record<string, RouteSpec>>(
  table: T & { [K in keyof T]: RouteSpec<keyof T & string> },
): T => table;

/** Options of a row; `title` is the page's title. */
type RowOptions<N extends string> = Omit<
  RouteSpec<N>,
  'layout' | 'pageTitle' | 'protected' | 'headerTitle' | 'load'
> & {
  title: MessageKey;
  load: Load;
  protected?: boolean;
};

/** A screen for visitors, under the logo header. */
export const openRoute = <const N extends string = never>({
  title,
  ...rest
}: RowOptions<N>): RouteSpec<NoInfer<N>> => ({
  layout: 'static-header',
  pageTitle: title,
  protected: false,
  ...rest,
});
/** A members' screen in the default layout; its black header shows the page's title, or nothing with `blankHeader`. */
export const membersRoute = <const N extends string = never>({
  title,
  blankHeader,
  ...rest
}: RowOptions<N> & { blankHeader?: true }): RouteSpec<NoInfer<N>> => ({
  layout: 'default',
  pageTitle: title,
  headerTitle: blankHeader ? undefined : title,
  protected: true,
  ...rest,
});
/** A screen with no header at all. */
export const bareRoute = <const N extends string = never>({
  title,
  ...rest
}: RowOptions<N>): RouteSpec<NoInfer<N>> => ({
  layout: 'empty',
  pageTitle: title,
  protected: false,
  ...rest,
});

const signIn = () => import('../screens/sign-in');
/** A screen that shows the terms or privacy texts: its code and those texts load together. */
const withLegal =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), import('../i18n/legal').then((m) => m.loadLegal())]).then(([m]) => m);
const registrationIncomplete = () => import('../screens/registration-incomplete');
const membershipStatus = () => import('../screens/membership-status');

export const ROUTE_TABLE = defineRoutes({
  '/': openRoute({ title: 'title.signIn', load: signIn, backButton: false, next: ['/dashboard'] }),
  '/sign-in': openRoute({ title: 'title.signIn', load: signIn, next: ['/dashboard'] }),
  '/register': openRoute({ title: 'title.register', load: withLegal(() => import('../screens/register')) }),
  '/register-success': openRoute({ title: 'title.registerSuccess', load: () => import('../screens/register-success') }),
  '/registered-deactivated': openRoute({ title: 'title.registrationIncomplete', load: registrationIncomplete }),
  '/registered-expired': openRoute({ title: 'title.registrationIncomplete', load: registrationIncomplete }),
  '/forgot-password': openRoute({ title: 'title.forgotPassword', load: () => import('../screens/forgot-password') }),
  '/reset-success': openRoute({ title: 'title.resetSuccess', load: () => import('../screens/reset-success') }),
  '/contact-list': openRoute({ title: 'title.contactList', load: () => import('../screens/contact-list') }),
  '/membership-expired': openRoute({
    title: 'title.membershipExpired',
    load: membershipStatus,
    hideHeader: true,
    protected: true,
  }),
  '/membership-deactivated': openRoute({
    title: 'title.membershipDeactivated',
    load: membershipStatus,
    hideHeader: true,
  }),
  '/membership-unavailable': openRoute({
    title: 'title.membershipUnavailable',
    load: membershipStatus,
    hideHeader: true,
  }),
  '/offline': bareRoute({ title: 'title.offline', load: () => import('../screens/offline') }),
  '/expiration-warning': bareRoute({
    title: 'title.expirationWarning',
    load: () => import('../screens/expiration-warning'),
    protected: true,
    next: ['/dashboard'],
  }),
  '/dashboard': membersRoute({
    title: 'title.dashboard',
    blankHeader: true,
    load: () => import('../screens/dashboard'),
    backButton: false,
    next: ['/card', '/master-classes'],
  }),
  '/card': membersRoute({
    title: 'title.card',
    load: () => import('../screens/card'),
    offlineWithinWindow: true,
    menu: { label: 'menu.card', order: 1 },
    tile: { label: 'dashboard.card', order: 1 },
  }),
  '/master-classes': membersRoute({
    title: 'title.masterClasses',
    load: () => import('../screens/master-classes'),
    menu: { label: 'menu.masterClasses', order: 2 },
    tile: { label: 'dashboard.masterClasses', order: 2 },
  }),
  '/settings': membersRoute({
    title: 'title.settings',
    load: () => import('../screens/settings'),
    menu: { label: 'menu.securitySettings', order: 3 },
    tile: { label: 'dashboard.settings', order: 10 },
  }),
  '/security': membersRoute({ title: 'title.settings', load: () => import('../screens/security') }),
  '/app-installation': membersRoute({
    title: 'title.appInstallation',
    load: () => import('../screens/app-installation'),
  }),
  '/help': membersRoute({
    title: 'title.help',
    load: () => import('../screens/help'),
    menu: { label: 'menu.help', order: 4 },
    tile: { label: 'dashboard.help', order: 9 },
  }),
  '/privacy-policy': membersRoute({
    title: 'title.privacyPolicy',
    load: withLegal(() => import('../screens/privacy-policy')),
    menu: { label: 'menu.privacy', order: 6 },
  }),
  '/terms': membersRoute({
    title: 'title.terms',
    load: withLegal(() => import('../screens/terms')),
    menu: { label: 'menu.terms', order: 5 },
  }),
  '/notifications': membersRoute({
    title: 'title.notifications',
    blankHeader: true,
    load: () => import('../screens/notifications'),
    tile: { label: 'dashboard.notifications', order: 8 },
  }),
  '/videos': membersRoute({
    title: 'title.videos',
    load: () => import('../screens/videos'),
    tile: { label: 'dashboard.videos', order: 5 },
  }),
  '/product-tips': membersRoute({
    title: 'title.productTips',
    load: () => import('../screens/product-tips'),
    tile: { label: 'dashboard.productTips', order: 4 },
  }),
  '/latest-news': membersRoute({
    title: 'title.latestNews',
    load: () => import('../screens/latest-news'),
    tile: { label: 'dashboard.latestNews', order: 3 },
  }),
  '/artist-spotlight': membersRoute({
    title: 'title.artistSpotlight',
    load: () => import('../screens/artist-spotlight'),
    tile: { label: 'dashboard.artistSpotlight', order: 6 },
  }),
  '/newsletters': membersRoute({
    title: 'title.newsletters',
    blankHeader: true,
    load: () => import('../screens/newsletters'),
    tile: { label: 'dashboard.newsletters', order: 7 },
  }),
});

/** Every path of the app. */
export type Path = keyof typeof ROUTE_TABLE;

/** An in-app link's `href`. */
export const href = (path: Path): `#${Path}` => `#${path}`;

/** The routes of a table, each with its lazy screen. */
export const routesOf = <P extends string>(table: Record<P, RouteSpec<P>>): RouteDef<P>[] =>
  (Object.entries(table) as [P, RouteSpec<P>][]).map(([path, { load, ...def }]) => ({
    ...def,
    path,
    screen: lazyScreen(load),
  }));

export const ROUTES: readonly RouteDef<Path>[] = routesOf<Path>(ROUTE_TABLE);

export const NOT_FOUND: RouteDef = {
  path: '',
  layout: 'static-header',
  pageTitle: 'title.notFound',
  protected: false,
  screen: lazyScreen(() => import('../screens/not-found')),
};

const byPath = new Map<string, RouteDef>(ROUTES.map((r) => [r.path, r]));

/** The route for a path; unknown paths get the 404 page. */
export const routeFor = (path: string): RouteDef => byPath.get(path) ?? NOT_FOUND;

/** A list of links made from the routes that have an entry in it, in its order. */
export interface NavLink<P extends string = Path> {
  path: P;
  href: `#${P}`;
  label: MessageKey;
}
const linksOf = <P extends string>(routes: readonly RouteDef<P>[], list: 'menu' | 'tile'): NavLink<P>[] =>
  routes
    .flatMap((r) => (r[list] ? [{ ...r[list], path: r.path }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ path, label }) => ({ path, href: `#${path}` as const, label }));

export const menuOf = <P extends string>(routes: readonly RouteDef<P>[]) => linksOf(routes, 'menu');
export const tilesOf = <P extends string>(routes: readonly RouteDef<P>[]) => linksOf(routes, 'tile');
/** Each path and the screens to preload from it. */
export const prefetchMapOf = <P extends string>(routes: readonly RouteDef<P>[]): Partial<Record<P, readonly P[]>> =>
  Object.fromEntries(routes.flatMap((r) => (r.next ? [[r.path, r.next]] : []))) as Partial<Record<P, readonly P[]>>;

/** The overlay menu's links (src/app/layouts/menu.tsx). */
export const MENU_LINKS = menuOf(ROUTES);
/** The dashboard's tiles (src/screens/dashboard). */
export const DASHBOARD_TILES = tilesOf(ROUTES);
