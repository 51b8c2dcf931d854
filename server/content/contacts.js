// @ts-check
/** The customer-care contacts (`/wp-json/wp/v2/contact`); with the hostile samples on, a last hostile one. */
import { hostileField, hostileUrl } from './hostile.js';
import { slugify } from './wp.js';

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

/** @param {boolean} [hostile] the hostile sample (tests only) */
export function buildContacts(hostile = false) {
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
    ...(hostile ? [hostileContact()] : []),
  ];
}
