// The content entities of spec section 3, as the screens use them.
import type { StoreMarket } from '../settings-data';

/** One page of a feed: the items to show and how many the service returned; `pastEnd` is WordPress's 400 rest_post_invalid_page_number. */
export type FeedPage<T> = { items: T[]; returned: number } | { pastEnd: true };

export type MarketLinks = Partial<Record<StoreMarket, string>>;
/** One file of an image: WordPress's copy at one of its sizes, or the full size. */
export interface ImgFile {
  src: string;
  w: number;
  h: number;
}
export interface Img {
  /** The full size: shown only where nothing smaller fills the box. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Every file there is of it, smallest first, the full size among them (when its size is known). */
  files?: ImgFile[];
}

export interface Location {
  id: string;
  name: string;
}
export interface MasterClass {
  id: number;
  title: string;
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` in the event's local time, or '' when the field held no date (./fields.ts `acfDate`). */
  start: string;
  end: string;
  presenter: string;
  address: string;
  /** Untrusted HTML: render only through SafeHtml. */
  description: string;
  location: string;
  eventUrl: string;
  btnText: string;
}
export interface Contact {
  id: number;
  title: string;
  emails: string[];
  phones: string[];
}
export interface Banner {
  translations: Record<string, string>;
  visible: boolean;
  loginTranslations: Record<string, string>;
  loginVisible: boolean;
}
export interface SiteOptions {
  storeLinks: MarketLinks;
}

interface Post {
  id: number;
  title: string;
  description: string;
  date: string;
}
export interface ArtistSpotlight extends Post {
  previewImage: Img | null;
  image: Img | null;
  btnText: string;
}
export interface BuyNowItem {
  text: string;
  thumbnail: Img | null;
  links: MarketLinks;
}
export interface NewsArticle extends Post {
  type: string;
  subHeading: string;
  image: Img | null;
  linkText: string;
  url: string;
  buyNowList: BuyNowItem[];
}
export interface Video extends Post {
  ytid: string;
  image: Img | null;
  linkText: string;
  url: string;
  buyNow: { show: boolean; links: MarketLinks };
}
export interface Tip extends Post {
  ytid: string;
  buyNowList: { text: string; links: MarketLinks }[];
}
export interface Newsletter extends Post {
  image: Img | null;
  linkText: string;
  url: string;
}
