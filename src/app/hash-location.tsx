// Part of the app chunk (src/app/boot.tsx). preact-iso has no hash mode (its `url` prop is not one), so this
// provider feeds `LocationProvider.ctx` from `location.hash`; Router, lazy and useLocation work unchanged.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { LocationProvider } from 'preact-iso';
import { entryMarked, hashUrl, markEntry, markStart, navigate, parseUrl } from './url';

/** `from`: the URL the page showed before the app started (the sign-in island's `/`, src/app/boot.tsx); the
 * app then starts there and moves on to the address as a navigation would, title, focus and all. */
export function HashLocationProvider({ children, from }: { children?: ComponentChildren; from?: string }) {
  // wasPush tells the Router to scroll to the top: only for a new entry, never on back/forward or a replace
  // onWayToAddress: the first render at `from`, on the way to the address (the guard waits, src/app/app.tsx)
  const [{ url, wasPush, onWayToAddress }, setLocation] = useState(() => ({ url: from ?? hashUrl(), wasPush: false, onWayToAddress: from !== undefined && from !== hashUrl() }));

  useLayoutEffect(() => {
    const onChange = () => {
      const next = hashUrl();
      const pushed = !entryMarked();
      if (pushed) markEntry();
      setLocation((prev) => (next === prev.url ? prev : { url: next, wasPush: pushed, onWayToAddress: false }));
    };
    addEventListener('hashchange', onChange);
    // the entry the app starts on is not a push (markStart did this, unless the URL changed since: then
    // it is one when the island's link made a new entry)
    const pushed = !entryMarked();
    markStart();
    const now = hashUrl();
    setLocation((prev) => (prev.url === now ? { ...prev, onWayToAddress: false } : { url: now, wasPush: pushed && from !== undefined, onWayToAddress: false }));
    return () => removeEventListener('hashchange', onChange);
  }, []);

  const value = useMemo(() => {
    const { path, query } = parseUrl(url);
    return {
      url,
      path,
      query,
      wasPush,
      onWayToAddress,
      route: (to: string, replace?: boolean) => navigate(to, replace),
      back: () => history.back(),
      forward: () => history.forward(),
    };
  }, [url, wasPush, onWayToAddress]);

  return <LocationProvider.ctx.Provider value={value}>{children}</LocationProvider.ctx.Provider>;
}
