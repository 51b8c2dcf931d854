// @ts-check
/** The English feeds, generated from each feed's module (./feeds/) so dates stay relative to today. */
import { addDays, isoDay } from '../dates.js';
import { FEEDS, feedItemId, HOSTILE_POSITIONS } from './feed-ids.js';
import { hostileDescription, hostileField } from './hostile.js';
import { slugify, wpPost } from './wp.js';

/** @typedef {import('./feeds/index.js').Ctx} Ctx */
/** @typedef {import('./feeds/index.js').FeedContent} FeedContent */

/**
 * Where a hostile item starts in the corpus: each of the ten hostile feed items gets its own stretch,
 * so together their fields cycle through every payload. Odd ones (the second page) keep their URLs
 * real and put payloads into the texts those URLs carry, so both kinds of field reach the screen.
 * @param {string} type
 * @param {number} i
 * @returns {{ n: number, odd: boolean } | null}
 */
function hostileSlot(type, i) {
  const k = HOSTILE_POSITIONS.indexOf(i);
  if (k < 0) return null;
  const slot = FEEDS.indexOf(type) * HOSTILE_POSITIONS.length + k;
  return { n: slot * 14 + (slot % 2), odd: slot % 2 === 1 };
}

/**
 * A feed's English posts: ids, dates (newest first, three days apart) and the hostile swap (only with `hostile` on).
 * @param {FeedContent} content
 * @param {Ctx} ctx
 */
export function englishFeed(content, ctx) {
  const { type } = content;
  return Array.from({ length: content.english }, (_, i) => {
    const hostile = ctx.hostile ? hostileSlot(type, i) : null;
    const made = content.en(i, hostile, ctx);
    const title = hostile ? `Hostile sample ${i}: ${hostileField(made.title, hostile.n)}` : made.title;
    const html = hostile ? hostileDescription(made.title, content.opened ? 'opened' : 'listed') : made.content;
    const date = `${isoDay(addDays(ctx.today, -(i * 3 + 1)))}T10:00:00`;
    const slug = slugify(made.title);
    return wpPost({ id: feedItemId(type, 'en', i), type, date, slug, title, content: html, acf: made.acf });
  });
}
