// The membership provider (spec section 7): POST JSON with the client credentials, `data` a JSON string.
// Transport faults and the provider's own answers become typed results here, in one place.
import { config } from '../config';
import { fetchWithTimeout } from './fetching';
import { getMemberRequest, membershipRequest, send, takeHeld, type MembershipRequest } from './membership-request';
import type { MemberData, MembershipStatus } from './member-data';
import { parseEnvelope, parseMember, type Answer } from './sign-in-answer';

export type TransportError =
  | { kind: 'service-failed' } // network error, timeout, non-JSON, unexpected shape or HTTP status; a busy moment
  | { kind: 'unavailable' } // HTTP 503: maintenance
  | { kind: 'rate-limited'; retryAfterS: number }; // HTTP 429: wait this many seconds (Retry-After)

export type Result<T> = { ok: true; value: T } | { ok: false; error: TransportError };

const fail = (error: TransportError): { ok: false; error: TransportError } => ({ ok: false, error });

/** A 503 asking for a wait up to this long (seconds) is a busy moment, not maintenance: the member tries again on
 * the form, with what they typed, instead of being sent to the screen that says to come back in 15 minutes. */
export const BUSY_RETRY_MAX_S = 60;

/** The wait an answer asks for, in seconds; NaN when it names none, or a date. */
const retryAfterS = (response: Response) => Number(response.headers.get('Retry-After') || NaN);

async function call(request: MembershipRequest): Promise<Result<Answer>> {
  try {
    const held = takeHeld(request);
    return await fetchWithTimeout(
      config.membershipTimeoutMs,
      (signal) => held ?? send(request, signal),
      async (response): Promise<Result<Answer>> => {
        const wait = retryAfterS(response);
        if (response.status === 503)
          return fail({ kind: wait >= 0 && wait <= BUSY_RETRY_MAX_S ? 'service-failed' : 'unavailable' });
        // the wait as asked (the form rounds it up to minutes, the re-check bounds it); none named: a quarter hour
        if (response.status === 429)
          return fail({ kind: 'rate-limited', retryAfterS: wait > 0 ? Math.ceil(wait) : 900 });
        if (response.status !== 200) return fail({ kind: 'service-failed' });
        const answer = parseEnvelope(await response.json());
        return answer ? { ok: true, value: answer } : fail({ kind: 'service-failed' });
      },
    );
  } catch {
    return fail({ kind: 'service-failed' });
  }
}

export type SignInAnswer = { status: 'FAILURE' } | { status: MembershipStatus; member: MemberData };

export async function getMember(userName: string, passwordHash: string): Promise<Result<SignInAnswer>> {
  const result = await call(getMemberRequest(userName, passwordHash));
  if (!result.ok) return result;
  if (result.value.Status === 'FAILURE') return { ok: true, value: { status: 'FAILURE' } };
  const member = parseMember(result.value);
  return member ? { ok: true, value: { status: member.status, member } } : fail({ kind: 'service-failed' });
}

export const REGISTER_STATUSES = [
  'SUCCESS_ACTIVE',
  'INVALID_MEMBER_NUMBER',
  'EMAIL_NOT_MATCHED',
  'DUPLICATE_REGISTRATION',
  'NO_EMAIL_FOUND',
  'DUPLICATE_EMAIL',
  'FAILURE_EXPIRED',
  'FAILURE_DEACTIVATED',
  'FAILURE_SUSPENDED',
] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

export async function registerMember(
  memberNumber: string,
  email: string,
  passwordHash: string,
): Promise<Result<RegisterStatus>> {
  const result = await call(
    membershipRequest('membership/registermember', { memberNumber, email, password: passwordHash }),
  );
  if (!result.ok) return result;
  const status = result.value.Status as RegisterStatus;
  return REGISTER_STATUSES.includes(status) ? { ok: true, value: status } : fail({ kind: 'service-failed' });
}

export const RESET_STATUSES = ['SUCCESS', 'FAILURE', 'EMAIL_NOT_MATCHED', 'INVALID_MEMBER_NUMBER'] as const;
export type ResetStatus = (typeof RESET_STATUSES)[number];

export async function updatePassword(input: {
  userName: string;
  memberNumber: string;
  email: string;
  newPasswordHash: string;
}): Promise<Result<ResetStatus>> {
  const { newPasswordHash, ...rest } = input;
  const result = await call(membershipRequest('account/updatepassword', { ...rest, newPassword: newPasswordHash }));
  if (!result.ok) return result;
  const status = result.value.Status as ResetStatus;
  return RESET_STATUSES.includes(status) ? { ok: true, value: status } : fail({ kind: 'service-failed' });
}
