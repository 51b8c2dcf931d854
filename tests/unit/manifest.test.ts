// Spec section 1, installable: a complete web app manifest and Apple touch icons.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Icon { src: string; sizes: string; type: string; purpose?: string }
const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as Record<string, unknown> & { icons: Icon[] };
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
    expect(png.filter((i) => (i.purpose ?? 'any').includes('any')).map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((i) => i.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) expect(existsSync(file(icon.src)), icon.src).toBe(true);
    for (const icon of png) expect(pngSize(file(icon.src)), icon.src).toBe(icon.sizes);
  });

  it('gives Apple devices a 180 px touch icon from index.html', () => {
    const link = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(readFileSync('index.html', 'utf8'));
    expect(link).not.toBeNull();
    expect(pngSize(file(link![1]!))).toBe('180x180');
  });
});
