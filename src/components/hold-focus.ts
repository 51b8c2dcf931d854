// Shared by screens: a control that goes away with what it did (Retry, Set country, Play, Retry connection) hands
// the focus on, so that a keyboard or screen reader user is not sent back to the top of the page.
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Focuses an element that is not a control (made focusable by script only), without scrolling to it. */
export function holdFocus(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) return;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** Whether the focus has gone: the focused control was removed, and the document's body has it now. */
export const focusLost = (): boolean => !document.activeElement || document.activeElement === document.body;

/** Where a lost focus goes: `to`, else the screen's heading (the page when it has none), as after a navigation. */
export const regainFocus = (to?: HTMLElement | null | false): void => {
  if (focusLost()) holdFocus(to || document.querySelector('main h1') || document.getElementById('main'));
};

/**
 * When one screen comes in place of another without a navigation (the offline screen, src/app/app.tsx), what had the
 * focus goes with the old one: the new screen's heading takes it, as after a navigation, so that a screen reader says
 * where the member is. A task's end, as in src/app/arrival.ts: the screen coming back renders in this one.
 */
export function useFocusAcross(screen: unknown): void {
  const before = useRef(screen);
  useLayoutEffect(() => {
    if (before.current === screen) return;
    before.current = screen;
    queueMicrotask(regainFocus);
  }, [screen]);
}
