// Loaded with the sign-in and register screens: the last member's e-mail, offered at sign-in until they forget it.
// Only the e-mail is kept: never a password, nor anything else of the member.
import { checkEmail } from '../validation';
import { storedRecord } from './record';

/** The longest address a mail system takes (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Read back only as an e-mail address of a sane length: anything else stored under the key is ignored. */
export const parseRememberedEmail = (raw: unknown): string | null =>
  typeof raw === 'string' && raw.length <= MAX_EMAIL_LENGTH && raw.trim() === raw && checkEmail(raw) === null
    ? raw
    : null;

export const rememberedEmailRecord = storedRecord<string | null>('remembered-email', () => null, parseRememberedEmail);

/** Keeps the e-mail as typed (trimmed); one that does not pass is not kept. */
export async function rememberEmail(email: string): Promise<boolean> {
  const value = parseRememberedEmail(email.trim());
  return value !== null && (await rememberedEmailRecord.write(value));
}
