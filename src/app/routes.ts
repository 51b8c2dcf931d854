// Part of the app chunk (src/app/boot.tsx): the one table of routes, layouts and titles (spec section 2).
// Screens are lazy chunks; only their loaders live here.
import type { MessageKey } from '../i18n/keys';
import { lazyScreen, type LazyScreen } from './lazy-screen';

export type LayoutKind = 'default' | 'empty' | 'static-header';

export interface RouteDef {
  path: string;
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
  screen: LazyScreen;
}

const signIn = () => import('../screens/sign-in');
/** A screen that shows the terms or privacy texts: its code and those texts load together. */
const withLegal = <M>(load: () => Promise<M>) => () =>
  Promise.all([load(), import('../i18n/legal').then((m) => m.loadLegal())]).then(([m]) => m);
const registrationIncomplete = () => import('../screens/registration-incomplete');
const membershipStatus = () => import('../screens/membership-status');

type Def = Omit<RouteDef, 'path' | 'screen'> & { load: Parameters<typeof lazyScreen>[0] };

const visitor = (pageTitle: MessageKey, load: Def['load'], extra: Partial<Def> = {}): Def => ({
  layout: 'static-header', pageTitle, protected: false, load, ...extra,
});
const member = (pageTitle: MessageKey, load: Def['load'], headerTitle?: MessageKey, extra: Partial<Def> = {}): Def => ({
  layout: 'default', pageTitle, headerTitle, protected: true, load, ...extra,
});

const TABLE: Record<string, Def> = {
  '/': visitor('title.signIn', signIn, { backButton: false }),
  '/sign-in': visitor('title.signIn', signIn),
  '/register': visitor('title.register', withLegal(() => import('../screens/register'))),
  '/register-success': visitor('title.registerSuccess', () => import('../screens/register-success')),
  '/registered-deactivated': visitor('title.registrationIncomplete', registrationIncomplete),
  '/registered-expired': visitor('title.registrationIncomplete', registrationIncomplete),
  '/forgot-password': visitor('title.forgotPassword', () => import('../screens/forgot-password')),
  '/reset-success': visitor('title.resetSuccess', () => import('../screens/reset-success')),
  '/contact-list': visitor('title.contactList', () => import('../screens/contact-list')),
  '/membership-expired': visitor('title.membershipExpired', membershipStatus, { hideHeader: true, protected: true }),
  '/membership-deactivated': visitor('title.membershipDeactivated', membershipStatus, { hideHeader: true }),
  '/membership-unavailable': visitor('title.membershipUnavailable', membershipStatus, { hideHeader: true }),
  '/offline': { layout: 'empty', pageTitle: 'title.offline', protected: false, load: () => import('../screens/offline') },
  '/expiration-warning': { layout: 'empty', pageTitle: 'title.expirationWarning', protected: true, load: () => import('../screens/expiration-warning') },
  '/dashboard': member('title.dashboard', () => import('../screens/dashboard'), undefined, { backButton: false }),
  '/card': member('title.card', () => import('../screens/card'), 'title.card'),
  '/master-classes': member('title.masterClasses', () => import('../screens/master-classes'), 'title.masterClasses'),
  '/settings': member('title.settings', () => import('../screens/settings'), 'title.settings'),
  '/security': member('title.settings', () => import('../screens/security'), 'title.settings'),
  '/app-installation': member('title.appInstallation', () => import('../screens/app-installation'), 'title.appInstallation'),
  '/help': member('title.help', () => import('../screens/help'), 'title.help'),
  '/privacy-policy': member('title.privacyPolicy', withLegal(() => import('../screens/privacy-policy')), 'title.privacyPolicy'),
  '/terms': member('title.terms', withLegal(() => import('../screens/terms')), 'title.terms'),
  '/notifications': member('title.notifications', () => import('../screens/notifications')),
  '/videos': member('title.videos', () => import('../screens/videos'), 'title.videos'),
  '/product-tips': member('title.productTips', () => import('../screens/product-tips'), 'title.productTips'),
  '/latest-news': member('title.latestNews', () => import('../screens/latest-news'), 'title.latestNews'),
  '/artist-spotlight': member('title.artistSpotlight', () => import('../screens/artist-spotlight'), 'title.artistSpotlight'),
  '/newsletters': member('title.newsletters', () => import('../screens/newsletters')),
};

export const ROUTES: readonly RouteDef[] = Object.entries(TABLE).map(([path, { load, ...def }]) => ({
  ...def,
  path,
  screen: lazyScreen(load),
}));

export const NOT_FOUND: RouteDef = {
  path: '', layout: 'static-header', pageTitle: 'title.notFound', protected: false,
  screen: lazyScreen(() => import('../screens/not-found')),
};

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/** The route for a path; unknown paths get the 404 page. */
export const routeFor = (path: string): RouteDef => byPath.get(path) ?? NOT_FOUND;
