// Part of the app chunk (src/app/app-chunk.tsx, through ./tracking.ts).

/** Leading and trailing throttle: the first call runs at once, the last of a burst after the wait. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number, now = () => Date.now()) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | null = null;
  return (...args: A) => {
    const since = now() - last;
    if (since >= wait && !timer) {
      last = now();
      fn(...args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        last = now();
        if (pendingArgs) fn(...pendingArgs);
        pendingArgs = null;
      },
      Math.max(0, wait - since),
    );
  };
}
