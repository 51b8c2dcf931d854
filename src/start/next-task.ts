// Part of the main bundle: ends the task, so the browser paints and answers input between the start's steps.
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
