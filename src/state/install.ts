// Part of the app chunk (src/app/app-chunk.tsx): whether and how the app can be installed (spec section 2, menu install row).
import { computed, signal } from '@preact/signals';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Android/Chromium: the saved `beforeinstallprompt` event. */
export const installPrompt = signal<InstallPromptEvent | null>(null);
export const installed = signal(false);

const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
/** iPhone and iPad (iPadOS reports itself as a Mac with touch). */
export const isIos =
  /iPhone|iPad|iPod/.test(ua) ||
  (/Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);
const standalone = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** 'prompt' uses the browser's dialog, 'ios' leads to the installation steps, null hides the row. */
export const installMethod = computed<'prompt' | 'ios' | null>(() => {
  if (installed.value) return null;
  if (installPrompt.value) return 'prompt';
  return isIos && !standalone() ? 'ios' : null;
});

export function watchInstall(): void {
  addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // keep it for the menu's install row instead of the browser's mini-bar
    installPrompt.value = e as InstallPromptEvent;
  });
  addEventListener('appinstalled', () => {
    installPrompt.value = null;
    installed.value = true;
  });
}

export async function promptInstall(): Promise<void> {
  const event = installPrompt.value;
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  installPrompt.value = null; // a prompt event can be used once
  if (outcome === 'accepted') installed.value = true;
}
