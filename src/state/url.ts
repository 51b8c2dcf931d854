// Part of the main bundle: the app's URL in the hash, and moving between them (the island has no router).

/** The app URL held in the hash: `#/card?x=1` → `/card?x=1`; no hash → `/`. */
export function hashUrl(hash: string = location.hash): string {
  const url = hash.replace(/^#!?/, '');
  return url.startsWith('/') ? url : `/${url}`;
}

/** The path of an app URL (`/card/?x=1` is `/card`), as `parseUrl` reads it; the start's inline scripts need only
 * this. */
export const pathOfUrl = (url: string): string => url.split('?', 1)[0]!.replace(/\/+$/, '') || '/';

export function parseUrl(url: string): { path: string; query: Record<string, string> } {
  return {
    path: pathOfUrl(url),
    query: Object.fromEntries(new URLSearchParams(url.split('?', 2)[1] ?? '')),
  };
}

/** History state key marking an entry with its URL: a hashchange onto an entry not marked for it is a push. */
const ENTRY_URL = 'pm:url';

/** Marks the current entry, or replaces it with `url` marked. Other state on the entry is kept. */
export function markEntry(url?: string): void {
  const state: unknown = history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  const hash = url === undefined ? undefined : `#${url}`;
  history.replaceState({ ...base, [ENTRY_URL]: hashUrl(hash) }, '', hash);
}

export const entryMarked = (): boolean => (history.state as Record<string, unknown> | null)?.[ENTRY_URL] === hashUrl();

/** Marks the entry the app starts on; src/main.tsx calls it before the first render, the start's longest task. */
export const markStart = (): void => void (entryMarked() || markEntry());

/** The app's own moves (navigate), told apart from the member's (a link, back) by memberMovedSince. */
let moves = 0;
let lastMove = '';

/** Where the address stands now, to ask later whether the member has moved it since. */
export const addressMark = () => ({ url: hashUrl(), moves });

/** Whether the member moved the address since `mark`: it is neither where it was nor where the app has sent it since. */
export function memberMovedSince(mark: ReturnType<typeof addressMark>): boolean {
  const here = hashUrl();
  return here !== mark.url && !(moves > mark.moves && here === lastMove);
}

/** Goes to an app URL: a push adds a history entry, a replace swaps the current one. */
export function navigate(url: string, replace = false): void {
  moves++;
  lastMove = url;
  if (hashUrl() === url) return;
  if (replace) {
    markEntry(url); // the entry stays marked, so the provider does not take the replace for a push
    // replaceState fires no hashchange; tell the provider ourselves
    dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    location.hash = url;
  }
}
