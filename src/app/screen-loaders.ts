// Screen loaders that several rows of the route table share (./routes.ts), and the 404 page's route.
import { lazyScreen } from './lazy-screen';
import type { RouteDef } from './route-kit';

export const signIn = () => import('../screens/sign-in');
/** A screen that shows the terms or privacy texts: its code and those texts load together. */
export const withLegal =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), import('../i18n/legal').then((m) => m.loadLegal())]).then(([m]) => m);
export const registrationIncomplete = () => import('../screens/registration-incomplete');
export const membershipStatus = () => import('../screens/membership-status');

export const NOT_FOUND: RouteDef = {
  path: '',
  layout: 'static-header',
  pageTitle: 'title.notFound',
  protected: false,
  screen: lazyScreen(() => import('../screens/not-found')),
};
