// Part of the main bundle: whether route loads or fetches are under way, for the loading bar.
import { computed, signal } from '@preact/signals';
import { useLayoutEffect } from 'preact/hooks';

/** Fetches under way; each one begins and ends exactly once (tracked()). */
export const pending = signal(0);
/** A route's chunk is loading: a flag, as the Router reports a start per suspension but one end. */
export const routeLoading = signal(false);

export const busy = computed(() => pending.value > 0 || routeLoading.value);

// peek(): these run during renders (the Router's suspense callbacks), which must not subscribe to the count
const beginLoad = () => void (pending.value = pending.peek() + 1);
const endLoad = () => void (pending.value = Math.max(0, pending.peek() - 1));
export const routeLoadStart = () => void (routeLoading.value = true);
export const routeLoadEnd = () => void (routeLoading.value = false);

/** Rendered beside the Router: a Router taken off screen mid-load (offline screen, guard, error page) never reports the end. */
export function RouteLoadEnds(): null {
  useLayoutEffect(() => routeLoadEnd, []);
  return null;
}

/** Counts a piece of slow work while it runs; returns what it returns. */
export async function tracked<T>(work: Promise<T>): Promise<T> {
  beginLoad();
  try {
    return await work;
  } finally {
    endLoad();
  }
}
