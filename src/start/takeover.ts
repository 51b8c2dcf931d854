// Part of the main bundle: what was typed into the prerendered form before the code came, and the focus, survive;
// what the boot scripts painted in its place goes.
import { GREETING_ID, GREETING_PATH, NODES_ATTR } from '../names';
import { handoff } from './handoff';

export { NODES_ATTR };

const typed = new Map<string, string>();
let focusedId = '';

/** Reads what was typed (or picked) into the prerendered markup, just before the app takes it over. */
export function captureTyped(root: HTMLElement): void {
  typed.clear();
  for (const field of Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[id], select[id]'),
  )) {
    // a select counts only when moved off what the markup selected (the language switcher's English)
    const picked =
      field.tagName !== 'SELECT' || field.value !== field.querySelector('option[selected]')?.getAttribute('value');
    if (field.value && picked) typed.set(field.id, field.value);
  }
  focusedId = root.contains(document.activeElement) ? (document.activeElement?.id ?? '') : '';
}

/** The value typed before the takeover into the field with this id, once. */
export function typedBefore(id: string): string | undefined {
  const value = typed.get(id);
  typed.delete(id);
  return value;
}

/** Whether the form with this id was submitted before the code ran (src/start/head.ts holds it), once. */
export function heldSubmission(id: string): boolean {
  const held = handoff().heldForm === id;
  if (held) handoff().heldForm = undefined;
  return held;
}

/**
 * A sign-in about to be sent while its membership code (which needs the app chunk) may still be on its way: unless a
 * held sign-in's call is out already (the form the head script held, submitted again by use-form.ts), the boot
 * script's sender (src/start/boot.ts) sends the provider call now, and the app's own call takes its answer up
 * (`takeHeld`). Resolves once it is out, or at once where there is no sender (no boot script: the app sends it).
 */
export const sendAhead = async (formId: string): Promise<void> => {
  if (!handoff().call) await handoff().held?.(formId);
};

/** A call sent ahead that the app will not take up (its code did not arrive) is forgotten: a later sign-in asks anew. */
export const dropAhead = (): void => void (handoff().call = undefined);

export function restoreFocus(): void {
  if (focusedId) document.getElementById(focusedId)?.focus();
}

/** Whether the markup is as the build wrote it: hydration never fixes what an extension or translator added. */
export function mayHydrate(root: HTMLElement): boolean {
  return root.getElementsByTagName('*').length === Number(root.getAttribute(NODES_ATTR) ?? NaN);
}

/**
 * The dashboard's greeting (src/start/greeting.ts) goes: the app has arrived on its first screen
 * (src/app/arrival.ts), or, `back` at the sign-in, the sign-in it stood for did not lead on (./use-form.ts).
 */
export function dropGreeting(back = false): void {
  const copy = document.getElementById(GREETING_ID);
  if (!copy) return;
  const focused = copy.contains(document.activeElement);
  copy.remove();
  delete document.documentElement.dataset.greeting;
  if (!back) return;
  // the sign-in's own title again, and the focus on its heading rather than lost with the copy; a tile tapped on the
  // copy leads nowhere now
  handoff().heldLink = undefined;
  document.title = copy.dataset.title ?? document.title;
  if (focused) document.querySelector<HTMLElement>('#app main h1')?.focus({ preventScroll: true });
}

/**
 * Where the held sign-in that the greeting stood for leads: `go`, or the tile tapped on the greeting meanwhile
 * when `go` is the dashboard it showed (the expiry warning and the status screens come first). The tile is taken once.
 */
export function greetingLeadsTo(go: string): string {
  const tapped = handoff().heldLink;
  handoff().heldLink = undefined;
  return tapped && go === GREETING_PATH ? tapped : go;
}
