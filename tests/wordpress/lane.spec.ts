// The production build against a real WordPress (tests/wordpress/wordpress.ts): every feed read to its end, the
// master classes and their locations, all contacts, no page error or CSP violation; and what the images cost.
import { appendFileSync } from 'node:fs';
import { test as base, expect, type Page, type Request, type Response } from '@playwright/test';
import { watchProblems } from '../shared/page-problems';
import { FEED_SCREENS } from '../shared/routes';

const FRONT = () => process.env.PM_WP_FRONT!;
const SEEDED = () =>
  JSON.parse(process.env.PM_WP_SEEDED!) as {
    feeds: Record<string, { en: number }>;
    upcoming: number;
    contacts: number;
  };

/** Fails a test on an uncaught page error, a dialog or a CSP violation (as tests/e2e/fixtures.ts does). */
const test = base.extend<{ guard: void }>({
  guard: [
    async ({ page }, use) => {
      const problems = await watchProblems(page);
      await use();
      expect(problems, 'page errors, dialogs or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs the demo member in and sets a store country, as tests/e2e/helpers.ts does. */
async function signIn(page: Page) {
  await page.goto(`${FRONT()}/#/`);
  await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
  await page.getByLabel('Membership e-mail').fill('active@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/#\/$/);
  await go(page, '/settings');
  await page.getByLabel('Online store country').selectOption('us');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Settings Updated')).toBeVisible();
}

async function go(page: Page, path: string) {
  await page.evaluate((p) => (location.hash = p), path);
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
}

/** Every response the page received over the network, with what it cost on the wire. */
type Got = { url: string; kind: 'image' | 'json' | 'other'; bytes: number; at: number };
function recorder(page: Page) {
  const got: Got[] = [];
  const pending: Promise<void>[] = [];
  const loading = new Set<Request>();
  page.on('request', (r) => void (r.resourceType() === 'image' && loading.add(r)));
  page.on('requestfinished', (r) => void loading.delete(r));
  page.on('requestfailed', (r) => void loading.delete(r));
  page.on('response', (r: Response) => {
    const type = r.request().resourceType();
    const kind = type === 'image' ? 'image' : new URL(r.url()).pathname.startsWith('/wp-json/') ? 'json' : 'other';
    pending.push(
      r
        .request()
        .sizes()
        .then(
          (s) =>
            void got.push({ url: r.url(), kind, bytes: s.responseBodySize + s.responseHeadersSize, at: Date.now() }),
        )
        .catch(() => {}),
    );
  });
  return {
    /** Image requests still on their way. */
    loading: () => loading.size,
    /** What has arrived so far (every body read to its end). */
    async all() {
      await Promise.all(pending);
      return [...got];
    },
  };
}
const sum = (list: Got[], kind: Got['kind']) => list.filter((g) => g.kind === kind).reduce((n, g) => n + g.bytes, 0);

/** Waits until the images in the viewport have loaded and no image request is on its way. */
async function imagesLoaded(page: Page, rec: ReturnType<typeof recorder>) {
  await expect
    .poll(async () => {
      const onScreen = await page.evaluate(() =>
        Array.from(document.images).every((i) => {
          const r = i.getBoundingClientRect();
          return i.complete || r.bottom < 0 || r.top > innerHeight || r.width === 0;
        }),
      );
      return onScreen && rec.loading() === 0;
    })
    .toBe(true);
}

/** WordPress's own record of every upload and its sizes: which files are an original, and their widths. */
type Sizes = Map<string, { original: boolean; width: number; widths: number[] }>;
async function uploads(page: Page): Promise<Sizes> {
  type Media = {
    source_url: string;
    media_details: { width: number; sizes: Record<string, { source_url: string; width: number }> };
  };
  const media = (await (await page.request.get(`${FRONT()}/wp-json/wp/v2/media?per_page=100`)).json()) as Media[];
  const files: Sizes = new Map();
  for (const m of media) {
    const sizes = Object.values(m.media_details.sizes);
    const widths = sizes.map((s) => s.width);
    for (const s of sizes)
      files.set(s.source_url, { original: s.width === m.media_details.width, width: s.width, widths });
    files.set(m.source_url, { original: true, width: m.media_details.width, widths });
    // the upload as it was sent, before big_image_size_threshold scaled it (-scaled.jpg is then the "full" size)
    files.set(m.source_url.replace(/-scaled(\.\w+)$/, '$1'), { original: true, width: 0, widths });
  }
  return files;
}

type Shown = { src: string; natural: number; box: number };
const shownImages = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((i) => i.complete && i.naturalWidth > 0)
      .map((i) => ({ src: i.currentSrc, natural: i.naturalWidth, box: i.getBoundingClientRect().width })),
  );

const DPR = 2;
/** The two byte rules; returns the breaches, described. */
function breaches(got: Got[], shown: Shown[], files: Sizes) {
  const out: string[] = [];
  for (const g of got.filter((x) => x.kind === 'image')) {
    const file = files.get(g.url);
    if (!file?.original) continue;
    const boxes = shown.filter((s) => s.src === g.url).map((s) => s.box);
    const need = Math.max(0, ...boxes) * DPR;
    const smaller = file.widths.filter((w) => w >= need && (file.width === 0 || w < file.width));
    if (smaller.length)
      out.push(
        `full-size ${g.url.split('/').pop()} (${g.bytes} B) downloaded for a ${Math.max(0, ...boxes)} px box: a ${Math.min(...smaller)} px size exists`,
      );
  }
  for (const s of shown) {
    if (s.box > 0 && s.natural > 2 * s.box * DPR)
      out.push(
        `${s.src.split('/').pop()} is ${s.natural} px wide for a ${Math.round(s.box)} px box (needs ${Math.round(s.box * DPR)})`,
      );
  }
  return [...new Set(out)];
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

for (const [path, kind] of FEED_SCREENS) {
  test(`${kind}: every item, page after page, and what its images cost`, async ({ page }) => {
    await signIn(page);
    const rec = recorder(page);
    const pages: number[] = [];
    page.on('request', (r) => {
      const m = new RegExp(`/wp-json/wp/v2/${kind}\\?.*\\bpage=(\\d+)`).exec(r.url());
      if (m) pages.push(Number(m[1]));
    });
    await go(page, path);
    const items = page.locator('.feed-item');
    await expect(items.first()).toBeVisible();
    await imagesLoaded(page, rec);
    const firstScreen = sum(await rec.all(), 'image');

    // the end of WordPress's first page of 10
    await items.nth(9).scrollIntoViewIfNeeded();
    await imagesLoaded(page, rec);
    const firstPage = sum(await rec.all(), 'image');

    // each scroll to the end asks for the next page, until there is none
    const end = page.getByText('You have seen everything.');
    await expect(async () => {
      await page.locator('.feed-end').scrollIntoViewIfNeeded();
      await expect(end).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 90_000 });
    const seeded = SEEDED().feeds[kind]!.en;
    await expect(items).toHaveCount(seeded);
    const every = Array.from({ length: Math.ceil(seeded / 10) }, (_, i) => i + 1);
    expect(every.length).toBeGreaterThan(1);
    expect(pages.slice(0, every.length)).toEqual(every);
    await imagesLoaded(page, rec);

    const got = await rec.all();
    appendFileSync(
      process.env.PM_WP_BYTES!,
      `${kind.padEnd(18)}${kb(firstScreen).padStart(14)}${kb(firstPage).padStart(15)}${kb(sum(got, 'image')).padStart(12)}${kb(sum(got, 'json')).padStart(10)}\n`,
    );
    const found = breaches(got, await shownImages(page), await uploads(page));
    expect(
      found,
      'no full-size original where a smaller size exists; no file over twice the width its box needs',
    ).toEqual([]);
  });
}

test('master classes: every upcoming class and the locations that have one', async ({ page }) => {
  await signIn(page);
  const locations = (await (
    await page.request.get(`${FRONT()}/wp-json/wp/v2/location?per_page=100&_fields=id,name`)
  ).json()) as { id: number; name: string }[];
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const upcoming = (await (
    await page.request.get(`${FRONT()}/wp-json/wp/v2/master-class?from=${today}&per_page=100&_fields=id,location`)
  ).json()) as { id: number; location: number[] }[];
  expect(upcoming).toHaveLength(SEEDED().upcoming);
  // the dates as ACF gives them: stored (light, its REST default) and in ACF's default return format (standard)
  type Dates = { acf: { start_date: string; end_date: string } }[];
  const dates = async (format: string) =>
    (await (
      await page.request.get(
        `${FRONT()}/wp-json/wp/v2/master-class?from=${today}&per_page=100&_fields=acf.start_date,acf.end_date${format}`,
      )
    ).json()) as Dates;
  const light = await dates('');
  const standard = await dates('&acf_format=standard');
  for (const c of light)
    expect(`${c.acf.start_date} - ${c.acf.end_date}`).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d - \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
  for (const c of standard)
    expect(`${c.acf.start_date} - ${c.acf.end_date}`).toMatch(
      /^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [ap]m - \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [ap]m$/,
    );
  expect(standard[0]!.acf.start_date).toBe(
    light[0]!.acf.start_date.replace(/^(\d{4})-(\d\d)-(\d\d) 10:00:00$/, '$3/$2/$1 10:00 am'),
  );
  const withClasses = locations.filter((l) => upcoming.some((c) => c.location[0] === l.id)).map((l) => String(l.id));

  await go(page, '/master-classes');
  await expect(page.locator('.class-list')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('.class-item')).toHaveCount(SEEDED().upcoming);
  // the app asks without acf_format and reads ACF's REST date: every class shows its day and hours, none "Date to be
  // announced"
  const shown = await page.locator('.class-item .class-facts div:first-child dd').allTextContents();
  expect(shown).toHaveLength(SEEDED().upcoming);
  expect(shown.filter((w) => !/\d/.test(w) || /to be announced/i.test(w))).toEqual([]);
  await expect(page.getByText('Date to be announced')).toHaveCount(0);
  const options = await page
    .getByLabel('Location')
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(options.sort()).toEqual(withClasses.sort());
  expect(options).toHaveLength(6);
});

test('contacts: all of them, from two pages of 100', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wp-json/wp/v2/contact')) asked.push(new URL(r.url()).searchParams.get('page') ?? '');
  });
  await signIn(page);
  await go(page, '/help');
  await expect(page.locator('.contact-list h3')).toHaveCount(SEEDED().contacts);
  expect(asked.sort()).toEqual(['1', '2']);
  const names = await page.locator('.contact-list h3').allTextContents();
  expect(names.slice(0, 2)).toEqual(['United States', 'Canada']);
});

test("ACF's two REST formats: image ids by default (light), Image Arrays with acf_format=standard", async ({
  request,
}) => {
  type Acf = { acf: { image: unknown; buy_now_list: false | { thumbnail: unknown }[] } };
  const ask = async (format: string) =>
    (await (
      await request.get(`${FRONT()}/wp-json/wp/v2/article?per_page=10&_fields=acf.image,acf.buy_now_list${format}`)
    ).json()) as Acf[];
  const attachments = (JSON.parse(process.env.PM_WP_SEEDED!) as { attachments: number[] }).attachments;
  const thumbnails = (list: Acf[]) => list.flatMap((a) => (a.acf.buy_now_list || []).map((r) => r.thumbnail));

  const light = await ask('');
  expect(light).toHaveLength(10);
  for (const image of [...light.map((a) => a.acf.image), ...thumbnails(light)]) {
    expect(typeof image).toBe('number');
    expect(attachments).toContain(image);
  }
  expect(thumbnails(light).length).toBeGreaterThan(0);

  const standard = await ask('&acf_format=standard');
  for (const [i, image] of [...standard.map((a) => a.acf.image), ...thumbnails(standard)].entries()) {
    const lightId = [...light.map((a) => a.acf.image), ...thumbnails(light)][i];
    expect(image).toMatchObject({ ID: lightId, id: lightId, url: expect.stringContaining('/wp-content/uploads/') });
    expect((image as { sizes: Record<string, unknown> }).sizes).toHaveProperty('medium');
  }
});
