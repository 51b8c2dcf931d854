// Part of the main bundle. A member on a slow network may start typing into the prerendered sign-in form
// before the app's code arrives; what they typed, and where they were, survive the takeover.
import { NODES_ATTR } from '../names';

export { NODES_ATTR };

const typed = new Map<string, string>();
let focusedId = '';

/** Reads what was typed (or picked) into the prerendered markup, just before the app takes it over. */
export function captureTyped(root: HTMLElement): void {
  for (const field of Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[id], select[id]'))) {
    // a select counts only when moved off what the markup selected (the language switcher's English)
    const picked = field.tagName !== 'SELECT' || field.value !== field.querySelector('option[selected]')?.getAttribute('value');
    if (field.value && picked) typed.set(field.id, field.value);
  }
  focusedId = root.contains(document.activeElement) ? document.activeElement?.id ?? '' : '';
}

/** The value typed before the takeover into the field with this id, once. */
export function typedBefore(id: string): string | undefined {
  const value = typed.get(id);
  typed.delete(id);
  return value;
}

/** Whether the form with this id was submitted before the code ran (src/first-paint/boot.ts holds it), once. */
export function heldSubmission(id: string): boolean {
  const held = globalThis.pmHeldForm === id;
  if (held) globalThis.pmHeldForm = undefined;
  return held;
}

export function restoreFocus(): void {
  if (focusedId) document.getElementById(focusedId)?.focus();
}

/**
 * Whether the prerendered markup is as the build wrote it, so the sign-in island may hydrate it. Hydrating
 * pairs nodes by tag and never fixes attributes: anything added since (a browser extension, a password
 * manager's icon, a page translator) would leave wrong nodes on screen, so then the island replaces the
 * markup instead (src/app/island.tsx).
 */
export function mayHydrate(root: HTMLElement): boolean {
  return root.getElementsByTagName('*').length === Number(root.getAttribute(NODES_ATTR) ?? NaN);
}
