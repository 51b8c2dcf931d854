import type { Page } from '@playwright/test';
import { open, test, expect } from './fixtures';
import { pwdV1, storageDump } from './helpers';

const PASSWORD = 'Makeup2026';

async function resetServer(page: Page) {
  const r = await page.request.post('/__reference/reset');
  expect(r.ok()).toBe(true);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await open(page, '/');
  await page.getByLabel('Membership e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign-in', () => {
  test.beforeEach(async ({ page }) => resetServer(page));

  test('signs in an active member and reaches the dashboard', async ({ page }) => {
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'default');
  });

  test('sends a member whose membership expires within 30 days to the expiration warning', async ({ page }) => {
    await signIn(page, 'expiring@demo.test');
    await expect(page).toHaveURL(/#\/expiration-warning$/);
    await expect(page.getByRole('link', { name: 'Renew Now' })).toBeVisible();
    await page.getByRole('link', { name: 'Renew Later' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('sends an expired member to the expired screen', async ({ page }) => {
    await signIn(page, 'expired@demo.test');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    await expect(page.getByRole('heading', { name: 'Membership Expired' })).toBeVisible();
  });

  for (const who of ['deactivated', 'suspended']) {
    test(`sends a ${who} member to the deactivated screen`, async ({ page }) => {
      await signIn(page, `${who}@demo.test`);
      await expect(page).toHaveURL(/#\/membership-deactivated$/);
      await expect(page.getByRole('heading', { name: 'Membership Deactivated' })).toBeVisible();
    });
  }

  test("says 'Your login is incorrect' for a wrong password and keeps what was typed", async ({ page }) => {
    await signIn(page, 'active@demo.test', 'Wrong-pass1');
    await expect(page.getByRole('alert').filter({ hasText: 'Your login is incorrect' })).toBeVisible();
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('active@demo.test');
    await expect(page).toHaveURL(/#\/$/);
  });

  test("says 'Service failed' when the provider cannot be reached", async ({ page }) => {
    await page.context().route('**/api/membership/getmember', (route) => route.abort('connectionreset'));
    await signIn(page, 'active@demo.test');
    await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
  });

  test("says 'Service failed' when the provider answers something that is not JSON", async ({ page }) => {
    await page.request.post('/__reference/fault', { data: { path: '/api/membership/getmember', garbage: true, count: 1 } });
    await signIn(page, 'active@demo.test');
    await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('active@demo.test');
  });

  test('shows the unavailable screen when the provider is in maintenance', async ({ page }) => {
    await page.request.post('/__reference/maintenance', { data: { on: true } });
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/membership-unavailable$/);
    await expect(page.getByText('Unfortunately, our site is currently unavailable. Please contact customer care or try again in 15 minutes')).toBeVisible();
    await page.request.post('/__reference/maintenance', { data: { on: false } });
  });

  test('tells the member to wait after too many failed attempts', async ({ page }) => {
    for (let i = 0; i < 11; i++) {
      await page.request.post('/api/membership/getmember', { data: {
        clientAppId: 'pro-membership-demo', clientUserName: 'demo-client', clientPassword: 'demo-client-secret',
        userName: 'active@demo.test', password: 'x'.repeat(64) } });
    }
    await signIn(page, 'active@demo.test');
    await expect(page.getByRole('alert').filter({ hasText: /Too many sign-in attempts\. Please try again in \d+ minutes\./ })).toBeVisible();
  });

  test('validates the e-mail before asking the provider', async ({ page }) => {
    let asked = false;
    page.on('request', (r) => { if (r.url().includes('/api/')) asked = true; });
    await open(page, '/');
    await page.getByLabel('Membership e-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByLabel('Membership e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toBe(false);
  });
});

test.describe('credentials at rest and sign-out', () => {
  test.beforeEach(async ({ page }) => resetServer(page));

  test('keeps neither the password nor its hash in clear, and sign-out leaves nothing', async ({ page }) => {
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    const hash = await pwdV1(page, 'active@demo.test', PASSWORD);
    const dump = await storageDump(page);
    expect(dump).toContain('10000000001'); // the dump does see the stored member
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(hash);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/#\/$/);
    const after = await storageDump(page);
    expect(after).not.toContain('10000000001');
    expect(after).not.toContain('active@demo.test');
    expect(after).not.toContain(hash);
    await open(page, '/card');
    await expect(page).toHaveURL(/#\/$/);
  });
});

test.describe('registration', () => {
  test.beforeEach(async ({ page }) => resetServer(page));

  async function registerAs(page: Page, number: string, email: string, opts: { password?: string; verify?: string; accept?: boolean } = {}) {
    const { password = 'Newpass2026', verify = password, accept = true } = opts;
    await open(page, '/register');
    await page.getByLabel('Member number').fill(number);
    await page.getByLabel('Membership e-mail').fill(email);
    await page.getByLabel('Create password').fill(password);
    await page.getByLabel('Verify password').fill(verify);
    if (accept) {
      await page.getByLabel('I accept the Terms & Conditions').check();
      await page.getByLabel('I accept the Privacy Policy').check();
    }
    await page.getByRole('button', { name: 'Sign Up' }).click();
  }

  test('registers a new member, who can then sign in', async ({ page }) => {
    await registerAs(page, '10000000006', 'new@demo.test');
    await expect(page).toHaveURL(/#\/register-success$/);
    await signIn(page, 'new@demo.test', 'Newpass2026');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  const errors: [string, string, string][] = [
    ['10000000099', 'nobody@demo.test', 'Invalid Member Number'],
    ['10000000006', 'other@demo.test', 'Email is not associated with member number'],
    ['10000000001', 'active@demo.test', 'Account already exists'],
    ['10000000010', 'none@demo.test', 'Error while trying to register'],
    ['10000000011', 'active@demo.test', 'Error while trying to register'],
  ];
  for (const [number, email, message] of errors) {
    test(`shows '${message}' for ${number}`, async ({ page }) => {
      await registerAs(page, number, email);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page).toHaveURL(/#\/register$/);
      await expect(page.getByLabel('Member number')).toHaveValue(number);
    });
  }

  test('sends a lapsed member to the registered-expired screen', async ({ page }) => {
    await registerAs(page, '10000000007', 'lapsed@demo.test');
    await expect(page).toHaveURL(/#\/registered-expired$/);
    await expect(page.getByText('Your Registration for the app did not complete because your membership has expired')).toBeVisible();
  });

  for (const [number, email] of [['10000000008', 'closed@demo.test'], ['10000000009', 'paused@demo.test']]) {
    test(`sends ${email} to the registered-deactivated screen`, async ({ page }) => {
      await registerAs(page, number!, email!);
      await expect(page).toHaveURL(/#\/registered-deactivated$/);
      await expect(page.getByText('Your Registration for the app did not complete because you do not have an active professional membership account')).toBeVisible();
    });
  }

  test('checks the form before sending anything', async ({ page }) => {
    let asked = false;
    page.on('request', (r) => { if (r.url().includes('/api/')) asked = true; });
    await registerAs(page, '12345', 'new@demo.test', { password: 'short1', verify: 'short2', accept: false });
    await expect(page.getByText('Member number must be 11 digits')).toBeVisible();
    await expect(page.getByText('Password must be a minimum of eight (8) characters in length')).toBeVisible();
    await expect(page.getByText('Password does not match')).toBeVisible();
    await expect(page.getByText('Please accept the Terms & Conditions and the Privacy Policy').first()).toBeVisible();
    await page.getByLabel('Create password').fill('longenoughbutnodigit');
    await expect(page.getByText('Password does not meet criteria')).toBeVisible();
    await page.getByLabel('Member number').fill('1000000000a');
    await expect(page.getByText('Member number invalid')).toBeVisible();
    expect(asked).toBe(false);
  });

  test('lets a visitor read the terms and the privacy policy from the form', async ({ page }) => {
    await open(page, '/register');
    await page.getByText('Read the Terms & Conditions').click();
    await expect(page.getByText(/offered to holders of a paid professional membership/)).toBeVisible();
    await page.getByText('Read the Privacy Policy').click();
    await expect(page.getByText(/only to verify your membership/)).toBeVisible();
  });
});

test.describe('password reset and change', () => {
  test.beforeEach(async ({ page }) => resetServer(page));

  async function resetAs(page: Page, number: string, email: string, password = 'Fresh2026x') {
    await open(page, '/forgot-password');
    await page.getByLabel('Member number').fill(number);
    await page.getByLabel('Membership e-mail').fill(email);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Verify password').fill(password);
    await page.getByRole('button', { name: 'Reset password' }).click();
  }

  test('resets the password, then the member signs in with the new one', async ({ page }) => {
    await resetAs(page, '10000000001', 'active@demo.test');
    await expect(page).toHaveURL(/#\/reset-success$/);
    await signIn(page, 'active@demo.test', PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Your login is incorrect' })).toBeVisible();
    await signIn(page, 'active@demo.test', 'Fresh2026x');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  for (const [number, email, message] of [
    ['10000000099', 'active@demo.test', 'Invalid Member Number'],
    ['10000000001', 'someone@demo.test', 'Invalid email address'],
    ['10000000006', 'new@demo.test', 'Failed to reset password for specified account new@demo.test'],
  ]) {
    test(`shows '${message}'`, async ({ page }) => {
      await resetAs(page, number!, email!);
      await expect(page.getByRole('alert').filter({ hasText: message! })).toBeVisible();
    });
  }

  test('changes the password from the security screen and signs in with the new one', async ({ page }) => {
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await open(page, '/security');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('Changed2026');
    await page.getByLabel('Verify password').fill('Changed2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been updated.')).toBeVisible();
    const hash = await pwdV1(page, 'active@demo.test', 'Changed2026');
    expect(await storageDump(page)).not.toContain(hash);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signIn(page, 'active@demo.test', 'Changed2026');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});
