// Part of the app chunk (src/app/app-chunk.tsx): the service worker's registration and the member's choice to update.
import { effect, signal } from '@preact/signals';
import { WORKER_URL, workerScriptPolicy } from '../services/app-policies';
import { whenIdle } from '../time/idle';
import { member } from './app-state';
import { busy } from './loading';
import { reloadWhenFormsLeft } from './lifecycle';

/** A new version is installed and waiting; the member decides when to switch. */
export const updateWaiting = signal<ServiceWorker | null>(null);
/** The member chose "Later": the toast stays away for this page's life (also when the app takes over
 * from the sign-in island, which mounts a new toast). */
export const updateLater = signal(false);
let switching = false;
/** Another tab's update took this tab over: it runs the old code under the new worker until it reloads. */
let takenOver = false;
let reloadPage = () => location.reload();

/**
 * The worker keeps a member's card and screens for offline use: it is registered once a member is signed in (at a
 * returning member's start, after a visitor's first sign-in), or at once where it is in control already, in an idle
 * period with nothing loading (fetches, screen chunks, the dashboard's banner). Its install fetches the shell and
 * every screen, about 60 KB: on a slow link that would share the link with the sign-in and then with the dashboard's
 * data, and the phone's CPU with the code's start (docs/notes.md, "Service worker").
 */
export function registerWhenSignedIn(register: () => void = registerServiceWorker): void {
  // a worker already in control (a member signed out here): registering is only the update check, and the page hears
  // of a new version as a member's does
  const installed = Boolean(globalThis.navigator?.serviceWorker?.controller);
  let done = false;
  const stop = effect(() => {
    if (!(member.signedIn.value || installed) || busy.value) return;
    whenIdle(() => {
      // registered already (an earlier callback), or a load began meanwhile: the effect runs again when it ends
      if (done || busy.peek()) return;
      done = true;
      stop();
      register();
    });
  });
}

export function registerServiceWorker(reload = reloadPage): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  reloadPage = reload;
  const sw = navigator.serviceWorker;
  sw.register(workerScriptPolicy.createScriptURL(WORKER_URL), { scope: '/', updateViaCache: 'none' }).then(
    (reg) => {
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
      // the worker caches a language's table (and DOMPurify) as it is first used, through it: those this page loaded
      // before there was a worker are in the HTTP cache only; the worker keeps those of this list (sw/on-demand.ts)
      // (`ready` is missing where a browser stubs the API)
      void sw.ready?.then((r) => r.active?.postMessage(performance.getEntriesByType('resource').map((e) => e.name)));
    },
    () => {},
  );
  // A first install claims the page silently. A switch the member asked for here reloads at once; one
  // asked for in another tab moves this tab too, but never under a half-filled form.
  let controlled = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    const replaced = controlled;
    controlled = true;
    if (switching) reload();
    else if (replaced && !takenOver) {
      takenOver = true;
      reloadWhenFormsLeft(reload);
    }
  });
}

export function applyUpdate(): void {
  const worker = updateWaiting.value;
  if (!worker) return;
  switching = true;
  // the new version already runs this tab's worker (another tab switched): only the page is left
  if (takenOver) reloadPage();
  else worker.postMessage({ type: 'SKIP_WAITING' });
}
