// The one place the password scheme lives, so it can be swapped for the real provider's.
// pwd-v1: lowercase hex SHA-256 of `lowercase(trimmed e-mail) + ":" + password`. The provider receives
// only this value; the app keeps only this value, encrypted (services/storage/credentials-record.ts).

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function hashPassword(email: string, password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${normalizeEmail(email)}:${password}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
