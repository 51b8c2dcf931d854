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
 * the signal aborts and the call fails, whether the answer's headers or its body are late (a provider or a proxy that
 * stalls or drips mid-body). The deadline holds even for an answer the signal cannot end (one sent earlier, the boot
 * script's sign-in). The loading bar counts the wait for the response, not the reading of its body.
 */
export async function fetchWithTimeout<T>(
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<Response>,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const abort = new AbortController();
  const deadline = new Promise<never>((_, reject) =>
    abort.signal.addEventListener('abort', () => reject(new Error('timed out'))),
  );
  deadline.catch(() => {}); // heard through the races below, or never when the answer came in time
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await Promise.race([tracked(send(abort.signal)), deadline]);
    return await Promise.race([read(response), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
