// Spec section 1, installable: a complete web app manifest and Apple touch icons.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, routeFor } from '../../src/app/routes';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as Record<string, unknown> & {
  icons: Icon[];
};
const file = (src: string) => `public${src}`;
/** A PNG's width and height, from its header. */
const pngSize = (path: string) => {
  const bytes = readFileSync(path);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

describe('web app manifest', () => {
  it('names the app, opens standalone in portrait, and has its colours, start URL and scope', () => {
    expect(manifest).toMatchObject({
      name: 'Pro Membership',
      short_name: expect.stringMatching(/^.{1,12}$/),
      orientation: 'portrait',
      display: 'standalone',
      start_url: '/#/',
      scope: '/',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
  });

  it('has 192 and 512 px icons and a maskable one, each file the size it claims', () => {
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.filter((i) => (i.purpose ?? 'any').includes('any')).map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(png.some((i) => i.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) expect(existsSync(file(icon.src)), icon.src).toBe(true);
    for (const icon of png) expect(pngSize(file(icon.src)), icon.src).toBe(icon.sizes);
  });

  it("has only bitmap icons and a bitmap favicon: the browser decodes them on the page's main thread", () => {
    // an SVG with text is a document of its own to lay out: 9-50 ms of the page's main thread at 1x CPU,
    // once for the favicon and once for the install icon (docs/notes.md, "Icons are bitmaps")
    for (const icon of manifest.icons) expect(icon.type, icon.src).toBe('image/png');
    const favicon = readFileSync('index.html', 'utf8').match(/<link rel="icon" href="([^"]+)"/)?.[1];
    expect(favicon).toBe('/favicon.ico');
    const ico = readFileSync(file(favicon!));
    expect(ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + 4).toString('latin1')).toBe('\x89PNG');
  });

  it('offers the card and master classes on a long press, and real phone screenshots to the install dialog', () => {
    const shortcuts = manifest.shortcuts as { name: string; url: string; icons: Icon[] }[];
    expect(shortcuts.map((s) => s.url)).toEqual(['/#/card', '/#/master-classes']);
    for (const s of shortcuts) expect(routeFor(s.url.slice(2)), s.url).not.toBe(NOT_FOUND);
    const shots = manifest.screenshots as (Icon & { form_factor: string })[];
    expect(shots.length).toBeGreaterThan(0);
    for (const icon of [...shortcuts.flatMap((s) => s.icons), ...shots]) {
      expect(pngSize(file(icon.src)), icon.src).toBe(icon.sizes);
      expect(readFileSync(file(icon.src)).length, icon.src).toBeLessThan(40_000);
    }
    // Chrome's richer install dialog: a phone-shaped picture, at most 2.3 times as tall as wide
    for (const s of shots) {
      const [w, h] = s.sizes.split('x').map(Number) as [number, number];
      expect(s.form_factor).toBe('narrow');
      expect(h / w).toBeLessThanOrEqual(2.3);
    }
  });

  it('gives Apple devices a 180 px touch icon from index.html', () => {
    const link = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(readFileSync('index.html', 'utf8'));
    expect(link).not.toBeNull();
    expect(pngSize(file(link![1]!))).toBe('180x180');
  });
});
