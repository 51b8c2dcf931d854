// Screen loaders that several rows of the route table share (./routes.ts), and the 404 page's route.
import { lazyScreen } from './lazy-screen';
import type { RouteDef } from './route-kit';
import type { MessageKey } from '../i18n/keys';
import type { ArticleKind } from '../screens/latest-news';

export const signIn = () => import('../screens/sign-in');
/** A screen that shows the terms or privacy texts: its code and those texts load together. */
export const withLegal =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), import('../i18n/legal').then((m) => m.loadLegal())]).then(([m]) => m);
export const registrationIncomplete = () => import('../screens/registration-incomplete');
export const membershipStatus = () => import('../screens/membership-status');
/** The screen of another feed whose items are news articles (#MACTREND's, ../screens/latest-news): its kind and
 * title, for its route row's `load`. */
export const articleFeed = (kind: ArticleKind, title: MessageKey) => () =>
  import('../screens/latest-news').then((m) => ({ default: m.articleScreen(kind, title) }));

export const NOT_FOUND: RouteDef = {
  path: '',
  layout: 'static-header',
  pageTitle: 'title.notFound',
  protected: false,
  screen: lazyScreen(() => import('../screens/not-found')),
};
