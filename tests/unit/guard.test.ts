import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { clear } from 'idb-keyval';
import { h } from 'preact';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { decide, RECHECK_AFTER_MS, SIGN_OUT_AFTER_MS } from '../../src/app/guard';
import { activeLanguage, loadLanguage } from '../../src/i18n';
import { settingsRecord } from '../../src/services/storage/settings-record';
import { member, settings } from '../../src/state/app-state';
import { changeLanguage } from '../../src/state/session';
import type { MembershipStatus, StoredMember } from '../../src/state/member';

const NOW = Date.UTC(2026, 10, 22, 12);
const MINUTE = 60_000;
const memberWith = (status: MembershipStatus, age: number): StoredMember => ({
  username: 'm@demo.test', firstName: 'A', lastName: 'B', level: 'Pro', number: '10000000001',
  expiration: '2027-01-01', status, lastLogin: NOW - age,
});
const at = (path: string, isProtected: boolean, member: StoredMember | null, online = true) =>
  decide({ path, isProtected, notFound: path === '', member, online, now: NOW });

describe('route guard', () => {
  it('sends a visitor from a protected route to /', () => {
    expect(at('/card', true, null)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a visitor reach visitor routes', () => {
    expect(at('/register', false, null)).toEqual({ kind: 'allow' });
  });

  it('sends an active member on a visitor route to /dashboard', () => {
    expect(at('/sign-in', false, memberWith('ACTIVE', MINUTE))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('shows the 404 page to an active member, and to anyone else, instead of redirecting', () => {
    expect(at('', false, memberWith('ACTIVE', MINUTE))).toEqual({ kind: 'allow' });
    expect(at('', false, memberWith('EXPIRED', MINUTE))).toEqual({ kind: 'allow' });
    expect(at('', false, null)).toEqual({ kind: 'allow' });
  });

  it('signs out a member with no last login', () => {
    expect(at('/card', true, { ...memberWith('ACTIVE', 0), lastLogin: 0 })).toEqual({ kind: 'sign-out' });
  });

  it('re-checks online only after two hours', () => {
    expect(at('/card', true, memberWith('ACTIVE', RECHECK_AFTER_MS - MINUTE))).toEqual({ kind: 'allow' });
    expect(at('/card', true, memberWith('ACTIVE', RECHECK_AFTER_MS + MINUTE))).toEqual({ kind: 'recheck' });
    expect(at('/card', true, memberWith('ACTIVE', RECHECK_AFTER_MS + MINUTE), false)).toEqual({ kind: 'allow' });
  });

  it('re-checks online up to seven days, and signs out after seven days online or offline', () => {
    expect(at('/card', true, memberWith('ACTIVE', SIGN_OUT_AFTER_MS - MINUTE))).toEqual({ kind: 'recheck' });
    expect(at('/card', true, memberWith('ACTIVE', SIGN_OUT_AFTER_MS + MINUTE))).toEqual({ kind: 'sign-out' });
    expect(at('/card', true, memberWith('ACTIVE', SIGN_OUT_AFTER_MS - MINUTE), false)).toEqual({ kind: 'allow' });
    expect(at('/card', true, memberWith('ACTIVE', SIGN_OUT_AFTER_MS + MINUTE), false)).toEqual({ kind: 'sign-out' });
  });

  it.each(['EXPIRED', 'DEACTIVATED', 'SUSPENDED'] as const)('signs out a %s member after seven days too', (status) => {
    expect(at('/card', true, memberWith(status, SIGN_OUT_AFTER_MS + MINUTE), false)).toEqual({ kind: 'sign-out' });
  });

  it.each(['EXPIRED', 'DEACTIVATED', 'SUSPENDED'] as const)('routes a %s member by status offline too', (status) => {
    expect(at('/card', true, memberWith(status, MINUTE), false).kind).toBe('redirect');
  });

  it('sends an expired member to the expired screen, unless there', () => {
    expect(at('/card', true, memberWith('EXPIRED', MINUTE))).toEqual({ kind: 'redirect', to: '/membership-expired' });
    expect(at('/membership-expired', true, memberWith('EXPIRED', MINUTE))).toEqual({ kind: 'allow' });
  });

  it.each(['DEACTIVATED', 'SUSPENDED'] as const)('sends a %s member to the deactivated screen', (status) => {
    expect(at('/dashboard', true, memberWith(status, MINUTE))).toEqual({ kind: 'redirect', to: '/membership-deactivated' });
  });
});

describe('route guard in the app', () => {
  beforeAll(() => loadLanguage('english'));
  beforeEach(async () => {
    await clear();
    history.replaceState(null, '', '/');
    member.clear();
    settings.apply({ language: 'english', location: '', storeLocation: '' });
  });
  afterAll(async () => {
    member.clear();
    await loadLanguage('english');
    settings.apply({ language: 'english', location: '', storeLocation: '' });
  });

  const go = async (path: string) => {
    history.replaceState(null, '', `#${path}`);
    render(h(App, {}));
    await act(() => Promise.resolve());
  };
  const navigateTo = (path: string) => act(() => {
    location.hash = path;
    dispatchEvent(new HashChangeEvent('hashchange'));
  });

  it('shows the 404 page to a signed-in active member, whose link home leads to the dashboard', async () => {
    member.apply({ ...memberWith('ACTIVE', 0), lastLogin: Date.now() });
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
});
