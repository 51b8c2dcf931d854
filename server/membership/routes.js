// @ts-check
/** The membership provider's HTTP face, under /api/. */
import { HttpError, readJsonBody, sendJson } from '../http-util.js';
import { createMembershipCalls } from './calls.js';
import { callerAddress, clientKey } from './client-address.js';
import { isValidClient } from './client-credentials.js';
import { emailField, memberNumberField, optionalEmailField, secretField } from './fields.js';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {ReturnType<typeof createMembershipCalls>} Calls */

/**
 * Each route reads its own fields (throwing 400) and hands them to one call, with the caller's address.
 * @type {Record<string, (body: Record<string, unknown>, calls: Calls, address: string) => Promise<object>>}
 */
const ROUTES = {
  '/api/membership/getmember': (body, calls, address) =>
    calls.getMember({ userName: emailField(body, 'userName'), password: secretField(body, 'password') }, address),
  '/api/membership/registermember': (body, calls, address) =>
    calls.registerMember(
      {
        memberNumber: memberNumberField(body, 'memberNumber'),
        email: emailField(body, 'email'),
        password: secretField(body, 'password'),
      },
      address,
    ),
  '/api/account/updatepassword': (body, calls, address) =>
    calls.updatePassword(
      {
        userName: optionalEmailField(body, 'userName'),
        memberNumber: memberNumberField(body, 'memberNumber'),
        email: emailField(body, 'email'),
        newPassword: secretField(body, 'newPassword'),
      },
      address,
    ),
  '/api/account/getloginid': (body, calls, address) =>
    calls.getLoginId(
      { memberNumber: memberNumberField(body, 'memberNumber'), email: emailField(body, 'email') },
      address,
    ),
};

/** The provider's maintenance answer; the app shows "try again in 15 minutes". */
export const UNAVAILABLE_RETRY_AFTER = '900';

/**
 * @param {{
 *   store: import('./calls.js').MemberStore,
 *   throttle: import('./calls.js').Throttle,
 *   credentials: import('./client-credentials.js').ClientCredentials,
 *   isUnavailable: () => boolean,
 *   log: (message: string) => void,
 *   trustedProxies?: ReadonlySet<string>,
 * }} deps
 */
export function createMembershipApi({ store, throttle, credentials, isUnavailable, log, trustedProxies = new Set() }) {
  const calls = createMembershipCalls({ store, throttle, log });

  /**
   * @param {Req} req
   * @param {Res} res
   * @param {string} pathname
   */
  return async function handleMembership(req, res, pathname) {
    if (isUnavailable()) {
      throw new HttpError(503, { error: 'unavailable' }, { 'Retry-After': UNAVAILABLE_RETRY_AFTER });
    }
    const route = ROUTES[pathname];
    if (!route) throw new HttpError(404, { error: 'not_found' });
    if (req.method !== 'POST') throw new HttpError(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' });
    const body = await readJsonBody(req);
    // Client credentials come before field checks, so an unknown caller learns nothing about the API.
    if (!isValidClient(body, credentials)) throw new HttpError(401, { error: 'invalid_client' });
    // The caller's address: the socket's, or behind a trusted proxy the one it forwarded (see SECURITY.md).
    const result = await route(body, calls, clientKey(callerAddress(req, trustedProxies)));
    // The provider wraps its answer as a JSON string inside `data`; the app parses it twice.
    sendJson(res, 200, { data: JSON.stringify(result) });
  };
}
