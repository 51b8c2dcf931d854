// The boot script's part for an installed app's start (docs/kept-screens.md): a signed-in member's card or
// dashboard, as last shown, painted from the kept copy before the code has run. The app replaces it in one step.
import { entryModule, readKept, rebuild, type KeptScreen, type KeptScreenName } from '../services/kept-screens';
import { KEPT_ID } from '../names';

/** Which kept screen this address shows: as the app would decide it (the start address offline is the card). */
export function keptScreenFor(hash: string, online: boolean): KeptScreenName | null {
  if (/^#\/card\/?$/.test(hash)) return 'card';
  if (/^#\/dashboard\/?$/.test(hash)) return online ? 'dashboard' : null;
  if (/^(#\/?)?$/.test(hash)) return online ? 'dashboard' : 'card';
  return null;
}

/**
 * Rebuilds the kept screen at the start of the body, before `#app` (whose prerendered sign-in stays hidden): the
 * parser yields for a frame as the body begins, and that frame can show it. False until the body is parsed.
 */
function show(screen: KeptScreen, name: KeptScreenName): boolean {
  if (!document.body) return false;
  const kept = Object.assign(document.createElement('div'), { id: KEPT_ID });
  kept.append(...screen.nodes.map((n) => rebuild(n)).filter((n) => n !== null));
  document.body.prepend(kept);
  Object.assign(document.documentElement, { lang: screen.lang, dir: screen.dir });
  document.documentElement.dataset.kept = name;
  document.title = screen.title;
  // the address the app would send this start to, so its first render is the kept screen's own: after the paint
  // (the entry runs after it too), as it costs the main thread
  if (location.hash !== `#/${name}`)
    requestAnimationFrame(() => setTimeout(() => history.replaceState(history.state, '', `#/${name}`)));
  return true;
}

/**
 * Paints the kept screen for this address as soon as the body begins, if there is one and it is still due: the
 * same build, a clock not set back, within the session and (offline) the card's window. The app removes it as it
 * renders (src/app/boot.tsx). Returns whether it will.
 */
export function paintKept(now = Date.now()): boolean {
  try {
    return paintIfDue(now);
  } catch {
    return false; // storage or a browser refusing: the app paints the screen
  }
}

function paintIfDue(now: number): boolean {
  const online = navigator.onLine;
  const name = keptScreenFor(location.hash, online);
  const screen = name && readKept(name);
  if (!name || !screen || screen.build !== entryModule() || now < screen.at || now >= screen.sessionUntil) return false;
  if (!online && now >= screen.offlineUntil) return false;
  if (!('adoptedStyleSheets' in document)) return false; // an old browser: the app paints it
  // the screen's rules, adopted: no stylesheet to ask for (the first request of a cold start costs the most)
  const sheet = new CSSStyleSheet();
  // a copy is not live: its card does not shine or pulse (the app's card does, from its first render)
  sheet.replaceSync(`${screen.css}\n#${KEPT_ID} *, #${KEPT_ID} ::after { animation: none !important; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  if (!show(screen, name)) {
    const watch = new MutationObserver(() => show(screen, name) && watch.disconnect());
    watch.observe(document, { childList: true, subtree: true });
  }
  return true;
}
