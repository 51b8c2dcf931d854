// The app shell (src/app/boot.tsx starts it; the sign-in island runs without it). Hash routes, the guard, the layout and the lazy screens.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Route, Router, useLocation } from 'preact-iso';
import { activeLanguage } from '../i18n';
import { connectivity, header, member } from '../state/app-state';
import { memberRecord } from '../services/storage/member-record';
import { applyStoredSettings, followOtherTabs, otherTabChanges, signOut } from '../state/session';
import { hint, SIGNED_IN_FLAG } from '../state/hints';
import { decide } from './guard';
import { HashLocationProvider } from './hash-location';
import { navigate } from './url';
import { Frame, frameParts } from './layouts/frame';
import { DefaultHeader } from './layouts/default-header';
import { UpdateToast } from './components/update-toast';
import { OfflineNotice } from './components/offline-notice';
import { RouteErrorBoundary } from './route-error';
import { NOT_FOUND, ROUTES, routeFor, type RouteDef } from './routes';
import { arrive, pageTitle } from './arrival';
import { routeLoading, RouteLoadEnds, routeLoadEnd, routeLoadStart } from '../state/loading';

export { pageTitle };

frameParts.value = { Header: DefaultHeader, Toast: UpdateToast };

/** Runs the guard on every route change; returns whether the route may render now. */
function useGuard(route: RouteDef, settling: boolean): boolean {
  // the route for which storage was already read for a member missing from memory; leaving it forgets that
  const [looked, setLooked] = useState<RouteDef | null>(null);
  useLayoutEffect(() => () => setLooked(null), [route]);
  // the signed-in flag is set at sign-in (in any tab) and cleared as sign-out begins, before storage is
  // cleared: so a sign-out under way is never undone by reading the record it is about to delete
  const flagged = () => hint(SIGNED_IN_FLAG) !== null;
  otherTabChanges.value; // a sign-out or sign-in in another tab: decide again on the route shown
  // `settling`: the app taking over from the sign-in island renders its `/` once on the way to the address
  // (HashLocationProvider's `from`). The guard waits for the address (at `/` it would send a member just
  // signed in to the dashboard), and the screen stays, so the router sees the move as a navigation: title,
  // announcement and focus.
  const decision = decide({
    path: route.path,
    isProtected: route.protected,
    notFound: route === NOT_FOUND,
    member: member.snapshot(),
    online: !connectivity.offline.value,
    offlineCard: connectivity.offline.value && connectivity.onlineWithinWeek.value,
    now: Date.now(),
    mayRestore: looked !== route && flagged(),
  });
  useLayoutEffect(() => {
    if (settling) return;
    void applyStoredSettings(); // spec section 4: at every guard run (another tab may have changed them)
    if (decision.kind === 'restore') {
      // signed in in another tab: memory learns of it from storage (spec section 4), then the guard decides
      void memberRecord.read().then((stored) => {
        if (stored && !member.snapshot() && flagged()) member.apply(stored);
        setLooked(route);
      });
    } else if (decision.kind === 'redirect') navigate(decision.to, true);
    else if (decision.kind === 'sign-out') void signOut().then(() => navigate('/', true));
    else if (decision.kind === 'recheck') {
      // the screen shows meanwhile; a fault leaves the member as they were (state/membership.ts)
      void import('../state/membership')
        .then((m) => m.recheckStatus(route.path))
        .then((to) => to && navigate(to, true))
        .catch(() => {});
    }
  }, [route, settling, decision.kind, decision.kind === 'redirect' && decision.to]);
  return settling || decision.kind === 'allow' || decision.kind === 'recheck';
}

type AppLocation = ReturnType<typeof useLocation> & { settling?: boolean };

/**
 * Arrival work (./arrival.ts) once per location, once its screen is on screen: after a render in which the
 * Router showed it, or when its chunk has loaded. The Router's own onRouteChange misses a Router that mounts
 * on the screen (the first screen, and every redirect: the guard renders no Router while it redirects).
 */
function useArrival(location: AppLocation, shown: boolean): () => void {
  const arrivedAt = useRef<AppLocation | null>(null);
  const current = useRef(location);
  current.current = location;
  const arriveOnce = () => {
    const at = current.current;
    // settling: the app passing through the island's `/` on its way to the address
    if (arrivedAt.current === at || at.settling) return;
    arrivedAt.current = at;
    arrive(at.url);
  };
  // runs after the Router's effects: a Router that suspended in this render has reported a load start
  useLayoutEffect(() => void (shown && !routeLoading.peek() && arriveOnce()), [location, shown]);
  return arriveOnce;
}

function Shell() {
  const location = useLocation() as AppLocation;
  const { path, settling = false } = location;
  const route = routeFor(path);
  const allowed = useGuard(route, settling);

  useLayoutEffect(() => {
    header.reset(route.backButton);
    document.title = pageTitle(route);
  }, [route, activeLanguage.value]);

  // Spec section 2: in the default layout the offline screen replaces the page, except on a route the table
  // marks as shown within the offline window (the card) when the member was online within it.
  const offlineScreen = route.layout === 'default' && connectivity.offline.value &&
    !(route.offlineWithinWindow && connectivity.onlineWithinWeek.value);
  const arrived = useArrival(location, allowed && !offlineScreen);

  return (
    <Frame route={route}>
      {offlineScreen ? <OfflineNotice /> : allowed && (
        <RouteErrorBoundary path={path}>
          <RouteLoadEnds />
          <Router
            onLoadStart={routeLoadStart}
            onLoadEnd={() => (routeLoadEnd(), arrived())}
          >
            {[
              ...ROUTES.map((r) => <Route key={r.path} path={r.path} component={r.screen} />),
              <Route key="404" default component={NOT_FOUND.screen} />,
            ]}
          </Router>
        </RouteErrorBoundary>
      )}
    </Frame>
  );
}

/** `from`: the URL the sign-in island showed, when the app takes over from it (see HashLocationProvider). */
export function App({ from }: { from?: string; children?: ComponentChildren }) {
  useEffect(followOtherTabs, []);
  return (
    <HashLocationProvider from={from}>
      <Shell />
    </HashLocationProvider>
  );
}
