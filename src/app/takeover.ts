// Part of the main bundle. A member on a slow network may start typing into the prerendered sign-in form
// before the app's code arrives; what they typed, and where they were, survive the takeover.
const typed = new Map<string, string>();
let focusedId = '';

/** Reads what was typed into the prerendered markup, just before the app replaces it. */
export function captureTyped(root: HTMLElement): void {
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>('input[id]'))) {
    if (input.value) typed.set(input.id, input.value);
  }
  focusedId = root.contains(document.activeElement) ? document.activeElement?.id ?? '' : '';
}

/** The value typed before the takeover into the field with this id, once. */
export function typedBefore(id: string): string | undefined {
  const value = typed.get(id);
  typed.delete(id);
  return value;
}

export function restoreFocus(): void {
  if (focusedId) document.getElementById(focusedId)?.focus();
}
