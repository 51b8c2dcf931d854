// @vitest-environment node
// Every file or folder the README and the docs name exists, so a doc cannot go on naming a path that moved.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = [
  'README.md',
  'SECURITY.md',
  'deploy/README.md',
  'server/README.md',
  'server/wordpress/README.md',
  ...readdirSync(`${ROOT}docs`)
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
// a path from the checkout's root, not preceded by a character that would make it part of a longer path or URL
// the files docs/architecture.md's worked examples add: named before they exist
const ADDED_BY_EXAMPLES = new Set([
  'src/screens/tutorials/index.tsx',
  'i18n/pt-BR.json',
  'i18n/legal/pt-BR.json',
  'server/content/lang/pt-br.js',
  'server/content/feeds/tutorial.js',
]);
const PATH = /(?<![\w./:-])((?:src|sw|scripts|tests|server|deploy|docs|i18n|public)\/[\w./@-]*[\w/])/g;

/** The repository paths a Markdown text names, placeholders such as `src/screens/<route>/` left out. */
function namedPaths(text: string): string[] {
  return [...new Set([...text.matchAll(PATH)].map((m) => m[1]!))];
}

/** Each `doc: path` named in the docs that is not in the checkout. */
function missing(docs: string[]): string[] {
  return docs.flatMap((doc) =>
    namedPaths(readFileSync(`${ROOT}${doc}`, 'utf8'))
      .filter((path) => !existsSync(`${ROOT}${path}`) && !ADDED_BY_EXAMPLES.has(path))
      .map((path) => `${doc}: ${path}`),
  );
}

describe('paths named in the docs', () => {
  it('finds the paths a text names, and only those', () => {
    expect(
      namedPaths(
        'See `src/state/url.ts` and [the deploy](../deploy/README.md), `sw/routes.ts`; `src/screens/<route>/`, ' +
          'https://example.com/src/x.ts and /etc/nginx/sites-enabled stay out.',
      ),
    ).toEqual(['src/state/url.ts', 'sw/routes.ts', 'src/screens/']);
  });

  it('names no path that is missing from the checkout', () => {
    // listed as `doc: path`: a file moved, so fix the doc's name for it (or, added by a worked example, list it above)
    expect(missing(DOCS)).toEqual([]);
  });
});
