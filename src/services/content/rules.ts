// Content rules of spec section 3: which locations show, contact order, and which buy-now link to use.
import { isStoreMarket, type StoreChoice } from '../settings-data';
import type { Contact, Location, MarketLinks, MasterClass } from './entities';

/** Only locations that have at least one (upcoming) class. */
export const locationsWithClasses = (locations: Location[], classes: MasterClass[]): Location[] =>
  locations.filter((l) => classes.some((c) => c.location === l.id));

const FIRST = ['united states', 'us', 'usa', 'canada'];

/** US, Canada, then the other titles sorted (in the member's language's collation). */
export function orderContacts(contacts: Contact[], locale = 'en-US'): Contact[] {
  const rank = (c: Contact) => {
    const i = FIRST.indexOf(c.title.trim().toLowerCase());
    return i === -1 ? 2 : i < 3 ? 0 : 1;
  };
  const collator = new Intl.Collator(locale);
  return [...contacts].sort((a, b) => rank(a) - rank(b) || collator.compare(a.title, b.title));
}

/**
 * The buy-now link for the member's market. News and tips fall back to the global store link
 * from the site options; videos use their links as given (pass no fallback). Other, or no answer yet: none.
 */
export function buyLink(links: MarketLinks, market: StoreChoice, fallback?: MarketLinks): string {
  if (!isStoreMarket(market)) return '';
  return links[market] || fallback?.[market] || '';
}
