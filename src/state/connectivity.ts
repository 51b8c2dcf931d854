// Part of the main bundle: online state and the week of offline grace (spec sections 4 and 9).
import { computed, createModel, signal } from '@preact/signals';
import { OFFLINE_WINDOW_MS } from '../time/membership-rules';
import { MINUTE, SECOND } from '../time/units';

export const LAST_ONLINE_SAVE_MS = 10 * SECOND;
/** How far a stored time may run ahead of the clock (clocks drift) before it shows the date was wound back. */
export const CLOCK_SKEW_MS = 5 * MINUTE;

/** A stored time from the future proves nothing about age: the phone's date was set back since it was kept. */
export const aheadOfClock = (stored: number, now: number): boolean => stored - now > CLOCK_SKEW_MS;

export const ConnectivityModel = createModel(() => {
  const offline = signal(false);
  /** When the app was last known online (epoch ms); 0 for never. */
  const lastOnline = signal(0);
  /** Clock used for the week check; ticked by the tracker so the computed value stays fresh. */
  const now = signal(Date.now());

  const onlineWithinWeek = computed(
    () =>
      lastOnline.value > 0 &&
      !aheadOfClock(lastOnline.value, now.value) &&
      now.value - lastOnline.value < OFFLINE_WINDOW_MS,
  );

  function init(isOnline: boolean, storedLastOnline: number, at: number) {
    now.value = at;
    lastOnline.value = isOnline ? at : storedLastOnline;
    offline.value = !isOnline;
  }

  function setOnline(isOnline: boolean, at: number) {
    now.value = at;
    offline.value = !isOnline;
    if (isOnline) lastOnline.value = at;
  }

  return { offline, lastOnline, now, onlineWithinWeek, init, setOnline };
});
