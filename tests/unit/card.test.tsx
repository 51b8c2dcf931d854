// The card screen: only its clock re-renders every second; the QR code is computed once.
import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const encoded = vi.hoisted(() => ({ count: 0 }));
vi.mock('uqr', async (original) => {
  const real = await original<typeof import('uqr')>();
  return { ...real, encode: (...args: Parameters<typeof real.encode>) => (encoded.count++, real.encode(...args)) };
});

const { default: CardScreen } = await import('../../src/screens/card/index');
const { member } = await import('../../src/state/app-state');

describe('card screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    encoded.count = 0;
    member.apply({
      username: 'active@demo.test', firstName: 'Amara', lastName: 'Okafor', level: 'Pro Artist', number: '10000000001',
      expiration: '2027-11-01', status: 'ACTIVE', lastLogin: Date.now(),
    });
  });
  afterEach(() => vi.useRealTimers());

  it('ticks the clock every second without recomputing the code', async () => {
    const { container } = render(<CardScreen />);
    const first = container.querySelector('.live-time')!.textContent;
    await act(async () => { await vi.advanceTimersByTimeAsync(3000); });
    expect(container.querySelector('.live-time')!.textContent).not.toBe(first);
    expect(container.querySelector('svg.qr path')!.getAttribute('d')).toMatch(/^M\d/);
    expect(encoded.count).toBe(1);
  });
});
