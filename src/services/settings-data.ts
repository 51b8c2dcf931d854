// The member's choices (spec section 3) as storage keeps them and the content service reads them.
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

export const STORE_MARKETS = [
  'us',
  'ca',
  'uk',
  'br',
  'it',
  'de',
  'be',
  'nl',
  'middle_east',
  'iberia',
  'ch',
  'in',
  'nordic',
  'za',
] as const;
export type StoreMarket = (typeof STORE_MARKETS)[number];
export const isStoreMarket = (v: unknown): v is StoreMarket => STORE_MARKETS.includes(v as StoreMarket);
/** The store prompt's "Other": a country with no online store of its own, answered once like any market. */
export const OTHER_STORE = 'other';
/** The member's answer to the store prompt: a market, Other, or '' while unanswered. */
export type StoreChoice = StoreMarket | typeof OTHER_STORE | '';
export const isStoreChoice = (v: unknown): v is StoreChoice => v === '' || v === OTHER_STORE || isStoreMarket(v);

export interface Settings {
  language: Language;
  /** Default master-class location id; '' for none. */
  location: string;
  /** Online store market, or Other; '' until the member answers. */
  storeLocation: StoreChoice;
}

export const DEFAULT_SETTINGS: Settings = { language: DEFAULT_LANGUAGE, location: '', storeLocation: '' };
