import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../src/i18n';
import { loadLanguage } from '../../src/i18n/load';
import { getMember } from '../../src/services/membership-api';
import { getMemberRequest, sendHeld } from '../../src/services/membership-request';
import { hashPassword } from '../../src/services/password-hash';
import { expiresSoon, parseEnvelope, parseMember } from '../../src/services/sign-in-answer';
import { transportOutcome } from '../../src/state/membership-outcomes';
import { handoff } from '../../src/start/handoff';

const answer = {
  Status: 'ACTIVE',
  Username: 'active@demo.test',
  FirstName: 'Ana',
  LastName: 'Silva',
  MemberLevel: 'Pro Artist',
  MemberNumber: '10000000001',
  ExpirationDate: '2027-06-30T00:00:00',
};

describe('membership provider answers', () => {
  it('reads the data envelope, a JSON string', () => {
    expect(parseEnvelope({ data: JSON.stringify(answer) })).toEqual(answer);
  });

  it.each([
    ['no data', {}],
    ['data that is not a string', { data: answer }],
    ['data that is not JSON', { data: '{nope' }],
    ['data without a Status', { data: '{"Username":"x"}' }],
    ['data that is an array', { data: '[1]' }],
    ['a body that is null', null],
  ])('rejects an envelope with %s', (_, body) => {
    expect(parseEnvelope(body)).toBeNull();
  });

  it('maps the member fields of spec section 3', () => {
    expect(parseMember(answer)).toEqual({
      username: 'active@demo.test',
      firstName: 'Ana',
      lastName: 'Silva',
      level: 'Pro Artist',
      number: '10000000001',
      expiration: '2027-06-30',
      status: 'ACTIVE',
    });
  });

  it('rejects an unknown Status or an expiry date that does not parse', () => {
    expect(parseMember({ ...answer, Status: 'PLATINUM' })).toBeNull();
    expect(parseMember({ ...answer, ExpirationDate: 'next year' })).toBeNull();
    expect(parseMember({ ...answer, ExpirationDate: '2027-13-45T00:00:00' })).toBeNull();
  });

  it('needs an expiry date for an ACTIVE membership only, and a username always', () => {
    expect(parseMember({ ...answer, ExpirationDate: '' })).toBeNull();
    expect(parseMember({ ...answer, ExpirationDate: undefined })).toBeNull();
    for (const Status of ['EXPIRED', 'DEACTIVATED', 'SUSPENDED'])
      expect(parseMember({ ...answer, Status, ExpirationDate: null })).toMatchObject({
        status: Status,
        expiration: '',
      });
    expect(parseMember({ ...answer, Status: 'DEACTIVATED', ExpirationDate: 'never' })).toBeNull();
    expect(parseMember({ ...answer, Status: 'DEACTIVATED', Username: ' ' })).toBeNull();
  });
});

describe('membership outcomes', () => {
  it('maps transport faults to the catalogue', () => {
    expect(transportOutcome({ kind: 'service-failed' })).toEqual({ message: 'errors.serviceFailed' });
    expect(transportOutcome({ kind: 'unavailable' })).toEqual({ go: '/membership-unavailable' });
    expect(transportOutcome({ kind: 'rate-limited', retryAfterS: 600 })).toEqual({
      message: 'errors.tooManyAttempts',
      params: { minutes: 10 },
    });
  });

  it.each([
    ['a busy moment (Retry-After: 5)', '5', 'service-failed'],
    ['a minute', '60', 'service-failed'],
    ['maintenance (Retry-After: 900)', '900', 'unavailable'],
    ['maintenance with no Retry-After', null, 'unavailable'],
    ['maintenance until a date', 'Wed, 25 Nov 2026 12:00:00 GMT', 'unavailable'],
  ])('takes a 503 asking for %s as %s', async (_, retryAfter, kind) => {
    const headers: Record<string, string> = retryAfter === null ? {} : { 'Retry-After': retryAfter };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"x"}', { status: 503, headers })),
    );
    try {
      expect(await getMember('active@demo.test', 'a'.repeat(64))).toEqual({ ok: false, error: { kind } });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("writes the wait of a 429 in the member's digits (Arabic-Indic in ar-SA)", async () => {
    const outcome = transportOutcome({ kind: 'rate-limited', retryAfterS: 570 });
    if (!('message' in outcome)) throw new Error('a 429 shows a message');
    try {
      await loadLanguage('arabic');
      expect(t(outcome.message, outcome.params)).toBe(
        'تم تجاوز الحد المسموح به لمحاولات تسجيل الدخول. يُرجى المحاولة مرة أخرى بعد ١٠ دقائق.',
      );
    } finally {
      await loadLanguage('english');
    }
    expect(t(outcome.message, outcome.params)).toBe('Too many sign-in attempts. Please try again in 10 minutes.');
  });

  it('warns when the expiry is within 30 days', () => {
    const now = Date.parse('2026-11-22T12:00:00');
    expect(expiresSoon('2026-12-02', now)).toBe(true);
    expect(expiresSoon('2026-12-21', now)).toBe(true);
    expect(expiresSoon('2027-01-22', now)).toBe(false);
  });

  it('counts the 30 days in calendar days: the 30th day from today warns, the 31st does not, at any hour', () => {
    for (const time of ['00:01:00', '12:00:00', '23:59:00']) {
      const now = Date.parse(`2026-11-22T${time}`);
      expect(expiresSoon('2026-12-22', now), time).toBe(true);
      expect(expiresSoon('2026-12-23', now), time).toBe(false);
      expect(expiresSoon('2026-11-22', now), time).toBe(true); // ends today
    }
  });

  it('counts calendar days across a change of the clocks (New York)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // the clocks go forward on 8 March 2026: 31 days from 10 February, late in the evening, do not warn
      expect(new Date(Date.parse('2026-02-10T23:30:00')).getTimezoneOffset()).toBe(300);
      expect(expiresSoon('2026-03-13', Date.parse('2026-02-10T23:30:00'))).toBe(false);
      expect(expiresSoon('2026-03-12', Date.parse('2026-02-10T23:30:00'))).toBe(true);
      // and back on 1 November 2026: 30 days from 8 October, just after midnight, warn
      expect(expiresSoon('2026-11-07', Date.parse('2026-10-08T00:30:00'))).toBe(true);
      expect(expiresSoon('2026-11-08', Date.parse('2026-10-08T00:30:00'))).toBe(false);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('hashes the password with pwd-v1: SHA-256 of the lowercased e-mail, a colon and the password', async () => {
    // sha256("active@demo.test:Makeup2026"), computed independently with `sha256sum`
    expect(await hashPassword(' Active@Demo.test ', 'Makeup2026')).toBe(
      await hashPassword('active@demo.test', 'Makeup2026'),
    );
    expect(await hashPassword('active@demo.test', 'Makeup2026')).toBe(
      '5db4d514e5e4c03e6f9a1f77d1d8205ecc262c4a4aa7471c56e901c144ba277f',
    );
  });
});

describe('a sign-in sent before the app ran (index.html boot script)', () => {
  const envelope = () => new Response(JSON.stringify({ data: JSON.stringify(answer) }), { status: 200 });
  afterEach(() => {
    vi.unstubAllGlobals();
    handoff().call = undefined;
  });

  it('is taken up by the same call: one request to the provider, its answer used', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(envelope()));
    vi.stubGlobal('fetch', fetchMock);
    sendHeld(getMemberRequest('active@demo.test', 'hash-1'));
    const result = await getMember('active@demo.test', 'hash-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: true, value: { status: 'ACTIVE', member: { firstName: 'Ana' } } });
    expect(handoff().call).toBeUndefined();
  });

  it('is not used for other credentials (the member changed a field): the app asks anew', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(envelope()));
    vi.stubGlobal('fetch', fetchMock);
    sendHeld(getMemberRequest('active@demo.test', 'old-hash'));
    await getMember('active@demo.test', 'new-hash');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body as string)).toMatchObject({
      password: 'new-hash',
    });
  });

  it("a transport fault of the early request is a service fault, as the app's own would be", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    sendHeld(getMemberRequest('active@demo.test', 'hash-1'));
    expect(await getMember('active@demo.test', 'hash-1')).toEqual({ ok: false, error: { kind: 'service-failed' } });
  });
});
