// The loading bar: shown after 200 ms of work, there until the work ends (its 5000 ms are the crawl's, not
// a deadline), and never left on by a route load that the Router reported twice.
import { readFileSync } from 'node:fs';
import { act, render } from '@testing-library/preact';
import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { LocationProvider, Route, Router, lazy, useLocation } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR_DURATION_MS, LoadingBar } from '../../src/app/components/loading-bar';
import { RouteLoadEnds } from '../../src/app/components/route-load-ends';
import { tracked } from '../../src/services/fetching';
import { busy, routeLoadEnd, routeLoadStart } from '../../src/state/loading';

const barOn = (container: Element) => container.querySelector('.loading-bar')!.classList.contains('loading-bar-on');
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((ok) => (resolve = ok));
  return { promise, resolve };
}
/** Starts a tracked fetch; returns what ends it. */
function startWork() {
  const gate = deferred();
  let work!: Promise<void>;
  act(() => void (work = tracked(gate.promise)));
  return () =>
    act(async () => {
      gate.resolve();
      await work;
    });
}
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not shown at 199 ms, is shown at 200 ms and still at 6 s of a slow load, until the load ends', async () => {
    const { container } = render(<LoadingBar />);
    const finish = startWork();
    await advance(199);
    expect(barOn(container)).toBe(false);
    await advance(1);
    expect(barOn(container)).toBe(true);
    await advance(5800);
    expect(barOn(container)).toBe(true);
    await finish();
    expect(busy.value).toBe(false);
    expect(barOn(container)).toBe(false);
  });

  it('goes when a fetch fails', async () => {
    const { container } = render(<LoadingBar />);
    let work!: Promise<void>;
    let fail!: () => void;
    act(
      () =>
        void (work = tracked(new Promise<void>((_, no) => (fail = () => no(new Error('offline'))))).catch(() => {})),
    );
    await advance(6000);
    expect(barOn(container)).toBe(true);
    await act(async () => {
      fail();
      await work;
    });
    expect(barOn(container)).toBe(false);
  });

  it("crawls for the specification's 5000 ms (app.css), the duration of its travel", () => {
    const css = readFileSync('src/app/app.css', 'utf8');
    expect(css).toContain(`.loading-bar-on { opacity: 1; animation: loading-crawl ${LOADING_BAR_DURATION_MS}ms`);
  });

  it('goes as soon as a fetch ends', async () => {
    const { container } = render(<LoadingBar />);
    const finish = startWork();
    await advance(300);
    expect(barOn(container)).toBe(true);
    await finish();
    expect(barOn(container)).toBe(false);
  });
});

describe('route loads', () => {
  it('ends after the member moved on while a screen was still loading', async () => {
    const gates = { a: deferred(), b: deferred() };
    const screen = (name: 'a' | 'b') =>
      lazy<ComponentType>(() => gates[name].promise.then(() => ({ default: () => <h1>{name}</h1> })));
    const [A, B] = [screen('a'), screen('b')];
    let go!: (url: string) => void;
    function Nav() {
      go = useLocation().route;
      return null;
    }
    history.replaceState(null, '', '/a');
    const { findByText } = render(
      <LocationProvider>
        <Nav />
        <RouteLoadEnds />
        <Router onLoadStart={routeLoadStart} onLoadEnd={routeLoadEnd}>
          <Route path="/a" component={A} />
          <Route path="/b" component={B} />
        </Router>
      </LocationProvider>,
    );
    expect(busy.value).toBe(true);
    // the Router reports a start for each suspended screen, but an end only for the last one
    act(() => go('/b'));
    await act(async () => {
      gates.a.resolve();
      gates.b.resolve();
      await gates.b.promise;
    });
    await findByText('b');
    expect(busy.value).toBe(false);
  });

  it('ends when the Router leaves the screen before its screen has loaded', () => {
    const Never = lazy<ComponentType>(() => new Promise<never>(() => {}));
    const shown = signal(true);
    const Routes = () => (
      <>
        <RouteLoadEnds />
        <Router onLoadStart={routeLoadStart} onLoadEnd={routeLoadEnd}>
          {[<Route key="never" path="/never" component={Never} />]}
        </Router>
      </>
    );
    const Shell = () => <LocationProvider>{shown.value && <Routes />}</LocationProvider>;
    history.replaceState(null, '', '/never');
    render(<Shell />);
    expect(busy.value).toBe(true);
    act(() => void (shown.value = false));
    expect(busy.value).toBe(false);
  });
});
