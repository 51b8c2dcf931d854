import { SIGNED_IN_FLAG } from '../../src/names';
import { render, screen, waitFor, act } from '@testing-library/preact';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { routeFor, ROUTES, type Path } from '../../src/app/routes';
import { statusRoute, UNAVAILABLE_ROUTE } from '../../src/state/status-routes';
import { loadLanguage } from '../../src/i18n/load';
import { member } from '../../src/state/app-state';
import arabic from '../../i18n/ar-SA.json';
import japanese from '../../i18n/ja-JP.json';
import { ALL_ROUTES, EMPTY, HEADER_TITLES, HIDDEN_HEADER, PROTECTED, STATIC_HEADER } from '../shared/routes';

// Spec section 2, from the tests' own copy (tests/shared/routes.ts), so the table in code is checked against the spec, not itself.
const ALL = ALL_ROUTES;

describe('route table', () => {
  it('has exactly the 29 routes of the spec', () => {
    expect(ALL).toHaveLength(29);
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...ALL].sort());
  });

  it('has a route for every status screen the state layer sends a member to', () => {
    // typed as Path: a status path the table lacks fails to compile here
    const statusPaths: Path[] = [
      UNAVAILABLE_ROUTE,
      statusRoute('EXPIRED')!,
      statusRoute('DEACTIVATED')!,
      statusRoute('SUSPENDED')!,
    ];
    for (const path of statusPaths) expect(ROUTES.map((r) => r.path)).toContain(path);
  });

  it.each(ALL)('puts %s in the right layout', (path) => {
    const expected = path in HEADER_TITLES ? 'default' : EMPTY.includes(path) ? 'empty' : 'static-header';
    expect(routeFor(path).layout).toBe(expected);
  });

  it.each(ALL)('marks %s as protected exactly as the guard section says', (path) => {
    expect(routeFor(path).protected).toBe(PROTECTED.includes(path));
  });

  it('hides the logo header only on the three membership status screens', () => {
    const hidden = ROUTES.filter((r) => r.hideHeader)
      .map((r) => r.path)
      .sort();
    expect(hidden).toEqual(HIDDEN_HEADER);
  });

  it('sends an unknown path to the 404 page', () => {
    expect(routeFor('/nope').path).toBe('');
    expect(routeFor('/card/extra').path).toBe('');
  });
});

describe('the app at every route', () => {
  beforeAll(async () => {
    await loadLanguage('english');
  });
  beforeEach(() => {
    history.replaceState(null, '', '/');
    member.clear();
  });
  afterAll(() => member.clear());

  const signInAsActive = () => {
    member.apply({
      username: 'active@demo.test',
      firstName: 'Ana',
      lastName: 'Silva',
      level: 'Pro',
      number: '10000000001',
      expiration: '2099-01-01',
      status: 'ACTIVE',
      lastLogin: Date.now(),
    });
    localStorage.setItem(SIGNED_IN_FLAG, '1'); // as a sign-in sets it
  };

  const go = async (path: string) => {
    history.replaceState(null, '', `#${path}`);
    render(<App />);
    await act(() => Promise.resolve());
  };
  const layout = () => document.querySelector('[data-layout]')!.getAttribute('data-layout');

  it.each(Object.entries(HEADER_TITLES))(
    'shows %s to a member in the default layout titled "%s"',
    async (path, title) => {
      signInAsActive();
      await go(path);
      expect(layout()).toBe('default');
      await waitFor(() => expect(document.querySelector('.header-title')!.textContent).toBe(title));
      await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull());
      expect(location.hash).toBe(`#${path}`);
    },
  );

  it.each(STATIC_HEADER.filter((p) => !PROTECTED.includes(p)))(
    'shows %s to a visitor in the static-header layout',
    async (path) => {
      await go(path);
      expect(layout()).toBe('static-header');
      const hidden = ['/membership-deactivated', '/membership-unavailable'].includes(path);
      expect(document.querySelector('.header-static') === null).toBe(hidden);
      expect(screen.getByLabelText('Language')).toBeTruthy();
      await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull());
    },
  );

  it.each(PROTECTED)('sends a visitor from %s to /', async (path) => {
    await go(path);
    await waitFor(() => expect(location.hash).toBe('#/'));
  });

  it('sends an active member on a visitor route to /dashboard', async () => {
    signInAsActive();
    await go('/sign-in');
    await waitFor(() => expect(location.hash).toBe('#/dashboard'));
  });

  it('shows the 404 page with a link home for an unknown route', async () => {
    await go('/no-such-page');
    const heading = await screen.findByRole('heading', { name: 'This page could not be found' });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('#/');
  });

  it('shows the offline route in the empty layout', async () => {
    await go('/offline');
    expect(layout()).toBe('empty');
    expect(await screen.findByRole('heading', { name: 'You are currently offline.' })).toBeTruthy();
  });

  it('names the document after the page', async () => {
    await go('/register');
    await waitFor(() => expect(document.title).toBe('Register · Pro Membership'));
  });

  it('renames the document when the language changes on the same page', async () => {
    await go('/register');
    try {
      for (const [language, table] of [
        ['arabic', arabic],
        ['japanese', japanese],
      ] as const) {
        await act(() => loadLanguage(language));
        expect(location.hash).toBe('#/register');
        await waitFor(() =>
          expect(document.title).toBe(table.app.documentTitle.replace('{{page}}', table.title.register)),
        );
      }
    } finally {
      await act(() => loadLanguage('english'));
    }
  });
});
