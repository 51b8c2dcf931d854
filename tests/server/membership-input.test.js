// @vitest-environment node
// @ts-check
// Bad input, bad clients, maintenance and injected faults: every one answers JSON and the server lives on.
import { describe, expect, it } from 'vitest';
import { CLIENT, pwd, startServer, useServer } from './helpers.js';

/** The app's origin when it runs elsewhere than the provider (APP_ORIGINS): the one origin CORS answers. */
const APP = 'http://app.example:5173';
const server = useServer({ appOrigins: [APP] });

/** @param {string} route @param {RequestInit} init */
async function raw(route, init) {
  const res = await fetch(server().base + route, { method: 'POST', ...init });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : null };
}
const json = { 'Content-Type': 'application/json' };
const stillAnswers = async () => expect((await server().signIn('active@demo.test')).data.Status).toBe('ACTIVE');

const ROUTES = {
  '/api/membership/getmember': { userName: 'active@demo.test', password: pwd('active@demo.test') },
  '/api/membership/registermember': { memberNumber: '10000000006', email: 'new@demo.test', password: 'p' },
  '/api/account/updatepassword': { memberNumber: '10000000001', email: 'active@demo.test', newPassword: 'p' },
  '/api/account/getloginid': { memberNumber: '10000000001', email: 'active@demo.test' },
};

describe.each(Object.entries(ROUTES))('bad input to %s', (route, good) => {
  it('answers 400 to invalid JSON', async () => {
    const res = await raw(route, { headers: json, body: '{"userName": ' });
    expect([res.status, res.json.error]).toEqual([400, 'bad_request']);
    await stillAnswers();
  });

  it('answers 400 to a wrong content type', async () => {
    const res = await raw(route, {
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ ...CLIENT, ...good }),
    });
    expect([res.status, res.json.error]).toEqual([400, 'bad_request']);
  });

  it('answers 400 to a body that is not an object', async () => {
    const res = await raw(route, { headers: json, body: '[1,2]' });
    expect(res.status).toBe(400);
  });

  it.each(Object.keys(good))('answers 400 when %s is missing', async (field) => {
    const body = { ...CLIENT, ...good };
    delete body[/** @type {keyof typeof body} */ (field)];
    const res = await raw(route, { headers: json, body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'bad_request', detail: expect.stringContaining(field) });
  });

  it.each(Object.keys(good))('answers 400 when %s is a number', async (field) => {
    const res = await raw(route, { headers: json, body: JSON.stringify({ ...CLIENT, ...good, [field]: 10000000001 }) });
    expect(res.status).toBe(400);
    expect(res.json.detail).toContain(field);
  });

  it('answers 413 payload_too_large to a 17 KB body', async () => {
    const res = await raw(route, {
      headers: json,
      body: JSON.stringify({ ...CLIENT, ...good, padding: 'x'.repeat(17 * 1024) }),
    });
    expect([res.status, res.json.error]).toEqual([413, 'payload_too_large']);
    await stillAnswers();
  });

  it('answers 401 invalid_client, with no member data, for a wrong client password', async () => {
    const res = await server().call(route, good, { ...CLIENT, clientPassword: 'guess' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'invalid_client' });
  });

  it.each([
    ['a wrong clientAppId', { clientAppId: 'pro-membership-other' }],
    ['a wrong clientUserName', { clientUserName: 'other-client' }],
  ])('answers 401 invalid_client, with no member data, for %s alone', async (_, wrong) => {
    const res = await server().call(route, good, { ...CLIENT, ...wrong });
    expect([res.status, res.body]).toEqual([401, { error: 'invalid_client' }]);
  });

  it.each(Object.keys(CLIENT))('answers 401 invalid_client when only %s is missing', async (field) => {
    const client = { ...CLIENT };
    delete client[/** @type {keyof typeof client} */ (field)];
    const res = await server().call(route, good, client);
    expect([res.status, res.body]).toEqual([401, { error: 'invalid_client' }]);
  });

  it('answers 401 when the client fields are missing', async () => {
    const res = await raw(route, { headers: json, body: JSON.stringify(good) });
    expect([res.status, res.json]).toEqual([401, { error: 'invalid_client' }]);
  });

  it('answers 405 to a GET', async () => {
    const res = await raw(route, { method: 'GET' });
    expect([res.status, res.json.error]).toEqual([405, 'method_not_allowed']);
  });
});

describe('other membership answers', () => {
  it('answers 400 to a password over 256 characters', async () => {
    const res = await server().call('/api/membership/getmember', {
      userName: 'active@demo.test',
      password: 'a'.repeat(257),
    });
    expect(res.status).toBe(400);
  });

  it('answers 401 to a mistyped client field', async () => {
    const res = await server().call('/api/membership/getmember', ROUTES['/api/membership/getmember'], {
      ...CLIENT,
      clientAppId: 1,
    });
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('Okafor');
  });

  it('answers 404 JSON to an unknown path', async () => {
    const res = await raw('/api/membership/unknown', { headers: json, body: '{}' });
    expect([res.status, res.json.error]).toEqual([404, 'not_found']);
  });

  it("answers a CORS preflight from the app's configured origin", async () => {
    const res = await fetch(`${server().base}/api/membership/getmember`, {
      method: 'OPTIONS',
      headers: { Origin: APP, 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });
});

describe('CORS on membership answers', () => {
  it("lets the app's origin read an actual POST answer", async () => {
    const res = await raw('/api/membership/getmember', {
      headers: { ...json, Origin: APP },
      body: JSON.stringify({ ...CLIENT, ...ROUTES['/api/membership/getmember'] }),
    });
    expect(JSON.parse(res.json.data).Status).toBe('ACTIVE');
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it("lets the app's origin read an error answer too", async () => {
    const res = await raw('/api/account/getloginid', { headers: { ...json, Origin: APP }, body: '[]' });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
  });

  // any page its visitors open could otherwise make their browsers call the provider: to feed its counters and
  // slow members, or to read what it answers
  it.each(['null', 'https://elsewhere.example', 'http://app.example:5174', 'http://app.example:5173.evil.example'])(
    'gives a page from %s no CORS: its preflight is not passed and its answers cannot be read',
    async (Origin) => {
      const preflight = await fetch(`${server().base}/api/membership/getmember`, {
        method: 'OPTIONS',
        headers: { Origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
      const res = await raw('/api/membership/getmember', {
        headers: { ...json, Origin },
        body: JSON.stringify({ ...CLIENT, ...ROUTES['/api/membership/getmember'] }),
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/Origin/);
    },
  );

  it('answers a same-origin call, which needs no CORS, without any', async () => {
    const res = await raw('/api/membership/getmember', {
      headers: { ...json, Origin: server().base },
      body: JSON.stringify({ ...CLIENT, ...ROUTES['/api/membership/getmember'] }),
    });
    expect(JSON.parse(res.json.data).Status).toBe('ACTIVE');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives no origin CORS on a server started without APP_ORIGINS', async () => {
    const plain = await startServer();
    try {
      const res = await fetch(`${plain.base}/api/membership/getmember`, {
        method: 'OPTIONS',
        headers: { Origin: APP, 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.stop();
    }
  });
});

describe('maintenance', () => {
  it('answers 503 unavailable with Retry-After 900 when switched on by the control endpoint', async () => {
    const on = await raw('/__reference/maintenance', { headers: json, body: '{"on":true}' });
    expect(on.json).toEqual({ maintenance: true });
    for (const route of Object.keys(ROUTES)) {
      const res = await server().call(route, ROUTES[/** @type {keyof typeof ROUTES} */ (route)]);
      expect([res.status, res.body, res.headers.get('retry-after')]).toEqual([503, { error: 'unavailable' }, '900']);
    }
    await raw('/__reference/maintenance', { headers: json, body: '{"on":false}' });
    await stillAnswers();
  });

  it('starts in maintenance with the membershipUnavailable option, and reset keeps it', async () => {
    const down = await startServer({ membershipUnavailable: true });
    try {
      expect((await down.signIn('active@demo.test')).status).toBe(503);
      await down.reset();
      expect((await down.signIn('active@demo.test')).status).toBe(503);
      // The content service is a different provider and stays up.
      expect((await fetch(`${down.base}/wp-json/wp/v2/location`)).status).toBe(200);
    } finally {
      await down.stop();
    }
  });
});

describe('control endpoints', () => {
  it('reset clears the rate limit', async () => {
    for (let i = 0; i < 11; i++) await server().signIn('active@demo.test', 'nope');
    expect((await server().signIn('active@demo.test')).status).toBe(429);
    await server().reset();
    await stillAnswers();
  });

  it('injects a status for the next N requests to a path', async () => {
    const set = await raw('/__reference/fault', {
      headers: json,
      body: JSON.stringify({ path: '/api/membership/', status: 502, count: 2 }),
    });
    expect(set.status).toBe(200);
    expect((await server().signIn('active@demo.test')).status).toBe(502);
    expect((await server().signIn('active@demo.test')).status).toBe(502);
    await stillAnswers();
  });

  it('injects a non-JSON body', async () => {
    await raw('/__reference/fault', {
      headers: json,
      body: JSON.stringify({ path: '/wp-json/wp/v2/video', garbage: true }),
    });
    const res = await fetch(`${server().base}/wp-json/wp/v2/video`);
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('injects a hang that the client has to time out', async () => {
    await raw('/__reference/fault', {
      headers: json,
      body: JSON.stringify({ path: '/api/account/getloginid', hang: true }),
    });
    const hung = fetch(`${server().base}/api/account/getloginid`, { method: 'POST', signal: AbortSignal.timeout(300) });
    await expect(hung).rejects.toThrow();
  });

  it("injects a 429 with the provider's Retry-After, and refuses one without a status or out of range", async () => {
    const fault = { path: '/api/membership/getmember', status: 429, retryAfter: 600 };
    expect((await raw('/__reference/fault', { headers: json, body: JSON.stringify(fault) })).status).toBe(200);
    const res = await server().signIn('active@demo.test');
    expect([res.status, res.headers.get('retry-after')]).toEqual([429, '600']);
    for (const bad of [
      { path: '/api/', hang: true, retryAfter: 5 },
      { ...fault, retryAfter: -1 },
      { ...fault, retryAfter: 1.5 },
    ]) {
      expect((await raw('/__reference/fault', { headers: json, body: JSON.stringify(bad) })).status).toBe(400);
    }
  });

  it('refuses a fault without a kind', async () => {
    const res = await raw('/__reference/fault', { headers: json, body: JSON.stringify({ path: '/api/' }) });
    expect(res.status).toBe(400);
  });

  it('answer without CORS headers, so no other origin can read or preflight them', async () => {
    const origin = { Origin: 'http://elsewhere.example' };
    const hostile = await fetch(`${server().base}/__reference/hostile`, { headers: origin });
    expect(hostile.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server().base}/__reference/maintenance`, {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const own = await fetch(`${server().base}/__reference/hostile`);
    expect([own.status, own.headers.get('access-control-allow-origin')]).toEqual([200, null]);
  });

  it('refuse a browser request from another origin, even a simple POST that needs no preflight', async () => {
    await raw('/__reference/maintenance', { headers: json, body: '{"on":true}' });
    for (const Origin of ['http://elsewhere.example', 'null']) {
      const res = await raw('/__reference/reset', { headers: { Origin } });
      expect([res.status, res.json]).toEqual([403, { error: 'forbidden' }]);
    }
    expect((await server().signIn('active@demo.test')).status).toBe(503);
    // a page served by this same server may use them
    const same = await raw('/__reference/reset', { headers: { Origin: server().base } });
    expect(same.status).toBe(200);
    await stillAnswers();
  });

  it('are absent when control is off', async () => {
    const closed = await startServer({ control: false });
    try {
      expect((await fetch(`${closed.base}/__reference/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await closed.stop();
    }
  });
});
