// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitize } from '../../src/components/sanitize-purify';
import type { Contact, MasterClass } from '../../src/services/content/entities';
import {
  toArticles,
  toBanner,
  toContacts,
  toLocations,
  toMasterClasses,
  toNewsletters,
  toSiteOptions,
  toSpotlights,
  toTips,
  toVideos,
} from '../../src/services/content/mapping';
import { buyLink, locationsWithClasses, orderContacts } from '../../src/services/content/rules';
import { safeImageSrc, safeLink } from '../../src/services/content/safe-url';

const wp = (id: number, title: string, acf: object, extra: object = {}) => ({
  id,
  date: '2026-11-01T10:00:00',
  title: { rendered: title },
  content: { rendered: '<p>Body</p>' },
  acf,
  ...extra,
});
const img = { url: '/content-images/video-1.svg', alt: 'A look', width: 320, height: 180 };

describe('content mapping (spec section 3)', () => {
  it('maps a master class', () => {
    const [c] = toMasterClasses([
      wp(
        7,
        'Bridal &amp; Editorial',
        {
          start_date: '2026-12-01 10:00:00',
          end_date: '2026-12-01 16:00:00',
          presenter_name: 'Mia Chen',
          address: '1 Main St',
          event_url: 'https://store.example/e/7',
          button_text: 'Book now',
        },
        { location: [3, 4] },
      ),
    ]);
    expect(c).toEqual({
      id: 7,
      title: 'Bridal & Editorial',
      start: '2026-12-01T10:00',
      end: '2026-12-01T16:00',
      presenter: 'Mia Chen',
      address: '1 Main St',
      description: '<p>Body</p>',
      location: '3',
      eventUrl: 'https://store.example/e/7',
      btnText: 'Book now',
    });
  });

  it('maps locations and contacts', () => {
    expect(toLocations([{ id: 3, name: 'New York' }, { id: 4 }, 'junk'])).toEqual([{ id: '3', name: 'New York' }]);
    expect(
      toContacts([
        wp(1, 'Canada', {
          email: [{ address: 'ca@care.example' }, { address: 'javascript:x' }],
          phone_numbers: [{ number: '+1 800 555 0100' }, { number: '<b>' }],
        }),
      ]),
    ).toEqual([{ id: 1, title: 'Canada', emails: ['ca@care.example'], phones: ['+1 800 555 0100'] }]);
  });

  it('maps a video with its image, links as given and the show flag', () => {
    const [v] = toVideos([
      wp(2, 'Smoky eye', {
        youtube_id: 'dQw4w9WgXcQ',
        image: img,
        link_text: 'Watch',
        url: 'https://store.example/v',
        buy_now: {
          show: true,
          links: { us: 'https://store.example/us/p', mars: 'https://x.example', uk: 'javascript:alert(1)' },
        },
      }),
    ]);
    expect(v).toMatchObject({
      id: 2,
      title: 'Smoky eye',
      ytid: 'dQw4w9WgXcQ',
      image: { src: img.url, alt: 'A look', width: 320, height: 180 },
      linkText: 'Watch',
      url: 'https://store.example/v',
      buyNow: { show: true, links: { us: 'https://store.example/us/p' } },
    });
  });

  it('maps tips, articles, spotlights and newsletters', () => {
    expect(
      toTips([
        wp(3, 'Tip', {
          youtube_id: 'abcdefghijk',
          buy_now_list: [{ text: 'Shop', links: { ca: 'https://store.example/ca' } }],
        }),
      ])[0],
    ).toMatchObject({ ytid: 'abcdefghijk', buyNowList: [{ text: 'Shop', links: { ca: 'https://store.example/ca' } }] });
    expect(
      toArticles([
        wp(4, 'News', {
          type: 'promo',
          sub_heading: 'Sub',
          image: img,
          link_text: 'Read',
          url: 'https://store.example/n',
          buy_now_list: [{ text: 'Lipstick', thumbnail: { url: '/content-images/t.svg', alt: 'Lipstick' }, links: {} }],
        }),
      ])[0],
    ).toMatchObject({
      type: 'promo',
      subHeading: 'Sub',
      linkText: 'Read',
      buyNowList: [{ text: 'Lipstick', thumbnail: { src: '/content-images/t.svg' }, links: {} }],
    });
    expect(toSpotlights([wp(5, 'Ana', { preview_image: img, image: img, button_text: 'Meet' })])[0]).toMatchObject({
      previewImage: { src: img.url },
      image: { src: img.url },
      btnText: 'Meet',
      description: '<p>Body</p>',
    });
    expect(
      toNewsletters([wp(6, 'Issue', { image: img, link_text: 'Open', url: 'https://store.example/nl' })])[0],
    ).toMatchObject({ linkText: 'Open', url: 'https://store.example/nl' });
  });

  it('keeps the item date, the article image and link, and the newsletter image', () => {
    const [a] = toArticles([wp(4, 'News', { image: img, url: 'https://store.example/n' })]);
    expect(a).toMatchObject({
      date: '2026-11-01T10:00:00',
      url: 'https://store.example/n',
      image: { src: img.url, alt: 'A look', width: 320, height: 180 },
    });
    const [n] = toNewsletters([wp(6, 'Issue', { image: img })]);
    expect(n).toMatchObject({
      date: '2026-11-01T10:00:00',
      image: { src: img.url, alt: 'A look', width: 320, height: 180 },
    });
    expect(toVideos([wp(2, 'Smoky eye', {})])[0]!.date).toBe('2026-11-01T10:00:00');
    expect(toNewsletters([wp(6, 'Issue', { image: { url: 'javascript:alert(1)' } })])[0]!.image).toBeNull();
  });

  it('drops items without id or title and survives missing or mistyped fields', () => {
    expect(
      toVideos([{ id: 1 }, { title: { rendered: 'x' } }, null, 5, wp(9, 'Ok', { image: 'nope', buy_now: 3 })]),
    ).toEqual([expect.objectContaining({ id: 9, image: null, buyNow: { show: false, links: {} }, ytid: '' })]);
    expect(toVideos('not a list')).toEqual([]);
  });

  it('shows titles as text, never as markup', () => {
    expect(toVideos([wp(1, '<img src=x onerror=alert(1)>Hi &amp; bye', {})])[0]!.title).toBe('Hi & bye');
  });

  it('collapses white space as HTML does, keeping a no-break space (French before a colon, WordPress’s &nbsp;)', () => {
    const titles = toVideos([
      wp(1, ' Astuce\u00a0:\n  la  brume ', {}),
      wp(2, 'Offre membres&nbsp;: −20&nbsp;%', {}),
    ]).map((v) => v.title);
    expect(titles).toEqual(['Astuce\u00a0: la brume', 'Offre membres\u00a0: −20\u00a0%']);
  });

  it('maps the banner and the site options', () => {
    expect(
      toBanner({
        acf: {
          banner_notifications_show: true,
          banner_translations: { english: '<p>Hi</p>' },
          banner_login_page: false,
        },
      }),
    ).toEqual({ visible: true, translations: { english: '<p>Hi</p>' }, loginVisible: false, loginTranslations: {} });
    expect(toBanner({})).toBeNull();
    expect(toSiteOptions({ acf: { store_links: { us: 'https://store.example/us', de: 'data:text/html,x' } } })).toEqual(
      { storeLinks: { us: 'https://store.example/us' } },
    );
  });
});

describe('content rules', () => {
  it('lists only locations that have at least one class', () => {
    const classes = [{ location: '1' }, { location: '3' }] as MasterClass[];
    expect(
      locationsWithClasses(
        [
          { id: '1', name: 'A' },
          { id: '2', name: 'B' },
          { id: '3', name: 'C' },
        ],
        classes,
      ).map((l) => l.id),
    ).toEqual(['1', '3']);
  });

  it('orders contacts US, Canada, then the others sorted', () => {
    const c = (title: string) => ({ id: 0, title, emails: [], phones: [] }) as Contact;
    const ordered = orderContacts(['Germany', 'Canada', 'Australia', 'United States', 'Brazil'].map(c)).map(
      (x) => x.title,
    );
    expect(ordered).toEqual(['United States', 'Canada', 'Australia', 'Brazil', 'Germany']);
  });

  it("uses the member's market link, falls back to the global store link, and never invents one for videos", () => {
    const global = { us: 'https://store.example/us', de: 'https://store.example/de' };
    expect(buyLink({ us: 'https://store.example/us/p' }, 'us', global)).toBe('https://store.example/us/p');
    expect(buyLink({}, 'de', global)).toBe('https://store.example/de');
    expect(buyLink({}, 'de')).toBe('');
    expect(buyLink({ us: 'https://store.example/us/p' }, '', global)).toBe('');
  });
});

describe('untrusted content', () => {
  it('lets only http(s) links and same-origin images through', () => {
    expect(safeLink('javascript:alert(1)')).toBe('');
    expect(safeLink(' JaVaScRiPt:alert(1)')).toBe('');
    expect(safeLink('data:text/html,<script>')).toBe('');
    expect(safeLink('https://store.example/a')).toBe('https://store.example/a');
    expect(safeImageSrc('/content-images/a.svg')).toBe('/content-images/a.svg');
    expect(safeImageSrc('//evil.example/a.svg')).toBe('');
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBe('');
  });

  it('sanitizes scripts, handlers and unsafe links out of content HTML', () => {
    const out = sanitize(
      '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' +
        '<svg onload=alert(1)></svg><iframe src="javascript:alert(1)"></iframe><a href="https://store.example">y</a>',
    );
    expect(out).toContain('<p>ok</p>');
    expect(out).not.toMatch(/script|onerror|onload|javascript:|iframe|svg/i);
    expect(out).toContain('href="https://store.example"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('drops an element on neither list with its content, as the browser sanitizer does; an unwrapped one keeps it', () => {
    expect(
      sanitize(
        '<div>a<button>Buy now</button><select><option>x</option></select><font>b</font><section><em>c</em></section></div>',
      ),
    ).toBe('<div>ab<em>c</em></div>');
  });
});

describe('handler attributes are renamed before any parser sees them', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<img src="x"onerror="alert(1)">',
    '<body ONLOAD =alert(1)>',
    "<a href='#'\nonmouseover='x'>",
    '<img src=x onerror>',
    '<img src=x onerror/="alert(1)">',
  ])('in %s', async (html) => {
    const { defuseHandlers } = await import('../../src/services/content/defuse');
    expect(defuseHandlers(html)).not.toMatch(/(^|[\s/"'`])on[a-z]+(?=[\s=/>]|$)/i);
  });

  it('renames <base> and leaves the text alone', async () => {
    const { defuseHandlers } = await import('../../src/services/content/defuse');
    expect(defuseHandlers('<base href="//x.example/">')).not.toMatch(/<\s*base\b/i);
    expect(defuseHandlers('<p>Book online = easy, on time</p>')).toBe('<p>Book online = easy, on time</p>');
  });

  it('renames <noscript>, which the page parses as text and DOMPurify as markup, so both sanitizers drop it alike', async () => {
    const { defuseHandlers } = await import('../../src/services/content/defuse');
    expect(defuseHandlers('<noscript><p title="</noscript><img src=x>"></NOSCRIPT>')).toBe(
      '<defused-noscript><p title="</noscript><img src=x>"></defused-NOSCRIPT>',
    );
  });

  it('renames style attributes, which the CSP would report, and leaves the word alone elsewhere', async () => {
    const { defuseHandlers } = await import('../../src/services/content/defuse');
    expect(defuseHandlers('<p style="color:red" STYLE = x>a</p>')).toBe(
      '<p data-defused-style="color:red" data-defused-STYLE = x>a</p>',
    );
    expect(defuseHandlers('<img alt="a festive style look" src=x><p>style = yours</p>')).toBe(
      '<img alt="a festive style look" src=x><p>style = yours</p>',
    );
  });

  it.each([
    ['<p>a</p><style>p{color:red}</style><p>b</p>', '<p>a</p><p>b</p>'],
    ['<STYLE type="text/css">b{}</STYLE >c', 'c'],
    ['<style>a</b><img src=x onerror=alert(1)></style>d', 'd'], // markup inside a style block is its text
    ['x<style>never closed<p>y', 'x'],
    ['<styles>t</styles>', '<styles>t</styles>'], // another name
  ])('drops the <style> block in %s', async (html, expected) => {
    const { defuseHandlers } = await import('../../src/services/content/defuse');
    expect(defuseHandlers(html)).toBe(expected);
  });
});
