import { afterEach, describe, expect, it, vi } from 'vitest';

const config = { gtmId: '' };
vi.mock('../../src/config', () => ({ config }));
const { loadTagManager, loadTagManagerAfterPaint, trackPage } = await import('../../src/state/tracking');

const tagScripts = () => document.head.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]');

describe('the tag manager', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
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

  it("sends the data layer a page change as the route's path and its static title, nothing else", () => {
    trackPage('/card', 'Digital ID Card · Pro Membership');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'page_view', page_path: '/card', page_title: 'Digital ID Card · Pro Membership' },
    ]);
  });

  it('a page change held by the throttle lands even when it fires after a test has taken `window` away', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    vi.advanceTimersByTime(1000); // past the previous test's page change
    trackPage('/card', 'Card');
    trackPage('/dashboard', 'Dashboard'); // within the wait: held
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    vi.stubGlobal('window', undefined); // what a test environment's teardown leaves
    vi.advanceTimersByTime(250);
    vi.unstubAllGlobals();
    expect(layer).toEqual([
      { event: 'page_view', page_path: '/card', page_title: 'Card' },
      { event: 'page_view', page_path: '/dashboard', page_title: 'Dashboard' },
    ]);
  });

  it('is requested only after the first paint, never before it', () => {
    config.gtmId = 'GTM-TEST1';
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // the browser's frame: its callbacks run, then it paints
    const frame: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frame.push(cb));
    loadTagManagerAfterPaint();
    vi.advanceTimersByTime(1000); // however long the first frame takes, nothing is requested before it
    expect(tagScripts()).toHaveLength(0);
    frame.splice(0).forEach((cb) => cb(performance.now()));
    expect(tagScripts()).toHaveLength(0); // still inside the frame, before its paint
    vi.runAllTimers(); // the first task after the paint
    expect(tagScripts()).toHaveLength(1);
  });
});
