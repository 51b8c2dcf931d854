// The card screen: only its clock re-renders every second; the QR code is computed once; its dates agree.
import { act, render } from '@testing-library/preact';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const encoded = vi.hoisted(() => ({ count: 0 }));
vi.mock('uqr', async (original) => {
  const real = await original<typeof import('uqr')>();
  return { ...real, encode: (...args: Parameters<typeof real.encode>) => (encoded.count++, real.encode(...args)) };
});

const { default: CardScreen } = await import('../../src/screens/card/index');
const { connectivity, member, settings } = await import('../../src/state/app-state');
const { loadLanguage } = await import('../../src/i18n/load');
const { islamicCalendarEngine } = await import('./islamic-engine');

describe('card screen', () => {
  beforeEach(async () => {
    await loadLanguage('english'); // a test before may have loaded another language's table
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
    connectivity.setOnline(true, Date.now());
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

  it('offline, stops its live dot and says the card is shown offline, and says "last refreshed" only once', () => {
    connectivity.init(false, Date.now() - 60_000, Date.now());
    const { container } = render(<CardScreen />);
    expect(container.querySelector('.member-card-live')!.classList).toContain('live-off');
    expect(container.querySelector('.live-state')!.textContent).toBe('Shown offline');
    expect(container.textContent!.match(/last refreshed/gi)).toHaveLength(1);
  });

  it('says until when it works offline: a week from the last time online, never past a week from the sign-in', () => {
    const signedIn = Date.UTC(2027, 0, 10, 9);
    member.apply({ lastLogin: signedIn });
    const until = (lastOnline: number) => {
      connectivity.init(false, lastOnline, Math.max(lastOnline, signedIn) + 3_600_000); // offline an hour
      const { container, unmount } = render(<CardScreen />);
      const text = container.querySelector('.member-card-until')!.textContent;
      unmount();
      return text;
    };
    const at = (ms: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
    const DAY = 86_400_000;
    expect(until(signedIn - 2 * DAY)).toBe(`Works offline until ${at(signedIn + 5 * DAY)}`);
    expect(until(signedIn + 3 * DAY)).toBe(`Works offline until ${at(signedIn + 7 * DAY)}`);
    // online, the connection itself is the last time online: a week from now, capped by the sign-in's week
    connectivity.init(true, 0, signedIn + DAY);
    const { container } = render(<CardScreen />);
    expect(container.querySelector('.member-card-until')!.textContent).toBe(
      `Works offline until ${at(signedIn + 7 * DAY)}`,
    );
  });
});
