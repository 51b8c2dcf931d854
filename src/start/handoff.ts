// What the start's stages hand each other (docs/first-paint.md, "The hand-off"): index.html's inline scripts and the
// entry are separate builds, so they share one object through the page's one global, here and nowhere else. In the
// base layer (eslint.config.js): the services that take up the held call and the database read it too.

/** The sign-in's provider call as the boot script sent it (src/services/membership-request.ts builds it). */
export interface HeldCall {
  request: { url: string; body: string };
  /** Its answer to come, read whole (held in memory only). */
  response: Promise<Response>;
}

/** What the held sign-in sent: the greeting is for these values only. */
export interface Sent {
  email: string;
  password: string;
}

export interface Handoff {
  /** The boot script's sign-in call, which the API client takes up once (takeHeld). */
  call?: HeldCall;
  /** The database connection the boot script opened for a signed-in member (src/services/storage/record.ts). */
  db?: Promise<IDBDatabase>;
  /** Set by the greeting script: the boot script hands it the answer to the held sign-in (src/start/greeting.ts). */
  greet?: (answer: Response, sent: Sent) => Promise<boolean>;
  /** The id of a form submitted before the code ran (held by the head script), which the app submits once it has
   * taken over. */
  heldForm?: string;
  /** Set by the boot script: what a held form sets off before the code has run (the sign-in's provider call),
   * resolved once it is under way (src/start/takeover.ts, `sendAhead`: the sign-in screen's call sent ahead). */
  held?: (formId: string) => Promise<void>;
  /** The app URL of a tile tapped on the greeting, where the sign-in then leads. */
  heldLink?: string;
}

declare global {
  /** The start's hand-off: read and written through `handoff()` only. */
  var pmStart: Handoff | undefined;
}

export const handoff = (): Handoff => (globalThis.pmStart ??= {});
