// Content images sized for their box: the files an ACF image field offers (WordPress's sizes) and which one shows.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { h } from 'preact';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { image as wpImage } from '../../server/content/images.js';
import { img } from '../../src/services/content/fields';
import { filesFor, imageAttributes, type Box } from '../../src/services/content/image-files';

const FEED: Box = { width: 328, sizes: 'calc(100vw - 2rem)', aspect: 16 / 9 };
const THUMB: Box = { width: 56, sizes: '56px', aspect: 1 };
const photo = () => img(wpImage('video', 3, 'A look', ''))!;
const name = (src: string) => src.replace(/^.*\//, '');

describe("an ACF image field's files", () => {
  it('reads every size WordPress made, smallest first, the full size last', () => {
    expect(photo().files!.map((f) => `${name(f.src)} ${f.w}x${f.h}`)).toEqual([
      'video-3-150x150.jpg 150x150',
      'video-3-300x200.jpg 300x200',
      'video-3-768x512.jpg 768x512',
      'video-3-1024x683.jpg 1024x683',
      'video-3-1536x1024.jpg 1536x1024',
      'video-3-2048x1365.jpg 2048x1365',
      'video-3-scaled.jpg 2560x1707',
    ]);
  });

  it('checks each size URL as the full one, and counts a size that names the full-size file once, at its size', () => {
    const raw = wpImage('thumb', 1, 'Lipstick', '');
    const read = img({
      ...raw,
      sizes: { ...raw.sizes, medium: 'javascript:alert(1)', large: 'https://evil.example/a.jpg' },
    })!;
    expect(read.files!.map((f) => `${name(f.src)} ${f.w}`)).toEqual([
      'thumb-1-150x150.jpg 150',
      'thumb-1-768x768.jpg 768',
      'thumb-1.jpg 1500',
    ]);
  });

  it('keeps an image with no sizes (a plain url) to its one file', () => {
    expect(img({ url: '/wp-content/uploads/a.jpg', alt: '' })).toMatchObject({
      src: '/wp-content/uploads/a.jpg',
      files: [],
    });
  });
});

describe('the file a box shows', () => {
  it("offers the browser the picture's uncut sizes for a 16:9 box, and falls back to the smallest that fills it", () => {
    const { src, srcset, sizes } = imageAttributes(photo(), FEED, false);
    expect(name(src)).toBe('video-3-768x512.jpg');
    expect(srcset!.split(', ').map((c) => name(c))).toEqual([
      'video-3-300x200.jpg 300w',
      'video-3-768x512.jpg 768w',
      'video-3-1024x683.jpg 1024w',
      'video-3-1536x1024.jpg 1536w',
      'video-3-2048x1365.jpg 2048w',
      'video-3-scaled.jpg 2560w',
    ]);
    expect(sizes).toBe(FEED.sizes);
  });

  it('offers the square crop to a square box, which shows what the crop shows', () => {
    const thumb = img(wpImage('article', 2, 'Lipstick', ''))!;
    expect(filesFor(thumb, THUMB).map((f) => name(f.src))[0]).toBe('article-2-150x150.jpg');
    expect(filesFor(thumb, FEED).map((f) => name(f.src))).not.toContain('article-2-150x150.jpg');
  });

  it('on a slow link gives one file, the smallest that fills the box at 1x', () => {
    expect(imageAttributes(photo(), FEED, true)).toEqual({ src: '/wp-content/uploads/2026/06/video-3-768x512.jpg' });
    const thumb = img(wpImage('thumb', 1, 'Lipstick', ''))!;
    expect(imageAttributes(thumb, THUMB, true)).toEqual({ src: '/wp-content/uploads/2026/06/thumb-1-150x150.jpg' });
  });

  it('shows the full size only where nothing smaller exists', () => {
    expect(imageAttributes(img({ url: '/a.jpg', alt: '', width: 2560, height: 1707 })!, FEED, false)).toEqual({
      src: '/a.jpg',
    });
    const { src } = imageAttributes(photo(), { ...FEED, width: 2400 }, true);
    expect(name(src)).toBe('video-3-scaled.jpg');
  });

  it('renders the srcset and sizes on the feed image, lazily', async () => {
    const { Picture } = await import('../../src/components/feed/picture');
    const { container } = render(h(Picture, { image: photo(), class: 'feed-image' }));
    const shown = container.querySelector('img')!;
    expect(shown.getAttribute('loading')).toBe('lazy');
    expect(shown.getAttribute('sizes')).toBe('(min-width: 1024px) 992px, calc(100vw - 2rem)');
    expect(shown.getAttribute('srcset')).toContain('video-3-768x512.jpg 768w');
    expect(shown.getAttribute('srcset')).not.toContain('150x150');
  });
});
