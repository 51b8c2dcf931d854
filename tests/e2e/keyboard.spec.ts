import { open, test, expect } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { go, signIn, stubWaitingUpdate } from './helpers';

/** A long page at phone size, signed in: product tips, more than 15 controls. */
async function openLongPage(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page);
  await go(page, '/product-tips');
  const controls = page.locator('main a[href], main button, main select');
  await expect(controls.nth(15)).toBeAttached();
  return controls;
}

/**
 * Presses `key` until the focus leaves the page's main part (`most` times at most); at every stop the focused
 * control with its focus ring (3 px wide, 2 px out) must be clear of `cover`: the sticky header above it, or
 * the update toast below it. Returns the controls passed.
 */
async function tabClearOf(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  cover: 'header' | '.toast',
  most: number,
): Promise<string[]> {
  const passed: string[] = [];
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(key);
    const at = await page.evaluate((cover) => {
      const e = document.activeElement as HTMLElement;
      const name = `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent!).trim().slice(0, 30)}"`;
      if (!document.querySelector('main')!.contains(e)) return { name, inMain: false, covered: 0 };
      const ring = e.getBoundingClientRect();
      const over = document.querySelector(cover)!.getBoundingClientRect();
      return {
        name,
        inMain: true,
        covered: Math.max(0, cover === 'header' ? over.bottom - (ring.top - 5) : ring.bottom + 5 - over.top),
      };
    }, cover);
    if (!at.inMain) break;
    passed.push(at.name);
    expect(
      at.covered,
      `${at.name} under the ${cover === 'header' ? 'header' : 'toast'} after ${passed.length} presses`,
    ).toBe(0);
  }
  return passed;
}

test.describe('keyboard only', () => {
  test('signs in with the keyboard alone', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('Tab'); // skip link
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.locator('#email').focus();
    await page.keyboard.type('active@demo.test');
    await page.keyboard.press('Tab');
    await expect(page.locator('#password')).toBeFocused();
    await page.keyboard.type('Makeup2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('reaches every control of the sign-in page in order with Tab alone, each with a visible focus ring', async ({
    page,
  }) => {
    await open(page, '/');
    const reached: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      const { name, ring } = await page.evaluate(() => {
        const e = document.activeElement as HTMLElement;
        const style = getComputedStyle(e);
        // the text a person sees (a button keeps its busy label in a hidden span), before text-transform
        const shown = (node: Node): string =>
          node instanceof Element
            ? node.checkVisibility()
              ? Array.from(node.childNodes, shown).join('')
              : ''
            : (node.textContent ?? '');
        return {
          name: e.id ? `#${e.id}` : `${e.tagName.toLowerCase()} ${e.getAttribute('aria-label') ?? shown(e).trim()}`,
          ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        };
      });
      reached.push(name);
      expect(ring, `focus ring on ${name}`).toBe(true);
    }
    expect(reached).toEqual([
      'a Skip to content',
      'a Pro Membership home',
      '#email',
      '#password',
      'button Show password',
      'a Forgot password?',
      'button Sign In',
      'a First time in the app? Register',
      'a Not a member yet? Apply for a professional membership',
      '#language-switcher',
    ]);
  });

  test('a wrong sign-in focuses the summary, whose link leads to the field, which carries its message', async ({
    page,
  }) => {
    await open(page, '/');
    await page.locator('#email').focus();
    await page.keyboard.type('nope');
    await page.keyboard.press('Enter');
    const summary = page.locator('#form-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await page.keyboard.press('Tab');
    const link = summary.getByRole('link', { name: 'Membership e-mail: Invalid email address' });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#email')).toBeFocused();
    await expect(page).toHaveURL(/#\/$/); // the link's hash is the field's, not a route
    await expect(page.locator('#email')).toHaveAttribute('aria-describedby', 'email-error');
    await expect(page.locator('#email-error')).toHaveText('Invalid email address');
    await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#email')).toHaveAccessibleDescription('Invalid email address');
  });

  test('a refused sign-in: Sign In keeps the focus while it works, then the answer takes it and is read', async ({
    page,
  }) => {
    await open(page, '/');
    await page.locator('#email').fill('active@demo.test');
    await page.locator('#password').fill('not-the-password');
    const submit = page.locator('#sign-in-form button[type=submit]'); // named "Signing in…" while busy
    await submit.focus();
    // a slow provider: the busy button is looked at before the answer comes
    let answer = () => {};
    const answered = new Promise<void>((go) => (answer = go));
    await page.route('**/membership/getmember', async (route) => {
      await answered;
      await route.continue();
    });
    await page.keyboard.press('Enter');
    await expect(page.locator('#sign-in-form')).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toBeFocused(); // a disabled button would have lost it to the page
    answer();
    const summary = page.locator('#form-summary');
    await expect(summary.getByRole('alert')).toContainText('Your login is incorrect');
    await expect(summary).toBeFocused();
    await expect(submit).not.toHaveAttribute('aria-disabled');
  });

  test('registering with every field right but a box left unticked: the summary leads to the box, read with its error', async ({
    page,
  }) => {
    await open(page, '/register');
    await page.getByLabel('Member number').fill('10000000001');
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.locator('#password').fill('Makeup2026');
    await page.locator('#verify').fill('Makeup2026');
    await page.locator('#acceptTerms').check();
    await page.locator('#verify').press('Enter');
    await expect(page.locator('#form-summary')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const box = page.locator('#acceptPrivacy');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the Terms & Conditions and the Privacy Policy');
  });

  test('the menu is a dialog that traps focus both ways and closes with Escape', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('main h1')).toBeFocused(); // the dashboard has arrived: focus moves no more on its own
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close menu' });
    const signOut = dialog.getByRole('button', { name: 'Sign Out' });
    await expect(close).toBeFocused(); // the dialog's first control
    await page.keyboard.press('Shift+Tab'); // backwards past the first: round to the last, not out of the menu
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Tab'); // forwards past the last: round to the first
    await expect(close).toBeFocused();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i < 10 ? 'Tab' : 'Shift+Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog'));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused(); // back where the keyboard was
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the sign-out question traps focus on its two buttons, and Escape keeps the member signed in', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.locator('main h1')).toBeFocused();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuSignOut = menu.getByRole('button', { name: 'Sign Out' });
    await menuSignOut.focus();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('dialog', { name: 'Sign out?' });
    const cancel = ask.getByRole('button', { name: 'Cancel' });
    const confirm = ask.getByRole('button', { name: 'Sign Out' });
    await expect(cancel).toBeFocused(); // the safe choice first
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab'); // past the last: round to the first, not out to the menu beneath
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(menuSignOut).toBeFocused(); // back on the control that asked
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('the menu button works straight after Escape, before the dialog has finished closing', async ({ page }) => {
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(dialog).toBeVisible();
    // what Escape does (cancel now, close in a later task), and a press on the menu button in the same task
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement & { requestClose(): void }>('dialog.menu')!.requestClose();
      document.querySelector<HTMLButtonElement>('button[aria-haspopup=dialog]')!.click();
    });
    await expect(dialog).toBeVisible();
  });

  test('reaches settings through the menu and changes them with the keyboard alone, a focus ring at every stop', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.locator('main h1')).toBeFocused();
    /** Presses `key` until the focused element matches `name` (at most 12 presses); checks the focus ring at each stop. */
    const pressTo = async (key: string, name: string) => {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        const at = await page.evaluate(() => {
          const e = document.activeElement as HTMLElement;
          const style = getComputedStyle(e);
          return {
            name: e.id ? `#${e.id}` : (e.getAttribute('aria-label') ?? e.textContent!.trim()),
            ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          };
        });
        expect(at.ring, `focus ring on ${at.name} (${key} towards ${name})`).toBe(true);
        if (at.name === name) return;
      }
      throw new Error(`${key} never reached ${name}`);
    };
    await pressTo('Shift+Tab', 'Open menu');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await pressTo('Tab', 'Security & Settings');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page.locator('main h1')).toBeFocused();
    await pressTo('Tab', '#language');
    for (let i = 0; i < 14 && (await page.locator('#language').inputValue()) !== 'german'; i++)
      await page.keyboard.press('ArrowDown');
    await expect(page.locator('#language')).toHaveValue('german');
    await pressTo('Tab', '#store');
    await page.keyboard.press('ArrowDown'); // first market after "Select country"
    await expect(page.locator('#store')).toHaveValue('us');
    await pressTo('Tab', 'Apply');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  });

  test('tabbing backwards up a long page never leaves the focused control under the sticky header (WCAG 2.4.11)', async ({
    page,
  }) => {
    const controls = await openLongPage(page);
    await controls.last().focus(); // the foot of the page: everything above is reached backwards
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    expect((await tabClearOf(page, 'Shift+Tab', 'header', 200)).length).toBeGreaterThan(15);
    await expect(page.locator('header button[aria-haspopup=dialog]')).toBeFocused(); // climbed all the way up
  });

  test('tabbing forwards down a long page never leaves the focused control under the update toast (WCAG 2.4.11)', async ({
    page,
  }) => {
    // a new version waits: the toast stays at the foot of the screen while the member reads on
    await stubWaitingUpdate(page);
    await openLongPage(page);
    await expect(page.locator('.toast')).toBeVisible();
    await page.locator('main h1').focus();
    expect((await tabClearOf(page, 'Tab', '.toast', 20)).length).toBeGreaterThan(10);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300); // the focus went past the first screen, by the toast
  });

  test('after navigation, focus is on the new heading and the title is announced', async ({ page }) => {
    await signIn(page);
    await page.locator('.tiles').getByRole('link', { name: 'Master Classes' }).click();
    await expect(page.locator('main h1')).toHaveText('Master Classes');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.locator('#route-announcer')).toHaveText('Master Classes · Pro Membership');
    await expect(page).toHaveTitle('Master Classes · Pro Membership');
  });
});
