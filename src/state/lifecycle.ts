// Part of the app chunk (src/app/app-chunk.tsx): reload when the tab comes back after 15 minutes (spec section 4, Other),
// but never under a half-filled form: then the reload waits until the form is left.
import { editingForms } from './editing';
import { MINUTE } from '../time/units';

export const RELOAD_AFTER_MS = 15 * MINUTE;

const loadedAt = Date.now(); // with the app chunk: seconds after the page's load at most
let reloadDue = false;

export function shouldReload(now: number, since: number, editing: number): boolean {
  return now - since > RELOAD_AFTER_MS && editing === 0;
}

/** Reloads at once, or as soon as the last form with typed, unsent values is left (also state/updates.ts). */
export function reloadWhenFormsLeft(reload: () => void): void {
  let done = false;
  editingForms.subscribe((n) => {
    if (n === 0 && !done) {
      done = true;
      reload();
    }
  });
}

export function watchReturn(reload = () => location.reload()): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (shouldReload(Date.now(), loadedAt, editingForms.value)) reload();
    else if (Date.now() - loadedAt > RELOAD_AFTER_MS && !reloadDue) {
      reloadDue = true;
      reloadWhenFormsLeft(reload);
    }
  });
}
