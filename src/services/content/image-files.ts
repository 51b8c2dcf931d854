// Which file of a content image to show in a box: WordPress's copies (ACF's `sizes`) as a srcset the browser picks
// from at the screen's pixel ratio, or on a slow link one file, the smallest that fills the box at 1x.
import type { Img, ImgFile } from './entities';

/** A box images are shown in: its CSS width now, the `sizes` that says so to the browser, and the shape it crops
 * to (`object-fit: cover`). */
export interface Box {
  width: number;
  sizes: string;
  aspect: number;
}

const near = (a: number, b: number) => Math.abs(a / b - 1) < 0.02;

/** The content column's CSS width now: the page's, less its padding, up to the frame's 1024 px (app.css). */
export const columnWidth = (): number => Math.min(innerWidth, 1024) - 32;

/** `srcset` from files, as WordPress writes it. */
export const srcsetOf = (files: { src: string; w: number }[]): string =>
  files.map((f) => `${f.src} ${f.w}w`).join(', ');

/** The files that show what the box shows: the whole picture at any size, or a copy cut to the box's shape (the
 * 150×150 thumbnail for a square box); a copy cut to another shape would show another part of the picture. */
export function filesFor(image: Img, box: Box): ImgFile[] {
  const files = image.files ?? [];
  const whole =
    image.width && image.height ? image.width / image.height : files.at(-1) && files.at(-1)!.w / files.at(-1)!.h;
  return files.filter((f) => (whole && near(f.w / f.h, whole)) || near(f.w / f.h, box.aspect));
}

/** The smallest file at least as wide as the box, else the widest there is. */
export function smallestFilling<F extends { w: number }>(files: F[], width: number): F | undefined {
  return files.find((f) => f.w >= width) ?? files.at(-1);
}

/** What an `<img>` gets: `srcset` and `sizes` to choose from, or on a slow link (`single`) one file; without sizes,
 * the full size. */
export function imageAttributes(
  image: Img,
  box: Box,
  single: boolean,
): { src: string; srcset?: string; sizes?: string } {
  const files = filesFor(image, box);
  const src = smallestFilling(files, box.width)?.src ?? image.src;
  if (single || files.length < 2) return { src };
  return { src, srcset: srcsetOf(files), sizes: box.sizes };
}
