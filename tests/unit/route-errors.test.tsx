import { render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../src/app/lazy-screen';
import { reloadOnce } from '../../src/app/reload-once';
import { ChunkError, RouteErrorBoundary, RouteFailure } from '../../src/app/route-error';
import { loadLanguage } from '../../src/i18n/load';

describe('route errors', () => {
  beforeAll(() => loadLanguage('english'));

  const gone = () => Promise.reject(new Error('chunk gone'));
  const fine = () => Promise.resolve({ default: () => <p>fine</p> });
  const tick = () => new Promise((r) => setTimeout(r, 20));

  it('reloads once for a failed chunk, and not again however long the failing load took', async () => {
    sessionStorage.clear();
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    void lazyScreen(gone, 'card').preload();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // after the reload, on a slow link: the same chunk fails again ten minutes later
    now.mockReturnValue(1_600_000);
    const again = lazyScreen(gone, 'card').preload();
    await tick();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await again).toBe(ChunkError);
  });

  it('does not reload in a loop when another screen loads between the failures', async () => {
    sessionStorage.clear();
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    void lazyScreen(gone, 'card').preload();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // after the reload the dashboard loads, then its prefetch of the card fails again
    await lazyScreen(fine, 'dashboard').preload();
    expect(await lazyScreen(gone, 'card').preload()).toBe(ChunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once again for a later failure after the failed screen has loaded', async () => {
    sessionStorage.clear();
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    void lazyScreen(gone, 'card').preload();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await lazyScreen(fine, 'card').preload(); // the reload mended it
    void lazyScreen(gone, 'videos').preload();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('a prefetch that fails reloads nothing (the member may be typing); going to the screen then does', async () => {
    sessionStorage.clear();
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    let up = false;
    const screenCode = () => (up ? fine() : gone());
    const Card = lazyScreen(screenCode, 'card');
    await expect(Card.prefetch()).rejects.toThrow('chunk gone');
    await tick();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('chunk-reload-for')).toBeNull();
    up = true; // the network is back: a later prefetch brings the screen
    await Card.prefetch();
    render(<Card />);
    expect(screen.getByText('fine')).toBeTruthy();
    void lazyScreen(gone, 'videos').preload(); // going to a screen whose code is gone reloads as before
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does not reload when session storage is refused, as nothing would stop a loop', () => {
    const refused = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const reload = vi.fn();
    expect(reloadOnce('card', refused, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads the page when a screen's code fails to load, and waits for the reload", async () => {
    sessionStorage.clear();
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const settled = vi.fn();
    void lazyScreen(() => Promise.reject(new Error('chunk gone')))
      .preload()
      .then(settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).not.toHaveBeenCalled(); // no error page flashes while the page goes away
  });

  it('shows the chunk error page when the code fails again right after that reload', async () => {
    sessionStorage.setItem('chunk-reload-for', 'card'); // this session reloaded for it moments ago
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    const Screen = await lazyScreen(gone, 'card').preload();
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
    render(
      <RouteErrorBoundary path="/x">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Error 503')).toBeTruthy();
    expect(screen.getByText('Down for a moment')).toBeTruthy();
  });

  it('defaults to 500 for any other error', async () => {
    const Broken = () => {
      throw new TypeError('oops');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary path="/y">
        <Broken />
      </RouteErrorBoundary>,
    );
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
    const { rerender } = render(
      <RouteErrorBoundary path="/a">
        <Screen />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Error 500')).toBeTruthy();
    fail = false;
    rerender(
      <RouteErrorBoundary path="/b">
        <Screen />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('fine')).toBeTruthy();
  });
});
