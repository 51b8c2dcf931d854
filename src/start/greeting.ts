// The greeting (docs/first-paint.md, "The greeting"): a first sign-in on a slow link sees the dashboard
// as soon as the provider has answered, before the app's code has arrived. index.html's last script (entry
// ./greeting-script.ts) paints its prerendered dashboard with the member's name from the answer to the sign-in the
// boot script sent; the app removes it as it arrives on its first screen (dropGreeting, src/start/takeover.ts).
import {
  GREETING_ID,
  GREETING_NAME,
  GREETING_PATH,
  GREETING_TEMPLATE,
  HERO_FIELD,
  LANGUAGE_HINT,
  WAVE,
} from '../names';
import type { MemberData } from '../services/member-data';
import { parseEnvelope, parseMember } from '../services/sign-in-answer';
import { longDate } from '../state/member-dates';
import { givenFirst } from '../state/member-names';
import { signInRoute } from '../state/membership-outcomes';
import { atRoot } from './plan';
import { field, isEnglish, read } from './head';
import { wave } from './links';
import { handoff, type Sent } from './handoff';

/**
 * A tile tapped while the sign-in is under way is held (the app is not there to follow it yet), and is where the
 * sign-in leads; once it has led somewhere (the address has moved on), the link is followed as it stands.
 */
function holdLinks(copy: HTMLElement): void {
  copy.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (href === '#main') {
      event.preventDefault(); // the skip link: its `<main>` is the copy's
      copy.querySelector('main')?.focus();
    }
    if (!link || !href.startsWith('#/') || !atRoot(location.hash)) return;
    event.preventDefault();
    handoff().heldLink = href.slice(1); // the app's URL
    link.setAttribute('aria-busy', 'true');
    copy.querySelector('.loading-bar')?.classList.add('loading-bar-on'); // as a link followed in the app shows it
  });
}

/** The stylesheets of the app chunk, which style the dashboard: preloaded with it, applied now. */
function applyStyles(): void {
  for (const link of wave(WAVE.app)) {
    const href = link.getAttribute('href')!;
    if (!href.endsWith('.css') || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
    // as Vite links it when the chunk loads (which then finds it here): the preload's request is the one used
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href, crossOrigin: '' }));
  }
}

/**
 * An answer that sends the member to the dashboard paints its greeting now, in English; the app takes the same
 * answer up when it arrives (its copy is read here, before the app reads the answer). Returns whether it painted.
 */
export async function greetOnAnswer(answer: Response, sent: Sent, now = Date.now): Promise<boolean> {
  const value = (id: string) => field(id)?.value;
  const picked = value('language-switcher') || read(LANGUAGE_HINT);
  // the fields still hold what was sent (the app sends what they hold), at `/`, where the sign-in island takes over
  // beneath the copy (at /sign-in the app would show the form first)
  const same = value('email') === sent.email && value('password') === sent.password;
  if (answer.status !== 200 || answer.bodyUsed || !same || !isEnglish(picked) || !atRoot(location.hash)) return false;
  const envelope = parseEnvelope(await answer.clone().json());
  const data = envelope && parseMember(envelope);
  return !!data && signInRoute(data, now()) === GREETING_PATH && paintGreeting(data);
}

/**
 * Paints the dashboard greeting the member in place of the sign-in, their card in small filled in as the app fills it
 * in English, unless the code has taken over meanwhile (it then shows the dashboard itself) or the document has no
 * greeting (another language's build). Returns whether it did.
 */
export function paintGreeting(data: MemberData): boolean {
  const root = document.documentElement;
  const template = document.getElementById(GREETING_TEMPLATE);
  if (root.dataset.app || !(template instanceof HTMLTemplateElement) || document.getElementById(GREETING_ID))
    return false;
  applyStyles();
  const copy = Object.assign(document.createElement('div'), { id: GREETING_ID });
  copy.append(template.content.cloneNode(true));
  const heading = copy.querySelector<HTMLElement>('h1')!;
  const title = heading.querySelector('bdi') ?? heading;
  title.textContent = (title.textContent ?? '').replace(GREETING_NAME, () => data.firstName || data.lastName);
  const fill = (field: string, text: string) => copy.querySelector(`.${field}`)?.replaceChildren(text);
  fill(HERO_FIELD.name, givenFirst(data.firstName, data.lastName));
  fill(HERO_FIELD.level, data.level);
  fill(HERO_FIELD.expiry, longDate(data.expiration, 'en-US'));
  holdLinks(copy);
  document.body.prepend(copy);
  root.dataset.greeting = ''; // app.css hides the sign-in beneath
  copy.dataset.title = document.title; // the sign-in's, should it show again (dropGreeting)
  document.title = template.dataset.title ?? document.title;
  heading.focus({ preventScroll: true }); // the Sign in button just pressed is gone: the heading is announced
  return true;
}
