// A feed's picture: the file of it that fits its box, fetched late on a slow link, and a plain box if it fails.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Img } from '../../services/content/entities';
import { type Box, columnWidth, imageAttributes } from '../../services/content/image-files';
import { slowLink } from '../../services/connection';

/** The boxes feed images are shown in (feed.css): the column (the page's width less its padding, up to the frame's
 * 1024 px) at 16:9, and the buy-now thumbnail. */
const BOXES: Record<string, () => Box> = {
  'feed-image': () => ({
    width: columnWidth(),
    sizes: '(min-width: 1024px) 992px, calc(100vw - 2rem)',
    aspect: 16 / 9,
  }),
  'buy-thumb': () => ({ width: 56, sizes: '56px', aspect: 1 }),
};

/** On a slow link an image is asked for once it is two screens away: the browser's own lazy loading starts
 * several screens ahead there. */
let nearby: IntersectionObserver | undefined;
const whenNear = (element: Element, then: () => void) => {
  nearby ??= new IntersectionObserver(
    (entries) =>
      entries.forEach((e) => {
        if (!e.isIntersecting) return;
        nearby!.unobserve(e.target);
        (e.target as Element & { near?: () => void }).near?.();
      }),
    { rootMargin: '200% 0px' },
  );
  (element as Element & { near?: () => void }).near = then;
  nearby.observe(element);
  return () => nearby!.unobserve(element);
};

/**
 * A feed's image, from the file that fits its box (src/services/content/image-files.ts). One that does not load
 * (offline and never cached, or gone) leaves a box in its place, the same size (`placeholder`, or its own class),
 * with no broken-image icon or alt text drawn in it; the alt text stays for screen readers.
 */
export function Picture({
  image,
  class: cls,
  placeholder = cls,
}: {
  image: Img | null;
  class?: string;
  placeholder?: string;
}) {
  const [failed, setFailed] = useState(false);
  const slow = slowLink();
  const [near, setNear] = useState(!slow);
  const ref = useRef<HTMLSpanElement>(null);
  // again when the box comes or goes (an image that arrives later, one that failed)
  useEffect(
    () => (near || !ref.current ? undefined : whenNear(ref.current, () => setNear(true))),
    [near, !image, failed],
  );
  if (!image) return null;
  // the same box while the image is far off (a slow link) as when it failed
  if (failed || !near)
    return (
      <span ref={ref} class={placeholder} role={image.alt ? 'img' : undefined} aria-label={image.alt || undefined} />
    );
  return (
    // lazy before its source is set, so the browser never starts the fetch at once
    <img
      class={cls}
      loading="lazy"
      decoding="async"
      width={image.width ?? 320}
      height={image.height ?? 180}
      alt={image.alt}
      {...imageAttributes(image, (BOXES[cls ?? ''] ?? BOXES['feed-image']!)(), slow)}
      onError={() => setFailed(true)}
    />
  );
}
