// Spec section 3, Header state: displayClearHeader and displayBackBtn (default true), as the default layout shows them.
import { act, render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../src/app/app'; // the app hands the frame its default header (frameParts)
import { Frame } from '../../src/app/layouts/frame';
import { routeFor } from '../../src/app/routes';
import { loadLanguage } from '../../src/i18n/load';
import { header } from '../../src/state/app-state';
import { HeaderModel } from '../../src/state/header';

describe('header state', () => {
  beforeAll(() => loadLanguage('english'));

  it('starts with the back button shown and the header not clear', () => {
    const model = new HeaderModel();
    expect(model.displayBackBtn.value).toBe(true);
    expect(model.displayClearHeader.value).toBe(false);
  });

  it("resets to a route's defaults: back button as the route says, true by default, header not clear", () => {
    const model = new HeaderModel();
    model.displayClearHeader.value = true;
    model.reset(false);
    expect([model.displayBackBtn.value, model.displayClearHeader.value]).toEqual([false, false]);
    model.displayClearHeader.value = true;
    model.reset();
    expect([model.displayBackBtn.value, model.displayClearHeader.value]).toEqual([true, false]);
  });

  it('shows the back arrow to /dashboard, and the clear header only once a screen asks for it', () => {
    header.reset();
    const { container } = render(
      <Frame route={routeFor('/card')}>
        <h1>Card</h1>
      </Frame>,
    );
    const bar = container.querySelector('header.header-default')!;
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('#/dashboard');
    expect(bar.hasAttribute('data-clear')).toBe(false);
    act(() => void (header.displayClearHeader.value = true));
    expect(bar.hasAttribute('data-clear')).toBe(true);
    act(() => void (header.displayBackBtn.value = false));
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    act(() => header.reset());
  });
});
