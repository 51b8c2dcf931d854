// Part of the main bundle: the service worker's registration and the member's choice to update.
import { signal } from '@preact/signals';

/** A new version is installed and waiting; the member decides when to switch. */
export const updateWaiting = signal<ServiceWorker | null>(null);
let switching = false;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  sw.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then((reg) => {
    if (!reg) return; // some embedded browsers stub the API and answer nothing
    const watch = (worker: ServiceWorker | null) =>
      worker?.addEventListener('statechange', () => {
        // with no controller this is the first install, not an update
        if (worker.state === 'installed' && sw.controller) updateWaiting.value = worker;
      });
    if (reg.waiting && sw.controller) updateWaiting.value = reg.waiting;
    watch(reg.installing);
    reg.addEventListener('updatefound', () => watch(reg.installing));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') reg.update().catch(() => {});
    });
  }, () => {});
  // only a switch the member asked for reloads the page (a first install claims it silently)
  sw.addEventListener('controllerchange', () => {
    if (switching) location.reload();
  });
}

export function applyUpdate(): void {
  const worker = updateWaiting.value;
  if (!worker) return;
  switching = true;
  worker.postMessage({ type: 'SKIP_WAITING' });
}
