// Spec section 4, Sign out: member data and the credential are cleared even when the membership chunk cannot be had
// (an update has replaced the build the page runs), and the caller still goes on to `/`.
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCredential, saveCredential } from '../../src/services/storage/credentials-record';
import { memberRecord } from '../../src/services/storage/member-record';
import { rememberEmail, rememberedEmailRecord } from '../../src/services/storage/remembered-email-record';
import { member } from '../../src/state/app-state';
import { SIGNED_IN_FLAG, signedInFlagged } from '../../src/state/hints';
import { flagSignedIn } from '../../src/state/signed-in-flag';
import { restoreSession, signOut, storeMember } from '../../src/state/session';
import { ACTIVE_MEMBER } from './demo-member';

vi.mock('../../src/state/membership', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('sign-out without the membership chunk', () => {
  beforeEach(async () => {
    await clear();
    await storeMember(ACTIVE_MEMBER, Date.UTC(2026, 10, 22, 12));
    await saveCredential({ username: ACTIVE_MEMBER.username, passwordHash: 'a'.repeat(64) });
  });

  it('clears the stored member and the credential, and resolves', async () => {
    expect(await memberRecord.read()).not.toBeNull();
    await expect(signOut()).resolves.toBeUndefined();
    expect(await memberRecord.read()).toBeNull();
    expect(await readCredential()).toBeNull(); // nothing left that the provider would take for the password
    expect(member.signedIn.value).toBe(false);
    expect(signedInFlagged()).toBe(false);
  });

  it('keeps the e-mail offered at sign-in: the member forgets it there, not by signing out', async () => {
    await rememberEmail(ACTIVE_MEMBER.username);
    await signOut();
    expect(await rememberedEmailRecord.read()).toBe(ACTIVE_MEMBER.username);
  });

  it('a start with no member clears a credential left by a sign-out that could not finish', async () => {
    // what sign-out does first (the flag, the record), and then the page closed before the credential went
    flagSignedIn(false);
    await memberRecord.clear();
    member.clear();
    await restoreSession();
    expect(await readCredential()).toBeNull();
  });

  it('a start with no member keeps the credential while another tab is signing in (it flags that first)', async () => {
    await memberRecord.clear(); // this start read no record: the other tab's is on its way
    member.clear();
    expect(signedInFlagged()).toBe(true);
    await restoreSession();
    expect(await readCredential()).not.toBeNull();
    // and its flag: taken away, the member's next start would read that tab's record as a sign-out under way
    expect(signedInFlagged()).toBe(true);
    member.apply({ ...ACTIVE_MEMBER, lastLogin: Date.UTC(2026, 10, 22, 12) });
    await memberRecord.write(member.snapshot()); // the other tab's record lands
    member.clear();
    await restoreSession(); // the member's next start
    expect(member.signedIn.value).toBe(true);
    expect(await readCredential()).not.toBeNull();
  });

  it('a start with no member clears a flag whose record was never kept (storage refused it)', async () => {
    await memberRecord.clear();
    member.clear();
    localStorage.setItem(SIGNED_IN_FLAG, String(Date.now() - 120_000)); // set two minutes ago: no sign-in under way
    await restoreSession();
    expect(signedInFlagged()).toBe(false); // the next start is a visitor's: the sign-in form at once
    expect(await readCredential()).toBeNull();
  });

  it('a start with no member leaves a flag set while it read storage, however late it goes on (a frozen tab)', async () => {
    await memberRecord.clear();
    member.clear();
    flagSignedIn(false);
    const restoring = restoreSession();
    // another tab signs in while this one reads; this one resumes only after a minute
    localStorage.setItem(SIGNED_IN_FLAG, String(Date.now() - 120_000));
    await restoring;
    expect(signedInFlagged()).toBe(true);
  });
});
