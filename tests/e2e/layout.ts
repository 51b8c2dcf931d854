// What a member sees of the text laid out on a screen (issue 46's layout test): words broken inside, a value on
// more than one line, a message outside the viewport. Measured in the page from the line boxes the browser drew.
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../../src/i18n/languages';

/** Languages whose lines break between words, so a break inside a word is a fault (Korean included: its CSS keeps
 * words whole). Chinese, Japanese and Thai break between characters or syllables by design. */
export const BREAK_BETWEEN_WORDS: readonly Language[] = LANGUAGES.map((l) => l.value).filter(
  (v) => !['mandarin', 'japanese', 'thai'].includes(v),
);

/** A word that the layout split over two lines or more, with the element that holds it. */
export interface BrokenWord {
  word: string;
  in: string;
}

/**
 * Every word (Intl.Segmenter's word-like segments of two letters or more) inside the elements matching `selector`
 * whose drawn rectangles sit on more than one line. Hidden text (no rectangles) is skipped.
 */
export function brokenWords(page: Page, selector: string, locale: string): Promise<BrokenWord[]> {
  return page.evaluate(
    ([sel, loc]) => {
      const segmenter = new Intl.Segmenter(loc, { granularity: 'word' });
      const found: { word: string; in: string }[] = [];
      for (const root of document.querySelectorAll(sel)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const { segment, index, isWordLike } of segmenter.segment(node.textContent ?? '')) {
            if (!isWordLike || [...segment].length < 2) continue;
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + segment.length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
            // a new line starts below the previous one by more than half its height (a mixed run's rectangles on one
            // line differ by a pixel or two)
            const lines = rects.filter((r, i) => i === 0 || r.top - rects[i - 1]!.top > rects[i - 1]!.height / 2);
            if (lines.length > 1) {
              const holder = node.parentElement!;
              found.push({ word: segment, in: holder.className || holder.tagName.toLowerCase() });
            }
          }
        }
      }
      return found;
    },
    [selector, locale] as const,
  );
}

/** How many lines the text of the first element matching `selector` takes (0 when it is not drawn). */
export function lineCount(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return 0;
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const tops: number[] = [];
    for (const r of rects) if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
    return tops.length;
  }, selector);
}

/** The elements matching `selector` that are drawn but not wholly inside the viewport, by their text. */
export function outsideViewport(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const element of document.querySelectorAll(sel)) {
      const r = element.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
        out.push((element.textContent ?? '').trim().slice(0, 80));
    }
    return out;
  }, selector);
}
