// What the service worker precaches: the app shell, every lazy screen and every language table,
// listed by the build (workbox-build injects the manifest with a revision per file).
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

export function precacheShell(): void {
  precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
  // every navigation gets the app's document; the hash carries the route
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/(api|wp-json|__reference)\//] }),
  );
}
