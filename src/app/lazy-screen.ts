// Part of the app chunk (src/app/boot.tsx). Wraps preact-iso's lazy() so a chunk that fails to load
// (a deploy removed it, or the network dropped) reloads the page once, never in a loop.
import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { ChunkError } from './route-error';

export type LazyScreen = ComponentType<object> & { preload: () => Promise<unknown> };
type Loader = () => Promise<{ default: ComponentType<object> }>;

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

/** Screens are created in the same order on every load of a build, so the count names them across a reload. */
let created = 0;

export function lazyScreen(load: Loader, name = `screen-${created++}`): LazyScreen {
  return lazy(() =>
    load().then(
      (module) => (chunkLoaded(name), module),
      () => {
        if (reloadOnce(name)) return new Promise<never>(() => {}); // the page is going away
        return { default: ChunkError };
      },
    ),
  ) as unknown as LazyScreen;
}
