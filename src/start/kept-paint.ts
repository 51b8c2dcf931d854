// The boot script's part for an installed app's start (docs/kept-screens.md): a signed-in member's card or
// dashboard, as last shown, painted from the kept copy before the code has run. The app replaces it in one step.
import { dropKept, entryModule, readKept, type KeptScreen, type KeptScreenName } from '../services/kept-screens';
import { rebuild } from './kept-allowlist';
import { OFFLINE_WINDOW_MS, SIGN_OUT_AFTER_MS } from '../time/membership-rules';
import { planStart } from './plan';
import { KEPT_CSS, KEPT_ID } from '../names';

/** Which kept screen this address shows, as the app would decide it (./plan.ts: `/` offline is the card). */
export function keptScreenFor(hash: string, online: boolean): KeptScreenName | null {
  const { screen } = planStart({ hash, signedIn: true, online });
  return screen === 'card' || screen === 'dashboard' ? screen : null;
}

/** The build's own rules for the screen, from index.html (never from the copy), adopted: no stylesheet to ask for. */
function adoptCss(name: KeptScreenName): void {
  const template = document.getElementById(KEPT_CSS) as HTMLTemplateElement | null;
  const sheets = template?.content.querySelectorAll(`style[data-kept~="${name}"]`) ?? [];
  const sheet = new CSSStyleSheet();
  // a copy is not live: its card does not shine or pulse (the app's card does, from its first render)
  sheet.replaceSync(
    `${[...sheets].map((s) => s.textContent).join('\n')}\n#${KEPT_ID} *, #${KEPT_ID} ::after { animation: none !important; }`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Whether the parser is past the build's rules for kept screens: after the (hidden) prerendered screen, and followed
 * by the greeting's template (scripts/vite-first-paint.ts). */
const cssParsed = () => !!document.getElementById(KEPT_CSS)?.nextSibling;

/**
 * Puts the kept screen, built already, at the start of the body, before `#app` (whose prerendered sign-in stays
 * hidden), once its rules are parsed: the first frame shows it. False until then.
 */
function show(screen: KeptScreen, name: KeptScreenName, nodes: Node[]): boolean {
  if (!cssParsed()) return false;
  adoptCss(name);
  const kept = Object.assign(document.createElement('div'), { id: KEPT_ID });
  kept.append(...nodes);
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

/** Whether the copy may be shown now: the same build, a clock not set back, within the session and (offline) the
 * card's window, each capped at the app's own window from when it was kept, whatever the copy says. */
const due = (screen: KeptScreen, now: number, online: boolean): boolean =>
  screen.build === entryModule() &&
  now >= screen.at &&
  now < Math.min(screen.sessionUntil, screen.at + SIGN_OUT_AFTER_MS) &&
  (online || now < Math.min(screen.offlineUntil, screen.at + OFFLINE_WINDOW_MS)) &&
  'adoptedStyleSheets' in document; // an old browser: the app paints the screen

/** The copy goes, with whatever of it was put on the page: the prerendered screen shows as with no copy. */
function drop(name: KeptScreenName): false {
  dropKept(name);
  document.getElementById(KEPT_ID)?.remove();
  document.adoptedStyleSheets = [];
  delete document.documentElement.dataset.kept;
  return false;
}

/**
 * Paints the kept screen for this address as soon as its rules are parsed, if there is one and it is due (`due`);
 * the app removes it as it renders (src/app/app-chunk.tsx). A copy that is not painted is dropped: one not due, and one
 * the app did not make (off the allowlist, src/start/kept-allowlist.ts) or that fails to build, at any step.
 * Returns whether it will paint.
 */
export function paintKept(now = Date.now()): boolean {
  const online = navigator.onLine;
  const name = keptScreenFor(location.hash, online);
  if (!name) return false;
  try {
    const screen = readKept(name);
    if (!screen) return false;
    if (!due(screen, now, online)) return drop(name);
    // built whole before anything is shown: a copy that throws shows nothing
    const nodes = screen.nodes.map((n) => rebuild(n));
    if (show(screen, name, nodes)) return true;
    // until the parser has come to the rules, the head script holds the frames (./head.ts)
    const watch = new MutationObserver(() => {
      try {
        if (show(screen, name, nodes)) watch.disconnect();
      } catch {
        watch.disconnect();
        drop(name);
      }
    });
    watch.observe(document, { childList: true, subtree: true });
    return true;
  } catch {
    return drop(name);
  }
}
