// The link as the browser rates it (Network Information API, Chromium's): read by prefetching (none on 2g or data
// saver, src/app/prefetch.ts) and by content images (the smallest that fills the box, src/components/feed/picture.tsx).
export type Connection = { saveData?: boolean; effectiveType?: string };

/** What the browser says of the link now; undefined where it says nothing (Firefox, Safari). */
export const connection = (): Connection | undefined =>
  (navigator as Navigator & { connection?: Connection }).connection;

/** A 2g or slow-2g link, or the member asked to save data: no prefetching, the smallest images, fetched late. */
export const slowLink = (link: Connection | undefined = connection()): boolean =>
  !!link && (!!link.saveData || /(^|-)2g$/.test(link.effectiveType ?? ''));
