// Part of the app chunk: the signed-in flag's writer, and what only the session (./session.ts) asks of it. The flag
// is read at first paint (./hints.ts, the boot script); nothing here needs to be in the entry.
import { readHint, SIGNED_IN_FLAG, tryStorage } from './hints';

export const readFlag = (): string | null => readHint(SIGNED_IN_FLAG);
/** Written and removed to learn whether storage takes writes at all (a full one refuses every write). */
const PROBE = `${SIGNED_IN_FLAG}:probe`;
/**
 * A sign-out has begun (in any tab): the flag is gone from a storage that answers and could have held it. One that
 * refuses tells nothing, nor does one too full to take a flag: the sign-in could not set it either.
 */
export const signOutBegun = (): boolean =>
  tryStorage(() => {
    if (localStorage.getItem(SIGNED_IN_FLAG) !== null) return false;
    localStorage.setItem(PROBE, '');
    localStorage.removeItem(PROBE);
    return true;
  }) === true;
/** The flag as this tab last set it: a sign-in in another tab sets one of its own. */
let ownFlag: string | null = null;
/** Sets or clears the flag; set, it holds the time it was set (whatever its value, the boot script reads a member). */
export const flagSignedIn = (on: boolean): void =>
  void tryStorage(() =>
    on ? localStorage.setItem(SIGNED_IN_FLAG, (ownFlag = String(Date.now()))) : localStorage.removeItem(SIGNED_IN_FLAG),
  );
/** The flag stored is the one this tab set, not a later sign-in's in another tab. */
export const flagIsOwn = (): boolean => ownFlag !== null && readFlag() === ownFlag;
/** How long ago the flag was set (Infinity for a flag from before it held a time, or none). */
export const flagAge = (now = Date.now()): number => {
  const at = Number(readFlag());
  return at > 1 && at <= now ? now - at : Infinity;
};
