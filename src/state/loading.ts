// Part of the main bundle: whether route loads, fetches or other tracked loads are under way, for the loading bar.
import { computed, signal } from '@preact/signals';
import { pending } from '../services/fetching';

/** A route's chunk is loading: a flag, as the Router reports a start per suspension but one end. */
export const routeLoading = signal(false);

export const busy = computed(() => pending.value > 0 || routeLoading.value);

export const routeLoadStart = () => void (routeLoading.value = true);
export const routeLoadEnd = () => void (routeLoading.value = false);
