// The start's plan (src/start/plan.ts; docs/first-paint.md, "The plan"): one row per kind of start, with the screen
// it shows first, whether the prerendered sign-in hides, and which code it asks for and when.
import { describe, expect, it } from 'vitest';
import { planStart, type StartFacts, type StartPlan } from '../../src/start/plan';
import { WAVE } from '../../src/names';

const { entry, eager, island, app, englishTable, signingIn } = WAVE;
const SIGN_IN_WAVES = [entry, eager, island, app, englishTable, signingIn];
const APP_WAVES = [entry, eager, app];

type Row = [kind: string, facts: StartFacts, plan: Partial<StartPlan>];

const rows: Row[] = [
  [
    'a visitor at `/` on slow 2G',
    { hash: '', signedIn: false, online: true, english: true },
    { screen: 'island', hidden: false, waves: SIGN_IN_WAVES, fetch: 'now', run: 'after-paint' },
  ],
  [
    'a visitor at `#/`, on any link (4G too: the code is asked for at once)',
    { hash: '#/', signedIn: false, online: true, english: true },
    { screen: 'island', hidden: false, waves: SIGN_IN_WAVES, fetch: 'now', run: 'after-paint' },
  ],
  [
    'a visitor at /sign-in: the prerendered sign-in, but no island',
    { hash: '#/sign-in', signedIn: false, online: true, english: true },
    { screen: 'sign-in', hidden: false, fetch: 'now', run: 'after-paint' },
  ],
  [
    'a visitor at another address',
    { hash: '#/help', signedIn: false, online: true, english: true },
    { screen: 'app', hidden: true, waves: APP_WAVES, fetch: 'now', run: 'now' },
  ],
  [
    'a visitor in another language',
    { hash: '', signedIn: false, online: true, english: false },
    { screen: 'sign-in', hidden: false, waves: [entry, eager, island, app, signingIn], fetch: 'now' },
  ],
  [
    'a visitor offline at `/`: the sign-in, no island',
    { hash: '', signedIn: false, online: false, english: true },
    { screen: 'sign-in', hidden: false },
  ],
  [
    'storage refused (no flag, no hint can be read): as a first visit',
    { hash: '', online: true },
    { screen: 'island', hidden: false, waves: SIGN_IN_WAVES, fetch: 'now', run: 'after-paint' },
  ],
  [
    'a member, before the boot script knows of a kept copy (the head script)',
    { hash: '', signedIn: true, online: true, english: true },
    { screen: 'dashboard', hidden: true, waves: APP_WAVES, fetch: 'after-paint', run: 'after-paint' },
  ],
  [
    'a member with the kept card, offline at `/`',
    { hash: '', signedIn: true, online: false, english: true, kept: true },
    { screen: 'card', hidden: true, home: '/card', waves: APP_WAVES, fetch: 'after-paint', run: 'after-paint' },
  ],
  [
    'a member with the kept dashboard, online at `/`',
    { hash: '#/', signedIn: true, online: true, english: true, kept: true },
    { screen: 'dashboard', hidden: true, home: '/dashboard', fetch: 'after-paint', run: 'after-paint' },
  ],
  [
    'a member with the kept card at #/card, online',
    { hash: '#/card', signedIn: true, online: true, kept: true },
    { screen: 'card', hidden: true },
  ],
  [
    'a member without a copy',
    { hash: '', signedIn: true, online: true, english: true, kept: false },
    { screen: 'app', hidden: true, waves: APP_WAVES, fetch: 'now', run: 'now' },
  ],
  [
    'a member at the dashboard offline: the app shows the offline screen, no copy',
    { hash: '#/dashboard', signedIn: true, online: false, kept: false },
    { screen: 'app', hidden: true, fetch: 'now', run: 'now' },
  ],
  [
    'the installed app offline past the week: no card, the app decides',
    { hash: '', signedIn: true, online: false, cardWindow: false, kept: false },
    { screen: 'app', hidden: true, home: '/dashboard', fetch: 'now', run: 'now' },
  ],
  [
    'a member in another language at a screen that is never kept',
    { hash: '#/settings', signedIn: true, online: true, english: false, kept: false },
    { screen: 'app', hidden: true, waves: APP_WAVES, fetch: 'now', run: 'now' },
  ],
  [
    'a member at a screen never kept, before the boot script: its requests still wait for it',
    { hash: '#/settings', signedIn: true, online: true },
    { screen: 'app', hidden: true, fetch: 'after-paint', run: 'after-paint' },
  ],
  [
    'an address with a query and a trailing slash is its path',
    { hash: '#/card/?x=1', signedIn: true, online: true },
    { screen: 'card' },
  ],
];

describe('planStart', () => {
  it.each(rows)('%s', (_, facts, plan) => {
    expect(planStart(facts)).toMatchObject(plan);
  });
});
