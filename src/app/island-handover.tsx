// Part of the app chunk (src/app/boot.tsx): the island's page, taken over when the member leaves it, never mid-typing.
import { render } from 'preact';
import { effect } from '@preact/signals';
import { App, pageTitle } from './app';
import { endIsland } from '../first-paint/island';
import { reloadOnce } from './reload-once';
import { hashUrl, parseUrl } from '../state/url';
import { routeFor } from './routes';
import { tableComplete } from '../i18n';
import { member } from '../state/app-state';
import { earlyPick } from '../state/hints';
import { routeLoadEnd } from '../state/loading';
import { changeLanguage } from '../state/settings-sync';

/** The island stays until the member leaves `/` (a link, signed in), or the stored session holds a member. */
export function handOverOnLeaving(root: HTMLElement): void {
  applyEarlyPick();
  // the island's title follows its language, as the shell's does for every screen (not over the dashboard's early
  // greeting, src/first-paint/greeting.ts, which puts it back if the sign-in shows again)
  const title = effect(() => {
    const shown = pageTitle(routeFor('/'));
    if (document.documentElement.dataset.greeting === undefined) document.title = shown;
  });
  const leave = () => {
    if (!member.snapshot() && parseUrl(hashUrl()).path === '/') return;
    removeEventListener('hashchange', leave);
    title();
    void tableComplete().then(
      () => takeOverFromIsland(root),
      () => reloadOnce('app'),
    );
  };
  addEventListener('hashchange', leave);
  leave();
}

/** A language picked on the island while the stored settings were read (state/hints.ts) is applied now. */
function applyEarlyPick(): void {
  earlyPick.waiting = false;
  const picked = earlyPick.language.peek();
  if (picked) void changeLanguage(picked);
}

/** The app starts at the island's `/` and moves to the address as a navigation (HashLocationProvider's `from`). */
function takeOverFromIsland(root: HTMLElement): void {
  const focused = root.contains(document.activeElement); // the link just followed
  endIsland();
  render(null, root); // the island's components are unmounted (their listeners go with them)
  root.textContent = '';
  routeLoadEnd(); // the island's wait for this code, shown or not; the router reports its own loads from here
  render(<App from="/" />, root);
  // focus stays in the page (not on the body) until the next screen's heading takes it
  if (focused) document.getElementById('main')?.focus({ preventScroll: true });
}
