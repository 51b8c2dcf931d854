// @ts-check
/**
 * Master classes, in English and in every translation (WPML: each its own post). They tour, so titles
 * repeat across cities; more than ten are upcoming, so a client that reads only WordPress's first page misses some.
 */
import { addDays, isoDay } from '../dates.js';
import { classId } from './feed-ids.js';
import { hostileDescription, hostileField, hostileUrl } from './hostile.js';
import { locationById } from './locations.js';
import { slugify, wpPost } from './wp.js';

/** The titles in English; every language pack names the same keys (`classes.titles`). */
export const CLASS_TITLES = Object.freeze({
  editorial: 'Editorial Skin Masterclass',
  bridal: 'Bridal Beauty: From Trial to Big Day',
  redCarpet: 'Red Carpet Glam',
  colour: 'Colour Theory for Every Skin Tone',
  runway: 'Runway Backstage Speed Techniques',
  liner: 'Graphic Liner Intensive',
  airbrush: 'Airbrush Foundation Basics',
  mature: 'Mature Skin: Lift and Glow',
  sfx: 'Special Effects Introduction',
  camera: 'Camera-Ready Skin for HD and Film',
  brows: 'Brow Mapping and Sculpting',
  boldColour: 'Bold Colour: Eyes and Lips',
});
/** @typedef {keyof typeof CLASS_TITLES} ClassKey */

/** The hostile samples keep these English titles in every language: they are fixtures, not content. */
const HOSTILE_TITLES = ['Hostile sample: master class description', 'Hostile sample: master class event link'];

/** [location id, days from today, title key or hostile sample number, presenter]; the -20 one is in the past. */
export const CLASSES = /** @type {ReadonlyArray<readonly [number, number, ClassKey | 0 | 1, string]>} */ ([
  [11, -20, 'editorial', 'Amara Okafor'],
  [11, 4, 'bridal', 'Lucia Moretti'],
  [12, 9, 'redCarpet', 'Diego Ramos'],
  [13, 14, 'colour', 'Hannah Becker'],
  [14, 18, 'runway', 'Mei Tanaka'],
  [15, 25, 0, 'Chloe Dubois'],
  [11, 32, 'liner', 'Omar Haddad'],
  [12, 40, 'airbrush', 'Sofia Lindqvist'],
  [14, 47, 'mature', 'Ravi Patel'],
  [13, 61, 'sfx', 'Noah Williams'],
  [12, 68, 1, 'Diego Ramos'],
  // the tour past the first ten
  [17, 6, 'camera', 'Chloe Dubois'],
  [18, 11, 'bridal', 'Lucia Moretti'],
  [19, 16, 'colour', 'Marisol Vega'],
  [20, 21, 'brows', 'Inês Carvalho'],
  [21, 28, 'redCarpet', 'Diego Ramos'],
  [22, 35, 'runway', 'Mei Tanaka'],
  [23, 43, 'boldColour', 'Layla Haddad'],
  [24, 50, 'camera', 'Yuki Sato'],
  [25, 54, 'mature', 'Ji-woo Park'],
  [26, 58, 'liner', 'Lin Wei'],
  [27, 65, 'airbrush', 'Selin Aydın'],
  [28, 72, 'brows', 'Eleni Papadaki'],
  [29, 76, 'colour', 'Niran Chaiyaphum'],
  [30, 80, 'boldColour', 'Noa Levi'],
  [17, 85, 'editorial', 'Amara Okafor'],
  [11, 90, 'sfx', 'Noah Williams'],
]);

/** Without the hostile samples (the demo), their two classes are ordinary ones. */
const DEMO_KEYS = /** @type {const} */ (['camera', 'editorial']);

/** Every hostile master class (English ids), when the samples are on; the second one's event link is hostile. */
export const HOSTILE_CLASS_IDS = Object.freeze(
  CLASSES.flatMap(([, , key], i) => (typeof key === 'number' ? [classId('en', i)] : [])),
);

/**
 * The words of a class description and its button in one language.
 * @typedef {{ button: string, intro: string, includes: string[], seats: [string, string, string], titles?: Record<ClassKey, string> }} ClassTexts
 */

/** @type {ClassTexts} */
const ENGLISH = {
  button: 'Reserve a seat',
  intro: 'A hands-on day with {presenter} in {city}.',
  includes: ['Live demonstration', 'Practice on a model', 'Kit and lunch included'],
  seats: ['Seats are limited; ', 'reserve yours', '.'],
};

/**
 * A hostile class's fields: texts cycle through the corpus from their own offset.
 * @param {0 | 1} k
 * @param {{ title: string, presenter: string, address: string, eventUrl: string }} real
 */
function hostileClass(k, real) {
  const n = 140 + k * 5;
  return {
    title: hostileField(real.title, n),
    presenter: hostileField(real.presenter, n + 1),
    address: hostileField(real.address, n + 2),
    eventUrl: k === 0 ? real.eventUrl : hostileUrl(n + 3),
    buttonText: hostileField(ENGLISH.button, n + 4),
    content: hostileDescription(`A hands-on day with ${real.presenter}.`, 'opened'),
  };
}

/** @param {ClassTexts} t @param {string} presenter @param {string} city @param {string} eventUrl */
const description = (t, presenter, city, eventUrl) =>
  `<p>${t.intro.replace('{presenter}', `<strong>${presenter}</strong>`).replace('{city}', city)}</p>\n` +
  `<ul>${t.includes.map((s) => `<li>${s}</li>`).join('')}</ul>\n` +
  `<p>${t.seats[0]}<a href="${eventUrl}">${t.seats[1]}</a>${t.seats[2]}</p>`;

/**
 * @param {Date} today
 * @param {string} [lang]
 * @param {{ market: string, classes: ClassTexts }} [pack] a translation's words and store; English without
 * @param {boolean} [hostile] the hostile samples (tests only)
 */
export function buildMasterClasses(today, lang = 'en', pack, hostile = false) {
  const t = pack?.classes ?? ENGLISH;
  const at = (/** @type {number} */ days) => isoDay(addDays(today, days));
  return CLASSES.map(([locationId, days, sample, presenter], i) => {
    const key = typeof sample === 'number' && !hostile ? DEMO_KEYS[sample] : sample;
    const location = locationById(locationId);
    const english = typeof key === 'number' ? HOSTILE_TITLES[key] : CLASS_TITLES[key];
    const slug = slugify(`${english} ${location.name}`);
    const real = {
      title: english,
      presenter,
      address: location.address,
      eventUrl: `https://store.example/${pack?.market ?? 'us'}/events/${slug}`,
    };
    const fields =
      typeof key === 'number'
        ? hostileClass(key, real)
        : {
            ...real,
            title: t.titles?.[key] ?? english,
            buttonText: t.button,
            content: description(t, presenter, location.name, real.eventUrl),
          };
    return {
      ...wpPost({
        id: classId(lang, i),
        type: 'master-class',
        date: `${at(days - 45)}T09:00:00`,
        slug: lang === 'en' ? slug : `${slug}-${lang}`,
        title: fields.title,
        content: fields.content,
        acf: {},
      }),
      location: [locationId],
      acf: {
        start_date: `${at(days)} 10:00:00`,
        end_date: `${at(days)} 17:00:00`,
        presenter_name: fields.presenter,
        address: fields.address,
        event_url: fields.eventUrl,
        button_text: fields.buttonText,
      },
    };
  }).sort((a, b) => a.acf.start_date.localeCompare(b.acf.start_date));
}
