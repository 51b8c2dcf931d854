// Units of time, in milliseconds (what Date.now() and setTimeout speak). Imports nothing: every layer may use it.
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** For the APIs that count in seconds (the service worker's cache expiration). */
export const inSeconds = (ms: number): number => ms / SECOND;
