// Part of the main bundle: a chunk that fails to load (a deploy, a dropped network) reloads the page once, never in a loop.
import islandStrings from '../../i18n/en-US.json?island';
import { HIDDEN_CLASS, KEPT_ID } from '../names';

/** The screen whose failure reloaded the page, cleared only when that screen loads: no clock, so no loop. */
const RELOAD_KEY = 'chunk-reload-for';

/** True when a reload was started; false when this session reloaded already and that screen has not loaded since. */
export function reloadOnce(name: string, storage: Storage = sessionStorage, reload = () => location.reload()): boolean {
  try {
    if (storage.getItem(RELOAD_KEY) !== null) return false;
    storage.setItem(RELOAD_KEY, name);
  } catch {
    return false; // storage refused: without the flag a reload could repeat for ever
  }
  reload();
  return true;
}

/**
 * The page's start (the app's code, or its language table) failed: the page is loaded again once; past that, the
 * first status region on screen (the frame's, in the kept screen or the prerendered one, which shows now if it was
 * hidden as not this address's) says, as an alert, that part of the app did not come, in English from the entry's
 * strings (src/i18n/island.ts: no table came), and coming online or following a link loads the page again.
 */
export function reloadOrSay(name: string): void {
  if (reloadOnce(name)) return;
  if (!document.getElementById(KEPT_ID)) document.documentElement.classList.remove(HIDDEN_CLASS);
  const { chunk } = islandStrings.error as Record<string, string>;
  const said = Object.assign(document.createElement('p'), { className: 'offline-banner', textContent: chunk });
  // an alert, read out as it comes: the region around it may have been hidden until now (an attribute: Firefox
  // before 119 has no role property)
  said.setAttribute('role', 'alert');
  document.querySelector('[role=status]')?.replaceChildren(said);
  for (const type of ['online', 'hashchange']) addEventListener(type, () => location.reload(), { once: true });
}

/** The screen that caused the reload arrived: a later failure may reload once again. */
export function chunkLoaded(name: string, storage: Storage = sessionStorage): void {
  try {
    if (storage.getItem(RELOAD_KEY) === name) storage.removeItem(RELOAD_KEY);
  } catch {
    // storage refused: nothing was set
  }
}
