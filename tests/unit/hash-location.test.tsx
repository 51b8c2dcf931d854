import { render, screen, act, waitFor } from '@testing-library/preact';
import { useLocation } from 'preact-iso';
import { beforeEach, describe, expect, it } from 'vitest';
import { HashLocationProvider, hashUrl, navigate, parseUrl } from '../../src/app/hash-location';

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
    render(<HashLocationProvider><Probe /></HashLocationProvider>);
    expect(current()).toEqual({ url: '/', path: '/', query: {} });
    act(() => navigate('/card?code=1'));
    await waitForPath('/card');
    expect(current().query).toEqual({ code: '1' });
    expect(location.hash).toBe('#/card?code=1');
  });

  it('pushes a history entry on navigate and replaces it on replace', async () => {
    render(<HashLocationProvider><Probe /></HashLocationProvider>);
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
    render(<HashLocationProvider><Probe /></HashLocationProvider>);
    act(() => navigate('/help'));
    await waitForPath('/help');
    act(() => navigate('/terms'));
    await waitForPath('/terms');
    act(() => history.back());
    await waitForPath('/help');
    act(() => history.forward());
    await waitForPath('/terms');
  });

  it('routes through the context route() function', async () => {
    let route!: (url: string, replace?: boolean) => void;
    function Grab() {
      route = useLocation().route;
      return <Probe />;
    }
    render(<HashLocationProvider><Grab /></HashLocationProvider>);
    act(() => route('/settings'));
    await waitForPath('/settings');
  });
});
