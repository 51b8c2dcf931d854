// The card screen: only its clock re-renders every second; the QR code is computed once; its dates agree.
import { act, render } from '@testing-library/preact';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const encoded = vi.hoisted(() => ({ count: 0 }));
vi.mock('uqr', async (original) => {
  const real = await original<typeof import('uqr')>();
  return { ...real, encode: (...args: Parameters<typeof real.encode>) => (encoded.count++, real.encode(...args)) };
});

const { default: CardScreen } = await import('../../src/screens/card/index');
const { member, settings } = await import('../../src/state/app-state');
const { loadLanguage } = await import('../../src/i18n/load');
const { islamicCalendarEngine } = await import('./islamic-engine');

describe('card screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    encoded.count = 0;
    member.apply({
      username: 'active@demo.test',
      firstName: 'Amara',
      lastName: 'Okafor',
      level: 'Pro Artist',
      number: '10000000001',
      expiration: '2027-11-01',
      status: 'ACTIVE',
      lastLogin: Date.now(),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    settings.language.value = 'english';
  });
  afterAll(() => loadLanguage('english'));

  it('ticks the clock every second without recomputing the code', async () => {
    const { container } = render(<CardScreen />);
    const first = container.querySelector('.live-time')!.textContent;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(container.querySelector('.live-time')!.textContent).not.toBe(first);
    expect(container.querySelector('svg.qr path')!.getAttribute('d')).toMatch(/^M\d/);
    expect(encoded.count).toBe(1);
  });

  it('shows the day as well as the time in its live element, so a phone set to another day shows it', () => {
    vi.setSystemTime(new Date(2026, 9, 22, 14, 5, 9));
    const { container } = render(<CardScreen />);
    expect(container.querySelector('.live-time')!.textContent).toBe('Thu, Oct 22, 2026, 02:05:09 PM');
  });

  // Thai's default calendar is the Buddhist one (2570), and some engines default ar-SA to the Islamic one
  it.each(['thai', 'arabic'] as const)(
    'dates the last refresh and the live clock on the Gregorian calendar, like the expiry (%s)',
    async (language) => {
      await loadLanguage(language);
      if (language === 'arabic') islamicCalendarEngine();
      member.apply({ lastLogin: Date.UTC(2027, 0, 15, 12) });
      settings.language.value = language;
      const { container } = render(<CardScreen />);
      const year = new Intl.NumberFormat(member.locale.value, { useGrouping: false }).format(2027);
      const facts = container.querySelector('.member-card-facts')!.textContent!;
      expect(facts).toContain(year); // the expiry, 1 November 2027
      expect(container.querySelector('.card-refreshed')!.textContent).toContain(year);
      const thisYear = new Intl.NumberFormat(member.locale.value, { useGrouping: false }).format(
        new Date().getFullYear(),
      );
      expect(container.querySelector('.live-time')!.textContent).toContain(thisYear); // the live clock too
    },
  );
});
