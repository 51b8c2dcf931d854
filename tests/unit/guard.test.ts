import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { clear } from 'idb-keyval';
import { h } from 'preact';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { decide, type GuardDecision } from '../../src/app/guard';
import { UNAVAILABLE_ROUTE } from '../../src/state/status-routes';
import { RECHECK_AFTER_MS, SIGN_OUT_AFTER_MS } from '../../src/time/membership-rules';
import { NOT_FOUND, routeFor } from '../../src/app/routes';
import { activeLanguage } from '../../src/i18n';
import { loadLanguage } from '../../src/i18n/load';
import { saveCredential } from '../../src/services/storage/credentials-record';
import { memberRecord } from '../../src/services/storage/member-record';
import { settingsRecord } from '../../src/services/storage/settings-record';
import { connectivity, member, settings } from '../../src/state/app-state';
import { transportOutcome } from '../../src/state/membership-outcomes';
import { followOtherTabs, signOut, storeMember } from '../../src/state/session';
import { changeLanguage } from '../../src/state/settings-sync';
import { SIGNED_IN_FLAG } from '../../src/state/hints';
import { SESSION_CHANNEL, type SessionNews } from '../../src/state/other-tabs';
import type { MembershipStatus, StoredMember } from '../../src/state/member';
import { TRACKING_THROTTLE_MS } from '../../src/state/tracking';

const getMember = vi.hoisted(() => vi.fn());
vi.mock('../../src/services/membership-api', async (original) => ({
  ...(await original<typeof import('../../src/services/membership-api')>()),
  getMember,
}));

const NOW = Date.UTC(2026, 10, 22, 12);
const MINUTE = 60_000;
const memberWith = (status: MembershipStatus, age: number): StoredMember => ({
  username: 'm@demo.test',
  firstName: 'A',
  lastName: 'B',
  level: 'Pro',
  number: '10000000001',
  expiration: '2027-01-01',
  status,
  lastLogin: NOW - age,
});

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ALLOW: GuardDecision = { kind: 'allow' };
const RECHECK: GuardDecision = { kind: 'recheck' };
const SIGN_OUT: GuardDecision = { kind: 'sign-out' };
const toExpired: GuardDecision = { kind: 'redirect', to: '/membership-expired' };
const toDeactivated: GuardDecision = { kind: 'redirect', to: '/membership-deactivated' };
const ages = {
  '2 h - 1 min': 2 * HOUR - MINUTE,
  '2 h + 1 min': 2 * HOUR + MINUTE,
  '7 d - 1 min': 7 * DAY - MINUTE,
  '7 d + 1 min': 7 * DAY + MINUTE,
  // the phone's date set back since the sign-in: a last login in the future, slightly (drift) or by a month
  '-4 min': -4 * MINUTE,
  '-6 min': -6 * MINUTE,
  '-30 d': -30 * DAY,
};
type Age = keyof typeof ages;
/** The guard on the route as the app's route table marks it. */
const on = (path: string, member: StoredMember | null, online = true, mayRestore = false) =>
  decide({
    path,
    isProtected: routeFor(path).protected,
    notFound: routeFor(path) === NOT_FOUND,
    member,
    online,
    now: NOW,
    mayRestore,
  });

describe('route guard', () => {
  it("has the spec's thresholds: a re-check after two hours, a sign-out after seven days", () => {
    expect([RECHECK_AFTER_MS, SIGN_OUT_AFTER_MS]).toEqual([2 * HOUR, 7 * DAY]);
  });

  // spec section 4, Guard: every status, last login either side of both thresholds, online and offline
  it.each<[MembershipStatus, Age, 'online' | 'offline', GuardDecision]>([
    ['ACTIVE', '2 h - 1 min', 'online', ALLOW],
    ['ACTIVE', '2 h - 1 min', 'offline', ALLOW],
    ['ACTIVE', '2 h + 1 min', 'online', RECHECK],
    ['ACTIVE', '2 h + 1 min', 'offline', ALLOW],
    ['ACTIVE', '7 d - 1 min', 'online', RECHECK],
    ['ACTIVE', '7 d - 1 min', 'offline', ALLOW],
    ['ACTIVE', '7 d + 1 min', 'online', SIGN_OUT],
    ['ACTIVE', '7 d + 1 min', 'offline', SIGN_OUT],
    ['EXPIRED', '2 h - 1 min', 'online', toExpired],
    ['EXPIRED', '2 h - 1 min', 'offline', toExpired],
    ['EXPIRED', '2 h + 1 min', 'online', toExpired],
    ['EXPIRED', '2 h + 1 min', 'offline', toExpired],
    ['EXPIRED', '7 d - 1 min', 'online', toExpired],
    ['EXPIRED', '7 d - 1 min', 'offline', toExpired],
    ['EXPIRED', '7 d + 1 min', 'online', SIGN_OUT],
    ['EXPIRED', '7 d + 1 min', 'offline', SIGN_OUT],
    ['DEACTIVATED', '2 h - 1 min', 'online', toDeactivated],
    ['DEACTIVATED', '2 h - 1 min', 'offline', toDeactivated],
    ['DEACTIVATED', '2 h + 1 min', 'online', toDeactivated],
    ['DEACTIVATED', '2 h + 1 min', 'offline', toDeactivated],
    ['DEACTIVATED', '7 d - 1 min', 'online', toDeactivated],
    ['DEACTIVATED', '7 d - 1 min', 'offline', toDeactivated],
    ['DEACTIVATED', '7 d + 1 min', 'online', SIGN_OUT],
    ['DEACTIVATED', '7 d + 1 min', 'offline', SIGN_OUT],
    ['SUSPENDED', '2 h - 1 min', 'online', toDeactivated],
    ['SUSPENDED', '2 h - 1 min', 'offline', toDeactivated],
    ['SUSPENDED', '2 h + 1 min', 'online', toDeactivated],
    ['SUSPENDED', '2 h + 1 min', 'offline', toDeactivated],
    ['SUSPENDED', '7 d - 1 min', 'online', toDeactivated],
    ['SUSPENDED', '7 d - 1 min', 'offline', toDeactivated],
    ['SUSPENDED', '7 d + 1 min', 'online', SIGN_OUT],
    ['SUSPENDED', '7 d + 1 min', 'offline', SIGN_OUT],
    // a last login ahead of the clock is stale: re-checked online, signed out offline (a clock's drift is not)
    ['ACTIVE', '-4 min', 'online', ALLOW],
    ['ACTIVE', '-4 min', 'offline', ALLOW],
    ['ACTIVE', '-6 min', 'online', RECHECK],
    ['ACTIVE', '-6 min', 'offline', SIGN_OUT],
    ['ACTIVE', '-30 d', 'online', RECHECK],
    ['ACTIVE', '-30 d', 'offline', SIGN_OUT],
    ['EXPIRED', '-30 d', 'online', toExpired],
    ['EXPIRED', '-30 d', 'offline', SIGN_OUT],
    ['DEACTIVATED', '-30 d', 'online', toDeactivated],
    ['DEACTIVATED', '-30 d', 'offline', SIGN_OUT],
  ])('on /card decides for a %s member last signed in %s ago, %s: %o', (status, age, network, expected) => {
    expect(on('/card', memberWith(status, ages[age]), network === 'online')).toEqual(expected);
  });

  // the status screens: the member's own one re-checks as the protected routes do, so a reactivated member gets out
  it.each<[MembershipStatus, string, Age, 'online' | 'offline', GuardDecision]>([
    ['EXPIRED', '/membership-expired', '2 h - 1 min', 'online', ALLOW],
    ['EXPIRED', '/membership-expired', '2 h + 1 min', 'online', RECHECK],
    ['EXPIRED', '/membership-expired', '2 h + 1 min', 'offline', ALLOW],
    ['EXPIRED', '/membership-expired', '7 d + 1 min', 'online', SIGN_OUT],
    ['DEACTIVATED', '/membership-deactivated', '2 h - 1 min', 'online', ALLOW],
    ['DEACTIVATED', '/membership-deactivated', '2 h + 1 min', 'online', RECHECK],
    ['DEACTIVATED', '/membership-deactivated', '7 d - 1 min', 'online', RECHECK],
    ['DEACTIVATED', '/membership-deactivated', '2 h + 1 min', 'offline', ALLOW],
    ['DEACTIVATED', '/membership-deactivated', '7 d + 1 min', 'online', ALLOW],
    ['SUSPENDED', '/membership-deactivated', '2 h + 1 min', 'online', RECHECK],
    ['SUSPENDED', '/membership-deactivated', '2 h + 1 min', 'offline', ALLOW],
    ['DEACTIVATED', '/membership-expired', '2 h + 1 min', 'online', toDeactivated],
    ['DEACTIVATED', '/contact-list', '2 h + 1 min', 'online', ALLOW],
    ['EXPIRED', '/membership-deactivated', '2 h + 1 min', 'online', ALLOW],
    ['EXPIRED', '/membership-expired', '-30 d', 'online', RECHECK],
    ['DEACTIVATED', '/membership-deactivated', '-30 d', 'online', RECHECK],
  ])(
    'on a status screen decides for a %s member on %s last signed in %s ago, %s: %o',
    (status, path, age, network, expected) => {
      expect(on(path, memberWith(status, ages[age]), network === 'online')).toEqual(expected);
    },
  );

  it('lets an active member read /membership-unavailable, where a 503 from the provider sent them', () => {
    expect(on(UNAVAILABLE_ROUTE, memberWith('ACTIVE', MINUTE))).toEqual(ALLOW);
    expect(on(UNAVAILABLE_ROUTE, memberWith('ACTIVE', 3 * HOUR))).toEqual(ALLOW);
    expect(on(UNAVAILABLE_ROUTE, null)).toEqual(ALLOW);
    expect(transportOutcome({ kind: 'unavailable' })).toEqual({ go: UNAVAILABLE_ROUTE });
  });

  it('sends an active member on any other visitor route, a status screen included, to /dashboard', () => {
    for (const path of ['/', '/sign-in', '/register', '/membership-deactivated']) {
      expect(on(path, memberWith('ACTIVE', MINUTE))).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
  });

  it('sends an active member offline within the week to the card instead (the installed app starts at /)', () => {
    const offline = (path: string, offlineCard: boolean) =>
      decide({
        path,
        isProtected: false,
        notFound: false,
        member: memberWith('ACTIVE', MINUTE),
        online: false,
        offlineCard,
        now: NOW,
      });
    for (const path of ['/', '/register']) expect(offline(path, true)).toEqual({ kind: 'redirect', to: '/card' });
    // past the week the card is gone too: the dashboard's offline screen says why
    expect(offline('/', false)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(offline(UNAVAILABLE_ROUTE, true)).toEqual(ALLOW);
  });

  it('sends a visitor from a protected route to /', () => {
    expect(on('/card', null)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('restores a member missing from memory before deciding a protected route, when storage may hold one', () => {
    expect(on('/card', null, true, true)).toEqual({ kind: 'restore' });
    expect(on('/register', null, true, true)).toEqual(ALLOW);
  });

  it('lets a visitor reach visitor routes', () => {
    expect(on('/register', null)).toEqual(ALLOW);
  });

  it('shows the 404 page to an active member, and to anyone else, instead of redirecting', () => {
    expect(on('/nowhere', memberWith('ACTIVE', MINUTE))).toEqual(ALLOW);
    expect(on('/nowhere', memberWith('EXPIRED', MINUTE))).toEqual(ALLOW);
    expect(on('/nowhere', null)).toEqual(ALLOW);
  });

  it('signs out a member with no last login', () => {
    expect(on('/card', { ...memberWith('ACTIVE', 0), lastLogin: 0 })).toEqual(SIGN_OUT);
  });
});

describe('route guard in the app', () => {
  beforeAll(() => loadLanguage('english'));
  beforeEach(async () => {
    await clear();
    localStorage.clear();
    getMember.mockReset();
    history.replaceState(null, '', '/');
    member.clear();
    await loadLanguage('english'); // a test above leaves German on
    settings.apply({ language: 'english', location: '', storeLocation: '' });
  });
  afterAll(async () => {
    // a page-change event still throttled must fire before the test environment goes
    await new Promise((done) => setTimeout(done, TRACKING_THROTTLE_MS));
    member.clear();
    await loadLanguage('english');
    settings.apply({ language: 'english', location: '', storeLocation: '' });
  });

  let stopFollowing = () => {};
  /** As the app chunk starts (src/app/app-chunk.tsx): other tabs followed first, then the app rendered at `path`. */
  const go = async (path: string) => {
    history.replaceState(null, '', `#${path}`);
    stopFollowing();
    stopFollowing = followOtherTabs();
    render(h(App, null));
    await act(() => Promise.resolve());
  };
  const navigateTo = (path: string) =>
    act(() => {
      location.hash = path;
      dispatchEvent(new HashChangeEvent('hashchange'));
    });

  it('shows the 404 page to a signed-in active member, whose link home leads to the dashboard', async () => {
    member.apply({ ...memberWith('ACTIVE', 0), lastLogin: Date.now() });
    localStorage.setItem(SIGNED_IN_FLAG, '1'); // as a sign-in sets it
    await go('/nowhere');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(location.hash).toBe('#/nowhere');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await navigateTo('/');
    await waitFor(() => expect(location.hash).toBe('#/dashboard'));
  });

  it('applies stored language and location settings changed elsewhere at the next guard run', async () => {
    await go('/register');
    await screen.findByRole('heading', { name: 'Register' });
    // another tab saved new settings
    await settingsRecord.write({ language: 'french', location: '12', storeLocation: 'uk' });
    expect(settings.location.value).toBe('');
    await navigateTo('/forgot-password');
    await waitFor(() => expect(activeLanguage.value).toBe('french'));
    expect(settings.snapshot()).toEqual({ language: 'french', location: '12', storeLocation: 'uk' });
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('keeps a language change the device could not store instead of going back to the stored one', async () => {
    await settingsRecord.write({ language: 'english', location: '', storeLocation: '' });
    await go('/register');
    vi.spyOn(settingsRecord, 'write').mockResolvedValue(false);
    await changeLanguage('german');
    await navigateTo('/forgot-password');
    await act(() => new Promise((ok) => setTimeout(ok, 50)));
    expect(activeLanguage.value).toBe('german');
    expect(settings.language.value).toBe('german');
  });

  it('leads a reactivated member from the deactivated screen to the dashboard', async () => {
    const { status: _, lastLogin: __, ...data } = memberWith('DEACTIVATED', 0);
    await saveCredential({ username: data.username, passwordHash: 'a'.repeat(64) });
    await storeMember({ ...data, status: 'DEACTIVATED' }, Date.now() - 3 * HOUR);
    getMember.mockResolvedValue({ ok: true, value: { status: 'ACTIVE', member: { ...data, status: 'ACTIVE' } } });
    await go('/membership-deactivated');
    await waitFor(() => expect(location.hash).toBe('#/dashboard'));
    expect(getMember).toHaveBeenCalledTimes(1);
  });

  it('starts an active member at / on the card when offline within the week, on the dashboard when online', async () => {
    member.apply({ ...memberWith('ACTIVE', 0), lastLogin: Date.now() });
    localStorage.setItem(SIGNED_IN_FLAG, '1'); // as a sign-in sets it
    connectivity.init(false, Date.now() - DAY, Date.now());
    try {
      await go('/');
      await waitFor(() => expect(location.hash).toBe('#/card'));
      expect(await screen.findByRole('heading', { name: 'Digital ID Card' })).toBeTruthy();
    } finally {
      connectivity.init(true, 0, Date.now());
    }
    cleanup();
    await go('/');
    await waitFor(() => expect(location.hash).toBe('#/dashboard'));
  });

  it('shows an active member the unavailable screen a 503 sent them to', async () => {
    member.apply({ ...memberWith('ACTIVE', 0), lastLogin: Date.now() });
    localStorage.setItem(SIGNED_IN_FLAG, '1'); // as a sign-in sets it
    await go(UNAVAILABLE_ROUTE);
    expect(await screen.findByRole('heading', { name: 'Membership Unavailable' })).toBeTruthy();
    expect(location.hash).toBe(`#${UNAVAILABLE_ROUTE}`);
  });

  it('restores a member signed in in another tab instead of sending them to /', async () => {
    // the other tab stored the member and set the signed-in flag; this tab's memory knows nothing of it
    await memberRecord.write({ ...memberWith('ACTIVE', 0), lastLogin: Date.now() });
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    await go('/card');
    await waitFor(() => expect(member.signedIn.value).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Digital ID Card' })).toBeTruthy();
    expect(location.hash).toBe('#/card');
  });

  /** What another tab of the app tells this one (src/state/other-tabs.ts). */
  const fromOtherTab = (news: SessionNews) => {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage(news);
    channel.close();
  };

  it('leaves the card for / at once when another tab signs out', async () => {
    await storeMember(memberWith('ACTIVE', 0), Date.now());
    await go('/card');
    expect(await screen.findByRole('heading', { name: 'Digital ID Card' })).toBeTruthy();
    localStorage.removeItem(SIGNED_IN_FLAG); // the other tab's sign-out clears the flag first, then storage
    fromOtherTab('signed-out');
    await waitFor(() => expect(member.signedIn.value).toBe(false));
    await waitFor(() => expect(location.hash).toBe('#/'));
    expect(member.signedIn.value).toBe(false);
  });

  it('follows a sign-out another tab made before this one listened: the flag it cleared first tells', async () => {
    await storeMember(memberWith('ACTIVE', 0), Date.now()); // read from storage before the other tab signed out
    localStorage.removeItem(SIGNED_IN_FLAG); // its news came before this tab listened: only the flag tells
    await go('/card');
    await waitFor(() => expect(location.hash).toBe('#/'));
    expect(member.signedIn.value).toBe(false);
  });

  it('follows a sign-out whose flag this tab does not see yet, by the news sent once storage is clear', async () => {
    await storeMember(memberWith('ACTIVE', 0), Date.now());
    await go('/card');
    await screen.findByRole('heading', { name: 'Digital ID Card' });
    // this tab read the record before it was cleared there and set the flag again from it (Chromium passes
    // another tab's storage writes on a little later); the other tab's first news came before it listened
    await memberRecord.clear();
    fromOtherTab('signed-out');
    await waitFor(() => expect(location.hash).toBe('#/'));
    expect(member.signedIn.value).toBe(false);
    expect(localStorage.getItem(SIGNED_IN_FLAG)).toBeNull(); // the next start does not look for a member
  });

  it("leaves the flag of a later sign-in in another tab when a sign-out's news comes late (a tab frozen meanwhile)", async () => {
    await storeMember(memberWith('ACTIVE', 0), Date.now());
    await go('/card');
    await screen.findByRole('heading', { name: 'Digital ID Card' });
    // elsewhere a sign-out, then a sign-in, which set a flag of its own; the sign-out's news reaches this tab only now
    const later = String(Date.now() + 60_000);
    localStorage.setItem(SIGNED_IN_FLAG, later);
    fromOtherTab('signed-out');
    await waitFor(() => expect(member.signedIn.value).toBe(false)); // this tab follows the news it was given
    expect(localStorage.getItem(SIGNED_IN_FLAG)).toBe(later); // the member's next start still finds them
  });

  it('tells other tabs of a sign-out at once, and again once the stored member and credential are gone', async () => {
    await storeMember(memberWith('ACTIVE', 0), Date.now());
    await saveCredential({ username: 'm@demo.test', passwordHash: 'a'.repeat(64) });
    const heard: (StoredMember | null)[] = [];
    const listener = new BroadcastChannel(SESSION_CHANNEL);
    listener.onmessage = async () => heard.push(await memberRecord.read());
    try {
      const told = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
      const cleared = vi.spyOn(memberRecord, 'clear');
      await signOut();
      expect(told.mock.calls).toEqual([['signed-out'], ['signed-out']]);
      // the first news before the record is cleared, the last after
      expect(told.mock.invocationCallOrder[0]).toBeLessThan(cleared.mock.invocationCallOrder[0]);
      expect(told.mock.invocationCallOrder[1]).toBeGreaterThan(cleared.mock.invocationCallOrder[0]);
      await waitFor(() => expect(heard).toHaveLength(2));
      expect(heard[1]).toBeNull();
    } finally {
      vi.restoreAllMocks();
      listener.close();
    }
  });

  it('shows the member another tab signed in as, in place of the one it showed', async () => {
    await storeMember(memberWith('ACTIVE', 0), Date.now());
    await go('/card');
    await screen.findByRole('heading', { name: 'Digital ID Card' });
    await memberRecord.write({
      ...memberWith('ACTIVE', 0),
      username: 'other@demo.test',
      firstName: 'C',
      number: '10000000002',
      lastLogin: Date.now(),
    });
    fromOtherTab('member-stored');
    await waitFor(() => expect(member.number.value).toBe('10000000002'));
    expect([member.username.value, member.fullName.value]).toEqual(['other@demo.test', 'C B']);
  });

  it("follows a sign-in in another tab whose flag this tab's copy of storage does not show yet", async () => {
    await go('/');
    expect(location.hash).toBe('#/');
    // the other tab stored its member and told this one; the flag it set first has not reached this tab's storage
    // (Chromium passes another tab's storage writes on later, on a busy machine later than the news)
    await memberRecord.write({ ...memberWith('ACTIVE', 0), lastLogin: Date.now() });
    expect(localStorage.getItem(SIGNED_IN_FLAG)).toBeNull();
    fromOtherTab('member-stored');
    await waitFor(() => expect(location.hash).toBe('#/dashboard'));
    expect(member.signedIn.value).toBe(true);
  });

  it('does not bring back a member whose sign-out has begun (the flag is cleared first)', async () => {
    await memberRecord.write({ ...memberWith('ACTIVE', 0), lastLogin: Date.now() });
    await go('/card');
    await waitFor(() => expect(location.hash).toBe('#/'));
    expect(member.signedIn.value).toBe(false);
  });
});
