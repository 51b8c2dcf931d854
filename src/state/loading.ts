// Part of the main bundle: whether route loads or fetches are under way, for the loading bar.
import { computed, signal } from '@preact/signals';
import { pending } from '../services/fetching';

/**
 * A route's chunk is loading. A flag, not a count: preact-iso's Router reports a start on every suspension
 * (each re-render of a still-loading screen) but an end only once, so a count never came back to zero.
 */
export const routeLoading = signal(false);

export const busy = computed(() => pending.value > 0 || routeLoading.value);

export const routeLoadStart = () => void (routeLoading.value = true);
export const routeLoadEnd = () => void (routeLoading.value = false);
