// @vitest-environment node
// What a native-speaker review of the tables asked for, where a rule can hold it (issue 16).
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { bannerSettings } from '../../server/content/banner.js';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { FEED_CONTENT } from '../../server/content/feeds/index.js';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { TRANSLATIONS } from '../../server/content/translations.js';
import { flat, others, SAME_EVERYWHERE } from './tables';

/** A language's own texts: contact data and the product name are the same everywhere. */
const texts = (locale: string) => Object.entries(flat(locale)).filter(([key]) => !SAME_EVERYWHERE.has(key));

describe("the language's words", () => {
  it.each([...others, 'en-US'])(
    "%s names a buy link's product with one key that keeps its placeholder and starts with its Buy now",
    (locale) => {
      const table = flat(locale);
      // the link shows the Buy now text and is named by this one, so the visible label must begin the name
      expect(table['store.buyNowProduct']).toMatch(/\{\{product\}\}$/);
      expect(table['store.buyNowProduct']!.startsWith(table['store.buyNow']!)).toBe(true);
    },
  );

  // "Service failed" is the spec's English; a translation says, as the language would, that the service is not answering
  const GLOSSES = [
    'Dienst fehlgeschlagen',
    'Service fehlgeschlagen',
    '服务失败',
    'Η υπηρεσία απέτυχε',
    'Error del servicio',
    'Fallo del servicio',
    'Échec du service',
    'Le service a échoué',
    'השירות נכשל',
    'Errore del servizio',
    'Servizio non riuscito',
    'サービス失敗',
    'サービスでエラーが発生しました',
    '서비스 실패',
    '서비스 오류가 발생했습니다',
    'Service mislukt',
    'Dienst mislukt',
    'Falha do serviço',
    'Falha no serviço',
    'บริการล้มเหลว',
    'บริการขัดข้อง',
    'Hizmet başarısız oldu',
    'Hizmet başarısız',
    'تعذّر تنفيذ الخدمة',
    'فشلت الخدمة',
  ];
  it.each(others)("%s's 'Service failed' is no word-for-word gloss", (locale) => {
    expect(GLOSSES).not.toContain(flat(locale)['errors.serviceFailed']);
  });

  it.each([...others, 'en-US'])(
    '%s writes digits the way t() writes numbers in it (Arabic-Indic in Arabic)',
    (locale) => {
      const own = new Set(new Intl.NumberFormat(locale, { useGrouping: false }).format(1234567890));
      const foreign = texts(locale).filter(([, value]) => [...value].some((c) => /\p{Nd}/u.test(c) && !own.has(c)));
      expect(foreign).toEqual([]);
    },
  );

  it('sets a no-break space before French : ; ? ! and %, and inside « »', () => {
    const bad = texts('fr-FR').filter(([, value]) => /[^\u00a0\u202f][:;?!%»]|«[^\u00a0\u202f]/.test(value));
    expect(bad).toEqual([]);
  });

  // the phrase is invariant in these languages, so the terms can use the interface's name as it stands
  it.each(['es-ES', 'pt-PT', 'fr-FR', 'it-IT', 'nl-NL', 'el-GR', 'he-IL', 'tr-TR', 'ja-JP', 'ko-KR', 'zh-CN', 'th-TH'])(
    '%s calls the card by one name in the interface and in the terms',
    (locale) => {
      const table = flat(locale);
      const name = table['title.card']!;
      expect([table['menu.card'], table['card.heading']]).toEqual([name, name]);
      expect(table['legal.terms.p1']!.toLocaleLowerCase(locale)).toContain(name.toLocaleLowerCase(locale));
    },
  );

  it('Turkish names master classes as its trade does and registering with one verb', () => {
    const table = flat('tr-TR');
    expect(texts('tr-TR').filter(([, value]) => /ustalık sınıf/i.test(value.toLocaleLowerCase('tr-TR')))).toEqual([]);
    expect([table['title.register'], table['register.heading']]).toEqual([
      table['register.submit'],
      table['register.submit'],
    ]);
  });

  // a bare "artist" reads as a painter, a musician or (Arabic) an entertainer: the feed profiles makeup artists
  it.each([
    ['ar-SA', /^فنان /],
    ['de-DE', /Künstler/],
    ['he-IL', /אמנים/],
    ['zh-CN', /艺术家/],
  ])('%s names the artists feed with the trade’s word, not a painter’s', (locale, gloss) => {
    expect(flat(locale)['title.artistSpotlight']).not.toMatch(gloss);
  });

  it("Korean names the product tips as tips for using them, Chinese the newsletter as the members' own", () => {
    expect(flat('ko-KR')['title.productTips']).not.toBe('제품 팁');
    const zh = flat('zh-CN');
    expect([zh['title.newsletters'], zh['feed.openNewsletter']].filter((s) => s!.includes('新闻'))).toEqual([]);
  });

  it('Arabic says the passwords do not match in the dual', () => {
    expect(flat('ar-SA')['errors.passwordMismatch']).toBe('كلمتا المرور غير متطابقتين');
  });
});

/** Second-person imperatives the review found in Arabic, masculine and feminine: the app addresses no one's gender. */
const GENDERED = [
  'اختر',
  'جدد',
  'جددها',
  'اضغط',
  'سجل',
  'أدخل',
  'ثبت',
  'أضف',
  'أدر',
  'اعرض',
  'قدم',
  'اشتر',
  'مرر',
  'تواصل',
  'تحقق',
  'أعد',
  'استخدم',
  'تعرضها',
  'تشارك',
  'تتسوق',
  'تستخدم',
  'لست',
  'اكتشفي',
  'شاهدي',
  'اقرئي',
  'اطلعي',
  'جهزي',
  'ضعي',
  'ثبتي',
  'اعملي',
  'ادمجي',
  'احتفظي',
  'ارسمي',
  'قشري',
  'رشيه',
  'اثني',
  'اضغطي',
  'عقمي',
  'استخدمي',
  'استفيدي',
  'اجعلي',
  'تبنين',
  'ضعيه',
  'تجنبي',
  'حركي',
  'رطبيها',
];
/** The gendered words of an Arabic text, read without short vowels and shadda ('جدّد' is 'جدد'). */
const gendered = (text: string) =>
  text
    .replace(/[\u064b-\u0652]/g, '')
    .split(/[^\u0621-\u064a]+/)
    .filter((w) => GENDERED.includes(w));
/** A feed module of the reference server (server/content/feeds/), as far as these tests read it. */
interface FeedTexts {
  type: string;
  languages: Record<string, Record<string, unknown>>;
}
/** Every text of a language's feed content on the reference content service. */
const feedTexts = (lang: 'fr' | 'ar'): string[] => {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(leaves)
        : [];
  return leaves([
    (TRANSLATIONS as Record<string, unknown>)[lang],
    ...FEED_CONTENT.map((f: FeedTexts) => f.languages[lang]),
  ]);
};

describe('Arabic addresses the member one way, in the interface and in the feed content', () => {
  it('with no gendered imperative in the interface (buttons and links are verbal nouns)', () => {
    expect(texts('ar-SA').flatMap(([key, value]) => gendered(value).map((w) => `${key}: ${w}`))).toEqual([]);
  });

  it("with none in the feeds and the banner, whose link texts read as the interface's do", () => {
    const banner = (bannerSettings() as { acf: { banner_translations: { arabic: string } } }).acf.banner_translations
      .arabic;
    expect([...feedTexts('ar'), banner].flatMap(gendered)).toEqual([]);
    expect(FEED_CONTENT.find((f: FeedTexts) => f.type === 'article')?.languages.ar?.readMore).toBe(
      flat('ar-SA')['feed.readMore'],
    );
  });

  it('with the digits the app writes its dates in', () => {
    expect(feedTexts('ar').filter((text) => /[0-9]/.test(text))).toEqual([]);
  });
});

describe('French feed content', () => {
  it('sets a no-break space before : ; ? ! and %', () => {
    expect(feedTexts('fr').filter((text) => /[^\u00a0\u202f][:;?!%]/.test(text))).toEqual([]);
  });
});
