import { render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyScreen, reloadOnce } from '../../src/app/lazy-screen';
import { ChunkError, RouteErrorBoundary, RouteFailure } from '../../src/app/route-error';
import { loadLanguage } from '../../src/i18n';

describe('route errors', () => {
  beforeAll(() => loadLanguage('english'));

  it('reloads once for a failed chunk, and never again within the guard window', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) } as Storage;
    const reload = vi.fn();
    expect(reloadOnce(1_000_000, store, reload)).toBe(true);
    expect(reloadOnce(1_005_000, store, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(1_040_000, store, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when a screen\'s code fails to load, and waits for the reload', async () => {
    sessionStorage.clear();
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const settled = vi.fn();
    void lazyScreen(() => Promise.reject(new Error('chunk gone'))).preload().then(settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).not.toHaveBeenCalled(); // no error page flashes while the page goes away
  });

  it('shows the chunk error page when the code fails again right after that reload', async () => {
    sessionStorage.setItem('chunk-reload-at', String(Date.now() - 1_000));
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const Screen = await lazyScreen(() => Promise.reject(new Error('chunk gone'))).preload();
    expect(Screen).toBe(ChunkError);
    expect(reload).not.toHaveBeenCalled();
    render(<ChunkError />);
    expect(screen.getByText('Error 503')).toBeTruthy();
  });

  it('shows an error page with the status a screen throws', async () => {
    const Broken = () => {
      throw new RouteFailure(503, 'Down for a moment');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteErrorBoundary path="/x"><Broken /></RouteErrorBoundary>);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Error 503')).toBeTruthy();
    expect(screen.getByText('Down for a moment')).toBeTruthy();
  });

  it('defaults to 500 for any other error', async () => {
    const Broken = () => {
      throw new TypeError('oops');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteErrorBoundary path="/y"><Broken /></RouteErrorBoundary>);
    expect(await screen.findByText('Error 500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('#/');
  });

  it('clears the error page when the member goes to another route', async () => {
    let fail = true;
    const Screen = () => {
      if (fail) throw new TypeError('oops');
      return <p>fine</p>;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<RouteErrorBoundary path="/a"><Screen /></RouteErrorBoundary>);
    expect(await screen.findByText('Error 500')).toBeTruthy();
    fail = false;
    rerender(<RouteErrorBoundary path="/b"><Screen /></RouteErrorBoundary>);
    expect(await screen.findByText('fine')).toBeTruthy();
  });
});
