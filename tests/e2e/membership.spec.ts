import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { open, referenceHeaders, test, expect } from './fixtures';
import { fault, go, pwdV1, signOutFromMenu, storageDump, storedValue } from './helpers';

const PASSWORD = 'Makeup2026';
const CLIENT = {
  clientAppId: 'pro-membership-demo',
  clientUserName: 'demo-client',
  clientPassword: 'demo-client-secret',
};

/** The form-level message (provider answers), by its exact English wording. */
const formMessage = (page: Page) => page.locator('.form-summary-message');

/** The keys this origin keeps in IndexedDB and localStorage. */
async function storedKeys(page: Page): Promise<{ idb: string[]; local: string[] }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok) => {
      const r = indexedDB.open('keyval-store');
      r.onsuccess = () => ok(r.result);
    });
    const keys = await new Promise<IDBValidKey[]>((ok) => {
      const r = db.transaction('keyval').objectStore('keyval').getAllKeys();
      r.onsuccess = () => ok(r.result);
    });
    db.close();
    return { idb: keys.map(String), local: Object.keys(localStorage) };
  });
}

/** Nothing of a member is kept: no member, no credential, no key, no signed-in flag. */
async function expectSignedOutStorage(page: Page) {
  await expect
    .poll(async () =>
      (await storedKeys(page)).idb.filter((k) => ['member', 'credentials', 'credentials-key'].includes(k)),
    )
    .toEqual([]);
  expect((await storedKeys(page)).local).not.toContain('pro-membership:signed-in');
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await open(page, '/');
  await page.getByLabel('Membership e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Answers a provider call with an HTTP status, routed on the context so the service worker's fetches meet it too. */
async function answerWith(page: Page, call: string, status: number, headers: Record<string, string> = {}) {
  await page.context().route(`**/api/${call}`, (r) => r.fulfill({ status, headers, body: '' }));
}

/** A provider call that never answers: the reference server holds it open. */
const hang = (page: Page, call: string) => fault(page, { path: `/api/${call}`, hang: true, count: 1 });

const UNAVAILABLE =
  'Unfortunately, our site is currently unavailable. Please contact customer care or try again in 15 minutes';

async function registerAs(
  page: Page,
  number: string,
  email: string,
  opts: { password?: string; verify?: string; accept?: boolean } = {},
) {
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

async function resetAs(page: Page, number: string, email: string, password = 'Fresh2026x') {
  await open(page, '/forgot-password');
  await page.getByLabel('Member number').fill(number);
  await page.getByLabel('Membership e-mail').fill(email);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Verify password').fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

/**
 * The registration and password-reset forms meet the provider's faults with the same promises (spec
 * section 8): a message or the unavailable screen, and nothing typed lost. Each form says where it is,
 * what it calls, and every field that must keep its value.
 */
const FAULT_FORMS = [
  {
    form: 'registration',
    call: 'membership/registermember',
    path: '/register',
    busy: 'Creating your account…',
    submit: (page: Page) => registerAs(page, '10000000006', 'new@demo.test'),
    kept: [
      ['Member number', '10000000006'],
      ['Membership e-mail', 'new@demo.test'],
      ['Create password', 'Newpass2026'],
      ['Verify password', 'Newpass2026'],
    ],
    checked: 'I accept the Terms & Conditions',
  },
  {
    form: 'password reset',
    call: 'account/updatepassword',
    path: '/forgot-password',
    busy: 'Saving your new password…',
    submit: (page: Page) => resetAs(page, '10000000001', 'active@demo.test'),
    kept: [
      ['Member number', '10000000001'],
      ['Membership e-mail', 'active@demo.test'],
      ['New password', 'Fresh2026x'],
      ['Verify password', 'Fresh2026x'],
    ],
  },
] as const;

for (const { form, call, path, busy, submit, kept, ...rest } of FAULT_FORMS) {
  test.describe(`${form}: the provider's faults`, () => {
    const keepsWhatWasTyped = async (page: Page) => {
      await expect(page).toHaveURL(new RegExp(`#${path}$`));
      for (const [label, value] of kept) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      if ('checked' in rest) await expect(page.getByLabel(rest.checked)).toBeChecked();
    };

    test("says 'Service failed' when the provider cannot be reached", async ({ page }) => {
      await page.context().route(`**/api/${call}`, (route) => route.abort('connectionreset'));
      await submit(page);
      await expect(formMessage(page)).toHaveText('Service failed');
      await keepsWhatWasTyped(page);
    });

    test('sends the member to the unavailable screen when the provider answers 503', async ({ page }) => {
      await answerWith(page, call, 503);
      await submit(page);
      await expect(page).toHaveURL(/#\/membership-unavailable$/);
      await expect(page.locator('main p').first()).toHaveText(UNAVAILABLE);
    });

    test('tells the member how long to wait after a 429, and keeps what was typed', async ({ page }) => {
      await answerWith(page, call, 429, { 'Retry-After': '600' });
      await submit(page);
      await expect(formMessage(page)).toHaveText('Too many attempts. Please try again in 10 minutes.');
      await keepsWhatWasTyped(page);
    });

    test("says 'Service failed' when the provider hangs past the app's wait, and keeps what was typed", async ({
      page,
    }) => {
      await page.clock.install();
      await hang(page, call);
      await submit(page);
      await expect(page.getByRole('button', { name: busy })).toBeVisible();
      await page.clock.fastForward(16_000);
      await expect(formMessage(page)).toHaveText('Service failed');
      await keepsWhatWasTyped(page);
    });
  });
}

test.describe('sign-in', () => {
  test('signs in an active member and reaches the dashboard', async ({ page }) => {
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'default');
  });

  test('sends a member whose membership expires within 30 days to the expiration warning', async ({ page }) => {
    // the provider's own expiry date for this member, shown as the app shows dates in English
    const answer = await page.request.post('/api/membership/getmember', {
      data: {
        ...CLIENT,
        userName: 'expiring@demo.test',
        password: createHash('sha256').update(`expiring@demo.test:${PASSWORD}`).digest('hex'),
      },
    });
    const expiry = (JSON.parse((await answer.json()).data) as { ExpirationDate: string }).ExpirationDate.slice(0, 10);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${expiry}T00:00:00Z`),
    );
    await signIn(page, 'expiring@demo.test');
    await expect(page).toHaveURL(/#\/expiration-warning$/);
    await expect(page.locator('main p').first()).toHaveText(
      `Your professional membership expires on ${date}. Renew now to keep your benefits.`,
    );
    const renew = page.getByRole('link', { name: 'Renew Now', exact: true });
    await expect(renew).toHaveAttribute('href', 'https://pro.example');
    await expect(renew).toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: 'Renew Later' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('sends an expired member to the expired screen', async ({ page }) => {
    await signIn(page, 'expired@demo.test');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    await expect(page.locator('main h1')).toHaveText('Membership Expired');
    await expect(page.locator('main p').first()).toHaveText(
      'Your professional membership has expired. Renew it to keep using the app.',
    );
    await expect(page.getByRole('link', { name: 'Renew Now', exact: true })).toHaveAttribute(
      'href',
      'https://pro.example',
    );
  });

  for (const who of ['deactivated', 'suspended']) {
    test(`sends a ${who} member to the deactivated screen`, async ({ page }) => {
      await signIn(page, `${who}@demo.test`);
      await expect(page).toHaveURL(/#\/membership-deactivated$/);
      await expect(page.locator('main h1')).toHaveText('Membership Deactivated');
      await expect(page.locator('main p').first()).toHaveText(
        'Your professional membership is not active. Please contact customer care.',
      );
      await page.getByRole('link', { name: 'Contact customer care', exact: true }).click();
      await expect(page).toHaveURL(/#\/contact-list$/);
    });
  }

  for (const email of ['new@demo.test', 'lapsed@demo.test', 'closed@demo.test', 'paused@demo.test']) {
    test(`says 'Your login is incorrect' to ${email}, a member who has not registered`, async ({ page }) => {
      await signIn(page, email);
      await expect(formMessage(page)).toHaveText('Your login is incorrect');
      await expect(page).toHaveURL(/#\/$/);
    });
  }

  test("says 'Your login is incorrect' for a wrong password and keeps what was typed", async ({ page }) => {
    await signIn(page, 'active@demo.test', 'Wrong-pass1');
    await expect(formMessage(page)).toHaveText('Your login is incorrect');
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('active@demo.test');
    await expect(page).toHaveURL(/#\/$/);
  });

  test("says 'Service failed' when the provider cannot be reached", async ({ page }) => {
    await page.context().route('**/api/membership/getmember', (route) => route.abort('connectionreset'));
    await signIn(page, 'active@demo.test');
    await expect(formMessage(page)).toHaveText('Service failed');
  });

  test("says 'Service failed' when the provider answers something that is not JSON", async ({ page }) => {
    await page.request.post('/__reference/fault', {
      data: { path: '/api/membership/getmember', garbage: true, count: 1 },
      headers: referenceHeaders,
    });
    await signIn(page, 'active@demo.test');
    await expect(formMessage(page)).toHaveText('Service failed');
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('active@demo.test');
  });

  test('shows the unavailable screen when the provider is in maintenance', async ({ page }) => {
    await page.request.post('/__reference/maintenance', { data: { on: true }, headers: referenceHeaders });
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/membership-unavailable$/);
    await expect(page.locator('main h1')).toHaveText('Membership Unavailable');
    await expect(page.locator('main p').first()).toHaveText(
      'Unfortunately, our site is currently unavailable. Please contact customer care or try again in 15 minutes',
    );
    await expect(page.getByRole('link', { name: 'Contact customer care', exact: true })).toHaveAttribute(
      'href',
      '#/contact-list',
    );
    await page.request.post('/__reference/maintenance', { data: { on: false }, headers: referenceHeaders });
    // the retry goes back to the sign-in form, which now reaches the provider
    await page.getByRole('link', { name: 'Try again', exact: true }).click();
    await expect(page).toHaveURL(/#\/$/);
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('tells the member how long to wait when the provider makes the name wait', async ({ page }) => {
    // the provider's waits grow from a second (server/README.md, "Throttling"): too short to meet on this clock, so
    // the reference provider is told to answer as it would a name kept waiting ten minutes
    await fault(page, { path: '/api/membership/getmember', status: 429, retryAfter: 570 });
    await signIn(page, 'active@demo.test');
    await expect(formMessage(page)).toHaveText('Too many sign-in attempts. Please try again in 10 minutes.');
  });

  test('validates the e-mail before asking the provider', async ({ page }) => {
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/')) asked = true;
    });
    await open(page, '/');
    await page.getByLabel('Membership e-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('#email-error')).toHaveText('Invalid email address');
    await expect(page.getByLabel('Membership e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toBe(false);
  });
});

test('every form that sets or uses a password names its account for password managers, and says its fields are required', async ({
  page,
}) => {
  const account = (form: string) => page.locator(`${form} input[autocomplete=username]`);
  // every field a member fills is one they must: a screen reader says so before a submit finds it empty
  const optional = () => page.locator('main form input:visible:not([aria-required=true])');
  await open(page, '/');
  await expect(account('#sign-in-form')).toHaveCount(1);
  await expect(optional()).toHaveCount(0);
  for (const path of ['/register', '/forgot-password']) {
    await open(page, path);
    await expect(account('main form')).toHaveAttribute('type', 'email');
    await expect(page.locator('main form input[autocomplete=new-password]')).toHaveCount(2);
    await expect(optional()).toHaveCount(0);
  }
  await signIn(page, 'active@demo.test');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await go(page, '/security');
  // no field for it on the screen: a hidden one holds the signed-in member's e-mail
  await expect(account('main form')).toHaveValue('active@demo.test');
  await expect(account('main form')).toBeHidden();
  await expect(page.locator('main form input[type=password]')).toHaveCount(3);
  await expect(optional()).toHaveCount(0);
});

test.describe('the status screens', () => {
  test('an expired member renewed meanwhile checks again and is let in, no two-hour wait', async ({ page }) => {
    await signIn(page, 'expired@demo.test');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    const checkAgain = page.getByRole('button', { name: 'Check again' });
    await checkAgain.click();
    await expect(page.locator('.status-message')).toHaveText('Your membership status has not changed yet.');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    // renewed on the brand's site a minute after signing in
    const renewed = await page.request.post('/__reference/renew', {
      data: { memberNumber: '10000000003' },
      headers: referenceHeaders,
    });
    expect(renewed.ok()).toBe(true);
    await checkAgain.click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('main h1')).toHaveText('Hello, Hannah');
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('a deactivated member can sign out from the status screen, leaving nothing behind', async ({ page }) => {
    await signIn(page, 'deactivated@demo.test');
    await expect(page).toHaveURL(/#\/membership-deactivated$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
    await expectSignedOutStorage(page);
  });
});

test.describe('credentials at rest and sign-out', () => {
  test('keeps neither the password nor its hash in clear, and sign-out leaves nothing', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.clock.install(); // the page's clock, so the test can move it past the throttle
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('#route-announcer')).toHaveText('Dashboard · Pro Membership'); // arrived: its event is sent or held
    const hash = await pwdV1(page, 'active@demo.test', PASSWORD);
    const dump = await storageDump(page);
    expect(dump).toContain('10000000001'); // the dump does see the stored member
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(hash);
    // nor in the logs or the analytics data layer, which does hold the page changes
    const layer = () =>
      page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null));
    await page.clock.runFor(250); // past the throttle: the dashboard's page change is in, held or not
    const dataLayer = await layer();
    expect(dataLayer).toContain('/dashboard');
    for (const text of [logged.join('\n'), dataLayer]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(hash);
    }

    await signOutFromMenu(page);
    // what stays is the e-mail offered at the next sign-in, until the member forgets it (./forms.spec.ts)
    await expect.poll(() => storedValue(page, 'remembered-email')).toBe('active@demo.test');
    await page.getByRole('button', { name: 'Not you? Forget this e-mail' }).click();
    await expect.poll(() => storedValue(page, 'remembered-email')).toBeUndefined();
    const after = await storageDump(page);
    expect(after).not.toContain('10000000001');
    expect(after).not.toContain('active@demo.test');
    expect(after).not.toContain(hash);
    await expectSignedOutStorage(page);
    await open(page, '/card');
    await expect(page).toHaveURL(/#\/$/);
  });
});

test.describe('registration', () => {
  test('registers a new member, who can then sign in', async ({ page }) => {
    await registerAs(page, '10000000006', 'new@demo.test');
    await expect(page).toHaveURL(/#\/register-success$/);
    await expect(page.locator('main h1')).toHaveText('Account created');
    await expect(page.locator('main p').first()).toHaveText(
      'Your account has been created. You can now sign in with your membership e-mail and password.',
    );
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/#\/sign-in$/);
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
      await expect(formMessage(page)).toHaveText(message);
      await expect(page).toHaveURL(/#\/register$/);
      await expect(page.getByLabel('Member number')).toHaveValue(number);
    });
  }

  test('sends a lapsed member to the registered-expired screen', async ({ page }) => {
    await registerAs(page, '10000000007', 'lapsed@demo.test');
    await expect(page).toHaveURL(/#\/registered-expired$/);
    await expect(page.locator('main h1')).toHaveText('Registration did not complete');
    await expect(page.locator('main p').first()).toHaveText(
      'Your Registration for the app did not complete because your membership has expired',
    );
  });

  for (const [number, email] of [
    ['10000000008', 'closed@demo.test'],
    ['10000000009', 'paused@demo.test'],
  ]) {
    test(`sends ${email} to the registered-deactivated screen`, async ({ page }) => {
      await registerAs(page, number!, email!);
      await expect(page).toHaveURL(/#\/registered-deactivated$/);
      await expect(page.locator('main h1')).toHaveText('Registration did not complete');
      await expect(page.locator('main p').first()).toHaveText(
        'Your Registration for the app did not complete because you do not have an active professional membership account',
      );
    });
  }

  test('checks the form before sending anything', async ({ page }) => {
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/')) asked = true;
    });
    await registerAs(page, '12345', 'new@demo.test', { password: 'short1', verify: 'short2', accept: false });
    await expect(page.locator('#memberNumber-error')).toHaveText('Member number must be 11 digits');
    await expect(page.locator('#password-error')).toHaveText(
      'Password must be a minimum of eight (8) characters in length',
    );
    await expect(page.locator('#verify-error')).toHaveText('Password does not match');
    await expect(
      page.getByText('Please accept the Terms & Conditions and the Privacy Policy', { exact: true }).first(),
    ).toBeVisible();
    await page.getByLabel('Create password').fill('longenoughbutnodigit');
    await expect(page.locator('#password-error')).toHaveText('Password does not meet criteria');
    await page.getByLabel('Member number').fill('1000000000a');
    await expect(page.locator('#memberNumber-error')).toHaveText('Member number invalid');
    expect(asked).toBe(false);
  });

  test('shows the password criteria before anything is typed, and Cancel goes back to sign-in', async ({ page }) => {
    await open(page, '/register');
    await expect(page.locator('#password-hint')).toHaveText(
      'Use at least 8 characters, with at least one letter and one number.',
    );
    await expect(page.getByLabel('Create password')).toHaveAttribute('aria-describedby', 'password-hint');
    await expect(page.getByLabel('Create password')).toHaveValue('');
    await page.getByRole('link', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
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
  test('resets the password, then the member signs in with the new one', async ({ page }) => {
    await resetAs(page, '10000000001', 'active@demo.test');
    await expect(page).toHaveURL(/#\/reset-success$/);
    await expect(page.locator('main h1')).toHaveText('Password created');
    await expect(page.locator('main p').first()).toHaveText(
      'Your new password has been created. Please sign in with it.',
    );
    await signIn(page, 'active@demo.test', PASSWORD);
    await expect(formMessage(page)).toHaveText('Your login is incorrect');
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
      await expect(formMessage(page)).toHaveText(message!);
    });
  }

  test('shows the password criteria before anything is typed', async ({ page }) => {
    await open(page, '/forgot-password');
    await expect(page.locator('#password-hint')).toHaveText(
      'Use at least 8 characters, with at least one letter and one number.',
    );
  });

  test('signs out a signed-in member whose reset succeeds', async ({ page }) => {
    // an expired member stays signed in on the visitor routes (an active one is sent to the dashboard)
    await signIn(page, 'expired@demo.test');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    await expect
      .poll(async () => (await storedKeys(page)).idb)
      .toEqual(expect.arrayContaining(['member', 'credentials', 'credentials-key']));
    await resetAs(page, '10000000003', 'expired@demo.test');
    await expect(page).toHaveURL(/#\/reset-success$/);
    await expectSignedOutStorage(page);
    await open(page, '/membership-expired');
    await expect(page).toHaveURL(/#\/$/);
  });

  test('says when the current password is wrong on /security', async ({ page }) => {
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await open(page, '/security');
    await expect(page.locator('#password-hint')).toHaveText(
      'Use at least 8 characters, with at least one letter and one number.',
    );
    await page.getByLabel('Current password').fill('Wrong-pass1');
    await page.getByLabel('New password').fill('Changed2026');
    await page.getByLabel('Verify password').fill('Changed2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(formMessage(page)).toHaveText('Your current password is incorrect');
    await expect(page.getByLabel('New password')).toHaveValue('Changed2026');
  });

  test('tells the member how long to wait after a 429 on /security, and keeps what was typed', async ({ page }) => {
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await answerWith(page, 'membership/getmember', 429, { 'Retry-After': '60' });
    await open(page, '/security');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('Changed2026');
    await page.getByLabel('Verify password').fill('Changed2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(formMessage(page)).toHaveText('Too many attempts. Please try again in 1 minute.');
    await expect(page.getByLabel('Current password')).toHaveValue(PASSWORD);
    await expect(page.getByLabel('New password')).toHaveValue('Changed2026');
  });

  test('changes the password from the security screen and signs in with the new one', async ({ page }) => {
    await signIn(page, 'active@demo.test');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await open(page, '/security');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('Changed2026');
    await page.getByLabel('Verify password').fill('Changed2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.locator('.form-success')).toHaveText('Your password has been updated.');
    const hash = await pwdV1(page, 'active@demo.test', 'Changed2026');
    expect(await storageDump(page)).not.toContain(hash);
    await signOutFromMenu(page);
    await signIn(page, 'active@demo.test', 'Changed2026');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});
