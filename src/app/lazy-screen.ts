// Part of the main bundle. Wraps preact-iso's lazy() so a chunk that fails to load
// (a deploy removed it, or the network dropped) reloads the page once, never in a loop.
import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { ChunkError } from './route-error';

export type LazyScreen = ComponentType<object> & { preload: () => Promise<unknown> };
type Loader = () => Promise<{ default: ComponentType<object> }>;

const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_GUARD_MS = 30_000;

/** True when a reload was started; false when one already happened moments ago. */
export function reloadOnce(now = Date.now(), storage: Storage = sessionStorage, reload = () => location.reload()): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

export function lazyScreen(load: Loader): LazyScreen {
  return lazy(() =>
    load().catch(() => {
      if (reloadOnce()) return new Promise<never>(() => {}); // the page is going away
      return { default: ChunkError };
    }),
  ) as unknown as LazyScreen;
}
