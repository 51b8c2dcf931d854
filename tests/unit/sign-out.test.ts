// Spec section 4, Sign out: member data is cleared even when the credential's chunk cannot be had (an update has
// replaced the build the page runs), and the caller still goes on to `/`.
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberRecord } from '../../src/services/storage/member-record';
import { member } from '../../src/state/app-state';
import { signedInFlagged } from '../../src/state/hints';
import { signOut, storeMember } from '../../src/state/session';
import { ACTIVE_MEMBER } from './demo-member';

vi.mock('../../src/state/membership', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('sign-out without the credential chunk', () => {
  beforeEach(async () => {
    await clear();
    await storeMember(ACTIVE_MEMBER, Date.UTC(2026, 10, 22, 12));
  });

  it('clears the stored member and resolves', async () => {
    expect(await memberRecord.read()).not.toBeNull();
    await expect(signOut()).resolves.toBeUndefined();
    expect(await memberRecord.read()).toBeNull();
    expect(member.signedIn.value).toBe(false);
    expect(signedInFlagged()).toBe(false);
  });
});
