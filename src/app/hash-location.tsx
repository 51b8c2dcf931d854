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

/** Marks each history entry the app has seen with its URL: a hashchange onto an unmarked entry (or one
 * marked for another URL, as a state copied onto a new entry) is a new entry, i.e. a push. */
const SEEN = 'pm:url';

/** Marks the current entry, or replaces it with `url` marked. Other state on the entry is kept. */
function stamp(url?: string): void {
  const state: unknown = history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  const hash = url === undefined ? undefined : `#${url}`;
  history.replaceState({ ...base, [SEEN]: hashUrl(hash) }, '', hash);
}

const seen = (): boolean => (history.state as Record<string, unknown> | null)?.[SEEN] === hashUrl();

/** Marks the entry the app starts on. src/main.tsx calls it before the first render: replaceState costs
 * milliseconds on a slow phone, and the first render is the longest task of the start already. */
export const markStart = (): void => void (seen() || stamp());

/** Goes to an app URL: a push adds a history entry, a replace swaps the current one. */
export function navigate(url: string, replace = false): void {
  if (hashUrl() === url) return;
  if (replace) {
    stamp(url); // the entry stays a seen one, so the provider does not take the replace for a push
    // replaceState fires no hashchange; tell the provider ourselves
    dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    location.hash = url;
  }
}

export function HashLocationProvider({ children }: { children?: ComponentChildren }) {
  // wasPush tells the Router to scroll to the top: only for a new entry, never on back/forward or a replace
  const [{ url, wasPush }, setLocation] = useState(() => ({ url: hashUrl(), wasPush: false }));

  useLayoutEffect(() => {
    const onChange = () => {
      const next = hashUrl();
      const pushed = !seen();
      if (pushed) stamp();
      setLocation((prev) => (next === prev.url ? prev : { url: next, wasPush: pushed }));
    };
    addEventListener('hashchange', onChange);
    // the entry the app starts on is not a push (markStart did this, unless the URL changed since)
    markStart();
    const now = hashUrl();
    setLocation((prev) => (prev.url === now ? prev : { url: now, wasPush: false }));
    return () => removeEventListener('hashchange', onChange);
  }, []);

  const value = useMemo(() => {
    const { path, query } = parseUrl(url);
    return {
      url,
      path,
      query,
      wasPush,
      route: (to: string, replace?: boolean) => navigate(to, replace),
      back: () => history.back(),
      forward: () => history.forward(),
    };
  }, [url, wasPush]);

  return <LocationProvider.ctx.Provider value={value}>{children}</LocationProvider.ctx.Provider>;
}
