// @ts-check
/**
 * Hostile markup the content service serves inside otherwise normal items, so the app's sanitiser
 * is tested against what a compromised CMS could send. Add payloads here; items pick them up.
 */

/** HTML that must never execute, load or navigate once the app renders a description. */
export const HOSTILE_HTML = Object.freeze([
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">Claim your free gift</a>',
  '<a href="  JaVaScRiPt:alert(1)">Mixed-case link</a>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">Styled paragraph</p>',
  '<form action="javascript:alert(1)"><button>Submit</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
]);

/** URLs that must not become live links or image sources. */
export const HOSTILE_URLS = Object.freeze([
  'javascript:alert(1)',
  ' JavaScript:alert(document.domain)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
]);

/** Plain-text fields (titles, alt text) that try to break out of an attribute. */
export const HOSTILE_TEXT = Object.freeze(['"><img src=x onerror=alert(1)>', "');alert(1);//"]);

/** Not an 11-character YouTube id; an embed built from it must be refused, not interpolated. */
export const HOSTILE_YOUTUBE_ID = 'x"onload="alert(1)';

/**
 * A description mixing ordinary HTML with every hostile payload.
 * @param {string} intro
 */
export function hostileDescription(intro) {
  return [`<p>${intro}</p>`, ...HOSTILE_HTML, '<p><strong>End of hostile sample.</strong></p>'].join('\n');
}

/** @param {number} n */
export const hostileUrl = (n) => HOSTILE_URLS[n % HOSTILE_URLS.length];
