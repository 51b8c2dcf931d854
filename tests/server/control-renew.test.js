// @vitest-environment node
// @ts-check
// The renewal switch: a member renewed on the brand's site meanwhile is ACTIVE at the next sign-in or
// status re-check, a year from today; reset brings the seed back.
import { describe, expect, it } from 'vitest';
import { isoDay, addDays } from '../../server/dates.js';
import { RENEWAL_DAYS } from '../../server/membership/renewal.js';
import { useServer } from './helpers.js';

const server = useServer();

/** @param {Record<string, unknown>} body */
const renew = (body) =>
  fetch(`${server().base}/__reference/renew`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /__reference/renew', () => {
  it('makes an expired member ACTIVE until a year from today, as the provider then answers', async () => {
    expect((await server().signIn('expired@demo.test')).data.Status).toBe('EXPIRED');
    const res = await renew({ memberNumber: '10000000003' });
    const until = isoDay(addDays(new Date(), RENEWAL_DAYS));
    expect(await res.json()).toEqual({ renewed: '10000000003', ExpirationDate: until });
    expect((await server().signIn('expired@demo.test')).data).toMatchObject({
      Status: 'ACTIVE',
      ExpirationDate: `${until}T00:00:00`,
    });
  });

  it('answers 404 for a number not on file and 400 without one', async () => {
    expect((await renew({ memberNumber: '19999999999' })).status).toBe(404);
    expect((await renew({})).status).toBe(400);
  });

  it('is undone by reset', async () => {
    await renew({ memberNumber: '10000000003' });
    await server().reset();
    expect((await server().signIn('expired@demo.test')).data.Status).toBe('EXPIRED');
  });
});
