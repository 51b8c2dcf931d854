import type { Page } from '@playwright/test';
import { expect, open } from './fixtures';

export const PASSWORD = 'Makeup2026';

export async function signIn(page: Page, email = 'active@demo.test', password = PASSWORD): Promise<void> {
  await open(page, '/');
  await page.getByLabel('Membership e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/#\/$/);
}

/** Goes to an app route the way a member does, by changing the hash in the running app. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => (location.hash = p), path);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\$&')}$`));
}
