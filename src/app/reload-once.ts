// Part of the main bundle: a chunk that fails to load (a deploy, a dropped network) reloads the page once, never in a loop.

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

/** The screen that caused the reload arrived: a later failure may reload once again. */
export function chunkLoaded(name: string, storage: Storage = sessionStorage): void {
  try {
    if (storage.getItem(RELOAD_KEY) === name) storage.removeItem(RELOAD_KEY);
  } catch {
    // storage refused: nothing was set
  }
}
