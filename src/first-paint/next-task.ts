// Part of the main bundle. Ends the current task: the browser may paint and answer input before what follows runs
// (on a slow phone each step of the start is long enough to be felt; two of them in one task are a long task).
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
