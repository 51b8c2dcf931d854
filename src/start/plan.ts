// What this start shows and when its code comes, from what a stage knows (docs/first-paint.md, "The plan"): one
// pure function for every stage, the inline scripts included (it is compiled into index.html: keep it small). A
// stage that needs one answer only (the entry, the greeting script) calls the part planStart is made of, so that
// its bundle carries no more of it.
import { hashUrl, pathOfUrl } from '../state/url';
import { WAVE } from '../names';

/** What a stage knows of this start; what it leaves out is a visitor's, online, in English. */
export interface StartFacts {
  /** `location.hash` */
  hash: string;
  /** The signed-in flag is set (src/names.ts, SIGNED_IN_FLAG). */
  signedIn?: boolean;
  online?: boolean;
  /** The language hint is English, or there is none. */
  english?: boolean;
  /** A due kept copy of this address's screen is painted; undefined where the stage cannot know yet (the head
   * script): a member's start then waits for the boot script. */
  kept?: boolean;
  /** Offline, the card's window is still open (online within the week); undefined: the copy's own limits decide. */
  cardWindow?: boolean;
}

/** When code is asked for, or run: at once, or once the first frame is painted. On every link a visitor's code is
 * asked for at once: waiting for the sign-in to be on view (Element Timing) on a fast link made the tap to the
 * dashboard slower for members (measured with `npm run bench -- --only-flow --against`), and helped only
 * Lighthouse's simulation. */
export type When = 'now' | 'after-paint';

export interface StartPlan {
  /** The first screen: the prerendered sign-in (which the sign-in island takes over, src/app/island.tsx, or the
   * app), a kept copy, or the prerendered screen hidden until the app renders. */
  screen: 'island' | 'sign-in' | 'card' | 'dashboard' | 'app';
  /** The prerendered sign-in is hidden (`prerender-hidden`). */
  hidden: boolean;
  /** What `/` is for a signed-in ACTIVE member: the card offline within its window, the dashboard otherwise. */
  home: '/card' | '/dashboard';
  /** The code's waves this page asks for, in order. */
  waves: string[];
  fetch: When;
  run: When;
}

/** The app's path for this address (`#/card/?x=1` is `/card`), as its router reads it. */
const pathOf = (hash: string): string => pathOfUrl(hashUrl(hash));

/** The address is `/`. */
export const atRoot = (hash: string): boolean => pathOf(hash) === '/';

/** The sign-in island takes the prerendered sign-in over: a visitor's `/`, in English, online. */
export const islandTakesOver = ({ hash, signedIn, online = true, english = true }: StartFacts): boolean =>
  !signedIn && atRoot(hash) && english && online;

/** What `/` is for a signed-in ACTIVE member: the card offline within its window, the dashboard otherwise. */
export const homeFor = ({ online = true, cardWindow }: StartFacts): '/card' | '/dashboard' =>
  !online && cardWindow !== false ? '/card' : '/dashboard';

/** The code this start asks for, and when: all the head script needs of the plan (and all it carries). */
export function codeFor(facts: StartFacts): Pick<StartPlan, 'hidden' | 'waves' | 'fetch' | 'run'> {
  const { hash, signedIn, english = true, kept } = facts;
  const path = pathOf(hash);
  // the prerendered sign-in is `/`'s screen and /sign-in's, for a visitor
  const hidden = signedIn || (path !== '/' && path !== '/sign-in');
  // a member's start with a kept copy (or one that may have it): fetching the code now would take the main thread from
  // its paint; with the screen hidden and nothing painted, there is no paint to wait for
  const waitsForPaint = signedIn && kept !== false;
  return {
    hidden: !!hidden,
    // at the sign-in, everything a sign-in takes (most visitors there are about to sign in, often with a password
    // manager that fills the form at once); elsewhere the entry and the app chunk
    waves: hidden
      ? [WAVE.entry, WAVE.eager, WAVE.app]
      : [WAVE.entry, WAVE.eager, WAVE.island, WAVE.app, ...(english ? [WAVE.englishTable] : []), WAVE.signingIn],
    fetch: waitsForPaint ? 'after-paint' : 'now',
    run: hidden && !waitsForPaint ? 'now' : 'after-paint',
  };
}

export function planStart(facts: StartFacts): StartPlan {
  const { hash, signedIn, online = true, kept } = facts;
  const path = pathOf(hash);
  const home = homeFor(facts);
  const code = codeFor(facts);
  // the kept copy this address shows, as the app would decide it (the dashboard offline is the offline screen)
  const address = path === '/' ? home : path;
  const keptName = address === '/card' ? 'card' : address === '/dashboard' && online ? 'dashboard' : null;
  const screen = islandTakesOver(facts)
    ? 'island'
    : !code.hidden
      ? 'sign-in'
      : signedIn && kept !== false && keptName
        ? keptName
        : 'app';
  return { screen, home, ...code };
}
