import { afterEach, describe, expect, it, vi } from 'vitest';

const config = { gtmId: '' };
vi.mock('../../src/config', () => ({ config }));
const { loadTagManager } = await import('../../src/state/tracking');

const tagScripts = () => document.head.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]');

describe('the tag manager', () => {
  afterEach(() => {
    tagScripts().forEach((s) => s.remove());
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('loads nothing when no id is configured', () => {
    config.gtmId = '';
    loadTagManager();
    expect(tagScripts()).toHaveLength(0);
  });

  it('loads one async script with the configured id and starts the data layer', () => {
    config.gtmId = 'GTM-TEST1';
    loadTagManager();
    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    expect(layer).toEqual([expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) })]);
  });
});
