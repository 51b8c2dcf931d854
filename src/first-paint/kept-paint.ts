// The boot script's part for an installed app's start (docs/kept-screens.md): a signed-in member's card or
// dashboard, as last shown, painted from the kept copy before the code has run. The app replaces it in one step.
import { readKept, rebuild, type KeptScreen, type KeptScreenName } from '../services/kept-screens';
import { KEPT_ID, MODULE_LINK, WAVE } from '../names';

/** Which kept screen this address shows: as the app would decide it (the start address offline is the card). */
export function keptScreenFor(hash: string, online: boolean): KeptScreenName | null {
  if (/^#\/card\/?$/.test(hash)) return 'card';
  if (/^#\/dashboard\/?$/.test(hash)) return online ? 'dashboard' : null;
  if (/^(#\/?)?$/.test(hash)) return online ? 'dashboard' : 'card';
  return null;
}

/** Only the build's own stylesheets, on this origin. */
const isBuiltStyle = (href: string) => /^\/assets\/[\w.-]+\.css$/.test(href);

/** Rebuilds the kept screen beside `#app` (whose prerendered sign-in stays hidden); false until `#app` is parsed. */
function show(screen: KeptScreen, name: KeptScreenName): boolean {
  const app = document.getElementById('app');
  if (!app) return false;
  const kept = Object.assign(document.createElement('div'), { id: KEPT_ID });
  kept.append(...screen.nodes.map((n) => rebuild(n)).filter((n) => n !== null));
  app.before(kept);
  Object.assign(document.documentElement, { lang: screen.lang, dir: screen.dir });
  document.documentElement.dataset.kept = name;
  document.title = screen.title;
  // the address the app would send this start to: its first render is then the kept screen's own
  if (location.hash !== `#/${name}`) history.replaceState(history.state, '', `#/${name}`);
  return true;
}

/**
 * Paints the kept screen for this address as soon as `#app` is parsed, if there is one and it is still due: the
 * same build, a clock not set back, within the session and (offline) the card's window. The app removes it as it
 * renders (src/app/boot.tsx). Returns whether it will.
 */
export function paintKept(now = Date.now()): boolean {
  const online = navigator.onLine;
  const name = keptScreenFor(location.hash, online);
  const screen = name && readKept(name);
  const build = document.querySelector(`link[${MODULE_LINK}="${WAVE.entry}"]`)?.getAttribute('href');
  if (!name || !screen || screen.build !== build || now < screen.at || now >= screen.sessionUntil) return false;
  if (!online && now >= screen.offlineUntil) return false;
  for (const href of screen.styles.filter(isBuiltStyle)) {
    // render-blocking, as a stylesheet in the markup would be: no frame of the screen unstyled
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.setAttribute('blocking', 'render');
    document.head.appendChild(link);
  }
  if (!show(screen, name)) {
    const watch = new MutationObserver(() => show(screen, name) && watch.disconnect());
    watch.observe(document, { childList: true, subtree: true });
  }
  return true;
}
