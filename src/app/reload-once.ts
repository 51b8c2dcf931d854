// Part of the main bundle: a chunk that fails to load (a deploy removed it, or the network dropped)
// reloads the page once, never in a loop (the app chunk after the sign-in island, src/main.tsx; the
// screens, src/app/lazy-screen.ts).

/** Names the screen whose failure reloaded the page: set before the reload, cleared only when that screen
 * loads. No clock, so a slow link cannot loop; and another screen loading (the dashboard, while the card's
 * prefetch keeps failing) does not re-arm it. */
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

/** The screen that caused the reload arrived: a later failure may reload once again. */
export function chunkLoaded(name: string, storage: Storage = sessionStorage): void {
  try {
    if (storage.getItem(RELOAD_KEY) === name) storage.removeItem(RELOAD_KEY);
  } catch {
    // storage refused: nothing was set
  }
}
