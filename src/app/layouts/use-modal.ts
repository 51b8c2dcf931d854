// The menu's and the sign-out question's modal <dialog>: opened on mount, closed on unmount with the focus back where
// it was, Tab kept cycling inside (a modal dialog lets it leave for the browser's own controls).
import { useEffect, useRef } from 'preact/hooks';

/** Returns the dialog's ref and its keydown handler. */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current!;
    const opener = document.activeElement as HTMLElement | null; // the control that opened it
    el.showModal();
    return () => {
      if (el.open) el.close();
      // back to the opener, so the keyboard continues where it was
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const trapTab = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const items = Array.from(dialog.current!.querySelectorAll<HTMLElement>('a[href], button'));
    const edge = e.shiftKey ? items[0] : items[items.length - 1];
    if (document.activeElement !== edge) return;
    e.preventDefault();
    (e.shiftKey ? items[items.length - 1] : items[0])?.focus();
  };

  return { dialog, trapTab };
}
