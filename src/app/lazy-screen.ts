// Part of the app chunk (src/app/app-chunk.tsx). Wraps preact-iso's lazy() so a chunk that fails to load
// (a deploy removed it, or the network dropped) reloads the page once, never in a loop.
import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { ChunkError } from './route-error';
import { chunkLoaded, reloadOnce } from './reload-once';

export type LazyScreen = ComponentType<object> & {
  /** Loads the screen's code as going to it does: a failure reloads the page once (or shows the error screen). */
  preload: () => Promise<unknown>;
  /** Loads it ahead of need (./prefetch.ts): a failure changes nothing, as the member may be typing in a form. */
  prefetch: () => Promise<unknown>;
};
type Loader = () => Promise<{ default: ComponentType<object> }>;

/** Screens are created in the same order on every load of a build, so the count names them across a reload. */
let created = 0;

export function lazyScreen(load: Loader, name = `screen-${created++}`): LazyScreen {
  const screen = lazy(() =>
    load().then(
      (module) => (chunkLoaded(name), module),
      () => {
        if (reloadOnce(name)) return new Promise<never>(() => {}); // the page is going away
        return { default: ChunkError };
      },
    ),
  ) as unknown as LazyScreen;
  // the code first, on its own: only once it is here does the screen take it (from the browser's module map)
  screen.prefetch = () => load().then(() => screen.preload());
  return screen;
}
