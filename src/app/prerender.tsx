// Build only (scripts/vite-first-paint.ts): a visitor's `/` as HTML in English, so the first paint needs no JavaScript,
// and the dashboard a first sign-in leads to, for the greeting.
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import english from '../../i18n/en-US.json';
import { Frame, frameParts } from './layouts/frame';
import { DefaultHeader } from './layouts/default-header';
import { DASHBOARD_TILES, routeFor } from './routes';
import { Tiles } from '../components/tiles';
import { header, member } from '../state/app-state';
import { useTableNow } from '../i18n';
import { pageTitle } from './arrival';
import DashboardScreen from '../screens/dashboard';
import SignInScreen from '../screens/sign-in';
import { GREETING_NAME, GREETING_PATH } from '../names';

export { NODES_ATTR } from '../names';

/** Elements in the markup: every start tag (the app compares it before hydrating, src/start/takeover.ts). */
export const countElements = (html: string): number => html.match(/<[a-zA-Z]/g)?.length ?? 0;

/** What the page says in a browser with JavaScript off, instead of a form that would only load the page again. */
export const NO_SCRIPT =
  'Pro Membership needs JavaScript. Turn it on in your browser’s settings, then reload this page.';

/** A route's screen in its frame, in English, as the app's shell renders it, and the document's title there. */
function renderRoute(path: string, screen: ComponentChildren): { html: string; title: string } {
  useTableNow('english', english);
  const route = routeFor(path);
  header.reset(route.backButton); // as the app's shell does for each route: `/` has no back arrow
  return { html: renderToString(<Frame route={route}>{screen}</Frame>), title: pageTitle(route) };
}

export function prerender(): { html: string; title: string; nodes: number } {
  const screen = renderRoute('/', <SignInScreen />);
  return { ...screen, nodes: countElements(screen.html) };
}

/**
 * The dashboard as a first sign-in shows it, the member's name left as GREETING_NAME: the greeting script paints it from
 * the provider's answer while the code is still arriving (src/start/greeting.ts).
 */
export function prerenderGreeting(): { html: string; title: string } {
  frameParts.value = { Header: DefaultHeader }; // as src/app/app.tsx sets it
  member.apply({ firstName: GREETING_NAME });
  try {
    return renderRoute(
      GREETING_PATH,
      <Tiles.Provider value={DASHBOARD_TILES}>
        <DashboardScreen />
      </Tiles.Provider>,
    );
  } finally {
    member.clear();
  }
}
