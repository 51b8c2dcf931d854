// What makes a browser test fail in both Playwright lanes (tests/e2e/, tests/wordpress/): an uncaught page error, a
// dialog (an injected script's alert) or a violation of the served Content-Security-Policy.
import type { Page } from '@playwright/test';

/** Starts watching `page`; the list it returns fills as problems happen. Call before the page loads. */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.addInitScript(() => {
    addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('CSP violation')) problems.push(m.text());
  });
  return problems;
}
