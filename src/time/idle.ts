// Work the member does not wait for, in the browser's next idle period.
type IdleWindow = { requestIdleCallback?: (task: () => void) => number };

/** Runs `task` when the page is idle; where the browser has no idle callbacks (Safari), after 1.5 s. */
export function whenIdle(task: () => void): void {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (idle) idle(task);
  else setTimeout(task, 1500);
}
