// The membership provider's requests (spec section 7), built in one place for the API client and for index.html's
// boot script, which sends a sign-in before the app's code has arrived (src/start/boot.ts).
import { client, membershipBase, membershipTimeoutMs } from '../config';
import { handoff } from '../start/handoff';

export interface MembershipRequest {
  url: string;
  body: string;
}

/** POST JSON with the client credentials beside the call's data. */
export const membershipRequest = (path: string, payload: Record<string, string>): MembershipRequest => ({
  url: `${membershipBase}${path}`,
  body: JSON.stringify({ ...client, ...payload }),
});

export const getMemberRequest = (userName: string, passwordHash: string): MembershipRequest =>
  membershipRequest('membership/getmember', { userName, password: passwordHash });

export const send = ({ url, body }: MembershipRequest, signal?: AbortSignal): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal, cache: 'no-store' });

/**
 * Sends a request now, for the client to take up when it makes the same request (takeHeld). Its own deadline ends
 * it, body included, as the client's would: an answer that stalls or drips cannot hold the greeting or the app. The
 * answer is taken up once whole, read within that deadline: an abort would drop a body the app had not read yet.
 */
export function sendHeld(request: MembershipRequest): void {
  const abort = new AbortController();
  setTimeout(() => abort.abort(), membershipTimeoutMs);
  const response = send(request, abort.signal).then(async (answer) => new Response(await answer.arrayBuffer(), answer));
  response.catch(() => {}); // the client hears of a failure when it takes the answer up
  handoff().call = { request, response };
}

/** The answer to this very request if the boot script sent it already; the held call is forgotten either way. */
export function takeHeld(request: MembershipRequest): Promise<Response> | null {
  const held = handoff().call;
  handoff().call = undefined;
  return held && held.request.url === request.url && held.request.body === request.body ? held.response : null;
}
