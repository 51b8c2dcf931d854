// @ts-check
/**
 * Test switches for the app's browser tests, under /__reference/. They only flip state the
 * services already have (seed, maintenance, injected faults, a member's renewal); add new switches as new
 * cases here.
 */
import { badRequest, HttpError, readJsonBody, sendJson } from './http-util.js';
import { HOSTILE_ITEM_IDS, HOSTILE_ITEMS } from './content/catalog.js';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/**
 * @typedef {object} Fault
 * @property {string} path the request path prefix it applies to, e.g. /api/membership/getmember
 * @property {number} remaining how many more requests it answers
 * @property {number} [status] answer this HTTP status with a JSON error body
 * @property {number} [retryAfter] with `status`: the seconds its `Retry-After` asks for (a 429 or 503 as the provider's)
 * @property {boolean} [hang] never answer (the client's timeout is what is being tested)
 * @property {boolean} [garbage] answer 200 with a body that is not JSON
 * @property {boolean} [stall] answer 200 with JSON headers, then send nothing (the body never comes)
 * @property {number} [drip] answer 200 with JSON headers, then one byte every `drip` ms, never finishing the body
 */

/**
 * @param {{
 *   resetMembers: () => Promise<void>,
 *   clearRateLimits: () => void,
 *   initialMaintenance: boolean,
 *   renewMember: (memberNumber: string) => Promise<string | null>,
 * }} deps
 */
export function createControl({ resetMembers, clearRateLimits, initialMaintenance, renewMember }) {
  let maintenance = initialMaintenance;
  /** @type {Fault[]} */
  let faults = [];

  const control = {
    get maintenance() {
      return maintenance;
    },
    /** @param {boolean} on */
    setMaintenance(on) {
      maintenance = on;
    },
    /** @param {Omit<Fault, 'remaining'> & { count?: number }} fault */
    addFault({ count = 1, ...fault }) {
      faults.push({ ...fault, remaining: count });
    },
    clearFaults() {
      faults = [];
    },
    /** Seed members, no rate limits, no faults, maintenance as the server was started. */
    async reset() {
      await resetMembers();
      clearRateLimits();
      faults = [];
      maintenance = initialMaintenance;
    },

    /**
     * Answers the request with an injected fault if one matches. Returns true when it did.
     * @param {Res} res
     * @param {string} pathname
     */
    applyFault(res, pathname) {
      const fault = faults.find((f) => pathname.startsWith(f.path));
      if (!fault) return false;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
      if (fault.hang) return true; // left open on purpose; server.close() drops it
      if (fault.stall || fault.drip) {
        // the headers of an answer, flushed, then nothing (stall) or JSON whitespace, a byte at a time (drip): a body
        // that never ends, as a proxy or a provider that stalls mid-answer sends it; left open, server.close() drops it
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.flushHeaders();
        if (fault.drip) {
          const timer = setInterval(() => res.write(' '), fault.drip);
          res.on('close', () => clearInterval(timer));
        }
        return true;
      }
      if (fault.garbage) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<html><body>Upstream proxy error</body></html>');
        return true;
      }
      const wait = fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) };
      sendJson(res, fault.status ?? 500, { error: 'injected_fault' }, wait);
      return true;
    },

    /**
     * @param {Req} req
     * @param {Res} res
     * @param {string} pathname
     */
    async handle(req, res, pathname) {
      const route = `${req.method} ${pathname}`;
      switch (route) {
        case 'POST /__reference/reset':
          await control.reset();
          return sendJson(res, 200, { ok: true });
        case 'POST /__reference/maintenance': {
          const { on } = await readJsonBody(req);
          if (typeof on !== 'boolean') throw badRequest('on must be a boolean');
          control.setMaintenance(on);
          return sendJson(res, 200, { maintenance: on });
        }
        case 'POST /__reference/fault': {
          const body = await readJsonBody(req);
          if (body.clear === true) {
            control.clearFaults();
            return sendJson(res, 200, { faults: 0 });
          }
          const fault = parseFault(body);
          control.addFault(fault);
          return sendJson(res, 200, { fault });
        }
        case 'POST /__reference/renew': {
          const { memberNumber } = await readJsonBody(req);
          if (typeof memberNumber !== 'string') throw badRequest('memberNumber must be a string');
          const expirationDate = await renewMember(memberNumber);
          if (expirationDate === null) throw new HttpError(404, { error: 'no_such_member' });
          return sendJson(res, 200, { renewed: memberNumber, ExpirationDate: expirationDate });
        }
        case 'GET /__reference/hostile':
          return sendJson(res, 200, { ids: HOSTILE_ITEM_IDS, items: HOSTILE_ITEMS });
        default:
          throw new HttpError(404, { error: 'not_found' });
      }
    },
  };
  return control;
}

/**
 * @param {Record<string, unknown>} body
 * @returns {Omit<Fault, 'remaining'> & { count: number }}
 */
function parseFault(body) {
  const { path, status, retryAfter, hang, garbage, stall, drip, count = 1 } = body;
  if (typeof path !== 'string' || !path.startsWith('/')) throw badRequest('path must start with /');
  if (path.startsWith('/__reference/')) throw badRequest('the control endpoints cannot be faulted');
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000) {
    throw badRequest('count must be an integer from 1 to 1000');
  }
  const kinds = [status !== undefined, hang === true, garbage === true, stall === true, drip !== undefined];
  if (kinds.filter(Boolean).length !== 1) {
    throw badRequest('give exactly one of status, hang: true, garbage: true, stall: true, drip: <ms>');
  }
  if (drip !== undefined) {
    if (typeof drip !== 'number' || !Number.isInteger(drip) || drip < 10 || drip > 60_000) {
      throw badRequest('drip must be the milliseconds between bytes, from 10 to 60000');
    }
    return { path, drip, count };
  }
  if (stall === true) return { path, stall: true, count };
  if (status !== undefined) {
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
      throw badRequest('status must be an HTTP status from 200 to 599');
    }
    if (retryAfter === undefined) return { path, status, count };
    if (typeof retryAfter !== 'number' || !Number.isInteger(retryAfter) || retryAfter < 0 || retryAfter > 86_400) {
      throw badRequest('retryAfter must be whole seconds from 0 to 86400');
    }
    return { path, status, retryAfter, count };
  }
  if (retryAfter !== undefined) throw badRequest('retryAfter goes with status');
  return hang === true ? { path, hang: true, count } : { path, garbage: true, count };
}
