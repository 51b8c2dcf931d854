// @ts-check
/** Master classes, their locations, and the customer-care contacts. */
import { addDays, isoDay } from '../dates.js';
import { hostileDescription, hostileField, hostileUrl } from './hostile.js';
import { slugify, wpPost } from './wp.js';

/** Berlin has no class at all, so the app's empty location is exercised. */
const LOCATIONS = [
  { id: 11, name: 'New York', address: '120 Spring Street, New York, NY 10012' },
  { id: 12, name: 'Los Angeles', address: '8500 Melrose Avenue, West Hollywood, CA 90069' },
  { id: 13, name: 'Toronto', address: '55 Bloor Street West, Toronto, ON M4W 1A5' },
  { id: 14, name: 'London', address: '14 Neal Street, London WC2H 9QL' },
  // the name is hostile too: the app shows location names as text in its filter
  { id: 15, name: 'Sydney <img src=x onerror=alert(1)>', address: '2 Market Street, Sydney NSW 2000' },
  { id: 16, name: 'Berlin', address: 'Friedrichstraße 76, 10117 Berlin' },
];

/** [location id, days from today, title, presenter]; the -20 one is in the past. */
const CLASSES = /** @type {Array<[number, number, string, string]>} */ ([
  [11, -20, 'Editorial Skin Masterclass', 'Amara Okafor'],
  [11, 4, 'Bridal Beauty: From Trial to Big Day', 'Lucia Moretti'],
  [12, 9, 'Red Carpet Glam', 'Diego Ramos'],
  [13, 14, 'Colour Theory for Every Skin Tone', 'Hannah Becker'],
  [14, 18, 'Runway Backstage Speed Techniques', 'Mei Tanaka'],
  [15, 25, 'Hostile sample: master class description', 'Chloe Dubois'],
  [11, 32, 'Graphic Liner Intensive', 'Omar Haddad'],
  [12, 40, 'Airbrush Foundation Basics', 'Sofia Lindqvist'],
  [14, 47, 'Mature Skin: Lift and Glow', 'Ravi Patel'],
  [13, 61, 'Special Effects Introduction', 'Noah Williams'],
  [12, 68, 'Hostile sample: master class event link', 'Diego Ramos'],
]);

const CLASS_BASE_ID = 100;
/** The first master class whose fields carry hostile markup (its event link is real, its texts are not). */
export const HOSTILE_CLASS_ID = CLASS_BASE_ID + 6;
/** Every hostile master class; the second one's event link is hostile. */
export const HOSTILE_CLASS_IDS = Object.freeze([HOSTILE_CLASS_ID, CLASS_BASE_ID + 11]);

/**
 * The hostile classes' fields: texts cycle through the corpus from their own offset.
 * @param {number} id
 * @param {{ title: string, presenter: string, address: string, eventUrl: string }} real
 */
function hostileClass(id, real) {
  const k = HOSTILE_CLASS_IDS.indexOf(id);
  if (k < 0) return { ...real, buttonText: 'Reserve a seat' };
  const n = 140 + k * 5;
  return {
    title: hostileField(real.title, n),
    presenter: hostileField(real.presenter, n + 1),
    address: hostileField(real.address, n + 2),
    eventUrl: k === 0 ? real.eventUrl : hostileUrl(n + 3),
    buttonText: hostileField('Reserve a seat', n + 4),
  };
}

/** @param {number} days @param {Date} today */
const at = (days, today) => isoDay(addDays(today, days));

/**
 * @param {Date} today
 */
export function buildMasterClasses(today) {
  return CLASSES.map(([locationId, days, title, presenter], i) => {
    const id = CLASS_BASE_ID + i + 1;
    const location = /** @type {typeof LOCATIONS[number]} */ (LOCATIONS.find((l) => l.id === locationId));
    const slug = slugify(`${title} ${location.name}`);
    const fields = hostileClass(id, { title, presenter, address: location.address, eventUrl: `https://store.example/us/events/${slug}` });
    const content =
      HOSTILE_CLASS_IDS.includes(id)
        ? hostileDescription(`A hands-on day with ${presenter}.`, 'opened')
        : `<p>A hands-on day with <strong>${presenter}</strong> in ${location.name}.</p>\n` +
          '<ul><li>Live demonstration</li><li>Practice on a model</li><li>Kit and lunch included</li></ul>\n' +
          `<p>Seats are limited; <a href="https://store.example/us/events/${slug}">reserve yours</a>.</p>`;
    return {
      ...wpPost({ id, type: 'master-class', date: `${at(days - 45, today)}T09:00:00`, slug, title: fields.title, content, acf: {} }),
      location: [locationId],
      acf: {
        start_date: `${at(days, today)} 10:00:00`,
        end_date: `${at(days, today)} 17:00:00`,
        presenter_name: fields.presenter,
        address: fields.address,
        event_url: fields.eventUrl,
        button_text: fields.buttonText,
      },
    };
  }).sort((a, b) => a.acf.start_date.localeCompare(b.acf.start_date));
}

/** `count` is every class at the location, past ones included, as WordPress counts terms. */
export function buildLocations() {
  return LOCATIONS.map(({ id, name }) => ({
    id,
    name,
    slug: slugify(name),
    count: CLASSES.filter(([locationId]) => locationId === id).length,
  }));
}

/**
 * Deliberately not alphabetical: the app must put the United States and Canada first itself.
 * Phone numbers use fictional (555) ranges.
 */
const CONTACTS = /** @type {Array<[string, string, string]>} */ ([
  ['Germany', 'de', '+49 30 555 01234'],
  ['United States', 'us', '+1 800 555 0142'],
  ['Australia', 'au', '+61 2 5550 1234'],
  ['Canada', 'ca', '+1 888 555 0199'],
  ['Brazil', 'br', '+55 11 5555 0123'],
  ['Japan', 'jp', '+81 3 5555 0123'],
  ['United Kingdom', 'uk', '+44 20 7946 0958'],
]);

/** The last contact is hostile: its title, e-mail addresses and phone numbers. */
export const HOSTILE_CONTACT_ID = 900 + CONTACTS.length + 1;

function hostileContact() {
  return {
    id: HOSTILE_CONTACT_ID,
    slug: 'hostile-sample',
    title: { rendered: hostileField('Hostile sample contact', 150) },
    acf: {
      email: [
        { address: '"><script>alert(1)</script>@store.example' },
        { address: 'javascript:alert(1)//@store.example' },
        { address: 'care@store.example?body=<img src=x onerror=alert(1)>' },
        { address: 'javascript:alert%281%29@store.example' },
        { email: hostileUrl(151) },
        hostileField('care', 152),
      ],
      phone_numbers: [
        { number: 'javascript:alert(1)', label: 'Customer care' },
        { number: '+1 555 0100<img src=x onerror=alert(1)>', label: '<script>alert(1)</script>' },
        { phone_number: hostileUrl(153) },
        { number: '+1 (555) 0100', label: hostileField('desk', 154) },
      ],
    },
  };
}

export function buildContacts() {
  return [
    ...CONTACTS.map(([country, code, phone], i) => ({
      id: 900 + i + 1,
      slug: slugify(country),
      title: { rendered: country },
      acf: {
        email: [{ address: `care.${code}@pro-membership.example` }],
        phone_numbers: [
          { number: phone, label: 'Customer care' },
          ...(code === 'us' ? [{ number: '+1 800 555 0177', label: 'Pro membership desk' }] : []),
        ],
      },
    })),
    hostileContact(),
  ];
}
