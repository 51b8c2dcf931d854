// Part of the main bundle: what was typed into the prerendered form before the code came, and the focus, survive.
import { NODES_ATTR } from '../names';

export { NODES_ATTR };

const typed = new Map<string, string>();
let focusedId = '';

/** Reads what was typed (or picked) into the prerendered markup, just before the app takes it over. */
export function captureTyped(root: HTMLElement): void {
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

/** Whether the form with this id was submitted before the code ran (src/first-paint/boot.ts holds it), once. */
export function heldSubmission(id: string): boolean {
  const held = globalThis.pmHeldForm === id;
  if (held) globalThis.pmHeldForm = undefined;
  return held;
}

export function restoreFocus(): void {
  if (focusedId) document.getElementById(focusedId)?.focus();
}

/** Whether the markup is as the build wrote it: hydration never fixes what an extension or translator added. */
export function mayHydrate(root: HTMLElement): boolean {
  return root.getElementsByTagName('*').length === Number(root.getAttribute(NODES_ATTR) ?? NaN);
}
