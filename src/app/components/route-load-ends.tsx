// Part of the app chunk (src/app/app-chunk.tsx): the route-loading flag's end, for a Router that leaves mid-load.
import { useLayoutEffect } from 'preact/hooks';
import { routeLoadEnd } from '../../state/loading';

/** Rendered beside the Router: a Router taken off screen mid-load (offline screen, guard, error page) never reports the end. */
export function RouteLoadEnds(): null {
  useLayoutEffect(() => routeLoadEnd, []);
  return null;
}
