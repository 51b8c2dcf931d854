// Whole collections from the content service (master classes, locations, contacts): every page, not WordPress's
// first 10. Against the reference service first, then against answers made here for what it does not do.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ContentError,
  getClassesAndLocations,
  getContacts,
  getLocations,
  getMasterClasses,
} from '../../src/services/content/content-api';
// @ts-expect-error the server's helpers are plain JavaScript
import { startServer } from '../server/helpers.js';

type Raw = { id: number; title: { rendered: string }; location: number[] };
const realFetch = globalThis.fetch;

describe('against the reference content service', () => {
  let base = '';
  let stop: () => Promise<void>;
  const served = async <T>(route: string) => (await realFetch(base + route)).json() as Promise<T>;
  beforeAll(async () => {
    const srv = await startServer();
    [base, stop] = [srv.base, () => srv.stop()];
  });
  afterAll(() => stop());
  beforeEach(() => {
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(base + url, init));
    // the hostile samples' <script src> makes happy-dom's parser complain; a browser's inert document does not
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gets every upcoming class and every location that has one, past the first page of 10', async () => {
    const { classes, locations } = await getClassesAndLocations('english');
    const upcoming = await served<Raw[]>('/wp-json/wp/v2/master-class?per_page=100');
    expect(classes.map((c) => c.id)).toEqual(upcoming.map((c) => c.id));
    expect(classes.length).toBeGreaterThan(10);
    expect(locations.length).toBeGreaterThan(10);
    expect(new Set(locations.map((l) => l.id))).toEqual(new Set(upcoming.map((c) => String(c.location[0]))));
    expect((await getLocations()).length).toBe(
      (await served<unknown[]>('/wp-json/wp/v2/location?per_page=100')).length,
    );
  });

  it("gets the classes in the member's language", async () => {
    const real = (title: string) => !title.startsWith('Hostile sample');
    const french = (await getMasterClasses('french')).map((c) => c.title).filter(real);
    const listed = (await served<Raw[]>('/wp-json/wp/v2/master-class?per_page=100&wpml_language=fr'))
      .map((c) => c.title.rendered)
      .filter(real);
    expect(french).toEqual(listed);
    expect(french.length).toBeGreaterThan(10);
    expect(french.join(' ')).toMatch(/[éèàç]/);
  });

  it('gets every contact', async () => {
    expect((await getContacts()).length).toBe((await served<unknown[]>('/wp-json/wp/v2/contact?per_page=100')).length);
  });
});

describe('a whole collection, from answers made here', () => {
  const asked: URL[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  /** A WordPress collection of `total` posts; `headers: false` drops the paging headers, as a careless proxy might. */
  function serve(
    total: number,
    { headers = true, totalPages = undefined as string | undefined, fail = 0, shift = 0 } = {},
  ) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const u = new URL(url, 'http://x');
        asked.push(u);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 0)); // every request started in the same turn is in flight together
        inFlight -= 1;
        const [page, perPage] = [Number(u.searchParams.get('page') ?? 1), Number(u.searchParams.get('per_page') ?? 10)];
        if (page === fail) return new Response('{"code":"internal_server_error"}', { status: 500 });
        const pages = Math.ceil(total / perPage);
        if (page > pages)
          return new Response('{"code":"rest_post_invalid_page_number","data":{"status":400}}', { status: 400 });
        const body = Array.from({ length: Math.min(perPage, total - (page - 1) * perPage) }, (_, i) => {
          const id = (page - 1) * perPage + i + 1 - (page > 1 ? shift : 0);
          return { id, name: `Place ${id}`, title: { rendered: `Class ${id}` }, location: [id], acf: {} };
        });
        const paging: Record<string, string> = headers
          ? { 'X-WP-Total': String(total), 'X-WP-TotalPages': totalPages ?? String(pages) }
          : {};
        return new Response(JSON.stringify(body), { status: 200, headers: paging });
      }),
    );
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    asked.length = 0;
    mostInFlight = 0;
  });

  it("asks for WordPress's largest page, then for pages 2 to the last together", async () => {
    serve(230);
    const classes = await getMasterClasses('japanese', new Date(2030, 0, 2));
    expect(classes.map((c) => c.id)).toEqual(Array.from({ length: 230 }, (_, i) => i + 1));
    expect(asked.map((u) => u.pathname + u.search)).toEqual(
      [1, 2, 3].map(
        (page) =>
          `/wp-json/wp/v2/master-class?from=2030-01-02&wpml_language=ja&per_page=100&_fields=id,title,content,acf,location&page=${page}`,
      ),
    );
    expect(mostInFlight).toBe(2);
    serve(150);
    expect(await getLocations()).toHaveLength(150);
    expect(asked.slice(3).map((u) => u.search)).toEqual([
      '?per_page=100&_fields=id,name&page=1',
      '?per_page=100&_fields=id,name&page=2',
    ]);
  });

  it('reads on while pages come back full when the paging headers are missing', async () => {
    serve(200, { headers: false });
    expect(await getContacts()).toHaveLength(200);
    expect(asked.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('keeps to 20 pages whatever the total says', async () => {
    serve(100_000, { totalPages: '1000' });
    expect(await getContacts()).toHaveLength(2000);
    expect(asked).toHaveLength(20);
  });

  it('takes a page that is no longer there (page 1 came from an older cache) as empty, and an item on two pages once', async () => {
    // page 1 (cached) counted 3 pages of 100; the collection has since shrunk to 150, so page 3 is past the end
    serve(150, { totalPages: '3' });
    expect((await getLocations()).map((l) => l.id)).toEqual(Array.from({ length: 150 }, (_, i) => String(i + 1)));
    // a post published since page 1 was cached pushed page 1's last item onto page 2
    serve(150, { shift: 1 });
    expect((await getMasterClasses('english')).map((c) => c.id)).toEqual(Array.from({ length: 149 }, (_, i) => i + 1));
  });

  it('fails when any page fails', async () => {
    serve(250, { fail: 2 });
    await expect(getLocations()).rejects.toBeInstanceOf(ContentError);
  });
});
