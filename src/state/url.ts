// Part of the main bundle: the app's URL in the hash, and moving between them.
// No router here: the sign-in island uses it before the router (src/app/hash-location.tsx) has loaded.

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
export function stamp(url?: string): void {
  const state: unknown = history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  const hash = url === undefined ? undefined : `#${url}`;
  history.replaceState({ ...base, [SEEN]: hashUrl(hash) }, '', hash);
}

export const seen = (): boolean => (history.state as Record<string, unknown> | null)?.[SEEN] === hashUrl();

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
