// Part of the main bundle: the one way the service clients fetch, with a time limit and a count for the loading bar.
import { signal } from '@preact/signals';

/** Fetches and other loads under way (a screen's own chunk); each one begins and ends exactly once (tracked()). */
export const pending = signal(0);

// peek(): these run during renders (the Router's suspense callbacks), which must not subscribe to the count
const beginLoad = () => void (pending.value = pending.peek() + 1);
const endLoad = () => void (pending.value = Math.max(0, pending.peek() - 1));

/** Counts a piece of slow work while it runs; returns what it returns. */
export async function tracked<T>(work: Promise<T>): Promise<T> {
  beginLoad();
  try {
    return await work;
  } finally {
    endLoad();
  }
}

/**
 * Sends a request (`send`, given the abort signal) and reads its answer (`read`), both within `timeoutMs`: past it
 * the signal aborts. The loading bar counts the wait for the response, not the reading of its body.
 */
export async function fetchWithTimeout<T>(
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<Response>,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    return await read(await tracked(send(abort.signal)));
  } finally {
    clearTimeout(timer);
  }
}
