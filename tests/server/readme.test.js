// @vitest-environment node
// @ts-check
// Keeps server/README.md true: every checked example (a `curl` block followed by a `json` or `http` block,
// see "Checked examples" there) is run against a live server and its answer compared with the document.
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../server/csp.js';
import { useServer } from './helpers.js';
import {
  checkedExamples,
  DOC_BASE,
  documentedAnswer,
  fencedBlocks,
  normalize,
  parseJson,
  README,
  sendExample,
} from './readme-examples.js';

const server = useServer();

/**
 * Every checked example the README promises, as `METHOD path` and a piece of its documented answer: deleting
 * one, or turning it into an unchecked block, fails the test; a new one must be added here.
 */
const DOCUMENTED = [
  ['POST /api/membership/getmember', 'Amara'],
  ['POST /api/membership/registermember', 'SUCCESS_ACTIVE'],
  ['POST /api/account/updatepassword', '{\\"Status\\":\\"SUCCESS\\"}'],
  ['POST /api/account/getloginid', 'LoginId'],
  ['POST /api/account/getloginid', 'memberNumber must be a string'],
  ['POST /api/account/getloginid', 'body must be a JSON object'],
  ['POST /api/account/getloginid', 'Content-Type must be application/json'],
  ['POST /api/account/getloginid', '401 Unauthorized'],
  ['POST /api/membership/nothing', '404 Not Found'],
  ['GET /api/membership/getmember', '405 Method Not Allowed'],
  ['GET /wp-json/wp/v2/video?wpml_language=en&page=1', 'X-WP-TotalPages: 3'],
  ['GET /wp-json/wp/v2/article?wpml_language=ja', '4906'],
  ['GET /wp-json/wp/v2/article?wpml_language=english', 'wpml_language is not a language code.'],
  ['GET /wp-json/wp/v2/newsletter?wpml_language=en&page=3', 'rest_post_invalid_page_number'],
  ['GET /wp-json/wp/v2/video?page=abc', 'page is not of type integer.'],
  ['GET /wp-json/wp/v2/location?per_page=101', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
  ['GET /wp-json/wp/v2/master-class', '"id":116'],
  ['GET /wp-json/wp/v2/master-class?wpml_language=fr&per_page=1', 'Réserver une place'],
  ['GET /wp-json/wp/v2/location', 'X-WP-TotalPages: 2'],
  ['GET /wp-json/wp/v2/location?per_page=100', 'Tel Aviv'],
  ['GET /wp-json/wp/v2/contact?per_page=100', '"id":908'],
  ['GET /wp-json/acf/v3/options/site-options', 'store_links'],
  ['GET /wp-json/acf/v3/options/banner-settings', 'banner_login_page'],
  ['GET /wp-json/wp/v2/nothing', 'rest_no_route'],
  ['POST /__reference/reset', '403 Forbidden'],
  ['POST /__reference/reset', '{"ok":true}'],
  ['POST /__reference/maintenance', '{"maintenance":true}'],
  ['POST /__reference/fault', '"status":502'],
  ['POST /__reference/fault', '"drip":2000'],
  ['POST /__reference/renew', '"renewed":"10000000003"'],
  ['GET /__reference/hostile', 'HTTP/1.1 200 OK'],
];

describe('server/README.md', () => {
  const examples = checkedExamples();

  it('has a checked example for every documented answer, each listed once', () => {
    const shown = examples.map((e) => `${e.request.method} ${e.request.url.slice(DOC_BASE.length)}`);
    const listed = DOCUMENTED.map(([route, piece]) => {
      const found = examples.filter((e, i) => shown[i] === route && e.expected.text.includes(piece));
      return [route, piece, found.length];
    });
    expect(
      listed.filter(([, , n]) => n !== 1),
      'not checked exactly once',
    ).toEqual([]);
    expect(shown.toSorted(), 'checked examples not listed in DOCUMENTED').toEqual(
      DOCUMENTED.map(([route]) => route).toSorted(),
    );
  });

  it.each(examples.map((e) => [e.title, e]))('answers as documented at %s', async (_, e) => {
    const { base } = server();
    const example = /** @type {import('./readme-examples.js').Example} */ (e);
    const want = documentedAnswer(example.expected);
    const res = await sendExample(example, base);
    const text = await res.text();
    if (want.statusLine) expect(`HTTP/1.1 ${res.status} ${res.statusText}`, want.at).toBe(want.statusLine);
    for (const [name, value] of want.headers) expect(res.headers.get(name), `${want.at}: ${name}`).toBe(value);
    if (want.body === undefined) return;
    const live = normalize(parseJson(text, `${want.at} live answer`));
    if (want.subset) expect(live, want.at).toMatchObject(/** @type {object} */ (want.body));
    else expect(live, want.at).toEqual(want.body);
  });

  it('shows the CSP the server sends, with the boot script and style hashes abridged', () => {
    const block = fencedBlocks(README).find((b) => b.info === 'text' && b.text.startsWith('default-src'));
    expect(block?.text.trim()).toBe(
      buildContentSecurityPolicy({ styleHashes: ["'sha256-…'"], scriptHashes: ["'sha256-…'"] }),
    );
  });
});
