// The membership's time rules (spec sections 2 and 4), in units from ./units.
// How they interact: the card shows offline within OFFLINE_WINDOW_MS of the last time online, but a member whose
// last login is older than SIGN_OUT_AFTER_MS is signed out first, so the card can never outlast the sign-out.
// Both follow OFFLINE_DAYS: change the window there, and the card and the sign-out move together.
import { DAY, HOUR } from './units';

/** How long a member may stay offline and still show the card. */
export const OFFLINE_DAYS = 7;

/** The card's window, counted from the last time the app was online. */
export const OFFLINE_WINDOW_MS = OFFLINE_DAYS * DAY;
/** The sign-out of a last login older than the window, online or offline (the guard). */
export const SIGN_OUT_AFTER_MS = OFFLINE_DAYS * DAY;
/** Until when the card shows with no connection (epoch ms), as the card and every failing screen say: a week from
 * the last time online, and never past the sign-out of the last login. */
export const cardOfflineUntil = (lastOnline: number, lastLogin: number): number =>
  Math.min(lastOnline + OFFLINE_WINDOW_MS, lastLogin + SIGN_OUT_AFTER_MS);
/** Online, a last login older than this asks the provider for the status again. */
export const RECHECK_AFTER_MS = 2 * HOUR;
/** An ACTIVE membership that ends within this many calendar days shows the expiration warning. */
export const EXPIRY_WARNING_DAYS = 30;
