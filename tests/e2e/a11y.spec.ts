import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { LANGUAGES } from '../../src/i18n/languages';
import { open, test, expect } from './fixtures';
import { fault, go, PASSWORD, setOffline, stubWaitingUpdate } from './helpers';
import { MEMBER_TITLE_KEYS, VISITOR_TITLE_KEYS } from '../shared/routes';
import { readFeedLabels, withFeedLabels } from '../../scripts/vite-i18n-fallback';

/** Each screen and the key of its page title (spec section 2), from tests/shared/routes.ts so the route table is not checked against itself. */
const VISITOR = VISITOR_TITLE_KEYS;
const MEMBER = MEMBER_TITLE_KEYS;

type Table = Record<string, Record<string, string>>;
/** A language's table as the build makes it: with the feeds' labels (i18n/feeds.json). */
const tableOf = (locale: string) =>
  withFeedLabels(
    JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as Table,
    locale,
    readFeedLabels('i18n'),
  ) as Table;
/** `document.title` of a screen in a language, from that language's own table. */
function titleOf(locale: string, key: string): string {
  const table = tableOf(locale);
  return table.app!.documentTitle!.replace('{{page}}', table.title![key]!);
}
/** A message as a language's own table words it ('section.key'). */
function textOf(locale: string, key: string): string {
  const [section, name] = key.split('.') as [string, string];
  return tableOf(locale)[section]![name]!;
}

// axe-core, the copy @axe-core/playwright uses, put into the page once per document (the app changes
// screens without reloading): AxeBuilder would inject its half-megabyte source again for every screen.
const AXE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
};

/**
 * axe's WCAG 2.2 A and AA rules; text contrast axe could not decide, decided here unless a picture is behind it;
 * nothing scrolling sideways or clipping text at 320 px; every control 44 by 44 px; the sticky header no taller
 * than the scroll padding that keeps the keyboard's focus clear of it; a page heading in three lines at most; a
 * text field at least half its row.
 */
async function check(page: Page, where: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
    const { violations, incomplete } = await axe.run(document, options);
    // axe leaves text under a gradient or a painted pseudo-element (the card's sheen) undecided: decide it here,
    // wherever it is; text over a picture stays undecided, except in the header and on the card, which must be measurable
    const undecided = incomplete
      .filter((r) => r.id === 'color-contrast')
      .flatMap((r) => r.nodes)
      .map((n) => document.querySelector<HTMLElement>(n.target.join(' '))!)
      .map((e) => [e, worstContrast(e)] as const)
      .filter(
        ([e, ratio]) =>
          (ratio !== 'picture' || e.closest('header, .member-card')) &&
          !(typeof ratio === 'number' && ratio >= required(e)),
      )
      .map(
        ([e, ratio]) =>
          `color-contrast ${typeof ratio === 'number' ? ratio.toFixed(2) : ratio}: ${e.tagName.toLowerCase()}.${e.className} "${e.textContent!.trim().slice(0, 30)}"`,
      );
    return [
      ...violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      ),
      ...undecided,
    ];

    /** WCAG 1.4.3: 3:1 for large text (24 px, or 18.66 px bold), 4.5:1 for the rest. */
    function required(e: Element) {
      const style = getComputedStyle(e);
      const size = parseFloat(style.fontSize);
      return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700) ? 3 : 4.5;
    }
    /** The text's contrast over its opaque background with each colour of any gradient painted over it, the worst. */
    function worstContrast(e: Element): number | 'picture' {
      const colours = (s: string) =>
        (s.match(/rgba?\([^)]*\)/g) ?? []).map((c) => {
          const [r, g, b, a = 1] = c.match(/[\d.]+/g)!.map(Number);
          return [r!, g!, b!, a] as const;
        });
      const over = (top: readonly number[], under: readonly number[]) =>
        under.map((u, i) => (i < 3 ? top[i]! * top[3]! + u * (1 - top[3]!) : 1));
      const luminance = (c: readonly number[]) => {
        const [r, g, b] = c
          .slice(0, 3)
          .map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      let base: readonly number[] | undefined;
      const layers: string[] = [];
      for (let x: Element | null = e; x && !base; x = x.parentElement) {
        const style = getComputedStyle(x);
        if (style.backgroundImage !== 'none') layers.push(style.backgroundImage);
        for (const pseudo of ['::before', '::after']) {
          const p = getComputedStyle(x, pseudo);
          if (p.content !== 'none' && p.backgroundImage !== 'none') layers.push(p.backgroundImage);
        }
        const [bg] = colours(style.backgroundColor);
        if (bg && bg[3] === 1) base = bg;
      }
      if (layers.some((l) => /url\(/.test(l))) return 'picture';
      if (!base) return 0;
      const fg = colours(getComputedStyle(e).color)[0]!;
      const backgrounds = [base, ...layers.flatMap(colours).map((c) => over(c, base!))];
      return Math.min(
        ...backgrounds.map((bg) => {
          const [hi, lo] = [luminance(over(fg, bg)), luminance(bg)].sort((a, b) => b - a);
          return (hi! + 0.05) / (lo! + 0.05);
        }),
      );
    }
  }, WCAG);
  const problems = await page.evaluate(() => {
    const wide =
      document.documentElement.scrollWidth > innerWidth + 1
        ? [`page is ${document.documentElement.scrollWidth}px wide`]
        : [];
    // the whole frame: banners, the update toast and the landscape warning as well as the page
    const clipped = Array.from(document.querySelectorAll<HTMLElement>('#app *'))
      .filter(
        (e) =>
          !e.closest('.sr-only') &&
          e.children.length === 0 &&
          e.textContent!.trim() &&
          e.scrollWidth > e.clientWidth + 1 &&
          getComputedStyle(e).overflowX !== 'visible',
      )
      .map((e) => `clipped: ${e.tagName.toLowerCase()} "${e.textContent!.trim().slice(0, 30)}"`);
    // text cut off sideways by an ancestor that clips (the card's overflow: hidden, the menu) or by the edge of
    // the screen (a fixed toast or warning does not scroll): the text's own boxes must lie within every clipping
    // ancestor's box and within the viewport
    const cutOff = Array.from(document.querySelectorAll<HTMLElement>('#app *'))
      .filter(
        (e) =>
          !e.closest('.sr-only, .skip-link:not(:focus)') &&
          e.children.length === 0 &&
          e.textContent!.trim() &&
          e.checkVisibility(),
      )
      .filter((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        const text = range.getBoundingClientRect();
        if (text.left < -1 || text.right > innerWidth + 1) return true;
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX === 'visible') continue;
          const box = a.getBoundingClientRect();
          if (text.left < box.left - 1 || text.right > box.right + 1) return true;
        }
        return false;
      })
      .map((e) => `cut off: ${e.tagName.toLowerCase()} "${e.textContent!.trim().slice(0, 30)}"`);
    // WCAG 2.5.5: links inside a sentence are exempt; a checkbox's target is the box with its label
    const inSentence = (e: Element) =>
      e.matches('.rich-text a') ||
      (getComputedStyle(e).display === 'inline' &&
        (e.closest('p, li, dd, td') ?? e).textContent!.trim() !== e.textContent!.trim());
    // behind an open modal dialog nothing can be pressed
    const small = Array.from(
      (document.querySelector('dialog:modal') ?? document).querySelectorAll<HTMLElement>(
        'a[href], button, select, input, summary',
      ),
    )
      .filter((e) => e.checkVisibility() && !e.closest('.sr-only, .skip-link') && !inSentence(e))
      .map((e) => {
        const boxes = [e, ...Array.from((e as HTMLInputElement).labels ?? [])].map((x) => x.getBoundingClientRect());
        const w = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
        const h = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
        return { e, w, h };
      })
      .filter(({ w, h }) => w < 44 - 0.5 || h < 44 - 0.5)
      .map(
        ({ e, w, h }) =>
          `target ${Math.round(w)}x${Math.round(h)}: ${e.tagName.toLowerCase()} "${(e.textContent || e.id).trim().slice(0, 30)}"`,
      );
    // WCAG 2.4.11: the scroll padding (app.css) keeps a focused control and its ring (5 px) below the sticky header
    const header = document.querySelector('.header-default');
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockStart) || 0;
    const tall =
      header && header.getBoundingClientRect().height + 5 > padding
        ? [
            `sticky header ${Math.round(header.getBoundingClientRect().height)}px under a scroll padding of ${padding}px`,
          ]
        : [];
    // a heading past three lines at 320 px is a wording to shorten (Greek's contact list took four)
    const heading = document.querySelector<HTMLElement>('main h1');
    const lines = heading?.checkVisibility()
      ? Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight))
      : 0;
    const long = lines > 3 ? [`heading in ${lines} lines: "${heading!.textContent!.trim().slice(0, 30)}"`] : [];
    // a password keeps at least half its row beside its Show button, whose label wraps (Greek's is long)
    const squeezed = [...document.querySelectorAll('.field-control')]
      .map((row) => [row.getBoundingClientRect().width, row.querySelector('input')] as const)
      .filter(([row, input]) => input?.checkVisibility() && input.getBoundingClientRect().width < row / 2)
      .map(
        ([row, input]) =>
          `field #${input!.id} ${Math.round(input!.getBoundingClientRect().width)} of ${Math.round(row)}px`,
      );
    return [...wide, ...clipped, ...cutOff, ...small, ...tall, ...long, ...squeezed];
  });
  expect.soft([...found, ...problems], where).toEqual([]);
}

/** Waits for a screen to be the one shown: its title in the language, its content loaded, no loading bar. */
async function shown(page: Page, title: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('main h1')).toBeAttached();
  await expect(page.locator('.feed-loading')).toHaveCount(0);
  await expect(page.locator('.loading-bar-on')).toHaveCount(0);
}

async function signIn(page: Page, email: string) {
  await go(page, '/');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
}

// axe-core measures with inline styles of its own, which the app's CSP (no inline style) rightly reports;
// the CSP is watched by every other spec, so here the page runs without it
test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

for (const { value, locale } of LANGUAGES) {
  test(`every screen in ${locale} passes axe and fits 320 px`, async ({ page }) => {
    test.setTimeout(150_000);
    await open(page, '/');
    await page.locator('#language-switcher').selectOption(value);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const [path, key] of VISITOR) {
      await go(page, path);
      await shown(page, titleOf(locale, key));
      await check(page, `${locale} ${path}`);
    }
    await go(page, '/');
    await page.locator('form button[type=submit]').click(); // empty: both fields show their errors
    await expect(page.locator('.field-error')).toHaveCount(2);
    await check(page, `${locale} / with errors`);
    await page.locator('#email').fill('active@demo.test');
    await page.locator('#password').fill('not-the-password');
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('.form-summary-message')).toBeVisible();
    await check(page, `${locale} / with the provider's refusal`);
    await go(page, '/register');
    await expect(page.locator('#acceptTerms')).toBeVisible(); // not the sign-in form, which stays until this arrives
    await page.locator('form button[type=submit]').click(); // empty: every field and both boxes say what is missing
    await expect(page.locator('.field-error').first()).toBeVisible();
    await check(page, `${locale} /register with errors`);

    await signIn(page, 'expiring@demo.test');
    await expect(page).toHaveURL(/#\/expiration-warning$/);
    for (const [path, key] of MEMBER) {
      await go(page, path);
      await shown(page, titleOf(locale, key));
      await check(page, `${locale} ${path}`);
    }
    await go(page, '/settings');
    await page.locator('#store').selectOption('other'); // shows the find-a-store link
    await expect(page.locator('#store ~ p a')).toBeVisible();
    await check(page, `${locale} /settings, store Other`);
    await go(page, '/dashboard');
    await page.locator('header button[aria-haspopup=dialog]').click();
    await expect(page.locator('dialog.menu')).toBeVisible();
    await check(page, `${locale} menu open`);
    await page.locator('dialog.menu li:last-child button').click(); // sign out: it asks first
    await expect(page.locator('dialog.confirm')).toBeVisible();
    await check(page, `${locale} sign-out question`);
    await page.locator('dialog.confirm .actions button:last-child').click();
    await expect(page).toHaveURL(/#\/$/);

    await signIn(page, 'expired@demo.test');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    await shown(page, titleOf(locale, 'membershipExpired'));
    await check(page, `${locale} /membership-expired`);
    await page.locator('.actions button').first().click(); // Check again: no renewal yet
    await expect(page.locator('.status-message')).toHaveText(textOf(locale, 'membership.unchanged'));
    await check(page, `${locale} /membership-expired, checked again`);
  });
}

for (const { value, locale } of LANGUAGES) {
  test(`the toasts, form errors, refusals, banners and load errors in ${locale} pass axe and fit 320 px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // a new version waits from the start: the service worker's registration says so (no real worker runs, so
    // every request below reaches the routes and faults set here)
    await stubWaitingUpdate(page);
    // the notifications screen's code never arrives
    await page.context().route(/\/assets\/notifications-[\w-]+\.js$/, (r) => r.abort('connectionreset'));
    // the sign-in screen's banner is on (the reference service's flag is off)
    await page.context().route('**/wp-json/acf/v3/options/banner-settings', async (route) => {
      const response = await route.fetch();
      const { acf } = (await response.json()) as { acf: Record<string, unknown> };
      await route.fulfill({ response, json: { acf: { ...acf, banner_login_page: true } } });
    });
    await open(page, '/');
    await page.locator('#language-switcher').selectOption(value);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('main .banner')).toBeVisible();
    await expect(page.locator('.toast p')).toHaveText(textOf(locale, 'app.updateAvailable'));
    await check(page, `${locale} update available`);
    await page.locator('.toast .button-secondary').click(); // later
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused(); // the toast went with the button: the page has the focus

    await go(page, '/forgot-password');
    await shown(page, titleOf(locale, 'forgotPassword'));
    // the screen before stays until this one's code has arrived: wait for a field of this form
    await expect(page.locator('#verify')).toBeVisible();
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('.field-error')).toHaveCount(4);
    await check(page, `${locale} /forgot-password with errors`);

    await go(page, '/register');
    await shown(page, titleOf(locale, 'register'));
    await expect(page.locator('#acceptTerms')).toBeVisible();
    await page.locator('#memberNumber').fill('10000000001'); // registered already
    await page.locator('#email').fill('active@demo.test');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#verify').fill(PASSWORD);
    await page.locator('#acceptTerms').check();
    await page.locator('#acceptPrivacy').check();
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('.form-summary-message')).toHaveText(textOf(locale, 'errors.accountExists'));
    await check(page, `${locale} /register with the provider's refusal`);

    await go(page, '/contact-list');
    await shown(page, titleOf(locale, 'contactList'));
    await expect(page.locator('.contact-list li').first()).toBeVisible();
    await setOffline(page, true);
    await expect(page.locator('.offline-banner')).toHaveText(textOf(locale, 'offline.banner'));
    await check(page, `${locale} /contact-list with the offline banner`);
    await setOffline(page, false);
    await expect(page.locator('.offline-banner')).toHaveCount(0);
    // a language never loaded here (English was, at the start), its table out of reach: the interface stays as it
    // is, and the toast says why
    const other = LANGUAGES.find((l) => l.value !== value && l.value !== 'english')!;
    await page.route(new RegExp(`/assets/${other.locale}-[\\w-]+\\.js$`), (r) => r.abort('internetdisconnected'));
    await page.locator('#language-switcher').selectOption(other.value);
    await expect(page.locator('.toast p')).toHaveText(textOf(locale, 'offline.body'));
    await expect(page.locator('#language-switcher')).toHaveValue(value);
    await check(page, `${locale} /contact-list with a language out of reach`);
    await page.locator('.toast .button-secondary').click(); // later
    await expect(page.locator('.toast')).toHaveCount(0);

    // every write to the member's database is refused, as a full disk refuses it
    await page.evaluate(() => {
      const w = window as unknown as { realPut: typeof IDBObjectStore.prototype.put };
      w.realPut = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await shown(page, titleOf(locale, 'dashboard'));
    await expect(page.locator('.offline-banner')).toHaveText(textOf(locale, 'app.storageUnavailable'));
    await check(page, `${locale} /dashboard with the storage banner`);
    await page.evaluate(
      () =>
        (IDBObjectStore.prototype.put = (
          window as unknown as { realPut: typeof IDBObjectStore.prototype.put }
        ).realPut),
    );

    await go(page, '/security');
    await shown(page, titleOf(locale, 'settings'));
    await expect(page.locator('#current')).toBeVisible();
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('.field-error')).toHaveCount(3);
    await check(page, `${locale} /security with errors`);
    await page.locator('#current').fill(PASSWORD);
    await page.locator('#password').fill('Another2026');
    await page.locator('#verify').fill('Another2026');
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('.form-success')).toHaveText(textOf(locale, 'security.updated'));
    await check(page, `${locale} /security, password updated`);

    await go(page, '/settings');
    await shown(page, titleOf(locale, 'settings'));
    await expect(page.locator('#language')).toBeVisible();
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('.form-success')).toHaveText(textOf(locale, 'settings.updated'));
    await check(page, `${locale} /settings, settings updated`);

    await fault(page, { path: '/wp-json/wp/v2/video', count: 1, status: 500 });
    await go(page, '/videos');
    await expect(page.locator('.feed-status[role=alert] > p')).toHaveText(textOf(locale, 'feed.error'));
    await check(page, `${locale} /videos that could not be loaded`);

    // the screen's code failed once more after the one reload it is allowed (src/app/lazy-screen.ts)
    await page.evaluate(() => sessionStorage.setItem('chunk-reload-for', 'an earlier screen'));
    await go(page, '/notifications');
    await expect(page.locator('#error-heading ~ p:not(.error-status)').first()).toHaveText(
      textOf(locale, 'error.chunk'),
    );
    await check(page, `${locale} route error page`);
    await page.evaluate(() => sessionStorage.removeItem('chunk-reload-for'));

    await go(page, '/card');
    await expect(page.locator('.member-card')).toBeVisible();
    await setOffline(page, true);
    await expect(page.locator('.card-offline')).toContainText(
      textOf(locale, 'card.offlineCopy').split('{{time}}')[0]!.trim(),
    );
    await check(page, `${locale} /card offline, last refreshed`);
    await go(page, '/dashboard');
    await expect(page.locator('#offline-heading')).toHaveText(textOf(locale, 'offline.heading'));
    await check(page, `${locale} offline screen in place of /dashboard`);
  });
}

test.describe('a phone held sideways', () => {
  // a touch screen, so the warning's media query (orientation: landscape, pointer: coarse) applies
  test.use({ viewport: { width: 640, height: 320 }, hasTouch: true, isMobile: true });

  test('the landscape warning in every language passes axe and fits the screen', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, '/');
    for (const { value, locale } of LANGUAGES) {
      // the language is chosen upright: held sideways, the page behind the warning takes no input
      await page.setViewportSize({ width: 320, height: 640 });
      await page.locator('#language-switcher').selectOption(value);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.setViewportSize({ width: 640, height: 320 });
      await expect(page.locator('.landscape-warning')).toBeVisible();
      await expect(page.locator('.landscape-heading')).toHaveText(textOf(locale, 'landscape.heading'));
      await check(page, `${locale} landscape warning`);
    }
  });
});

test.describe('motion', () => {
  /** Every animation or transition in the document still moving: looping, or running longer than a blink. */
  const moving = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .map((a) => ({ a, timing: a.effect!.getComputedTiming() }))
        .filter(({ timing }) => timing.iterations === Infinity || Number(timing.activeDuration) > 50)
        .map(({ a }) => {
          const { target, pseudoElement } = a.effect as KeyframeEffect;
          const name = (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty;
          return `${name} on .${(target as Element).className.split(' ')[0]}${pseudoElement ?? ''}`;
        })
        .sort(),
    );

  /** The card, then a screen whose chunk is held back so the loading bar shows: what moves on each. */
  async function motionOn(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    // on the context, so a service worker in control cannot fetch around it
    await page.context().route(/\/assets\/help-[\w-]+\.js$/, async (route) => (await held, await route.continue()));
    await open(page, '/');
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await go(page, '/card');
    await expect(page.locator('.member-card')).toBeVisible();
    // the card's chunk ran the loading bar: its fade-out is the last screen's motion, not the card's
    await expect.poll(async () => (await moving(page)).filter((m) => m.includes('.loading-bar'))).toEqual([]);
    const card = await moving(page);
    await go(page, '/help');
    await expect(page.locator('.loading-bar-on')).toBeAttached();
    const loading = await moving(page);
    release();
    return { card, loading };
  }

  test('nothing moves for a member who asks for reduced motion: not the card, not the loading bar', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motionOn(page)).toEqual({ card: [], loading: [] });
  });

  test('without that wish the card shines and pulses and the loading bar crawls (what the test above would see)', async ({
    page,
  }) => {
    const { card, loading } = await motionOn(page);
    expect(card).toEqual(['card-sheen on .member-card::after', 'live-pulse on .live-dot']);
    expect(loading).toContain('loading-crawl on .loading-bar');
  });
});
