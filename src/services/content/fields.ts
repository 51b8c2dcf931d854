// The field readers of the WordPress mapping (./mapping.ts): a missing or mistyped field becomes empty.
import { isStoreMarket, type StoreMarket } from '../settings-data';
import type { Img, ImgFile, MarketLinks } from './entities';
import { defuseHandlers, inertDocument } from './defuse';
import { htmlPolicy } from '../app-policies';
import { safeImageSrc, safeLink } from './safe-url';

export type Raw = Record<string, unknown>;
export const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const num = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 && v < 10_000 ? v : undefined);

/** HTML's own white space: a no-break space (French before a colon, WordPress's &nbsp;) is text and stays. */
const collapse = (text: string) => text.replace(/[\t\n\f\r ]+/g, ' ').trim();

/** WordPress encodes entities in rendered titles; the text is shown as text, never as HTML. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return collapse(html);
  const body = inertDocument().body;
  body.innerHTML = htmlPolicy.createHTML(defuseHandlers(html));
  const text = body.textContent ?? '';
  body.textContent = '';
  return collapse(text);
}

export const rendered = (v: unknown): string => str(obj(v).rendered) || str(v);

/**
 * An ACF image field (its Image Array format): `url` the full size, `sizes` WordPress's copies as `<size>`,
 * `<size>-width` and `<size>-height`, each URL checked as `url` is. A size WordPress did not make names the full-size
 * file with a smaller size: a file keeps the largest size it is given.
 */
export function img(v: unknown): Img | null {
  const o = obj(v);
  const src = safeImageSrc(o.url ?? o.src);
  if (!src) return null;
  const width = num(o.width);
  const height = num(o.height);
  const sizes = obj(o.sizes);
  const files = new Map<string, ImgFile>();
  const add = (file: string, w: number | undefined, h: number | undefined) => {
    if (file && w && h && w > (files.get(file)?.w ?? 0)) files.set(file, { src: file, w, h });
  };
  for (const [name, url] of Object.entries(sizes))
    if (!/-(width|height)$/.test(name))
      add(safeImageSrc(url), num(sizes[`${name}-width`]), num(sizes[`${name}-height`]));
  add(src, width, height);
  return {
    src,
    alt: plainText(str(o.alt)),
    width,
    height,
    files: [...files.values()].sort((a, b) => a.w - b.w),
  };
}

/** Year, month, day and, when the value has them, hour and minute, of what ACF may write for a date. */
function dateParts(value: string): number[] | null {
  let m = /^(\d{4})-(\d\d)-(\d\d)(?:[ T](\d\d):(\d\d))?/.exec(value);
  if (m) return m.slice(1, m[4] ? 6 : 4).map(Number);
  m = /^(\d{4})(\d\d)(\d\d)$/.exec(value);
  if (m) return m.slice(1, 4).map(Number);
  m = /^(\d\d)\/(\d\d)\/(\d{4})(?: (\d{1,2}):(\d\d) ?([ap]m))?$/i.exec(value);
  if (!m) return null;
  const date = [+m[3]!, +m[2]!, +m[1]!];
  return m[6] ? [...date, (+m[4]! % 12) + (/p/i.test(m[6]) ? 12 : 0), +m[5]!] : date;
}

const warned = new Set<string>();
/**
 * An ACF date or date-time field as `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, from what ACF may send: `Y-m-d H:i:s` (the
 * REST API's date-time), `Ymd` (its date), or ACF's default return formats `d/m/Y g:i a` and `d/m/Y` (`m/d/Y` cannot
 * be told from them and is not read). Anything else is '' and is logged once per field, so that a setting which
 * shows no date is seen.
 */
export function acfDate(v: unknown, field: string): string {
  const value = str(v).trim();
  const p = dateParts(value);
  if (p) {
    const [y, mo, d, h = 0, min = 0] = p as [number, number, number, number?, number?];
    const date = new Date(Date.UTC(y, mo - 1, d, h, min));
    if (date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && min < 60)
      return date.toISOString().slice(0, p.length > 3 ? 16 : 10);
  }
  if (value && !warned.has(field)) {
    warned.add(field);
    console.warn(`Content: ${field} is not a date the app reads: ${JSON.stringify(value)}`);
  }
  return '';
}

export function marketLinks(v: unknown): MarketLinks {
  const links: MarketLinks = {};
  for (const [market, url] of Object.entries(obj(v))) {
    const safe = safeLink(url);
    if (isStoreMarket(market) && safe) links[market as StoreMarket] = safe;
  }
  return links;
}

/** Fields every feed item shares; null when the item cannot be shown. */
export function post(raw: unknown) {
  const o = obj(raw);
  const id = typeof o.id === 'number' ? o.id : NaN;
  const title = plainText(rendered(o.title));
  if (!Number.isFinite(id) || !title) return null;
  return { base: { id, title, description: rendered(o.content), date: str(o.date) }, acf: obj(o.acf), raw: o };
}

export const list = <T>(raw: unknown, map: (item: NonNullable<ReturnType<typeof post>>) => T): T[] =>
  arr(raw).flatMap((item) => {
    const p = post(item);
    return p ? [map(p)] : [];
  });
