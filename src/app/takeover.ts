// Part of the main bundle. A member on a slow network may start typing into the prerendered sign-in form
// before the app's code arrives; what they typed, and where they were, survive the takeover.
const typed = new Map<string, string>();
let focusedId = '';

/** On index.html's root (scripts/prerender.js): how many elements the prerendered screen was built with. */
export const NODES_ATTR = 'data-nodes';

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

export function restoreFocus(): void {
  if (focusedId) document.getElementById(focusedId)?.focus();
}

/** What decides whether the app's first render is exactly the prerendered sign-in. */
export interface FirstRender {
  deep: boolean; signedIn: boolean; english: boolean; path: string;
  offline: boolean; storageRefused: boolean; screenLoaded: boolean;
}

/**
 * Whether the prerendered markup can be hydrated as it stands: a visitor's `/` in English with nothing the
 * prerender leaves out (a banner, the error page of a screen that did not load), and the markup as the build
 * wrote it. Hydrating pairs nodes by tag and never fixes attributes: anything added since (a browser
 * extension, a page translator) or rendered differently would leave wrong nodes on screen, so then the app
 * replaces the markup instead.
 */
export function mayHydrate(root: HTMLElement, now: FirstRender): boolean {
  return !now.deep && !now.signedIn && now.english && now.path === '/' && !now.offline && !now.storageRefused &&
    now.screenLoaded && root.getElementsByTagName('*').length === Number(root.getAttribute(NODES_ATTR) ?? NaN);
}
