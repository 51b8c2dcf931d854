// Content feeds with the reference service's XSS corpus (server/content/hostile*.js), through the sanitizer
// path each engine takes: the browser's own (Firefox) or DOMPurify (WebKit, and Firefox without `setHTML`).
import { expect, test } from 'vitest';
import { choose, go, routeIs, signIn, textOf } from '../app';
import { waitFor } from '../driver';
import type { Lane } from '../lane';
import { unsafeOnPage } from '../../shared/in-page';

/** The sanitized markup of every description on the screen, written canonically (attributes sorted). */
function canonicalMarkup(): string[] {
  const write = (n: Node): string => {
    if (n.nodeType === 3) return (n as Text).data;
    if (n.nodeType !== 1) return '';
    const e = n as Element;
    const attrs = Array.from(e.attributes, (a) => ` ${a.name}="${a.value}"`)
      .sort()
      .join('');
    return `<${e.localName}${attrs}>${Array.from(e.childNodes, write).join('')}</${e.localName}>`;
  };
  return Array.from(document.querySelectorAll('main .rich-text'), (box) => Array.from(box.childNodes, write).join(''));
}

const purifyLoaded = (lane: Lane) =>
  lane.page.run(() =>
    performance.getEntriesByType('resource').some((r) => /\/assets\/sanitize-purify-[\w-]+\.js$/.test(r.name)),
  );

/**
 * Waits until no image is loading (each has loaded, failed, or is a lazy one not yet asked for). Opening an item
 * swaps its preview for the whole picture, and Firefox reports a preview so dropped while its service worker was
 * answering it as a page error ("A ServiceWorker intercepted the request and encountered an unexpected error"),
 * though nothing failed. A picture that really fails still fails the journey. Two frames first, in which the
 * browser starts the lazy pictures just scrolled to.
 */
const imagesSettled = (lane: Lane) =>
  waitFor(lane.page, 'the images to settle', async () => {
    for (let f = 0; f < 2; f++) await new Promise(requestAnimationFrame);
    return Array.from(document.images).every((i) => i.complete || !i.currentSrc);
  });

/** Opens Artist Spotlight, reads it to its end and opens every item: the feed with the most hostile HTML. */
async function spotlight(lane: Lane): Promise<string[]> {
  await go(lane, '/artist-spotlight', 'Artist Spotlight');
  await waitFor(lane.page, 'the first items', () => document.querySelectorAll('.feed-item').length > 0);
  await waitFor(lane.page, 'the feed to end', () => {
    document.querySelector('.feed-end')?.scrollIntoView();
    return document.body.textContent!.includes('You have seen everything.');
  });
  if (lane.engine === 'firefox') await imagesSettled(lane); // WebKit gives a lazy picture not yet asked for its src
  await waitFor(lane.page, 'every item open', () => {
    for (const b of Array.from(document.querySelectorAll<HTMLButtonElement>('.feed-item button[aria-expanded=false]')))
      b.click();
    return (
      Array.from(document.querySelectorAll('.feed-item .rich-text')).filter((r) =>
        r.textContent!.includes('End of hostile sample.'),
      ).length === 2
    );
  });
  expect(await lane.page.run(unsafeOnPage)).toEqual([]);
  return lane.page.run(canonicalMarkup);
}

/** What each path made of the same spotlight feed, per engine, for the engines that ran (Firefox runs first). */
const made = new Map<string, string[]>();

export function contentJourneys(lane: Lane): void {
  test('hostile content neither runs nor leaves an unsafe link, and both sanitizer paths write the same markup', async () => {
    await signIn(lane);
    await routeIs(lane, '/dashboard');
    // a call to alert/confirm/prompt from a payload is counted (unsafeOnPage reports it), besides failing as a dialog
    await lane.page.run(() => {
      const trap = () => {
        const w = window as { __xss?: number };
        w.__xss = (w.__xss ?? 0) + 1;
      };
      Object.assign(window, { alert: trap, confirm: trap, prompt: trap });
    });
    // a store market, so the buy-now links (hostile in every market) are rendered
    await go(lane, '/settings', 'Security & Settings');
    await choose(lane, '#store', 'us');
    await lane.page.click('main form button[type=submit]');
    await waitFor(lane.page, 'the settings saved', () => document.body.textContent!.includes('Settings Updated'));

    await go(lane, '/dashboard');
    expect(await textOf(lane, '.banner .rich-text')).toContain('master class dates are out');
    expect(await lane.page.run(unsafeOnPage)).toEqual([]);
    await go(lane, '/latest-news', '#MACTREND');
    await waitFor(lane.page, 'the buy-now links', () => document.querySelectorAll('.buy-now').length > 0);
    // the hostile buy-now links fall back to the global store link (or stay a plain https link: `https:alert(1)`)
    const links = await lane.page.run(() =>
      Array.from(document.querySelectorAll('.buy-now'), (a) => a.getAttribute('href')!),
    );
    expect(links.filter((h) => !/^https:\/\//.test(h))).toEqual([]);
    expect(links[0]).toMatch(/^https:\/\/store\.example\/us/);
    expect(await lane.page.run(unsafeOnPage)).toEqual([]);

    const native = await lane.page.run(() => 'setHTML' in Element.prototype);
    expect(native).toBe(lane.engine === 'firefox'); // Firefox has the Sanitizer API, WebKit (Safari) has not
    const first = await spotlight(lane);
    expect(await purifyLoaded(lane)).toBe(!native);
    made.set(`${lane.engine} ${native ? 'native' : 'DOMPurify'}`, first);
    if (native) {
      // the same feed through DOMPurify, as a browser without the API would show it
      await lane.page.run(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
      await go(lane, '/dashboard');
      const second = await spotlight(lane);
      expect(await purifyLoaded(lane)).toBe(true);
      made.set(`${lane.engine} DOMPurify`, second);
    }
    // every path met so far in this run wrote the same markup for the same input
    const [[, reference], ...others] = [...made];
    for (const [path, markup] of others) expect(markup, `${path} against ${[...made.keys()][0]}`).toEqual(reference);
    expect(reference!.length).toBeGreaterThan(10);
  });
}
