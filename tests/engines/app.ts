// The app's own steps, as a member takes them, in any engine.
import { waitFor } from './driver';
import type { Lane } from './lane';

export const PASSWORD = 'Makeup2026';

/** Opens an app route in a new document and waits for the app to take the page over. */
export async function open(lane: Lane, path = '/'): Promise<void> {
  await lane.page.goto(lane.url(path));
  await live(lane);
}

export const live = (lane: Lane) =>
  waitFor(lane.page, 'the app to run', () => document.documentElement.dataset.app === 'live');

/** Goes to a route the way a member does in the running app, and waits for its heading. */
export async function go(lane: Lane, path: string, heading?: string): Promise<void> {
  await lane.page.run((p: string) => void (location.hash = p), path);
  if (heading !== undefined) await headingIs(lane, heading);
}

/** Waits until the page's main heading says `heading` (the last screen stays up while the next one loads). */
export const headingIs = (lane: Lane, heading: string) =>
  waitFor(
    lane.page,
    `the heading "${heading}"`,
    (h: string) => document.querySelector('main h1')?.textContent?.trim() === h,
    heading,
  );

/** The text of the first element matching `selector`, once there is one with some text. */
export const textOf = (lane: Lane, selector: string) =>
  waitFor(
    lane.page,
    `text in ${selector}`,
    (s: string) => document.querySelector(s)?.textContent?.trim() || '',
    selector,
  );

/** The route the app shows, once it is `path`. */
export const routeIs = (lane: Lane, path: string) =>
  waitFor(lane.page, `the route ${path}`, (p: string) => location.hash === `#${p}`, path);

export async function signIn(lane: Lane, email = 'active@demo.test', password = PASSWORD): Promise<void> {
  await open(lane, '/');
  await waitFor(lane.page, 'the sign-in form', () => !!document.querySelector('#email'));
  await lane.page.type('#email', email);
  await lane.page.type('#password', password);
  await lane.page.click('main form button[type=submit]');
}

/** Sets a <select> the way the browser does when a member picks an option. */
export const choose = (lane: Lane, selector: string, value: string) =>
  lane.page.run(
    (s: string, v: string) => {
      const select = document.querySelector<HTMLSelectElement>(s)!;
      select.value = v;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    selector,
    value,
  );
