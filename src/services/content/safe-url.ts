// Links and image sources from the content service are untrusted: only these schemes pass.

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

/** An image source: https, or a same-origin absolute path (the reference server's images). */
export function safeImageSrc(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const value = raw.trim();
  if (/^\/(?!\/)[\w\-./%]*$/.test(value)) return value;
  return safeLink(value).startsWith('https:') || safeLink(value).startsWith('http:') ? safeLink(value) : '';
}

/** A YouTube video id, or '' (it is put into a URL). */
export const safeYoutubeId = (raw: unknown): string => (typeof raw === 'string' && /^[\w-]{6,20}$/.test(raw) ? raw : '');

export const safeEmail = (raw: unknown): string =>
  typeof raw === 'string' && /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/.test(raw.trim()) ? raw.trim() : '';

/** A phone number for a tel: link: digits, spaces and + - ( ) only. */
export const safePhone = (raw: unknown): string =>
  typeof raw === 'string' && /^\+?[\d\s\-().]{4,30}$/.test(raw.trim()) ? raw.trim() : '';
