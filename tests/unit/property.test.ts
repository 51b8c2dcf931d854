// @vitest-environment jsdom
// Property-based tests (fast-check) of the validators, the provider and content parsers, the URL allow-lists,
// the sanitizer and the stored-record parsers: for random and hostile input each returns a typed value or a
// typed refusal and never throws. jsdom, not happy-dom: DOMPurify needs a DOM it supports.
import fc from 'fast-check';
import { h, render } from 'preact';
import { afterAll, describe, expect, it } from 'vitest';
import { sanitize } from '../../src/components/sanitize-purify';
import { isLanguage } from '../../src/i18n/languages';
import { parseEnvelope, parseMember } from '../../src/services/sign-in-answer';
import {
  img,
  marketLinks,
  plainText,
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
import { defuseHandlers } from '../../src/services/content/defuse';
import { safeEmail, safeImageSrc, safeLink, safePhone, safeYoutubeId } from '../../src/services/content/safe-url';
import { parseSealed } from '../../src/services/storage/credentials-record';
import { parseLastOnline } from '../../src/services/storage/last-online-record';
import { parseStoredMember } from '../../src/services/storage/member-record';
import { parseSettings } from '../../src/services/storage/settings-record';
import {
  checkEmail,
  checkMemberNumber,
  checkNewPassword,
  checkRequired,
  checkVerify,
  normalizeDigits,
} from '../../src/services/validation';
import { MEMBERSHIP_STATUSES } from '../../src/state/member';
import { isStoreMarket, STORE_MARKETS } from '../../src/state/settings';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { HOSTILE_HTML, HOSTILE_PAYLOADS, HOSTILE_TEXT, HOSTILE_URLS } from '../../server/content/hostile-corpus.js';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { buildCatalog, HOSTILE_ITEM_IDS } from '../../server/content/catalog.js';

const RUNS = 300;
const corpus = HOSTILE_PAYLOADS as readonly string[];
const htmlCorpus = HOSTILE_HTML as readonly string[];
const urlCorpus = HOSTILE_URLS as readonly string[];
const textCorpus = HOSTILE_TEXT as readonly string[];

// ---- counting: every property's cases, for the summary line ----
let properties = 0;
let cases = 0;
function holds<T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => void, numRuns = RUNS) {
  properties += 1;
  fc.assert(
    fc.property(arbitrary, (value) => {
      cases += 1;
      predicate(value);
    }),
    { numRuns },
  );
}
afterAll(() =>
  console.log(
    `property: ${properties} properties, ${cases} cases (${RUNS} runs each, corpus ${corpus.length} payloads)`,
  ),
);

// ---- arbitraries ----
const everything = {
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withTypedArray: true,
  withUnicodeString: true,
} as const;
/** Any value, including ones JSON cannot carry (BigInt, Map, Set, Date, typed arrays, boxed values). */
const anything = fc.anything(everything);
/** The same plus sparse arrays: only for "never throws" (a response body, from JSON, never has holes). */
const anythingSparse = fc.anything({ ...everything, withSparseArray: true });
/** JSON.stringify that survives BigInt. */
const toJson = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? String(x) : x));
const unicode = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary-ascii' }),
);
const huge = fc
  .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }), fc.integer({ min: 2_000, max: 20_000 }))
  .map(([s, n]) => s.repeat(n));
const hostile = fc.constantFrom(...corpus);
/** Tag soup from the pieces XSS payloads are made of, mixed with random text. */
const htmlish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '</',
        '/>',
        '"',
        "'",
        '`',
        '=',
        ' ',
        '\t',
        '\n',
        '\u0000',
        '&#x09;',
        '&colon;',
        '&lt;',
        '<!--',
        '-->',
        '<![CDATA[',
        ']]>',
        'script',
        'img',
        'svg',
        'math',
        'mtext',
        'mglyph',
        'table',
        'style',
        'noscript',
        'template',
        'iframe',
        'srcdoc',
        'a',
        'href',
        'src',
        'xlink:href',
        'formaction',
        'action',
        'base',
        'meta',
        'http-equiv',
        'refresh',
        'object',
        'embed',
        'form',
        'p',
        'title',
        'on',
        'onerror',
        'onload',
        'javascript:',
        'JaVaScRiPt:',
        'data:',
        'vbscript:',
        'alert(1)',
      ),
      hostile,
      unicode,
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));
const text = fc.oneof(
  unicode,
  hostile,
  htmlish,
  huge.map((s) => s.slice(0, 50_000)),
);
const urlish = fc.oneof(
  fc.constantFrom(...urlCorpus),
  fc.webUrl(),
  fc.constantFrom('/content-images/a.svg', '//x.example/a', '/\\x.example'),
  fc
    .tuple(
      fc.constantFrom('', ' ', '\t', '\u0001', '\n'),
      fc.constantFrom('javascript', 'JAVASCRIPT', 'java\tscript', 'data', 'vbscript', 'https', 'http', 'mailto'),
      fc.constantFrom(':', '&colon;', '%3a'),
      unicode,
    )
    .map((p) => p.join('')),
  unicode,
);
const value = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: anything });
const wpImage = value(
  fc.record(
    { url: value(urlish), src: value(urlish), alt: value(text), width: anything, height: anything },
    { requiredKeys: [] },
  ),
);
const links = value(
  fc.dictionary(fc.oneof(fc.constantFrom(...STORE_MARKETS), fc.string()), value(urlish), { maxKeys: 16 }),
);
const acf = value(
  fc.record(
    {
      youtube_id: value(fc.oneof(fc.stringMatching(/^[\w-]{11}$/), text)),
      image: wpImage,
      preview_image: wpImage,
      thumbnail: wpImage,
      link_text: value(text),
      button_text: value(text),
      sub_heading: value(text),
      url: value(urlish),
      event_url: value(urlish),
      type: value(text),
      presenter_name: value(text),
      address: value(text),
      start_date: value(text),
      end_date: value(text),
      buy_now: value(fc.record({ show: anything, links }, { requiredKeys: [] })),
      buy_now_list: value(
        fc.array(value(fc.record({ text: value(text), thumbnail: wpImage, links }, { requiredKeys: [] })), {
          maxLength: 4,
        }),
      ),
      email: value(
        fc.array(value(fc.record({ address: value(text), email: value(text) }, { requiredKeys: [] })), {
          maxLength: 4,
        }),
      ),
      phone_numbers: value(
        fc.array(value(fc.record({ number: value(text), phone_number: value(text) }, { requiredKeys: [] })), {
          maxLength: 4,
        }),
      ),
      banner_translations: value(fc.dictionary(fc.string(), value(text))),
      banner_notifications_show: anything,
      store_links: links,
    },
    { requiredKeys: [] },
  ),
);
const wpPost = value(
  fc.record(
    {
      id: value(fc.oneof(fc.integer(), fc.double())),
      name: value(text),
      date: value(text),
      location: value(fc.array(anything, { maxLength: 3 })),
      title: value(fc.oneof(fc.record({ rendered: value(text) }), text)),
      content: value(fc.record({ rendered: value(text) })),
      acf,
    },
    { requiredKeys: [] },
  ),
);
const wpList = value(fc.array(wpPost, { maxLength: 6 }));

// ---- what a safe output looks like ----
const CONTROLS = /[\u0000-\u0020\u007f-\u009f]/g;
/** The scheme a browser would see: it drops leading controls and spaces, and tabs and newlines inside. */
const unsafeScheme = (url: string) => /^(?:javascript|data|vbscript):/i.test(url.replace(CONTROLS, ''));
const isHttp = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) && /^https?:\/\//i.test(url);
  } catch {
    return false;
  }
};
/** A same-origin absolute path that stays same-origin however a browser resolves it. */
const isSameOriginPath = (url: string) =>
  /^\/(?![/\\])/.test(url) && new URL(url, 'https://app.example/x/').origin === 'https://app.example';
const expectLink = (url: unknown) => {
  expect(typeof url).toBe('string');
  expect(url === '' || isHttp(url as string), String(url)).toBe(true);
};
const expectImageSrc = (url: unknown) => {
  expect(typeof url).toBe('string');
  expect(url === '' || isHttp(url as string) || isSameOriginPath(url as string), String(url)).toBe(true);
};
const expectText = (s: unknown) => {
  expect(typeof s).toBe('string');
  expect(s).toBe((s as string).trim());
  expect(s).not.toMatch(/[\t\n\f\r ]{2}/); // HTML's white space collapsed; a no-break space is text
};
const expectImg = (i: unknown) => {
  if (i === null) return;
  const { src, alt, width, height } = i as { src: unknown; alt: unknown; width: unknown; height: unknown };
  expect(src).not.toBe('');
  expectImageSrc(src);
  expectText(alt);
  for (const n of [width, height]) expect(n === undefined || (typeof n === 'number' && n > 0 && n < 10_000)).toBe(true);
};
const expectLinks = (l: unknown) => {
  for (const [market, url] of Object.entries(l as object)) {
    expect(isStoreMarket(market), market).toBe(true);
    expect(url).not.toBe('');
    expectLink(url);
  }
};
const expectPost = (p: { id: unknown; title: unknown; description?: unknown; date?: unknown }) => {
  expect(Number.isFinite(p.id)).toBe(true);
  expectText(p.title);
  expect(p.title).not.toBe('');
  if ('description' in p) expect(typeof p.description).toBe('string');
  if ('date' in p) expect(typeof p.date).toBe('string');
};

describe('validators (src/services/validation.ts)', () => {
  const KEYS = new Set([
    'errors.required',
    'errors.memberNumberInvalid',
    'errors.memberNumberDigits',
    'errors.invalidEmail',
    'errors.passwordLength',
    'errors.passwordCriteria',
    'errors.passwordMismatch',
  ]);
  const typed = (r: unknown) =>
    expect(r === null || (typeof r === 'string' && r.startsWith('errors.') && KEYS.has(r)), String(r)).toBe(true);
  const input = fc.oneof(text, huge);

  it('every check returns null or an errors.* key for any string', () => {
    holds(fc.tuple(input, input), ([a, b]) => {
      for (const check of [checkMemberNumber, checkEmail, checkNewPassword, checkRequired, checkVerify(b)])
        typed(check(a));
      expect(typeof normalizeDigits(a)).toBe('string');
    });
  });

  it('any 11 ASCII digits pass, with or without surrounding spaces', () => {
    holds(fc.tuple(fc.stringMatching(/^[0-9]{11}$/), fc.constantFrom('', ' ', '\t', '  \n')), ([n, pad]) => {
      expect(checkMemberNumber(`${pad}${n}${pad}`)).toBeNull();
      expect(normalizeDigits(`${pad}${n}${pad}`)).toBe(n);
    });
  });

  it('11 digits typed in Arabic-Indic, Persian, Thai or full-width digits pass and become ASCII', () => {
    const zero = fc.constantFrom(0x30, 0x660, 0x6f0, 0xe50, 0xff10);
    holds(fc.array(fc.tuple(zero, fc.integer({ min: 0, max: 9 })), { minLength: 11, maxLength: 11 }), (digits) => {
      const typedNumber = digits.map(([z, d]) => String.fromCodePoint(z + d)).join('');
      expect(checkMemberNumber(typedNumber)).toBeNull();
      expect(normalizeDigits(typedNumber)).toBe(digits.map(([, d]) => d).join(''));
    });
  });

  it('a member number with any non-digit in it fails', () => {
    const digits = fc.stringMatching(/^[0-9]{0,11}$/);
    const nonDigit = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 1 })
      .filter((c) => !/[0-9\u0660-\u0669\u06f0-\u06f9\u0e50-\u0e59\uff10-\uff19]/.test(c));
    holds(fc.tuple(digits, nonDigit, digits), ([a, c, b]) => {
      expect(checkMemberNumber(`${a}${c}${b}`)).not.toBeNull();
    });
  });

  it('an accepted e-mail has one @, a dot after it and no spaces; generated addresses pass', () => {
    holds(text, (s) => {
      if (checkEmail(s) === null) expect(s.trim()).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    });
    holds(fc.emailAddress(), (e) => expect(checkEmail(e)).toBeNull());
  });

  it('a new password passes exactly when it has 8+ characters, a letter and a digit; verify needs the same text', () => {
    holds(fc.oneof(text, fc.string({ unit: 'grapheme', minLength: 6, maxLength: 14 })), (p) => {
      const ok = p.length >= 8 && /\p{L}/u.test(p) && /\p{Nd}/u.test(p);
      expect(checkNewPassword(p) === null).toBe(ok);
      expect(checkVerify(p)(p)).toBe(p === '' ? 'errors.required' : null);
      expect(checkVerify(p)(`${p}x`)).toBe('errors.passwordMismatch');
    });
  });
});

describe('provider answers (src/services/membership-api.ts)', () => {
  const expectAnswer = (a: unknown) => {
    if (a === null) return;
    expect(typeof a === 'object' && !Array.isArray(a)).toBe(true);
    expect(typeof (a as { Status: unknown }).Status).toBe('string');
  };
  const expectMember = (m: ReturnType<typeof parseMember>) => {
    if (m === null) return;
    expect(MEMBERSHIP_STATUSES).toContain(m.status);
    // an ended membership may come without an expiry date; an ACTIVE one never does
    if (m.status === 'ACTIVE' || m.expiration) {
      expect(m.expiration).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(m.expiration))).toBe(false);
    } else expect(m.expiration).toBe('');
    expect(m.username).not.toBe('');
    for (const f of [m.username, m.firstName, m.lastName, m.level, m.number]) expect(f).toBe(String(f).trim());
    expect(Object.keys(m).sort()).toEqual([
      'expiration',
      'firstName',
      'lastName',
      'level',
      'number',
      'status',
      'username',
    ]);
  };
  const status = fc.oneof(fc.constantFrom(...MEMBERSHIP_STATUSES, 'FAILURE', 'SUCCESS', 'active', ''), text);
  const field = value(fc.oneof(text, fc.integer()));
  const memberAnswer = fc.record(
    {
      Status: status,
      Username: field,
      FirstName: field,
      LastName: field,
      MemberLevel: field,
      MemberNumber: field,
      ExpirationDate: value(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.stringMatching(/^\d{4}-\d{2}-\d{2}/),
          text,
        ),
      ),
    },
    { requiredKeys: ['Status'] },
  );

  it('parseEnvelope returns null or an object with a string Status, for anything', () => {
    holds(
      fc.oneof(
        anything,
        fc.record({ data: fc.oneof(fc.json(), text, anything) }),
        memberAnswer.map((m) => ({ data: toJson(m) })),
      ),
      (body) => expectAnswer(parseEnvelope(body)),
    );
  });

  it('parseMember returns null or a fully typed member, and null for any status but the four', () => {
    holds(memberAnswer, (answer) => {
      const m = parseMember(answer as never);
      expectMember(m);
      if (!(MEMBERSHIP_STATUSES as readonly unknown[]).includes(answer.Status)) expect(m).toBeNull();
      const envelope = parseEnvelope({ data: toJson(answer) });
      expectMember(envelope && parseMember(envelope));
    });
  });
});

describe('content mapping (src/services/content/mapping.ts)', () => {
  const both = fc.oneof(wpList, anything);

  it('no mapper throws, whatever it is given', () => {
    const mappers = [
      toVideos,
      toTips,
      toArticles,
      toSpotlights,
      toNewsletters,
      toMasterClasses,
      toLocations,
      toContacts,
      toBanner,
      toSiteOptions,
      marketLinks,
      img,
    ];
    holds(fc.oneof(anythingSparse, wpList, fc.array(anythingSparse)), (raw) => {
      for (const map of mappers) expect(() => map(raw)).not.toThrow();
    });
  });

  it('feeds map anything to typed items with safe URLs', () => {
    holds(both, (raw) => {
      for (const v of toVideos(raw)) {
        expectPost(v);
        expectImg(v.image);
        expectLink(v.url);
        expectText(v.linkText);
        expectLinks(v.buyNow.links);
        expect(v.ytid === '' || /^[\w-]{6,20}$/.test(v.ytid)).toBe(true);
        expect(typeof v.buyNow.show).toBe('boolean');
      }
      for (const t of toTips(raw)) {
        expectPost(t);
        expect(t.ytid === '' || /^[\w-]{6,20}$/.test(t.ytid)).toBe(true);
        for (const b of t.buyNowList) {
          expectText(b.text);
          expectLinks(b.links);
        }
      }
      for (const a of toArticles(raw)) {
        expectPost(a);
        expectImg(a.image);
        expectLink(a.url);
        expectText(a.subHeading);
        expectText(a.linkText);
        expect(typeof a.type).toBe('string');
        for (const b of a.buyNowList) {
          expectText(b.text);
          expectImg(b.thumbnail);
          expectLinks(b.links);
        }
      }
      for (const s of toSpotlights(raw)) {
        expectPost(s);
        expectImg(s.previewImage);
        expectImg(s.image);
        expectText(s.btnText);
      }
      for (const n of toNewsletters(raw)) {
        expectPost(n);
        expectImg(n.image);
        expectLink(n.url);
        expectText(n.linkText);
      }
    });
  });

  it('master classes, locations and contacts map anything to typed values', () => {
    holds(both, (raw) => {
      for (const c of toMasterClasses(raw)) {
        expectPost(c);
        expectLink(c.eventUrl);
        expectText(c.presenter);
        expectText(c.address);
        expectText(c.btnText);
        for (const s of [c.start, c.end, c.location, c.description]) expect(typeof s).toBe('string');
      }
      for (const l of toLocations(raw)) {
        expect(l.id).not.toBe('');
        expectText(l.name);
        expect(l.name).not.toBe('');
      }
      for (const c of toContacts(raw)) {
        expectPost(c);
        for (const e of c.emails) expect(safeEmail(e)).toBe(e);
        for (const p of c.phones) expect(p).toMatch(/^\+?[\d\s\-().]{4,30}$/);
      }
    });
  });

  it('banner, site options, market links and images map anything to typed values', () => {
    holds(fc.oneof(fc.record({ acf }), anything, acf), (raw) => {
      const b = toBanner(raw);
      if (b) {
        for (const t of [...Object.values(b.translations), ...Object.values(b.loginTranslations)])
          expect(typeof t).toBe('string');
        expect(typeof b.visible).toBe('boolean');
      }
      expectLinks(toSiteOptions(raw).storeLinks);
      expectLinks(marketLinks(raw));
      expectLinks(marketLinks((raw as { store_links?: unknown } | null)?.store_links));
      expectImg(img(raw));
      expectImg(img((raw as { image?: unknown } | null)?.image));
    });
  });

  it('titles come out as collapsed text, and render as one text node whatever markup they held', () => {
    holds(fc.oneof(text, hostile), (title) => {
      const [item] = toNewsletters([{ id: 1, title: { rendered: `Title ${title}` } }]);
      expectText(item!.title);
      expect(plainText(`Title ${title}`)).toBe(item!.title);
      // without markup, entities or NUL (which the HTML parser drops) the text is kept as it was, HTML's white space collapsed
      if (!/[<&\u0000]/.test(title)) expect(item!.title).toBe(`Title ${title}`.replace(/[\t\n\f\r ]+/g, ' ').trim());
      // the screens put titles (and every other plain-text field) into the page as Preact text and attributes
      const host = document.createElement('div');
      render(h('h2', { title: item!.title }, item!.title), host);
      expect(host.querySelectorAll('*')).toHaveLength(1);
      expect([host.firstElementChild!.textContent, host.firstElementChild!.getAttribute('title')]).toEqual([
        item!.title,
        item!.title,
      ]);
      render(null, host);
    });
  });
});

describe('URL allow-lists (src/services/content/safe-url.ts)', () => {
  it('safeLink and safeImageSrc only ever return http(s) URLs or a same-origin path', () => {
    holds(fc.oneof(urlish, anything, text), (raw) => {
      expectLink(safeLink(raw));
      expectImageSrc(safeImageSrc(raw));
      expect(unsafeScheme(safeLink(raw)) || unsafeScheme(safeImageSrc(raw))).toBe(false);
      const id = safeYoutubeId(raw);
      expect(id === '' || /^[\w-]{6,20}$/.test(id)).toBe(true);
      expect(safeEmail(raw)).not.toMatch(/[\s<>"'()?&%#,;=:/]/);
      expect(safePhone(raw)).toMatch(/^(\+?[\d\s\-().]{4,30})?$/);
    });
  });

  it('takes a plain address for mailto:, and refuses one that would add recipients or text to the mail', () => {
    expect(safeEmail(' care@brand.example ')).toBe('care@brand.example');
    expect(safeEmail('first.last+pro@mail.brand-eu.example')).toBe('first.last+pro@mail.brand-eu.example');
    for (const raw of [
      'care@brand.example?bcc=spy%40evil.example',
      'care@brand.example&cc=spy@evil.example',
      'care%40brand.example@evil.example',
      'care@brand.example#x',
      'care@brand.example,spy@evil.example',
      'care@brand',
      'javascript:alert(1)//@x.example',
    ])
      expect(safeEmail(raw), raw).toBe('');
  });

  it('refuses every URL payload of the corpus that is not http(s)', () => {
    for (const url of urlCorpus) {
      expectLink(safeLink(url));
      expectImageSrc(safeImageSrc(url));
      if (unsafeScheme(url)) expect([safeLink(url), safeImageSrc(url)]).toEqual(['', '']);
    }
  });
});

describe('sanitize (src/components/sanitize-purify.ts)', () => {
  const FORBIDDEN =
    'script, iframe, frame, frameset, object, embed, base, meta, form, link, style, svg, math, input, button, textarea, select';
  const URL_ATTRS = [
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'ping',
    'cite',
    'srcdoc',
  ];
  /** Parses the sanitized HTML the way the page does (innerHTML) and lists what could run, load or navigate. */
  function problems(html: string): string[] {
    const out = sanitize(html);
    expect(typeof out).toBe('string');
    const host = document.createElement('div');
    host.innerHTML = out;
    const found = Array.from(host.querySelectorAll(FORBIDDEN), (e) => `element ${e.tagName}`);
    for (const e of Array.from(host.querySelectorAll('*'))) {
      for (const a of Array.from(e.attributes)) {
        if (/^on/i.test(a.name)) found.push(`handler ${a.name} on ${e.tagName}`);
        if (URL_ATTRS.includes(a.name.toLowerCase()) && unsafeScheme(a.value))
          found.push(`${e.tagName} ${a.name}="${a.value.slice(0, 40)}"`);
        // an image path that looks same-origin must be: a browser reads "/\\host" as "//host"
        if (a.name === 'src' && a.value.startsWith('/') && !isSameOriginPath(a.value))
          found.push(`${e.tagName} src="${a.value.slice(0, 40)}" (another origin)`);
        if (a.name === 'srcset' || a.name === 'style') found.push(`${e.tagName} ${a.name}`);
      }
    }
    return found;
  }

  it('leaves nothing that runs, loads or navigates from any HTML payload of the corpus', () => {
    const found = htmlCorpus.flatMap((p) => problems(p).map((f) => `${f}  <=  ${p}`));
    expect(found).toEqual([]);
  });

  it('leaves no javascript:, data: or vbscript: URL from any URL payload, in a link or an image', () => {
    const attr = (u: string) => u.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const found = urlCorpus.flatMap((u) =>
      problems(`<a href="${attr(u)}">x</a><img src="${attr(u)}">`).map((f) => `${f}  <=  ${JSON.stringify(u)}`),
    );
    expect(found).toEqual([]);
  });

  it('leaves nothing that runs, loads or navigates from random HTML, corpus mixes and text fields', () => {
    holds(
      fc.oneof(
        htmlish,
        fc.array(hostile, { minLength: 1, maxLength: 4 }).map((p) => p.join('')),
        text,
        fc.constantFrom(...textCorpus),
      ),
      (html) => expect(problems(html)).toEqual([]),
    );
  });
});

describe('defuseHandlers (src/services/content/defuse.ts)', () => {
  // Chromium reports an inline handler or a <base href> to the page's CSP as soon as any parser meets one,
  // even DOMPurify's inert one; defuse renames them first, so after it no parser may find one.
  function reported(html: string): string[] {
    const doc = new DOMParser().parseFromString(defuseHandlers(html), 'text/html');
    const found: string[] = [];
    const visit = (root: ParentNode) => {
      for (const e of Array.from(root.querySelectorAll('*'))) {
        for (const a of Array.from(e.attributes)) if (/^on/i.test(a.name)) found.push(`${e.tagName} ${a.name}`);
        if (e.tagName === 'BASE' && e.hasAttribute('href')) found.push('BASE href');
        if (e instanceof HTMLTemplateElement) visit(e.content);
      }
    };
    visit(doc);
    return found;
  }

  it('leaves no inline handler and no <base> for a parser to meet, in any payload of the corpus', () => {
    expect(corpus.flatMap((p) => reported(p).map((f) => `${f}  <=  ${p}`))).toEqual([]);
  });

  it('leaves none in random HTML and corpus mixes, and leaves text outside tags alone', () => {
    holds(
      fc.oneof(
        htmlish,
        fc.array(hostile, { minLength: 1, maxLength: 4 }).map((p) => p.join('')),
      ),
      (html) => {
        expect(reported(html)).toEqual([]);
      },
    );
    holds(
      unicode.filter((t) => !t.includes('<')),
      (t) => expect(defuseHandlers(t)).toBe(t),
    );
  });
});

describe('stored records (src/services/storage/*-record.ts)', () => {
  const maybe = <T>(arb: fc.Arbitrary<T>) => value(arb);
  const memberShape = fc.record(
    {
      username: maybe(text),
      firstName: maybe(text),
      lastName: maybe(text),
      level: maybe(text),
      number: maybe(text),
      expiration: maybe(text),
      status: maybe(fc.constantFrom(...MEMBERSHIP_STATUSES, 'FAILURE', '')),
      lastLogin: maybe(fc.double()),
    },
    { requiredKeys: [] },
  );
  const settingsShape = fc.record(
    {
      language: maybe(fc.constantFrom('english', 'french', 'arabic', 'klingon', '')),
      location: maybe(fc.oneof(text, huge)),
      storeLocation: maybe(fc.constantFrom(...STORE_MARKETS, 'other', '')),
    },
    { requiredKeys: [] },
  );
  const sealedShape = fc.record(
    {
      username: maybe(text),
      iv: maybe(fc.oneof(fc.uint8Array({ minLength: 12, maxLength: 12 }), fc.uint8Array())),
      data: maybe(fc.uint8Array().map((a) => a.buffer)),
    },
    { requiredKeys: [] },
  );

  it('parse a typed value or null from anything', () => {
    holds(fc.oneof(anything, memberShape, settingsShape, sealedShape, fc.double()), (raw) => {
      const m = parseStoredMember(raw);
      if (m) {
        for (const f of [m.username, m.firstName, m.lastName, m.level, m.number, m.expiration])
          expect(typeof f).toBe('string');
        expect(m.username).not.toBe('');
        expect(MEMBERSHIP_STATUSES).toContain(m.status);
        expect(Number.isFinite(m.lastLogin) && m.lastLogin > 0).toBe(true);
      }
      const s = parseSettings(raw);
      if (s) {
        expect(isLanguage(s.language)).toBe(true);
        expect(typeof s.location === 'string' && s.location.length < 64).toBe(true);
        expect(s.storeLocation === '' || s.storeLocation === 'other' || isStoreMarket(s.storeLocation)).toBe(true);
      } else expect(raw === null || typeof raw !== 'object' || Array.isArray(raw)).toBe(true);
      const t = parseLastOnline(raw);
      expect(t === null || (Number.isFinite(t) && t > 0)).toBe(true);
      const sealed = parseSealed(raw);
      if (sealed) {
        expect(typeof sealed.username === 'string' && sealed.username !== '').toBe(true);
        expect(sealed.iv instanceof Uint8Array && sealed.iv.length === 12).toBe(true);
        expect(sealed.data instanceof ArrayBuffer).toBe(true);
      }
    });
  });
});

describe('the reference content service’s corpus (server/content/hostile*.js)', () => {
  it('has at least 100 payloads, each in a field the app renders', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON from the JS reference server, walked field by field
    type Raw = Record<string, any>;
    const catalog = buildCatalog({ today: new Date(), hostile: true }) as Raw;
    const ids = HOSTILE_ITEM_IDS as number[];
    const hostileFeedItems = (Object.values(catalog.feeds) as Raw[])
      .flatMap((f) => f.en as Raw[])
      .filter((i) => ids.includes(i.id));
    const image = (i: Raw | undefined) => [i?.url, i?.alt, ...Object.values(i?.sizes ?? {})];
    const fields: Record<string, unknown[]> = {
      'title.rendered': [...hostileFeedItems, ...catalog.masterClasses.en, ...catalog.contacts]
        .filter((i: Raw) => ids.includes(i.id))
        .map((i: Raw) => i.title.rendered),
      'content.rendered': [...hostileFeedItems, ...catalog.masterClasses.en]
        .filter((i: Raw) => ids.includes(i.id))
        .map((i: Raw) => i.content.rendered),
      'acf.image': hostileFeedItems.flatMap((i) => image(i.acf.image)),
      'acf.preview_image': hostileFeedItems.flatMap((i) => image(i.acf.preview_image)),
      'buy_now_list thumbnail': hostileFeedItems.flatMap((i) =>
        (i.acf.buy_now_list ?? []).flatMap((b: Raw) => image(b.thumbnail)),
      ),
      'acf.link_text': hostileFeedItems.map((i) => i.acf.link_text),
      'acf.button_text': [...hostileFeedItems, ...catalog.masterClasses.en].map((i: Raw) => i.acf.button_text),
      'buy-now text': hostileFeedItems.flatMap((i) => (i.acf.buy_now_list ?? []).map((b: Raw) => b.text)),
      'links.us': hostileFeedItems.flatMap((i) => [
        i.acf.buy_now?.links?.us,
        ...(i.acf.buy_now_list ?? []).map((b: Raw) => b.links.us),
      ]),
      'acf.url': hostileFeedItems.map((i) => i.acf.url),
      'acf.event_url': catalog.masterClasses.en.map((c: Raw) => c.acf.event_url),
      'acf.sub_heading': hostileFeedItems.map((i) => i.acf.sub_heading),
      'acf.presenter_name': catalog.masterClasses.en.map((c: Raw) => c.acf.presenter_name),
      'acf.address': catalog.masterClasses.en.map((c: Raw) => c.acf.address),
      'location name': catalog.locations.map((l: Raw) => l.name),
      'contact e-mail': catalog.contacts.flatMap((c: Raw) =>
        c.acf.email.map((e: Raw) => (typeof e === 'string' ? e : (e.address ?? e.email))),
      ),
      'contact phone': catalog.contacts.flatMap((c: Raw) =>
        c.acf.phone_numbers.map((p: Raw) => p.number ?? p.phone_number),
      ),
      banner_translations: Object.values(catalog.banner.acf.banner_translations),
    };
    const isPayload = (v: unknown) => typeof v === 'string' && corpus.some((p) => v.includes(p));
    const withoutPayload = Object.entries(fields)
      .filter(([, values]) => !values.some(isPayload))
      .map(([name]) => name);
    expect(withoutPayload, 'fields that no payload reaches').toEqual([]);

    const escaped = (p: string) =>
      p.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const rendered = Object.values(fields)
      .flat()
      .filter((v): v is string => typeof v === 'string');
    const missing = corpus.filter((p) => !rendered.some((v) => v.includes(p) || v.includes(escaped(p))));
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(missing, 'payloads that reach no rendered field').toEqual([]);
  });
});
