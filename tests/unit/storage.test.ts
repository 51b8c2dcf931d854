import { get, set, clear } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCredential, readCredential, saveCredential } from '../../src/services/storage/credentials-record';
import { lastOnlineRecord } from '../../src/services/storage/last-online-record';
import { memberRecord } from '../../src/services/storage/member-record';
import { settingsRecord } from '../../src/services/storage/settings-record';
import { rememberEmail, rememberedEmailRecord } from '../../src/services/storage/remembered-email-record';
import { SIGNED_IN_FLAG } from '../../src/names';

const stored = {
  username: 'active@demo.test',
  firstName: 'Ana',
  lastName: 'Silva',
  level: 'Pro Artist',
  number: '10000000001',
  expiration: '2027-03-09',
  status: 'ACTIVE' as const,
  lastLogin: 1_700_000_000_000,
};

describe('storage records', () => {
  beforeEach(() => clear());

  it('round-trips the member with its last login', async () => {
    expect(await memberRecord.write(stored)).toBe(true);
    expect(await memberRecord.read()).toEqual(stored);
    await memberRecord.clear();
    expect(await memberRecord.read()).toBeNull();
  });

  it.each([
    ['a string', 'member'],
    ['an unknown status', { ...stored, status: 'GOLD' }],
    ['a missing last login', { ...stored, lastLogin: undefined }],
    ['a number where text belongs', { ...stored, number: 10000000001 }],
    ['an empty user name', { ...stored, username: '' }],
  ])('rejects a stored member with %s', async (_, bad) => {
    await set('member', bad);
    expect(await memberRecord.read()).toBeNull();
  });

  it('keeps the e-mail offered at sign-in, trimmed, and nothing that is not an e-mail', async () => {
    expect(await rememberEmail('  active@demo.test ')).toBe(true);
    expect(await get('remembered-email')).toBe('active@demo.test'); // the address alone: no password beside it
    expect(await rememberedEmailRecord.read()).toBe('active@demo.test');
    expect(await rememberEmail('not an e-mail')).toBe(false);
    expect(await rememberedEmailRecord.read()).toBe('active@demo.test');
    await rememberedEmailRecord.clear();
    expect(await rememberedEmailRecord.read()).toBeNull();
  });

  it.each([
    ['a number', 42],
    ['an object holding a password', { email: 'active@demo.test', password: 'Makeup2026' }],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['an address past 254 characters', `${'a'.repeat(250)}@demo.test`],
    ['an address with spaces around it', ' active@demo.test'],
  ])('offers no stored e-mail that is %s', async (_, bad) => {
    await set('remembered-email', bad);
    expect(await rememberedEmailRecord.read()).toBeNull();
  });

  it('round-trips settings and keeps the valid fields of a damaged record', async () => {
    await settingsRecord.write({ language: 'arabic', location: '12', storeLocation: 'middle_east' });
    expect(await settingsRecord.read()).toEqual({ language: 'arabic', location: '12', storeLocation: 'middle_east' });
    await set('settings', { language: 'klingon', location: 7, storeLocation: 'middle_east' });
    const read = await settingsRecord.read();
    expect(read.storeLocation).toBe('middle_east');
    expect(read.location).toBe('');
    expect(read.language).not.toBe('klingon');
  });

  it("keeps the store prompt's Other as an answer, and drops a store it does not know", async () => {
    await settingsRecord.write({ language: 'english', location: '', storeLocation: 'other' });
    expect((await settingsRecord.read()).storeLocation).toBe('other');
    await set('settings', { language: 'english', location: '', storeLocation: 'atlantis' });
    expect((await settingsRecord.read()).storeLocation).toBe('');
  });

  it('falls back to default settings when nothing usable is stored', async () => {
    await set('settings', 42);
    expect(await settingsRecord.read()).toMatchObject({ location: '', storeLocation: '' });
  });

  it('round-trips the last online time and rejects junk', async () => {
    await lastOnlineRecord.write(123456);
    expect(await lastOnlineRecord.read()).toBe(123456);
    await set('last-online', 'yesterday');
    expect(await lastOnlineRecord.read()).toBe(0);
  });

  it('keeps the credential encrypted and decrypts it back', async () => {
    const passwordHash = 'a'.repeat(64);
    expect(await saveCredential({ username: 'active@demo.test', passwordHash })).toBe(true);
    const raw = await get('credentials');
    expect(JSON.stringify(raw)).not.toContain(passwordHash);
    expect(new TextDecoder().decode(raw.data)).not.toContain(passwordHash);
    expect(await readCredential()).toEqual({ username: 'active@demo.test', passwordHash });
  });

  it("keeps the credential's AES-GCM key non-extractable, so its bytes can never be read out", async () => {
    await saveCredential({ username: 'active@demo.test', passwordHash: 'b'.repeat(64) });
    const key = await get('credentials-key');
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(key.usages.sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('rejects a tampered credential and forgets everything on clear', async () => {
    await saveCredential({ username: 'u@demo.test', passwordHash: 'h'.repeat(64) });
    const raw = await get('credentials');
    const data = new Uint8Array(raw.data.slice(0));
    data[0]! ^= 1;
    await set('credentials', { ...raw, data: data.buffer });
    expect(await readCredential()).toBeNull();
    await clearCredential();
    expect(await get('credentials')).toBeUndefined();
    expect(await get('credentials-key')).toBeUndefined();
  });
});

describe('language hint', () => {
  beforeEach(() => clear());

  it('mirrors the stored language for the next start, and ignores anything that is not a language', async () => {
    const { restoreSession } = await import('../../src/state/session');
    const { languageHint } = await import('../../src/state/hints');
    localStorage.clear();
    expect(languageHint()).toBeNull();
    await settingsRecord.write({ language: 'arabic', location: '', storeLocation: '' });
    await restoreSession();
    expect(languageHint()).toBe('arabic');
    localStorage.setItem('pro-membership:language', 'klingon');
    expect(languageHint()).toBeNull();
  });
});

describe('restoring the session', () => {
  beforeEach(() => clear());

  it('brings back no member whose sign-out another tab has begun, and does not flag them signed in again', async () => {
    const { restoreSession } = await import('../../src/state/session');
    const { member } = await import('../../src/state/app-state');
    const { signedInFlagged } = await import('../../src/state/hints');
    await memberRecord.write(stored);
    // the other tab's sign-out clears the flag first, then the record: this tab read the record in between
    localStorage.removeItem(SIGNED_IN_FLAG);
    await restoreSession();
    expect(member.username.value).toBe('');
    expect(signedInFlagged()).toBe(false);
    // with the flag still set (no sign-out under way) the same record is the member's
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    await restoreSession();
    expect(member.number.value).toBe(stored.number);
    member.clear();
  });
});
