// Gecko: Debian's firefox-esr over WebDriver BiDi (puppeteer-core). One browser per run, a fresh browser
// context (its own storage, caches and service workers) per journey.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { waitFor, type Driver, type InPage, type SessionOptions } from './driver';

export interface Launched {
  newDriver(options?: SessionOptions): Promise<Driver>;
  close(): Promise<void>;
}

export async function launchFirefox(): Promise<Launched> {
  // puppeteer makes a temporary profile and deletes it on close, and kills the browser if this process exits
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    protocolTimeout: 60_000,
  });
  return {
    async newDriver(options = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (options.userAgent) await page.setUserAgent({ userAgent: options.userAgent });
      return wrap(page, async () => context.close());
    },
    close: () => browser.close(),
  };
}

function wrap(page: Page, close: () => Promise<void>): Driver {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${(e as Error).message ?? e}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  const driver: Driver = {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.evaluate(() => void ((window as { __lane_old?: boolean }).__lane_old = true));
      // Firefox reports a reload that something else interrupted as NS_BINDING_ABORTED (the app's own navigation
      // is one): then the new document is waited for below, and an old document still shown fails it. The
      // reload is not asked for again, which would pass a reload that did not happen
      await page.reload({ waitUntil: 'load' }).catch((e: unknown) => {
        if (!/NS_BINDING_ABORTED/.test(String(e))) throw e;
      });
      await waitFor(
        driver,
        'the reload',
        () => !(window as { __lane_old?: boolean }).__lane_old && document.readyState === 'complete',
      );
    },
    run: <T>(fn: InPage<T>, ...args: unknown[]) => page.evaluate(fn as (...a: unknown[]) => T, ...args) as Promise<T>,
    async click(selector) {
      await page.locator(selector).click();
    },
    async type(selector, text) {
      await page.locator(selector).click();
      await page.keyboard.type(text);
    },
    async shot(selector) {
      const el = await page.waitForSelector(selector);
      return Buffer.from(await el!.screenshot({ type: 'png' }));
    },
    async reportOffline(offline) {
      await page.setOfflineMode(offline); // BiDi network emulation: navigator.onLine and its events are real
      return 'emulated';
    },
    problems: async () => [...problems],
    close,
  };
  return driver;
}
