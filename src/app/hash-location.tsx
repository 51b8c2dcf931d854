// Part of the main bundle. preact-iso has no hash mode (its `url` prop is not one), so this
// provider feeds `LocationProvider.ctx` from `location.hash`; Router, lazy and useLocation work unchanged.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { LocationProvider } from 'preact-iso';

/** The app URL held in the hash: `#/card?x=1` → `/card?x=1`; no hash → `/`. */
export function hashUrl(hash: string = location.hash): string {
  const url = hash.replace(/^#!?/, '');
  return url.startsWith('/') ? url : `/${url}`;
}

export function parseUrl(url: string): { path: string; query: Record<string, string> } {
  const [path, search = ''] = url.split('?', 2) as [string, string?];
  return {
    path: path.replace(/\/+$/, '') || '/',
    query: Object.fromEntries(new URLSearchParams(search)),
  };
}

/** Goes to an app URL: a push adds a history entry, a replace swaps the current one. */
export function navigate(url: string, replace = false): void {
  if (hashUrl() === url) return;
  if (replace) {
    history.replaceState(history.state, '', `#${url}`);
    // replaceState fires no hashchange; tell the provider ourselves
    dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    location.hash = url;
  }
}

export function HashLocationProvider({ children }: { children?: ComponentChildren }) {
  const [url, setUrl] = useState(hashUrl);
  // every change after the first render is a navigation the Router should scroll to the top for
  const [first] = useState(url);

  useLayoutEffect(() => {
    const onChange = () => setUrl(hashUrl());
    addEventListener('hashchange', onChange);
    // the URL may have changed between the first render and this effect
    onChange();
    return () => removeEventListener('hashchange', onChange);
  }, []);

  const value = useMemo(() => {
    const { path, query } = parseUrl(url);
    return {
      url,
      path,
      query,
      wasPush: url !== first,
      route: (to: string, replace?: boolean) => navigate(to, replace),
      back: () => history.back(),
      forward: () => history.forward(),
    };
  }, [url]);

  return <LocationProvider.ctx.Provider value={value}>{children}</LocationProvider.ctx.Provider>;
}
