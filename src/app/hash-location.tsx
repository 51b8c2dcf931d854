// Part of the app chunk (src/app/app-chunk.tsx): preact-iso's location, fed from `location.hash` (it has no hash mode).
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { LocationProvider } from 'preact-iso';
import { entryMarked, hashUrl, markEntry, markStart, navigate, parseUrl } from '../state/url';

/** `from`: the island's URL; the app starts there and moves to the address as a navigation, title, focus and all. */
export function HashLocationProvider({ children, from }: { children?: ComponentChildren; from?: string }) {
  // wasPush: the Router scrolls to the top for a new entry only; onWayToAddress: the first render, at `from`
  const [{ url, wasPush, onWayToAddress }, setLocation] = useState(() => ({
    url: from ?? hashUrl(),
    wasPush: false,
    onWayToAddress: from !== undefined && from !== hashUrl(),
  }));

  useLayoutEffect(() => {
    const onChange = () => {
      const next = hashUrl();
      const pushed = !entryMarked();
      if (pushed) markEntry();
      setLocation((prev) => (next === prev.url ? prev : { url: next, wasPush: pushed, onWayToAddress: false }));
    };
    addEventListener('hashchange', onChange);
    // the entry the app starts on is a push only when the island's link made it
    const pushed = !entryMarked();
    markStart();
    const now = hashUrl();
    setLocation((prev) =>
      prev.url === now
        ? { ...prev, onWayToAddress: false }
        : { url: now, wasPush: pushed && from !== undefined, onWayToAddress: false },
    );
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
