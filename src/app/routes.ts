// Part of the app chunk (src/app/app-chunk.tsx): the one table of routes, layouts and titles (spec section 2), and with
// each route its place in the menu, on the dashboard and in the prefetch map. Screens are lazy chunks; only their
// loaders live here. Paths are a type: a link, tile or prefetch to a path not in the table does not compile.
import {
  bareRoute,
  defineRoutes,
  membersRoute,
  menuOf,
  openRoute,
  routesOf,
  tilesOf,
  type NavLink,
  type RouteDef,
} from './route-kit';
import { membershipStatus, NOT_FOUND, registrationIncomplete, signIn, withLegal } from './screen-loaders';

export * from './route-kit';
export { NOT_FOUND } from './screen-loaders';

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

export const ROUTES: readonly RouteDef<Path>[] = routesOf<Path>(ROUTE_TABLE);

const byPath = new Map<string, RouteDef>(ROUTES.map((r) => [r.path, r]));

/** The route for a path; unknown paths get the 404 page. */
export const routeFor = (path: string): RouteDef => byPath.get(path) ?? NOT_FOUND;

/** The overlay menu's links (src/app/layouts/menu.tsx). */
export const MENU_LINKS: NavLink<Path>[] = menuOf(ROUTES);
/** The dashboard's tiles (src/screens/dashboard). */
export const DASHBOARD_TILES: NavLink<Path>[] = tilesOf(ROUTES);
