// WordPress posts (title.rendered, content.rendered, acf) to the entities of spec section 3.
// Every field is checked: a missing or mistyped one becomes empty, an item without id or title is dropped.
import type {
  ArtistSpotlight,
  Banner,
  BuyNowItem,
  Contact,
  Location,
  MasterClass,
  NewsArticle,
  Newsletter,
  SiteOptions,
  Tip,
  Video,
} from './entities';
import { acfDate, arr, img, list, marketLinks, obj, plainText, str } from './fields';
import { safeEmail, safeLink, safePhone, safeYoutubeId } from './safe-url';

export { img, marketLinks, plainText } from './fields';

export const toVideos = (raw: unknown): Video[] =>
  list(raw, ({ base, acf }) => ({
    ...base,
    ytid: safeYoutubeId(acf.youtube_id),
    image: img(acf.image),
    linkText: plainText(str(acf.link_text)),
    url: safeLink(acf.url),
    buyNow: { show: obj(acf.buy_now).show === true, links: marketLinks(obj(acf.buy_now).links) },
  }));

const buyNowItem = (b: unknown): BuyNowItem => ({
  text: plainText(str(obj(b).text)),
  thumbnail: img(obj(b).thumbnail),
  links: marketLinks(obj(b).links),
});

// a tip's buy-now rows are read as an article's (their thumbnail, if any, is not shown)
export const toTips = (raw: unknown): Tip[] =>
  list(raw, ({ base, acf }) => ({
    ...base,
    ytid: safeYoutubeId(acf.youtube_id),
    buyNowList: arr(acf.buy_now_list).map(buyNowItem),
  }));

export const toArticles = (raw: unknown): NewsArticle[] =>
  list(raw, ({ base, acf }) => ({
    ...base,
    type: str(acf.type) || 'article',
    subHeading: plainText(str(acf.sub_heading)),
    image: img(acf.image),
    linkText: plainText(str(acf.link_text)),
    url: safeLink(acf.url),
    buyNowList: arr(acf.buy_now_list).map(buyNowItem),
  }));

export const toSpotlights = (raw: unknown): ArtistSpotlight[] =>
  list(raw, ({ base, acf }) => ({
    ...base,
    previewImage: img(acf.preview_image),
    image: img(acf.image),
    btnText: plainText(str(acf.button_text)),
  }));

export const toNewsletters = (raw: unknown): Newsletter[] =>
  list(raw, ({ base, acf }) => ({
    ...base,
    image: img(acf.image),
    linkText: plainText(str(acf.link_text)),
    url: safeLink(acf.url),
  }));

export const toMasterClasses = (raw: unknown): MasterClass[] =>
  list(raw, ({ base: { id, title, description }, acf, raw: o }) => ({
    id,
    title,
    description,
    start: acfDate(acf.start_date, 'master class start_date'),
    end: acfDate(acf.end_date, 'master class end_date'),
    presenter: plainText(str(acf.presenter_name)),
    address: plainText(str(acf.address)),
    location: str(arr(o.location)[0]),
    eventUrl: safeLink(acf.event_url),
    btnText: plainText(str(acf.button_text)),
  }));

export const toLocations = (raw: unknown): Location[] =>
  arr(raw).flatMap((l) => {
    const o = obj(l);
    const id = str(o.id);
    const name = plainText(str(o.name));
    return id && name ? [{ id, name }] : [];
  });

export const toContacts = (raw: unknown): Contact[] =>
  list(raw, ({ base: { id, title }, acf }) => ({
    id,
    title,
    emails: arr(acf.email)
      .map((e) => safeEmail(obj(e).address ?? obj(e).email ?? e))
      .filter(Boolean),
    phones: arr(acf.phone_numbers)
      .map((n) => safePhone(obj(n).number ?? obj(n).phone_number ?? n))
      .filter(Boolean),
  }));

const texts = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter(([, t]) => typeof t === 'string') as [string, string][]);

export function toBanner(raw: unknown): Banner | null {
  const acf = obj(obj(raw).acf);
  if (!Object.keys(acf).length) return null;
  return {
    translations: texts(acf.banner_translations),
    visible: acf.banner_notifications_show === true,
    loginTranslations: texts(acf.banner_translations_login),
    loginVisible: acf.banner_login_page === true,
  };
}

export const toSiteOptions = (raw: unknown): SiteOptions => ({
  storeLinks: marketLinks(obj(obj(raw).acf).store_links),
});
