// The membership forms after a refused submit, the sign-out that asks first, and the e-mail offered at sign-in
// (issue 46): one summary in view and focused, each problem once, the next step as a link.
import type { Page } from '@playwright/test';
import { open, test, expect } from './fixtures';
import { askSignOut, PASSWORD, signIn, signOutFromMenu, storageDump, storedValue } from './helpers';

const ACCEPT = 'Please accept the Terms & Conditions and the Privacy Policy';
const summary = (page: Page) => page.locator('#form-summary');

/** The summary has the focus and is on screen, the page scrolled to it from wherever the member pressed. */
async function expectSummaryShown(page: Page) {
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toBeInViewport({ ratio: 1 });
}

async function register(page: Page, number: string, email: string, accept = true) {
  await open(page, '/register');
  await page.getByLabel('Member number').fill(number);
  await page.getByLabel('Membership e-mail').fill(email);
  await page.getByLabel('Create password').fill('Newpass2026');
  await page.getByLabel('Verify password').fill('Newpass2026');
  if (accept) {
    await page.getByLabel('I accept the Terms & Conditions').check();
    await page.getByLabel('I accept the Privacy Policy').check();
  }
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

// a phone's screen: the form's button is below the fold of its top, so "in view" means scrolled there
test.use({ viewport: { width: 320, height: 568 } });

test.describe('a refused submit', () => {
  test('register, nothing filled in: one summary names each problem once, each linked to its field', async ({
    page,
  }) => {
    await open(page, '/register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectSummaryShown(page);
    await expect(summary(page).getByRole('listitem')).toHaveText([
      'Member number: This field is required',
      'Membership e-mail: This field is required',
      'Create password: This field is required',
      'Verify password: This field is required',
      ACCEPT,
    ]);
    // the terms' message once by the boxes (both tied to it), once in the summary: not once per box
    await expect(page.getByText(ACCEPT, { exact: true })).toHaveCount(2);
    await expect(page.locator('#acceptPrivacy')).toHaveAccessibleDescription(ACCEPT);
    await summary(page).getByRole('link', { name: 'Verify password: This field is required' }).click();
    await expect(page.locator('#verify')).toBeFocused();
    await expect(page).toHaveURL(/#\/register$/);
    await summary(page).getByRole('link', { name: ACCEPT }).click();
    await expect(page.locator('#acceptTerms')).toBeFocused();
  });

  test("register, 'Account already exists': in view, focused, with Sign in and Forgot password as next steps", async ({
    page,
  }) => {
    await register(page, '10000000001', 'active@demo.test');
    await expectSummaryShown(page);
    await expect(summary(page).locator('.form-summary-message')).toHaveText('Account already exists');
    await expect(page.getByText('Account already exists')).toHaveCount(1);
    await expect(summary(page).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '#/forgot-password',
    );
    await summary(page).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/sign-in$/);
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
  });

  test("register, 'Email is not associated with member number': customer care is the next step", async ({ page }) => {
    await register(page, '10000000006', 'other@demo.test');
    await expectSummaryShown(page);
    await expect(summary(page).locator('.form-summary-message')).toHaveText(
      'Email is not associated with member number',
    );
    await summary(page).getByRole('link', { name: 'Contact customer care' }).click();
    await expect(page).toHaveURL(/#\/contact-list$/);
  });

  test('sign-in, nothing filled in: each field named once in the summary', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSummaryShown(page);
    await expect(summary(page).getByRole('listitem')).toHaveText([
      'Membership e-mail: This field is required',
      'Password: This field is required',
    ]);
  });

  test('sign-in, a wrong password: the summary says so and leads to Forgot password', async ({ page }) => {
    await open(page, '/');
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSummaryShown(page);
    await expect(summary(page).locator('.form-summary-message')).toHaveText('Your login is incorrect');
    await expect(page.getByText('Your login is incorrect')).toHaveCount(1);
    await summary(page).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/#\/forgot-password$/);
  });

  test('a field put right leaves the summary; a new refusal focuses it again', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSummaryShown(page);
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await expect(summary(page).getByRole('listitem')).toHaveText(['Password: This field is required']);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectSummaryShown(page);
  });
});

test.describe('sign-out asks first', () => {
  test('Cancel (and Escape) keep everything; Sign Out removes the card and goes to sign-in', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const ask = await askSignOut(page);
    await expect(ask).toContainText('Your card will be removed from this device and will no longer work offline.');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused(); // the safe choice is the first
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeFocused(); // back where the member was
    await menu.getByRole('button', { name: 'Sign Out' }).press('Enter');
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(menu).toBeVisible(); // Escape closed the question, not the menu
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/#\/dashboard$/);
    expect(await storedValue(page, 'member')).toBeTruthy();
    await page.reload();
    await expect(page).toHaveURL(/#\/dashboard$/); // still signed in

    await signOutFromMenu(page);
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
    await expect.poll(() => storedValue(page, 'member')).toBeUndefined();
  });
});

test.describe('the e-mail offered at sign-in', () => {
  test('after a sign-in and sign-out: offered, never the password, and gone once forgotten', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await signOutFromMenu(page);
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('active@demo.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect.poll(() => storedValue(page, 'remembered-email')).toBe('active@demo.test');
    expect(await storageDump(page)).not.toContain(PASSWORD);

    // a fresh start, on the prerendered sign-in the island takes over: offered there too
    await open(page, '/');
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('active@demo.test');
    await page.getByRole('button', { name: 'Not you? Forget this e-mail' }).click();
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('');
    await expect(page.getByLabel('Membership e-mail')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Not you? Forget this e-mail' })).toHaveCount(0);
    await expect.poll(() => storedValue(page, 'remembered-email')).toBeUndefined();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('');
  });

  test('after "Account created" it carries over into sign-in', async ({ page }) => {
    await register(page, '10000000006', 'new@demo.test');
    await expect(page).toHaveURL(/#\/register-success$/);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/sign-in$/);
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('new@demo.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await storageDump(page)).not.toContain('Newpass2026');
    await page.getByLabel('Password', { exact: true }).fill('Newpass2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('a stored value that is no e-mail is not offered', async ({ page }) => {
    await open(page, '/');
    // what another version, or another hand, left under the key: not an address
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const r = indexedDB.open('keyval-store');
          r.onsuccess = () => {
            const tx = r.result.transaction('keyval', 'readwrite');
            tx.objectStore('keyval').put('<img src=x onerror=alert(1)>', 'remembered-email');
            tx.oncomplete = () => (r.result.close(), done());
          };
        }),
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Not you? Forget this e-mail' })).toHaveCount(0);
  });
});
