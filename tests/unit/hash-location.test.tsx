import { render, screen, act, waitFor } from '@testing-library/preact';
import { useLocation } from 'preact-iso';
import { beforeEach, describe, expect, it } from 'vitest';
import { HashLocationProvider } from '../../src/app/hash-location';
import { hashUrl, navigate, parseUrl } from '../../src/state/url';

function Probe() {
  const { url, path, query } = useLocation();
  return <output data-testid="loc">{JSON.stringify({ url, path, query })}</output>;
}
const current = () => JSON.parse(screen.getByTestId('loc').textContent!);
const waitForPath = (path: string) => waitFor(() => expect(current().path).toBe(path));

describe('hash location', () => {
  beforeEach(() => history.replaceState(null, '', '/'));

  it('reads the app URL from the hash', () => {
    expect(hashUrl('')).toBe('/');
    expect(hashUrl('#/card')).toBe('/card');
    expect(hashUrl('#card')).toBe('/card');
    expect(hashUrl('#/master-classes?location=3')).toBe('/master-classes?location=3');
  });

  it('parses path and query, dropping a trailing slash', () => {
    expect(parseUrl('/videos/?page=2&lang=fr')).toEqual({ path: '/videos', query: { page: '2', lang: 'fr' } });
    expect(parseUrl('/')).toEqual({ path: '/', query: {} });
    expect(parseUrl('/a?x=%20y')).toEqual({ path: '/a', query: { x: ' y' } });
  });

  it('provides the hash location to useLocation and follows navigation', async () => {
    render(
      <HashLocationProvider>
        <Probe />
      </HashLocationProvider>,
    );
    expect(current()).toEqual({ url: '/', path: '/', query: {} });
    act(() => navigate('/card?code=1'));
    await waitForPath('/card');
    expect(current().query).toEqual({ code: '1' });
    expect(location.hash).toBe('#/card?code=1');
  });

  it('pushes a history entry on navigate and replaces it on replace', async () => {
    render(
      <HashLocationProvider>
        <Probe />
      </HashLocationProvider>,
    );
    const start = history.length;
    act(() => navigate('/help'));
    await waitForPath('/help');
    expect(history.length).toBe(start + 1);
    act(() => navigate('/terms', true));
    await waitForPath('/terms');
    expect(history.length).toBe(start + 1);
    expect(location.hash).toBe('#/terms');
  });

  it('goes back and forward through the history', async () => {
    render(
      <HashLocationProvider>
        <Probe />
      </HashLocationProvider>,
    );
    act(() => navigate('/help'));
    await waitForPath('/help');
    act(() => navigate('/terms'));
    await waitForPath('/terms');
    act(() => history.back());
    await waitForPath('/help');
    act(() => history.forward());
    await waitForPath('/terms');
  });

  describe('wasPush (the Router scrolls to the top only when it is true)', () => {
    function PushProbe() {
      // preact-iso's type leaves out wasPush, which its Router reads
      const { path, wasPush } = useLocation() as ReturnType<typeof useLocation> & { wasPush: boolean };
      return <output data-testid="push">{JSON.stringify({ path, wasPush })}</output>;
    }
    const seen = () => JSON.parse(screen.getByTestId('push').textContent!);
    const landsOn = (path: string, wasPush: boolean) => waitFor(() => expect(seen()).toEqual({ path, wasPush }));

    it('is false on the first render', () => {
      history.replaceState(null, '', '#/help');
      render(
        <HashLocationProvider>
          <PushProbe />
        </HashLocationProvider>,
      );
      expect(seen()).toEqual({ path: '/help', wasPush: false });
    });

    it('is true for a navigation that adds an entry, also one back to the starting URL', async () => {
      render(
        <HashLocationProvider>
          <PushProbe />
        </HashLocationProvider>,
      );
      act(() => navigate('/help'));
      await landsOn('/help', true);
      act(() => navigate('/'));
      await landsOn('/', true);
    });

    it('is true for an in-app link', async () => {
      render(
        <HashLocationProvider>
          <PushProbe />
          <a href="#/terms">terms</a>
        </HashLocationProvider>,
      );
      act(() => screen.getByRole('link').click());
      await landsOn('/terms', true);
    });

    it('is false for a replace, and a replace keeps the entry known on the way back', async () => {
      render(
        <HashLocationProvider>
          <PushProbe />
        </HashLocationProvider>,
      );
      act(() => navigate('/help'));
      await landsOn('/help', true);
      act(() => navigate('/terms', true));
      await landsOn('/terms', false);
      act(() => navigate('/card'));
      await landsOn('/card', true);
      act(() => history.back());
      await landsOn('/terms', false);
    });

    it('is false on back and forward, so the browser restores the scroll position', async () => {
      render(
        <HashLocationProvider>
          <PushProbe />
        </HashLocationProvider>,
      );
      act(() => navigate('/help'));
      await landsOn('/help', true);
      act(() => navigate('/terms'));
      await landsOn('/terms', true);
      act(() => history.back());
      await landsOn('/help', false);
      act(() => history.back());
      await landsOn('/', false);
      act(() => history.forward());
      await landsOn('/help', false);
    });
  });

  it('routes through the context route() function', async () => {
    let route!: (url: string, replace?: boolean) => void;
    function Grab() {
      route = useLocation().route;
      return <Probe />;
    }
    render(
      <HashLocationProvider>
        <Grab />
      </HashLocationProvider>,
    );
    act(() => route('/settings'));
    await waitForPath('/settings');
  });
});
