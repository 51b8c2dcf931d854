// Part of the main bundle: how many route loads and fetches are under way, for the loading bar.
import { signal } from '@preact/signals';

export const pending = signal(0);

// peek(): these run during renders (the Router's suspense callbacks), which must not subscribe to the count
export const beginLoad = () => void (pending.value = pending.peek() + 1);
export const endLoad = () => void (pending.value = Math.max(0, pending.peek() - 1));

/** Counts a piece of slow work while it runs; returns what it returns. */
export async function tracked<T>(work: Promise<T>): Promise<T> {
  beginLoad();
  try {
    return await work;
  } finally {
    endLoad();
  }
}
