import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { test, expect } from './fixtures';
import { go, signIn } from './helpers';

test.describe('member screens', () => {
  test('the dashboard reaches every member screen', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Hello, Amara' })).toBeVisible();
    const screens: [string, RegExp, string][] = [
      ['Show my card', /#\/card$/, 'Digital ID Card'],
      ['Master Classes', /#\/master-classes$/, 'Master Classes'],
      ['#MACTREND', /#\/latest-news$/, '#MACTREND'],
      ['Product Tips', /#\/product-tips$/, 'Product Tips'],
      ['Videos', /#\/videos$/, 'Videos'],
      ['Artist Spotlight', /#\/artist-spotlight$/, 'Artist Spotlight'],
      ['Newsletters', /#\/newsletters$/, 'Newsletters'],
      ['Notifications', /#\/notifications$/, 'Notifications'],
      ['Help', /#\/help$/, 'Help'],
      ['Security & Settings', /#\/settings$/, 'Security & Settings'],
    ];
    for (const [tile, url, heading] of screens) {
      await page.locator('.tiles').getByRole('link', { name: tile, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('main h1')).toHaveText(heading);
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/#\/dashboard$/);
    }
  });

  test('the dashboard shows the notifications banner', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('.banner')).toBeVisible();
    await expect(page.locator('.banner script')).toHaveCount(0);
  });

  test('the card shows the member and a code that decodes to the member number', async ({ page }) => {
    await signIn(page);
    await go(page, '/card');
    const card = page.locator('.member-card');
    await expect(card).toContainText('10000000001');
    await expect(card).toContainText('Active');
    await expect(card.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(card).toContainText('Pro Artist');
    const expiry = await page.evaluate(() => {
      const d = new Date();
      d.setFullYear(d.getFullYear() + 1);
      return d.getFullYear();
    });
    await expect(card.locator('dd').nth(2)).toContainText(String(expiry).slice(0, 3));
    const png = PNG.sync.read(await card.locator('.qr').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe('10000000001');
    const t1 = await page.locator('.live-time').textContent();
    await expect(page.locator('.live-time')).not.toHaveText(t1!, { timeout: 3000 });
  });

  test('master classes filter by location and the default location applies', async ({ page }) => {
    await signIn(page);
    await go(page, '/master-classes');
    const items = page.locator('.class-item');
    await expect(items.first()).toBeVisible();
    const all = await items.count();
    const select = page.getByLabel('Location');
    const options = await select.locator('option').allTextContents();
    expect(options).not.toContain('Berlin'); // the seeded location with no class is not listed
    expect(options.length).toBeGreaterThanOrEqual(5); // "Choose a location" and at least 4 locations
    await select.selectOption({ index: 1 });
    const inFirst = await items.count();
    expect(inFirst).toBeGreaterThan(0);
    expect(inFirst).toBeLessThan(all);
    const firstLocation = await select.inputValue();

    await go(page, '/settings');
    await page.getByLabel('Default location').selectOption(firstLocation);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Settings Updated')).toBeVisible();
    await go(page, '/master-classes');
    await expect(page.getByLabel('Location')).toHaveValue(firstLocation);
    await expect(items).toHaveCount(inFirst);

    await items.first().getByRole('button', { name: 'More info' }).click();
    await expect(items.first().getByRole('button', { name: 'Less info' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('help lists customer care and the contacts US, Canada, then sorted', async ({ page }) => {
    await signIn(page);
    await go(page, '/help');
    const titles = page.locator('.contact-list h3');
    await expect(titles.first()).toBeVisible();
    const names = await titles.allTextContents();
    expect(names.slice(0, 2)).toEqual(['United States', 'Canada']);
    expect(names.slice(2)).toEqual([...names.slice(2)].sort((a, b) => a.localeCompare(b)));
    await expect(page.locator('.contact-list a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.locator('.contact-list a[href^="tel:"]').first()).toBeVisible();
  });
});
