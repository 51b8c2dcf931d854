// Build only (scripts/vite-first-paint.ts): a visitor's `/` as HTML in English, so the first paint needs no JavaScript.
import { renderToString } from 'preact-render-to-string';
import english from '../../i18n/en-US.json';
import { Frame } from '../app/layouts/frame';
import { routeFor } from '../app/routes';
import { header } from '../state/app-state';
import { t, useTableNow } from '../i18n';
import SignInScreen from '../screens/sign-in';

export { NODES_ATTR } from '../names';

/** Elements in the markup: every start tag (the app compares it before hydrating, src/app/takeover.ts). */
export const countElements = (html: string): number => html.match(/<[a-zA-Z]/g)?.length ?? 0;

/** What the page says in a browser with JavaScript off, instead of a form that would only load the page again. */
export const NO_SCRIPT =
  'Pro Membership needs JavaScript. Turn it on in your browser’s settings, then reload this page.';

export function prerender(): { html: string; title: string; nodes: number } {
  useTableNow('english', english);
  const route = routeFor('/');
  header.reset(route.backButton); // as the app's shell does for each route: `/` has no back arrow
  const html = renderToString(
    <Frame route={route}>
      <SignInScreen />
    </Frame>,
  );
  return { html, title: t('app.documentTitle', { page: t(route.pageTitle) }), nodes: countElements(html) };
}
