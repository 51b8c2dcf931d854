// The card and the dashboard keep a copy of themselves for the installed app's next start (docs/kept-screens.md).
import { useEffect } from 'preact/hooks';
import type { KeptScreenName } from '../services/kept-screens';
import { connectivity, member } from '../state/app-state';
import { signedInFlagged } from '../state/hints';
import { OFFLINE_WINDOW_MS, SIGN_OUT_AFTER_MS } from '../time/membership-rules';

/** After the screen has settled: what arrives late (the dashboard's banner) is in the copy if it came by then. */
export const KEEP_AFTER_MS = 1000;

/** After every render of the screen, once it has settled, a copy of the page for the next start's first paint. */
export function useKeptScreen(name: KeptScreenName): void {
  useEffect(() => {
    let left = false; // the member left the screen (or it rendered again) before the copy's code came
    const id = setTimeout(() => {
      const root = document.getElementById('app');
      const lastLogin = member.lastLogin.peek();
      // signed out meanwhile (here or in another tab): nothing of the member may be kept; nor an active card once
      // the membership has ended (src/state/session.ts drops the copies then, and this timer may come after)
      if (!root || !member.username.peek() || !lastLogin || !signedInFlagged()) return;
      if (member.status.peek() !== 'ACTIVE') return;
      const limits = {
        at: Date.now(),
        offlineUntil: connectivity.lastOnline.peek() + OFFLINE_WINDOW_MS,
        sessionUntil: lastLogin + SIGN_OUT_AFTER_MS,
      };
      // its own chunk, fetched a second after the screen: a first sign-in's dashboard waits for none of it
      void import('./keep-copy').then(
        (copy) => !left && signedInFlagged() && copy.keepScreen(name, root, limits),
        () => {}, // offline with the chunk not cached yet: the next render tries again
      );
    }, KEEP_AFTER_MS);
    return () => {
      left = true;
      clearTimeout(id);
    };
  });
}
