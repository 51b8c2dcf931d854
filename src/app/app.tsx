// The app shell (src/app/app-chunk.tsx starts it; the sign-in island runs without it). Hash routes, the guard, the layout and the lazy screens.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { computed } from '@preact/signals';
import { Route, Router, useLocation } from 'preact-iso';
import { activeLanguage } from '../i18n';
import { connectivity, header, member } from '../state/app-state';
import { memberRecord } from '../services/storage/member-record';
import { otherTabChanges, recheckDue, signOut } from '../state/session';
import { applyStoredSettings, languageFailed } from '../state/settings-sync';
import { signedInFlagged } from '../state/hints';
import { decide, freshness } from './guard';
import { HashLocationProvider } from './hash-location';
import { navigate } from '../state/url';
import { Frame, frameParts } from './layouts/frame';
import { DefaultHeader } from './layouts/default-header';
import { SessionToast } from './components/session-toast';
import { LanguageToast } from './components/language-toast';
import { OfflineNotice } from '../components/offline-notice';
import { useFocusAcross } from '../components/hold-focus';
import { Tiles } from '../components/tiles';
import { RouteErrorBoundary } from './route-error';
import { DASHBOARD_TILES, NOT_FOUND, ROUTES, routeFor, type RouteDef } from './routes';
import { arrive, pageTitle } from './arrival';
import { routeLoading, routeLoadEnd, routeLoadStart } from '../state/loading';
import { RouteLoadEnds } from './components/route-load-ends';

export { pageTitle };
/** One toast at a time: a language that could not be loaded answers the member's own pick, so it comes first. */
function Toast() {
  const failed = languageFailed.value;
  return failed ? <LanguageToast language={failed} /> : <SessionToast />;
}

frameParts.value = { Header: DefaultHeader, Toast };

/** Changes only as the ticked clock passes a rule's age: the guard decides again on a screen left open (the card). */
const loginFreshness = computed(() =>
  freshness(member.lastLogin.value, !connectivity.offline.value, connectivity.now.value),
);

/** Runs the guard on every route change; returns whether the route may render now. */
function useGuard(route: RouteDef, onWayToAddress: boolean): boolean {
  // the route for which storage was already read for a member missing from memory; leaving it forgets that
  const [looked, setLooked] = useState<RouteDef | null>(null);
  useLayoutEffect(() => () => setLooked(null), [route]);
  void otherTabChanges.value; // a sign-out or sign-in in another tab: decide again on the route shown
  void loginFreshness.value; // the clock passed a rule's age (a re-check, a sign-out): likewise
  const due = recheckDue.value; // a re-check told to wait (a 429) may ask again: decide again, and act on it
  // on the way from the island's `/`, the guard waits for the address (at `/` it would send the member on)
  const decision = decide({
    path: route.path,
    isProtected: route.protected,
    notFound: route === NOT_FOUND,
    member: member.snapshot(),
    online: !connectivity.offline.value,
    offlineCard: connectivity.offline.value && connectivity.onlineWithinWeek.value,
    now: Date.now(),
    mayRestore: looked !== route && signedInFlagged(),
  });
  useLayoutEffect(() => {
    if (onWayToAddress) return;
    void applyStoredSettings(); // spec section 4: at every guard run (another tab may have changed them)
    if (decision.kind === 'restore') {
      // signed in in another tab: memory learns of it from storage (spec section 4), then the guard decides
      void memberRecord.read().then((stored) => {
        if (stored && !member.snapshot() && signedInFlagged()) member.apply(stored);
        setLooked(route);
      });
    } else if (decision.kind === 'redirect') navigate(decision.to, true);
    else if (decision.kind === 'sign-out') void signOut(!!member.lastLogin.peek()).then(() => navigate('/', true));
    else if (decision.kind === 'recheck') {
      // the screen shows meanwhile; a fault leaves the member as they were (state/membership.ts)
      void import('../state/membership')
        .then((m) => m.recheckStatus(route.path))
        .then((to) => to && navigate(to, true))
        .catch(() => {});
    }
  }, [route, onWayToAddress, decision.kind, decision.kind === 'redirect' && decision.to, due]);
  return onWayToAddress || decision.kind === 'allow' || decision.kind === 'recheck';
}

type AppLocation = ReturnType<typeof useLocation> & { onWayToAddress?: boolean };

/** Arrival work (./arrival.ts) once per location, once its screen shows (Router's onRouteChange misses a mount). */
function useArrival(location: AppLocation, shown: boolean): () => void {
  const arrivedAt = useRef<AppLocation | null>(null);
  const current = useRef(location);
  current.current = location;
  const arriveOnce = () => {
    const at = current.current;
    if (arrivedAt.current === at || at.onWayToAddress) return;
    arrivedAt.current = at;
    arrive(at.url);
  };
  // runs after the Router's effects: a Router that suspended in this render has reported a load start
  useLayoutEffect(() => void (shown && !routeLoading.peek() && arriveOnce()), [location, shown]);
  return arriveOnce;
}

function Shell() {
  const location = useLocation() as AppLocation;
  const { path, onWayToAddress = false } = location;
  const route = routeFor(path);
  const allowed = useGuard(route, onWayToAddress);

  useLayoutEffect(() => {
    header.reset(route.backButton);
    document.title = pageTitle(route);
  }, [route, activeLanguage.value]);

  // Spec section 2: in the default layout the offline screen replaces the page, except on a route the table
  // marks as shown within the offline window (the card) when the member was online within it.
  const offlineScreen =
    route.layout === 'default' &&
    connectivity.offline.value &&
    !(route.offlineWithinWindow && connectivity.onlineWithinWeek.value);
  const arrived = useArrival(location, allowed && !offlineScreen);
  useFocusAcross(offlineScreen); // the offline screen comes in place of the page, or goes

  return (
    <Frame route={route}>
      {offlineScreen ? (
        <OfflineNotice />
      ) : (
        allowed && (
          <RouteErrorBoundary path={path}>
            <RouteLoadEnds />
            <Router onLoadStart={routeLoadStart} onLoadEnd={() => (routeLoadEnd(), arrived())}>
              {[
                ...ROUTES.map((r) => <Route key={r.path} path={r.path} component={r.screen} />),
                <Route key="404" default component={NOT_FOUND.screen} />,
              ]}
            </Router>
          </RouteErrorBoundary>
        )
      )}
    </Frame>
  );
}

/** `from`: the URL the sign-in island showed, when the app takes over from it (see HashLocationProvider). */
export function App({ from }: { from?: string }) {
  return (
    <HashLocationProvider from={from}>
      <Tiles.Provider value={DASHBOARD_TILES}>
        <Shell />
      </Tiles.Provider>
    </HashLocationProvider>
  );
}
