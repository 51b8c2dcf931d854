// @ts-check
/**
 * Master-class locations: a WordPress taxonomy. More than ten have classes, so a client that reads only
 * WordPress's first page of 10 misses some; Berlin has none, so the app's empty location is exercised.
 * The names stay as they are in every language (the taxonomy is not translated), so a member's default
 * location keeps its id when the language changes.
 */
import { slugify } from './wp.js';

export const LOCATIONS = Object.freeze([
  { id: 11, name: 'New York', address: '120 Spring Street, New York, NY 10012' },
  { id: 12, name: 'Los Angeles', address: '8500 Melrose Avenue, West Hollywood, CA 90069' },
  { id: 13, name: 'Toronto', address: '55 Bloor Street West, Toronto, ON M4W 1A5' },
  { id: 14, name: 'London', address: '14 Neal Street, London WC2H 9QL' },
  { id: 15, name: 'Sydney', address: '2 Market Street, Sydney NSW 2000' },
  { id: 16, name: 'Berlin', address: 'Friedrichstraße 76, 10117 Berlin' },
  { id: 17, name: 'Paris', address: '36 rue Étienne Marcel, 75002 Paris' },
  { id: 18, name: 'Milan', address: 'Via Tortona 31, 20144 Milano' },
  { id: 19, name: 'Madrid', address: 'Calle de Fuencarral 45, 28004 Madrid' },
  { id: 20, name: 'Lisbon', address: 'Rua Garrett 50, 1200-204 Lisboa' },
  { id: 21, name: 'São Paulo', address: 'Rua Oscar Freire 900, São Paulo - SP, 01426-001' },
  { id: 22, name: 'Amsterdam', address: 'Herengracht 300, 1016 CE Amsterdam' },
  { id: 23, name: 'Dubai', address: 'Dubai Design District, Building 4, Dubai' },
  { id: 24, name: 'Tokyo', address: '5-1-1 Jingumae, Shibuya-ku, Tokyo 150-0001' },
  { id: 25, name: 'Seoul', address: '12 Apgujeong-ro 60-gil, Gangnam-gu, Seoul' },
  { id: 26, name: 'Shanghai', address: '999 Huaihai Middle Road, Huangpu District, Shanghai' },
  { id: 27, name: 'Istanbul', address: 'Abdi İpekçi Caddesi 20, Nişantaşı, 34367 İstanbul' },
  { id: 28, name: 'Athens', address: 'Ermou 42, 105 63 Athens' },
  { id: 29, name: 'Bangkok', address: '999 Rama I Road, Pathum Wan, Bangkok 10330' },
  { id: 30, name: 'Tel Aviv', address: '22 Rothschild Boulevard, Tel Aviv-Yafo' },
]);

const HOSTILE_LOCATION_ID = 15;
const PAYLOAD = '<img src=x onerror=alert(1)>';

/** @param {number} id */
export const locationById = (id) => /** @type {typeof LOCATIONS[number]} */ (LOCATIONS.find((l) => l.id === id));

/**
 * `count` is every class at the location, past ones included, as WordPress counts terms.
 * @param {ReadonlyArray<readonly [number, ...unknown[]]>} classes [location id, …] per class
 * @param {boolean} [hostile] with the hostile samples, Sydney's name is one (the app's filter shows names as text)
 */
export function buildLocations(classes, hostile = false) {
  return LOCATIONS.map((l) => ({
    ...l,
    name: hostile && l.id === HOSTILE_LOCATION_ID ? `${l.name} ${PAYLOAD}` : l.name,
  })).map(({ id, name }) => ({
    id,
    name,
    slug: slugify(name),
    count: classes.filter(([locationId]) => locationId === id).length,
  }));
}
