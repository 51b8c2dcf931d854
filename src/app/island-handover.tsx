// Part of the app chunk (src/app/app-chunk.tsx): the island's page, taken over when the member leaves it, never mid-typing.
import { render } from 'preact';
import { effect } from '@preact/signals';
import { App, pageTitle } from './app';
import { endIsland } from './island';
import { reloadOnce } from './reload-once';
import { atRoot } from '../start/plan';
import { routeFor } from './routes';
import { tableComplete } from '../i18n';
import { member } from '../state/app-state';
import { islandPick } from '../state/hints';
import { routeLoadEnd } from '../state/loading';
import { changeLanguage } from '../state/settings-sync';

/** The island stays until the member leaves `/` (a link, signed in), or the stored session holds a member. */
export function handOverOnLeaving(root: HTMLElement): void {
  applyIslandPick();
  // the island's title follows its language, as the shell's does for every screen (not over the dashboard's
  // greeting, src/start/greeting.ts, which puts it back if the sign-in shows again)
  const title = effect(() => {
    const shown = pageTitle(routeFor('/'));
    if (document.documentElement.dataset.greeting === undefined) document.title = shown;
  });
  const leave = () => {
    if (!member.snapshot() && atRoot(location.hash)) return;
    removeEventListener('hashchange', leave);
    title();
    void tableComplete().then(
      () => takeOverIsland(root),
      () => reloadOnce('app'),
    );
  };
  addEventListener('hashchange', leave);
  leave();
}

/** A language picked on the island while the stored settings were read (state/hints.ts) is applied now. */
function applyIslandPick(): void {
  islandPick.waiting = false;
  const picked = islandPick.language.peek();
  if (picked) void changeLanguage(picked);
}

/** The app starts at the island's `/` and moves to the address as a navigation (HashLocationProvider's `from`). */
function takeOverIsland(root: HTMLElement): void {
  const focused = root.contains(document.activeElement); // the link just followed
  endIsland();
  render(null, root); // the island's components are unmounted (their listeners go with them)
  root.textContent = '';
  routeLoadEnd(); // the island's wait for this code, shown or not; the router reports its own loads from here
  render(<App from="/" />, root);
  // focus stays in the page (not on the body) until the next screen's heading takes it
  if (focused) document.getElementById('main')?.focus({ preventScroll: true });
}
