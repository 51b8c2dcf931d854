// Links and image sources from the content service are untrusted: only these schemes pass.
import { config } from '../../config';

/** An http(s) link to open, or '' for anything else (javascript:, data:, vbscript:, relative junk). */
export function safeLink(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const value = raw.trim();
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

/** Where content images may come from: this site, the content service's host and YouTube thumbnails. */
const imageOrigins = (): string[] => {
  const here = typeof location === 'undefined' || !/^https?:/.test(location.href) ? 'http://localhost/' : location.href;
  return [new URL(here).origin, new URL(config.contentBase, here).origin, 'https://i.ytimg.com'];
};

/** An image source: a same-origin absolute path or a URL on an allowed image host; '' for anything else. */
export function safeImageSrc(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const value = raw.trim();
  if (/^\/(?![/\\])[\w\-./%]*$/.test(value)) return value;
  const link = safeLink(value);
  return link && imageOrigins().includes(new URL(link).origin) ? link : '';
}

/** A YouTube video id, or '' (it is put into a URL). */
export const safeYoutubeId = (raw: unknown): string =>
  typeof raw === 'string' && /^[\w-]{6,20}$/.test(raw) ? raw : '';

/** An address for a mailto: link, and nothing more: no `?`, `&` or `%` that would add a Bcc or a body to the mail. */
export const safeEmail = (raw: unknown): string =>
  typeof raw === 'string' && /^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)+$/.test(raw.trim()) ? raw.trim() : '';

/** A phone number for a tel: link: digits, spaces and + - ( ) only. */
export const safePhone = (raw: unknown): string =>
  typeof raw === 'string' && /^\+?[\d\s\-().]{4,30}$/.test(raw.trim()) ? raw.trim() : '';
