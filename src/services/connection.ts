// The link as the browser rates it (Network Information API, Chromium's): read by the first paint (a visitor's code on a
// fast link, src/first-paint/early.ts) and by prefetching (none on 2g or data saver, src/app/prefetch.ts).
export type Connection = { saveData?: boolean; effectiveType?: string };

/** What the browser says of the link now; undefined where it says nothing (Firefox, Safari). */
export const connection = (): Connection | undefined =>
  (navigator as Navigator & { connection?: Connection }).connection;
