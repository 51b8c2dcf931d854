// @vitest-environment node
// @ts-check
// Every feed, the banner and the master classes in each of the app's 15 languages, written in that language:
// a member who switches language finds content, not "Nothing here yet".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDS } from '../../server/content/feed-ids.js';
import { contentCode, LANGUAGES } from '../../src/i18n/languages';
import { startServer } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let srv;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(() => srv.stop());

/** @param {string} route */
async function get(route) {
  const res = await fetch(srv.base + route);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** The app's languages and the wpml_language code it asks each one's content with (contentCode). */
const CODES = LANGUAGES.map((l) => /** @type {const} */ ([l.value, contentCode(l.value)]));

/** What each language's text must contain: its script, or words English does not use. */
const WRITTEN = /** @type {Record<string, RegExp>} */ ({
  en: /\b(the|and|with|your)\b/i,
  fr: /\b(les|des|pour|avec|une)\b/,
  es: /\b(para|con|los|las|del)\b/,
  pt: /\b(para|com|dos|das|uma)\b/,
  it: /\b(per|con|della|delle|il|gli)\b/,
  de: /\b(und|mit|der|die|für)\b/,
  nl: /\b(het|een|voor|met|je|van)\b/,
  tr: /[çğışöüİ]/,
  zh: /[\u4E00-\u9FFF]/,
  ja: /[\u3040-\u30FF]/,
  ko: /[\uAC00-\uD7AF]/,
  he: /[\u05D0-\u05EA]/,
  el: /[\u0391-\u03C9]/,
  th: /[\u0E01-\u0E5B]/,
  ar: /[\u0621-\u064A]/,
});
const ENGLISH_WORDS = /\b(the|and|with|your|now|more|read|watch|shop)\b/i;

/** The words a member reads in an item: titles, descriptions without tags, link and button texts, alt texts. */
function words(/** @type {any} */ item) {
  const { acf } = item;
  const texts = [
    item.title.rendered,
    item.content.rendered,
    acf.link_text,
    acf.sub_heading,
    acf.button_text,
    acf.presenter_name,
    acf.image?.alt,
    acf.preview_image?.alt,
    ...(acf.buy_now_list ?? []).map((/** @type {any} */ b) => b.text),
  ];
  return texts
    .filter(Boolean)
    .join(' ')
    .replace(/<[^>]*>/g, ' ');
}
/** Latin product and people's names are not English prose. */
const withoutNames = (/** @type {string} */ text) =>
  text.replace(
    /Second Skin|Velvet Matte|Hydra Prep|Lift & Curl|Ink Precision Liner|Longwear|Blur|Pro\b|[A-Z][a-zà-ÿ]+ [A-Z][a-zà-ÿ]+/g,
    '',
  );

describe.each(CODES)('content in %s (wpml_language=%s)', (value, code) => {
  it.each(FEEDS)('serves the %s feed, written in the language', async (feed) => {
    const { status, headers, body } = await get(`/wp-json/wp/v2/${feed}?wpml_language=${code}`);
    expect([status, headers.get('content-language')]).toEqual([200, code]);
    expect(body.length).toBeGreaterThan(0);
    expect(Number(headers.get('x-wp-total'))).toBeGreaterThanOrEqual(body.length);
    const text = body.map(words).join(' ');
    expect(text).toMatch(WRITTEN[code]);
    if (code !== 'en') {
      expect(withoutNames(text)).not.toMatch(ENGLISH_WORDS);
      const english = (await get(`/wp-json/wp/v2/${feed}?wpml_language=en&per_page=100`)).body.map(
        (/** @type {any} */ i) => i.title.rendered,
      );
      expect(body.filter((/** @type {any} */ i) => english.includes(i.title.rendered))).toEqual([]);
    }
  });

  it('serves the master classes, the same schedule as in English, with their texts in the language', async () => {
    const { headers, body } = await get(`/wp-json/wp/v2/master-class?wpml_language=${code}&per_page=100`);
    const english = (await get('/wp-json/wp/v2/master-class?wpml_language=en&per_page=100')).body;
    expect(headers.get('content-language')).toBe(code);
    const schedule = (/** @type {any[]} */ list) =>
      list.map((c) => [c.location, c.acf.start_date, c.acf.presenter_name]);
    expect(schedule(body)).toEqual(schedule(english));
    const real = body.filter((/** @type {any} */ c) => !c.title.rendered.startsWith('Hostile sample'));
    expect(real.length).toBeGreaterThan(10);
    for (const c of real) expect(words(c), String(c.id)).toMatch(WRITTEN[code]);
    if (code === 'en') return;
    const englishIds = new Set(english.map((/** @type {any} */ c) => c.id));
    expect(body.filter((/** @type {any} */ c) => englishIds.has(c.id))).toEqual([]);
    for (const c of real) {
      expect(english.map((/** @type {any} */ e) => e.title.rendered)).not.toContain(c.title.rendered);
      expect(withoutNames(words(c)), String(c.id)).not.toMatch(ENGLISH_WORDS);
    }
  });

  it('has the banner and the sign-in banner in the language', async () => {
    const { acf } = (await get('/wp-json/acf/v3/options/banner-settings')).body;
    for (const translations of [acf.banner_translations, acf.banner_translations_login]) {
      const notice = /^<p>.*?<\/p>/.exec(translations[value] ?? '')?.[0] ?? '';
      expect(notice.replace(/<[^>]*>/g, ' ')).toMatch(WRITTEN[code]);
      const others = Object.entries(translations)
        .filter(([k]) => k !== value)
        .map(([, t]) => /** @type {string} */ (t));
      expect(others.filter((t) => t.startsWith(notice))).toEqual([]);
    }
  });
});

describe('translations', () => {
  it('never share a title between two languages', async () => {
    /** @type {Map<string, string>} */
    const seen = new Map();
    const shared = [];
    for (const [, code] of CODES) {
      for (const route of [...FEEDS.map((f) => `/wp-json/wp/v2/${f}`), '/wp-json/wp/v2/master-class']) {
        for (const item of (await get(`${route}?wpml_language=${code}&per_page=100`)).body) {
          const title = item.title.rendered;
          if (title.startsWith('Hostile sample')) continue;
          if (seen.has(title) && seen.get(title) !== code) shared.push(`${title} (${seen.get(title)}, ${code})`);
          seen.set(title, code);
        }
      }
    }
    expect(shared).toEqual([]);
  });

  it('in Arabic, speak to the member in one way (the interface’s), never in the feminine forms the feeds once used', async () => {
    const arabic = (await Promise.all(FEEDS.map((f) => get(`/wp-json/wp/v2/${f}?wpml_language=ar`))))
      .flatMap((r) => r.body)
      .map(words)
      .join(' ');
    const feminine = [
      'اكتشفي',
      'شاهدي',
      'اقرئي',
      'جهّزي',
      'ضعي',
      'ثبّتي',
      'ادمجي',
      'ارسمي',
      'اعملي',
      'اطّلعي',
      'قشّري',
      'اضغطي',
      'عقّمي',
    ];
    expect(feminine.filter((w) => arabic.includes(w))).toEqual([]);
    expect(arabic).not.toMatch(/[0-9]/); // Arabic-Indic digits, as the interface formats numbers
  });
});
