// Every arrival on a screen does the same work once, however it came about: the guard's redirect at launch
// included (the Router mounts on that screen and reports no route change of its own).
import { SIGNED_IN_FLAG } from '../../src/names';
import { act, render, screen, waitFor } from '@testing-library/preact';
import { clear } from 'idb-keyval';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { routeFor } from '../../src/app/routes';
import { loadLanguage } from '../../src/i18n/load';
import { member } from '../../src/state/app-state';
import { TRACKING_THROTTLE_MS } from '../../src/state/tracking';

type View = { event: string; page_path: string; page_title: string };
const views = () =>
  ((window as unknown as { dataLayer?: View[] }).dataLayer ?? []).filter((e) => e.event === 'page_view');
const heading = () => document.querySelector('main h1');

describe('arriving on a screen', () => {
  beforeAll(() => loadLanguage('english'));
  beforeEach(async () => {
    // no service here: the dashboard's banner and the session's refresh find the network down (a real fetch would
    // go to happy-dom's localhost:3000)
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await clear();
    localStorage.clear();
    history.replaceState(null, '', '/');
    delete (window as { dataLayer?: unknown }).dataLayer;
    member.apply({
      username: 'm@demo.test',
      firstName: 'Amara',
      lastName: 'Okafor',
      level: 'Pro',
      number: '10000000001',
      expiration: '2027-01-01',
      status: 'ACTIVE',
      lastLogin: Date.now(),
    });
    localStorage.setItem(SIGNED_IN_FLAG, '1'); // as a sign-in sets it
  });
  afterAll(async () => {
    // a page-change event still throttled must fire before the test environment goes
    await new Promise((done) => setTimeout(done, TRACKING_THROTTLE_MS));
    member.clear();
    vi.unstubAllGlobals();
  });

  it('counts the dashboard a member is sent to at launch, focuses its heading and announces it', async () => {
    history.replaceState(null, '', '#/');
    render(<App />);
    await screen.findByRole('heading', { name: 'Hello, Amara' });
    expect(location.hash).toBe('#/dashboard');
    await waitFor(() =>
      expect(views()).toEqual([
        { event: 'page_view', page_path: '/dashboard', page_title: 'Dashboard · Pro Membership' },
      ]),
    );
    expect(document.activeElement).toBe(heading());
    expect(document.getElementById('route-announcer')!.textContent).toBe('Dashboard · Pro Membership');
  });

  it("names the screen arrived at in its event, not the one left: the card's title on the way from the dashboard", async () => {
    await routeFor('/card').screen.preload(); // the card renders at once, in the render that leaves the dashboard
    history.replaceState(null, '', '#/dashboard');
    render(<App />);
    await screen.findByRole('heading', { name: 'Hello, Amara' });
    // out before the member moves on (a burst within the throttle's wait sends only its last)
    await waitFor(() => expect(views().map((v) => v.page_path)).toEqual(['/dashboard']));
    await act(() => {
      location.hash = '/card';
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('heading', { name: 'Digital ID Card' });
    await waitFor(() =>
      expect(views().map((v) => [v.page_path, v.page_title])).toEqual([
        ['/dashboard', 'Dashboard · Pro Membership'],
        ['/card', 'Digital ID Card · Pro Membership'],
      ]),
    );
    expect(document.activeElement).toBe(heading());
  });
});
